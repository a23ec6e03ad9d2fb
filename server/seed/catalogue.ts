import type { GameCategory } from '../../contract/constants';
import { HOUSE_LAUNCH_PATH } from '../../contract/house-page/house';

// The demo catalogue seeded on first start. Every demo game is served by the built-in house
// provider's launcher (its launch URL), whatever studio name the catalogue gives it.

export const PROVIDERS = [
  { slug: 'house', name: 'Casa Originals', sort: 0 },
  { slug: 'aurora', name: 'Aurora Gaming', sort: 1 },
  { slug: 'nebula', name: 'Nebula Play', sort: 2 },
  { slug: 'vertice-live', name: 'Vértice Live', sort: 3 },
  { slug: 'golden-reel', name: 'Golden Reel', sort: 4 },
  { slug: 'sprint', name: 'Sprint Virtuals', sort: 5 },
] as const;

export const HOUSE_LAUNCH_URL = HOUSE_LAUNCH_PATH;

type ProviderSlug = (typeof PROVIDERS)[number]['slug'];

export interface CatalogueGame {
  slug: string;
  name: string;
  provider: ProviderSlug;
  category: GameCategory;
  isLive?: boolean;
  isFeatured?: boolean;
  popularity: number;
  /** days before the seed date the game was added (for the "newest" order) */
  addedDaysAgo: number;
  groups: string[];
}

const game = (
  slug: string,
  name: string,
  provider: ProviderSlug,
  category: GameCategory,
  popularity: number,
  addedDaysAgo: number,
  groups: string[] = [],
  flags: { isLive?: boolean; isFeatured?: boolean } = {},
): CatalogueGame => ({
  slug,
  name,
  provider,
  category,
  popularity,
  addedDaysAgo,
  groups,
  ...flags,
});

export const GAMES: CatalogueGame[] = [
  game('dice', 'Dice', 'house', 'dice', 980, 40, ['popular', 'originals'], { isFeatured: true }),
  game('limbo', 'Limbo', 'house', 'instant-win', 940, 35, ['popular', 'originals'], {
    isFeatured: true,
  }),
  game('hi-lo', 'Hi-Lo', 'house', 'hi-lo-switch', 900, 30, ['originals'], { isFeatured: true }),
  // the house's live table: one shared round for everyone (server/modules/live/)
  game('crash', 'Crash', 'house', 'instant-win', 960, 5, ['live', 'popular', 'originals'], {
    isLive: true,
    isFeatured: true,
  }),
  game(
    'ruleta-europea',
    'Ruleta Europea',
    'house',
    'european-roulette',
    960,
    28,
    ['popular', 'originals', 'table'],
    { isFeatured: true },
  ),
  game('keno-originals', 'Keno Originals', 'house', 'keno', 700, 3, ['new', 'originals']),
  game('plinko-drop', 'Plinko Drop', 'house', 'casual-games', 720, 2, ['new', 'originals']),
  game('gold-rush-7s', 'Gold Rush 7s', 'golden-reel', 'slots', 950, 60, ['popular', 'slots'], {
    isFeatured: true,
  }),
  game('aztec-sun', 'Aztec Sun', 'golden-reel', 'slots', 870, 12, ['slots', 'new']),
  game('fruit-fiesta', 'Fruit Fiesta', 'aurora', 'slots', 830, 90, ['slots']),
  game('dragon-pearls', 'Dragon Pearls', 'aurora', 'slots', 810, 5, ['slots', 'new']),
  game('noche-de-muertos', 'Noche de Muertos', 'nebula', 'slots', 790, 8, ['slots', 'new']),
  game('baccarat-classic', 'Baccarat Classic', 'aurora', 'baccarat', 600, 120, ['table']),
  game('blackjack-21', 'Blackjack 21', 'aurora', 'blackjack', 880, 150, ['popular', 'table']),
  game('blackjack-switch', 'Blackjack Switch', 'nebula', 'blackjack', 560, 80, ['table']),
  game('penalty-shootout', 'Penalty Shootout', 'sprint', 'skill-games', 520, 45, []),
  game('scratch-gold', 'Scratch Gold', 'golden-reel', 'instant-win', 500, 70, []),
  game('bingo-90', 'Bingo 90', 'nebula', 'bingo', 450, 110, []),
  game('ocean-catch', 'Ocean Catch', 'nebula', 'fishing', 480, 20, ['new']),
  game('roulette-royale', 'Roulette Royale', 'aurora', 'roulette', 760, 100, ['table']),
  game('poker-texas', "Texas Hold'em Poker", 'nebula', 'poker', 640, 130, ['table']),
  game('candy-match', 'Candy Match', 'aurora', 'casual-games', 430, 25, []),
  game('video-poker-jacks', 'Jacks or Better', 'golden-reel', 'video-poker', 510, 140, []),
  game('loteria-express', 'Lotería Express', 'sprint', 'lottery', 400, 60, []),
  game('sic-bo-deluxe', 'Sic Bo Deluxe', 'aurora', 'sic-bo', 420, 75, ['table']),
  game('casino-holdem', "Casino Hold'em", 'nebula', 'casino-holdem', 470, 85, ['table']),
  game('american-roulette', 'American Roulette', 'aurora', 'american-roulette', 590, 95, ['table']),
  game('french-roulette', 'French Roulette', 'nebula', 'french-roulette', 550, 105, ['table']),
  game('russian-poker', 'Russian Poker', 'nebula', 'russian-poker', 380, 115, ['table']),
  game('video-bingo-carnaval', 'Video Bingo Carnaval', 'golden-reel', 'video-bingo', 360, 55, []),
  game('horse-racing', 'Carreras de Caballos', 'sprint', 'racing', 620, 30, ['sports']),
  game('greyhounds', 'Greyhounds', 'sprint', 'racing', 440, 18, ['sports', 'new']),
  game('virtual-football', 'Fútbol Virtual', 'sprint', 'sports', 820, 22, ['sports', 'popular']),
  game('virtual-tennis', 'Tenis Virtual', 'sprint', 'sports', 530, 16, ['sports']),
  game('keno-classic', 'Keno Classic', 'golden-reel', 'keno', 390, 160, []),
  game('boxing-champions', 'Boxing Champions', 'sprint', 'fighting', 460, 14, ['sports']),
  game('space-shooter', 'Space Shooter', 'nebula', 'shooting', 350, 10, ['new']),
  game('scratch-cards-lucky', 'Lucky Scratch', 'golden-reel', 'scratch-cards', 410, 65, []),
  game('war-of-cards', 'War of Cards', 'aurora', 'card', 370, 90, []),
  game('andar-bahar', 'Andar Bahar', 'vertice-live', 'andar-bahar', 430, 40, ['live'], {
    isLive: true,
  }),
  game('teen-patti', 'Teen Patti', 'nebula', 'teen-patti', 390, 50, []),
  game(
    'live-roulette',
    'Ruleta en Vivo',
    'vertice-live',
    'live-dealer',
    930,
    45,
    ['live', 'popular'],
    { isLive: true, isFeatured: true },
  ),
  game('live-blackjack', 'Blackjack en Vivo', 'vertice-live', 'live-dealer', 910, 45, ['live'], {
    isLive: true,
  }),
  game('live-baccarat', 'Baccarat en Vivo', 'vertice-live', 'live-dealer', 850, 44, ['live'], {
    isLive: true,
  }),
  game(
    'live-speed-roulette',
    'Speed Roulette Live',
    'vertice-live',
    'live-dealer',
    800,
    6,
    ['live', 'new'],
    { isLive: true },
  ),
  game('live-sic-bo', 'Sic Bo en Vivo', 'vertice-live', 'live-dealer', 610, 33, ['live'], {
    isLive: true,
  }),
  game('live-teen-patti', 'Teen Patti Live', 'vertice-live', 'live-dealer', 480, 26, ['live'], {
    isLive: true,
  }),
];

