import { describe, expect, it } from 'vitest';
import { betResult, legResult } from './bet-results';

const leg = (
  result: 0 | 1 | null,
  voidFactor: string | null = null,
  deadHeatFactor: string | null = null,
) => ({
  result,
  voidFactor,
  deadHeatFactor,
});

describe('leg results', () => {
  it('reads won, lost and open', () => {
    expect(legResult(leg(null))).toBe('open');
    expect(legResult(leg(1))).toBe('won');
    expect(legResult(leg(0))).toBe('lost');
  });

  it('reads a full void, the halves of a quarter line and a dead heat', () => {
    expect(legResult(leg(0, '1'))).toBe('void');
    expect(legResult(leg(1, '0.5'))).toBe('half_won');
    expect(legResult(leg(0, '0.5'))).toBe('half_lost');
    expect(legResult(leg(1, null, '1/3'))).toBe('dead_heat');
    expect(legResult(leg(1, '0', '1'))).toBe('won');
  });
});

describe('bet results', () => {
  it('compare the payout with the stake', () => {
    expect(betResult({ status: 'open', stake: 5, payout: null })).toBe('open');
    expect(betResult({ status: 'settled', stake: 5, payout: 0 })).toBe('lost');
    expect(betResult({ status: 'settled', stake: 5, payout: 12.5 })).toBe('won');
    expect(betResult({ status: 'settled', stake: 5, payout: 5 })).toBe('refunded');
    expect(betResult({ status: 'settled', stake: 5, payout: 2.5 })).toBe('partly_refunded');
  });
});
