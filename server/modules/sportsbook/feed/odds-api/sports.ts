// Which of The Odds API's sports the book takes, and what each one's markets become. A sport key
// is `<group>_<competition>` (`soccer_epl`, `basketball_nba`); the group decides the book's sport
// and market types, the competition becomes the league.
import type { LocalizedName } from '../feed-messages';

export interface BookSport {
  id: string;
  name: LocalizedName;
  mainMarketType: string;
  /** the book's types for the API's h2h, spreads and totals */
  markets: { h2h: string; spreads: string; totals: string };
  /** whether h2h has a draw (three-way, football) or is decided in extra time (two-way) */
  hasDraw: boolean;
}

const twoWay = { h2h: 'moneyline', spreads: 'spread', totals: 'total' };

const SPORTS_BY_GROUP: Record<string, BookSport> = {
  soccer: {
    id: 'football',
    name: { es: 'Fútbol', en: 'Football' },
    mainMarketType: '1x2',
    markets: { h2h: '1x2', spreads: 'asian_handicap', totals: 'total' },
    hasDraw: true,
  },
  basketball: {
    id: 'basketball',
    name: { es: 'Baloncesto', en: 'Basketball' },
    mainMarketType: 'moneyline',
    markets: twoWay,
    hasDraw: false,
  },
  americanfootball: {
    id: 'american_football',
    name: { es: 'Fútbol americano', en: 'American football' },
    mainMarketType: 'moneyline',
    markets: twoWay,
    hasDraw: false,
  },
  icehockey: {
    id: 'ice_hockey',
    name: { es: 'Hockey sobre hielo', en: 'Ice hockey' },
    mainMarketType: 'moneyline',
    markets: twoWay,
    hasDraw: false,
  },
  baseball: {
    id: 'baseball',
    name: { es: 'Béisbol', en: 'Baseball' },
    mainMarketType: 'moneyline',
    markets: twoWay,
    hasDraw: false,
  },
};

/** The book's sport for an API sport key, or null for a sport the adapter does not take. */
export function bookSportOf(sportKey: string): BookSport | null {
  const group = sportKey.split('_')[0] ?? '';
  return Object.hasOwn(SPORTS_BY_GROUP, group) ? (SPORTS_BY_GROUP[group] as BookSport) : null;
}

/** The book's id for an API event: its own id, prefixed so it never meets another feed's. */
export const bookEventId = (apiEventId: string) => `odds-api:${apiEventId}`;
