import { useLingui } from '@lingui/react/macro';
import { LOCALES, type Locale } from '../../../contract/constants';
import { activateLocale } from '../lib/i18n';

const NAMES: Record<Locale, string> = { es: 'Español', en: 'English' };

/** The languages by their own names, the active one pressed. */
export function LanguageSwitch() {
  const { i18n, t } = useLingui();
  return (
    <div className="language-switch" role="group" aria-label={t`Idioma`}>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={i18n.locale === locale}
          onClick={() => void activateLocale(locale)}
        >
          {NAMES[locale]}
        </button>
      ))}
    </div>
  );
}
