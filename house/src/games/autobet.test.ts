import { describe, expect, it } from 'vitest';
import { HOUSE_LIMITS } from '../../../contract/house-page/house';
import {
  afterBet,
  AUTOBET_MAX_BETS,
  changedStake,
  checkBetCount,
  checkIncrease,
  checkNextStake,
  checkStopAmount,
  runAutobet,
  startRun,
  type AutobetEnd,
  type AutobetRun,
  type BetOutcome,
  type AutobetSettings,
} from './autobet';

const MBTC = 100_000n;
const settings = (changes: Partial<AutobetSettings> = {}): AutobetSettings => ({
  bets: 10,
  onWin: { kind: 'reset' },
  onLoss: { kind: 'reset' },
  stopOnProfit: null,
  stopOnLoss: null,
  ...changes,
});
const next = { multiplier: 2, limits: HOUSE_LIMITS };
const won = (stake: bigint) => ({ stake, payout: stake * 2n });
const lost = (stake: bigint) => ({ stake, payout: 0n });

describe('the stake after a win or a loss', () => {
  it('goes back to the starting stake on reset', () => {
    const run = { ...startRun(MBTC), stake: 8n * MBTC };
    expect(changedStake({ kind: 'reset' }, run)).toBe(MBTC);
  });

  it('is raised by the percent from the last stake, to the satoshi below', () => {
    const run = startRun(MBTC);
    expect(changedStake({ kind: 'increase', percent: 100 }, run)).toBe(2n * MBTC);
    expect(changedStake({ kind: 'increase', percent: 12.5 }, run)).toBe(112_500n);
    expect(changedStake({ kind: 'increase', percent: 0 }, run)).toBe(MBTC);
    // 3 satoshis + 33.33 % = 3.9999: 3 satoshis
    expect(changedStake({ kind: 'increase', percent: 33.33 }, startRun(3n))).toBe(3n);
  });

  it('doubles after each loss and resets after a win (martingale)', () => {
    const martingale = settings({ onLoss: { kind: 'increase', percent: 100 } });
    let run = startRun(MBTC);
    for (const expected of [2n, 4n, 8n]) {
      run = afterBet(run, martingale, lost(run.stake), next).run;
      expect(run.stake).toBe(expected * MBTC);
    }
    run = afterBet(run, martingale, won(run.stake), next).run;
    expect(run.stake).toBe(MBTC);
    // 1 + 2 + 4 lost, 8 won back 16: one stake ahead
    expect(run.net).toBe(MBTC);
    expect(run.betsMade).toBe(4);
  });

  it('raises after a win when asked, and keeps the stake after a loss on reset', () => {
    const paroli = settings({ onWin: { kind: 'increase', percent: 50 } });
    const first = afterBet(startRun(2n * MBTC), paroli, won(2n * MBTC), next).run;
    expect(first.stake).toBe(3n * MBTC);
    expect(afterBet(first, paroli, lost(first.stake), next).run.stake).toBe(2n * MBTC);
  });
});

describe('when a run stops by itself', () => {
  it('after the number of bets asked for', () => {
    let run = startRun(MBTC);
    const three = settings({ bets: 3 });
    const stops = [];
    for (let bet = 0; bet < 3; bet++) {
      const after = afterBet(run, three, lost(run.stake), next);
      run = after.run;
      stops.push(after.stop);
    }
    expect(stops).toEqual([null, null, { kind: 'bets_done' }]);
  });

  it('with 0 bets, only at the upper bound', () => {
    const untilStopped = settings({ bets: 0 });
    const run = { ...startRun(MBTC), betsMade: AUTOBET_MAX_BETS - 2 };
    const one = afterBet(run, untilStopped, lost(MBTC), next);
    expect(one.stop).toBeNull();
    expect(afterBet(one.run, untilStopped, lost(MBTC), next).stop).toEqual({ kind: 'bets_done' });
  });

  it('once the net profit reaches the amount, not before', () => {
    const toProfit = settings({ stopOnProfit: 2n * MBTC });
    const one = afterBet(startRun(MBTC), toProfit, won(MBTC), next);
    expect(one.run.net).toBe(MBTC);
    expect(one.stop).toBeNull();
    const two = afterBet(one.run, toProfit, won(MBTC), next);
    expect(two.run.net).toBe(2n * MBTC);
    expect(two.stop).toEqual({ kind: 'profit_reached' });
  });

  it('once the net loss reaches the amount, counting wins back', () => {
    const toLoss = settings({ stopOnLoss: 2n * MBTC });
    let run = afterBet(startRun(MBTC), toLoss, lost(MBTC), next).run;
    run = afterBet(run, toLoss, won(MBTC), next).run;
    expect(run.net).toBe(0n);
    const third = afterBet(run, toLoss, lost(MBTC), next);
    expect(third.stop).toBeNull();
    const fourth = afterBet(third.run, toLoss, lost(MBTC), next);
    expect(fourth.run.net).toBe(-2n * MBTC);
    expect(fourth.stop).toEqual({ kind: 'loss_reached' });
  });

  it('before a stake the game would refuse: above the maximum stake or payout', () => {
    const doubling = settings({ onLoss: { kind: 'increase', percent: 100 } });
    const big = startRun(60n * MBTC);
    expect(afterBet(big, doubling, lost(big.stake), next).stop).toEqual({
      kind: 'problem',
      problem: { code: 'stake_above_maximum', params: { max: HOUSE_LIMITS.maxStake } },
    });
    const highTarget = { ...next, multiplier: 1_000 };
    expect(afterBet(startRun(6n * MBTC), doubling, lost(6n * MBTC), highTarget).stop).toEqual({
      kind: 'problem',
      problem: { code: 'payout_above_maximum', params: { max: HOUSE_LIMITS.maxPayout } },
    });
    expect(checkNextStake(10n * MBTC, 1_000, HOUSE_LIMITS)).toBeNull();
  });
});

