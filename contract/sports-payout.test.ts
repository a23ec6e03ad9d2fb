import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  betEffectiveOdds,
  betPayout,
  legEffectiveOdds,
  parseFactor,
  potentialReturn,
  validateBetLegs,
  type OutcomeSettlement,
  type Ratio,
  type SettledLeg,
  type SportsBet,
} from './sports-payout';

const HALF: Ratio = { numerator: 1n, denominator: 2n };
const THIRD: Ratio = { numerator: 1n, denominator: 3n };
const FULL: Ratio = { numerator: 1n, denominator: 1n };
const CENTI_BTC = 1_000_000n;

const WIN: OutcomeSettlement = { result: 1 };
const LOSE: OutcomeSettlement = { result: 0 };
const VOID: OutcomeSettlement = { result: 0, voidFactor: FULL };
const HALF_WIN: OutcomeSettlement = { result: 1, voidFactor: HALF };
const HALF_LOSS: OutcomeSettlement = { result: 0, voidFactor: HALF };

function single(odds: number, settlement: OutcomeSettlement): SportsBet<SettledLeg> {
  return { type: 'single', legs: [{ eventId: 'sr:match:1', odds, settlement }] };
}

function accumulator(...legs: [number, OutcomeSettlement][]): SportsBet<SettledLeg> {
  return {
    type: 'accumulator',
    legs: legs.map(([odds, settlement], index) => ({
      eventId: `sr:match:${index}`,
      odds,
      settlement,
    })),
  };
}

describe('a single settled as the Unified Odds Feed says, 0.01 BTC at 1.925', () => {
  it.each([
    ['won', WIN, 1_925_000n],
    ['lost', LOSE, 0n],
    ['fully void (lost)', VOID, 1_000_000n],
    ['fully void (won)', { result: 1, voidFactor: FULL }, 1_000_000n],
    ['half won (Asian quarter line)', HALF_WIN, 1_462_500n],
    ['half lost (Asian quarter line)', HALF_LOSS, 500_000n],
    ['won in a two-way dead heat', { result: 1, deadHeatFactor: HALF }, 962_500n],
    ['won in a three-way dead heat', { result: 1, deadHeatFactor: THIRD }, 641_666n],
    ['lost with a dead-heat factor', { result: 0, deadHeatFactor: HALF }, 0n],
    [
      'half void, the rest a two-way dead heat',
      { result: 1, voidFactor: HALF, deadHeatFactor: HALF },
      981_250n,
    ],
  ] as const)('%s pays %s satoshis', (_name, settlement, payout) => {
    expect(betPayout(CENTI_BTC, single(1925, settlement))).toBe(payout);
  });

  it('states each leg result as exact effective odds', () => {
    expect(legEffectiveOdds(1925n, HALF_WIN)).toEqual({ numerator: 117n, denominator: 80n });
    expect(legEffectiveOdds(1925, HALF_LOSS)).toEqual(HALF);
    expect(legEffectiveOdds(2500, { result: 1, deadHeatFactor: THIRD })).toEqual({
      numerator: 5n,
      denominator: 6n,
    });
  });

  it('rounds down once, the fraction of a satoshi to the house', () => {
    expect(betPayout(333n, single(1925, HALF_WIN))).toBe(487n); // 487.0125
    expect(betPayout(1n, single(1999, WIN))).toBe(1n); // 1.999
  });
});

describe('an accumulator, 0.01 BTC', () => {
  it('counts a voided leg as 1.00 and a half-won leg as half odds plus half stake', () => {
    expect(betPayout(CENTI_BTC, accumulator([2500, WIN], [1925, HALF_WIN], [3100, VOID]))).toBe(
      3_656_250n,
    );
  });

  it('was shown beforehand as the return if every leg won', () => {
    const bet = accumulator([2500, LOSE], [1925, LOSE], [3100, LOSE]);
    expect(potentialReturn(CENTI_BTC, bet)).toBe(14_918_750n);
  });

  it('pays nothing when one leg is lost, whatever the others', () => {
    expect(betPayout(CENTI_BTC, accumulator([2500, WIN], [1925, HALF_WIN], [1500, LOSE]))).toBe(0n);
  });

  it('carries a half-lost leg at 0.50', () => {
    expect(betPayout(CENTI_BTC, accumulator([2500, WIN], [1925, HALF_LOSS]))).toBe(1_250_000n);
  });

  it('floors only the product, not each leg', () => {
    // per leg: floor(1 × 1.5) = 1, then floor(1 × 1.5) = 1; the product 2.25 pays 2
    expect(betPayout(1n, accumulator([1500, WIN], [1500, WIN]))).toBe(2n);
  });
});

describe('potential return on the slip', () => {
  it('is what the bet pays when every leg wins', () => {
    const legs = [
      { eventId: 'sr:match:1', odds: 2500 },
      { eventId: 'sr:match:2', odds: 1925 },
    ];
    expect(potentialReturn(CENTI_BTC, { type: 'accumulator', legs })).toBe(4_812_500n);
    expect(potentialReturn(CENTI_BTC, { type: 'single', legs: legs.slice(1) })).toBe(1_925_000n);
  });
});

