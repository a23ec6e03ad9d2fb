import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n, type I18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { marketGroupName, marketName, outcomeName, type MarketTeams } from './sports-market-names';

/** The sportsbook's English catalogue as shipped (msgid → msgstr), the Spanish being the source text. */
function englishMessages(): Record<string, string> {
  const po = readFileSync(join(import.meta.dirname, '../src/locales/en/sportsbook.po'), 'utf8');
  const entries = po.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm);
  return Object.fromEntries([...entries].map((match) => [match[1] ?? '', match[2] ?? '']));
}

function i18nIn(locale: 'es' | 'en'): I18n {
  const i18n = setupI18n({ locale, messages: { es: {}, en: englishMessages() } });
  i18n.activate(locale);
  return i18n;
}

const teams: MarketTeams = {
  home: { es: 'Sevilla', en: 'Seville' },
  away: { es: 'Atlético', en: 'Atletico' },
};

/** A market as the pricing publishes it (docs/sportsbook-pricing.md): type, specifiers, outcome ids. */
interface PricedMarket {
  type: string;
  specifiers: string;
  outcomes: string[];
}

const correctScores = Array.from(
  { length: 36 },
  (_, cell) => `${String(cell % 6)}:${String(Math.floor(cell / 6))}`,
);

// Every market type of the pricing's table (src may not import the server), with its lines.
const pricedBySport: [string, PricedMarket[]][] = [
  [
    'football',
    [
      { type: '1x2', specifiers: '', outcomes: ['home', 'draw', 'away'] },
      {
        type: 'double_chance',
        specifiers: '',
        outcomes: ['home_or_draw', 'home_or_away', 'draw_or_away'],
      },
      ...['0.5', '1.5', '2.5', '3.5', '4.5'].map((total) => ({
        type: 'total',
        specifiers: `total=${total}`,
        outcomes: ['over', 'under'],
      })),
      { type: 'btts', specifiers: '', outcomes: ['yes', 'no'] },
      ...['-2.5', '-0.75', '-0.25', '0', '0.25', '1', '2.5'].map((hcp) => ({
        type: 'asian_handicap',
        specifiers: `hcp=${hcp}`,
        outcomes: ['home', 'away'],
      })),
      { type: 'correct_score', specifiers: '', outcomes: correctScores },
      { type: 'next_goal', specifiers: 'goalnr=2', outcomes: ['home', 'none', 'away'] },
    ],
  ],
  [
    'tennis',
    [
      { type: 'match_winner', specifiers: '', outcomes: ['home', 'away'] },
      { type: 'set_betting', specifiers: '', outcomes: ['2:0', '2:1', '1:2', '0:2'] },
      { type: 'total_games', specifiers: 'total=22.5', outcomes: ['over', 'under'] },
    ],
  ],
  [
    'basketball',
    [
      { type: 'moneyline', specifiers: '', outcomes: ['home', 'away'] },
      { type: 'spread', specifiers: 'hcp=-4.5', outcomes: ['home', 'away'] },
      { type: 'total', specifiers: 'total=219.5', outcomes: ['over', 'under'] },
    ],
  ],
];

