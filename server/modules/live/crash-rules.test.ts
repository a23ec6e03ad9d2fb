import { describe, expect, it } from 'vitest';
import { crashMultiplierAt, crashTimeOf } from '../../../contract/house-page/live-tables';
import {
  decideAtBust,
  decideAtTakeover,
  decideCashOut,
  effectiveTarget,
  payoutAt,
} from './crash-rules';

const MAX_WIN = 1_000_000_000n; // 10,000 mBTC in satoshis
const stake = 100_000n; // 1 mBTC

describe('a cash-out by the server clock', () => {
  const bust = 2.37;
  const bustMs = crashTimeOf(bust);

  it('is accepted exactly while the curve is below the bust point', () => {
    // a hair either side of the bust's time
    const before = decideCashOut({ stake, autoCashOut: null }, bustMs - 0.001, bust, MAX_WIN);
    expect(before).toEqual({ multiplier: 2.36, payout: 236_000n });
    expect(decideCashOut({ stake, autoCashOut: null }, bustMs, bust, MAX_WIN)).toBeNull();
    expect(decideCashOut({ stake, autoCashOut: null }, bustMs + 1, bust, MAX_WIN)).toBeNull();
  });

  it('pays the multiplier floored to 2 decimals', () => {
    const ms = crashTimeOf(1.5) + 5; // 1.50045×
    expect(crashMultiplierAt(ms)).toBeGreaterThan(1.5);
    expect(decideCashOut({ stake, autoCashOut: null }, ms, bust, MAX_WIN)).toEqual({
      multiplier: 1.5,
      payout: 150_000n,
    });
  });

  it('refuses at once in an instant bust (below 1.00×)', () => {
    expect(decideCashOut({ stake, autoCashOut: null }, 0, 0.99, MAX_WIN)).toBeNull();
  });

  it('pays the auto cash-out target when the curve passed it already', () => {
    const ms = crashTimeOf(2);
    expect(decideCashOut({ stake, autoCashOut: 1.8 }, ms, bust, MAX_WIN)).toEqual({
      multiplier: 1.8,
      payout: 180_000n,
    });
  });
});

describe('auto cash-outs and the max win', () => {
  it('pays exactly the target iff it is below the bust point', () => {
    expect(decideAtBust({ stake, autoCashOut: 2 }, 2.0000001, MAX_WIN)).toEqual({
      multiplier: 2,
      payout: 200_000n,
    });
    expect(decideAtBust({ stake, autoCashOut: 2 }, 2, MAX_WIN)).toBeNull();
    expect(decideAtBust({ stake, autoCashOut: null }, 1_000, MAX_WIN)).toBeNull();
  });

  it('cashes a bet out at the max win when its win would reach it', () => {
    const big = 10_000_000n; // 100 mBTC: max win at 100×
    expect(effectiveTarget(big, null, MAX_WIN)).toEqual({ multiplier: 100, isMaxWin: true });
    expect(effectiveTarget(big, 50, MAX_WIN)).toEqual({ multiplier: 50, isMaxWin: false });
    expect(decideAtBust({ stake: big, autoCashOut: 500 }, 150, MAX_WIN)).toEqual({
      multiplier: 100,
      payout: MAX_WIN,
    });
    // an odd stake: the first 2-decimal multiplier reaching max win, paid max win exactly
    const odd = 3_333_333n;
    const target = effectiveTarget(odd, null, MAX_WIN);
    expect(payoutAt(odd, target.multiplier)).toBeGreaterThanOrEqual(MAX_WIN);
    expect(payoutAt(odd, target.multiplier - 0.01)).toBeLessThan(MAX_WIN);
  });
});

describe('the takeover rule', () => {
  it('gives the better of the stake back or a cash-out at the last recorded multiplier', () => {
    expect(decideAtTakeover({ stake, autoCashOut: null }, 1.73, MAX_WIN)).toEqual({
      multiplier: 1.73,
      payout: 173_000n,
    });
    // at 1.00× a cash-out pays the stake: a refund
    expect(decideAtTakeover({ stake, autoCashOut: null }, 1, MAX_WIN)).toBeNull();
    expect(decideAtTakeover({ stake, autoCashOut: null }, null, MAX_WIN)).toBeNull();
  });

  it('pays an auto cash-out the climb had passed at its target', () => {
    expect(decideAtTakeover({ stake, autoCashOut: 1.5 }, 1.73, MAX_WIN)).toEqual({
      multiplier: 1.5,
      payout: 150_000n,
    });
  });
});
