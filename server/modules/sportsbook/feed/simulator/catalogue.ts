// The simulator's world: sports, leagues and their teams or players. Club and player names are
// proper nouns, the same in both languages; sport and league names are translated where they
// differ.
import type { LocalizedName } from '../feed-messages';

export type SimSport = 'football' | 'tennis' | 'basketball';

export interface SimLeague {
  id: string;
  sport: SimSport;
  name: LocalizedName;
  /** ISO alpha-2, null when international */
  country: string | null;
  /** football: average goals per team; tennis: serve-point win rate; basketball: game total */
  level: number;
  teams: readonly string[];
}

export const SPORT_NAMES: Record<SimSport, { name: LocalizedName; mainMarketType: string }> = {
  football: { name: { es: 'Fútbol', en: 'Football' }, mainMarketType: '1x2' },
  tennis: { name: { es: 'Tenis', en: 'Tennis' }, mainMarketType: 'match_winner' },
  basketball: { name: { es: 'Baloncesto', en: 'Basketball' }, mainMarketType: 'moneyline' },
};

const name = (es: string, en = es): LocalizedName => ({ es, en });

const ATP_PLAYERS = [
  'Alcaraz',
  'Sinner',
  'Djokovic',
  'Zverev',
  'Medvedev',
  'Rune',
  'Ruud',
  'Fritz',
  'De Miñaur',
  'Tsitsipas',
  'Draper',
  'Davidovich Fokina',
];
const WTA_PLAYERS = [
  'Sabalenka',
  'Swiatek',
  'Gauff',
  'Rybakina',
  'Pegula',
  'Paolini',
  'Zheng',
  'Navarro',
  'Badosa',
  'Andreeva',
  'Keys',
  'Jabeur',
];

export const LEAGUES: readonly SimLeague[] = [
  {
    id: 'es-laliga',
    sport: 'football',
    name: name('LaLiga'),
    country: 'ES',
    level: 1.3,
    teams: [
      'Real Madrid',
      'FC Barcelona',
      'Atlético de Madrid',
      'Athletic Club',
      'Real Sociedad',
      'Villarreal',
      'Real Betis',
      'Sevilla',
      'Valencia',
      'Girona',
    ],
  },
  {
    id: 'en-premier-league',
    sport: 'football',
    name: name('Premier League'),
    country: 'GB',
    level: 1.45,
    teams: [
      'Arsenal',
      'Liverpool',
      'Manchester City',
      'Chelsea',
      'Tottenham Hotspur',
      'Newcastle United',
      'Aston Villa',
      'Manchester United',
      'Brighton',
      'West Ham United',
    ],
  },
  {
    id: 'it-serie-a',
    sport: 'football',
    name: name('Serie A'),
    country: 'IT',
    level: 1.3,
    teams: [
      'Inter',
      'Milan',
      'Juventus',
      'Napoli',
      'Roma',
      'Lazio',
      'Atalanta',
      'Fiorentina',
      'Bologna',
      'Torino',
    ],
  },
  {
    id: 'de-bundesliga',
    sport: 'football',
    name: name('Bundesliga'),
    country: 'DE',
    level: 1.55,
    teams: [
      'Bayern München',
      'Borussia Dortmund',
      'Bayer Leverkusen',
      'RB Leipzig',
      'Eintracht Frankfurt',
      'VfB Stuttgart',
      'SC Freiburg',
      'Werder Bremen',
      'Union Berlin',
      'Wolfsburg',
    ],
  },
  {
    id: 'mx-liga-mx',
    sport: 'football',
    name: name('Liga MX'),
    country: 'MX',
    level: 1.35,
    teams: [
      'América',
      'Chivas',
      'Cruz Azul',
      'Pumas UNAM',
      'Monterrey',
      'Tigres UANL',
      'Toluca',
      'Santos Laguna',
      'León',
      'Pachuca',
    ],
  },
  {
    id: 'int-champions-league',
    sport: 'football',
    name: name('Liga de Campeones', 'Champions League'),
    country: null,
    level: 1.4,
    teams: [
      'Real Madrid',
      'Manchester City',
      'Bayern München',
      'Paris Saint-Germain',
      'Inter',
      'Benfica',
      'Porto',
      'Ajax',
    ],
  },
  {
    id: 'atp-madrid',
    sport: 'tennis',
    name: name('ATP Madrid'),
    country: 'ES',
    level: 0.64,
    teams: ATP_PLAYERS,
  },
  {
    id: 'atp-rome',
    sport: 'tennis',
    name: name('ATP Roma', 'ATP Rome'),
    country: 'IT',
    level: 0.63,
    teams: ATP_PLAYERS,
  },
  {
    id: 'wta-madrid',
    sport: 'tennis',
    name: name('WTA Madrid'),
    country: 'ES',
    level: 0.57,
    teams: WTA_PLAYERS,
  },
  {
    id: 'wta-london',
    sport: 'tennis',
    name: name('WTA Londres', 'WTA London'),
    country: 'GB',
    level: 0.6,
    teams: WTA_PLAYERS,
  },
  {
    id: 'us-nba',
    sport: 'basketball',
    name: name('NBA'),
    country: 'US',
    level: 228,
    teams: [
      'Boston Celtics',
      'Denver Nuggets',
      'Los Angeles Lakers',
      'Golden State Warriors',
      'Milwaukee Bucks',
      'Phoenix Suns',
      'Miami Heat',
      'Dallas Mavericks',
      'New York Knicks',
      'Oklahoma City Thunder',
    ],
  },
  {
    id: 'int-euroleague',
    sport: 'basketball',
    name: name('EuroLiga', 'EuroLeague'),
    country: null,
    level: 160,
    teams: [
      'Real Madrid',
      'FC Barcelona',
      'Olympiacos',
      'Panathinaikos',
      'Fenerbahçe',
      'Anadolu Efes',
      'Žalgiris',
      'Maccabi Tel Aviv',
    ],
  },
  {
    id: 'es-acb',
    sport: 'basketball',
    name: name('Liga ACB'),
    country: 'ES',
    level: 165,
    teams: [
      'Real Madrid',
      'FC Barcelona',
      'Unicaja',
      'Valencia Basket',
      'Baskonia',
      'Joventut',
      'Gran Canaria',
      'Tenerife',
    ],
  },
];
