// A bet queued for the next round, one per bet panel: pressed while the round no longer takes bets
// (the climb, or after the bust), it is placed once, as it was set, when the next round's betting
// window opens. Pure, so "placed exactly once" is proved without a socket: the round may be heard
// several times (a reconnection re-sends it, two events arrive together) and only the first
// hearing of a new betting round places the bet.
import type { LiveRound } from '../../../../contract/house-page/live-tables';

export interface QueuedBet {
  /** the stake in satoshis */
  amount: bigint;
  autoCashOut: number | null;
}

export type NextRoundQueue =
  | { status: 'empty' }
  /** waiting for a round after `queuedIn` to open its betting window */
  | { status: 'queued'; bet: QueuedBet; queuedIn: string }
  /** the bet call for `roundId` is on its way; nothing can place it again */
  | { status: 'placing'; bet: QueuedBet; roundId: string };

export const EMPTY_QUEUE: NextRoundQueue = { status: 'empty' };

export type RoundSeen = Pick<LiveRound, 'id' | 'phase'>;

/** Queues a bet for the round after `round`; only while `round` takes no bets, one at a time. */
export function queueBet(queue: NextRoundQueue, bet: QueuedBet, round: RoundSeen): NextRoundQueue {
  if (queue.status !== 'empty' || round.phase === 'betting') return queue;
  return { status: 'queued', bet, queuedIn: round.id };
}

/** Takes a queued bet back; one already being placed is past taking back. */
export function cancelQueued(queue: NextRoundQueue): NextRoundQueue {
  return queue.status === 'queued' ? EMPTY_QUEUE : queue;
}

/** What hearing `round` does to the queue: a later round taking bets starts placing it, once. */
export function advanceQueue(
  queue: NextRoundQueue,
  round: RoundSeen,
): { queue: NextRoundQueue; place: { roundId: string; bet: QueuedBet } | null } {
  if (queue.status !== 'queued' || round.phase !== 'betting' || round.id === queue.queuedIn)
    return { queue, place: null };
  return {
    queue: { status: 'placing', bet: queue.bet, roundId: round.id },
    place: { roundId: round.id, bet: queue.bet },
  };
}

/** The bet call for `roundId` answered (placed or refused): the queue is empty again. */
export function settleQueued(queue: NextRoundQueue, roundId: string): NextRoundQueue {
  return queue.status === 'placing' && queue.roundId === roundId ? EMPTY_QUEUE : queue;
}
