import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages as english } from '../../../locales/en/sportsbook.po';
import { messages as spanish } from '../../../locales/es/sportsbook.po';
import { messages as englishMain } from '../../../locales/en/messages.po';
import { messages as spanishMain } from '../../../locales/es/messages.po';
import type { Failure } from '../../../lib/api-client';
import type { SlipBet, SlipBetResult } from './bet-slip-placement';
import { BetSlipRefusals } from './bet-slip-refusals';
import type { LegProblem } from './bet-slip-store';
import { selection } from './selection-fixture';

beforeEach(() => {
  i18n.load({ es: { ...spanishMain, ...spanish }, en: { ...englishMain, ...english } });
});

const single = (outcomeId: string): SlipBet => ({
  id: `single:${outcomeId}`,
  type: 'single',
  selections: [selection(outcomeId, `event-${outcomeId}`, 2500)],
  stake: '1',
  stakeKey: outcomeId,
});
const refused = (outcomeId: string, code: string, params = {}): SlipBetResult => ({
  bet: single(outcomeId),
  status: 'refused',
  failure: { code, params } as Failure,
});
const placed = (outcomeId: string) =>
  ({ bet: single(outcomeId), status: 'placed', placed: {} }) as unknown as SlipBetResult;

/** The summary's text by the place button, or '' when it says nothing. */
function said(
  locale: 'es' | 'en',
  results: SlipBetResult[],
  legProblems: Record<string, LegProblem> = {},
): string {
  i18n.activate(locale);
  const html = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <BetSlipRefusals results={results} legProblems={legProblems} />
    </I18nProvider>,
  );
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('the refusals by the place button', () => {
  it('says a single refusal in words, with the new price in the player’s format', () => {
    const moved = [refused('a', 'odds_changed', { outcomeId: 'a', oddsMilli: 2750 })];
    const problems = { a: { code: 'odds_changed', oddsMilli: 2750 } } as Record<string, LegProblem>;
    expect(said('es', moved, problems)).toBe(
      'No se aceptó la apuesta. La cuota ha cambiado a 2,75. Revisa tu apuesta y vuelve a intentarlo.',
    );
    expect(said('en', moved, problems)).toMatch(/^The bet was not accepted\. .*2\.75/);
  });

  it('counts what was placed and what was not, and says where each reason is', () => {
    const results = [
      placed('a'),
      refused('b', 'insufficient_balance'),
      refused('c', 'insufficient_balance'),
    ];
    expect(said('es', results)).toBe(
      'Apuestas realizadas: 1. 2 no se aceptaron. El motivo de cada una está marcado en su selección o su apuesta.',
    );
    expect(said('en', results)).toBe(
      'Bets placed: 1. 2 were not accepted. The reason for each is marked on its selection or its stake.',
    );
  });

  it('is silent once the player has dealt with a leg’s refusal, and when all were placed', () => {
    const moved = [refused('a', 'odds_changed', { outcomeId: 'a', oddsMilli: 2750 })];
    expect(said('es', moved, {})).toBe('');
    expect(said('es', [placed('a')])).toBe('');
  });
});