describe('which legs make a bet', () => {
  const leg = (eventId: string) => ({ eventId, odds: 2000 });
  const many = (count: number) =>
    Array.from({ length: count }, (_, index) => leg(`sr:match:${index}`));

  it.each([
    ['a single of one leg', 'single', many(1), null],
    ['a single of two legs', 'single', many(2), 'too_many_legs'],
    ['an accumulator of one leg', 'accumulator', many(1), 'too_few_legs'],
    ['an accumulator of 2 legs', 'accumulator', many(2), null],
    ['an accumulator of 20 legs', 'accumulator', many(20), null],
    ['an accumulator of 21 legs', 'accumulator', many(21), 'too_many_legs'],
    [
      'two legs of one event',
      'accumulator',
      [leg('sr:match:7'), leg('sr:match:8'), leg('sr:match:7')],
      'same_event_legs',
    ],
  ] as const)('%s: %s', (_name, type, legs, error) => {
    expect(validateBetLegs({ type, legs })).toBe(error);
  });
});

describe('feed factors read exactly', () => {
  it.each([
    ['0.5', HALF],
    ['1', FULL],
    ['1.0', FULL],
    ['0', { numerator: 0n, denominator: 1n }],
    ['1/3', THIRD],
    ['0.25', { numerator: 1n, denominator: 4n }],
  ])('%s', (text, factor) => {
    expect(parseFactor(text)).toEqual(factor);
  });

  it.each(['1.5', '-0.5', '2/1', '1/0', 'half', '', '0.5e1'])('refuses %s', (text) => {
    expect(parseFactor(text)).toBeNull();
  });
});

describe('refuses what no settlement can mean', () => {
  it.each([
    ['odds below 1.00', () => legEffectiveOdds(999, WIN)],
    ['odds as a float', () => legEffectiveOdds(1.925, WIN)],
    [
      'a factor above 1',
      () => legEffectiveOdds(2000, { result: 1, voidFactor: { numerator: 3n, denominator: 2n } }),
    ],
    ['a negative stake', () => betPayout(-1n, single(2000, WIN))],
    ['a bet without legs', () => betPayout(1n, { type: 'single', legs: [] })],
  ])('%s', (_name, settle) => {
    expect(settle).toThrow(RangeError);
  });
});

const factorArbitrary = fc.constantFrom<Ratio | undefined>(undefined, HALF, FULL, THIRD, {
  numerator: 2n,
  denominator: 3n,
});
const settlementArbitrary = fc.record({
  result: fc.constantFrom<0 | 1>(0, 1),
  voidFactor: fc.constantFrom<Ratio | undefined>(undefined, HALF, FULL),
  deadHeatFactor: factorArbitrary,
});
const legsArbitrary = fc
  .array(fc.tuple(fc.integer({ min: 1000, max: 100_000 }), settlementArbitrary), {
    minLength: 1,
    maxLength: 20,
  })
  .map((legs) =>
    legs.map(([odds, settlement], index) => ({ eventId: `sr:match:${index}`, odds, settlement })),
  );
const stakeArbitrary = fc.bigInt({ min: 0n, max: 10n ** 12n });

function asBet(legs: SettledLeg[]): SportsBet<SettledLeg> {
  return { type: legs.length === 1 ? 'single' : 'accumulator', legs };
}

describe('properties of every settlement', () => {
  it('never pays more than a full win nor less than nothing', () => {
    fc.assert(
      fc.property(stakeArbitrary, legsArbitrary, (stake, legs) => {
        const payout = betPayout(stake, asBet(legs));
        expect(payout).toBeGreaterThanOrEqual(0n);
        expect(payout).toBeLessThanOrEqual(potentialReturn(stake, asBet(legs)));
      }),
    );
  });

  it('does not depend on the order of the legs', () => {
    const shuffled = legsArbitrary.chain((legs) =>
      fc.tuple(
        fc.constant(legs),
        fc.shuffledSubarray(legs, { minLength: legs.length, maxLength: legs.length }),
      ),
    );
    fc.assert(
      fc.property(stakeArbitrary, shuffled, (stake, [legs, reordered]) => {
        expect(betPayout(stake, asBet(reordered))).toBe(betPayout(stake, asBet(legs)));
      }),
    );
  });

  it('keeps back less than one satoshi per bet', () => {
    fc.assert(
      fc.property(stakeArbitrary, legsArbitrary, (stake, legs) => {
        const odds = betEffectiveOdds(asBet(legs));
        const exact = stake * odds.numerator;
        const payout = betPayout(stake, asBet(legs));
        expect(payout * odds.denominator).toBeLessThanOrEqual(exact);
        expect((payout + 1n) * odds.denominator).toBeGreaterThan(exact);
      }),
    );
  });
});
