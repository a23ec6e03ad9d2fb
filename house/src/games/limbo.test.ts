import { describe, expect, it } from 'vitest';
import { limboWinChance } from './limbo';

describe('limboWinChance', () => {
  it('is (1 − edge) / target in percent', () => {
    expect(limboWinChance(2, 0.01)).toBeCloseTo(49.5);
    expect(limboWinChance(1.01, 0.01)).toBeCloseTo(98.0198, 3);
  });
});
