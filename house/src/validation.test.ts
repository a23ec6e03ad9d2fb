import { describe, expect, it } from 'vitest';
import { HOUSE_LIMITS } from '../../contract/house-page/house';
import {
  checkClientSeed,
  checkDiceTarget,
  checkLimboTarget,
  checkPayout,
  checkStake,
  diceTargetBounds,
  payoutOf,
} from './validation';

describe('checkStake', () => {
  it('reads a stake in either decimal mark into satoshis', () => {
    expect(checkStake('1,5', HOUSE_LIMITS)).toEqual({ ok: true, value: 150_000n });
    expect(checkStake('0.01', HOUSE_LIMITS)).toEqual({ ok: true, value: 1_000n });
  });

  it('names what is wrong with a stake', () => {
    const code = (text: string) => {
      const checked = checkStake(text, HOUSE_LIMITS);
      return checked.ok ? null : checked.problem;
    };
    expect(code(' ')).toEqual({ code: 'field_required' });
    expect(code('abc')).toEqual({ code: 'invalid_amount' });
    expect(code('0.000001')).toEqual({ code: 'invalid_amount' });
    expect(code('0')).toEqual({ code: 'invalid_amount' });
    expect(code('0.005')).toEqual({ code: 'stake_below_minimum', params: { min: 0.01 } });
    expect(code('100.00001')).toEqual({ code: 'stake_above_maximum', params: { max: 100 } });
  });
});

describe('payouts', () => {
  it('rounds a payout down to the satoshi', () => {
    expect(payoutOf(100_000n, 1.98)).toBe(198_000n);
    expect(payoutOf(1_001n, 1.5)).toBe(1_501n);
  });

  it('refuses a bet whose win would pay more than the maximum', () => {
    expect(checkPayout(10_000_000n, 99, HOUSE_LIMITS)).toBeNull();
    expect(checkPayout(10_000_000n, 101, HOUSE_LIMITS)).toEqual({
      code: 'payout_above_maximum',
      params: { max: 10_000 },
    });
  });
});

describe('checkDiceTarget', () => {
  it('accepts targets whose chance is 0.01–98 %', () => {
    expect(checkDiceTarget('50.5', 'over')).toEqual({ ok: true, value: 50.5 });
    expect(checkDiceTarget('2', 'over')).toEqual({ ok: true, value: 2 });
    expect(checkDiceTarget('98', 'under')).toEqual({ ok: true, value: 98 });
  });

  it('refuses targets giving a chance outside the range, or with more than 2 decimals', () => {
    expect(checkDiceTarget('1.99', 'over').ok).toBe(false);
    expect(checkDiceTarget('98.01', 'under').ok).toBe(false);
    expect(checkDiceTarget('99.99', 'over').ok).toBe(true);
    expect(checkDiceTarget('100', 'over').ok).toBe(false);
    expect(checkDiceTarget('50.555', 'over')).toEqual({
      ok: false,
      problem: { code: 'invalid_target' },
    });
  });

  it('bounds the slider to those targets', () => {
    expect(diceTargetBounds('over')).toEqual({ min: 2, max: 99.99 });
    expect(diceTargetBounds('under')).toEqual({ min: 0.01, max: 98 });
  });
});

describe('checkLimboTarget', () => {
  it('accepts 1.01× to 1,000,000×', () => {
    expect(checkLimboTarget('1,01')).toEqual({ ok: true, value: 1.01 });
    expect(checkLimboTarget('1000000').ok).toBe(true);
    expect(checkLimboTarget('1')).toEqual({
      ok: false,
      problem: { code: 'target_out_of_range', params: { min: 1.01, max: 1_000_000 } },
    });
  });
});

describe('checkClientSeed', () => {
  it('takes 1–64 printable characters, trimmed', () => {
    expect(checkClientSeed('  lucky seed ')).toEqual({ ok: true, value: 'lucky seed' });
    expect(checkClientSeed('').ok).toBe(false);
    expect(checkClientSeed('x'.repeat(65)).ok).toBe(false);
    expect(checkClientSeed('semilla-año').ok).toBe(false);
  });
});
