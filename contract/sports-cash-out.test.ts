import { describe, expect, it } from 'vitest';
import { cashOutValue, closedStakeOf } from './sports-cash-out';

// The cash-out value (docs/sportsbook-settlement.md, "Cash out"): open stake × Π accepted ÷
// current odds of the open legs × the effective odds of the decided ones, floored once.
describe('cashOutValue', () => {
  it('values a single at accepted over current odds', () => {
    // 1 mBTC at 2.00, now 1.60: worth 1.25 mBTC
    expect(
      cashOutValue({
        type: 'single',
        openStake: 100_000n,
        legs: [{ odds: 2000, currentOdds: 1600 }],
      }),
    ).toBe(125_000n);
  });

  it('is below the stake when the price lengthened (the bet is less likely to win)', () => {
    expect(
      cashOutValue({
        type: 'single',
        openStake: 100_000n,
        legs: [{ odds: 2000, currentOdds: 3000 }],
      }),
    ).toBe(66_666n);
  });

  it('counts a won leg at its odds, a void leg at 1, and floors once at the end', () => {
    const value = cashOutValue({
      type: 'accumulator',
      openStake: 100_000n,
      legs: [
        { odds: 2500, settlement: { result: 1 } },
        { odds: 3100, settlement: { result: 0, voidFactor: { numerator: 1n, denominator: 1n } } },
        { odds: 1900, currentOdds: 1300 },
      ],
    });
    // 100,000 × 2.5 × 1 × 1.9 / 1.3 = 365,384.6…
    expect(value).toBe(365_384n);
  });

  it('has no value once a leg lost', () => {
    expect(
      cashOutValue({
        type: 'accumulator',
        openStake: 100_000n,
        legs: [
          { odds: 2500, settlement: { result: 0 } },
          { odds: 1900, currentOdds: 1300 },
        ],
      }),
    ).toBeNull();
  });

  it('has no value for a type it does not know (system bets, bet builder)', () => {
    expect(
      cashOutValue({
        type: 'system',
        openStake: 100_000n,
        legs: [{ odds: 2000, currentOdds: 2000 }],
      }),
    ).toBeNull();
  });
});

describe('closedStakeOf', () => {
  it('closes the share amount ÷ value of the open stake, rounded down', () => {
    // 0.5 of a value of 1.5 closes a third of 1 mBTC
    expect(closedStakeOf(100_000n, 50_000n, 150_000n)).toBe(33_333n);
  });

  it('closes everything for the whole value', () => {
    expect(closedStakeOf(100_000n, 150_000n, 150_000n)).toBe(100_000n);
  });
});
