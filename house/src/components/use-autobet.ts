import { useCallback, useEffect, useRef, useState } from 'react';
import type { houseDice } from '../../../contract/house-page/house';
import { mbtcToSatoshis } from '../../../contract/money';
import type { Answer } from '../api';
import {
  runAutobet,
  type AutobetEnd,
  type AutobetRun,
  type AutobetSettings,
} from '../games/autobet';
import { useHouse } from '../house-context';
import { useSiteInterrupt } from '../site-settings';

/** One bet of the run, sent exactly as a manual bet is (the same call, one at a time). */
export interface AutobetBet {
  /** the multiplier a win pays, to keep the next stake's payout within the maximum */
  multiplier: number;
  send: (amount: bigint) => Promise<Answer<typeof houseDice> | null>;
  /** shows a played round like a manual one (result, last results) */
  onPlayed: (answer: Answer<typeof houseDice>) => void;
}

const toSatoshis = (mbtc: number) => mbtcToSatoshis(mbtc) ?? 0n;

/**
 * Runs autobet (autobet.ts `runAutobet`): it stops before the next bet once the server refuses
 * one, the player presses Stop, the page goes out of view, the site's reality check opens or
 * the game is left.
 */
export function useAutobet() {
  const { limits } = useHouse();
  const [run, setRun] = useState<AutobetRun | null>(null);
  const [isRunning, setRunning] = useState(false);
  const [end, setEnd] = useState<AutobetEnd | null>(null);
  const isRunningNow = useRef(false);
  // why the run should stop before its next bet, once something outside it asked
  const stopAsked = useRef<AutobetEnd | null>(null);

  const stop = useCallback((reason: AutobetEnd) => {
    if (isRunningNow.current) stopAsked.current ??= reason;
  }, []);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') stop({ kind: 'hidden' });
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      // leaving the game: no bet after the one in flight
      stop({ kind: 'stopped' });
    };
  }, [stop]);
  useSiteInterrupt((reason) => stop({ kind: reason }));

  const start = async (settings: AutobetSettings, firstStake: bigint, bet: AutobetBet) => {
    if (isRunningNow.current) return;
    isRunningNow.current = true;
    stopAsked.current = null;
    setEnd(null);
    setRunning(true);
    const ended = await runAutobet({
      settings,
      firstStake,
      multiplier: bet.multiplier,
      limits,
      stopAsked: () => stopAsked.current,
      onRun: setRun,
      send: async (stake) => {
        const answer = await bet.send(stake);
        if (!answer || !answer.ok) return answer && { ok: false, problem: answer.problem };
        bet.onPlayed(answer);
        const { round } = answer.data;
        return { ok: true, stake: toSatoshis(round.stake), payout: toSatoshis(round.payout) };
      },
    });
    isRunningNow.current = false;
    stopAsked.current = null;
    setEnd(ended);
    setRunning(false);
  };

  return { run, isRunning, end, start, stop: () => stop({ kind: 'stopped' }) };
}

export type Autobet = ReturnType<typeof useAutobet>;