describe('the autobet fields', () => {
  it('take a whole number of bets from 0 to the bound', () => {
    expect(checkBetCount('0')).toEqual({ ok: true, value: 0 });
    expect(checkBetCount(' 25 ')).toEqual({ ok: true, value: 25 });
    expect(checkBetCount(String(AUTOBET_MAX_BETS))).toEqual({ ok: true, value: AUTOBET_MAX_BETS });
    expect(checkBetCount('')).toEqual({ ok: false, problem: { code: 'field_required' } });
    for (const text of [String(AUTOBET_MAX_BETS + 1), '2,5', '-1', 'diez'])
      expect(checkBetCount(text).ok, text).toBe(false);
  });

  it('take an increase of 0 to 1000 % with up to 2 decimals, in either mark', () => {
    expect(checkIncrease('12,5')).toEqual({ ok: true, value: 12.5 });
    expect(checkIncrease('100')).toEqual({ ok: true, value: 100 });
    for (const text of ['', '1001', '1,234', '-5'])
      expect(checkIncrease(text).ok, text).toBe(false);
  });

  it('take a stop amount in mBTC, empty or zero for none', () => {
    expect(checkStopAmount('')).toEqual({ ok: true, value: null });
    expect(checkStopAmount('0')).toEqual({ ok: true, value: null });
    expect(checkStopAmount('1,5')).toEqual({ ok: true, value: 150_000n });
    expect(checkStopAmount('0.000001').ok).toBe(false);
    expect(checkStopAmount('uno').ok).toBe(false);
  });
});

describe('a run', () => {
  /** A server that answers the outcomes in order, and notes each stake sent and any overlap. */
  function server(outcomes: ((stake: bigint) => BetOutcome)[]) {
    const sent: bigint[] = [];
    let inFlight = 0;
    let overlapped = false;
    const send = async (stake: bigint) => {
      inFlight++;
      overlapped ||= inFlight > 1;
      sent.push(stake);
      await Promise.resolve();
      inFlight--;
      const next = outcomes[sent.length - 1];
      if (!next) throw new Error('a bet too many');
      return next(stake);
    };
    return { sent, send, overlapped: () => overlapped };
  }
  const win = (stake: bigint): BetOutcome => ({ ok: true, stake, payout: stake * 2n });
  const loss = (stake: bigint): BetOutcome => ({ ok: true, stake, payout: 0n });
  const options = (send: (stake: bigint) => Promise<BetOutcome>, runs: AutobetRun[] = []) => ({
    settings: settings({ bets: 3, onLoss: { kind: 'increase', percent: 100 } as const }),
    firstStake: MBTC,
    multiplier: 2,
    limits: HOUSE_LIMITS,
    send,
    stopAsked: () => null,
    onRun: (run: AutobetRun) => runs.push(run),
  });

  it('sends its bets one at a time, with the stakes the settings give, to the count', async () => {
    const house = server([loss, loss, win]);
    const runs: AutobetRun[] = [];
    expect(await runAutobet(options(house.send, runs))).toEqual({ kind: 'bets_done' });
    expect(house.sent).toEqual([MBTC, 2n * MBTC, 4n * MBTC]);
    expect(house.overlapped()).toBe(false);
    expect(runs.map((run) => [run.betsMade, run.net])).toEqual([
      [0, 0n],
      [1, -MBTC],
      [2, -3n * MBTC],
      [3, MBTC],
    ]);
  });

  it('stops at the first refusal, with its words, and sends nothing more', async () => {
    const refusal = { code: 'limit_exceeded', params: { max: 0 } };
    const house = server([loss, () => ({ ok: false, problem: refusal })]);
    expect(await runAutobet(options(house.send))).toEqual({ kind: 'refused', problem: refusal });
    expect(house.sent).toHaveLength(2);
  });

  it('stops before the next bet once a stop is asked from outside', async () => {
    let asked: AutobetEnd | null = null;
    const house = server([
      (stake) => {
        asked = { kind: 'hidden' };
        return win(stake);
      },
    ]);
    const run = runAutobet({ ...options(house.send), stopAsked: () => asked });
    expect(await run).toEqual({ kind: 'hidden' });
    expect(house.sent).toHaveLength(1);
  });

  it('stops when a bet could not be sent', async () => {
    const house = server([() => null]);
    expect(await runAutobet(options(house.send))).toEqual({ kind: 'stopped' });
  });
});
