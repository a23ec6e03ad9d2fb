import { describe, expect, it } from 'vitest';
import {
  canDecide,
  parseTags,
  readAdjustment,
  readAmount,
  searchQuery,
  tagsProblem,
} from './player-forms';

describe('parseTags', () => {
  it('splits by commas, lowercases, drops duplicates, sorts', () => {
    expect(parseTags(' VIP, bonus-abuse,vip,,\nkyc_ok ')).toEqual(['bonus-abuse', 'kyc_ok', 'vip']);
  });
  it('keeps words with spaces as one tag, trimmed and collapsed', () => {
    expect(parseTags('VIP Oro,  high   roller , vip')).toEqual(['high roller', 'vip', 'vip oro']);
  });
  it('reads an empty box as no tags', () => {
    expect(parseTags('  , ')).toEqual([]);
  });
});

describe('tagsProblem', () => {
  it('accepts the contract’s tags, with single spaces between words', () => {
    expect(tagsProblem(['vip', 'bonus-abuse', 'año2', 'vip oro'])).toBeNull();
  });
  it('refuses a tag starting with a dash, with two spaces, too long, or too many tags', () => {
    expect(tagsProblem(['-x'])).toBe('invalid_value');
    expect(tagsProblem(['vip  oro'])).toBe('invalid_value');
    expect(tagsProblem(['a'.repeat(33)])).toBe('invalid_value');
    expect(tagsProblem(Array.from({ length: 21 }, (_, i) => `t${i}`))).toBe('invalid_value');
  });
});

describe('readAmount', () => {
  it('reads signed amounts, with a comma or a point', () => {
    expect(readAmount('150')).toEqual({ amount: '150' });
    expect(readAmount('-2,5')).toEqual({ amount: '-2.5' });
    expect(readAmount(' +0.00001 ')).toEqual({ amount: '+0.00001' });
  });
  it('refuses empty, zero, too many decimals and words', () => {
    expect(readAmount('')).toEqual({ problem: 'field_required' });
    expect(readAmount('0')).toEqual({ problem: 'invalid_amount' });
    expect(readAmount('1.000001')).toEqual({ problem: 'invalid_amount' });
    expect(readAmount('ten')).toEqual({ problem: 'invalid_amount' });
  });
});

describe('canDecide', () => {
  it('lets another member decide, never the requester', () => {
    expect(canDecide({ requestedBy: 4 }, 5)).toBe(true);
    expect(canDecide({ requestedBy: 4 }, 4)).toBe(false);
  });
});

describe('searchQuery', () => {
  it('trims and treats empty as no search', () => {
    expect(searchQuery('  alice ')).toBe('alice');
    expect(searchQuery('   ')).toBeNull();
    expect(searchQuery(undefined)).toBeNull();
  });
});

describe('readAdjustment', () => {
  it('sends the amount with its type', () => {
    expect(readAdjustment('2,5', 'goodwill')).toEqual({ amount: '2.5', type: 'goodwill' });
    expect(readAdjustment('-1', 'correction')).toEqual({ amount: '-1', type: 'correction' });
  });
  it('asks for a type, and refuses a bonus that takes money', () => {
    expect(readAdjustment('5', '')).toEqual({ problem: 'field_required' });
    expect(readAdjustment('-5', 'bonus')).toEqual({ problem: 'bonus_adjustment_debit' });
    expect(readAdjustment('abc', 'bonus')).toEqual({ problem: 'invalid_amount' });
  });
});
