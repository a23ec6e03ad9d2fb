import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages as english } from '../../../locales/en/sportsbook.po';
import { messages as spanish } from '../../../locales/es/sportsbook.po';
import { messages as englishMain } from '../../../locales/en/messages.po';
import { messages as spanishMain } from '../../../locales/es/messages.po';
import { BetSlipTabs } from './bet-slip-tabs';

beforeEach(() => {
  i18n.load({ es: { ...spanishMain, ...spanish }, en: { ...englishMain, ...english } });
});

function reasonShown(locale: 'es' | 'en'): string {
  i18n.activate(locale);
  const html = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <BetSlipTabs tab="singles" block="too_few_legs" systemBlock="too_few_legs" />
    </I18nProvider>,
  );
  return /data-testid="accumulator-reason">([^<]*)</.exec(html)?.[1] ?? '';
}

describe('the slip with one selection', () => {
  it('says what an accumulator needs, not to add one selection', () => {
    expect(reasonShown('es')).toBe(
      'Una combinada o un sistema llevan al menos 2 selecciones: añade otra.',
    );
    expect(reasonShown('en')).toBe(
      'An accumulator or a system takes at least 2 selections: add another.',
    );
  });
});
