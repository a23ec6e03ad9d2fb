import { describe, expect, it } from 'vitest';
import type { OutcomeSettlement, SettledLeg } from './sports-payout';
import {
  isEverySystemLineLost,
  parseSystem,
  systemLineCount,
  systemLinePayouts,
  systemLines,
  systemPayout,
  systemPotentialReturn,
  systemsForSelections,
  type SportsSystem,
} from './sports-systems';

const system = (name: string) => parseSystem(name) as SportsSystem;
const sizesOf = (lines: number[][]) => {
  const sizes: Record<number, number> = {};
  for (const line of lines) sizes[line.length] = (sizes[line.length] ?? 0) + 1;
  return sizes;
};

describe('the named systems', () => {
  // name, selections, lines, lines of each size (singles, doubles, trebles, …)
  const table: [string, number, number, Record<number, number>][] = [
    ['trixie', 3, 4, { 2: 3, 3: 1 }],
    ['patent', 3, 7, { 1: 3, 2: 3, 3: 1 }],
    ['yankee', 4, 11, { 2: 6, 3: 4, 4: 1 }],
    ['lucky15', 4, 15, { 1: 4, 2: 6, 3: 4, 4: 1 }],
    ['canadian', 5, 26, { 2: 10, 3: 10, 4: 5, 5: 1 }],
    ['super_yankee', 5, 26, { 2: 10, 3: 10, 4: 5, 5: 1 }],
    ['lucky31', 5, 31, { 1: 5, 2: 10, 3: 10, 4: 5, 5: 1 }],
    ['heinz', 6, 57, { 2: 15, 3: 20, 4: 15, 5: 6, 6: 1 }],
    ['lucky63', 6, 63, { 1: 6, 2: 15, 3: 20, 4: 15, 5: 6, 6: 1 }],
    ['goliath', 8, 247, { 2: 28, 3: 56, 4: 70, 5: 56, 6: 28, 7: 8, 8: 1 }],
  ];

  it.each(table)('%s: %i selections, %i lines', (name, legs, count, sizes) => {
    const parsed = system(name);
    expect(parsed.legs).toBe(legs);
    const lines = systemLines(parsed);
    expect(lines).toHaveLength(count);
    expect(systemLineCount(parsed)).toBe(count);
    expect(sizesOf(lines)).toEqual(sizes);
    // every line distinct, positions ascending and within the selections
    expect(new Set(lines.map((line) => line.join(','))).size).toBe(count);
    for (const line of lines) {
      expect([...line].sort((a, b) => a - b)).toEqual(line);
      expect(line.every((position) => position >= 0 && position < legs)).toBe(true);
    }
  });

  it('lists a Trixie as its three doubles and the treble', () => {
    expect(systemLines(system('trixie'))).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
      [0, 1, 2],
    ]);
  });

  it('stores the Super Yankee by its other name, Canadian', () => {
    expect(system('super_yankee').name).toBe('canadian');
  });
});

describe('k/n systems', () => {
  it.each([
    ['2/3', 3],
    ['2/4', 6],
    ['3/5', 10],
    ['1/6', 6],
    ['6/12', 924],
    ['11/12', 12],
  ])('%s has %i lines, each of k selections', (name, count) => {
    const parsed = system(name);
    const lines = systemLines(parsed);
    expect(lines).toHaveLength(count);
    expect(systemLineCount(parsed)).toBe(count);
    expect(lines.every((line) => line.length === parsed.minLineSize)).toBe(true);
  });

  it.each(['3/3', '0/4', '5/4', '2/13', '1/1', '2/', 'x/4', ' 2/4', 'yankees', '', '02/04x'])(
    'refuses %j',
    (name) => {
      expect(parseSystem(name)).toBeNull();
    },
  );

  it('offers the named systems of the count, then every k/n', () => {
    expect(systemsForSelections(4).map((entry) => entry.name)).toEqual([
      'yankee',
      'lucky15',
      '1/4',
      '2/4',
      '3/4',
    ]);
    expect(systemsForSelections(2).map((entry) => entry.name)).toEqual(['1/2']);
    expect(systemsForSelections(1)).toEqual([]);
    expect(systemsForSelections(13)).toEqual([]);
  });
});

