import { useState } from 'react';
import type { HouseRound, houseDice } from '../../../contract/house-page/house';
import type { Answer } from '../api';
import type { Problem } from '../problems';
import type { PastResult } from './last-results';

/** How many results the row of last results keeps. */
const LAST_RESULTS = 10;

/**
 * What a one-shot game (Dice, Limbo, roulette) shows of its plays: the latest round, the row of
 * last results (each worded by `describe`), and why the latest play was refused.
 */
export function usePlayedRounds(describe: (round: HouseRound) => string) {
  const [round, setRound] = useState<HouseRound | null>(null);
  const [past, setPast] = useState<PastResult[]>([]);
  const [refusal, setRefusal] = useState<Problem | null>(null);

  /** Shows a play call's answer (every one-shot play answers the same shape). */
  const show = (answer: Answer<typeof houseDice> | null) => {
    if (!answer) return;
    setRefusal(answer.ok ? null : answer.problem);
    if (!answer.ok) return;
    const played = answer.data.round;
    setRound(played);
    const result = { id: played.id, text: describe(played), isWin: played.state === 'won' };
    setPast((results) => [result, ...results].slice(0, LAST_RESULTS));
  };
  return { round, past, refusal, setRefusal, show };
}
