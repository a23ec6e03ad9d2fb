import type { I18n, MessageDescriptor } from '@lingui/core';
import type { Locale } from './constants';
import { numberFormat } from './intl-formats';

type LocalizedName = Record<Locale, string>;

/** The teams (players) an outcome may name, in both languages. */
export interface MarketTeams {
  home: LocalizedName;
  away: LocalizedName;
}

/** A market as the contract sends it: a type and its canonical `key=value|…` specifiers. */
export interface MarketKind {
  type: string;
  specifiers: string;
}

/** `total=2.5|hcp=-0.75` → { total: '2.5', hcp: '-0.75' } */
export function parseSpecifiers(specifiers: string): Record<string, string> {
  const pairs = specifiers
    .split('|')
    .filter((pair) => pair.includes('='))
    .map((pair) => {
      const [key = '', ...value] = pair.split('=');
      return [key, value.join('=')] as const;
    });
  return Object.fromEntries(pairs);
}

/** A line as the language writes numbers (2,5 in Spanish), with its sign when asked (−0,75, +1). */
function formatLine(value: string | undefined, locale: string, isSigned = false): string {
  const line = Number(value);
  if (value === undefined || Number.isNaN(line)) return value ?? '';
  return numberFormat(locale, {
    maximumFractionDigits: 2,
    signDisplay: isSigned ? 'exceptZero' : 'auto',
  }).format(line);
}

/** The home side's line read from the away side: hcp −0.75 for home is +0.75 for away. */
function awayLine(hcp: string | undefined): string | undefined {
  return hcp === undefined ? undefined : String(-Number(hcp));
}

// Descriptors marked /*i18n*/ rather than `msg` macros: `lingui extract` finds them, and they run
// as they are in the unit tests (which have no macro transform).
const MARKETS = {
  '1x2': /*i18n*/ { id: 'sports_market_1x2', message: 'Resultado del partido' },
  double_chance: /*i18n*/ { id: 'sports_market_double_chance', message: 'Doble oportunidad' },
  total: /*i18n*/ { id: 'sports_market_total', message: 'Total {total}' },
  btts: /*i18n*/ { id: 'sports_market_btts', message: 'Ambos equipos marcan' },
  asian_handicap: /*i18n*/ { id: 'sports_market_asian_handicap', message: 'Hándicap asiático' },
  correct_score: /*i18n*/ { id: 'sports_market_correct_score', message: 'Resultado exacto' },
  next_goal: /*i18n*/ { id: 'sports_market_next_goal', message: 'Próximo gol (gol {goal})' },
  match_winner: /*i18n*/ { id: 'sports_market_match_winner', message: 'Ganador del partido' },
  set_betting: /*i18n*/ { id: 'sports_market_set_betting', message: 'Resultado en sets' },
  total_games: /*i18n*/ { id: 'sports_market_total_games', message: 'Total de juegos {total}' },
  moneyline: /*i18n*/ { id: 'sports_market_moneyline', message: 'Ganador (prórroga incluida)' },
  spread: /*i18n*/ { id: 'sports_market_spread', message: 'Hándicap de puntos' },
} satisfies Record<string, MessageDescriptor>;

/** `total` counts goals in football and points in basketball. */
const TOTALS_BY_SPORT: Record<string, MessageDescriptor> = {
  football: /*i18n*/ { id: 'sports_market_total_goals', message: 'Total de goles {total}' },
  basketball: /*i18n*/ { id: 'sports_market_total_points', message: 'Total de puntos {total}' },
};

const OUTCOMES = {
  draw: /*i18n*/ { id: 'sports_outcome_draw', message: 'Empate' },
  home_or_draw: /*i18n*/ { id: 'sports_outcome_home_or_draw', message: '{home} o empate' },
  home_or_away: /*i18n*/ { id: 'sports_outcome_home_or_away', message: '{home} o {away}' },
  draw_or_away: /*i18n*/ { id: 'sports_outcome_draw_or_away', message: 'Empate o {away}' },
  over: /*i18n*/ { id: 'sports_outcome_over', message: 'Más de {total}' },
  under: /*i18n*/ { id: 'sports_outcome_under', message: 'Menos de {total}' },
  yes: /*i18n*/ { id: 'sports_outcome_yes', message: 'Sí' },
  no: /*i18n*/ { id: 'sports_outcome_no', message: 'No' },
  none: /*i18n*/ { id: 'sports_outcome_no_goal', message: 'Ningún gol' },
} satisfies Record<string, MessageDescriptor>;

