// How a pocket and a spot are named, and a pocket coloured, on the board's terms
// (games/roulette.ts).
import type { LiveRouletteSpot } from '../../../../contract/house-page/live-tables';
import { pocketColour, type PocketColour } from '../../games/roulette';
import type { MessageKey, Translate } from '../../i18n';
import type { RouletteTranslate } from './messages';

const COLOUR_NAMES: Record<PocketColour, MessageKey> = {
  red: 'colourRed',
  black: 'colourBlack',
  green: 'colourGreen',
};

/** "17 rojo", "0 verde". */
export const pocketName = (pocket: number, t: Translate) =>
  t('roulettePocket', { pocket: String(pocket), colour: t(COLOUR_NAMES[pocketColour(pocket)]) });

/** The class that colours a pocket (house.css `.pocket.is-red` …). */
export const pocketClass = (pocket: number) => `pocket is-${pocketColour(pocket)}`;

const EVEN_MONEY_NAMES: Record<'red' | 'black' | 'odd' | 'even', MessageKey> = {
  red: 'rouletteRed',
  black: 'rouletteBlack',
  odd: 'rouletteOdd',
  even: 'rouletteEven',
};

/** A bet's spot as a list names it: "Pleno 17", "Rojo", "Docena 2", "Columna 3". */
export function spotName(spot: LiveRouletteSpot, t: Translate, rt: RouletteTranslate): string {
  switch (spot.kind) {
    case 'straight':
      return rt('spotStraight', { pocket: String(spot.pocket) });
    case 'dozen':
      return rt('spotDozen', { which: String(spot.which) });
    case 'column':
      return rt('spotColumn', { which: String(spot.which) });
    case 'low':
      return rt('spotLow');
    case 'high':
      return rt('spotHigh');
    default:
      return t(EVEN_MONEY_NAMES[spot.kind]);
  }
}
