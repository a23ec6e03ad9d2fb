// Live Roulette's own words: Spanish in the source (Lingui's `msg`), English in the house's
// catalogue (house/src/locales); the words it shares with the game page (the board's spots,
// colours, the live table's phases) are the page's (house/src/i18n.ts).
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';

const ROULETTE_MESSAGES = {
  hint: msg`Elige una ficha y pulsa una casilla (clic, toque, Intro o Espacio). Arriba a la derecha de cada casilla, las fichas de todos los jugadores; abajo a la izquierda, las tuyas.`,
  chipValue: msg`Valor de la ficha`,
  rebet: msg`Repetir`,
  rebetLabel: msg`Repetir tus fichas de la última ronda`,
  double: msg`Doblar`,
  doubleLabel: msg`Doblar tus fichas de esta ronda`,
  undo: msg`Deshacer`,
  undoLabel: msg`Deshacer tus últimas fichas`,
  myChips: msg`Tus fichas`,
  tableChips: msg`En la mesa`,
  sending: msg`Enviando fichas…`,
  spotEveryone: msg({ message: '{label}: {total} en la mesa' }),
  spotMine: msg({ message: '{label}: {total} en la mesa, {mine} tuyos' }),
  countdown: msg`Tiempo para apostar`,
  noMoreBets: msg`No va más`,
  waitNextRound: msg`Las apuestas se abren en la próxima ronda.`,
  youWin: msg({ message: 'Ganas {amount}' }),
  noWin: msg`Sin premio esta vez`,
  announceChips: msg({ message: 'Fichas aceptadas: {amount}.' }),
  announceUndo: msg({ message: 'Fichas retiradas: {amount}.' }),
  announceOpen: msg`Nueva ronda: hagan sus apuestas.`,
  announceClosed: msg`No va más: las apuestas están cerradas.`,
  announceResult: msg({ message: 'Sale el {pocket}.' }),
  announceWin: msg({ message: 'Ganas {amount}.' }),
  history: msg`Historial de resultados`,
  hotCold: msg`Calientes y fríos`,
  hotColdSpins: msg({ message: 'En las últimas {spins} tiradas' }),
  hotColdOneSpin: msg`En la última tirada`,
  hotColdNone: msg`Aún no hay tiradas en esta mesa.`,
  hot: msg`Calientes`,
  cold: msg`Fríos`,
  pocketTimes: msg({ message: '{pocket}: {count} veces' }),
  spotStraight: msg({ message: 'Pleno {pocket}' }),
  spotDozen: msg({ message: 'Docena {which}' }),
  spotColumn: msg({ message: 'Columna {which}' }),
  spotLow: msg`Falta (1-18)`,
  spotHigh: msg`Pasa (19-36)`,
} satisfies Record<string, MessageDescriptor>;

export type RouletteMessageKey = keyof typeof ROULETTE_MESSAGES;

export type RouletteTranslate = (
  key: RouletteMessageKey,
  values?: Record<string, string>,
) => string;

export function createRouletteTranslate(i18n: I18n): RouletteTranslate {
  return (key, values) => i18n._({ ...ROULETTE_MESSAGES[key], values });
}

/** Live Roulette's words in the open game's language. */
export function useRouletteText(): RouletteTranslate {
  const { i18n } = useLingui();
  return useMemo(() => createRouletteTranslate(i18n), [i18n]);
}