const WON: OutcomeSettlement = { result: 1 };
const LOST: OutcomeSettlement = { result: 0 };
const VOID: OutcomeSettlement = { result: 0, voidFactor: { numerator: 1n, denominator: 1n } };
const HALF_WON: OutcomeSettlement = { result: 1, voidFactor: { numerator: 1n, denominator: 2n } };
const legsAt = (odds: number[], settlements: OutcomeSettlement[]): SettledLeg[] =>
  odds.map((price, index) => ({
    eventId: `event-${index}`,
    odds: price,
    settlement: settlements[index] as OutcomeSettlement,
  }));

describe('a system pays line by line', () => {
  // a Yankee of 0.01 BTC a line (11 lines, 11,000,000 satoshis) on 2.00, 3.00, 1.50 and 1.925
  const yankee = system('yankee');
  const odds = [2000, 3000, 1500, 1925];
  const total = 11_000_000n;

  it('pays every line when every leg wins (the potential return)', () => {
    const potential = systemPotentialReturn(
      total,
      yankee,
      odds.map((price, index) => ({ eventId: `event-${index}`, odds: price })),
    );
    // doubles 6 + 3 + 3.85 + 4.5 + 5.775 + 2.8875, trebles 9 + 11.55 + 5.775 + 8.6625,
    // the fourfold 17.325: 78.325 per unit
    expect(potential).toBe(78_325_000n);
    expect(systemPayout(total, yankee, legsAt(odds, [WON, WON, WON, WON]))).toBe(potential);
  });

  it('settles each line on its own: a lost leg loses only its lines', () => {
    const legs = legsAt(odds, [WON, WON, LOST, WON]);
    const lines = systemLinePayouts(total, yankee, legs);
    // the lines without the third leg: 2×3, 2×1.925, 3×1.925 and the treble 2×3×1.925
    expect(lines).toEqual([
      6_000_000n,
      0n,
      3_850_000n,
      0n,
      5_775_000n,
      0n,
      0n,
      11_550_000n,
      0n,
      0n,
      0n,
    ]);
    expect(systemPayout(total, yankee, legs)).toBe(27_175_000n);
  });

  it('counts a void leg 1.00 and a half-won leg at its effective odds in each of its lines', () => {
    const legs = legsAt(odds, [VOID, HALF_WON, LOST, LOST]);
    // only the double of legs 1 and 2 stands: 1,000,000 × 1.00 × (0.5 + 0.5 × 3) = 2,000,000
    expect(systemLinePayouts(total, yankee, legs)[0]).toBe(2_000_000n);
    expect(systemPayout(total, yankee, legs)).toBe(2_000_000n);
  });

  it('floors each line on its own: a Trixie of 1 satoshi a line at 1.50 each', () => {
    // each double 2.25 pays 2, the treble 3.375 pays 3: 9 of the exact 9.75
    const trixie = system('trixie');
    expect(systemLinePayouts(4n, trixie, legsAt([1500, 1500, 1500], [WON, WON, WON]))).toEqual([
      2n,
      2n,
      2n,
      3n,
    ]);
  });

  it('divides a total stake that is not a multiple of the lines inside each fraction', () => {
    // 10 satoshis left over 4 lines (after a partial cash-out): each double 2.5 × 2.25 = 5.625
    // pays 5, the treble 2.5 × 3.375 = 8.4375 pays 8; rounding the line stake to 2 first would
    // pay 4 + 4 + 4 + 6
    const trixie = system('trixie');
    expect(systemPayout(10n, trixie, legsAt([1500, 1500, 1500], [WON, WON, WON]))).toBe(23n);
  });

  it('refuses legs that are not the system’s', () => {
    expect(() => systemPayout(4n, system('trixie'), legsAt([1500, 1500], [WON, WON]))).toThrow(
      RangeError,
    );
  });
});

describe('a system is lost once every line holds a lost leg', () => {
  it.each([
    ['trixie', [true, false, false], false],
    ['trixie', [true, true, false], true],
    ['patent', [true, true, false], false],
    ['patent', [true, true, true], true],
    ['3/5', [true, true, false, false, false], false],
    ['3/5', [true, true, true, false, false], true],
  ] as const)('%s with lost legs %j: %s', (name, lost, expected) => {
    expect(isEverySystemLineLost(system(name), lost)).toBe(expected);
  });
});
