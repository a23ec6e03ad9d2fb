// How a pocket is named and coloured, on the board's terms (games/roulette.ts).
import { pocketColour, type PocketColour } from '../../games/roulette';
import type { MessageKey, Translate } from '../../i18n';

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
