import { describe, expect, it } from 'vitest';
import { HOT_COLD_SPINS, hotAndCold } from './hot-cold';

const spins = (...results: number[]) => results.map((result) => ({ result }));

describe('hot and cold numbers', () => {
  it('counts the latest spins: the most frequent are hot, the least frequent cold', () => {
    // newest first: 7 three times, 17 twice, 0 once
    const { hot, cold, spins: counted } = hotAndCold(spins(7, 17, 7, 0, 17, 7), 3);
    expect(counted).toBe(6);
    expect(hot).toEqual([
      { pocket: 7, count: 3 },
      { pocket: 17, count: 2 },
      { pocket: 0, count: 1 },
    ]);
    // pockets never seen count 0, lowest numbers first among them
    expect(cold).toEqual([
      { pocket: 1, count: 0 },
      { pocket: 2, count: 0 },
      { pocket: 3, count: 0 },
    ]);
  });

  it('breaks ties by recency: hot the latest seen first, cold the longest unseen first', () => {
    // every pocket once (36 newest ... 0 oldest), then 5 and 9 once more: both twice
    const history = [9, 5, ...Array.from({ length: 37 }, (_, index) => 36 - index)];
    const { hot, cold } = hotAndCold(spins(...history), 2);
    expect(hot).toEqual([
      { pocket: 9, count: 2 },
      { pocket: 5, count: 2 },
    ]);
    expect(cold).toEqual([
      { pocket: 0, count: 1 },
      { pocket: 1, count: 1 },
    ]);
  });

  it('looks at the last 100 spins only', () => {
    // 100 spins of 3, and older ones of 4 that no longer count
    const history = [...Array.from({ length: HOT_COLD_SPINS }, () => 3), 4, 4, 4];
    const { hot, spins: counted, cold } = hotAndCold(spins(...history));
    expect(counted).toBe(100);
    expect(hot).toEqual([{ pocket: 3, count: 100 }]);
    expect(cold.map((entry) => entry.pocket)).toEqual([0, 1, 2, 4, 5]);
  });

  it('has no hot numbers before the first spin', () => {
    const { hot, cold, spins: counted } = hotAndCold([]);
    expect(counted).toBe(0);
    expect(hot).toEqual([]);
    expect(cold.map((entry) => entry.pocket)).toEqual([0, 1, 2, 3, 4]);
  });
});
