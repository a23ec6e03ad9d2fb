import { describe, expect, it } from 'vitest';
import {
  cashOutValue,
  closedStakeOf,
  largestPartialCashOut,
  minOpenStake,
} from './sports-cash-out';
import { parseSystem, type SportsSystem } from './sports-systems';

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

  it('has no value for a system without its system', () => {
    expect(
      cashOutValue({
        type: 'system',
        openStake: 100_000n,
        legs: [{ odds: 2000, currentOdds: 2000 }],
      }),
    ).toBeNull();
  });
});

type OpenLeg = { odds: number; currentOdds: number };
const ONE = { numerator: 1n, denominator: 1n };
const system = (name: string) => parseSystem(name) as SportsSystem;
const WON = { result: 1 } as const;
const LOST = { result: 0 } as const;

/** A Trixie of 1 mBTC a line on 2.00 (settled so), 3.00 (now 2.00) and 1.50 (lost). */
const trixieWith = (first: typeof WON | typeof LOST) =>
  cashOutValue({
    type: 'system',
    system: system('trixie'),
    openStake: 400_000n,
    legs: [
      { odds: 2000, settlement: first },
      { odds: 3000, currentOdds: 2000 },
      { odds: 1500, settlement: LOST },
    ],
  });

describe('cashOutValue of a system bet', () => {
  it('adds its lines, a line with a lost leg worth nothing', () => {
    // a Trixie of 1 mBTC a line at 2.00 (won), 3.00 (now 2.00) and 1.50 (lost): only the double
    // 1-2 lives, worth 1 mBTC × 2 × 3 ÷ 2 = 3 mBTC
    expect(trixieWith(WON)).toBe(300_000n);
  });

  it('values a Yankee with legs won, lost, void and open, floored once', () => {
    // 1 mBTC a line on 2.00 (won), 3.00 (now 2.50), 1.50 (lost), 1.925 (unmoved): the lines
    // without the third leg are 1-2 (2.4), 1-4 (2), 2-4 (1.2) and 1-2-4 (2.4), 8 per line unit
    const legs = [
      { odds: 2000, settlement: WON },
      { odds: 3000, currentOdds: 2500 },
      { odds: 1500, settlement: LOST },
      { odds: 1925, currentOdds: 1925 },
    ];
    expect(
      cashOutValue({ type: 'system', system: system('yankee'), openStake: 1_100_000n, legs }),
    ).toBe(800_000n);
    // the fourth void instead counts 1: 2.4 + 2 + 1.2 + 2.4 again; 10 satoshis floor once
    const voided = legs.map((leg, index) =>
      index === 3 ? { odds: 1925, settlement: { result: 0 as const, voidFactor: ONE } } : leg,
    );
    expect(
      cashOutValue({ type: 'system', system: system('yankee'), openStake: 11n, legs: voided }),
    ).toBe(8n);
    expect(
      cashOutValue({ type: 'system', system: system('yankee'), openStake: 10n, legs: voided }),
    ).toBe(7n);
  });

  it('has no value once every line holds a lost leg', () => {
    expect(trixieWith(LOST)).toBeNull();
  });
});

describe('cashOutValue of a bet builder', () => {
  it('is the open stake at the joint price accepted ÷ the joint price now', () => {
    const bet = {
      type: 'bet_builder' as const,
      openStake: 100_000n,
      legs: [
        { odds: 2000, currentOdds: 1800 },
        { odds: 1500, currentOdds: 1500 },
      ],
    };
    expect(cashOutValue({ ...bet, builder: { odds: 4200, currentOdds: 3000 } })).toBe(140_000n);
    // no joint price now, or a selection already decided: nothing to value
    expect(cashOutValue({ ...bet, builder: { odds: 4200, currentOdds: null } })).toBeNull();
    expect(
      cashOutValue({
        ...bet,
        legs: [bet.legs[0] as OpenLeg, { odds: 1500, settlement: WON }],
        builder: { odds: 4200, currentOdds: 3000 },
      }),
    ).toBeNull();
  });
});

describe('closedStakeOf', () => {
  it('closes the share amount ÷ value of the open stake, rounded up (the book keeps the fraction)', () => {
    // 0.5 of a value of 1.5 closes a third of 1 mBTC: 33,333.3 satoshis
    expect(closedStakeOf(100_000n, 50_000n, 150_000n)).toBe(33_334n);
    // an exact share is not rounded
    expect(closedStakeOf(100_000n, 50_000n, 125_000n)).toBe(40_000n);
  });

  it('closes everything for the whole value', () => {
    expect(closedStakeOf(100_000n, 150_000n, 150_000n)).toBe(100_000n);
  });
});

describe('the least open stake a partial leaves', () => {
  it('is the minimum stake on every line of a system', () => {
    expect(minOpenStake(10_000n, null)).toBe(10_000n);
    expect(minOpenStake(10_000n, { lines: 11 })).toBe(110_000n);
    // a Yankee of 1.1 mBTC worth 0.8 mBTC may give up 1 mBTC of its stake: 0.8 × 1 ÷ 1.1
    expect(largestPartialCashOut(1_100_000n, 800_000n, 110_000n)).toBe(720_000n);
    expect(largestPartialCashOut(110_000n, 800_000n, 110_000n)).toBe(0n);
  });
});
