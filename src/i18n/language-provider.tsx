import type { I18n } from '@lingui/core';
import { LinguiContext, type I18nContext } from '@lingui/react';
import { useEffect, useState, type ReactNode } from 'react';

export interface ActiveLanguage {
  locale: string;
  context: I18nContext;
}

/**
 * The context for the catalogue's language: `current` while that is still its language (a
 * catalogue loaded, nothing else), a new one when another language was activated.
 */
export function followLanguage(current: ActiveLanguage | undefined, i18n: I18n): ActiveLanguage {
  if (current?.locale === i18n.locale) return current;
  return { locale: i18n.locale, context: { i18n, _: i18n.t.bind(i18n) } };
}

/**
 * Lingui's context for the app, renewed when the language changes: every component that
 * translates draws again then. Lingui's own `I18nProvider` renews it at each `change` event, and
 * `i18n.load` emits one too: loading a section's catalogue (the sportsbook's, as its route
 * starts: `loadSection` in ./i18n.ts) drew the whole layout again, sidebar, slider and all, though
 * nothing drawn uses the new messages: a route or modal awaits its section before it draws.
 */
export function LanguageProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [active, setActive] = useState(() => followLanguage(undefined, i18n));
  useEffect(() => {
    const follow = () => setActive((current) => followLanguage(current, i18n));
    // a change between the first render and this effect
    follow();
    return i18n.on('change', follow);
  }, [i18n]);
  return <LinguiContext.Provider value={active.context}>{children}</LinguiContext.Provider>;
}
