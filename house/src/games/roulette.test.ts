import { describe, expect, it } from 'vitest';
import {
  BOARD_SPOTS,
  betsOf,
  chipTotals,
  keyOf,
  largestReturn,
  pocketColour,
  totalStake,
} from './roulette';

describe('the roulette board', () => {
  it('has 0–36, the three columns and dozens and the six even-money bets, each once', () => {
    expect(BOARD_SPOTS).toHaveLength(37 + 3 + 3 + 6);
    expect(new Set(BOARD_SPOTS.map((spot) => spot.key)).size).toBe(BOARD_SPOTS.length);
  });

  it('colours pockets as the European wheel does', () => {
    expect(pocketColour(0)).toBe('green');
    expect(pocketColour(1)).toBe('red');
    expect(pocketColour(2)).toBe('black');
    expect(pocketColour(36)).toBe('red');
  });

  it('puts 3 top-left of the numbers and 34 bottom-right in the wide layout', () => {
    const at = (pocket: number) => BOARD_SPOTS.find((spot) => spot.key === `straight-${pocket}`);
    expect(at(3)?.wide).toEqual([2, 1, 1, 1]);
    expect(at(34)?.wide).toEqual([13, 1, 3, 1]);
    expect(at(1)?.narrow).toEqual([3, 1, 2, 1]);
  });

  it('never lets two spots share a grid cell, in either layout', () => {
    for (const layout of ['wide', 'narrow'] as const) {
      const taken = new Set<string>();
      for (const spot of BOARD_SPOTS) {
        const [column, columnSpan, row, rowSpan] = spot[layout];
        for (let c = column; c < column + columnSpan; c++)
          for (let r = row; r < row + rowSpan; r++) {
            expect(taken.has(`${c}/${r}`), `${layout} ${spot.key}`).toBe(false);
            taken.add(`${c}/${r}`);
          }
      }
    }
  });
});

describe('chips', () => {
  const chips = [
    { key: 'red', satoshis: 20_000n },
    { key: 'straight-17', satoshis: 1_000n },
    { key: 'red', satoshis: 20_000n },
  ];

  it('adds up the chips on each spot and in all', () => {
    expect(chipTotals(chips).get('red')).toBe(40_000n);
    expect(totalStake(chips)).toBe(41_000n);
  });

  it('sends one bet per spot, in board order', () => {
    expect(betsOf(chips)).toEqual([
      { bet: { kind: 'straight', pocket: 17 }, satoshis: 1_000n },
      { bet: { kind: 'red' }, satoshis: 40_000n },
    ]);
    expect(keyOf({ kind: 'dozen', which: 2 })).toBe('dozen-2');
  });
});

describe('largestReturn', () => {
  it('is what the best pocket for these chips would pay, stakes included', () => {
    // 17 is black: 36 × 1,000 on the number, nothing from red
    expect(
      largestReturn([
        { key: 'red', satoshis: 40_000n },
        { key: 'straight-17', satoshis: 1_000n },
      ]),
    ).toBe(80_000n);
    expect(
      largestReturn([
        { key: 'black', satoshis: 1_000n },
        { key: 'straight-17', satoshis: 1_000n },
      ]),
    ).toBe(38_000n);
  });
});
