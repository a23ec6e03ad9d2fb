import { describe, expect, it } from 'vitest';
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

const bet: QueuedBet = { amount: 50_000n, autoCashOut: 2.5 };
const climbing: RoundSeen = { id: 'r1', phase: 'running' };
const nextBetting: RoundSeen = { id: 'r2', phase: 'betting' };

/** Hears each round in turn, as the screen does, and returns every placement asked for. */
function hear(queue: NextRoundQueue, rounds: RoundSeen[]) {
  const placed: { roundId: string; bet: QueuedBet }[] = [];
  let current = queue;
  for (const round of rounds) {
    const step = advanceQueue(current, round);
    current = step.queue;
    if (step.place) placed.push(step.place);
  }
  return { queue: current, placed };
}

describe('a bet queued for the next round', () => {
  it('is placed when the next round opens its betting window, with the stake and auto cash-out set when queued', () => {
    const queued = queueBet(EMPTY_QUEUE, bet, climbing);
    const { queue, placed } = hear(queued, [
      climbing,
      { id: 'r1', phase: 'ended' },
      { id: 'r1', phase: 'settled' },
      nextBetting,
    ]);
    expect(placed).toEqual([{ roundId: 'r2', bet }]);
    expect(queue).toEqual({ status: 'placing', bet, roundId: 'r2' });
  });

  it('is placed once when the new round is heard again (a reconnection re-sends it, two events arrive)', () => {
    const queued = queueBet(EMPTY_QUEUE, bet, climbing);
    const { queue, placed } = hear(queued, [nextBetting, nextBetting, nextBetting]);
    expect(placed).toHaveLength(1);
    // after the answer the queue is empty: hearing the round again still places nothing
    const settled = settleQueued(queue, 'r2');
    expect(settled).toEqual(EMPTY_QUEUE);
    expect(hear(settled, [nextBetting, { id: 'r3', phase: 'betting' }]).placed).toEqual([]);
  });

  it('is not placed in the round it was queued in, nor in a round heard only after its window closed', () => {
    // queued after the bust: the same round heard again is not "the next round"
    const afterBust = queueBet(EMPTY_QUEUE, bet, { id: 'r1', phase: 'settled' });
    expect(hear(afterBust, [climbing, { id: 'r1', phase: 'settled' }]).placed).toEqual([]);
    // the next round first heard climbing (the window was missed): it waits for the one after
    const missed = hear(afterBust, [
      { id: 'r2', phase: 'running' },
      { id: 'r3', phase: 'betting' },
    ]);
    expect(missed.placed).toEqual([{ roundId: 'r3', bet }]);
  });

  it('can be cancelled before the next round opens, and then is never placed', () => {
    const cancelled = cancelQueued(queueBet(EMPTY_QUEUE, bet, climbing));
    expect(cancelled).toEqual(EMPTY_QUEUE);
    expect(hear(cancelled, [nextBetting]).placed).toEqual([]);
  });

  it('cannot be cancelled, nor replaced, once it is being placed', () => {
    const placing = hear(queueBet(EMPTY_QUEUE, bet, climbing), [nextBetting]).queue;
    expect(cancelQueued(placing)).toBe(placing);
    expect(queueBet(placing, { amount: 1n, autoCashOut: null }, climbing)).toBe(placing);
  });

  it('is refused while betting is open (the bet is placed directly then), and a panel queues one at most', () => {
    expect(queueBet(EMPTY_QUEUE, bet, nextBetting)).toEqual(EMPTY_QUEUE);
    const queued = queueBet(EMPTY_QUEUE, bet, climbing);
    const other = { amount: 10_000n, autoCashOut: null };
    expect(queueBet(queued, other, climbing)).toBe(queued);
    expect(hear(queued, [nextBetting]).placed).toEqual([{ roundId: 'r2', bet }]);
  });

  it('empties after the answer for its round only', () => {
    const placing = hear(queueBet(EMPTY_QUEUE, bet, climbing), [nextBetting]).queue;
    expect(settleQueued(placing, 'r9')).toBe(placing);
    expect(settleQueued(placing, 'r2')).toEqual(EMPTY_QUEUE);
  });
});
