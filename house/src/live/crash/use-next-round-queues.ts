// The two panels' next-round queues on the Crash screen. The queues live in a ref, changed
// synchronously, so a round heard twice before React renders again still places a bet once.
import { useEffect, useRef, useState } from 'react';
import {
  advanceQueue,
  cancelQueued,
  EMPTY_QUEUE,
  queueBet,
  settleQueued,
  type NextRoundQueue,
  type QueuedBet,
  type RoundSeen,
} from './next-round-queue';

export type PanelSlot = 0 | 1;

/** `place` sends the bet call for a queued bet and resolves when it answered (either way). */
export function useNextRoundQueues(
  round: RoundSeen,
  place: (slot: PanelSlot, roundId: string, bet: QueuedBet) => Promise<unknown>,
) {
  const queues = useRef<[NextRoundQueue, NextRoundQueue]>([EMPTY_QUEUE, EMPTY_QUEUE]);
  const [shown, setShown] = useState<[NextRoundQueue, NextRoundQueue]>([EMPTY_QUEUE, EMPTY_QUEUE]);
  const latest = useRef({ round, place });
  useEffect(() => {
    latest.current = { round, place };
  });

  const set = (slot: PanelSlot, next: NextRoundQueue) => {
    if (queues.current[slot] === next) return false;
    const both: [NextRoundQueue, NextRoundQueue] = [...queues.current];
    both[slot] = next;
    queues.current = both;
    setShown(both);
    return true;
  };

  useEffect(() => {
    for (const slot of [0, 1] as const) {
      const step = advanceQueue(queues.current[slot], { id: round.id, phase: round.phase });
      if (!step.place) continue;
      set(slot, step.queue);
      const { roundId, bet } = step.place;
      void latest.current
        .place(slot, roundId, bet)
        .finally(() => set(slot, settleQueued(queues.current[slot], roundId)));
    }
  }, [round.id, round.phase]);

  return {
    queues: shown,
    /** Queues `bet` for the next round; false if the panel has one already or betting is open. */
    queue: (slot: PanelSlot, bet: QueuedBet) =>
      set(slot, queueBet(queues.current[slot], bet, latest.current.round)),
    /** Takes the panel's queued bet back; false if there was none (or it is being placed). */
    cancel: (slot: PanelSlot) => set(slot, cancelQueued(queues.current[slot])),
    /** The panel's queued bet is being placed now (read synchronously, not from the last render). */
    isPlacing: (slot: PanelSlot) => queues.current[slot].status === 'placing',
  };
}