describe('market and outcome names', () => {
  it('name every market type and outcome the pricing produces, in both languages', () => {
    const types = new Set<string>();
    for (const locale of ['es', 'en'] as const) {
      const i18n = i18nIn(locale);
      for (const [sportId, markets] of pricedBySport) {
        for (const market of markets) {
          types.add(market.type);
          const { specifiers } = market;
          const name = marketName({ type: market.type, specifiers }, i18n, sportId);
          expect(name, market.type).not.toBe(market.type);
          expect(name).not.toMatch(/[{}]|sports_/);
          const group = marketGroupName(market.type, i18n, sportId);
          expect(group, market.type).not.toMatch(/[{}_]|sports|\s$/);
          const names = market.outcomes.map((outcome) =>
            outcomeName(market.type, outcome, specifiers, teams, locale, i18n),
          );
          for (const outcomeText of names) expect(outcomeText).not.toMatch(/[{}]|sports_|_/);
          // two outcomes of one market never read the same
          expect(new Set(names).size, `${market.type} ${specifiers}`).toBe(names.length);
        }
      }
    }
    expect([...types].sort()).toEqual(
      [
        '1x2',
        'asian_handicap',
        'btts',
        'correct_score',
        'double_chance',
        'match_winner',
        'moneyline',
        'next_goal',
        'set_betting',
        'spread',
        'total',
        'total_games',
      ].sort(),
    );
  });

  it('read 1X2, double chance and both teams to score with the teams in each language', () => {
    const es = i18nIn('es');
    const en = i18nIn('en');
    const name = (i18n: I18n, locale: 'es' | 'en', type: string, id: string) =>
      outcomeName(type, id, '', teams, locale, i18n);
    expect(name(es, 'es', '1x2', 'home')).toBe('Sevilla');
    expect(name(es, 'es', '1x2', 'draw')).toBe('Empate');
    expect(name(en, 'en', '1x2', 'draw')).toBe('Draw');
    expect(name(en, 'en', '1x2', 'away')).toBe('Atletico');
    expect(name(es, 'es', 'double_chance', 'home_or_draw')).toBe('Sevilla o empate');
    expect(name(en, 'en', 'double_chance', 'draw_or_away')).toBe('Draw or Atletico');
    expect(name(en, 'en', 'btts', 'yes')).toBe('Yes');
    expect(name(es, 'es', 'btts', 'yes')).toBe('Sí');
    expect(marketName({ type: '1x2', specifiers: '' }, es)).toBe('Resultado del partido');
    expect(marketName({ type: '1x2', specifiers: '' }, en)).toBe('Match result');
  });

  it('write lines as each language writes numbers, handicaps signed for each side', () => {
    const es = i18nIn('es');
    const en = i18nIn('en');
    expect(outcomeName('total', 'over', 'total=2.5', teams, 'es', es)).toBe('Más de 2,5');
    expect(outcomeName('total', 'over', 'total=2.5', teams, 'en', en)).toBe('Over 2.5');
    expect(outcomeName('total', 'under', 'total=2.5', teams, 'en', en)).toBe('Under 2.5');
    expect(marketName({ type: 'total', specifiers: 'total=2.5' }, en, 'football')).toBe(
      'Total goals 2.5',
    );
    expect(marketName({ type: 'total', specifiers: 'total=215.5' }, es, 'basketball')).toBe(
      'Total de puntos 215,5',
    );
    expect(outcomeName('asian_handicap', 'home', 'hcp=-0.75', teams, 'en', en)).toBe(
      'Seville -0.75',
    );
    expect(outcomeName('asian_handicap', 'away', 'hcp=-0.75', teams, 'es', es)).toBe(
      'Atlético +0,75',
    );
    expect(outcomeName('spread', 'home', 'hcp=0', teams, 'en', en)).toBe('Seville 0');
    expect(marketName({ type: 'next_goal', specifiers: 'goalnr=2' }, en)).toBe(
      'Next goal (goal 2)',
    );
    expect(outcomeName('next_goal', 'none', 'goalnr=2', teams, 'en', en)).toBe('No goal');
    expect(outcomeName('correct_score', '2:1', '', teams, 'es', es)).toBe('2:1');
    expect(marketGroupName('total', es, 'football')).toBe('Total de goles');
    expect(marketGroupName('total', en, 'basketball')).toBe('Total points');
    expect(marketGroupName('asian_handicap', en)).toBe('Asian handicap');
  });

  it('keep the feed’s words for a market or outcome the app does not know', () => {
    const en = i18nIn('en');
    expect(marketName({ type: 'corners', specifiers: '' }, en)).toBe('corners');
    expect(outcomeName('corners', 'odd', '', teams, 'en', en)).toBe('odd');
  });
});
