import { describe, expect, it } from 'vitest';
import { canCashOut, cardAt, guessOdds, readHiLoState } from './hi-lo';

describe('cardAt', () => {
  it('orders cards as ♦2 ♥2 ♠2 ♣2 ♦3 … ♣A', () => {
    expect(cardAt(0)).toEqual({ index: 0, rank: '2', suit: 'diamonds', label: '♦2' });
    expect(cardAt(38).label).toBe('♠J');
    expect(cardAt(51).label).toBe('♣A');
  });
});

describe('guessOdds', () => {
  it('gives a 7 even chances of higher-or-same and lower-or-same', () => {
    const odds = guessOdds(20, 0.01); // ♦7, rank index 5
    expect(odds.higher.probability).toBeCloseTo(8 / 13);
    expect(odds.lower.probability).toBeCloseTo(6 / 13);
    expect(odds.higher.factor).toBeCloseTo(0.99 / (8 / 13));
  });

  it('makes higher-or-same certain on a 2 and lower-or-same certain on an ace', () => {
    expect(guessOdds(0, 0.01).higher).toEqual({ probability: 1, factor: 0.99 });
    expect(guessOdds(51, 0.01).lower).toEqual({ probability: 1, factor: 0.99 });
    expect(guessOdds(51, 0.01).higher.factor).toBeCloseTo(12.87);
  });
});

describe('readHiLoState', () => {
  it('reads cards and guesses, given as names or objects', () => {
    expect(
      readHiLoState({ cards: [3, 40, 7], guesses: ['skip', { guess: 'higher' }, 'x'] }),
    ).toEqual({
      cards: [3, 40, 7],
      guesses: ['skip', 'higher'],
    });
    expect(readHiLoState({})).toEqual({ cards: [], guesses: [] });
  });

  it('allows cashing out after one guess that is not a skip', () => {
    expect(canCashOut({ cards: [1, 2], guesses: ['skip'] })).toBe(false);
    expect(canCashOut({ cards: [1, 2, 3], guesses: ['skip', 'lower'] })).toBe(true);
  });
});