/** Titles of a type's markets together, when several lines are shown under one heading. */
const GROUPS: Record<string, MessageDescriptor> = {
  total_games: /*i18n*/ { id: 'sports_group_total_games', message: 'Total de juegos' },
  next_goal: /*i18n*/ { id: 'sports_group_next_goal', message: 'Próximo gol' },
};
const TOTAL_GROUPS: Record<string, MessageDescriptor> = {
  football: /*i18n*/ { id: 'sports_group_total_goals', message: 'Total de goles' },
  basketball: /*i18n*/ { id: 'sports_group_total_points', message: 'Total de puntos' },
};
const TOTAL_GROUP = /*i18n*/ { id: 'sports_group_total', message: 'Totales' };

/** A descriptor with its values, translated (built apart: `lingui extract` reads `i18n._({…})`). */
export function translate(
  i18n: I18n,
  descriptor: MessageDescriptor,
  values: Record<string, string | undefined>,
): string {
  const message: MessageDescriptor = { ...descriptor, values };
  return i18n._(message);
}

const isKnown = <T extends object>(table: T, key: string): key is Extract<keyof T, string> =>
  Object.hasOwn(table, key);

/**
 * The market's name in the active language, its line included where the type has one
 * (`Total de goles 2,5`). `total` is goals, points or games depending on the sport; without a
 * sport it reads as a plain total. Handicap lines belong to each side, so they are in the
 * outcomes' names (`outcomeName`), not in the market's. An unknown type keeps the feed's name.
 */
export function marketName(market: MarketKind, i18n: I18n, sportId?: string): string {
  if (!isKnown(MARKETS, market.type)) return market.type;
  const specifiers = parseSpecifiers(market.specifiers);
  const values = {
    total: formatLine(specifiers.total, i18n.locale),
    goal: specifiers.goalnr ?? '',
  };
  const sportTotal = market.type === 'total' && sportId ? TOTALS_BY_SPORT[sportId] : undefined;
  return translate(i18n, sportTotal ?? MARKETS[market.type], values);
}

/**
 * The heading of a type's markets shown together (`Total de goles`, `Hándicap asiático`): the
 * type's name without a line, each line being in its outcomes' names.
 */
export function marketGroupName(type: string, i18n: I18n, sportId?: string): string {
  if (type === 'total') return i18n._((sportId && TOTAL_GROUPS[sportId]) || TOTAL_GROUP);
  const group = GROUPS[type];
  if (group) return i18n._(group);
  return marketName({ type, specifiers: '' }, i18n, sportId);
}

/**
 * An outcome's name as the player reads it: the team's name for `home` / `away` (with its line on
 * a handicap), Empate / Draw, Más de 2,5 / Over 2.5, a correct score or set score as `2:1` (home's
 * first). An outcome the app does not know keeps the feed's id.
 */
export function outcomeName(
  marketType: string,
  outcomeId: string,
  specifiers: string,
  event: MarketTeams,
  locale: Locale,
  i18n: I18n,
): string {
  const home = event.home[locale];
  const away = event.away[locale];
  const { total, hcp } = parseSpecifiers(specifiers);
  const isHandicap = marketType === 'asian_handicap' || marketType === 'spread';
  if (outcomeId === 'home' && isHandicap) return `${home} ${formatLine(hcp, locale, true)}`;
  if (outcomeId === 'away' && isHandicap)
    return `${away} ${formatLine(awayLine(hcp), locale, true)}`;
  if (outcomeId === 'home') return home;
  if (outcomeId === 'away') return away;
  if (!isKnown(OUTCOMES, outcomeId)) return outcomeId;
  const values = { home, away, total: formatLine(total, locale) };
  return translate(i18n, OUTCOMES[outcomeId], values);
}
