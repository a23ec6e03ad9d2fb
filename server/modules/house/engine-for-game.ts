import type { HouseEngine } from '../../../contract/house';

/** The house's own games, each on the engine it is named after. */
const ORIGINALS: Record<string, HouseEngine> = {
  dice: 'dice',
  limbo: 'limbo',
  'hi-lo': 'hi-lo',
  'ruleta-europea': 'roulette',
};

const DICE_CATEGORIES = new Set(['dice', 'sic-bo']);
const CARD_CATEGORIES = new Set([
  'hi-lo-switch',
  'card',
  'baccarat',
  'blackjack',
  'poker',
  'video-poker',
  'casino-holdem',
  'russian-poker',
  'teen-patti',
  'andar-bahar',
  'live-dealer',
]);

/**
 * The engine a catalogue game launched through the house plays on: the originals by slug, any
 * other game by what its category is closest to (wheels spin the roulette, card tables deal
 * Hi-Lo), and Limbo for everything else.
 */
export function engineForGame(game: { slug: string; category: string }): HouseEngine {
  const original = ORIGINALS[game.slug];
  if (original) return original;
  if (game.category.includes('roulette') || game.slug.includes('roulette')) return 'roulette';
  if (DICE_CATEGORIES.has(game.category)) return 'dice';
  if (CARD_CATEGORIES.has(game.category)) return 'hi-lo';
  return 'limbo';
}
