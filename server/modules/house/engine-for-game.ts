import type { HouseEngine } from '../../../contract/house-page/house';
import { LIVE_ENGINES, type LiveEngine } from '../../../contract/house-page/live-tables';

/** What a house-launched game plays on: a single-player engine, or a live table's. */
export type GameEngine = HouseEngine | LiveEngine;

export const isLiveEngine = (engine: GameEngine): engine is LiveEngine =>
  (LIVE_ENGINES as readonly string[]).includes(engine);

/** The house's own games, each on the engine it is named after; the live tables by slug. */
const ORIGINALS: Record<string, GameEngine> = {
  crash: 'crash',
  'live-roulette': 'live-roulette',
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
 * Hi-Lo), and Limbo for everything else. `crash` and `live-roulette` are live tables (server/modules/live/).
 */
export function engineForGame(game: { slug: string; category: string }): GameEngine {
  const original = ORIGINALS[game.slug];
  if (original) return original;
  if (game.category.includes('roulette') || game.slug.includes('roulette')) return 'roulette';
  if (DICE_CATEGORIES.has(game.category)) return 'dice';
  if (CARD_CATEGORIES.has(game.category)) return 'hi-lo';
  return 'limbo';
}
