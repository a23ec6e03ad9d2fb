// Live Roulette's own words, in Spanish (the default) and English, beside the game page's
// dictionary (house/src/i18n.ts) whose shared words (the board's spots, colours, the live table's
// phases) it reuses. Same `{name}` placeholders.
import { useMemo } from 'react';
import type { Lang } from '../../format';
import { useHouse } from '../../house-context';

const es = {
  hint: 'Elige una ficha y pulsa una casilla (clic, toque, Intro o Espacio). Arriba a la derecha de cada casilla, las fichas de todos los jugadores; abajo a la izquierda, las tuyas.',
  chipValue: 'Valor de la ficha',
  rebet: 'Repetir',
  rebetLabel: 'Repetir tus fichas de la última ronda',
  double: 'Doblar',
  doubleLabel: 'Doblar tus fichas de esta ronda',
  undo: 'Deshacer',
  undoLabel: 'Deshacer tus últimas fichas',
  myChips: 'Tus fichas',
  tableChips: 'En la mesa',
  sending: 'Enviando fichas…',
  spotEveryone: '{label}: {total} en la mesa',
  spotMine: '{label}: {total} en la mesa, {mine} tuyos',
  countdown: 'Tiempo para apostar',
  noMoreBets: 'No va más',
  waitNextRound: 'Las apuestas se abren en la próxima ronda.',
  youWin: 'Ganas {amount}',
  noWin: 'Sin premio esta vez',
  announceChips: 'Fichas aceptadas: {amount}.',
  announceUndo: 'Fichas retiradas: {amount}.',
  announceOpen: 'Nueva ronda: hagan sus apuestas.',
  announceClosed: 'No va más: las apuestas están cerradas.',
  announceResult: 'Sale el {pocket}.',
  announceWin: 'Ganas {amount}.',
  history: 'Historial de resultados',
  hotCold: 'Calientes y fríos',
  hotColdSpins: 'En las últimas {spins} tiradas',
  hotColdOneSpin: 'En la última tirada',
  hotColdNone: 'Aún no hay tiradas en esta mesa.',
  hot: 'Calientes',
  cold: 'Fríos',
  pocketTimes: '{pocket}: {count} veces',
  spotStraight: 'Pleno {pocket}',
  spotDozen: 'Docena {which}',
  spotColumn: 'Columna {which}',
  spotLow: 'Falta (1-18)',
  spotHigh: 'Pasa (19-36)',
} as const;

export type RouletteMessageKey = keyof typeof es;

const en: Record<RouletteMessageKey, string> = {
  hint: 'Pick a chip and press a spot (click, tap, Enter or Space). At a spot’s top right, every player’s chips; at its bottom left, yours.',
  chipValue: 'Chip value',
  rebet: 'Rebet',
  rebetLabel: 'Rebet your chips of the last round',
  double: 'Double',
  doubleLabel: 'Double your chips of this round',
  undo: 'Undo',
  undoLabel: 'Undo your last chips',
  myChips: 'Your chips',
  tableChips: 'On the table',
  sending: 'Sending chips…',
  spotEveryone: '{label}: {total} on the table',
  spotMine: '{label}: {total} on the table, {mine} yours',
  countdown: 'Time left to bet',
  noMoreBets: 'No more bets',
  waitNextRound: 'Betting opens in the next round.',
  youWin: 'You win {amount}',
  noWin: 'No win this time',
  announceChips: 'Chips accepted: {amount}.',
  announceUndo: 'Chips taken back: {amount}.',
  announceOpen: 'New round: place your bets.',
  announceClosed: 'No more bets: betting is closed.',
  announceResult: 'It is {pocket}.',
  announceWin: 'You win {amount}.',
  history: 'Result history',
  hotCold: 'Hot and cold',
  hotColdSpins: 'In the last {spins} spins',
  hotColdOneSpin: 'In the last spin',
  hotColdNone: 'No spins at this table yet.',
  hot: 'Hot',
  cold: 'Cold',
  pocketTimes: '{pocket}: {count} times',
  spotStraight: 'Straight {pocket}',
  spotDozen: 'Dozen {which}',
  spotColumn: 'Column {which}',
  spotLow: 'Low (1-18)',
  spotHigh: 'High (19-36)',
};

export const ROULETTE_MESSAGES: Record<Lang, Record<RouletteMessageKey, string>> = { es, en };

export type RouletteTranslate = (
  key: RouletteMessageKey,
  values?: Record<string, string>,
) => string;

export function createRouletteTranslate(lang: Lang): RouletteTranslate {
  const messages = ROULETTE_MESSAGES[lang];
  return (key, values) =>
    messages[key].replace(
      /\{(\w+)\}/g,
      (placeholder, name: string) => values?.[name] ?? placeholder,
    );
}

/** Live Roulette's words in the open game's language. */
export function useRouletteText(): RouletteTranslate {
  const { lang } = useHouse();
  return useMemo(() => createRouletteTranslate(lang), [lang]);
}