export const GROUPS = [
  { slug: 'popular', es: 'Populares', en: 'Popular' },
  { slug: 'new', es: 'Nuevos', en: 'New' },
  { slug: 'originals', es: 'Originales', en: 'Originals' },
  { slug: 'slots', es: 'Tragamonedas', en: 'Slots' },
  { slug: 'table', es: 'Juegos de mesa', en: 'Table games' },
  { slug: 'live', es: 'Casino en vivo', en: 'Live casino' },
  { slug: 'sports', es: 'Deportes virtuales', en: 'Virtual sports' },
] as const;

/** The demo's slides, each with its call to action (a page of the Spanish site, /en in English). */
export const SLIDES = {
  es: [
    {
      title: 'Bono de bienvenida: 1 mBTC',
      link: '/promotion/bono-bienvenida',
      label: 'Consigue tu bono',
    },
    { title: 'Juegos Provably Fair', link: '/provably-fair', label: 'Compruébalo' },
    { title: 'Casino en vivo 24/7', link: '/live-casino', label: 'Juega en vivo' },
  ],
  en: [
    { title: 'Welcome bonus: 1 mBTC', link: '/promotion/bono-bienvenida', label: 'Get your bonus' },
    { title: 'Provably fair games', link: '/provably-fair', label: 'Check it yourself' },
    { title: 'Live casino 24/7', link: '/live-casino', label: 'Play live' },
  ],
} as const;

/** A slide's identifier, the same in both languages (as migration 0031 named the first slides). */
export function slideSlug(index: number): string {
  return `slide-${index + 1}`;
}

/** Slider art is raster (JPEG): banners are photographic, and a flat SVG does not count as a largest paint. */
export function slideImageUrl(locale: 'es' | 'en', isMobile: boolean, index: number): string {
  return `/art/slider/${locale}-${isMobile ? 'mobile' : 'desktop'}-${index + 1}.jpg`;
}

/** Game art is raster too (WebP): 24 SVG thumbnails cost the lobby's paint ~50 ms on a phone. */
export function gameImageUrl(slug: string): string {
  return `/art/games/${slug}.webp`;
}

export function providerLogoUrl(slug: string): string {
  return `/art/providers/${slug}.svg`;
}

export const PROMO_CODES = [
  { code: 'WELCOME', bonusSatoshis: 100_000n, wagerMultiplier: 30 },
  { code: 'RELOAD50', bonusSatoshis: 50_000n, wagerMultiplier: 20 },
] as const;
