import { describe, expect, it } from 'vitest';
import {
  bookLimitsRequestOf,
  stakeFactorEffect,
  stakeFactorRequestOf,
  stakeLimitsInForce,
  stakeLimitsRequestOf,
} from './limits-forms';

describe('stakeLimitsRequestOf', () => {
  it('sends the amounts as typed, a comma read as the decimal point', () => {
    expect(
      stakeLimitsRequestOf({
        sportId: ' tennis ',
        inPlay: true,
        minStake: '0,5',
        maxStake: '2 000',
      }),
    ).toEqual({ request: { sportId: 'tennis', inPlay: true, minStake: '0.5', maxStake: '2000' } });
  });

  it('refuses a maximum below the minimum on the maximum', () => {
    expect(
      stakeLimitsRequestOf({ sportId: '', inPlay: false, minStake: '10', maxStake: '5' }),
    ).toEqual({ errors: { maxStake: 'invalid_value' } });
  });

  it('names empty, zero and over-precise amounts with the server’s codes', () => {
    expect(
      stakeLimitsRequestOf({ sportId: '', inPlay: false, minStake: '', maxStake: '0' }),
    ).toEqual({ errors: { minStake: 'field_required', maxStake: 'invalid_amount' } });
    expect(
      stakeLimitsRequestOf({ sportId: '', inPlay: false, minStake: '0.000001', maxStake: '1' }),
    ).toEqual({ errors: { minStake: 'invalid_amount' } });
  });
});

describe('bookLimitsRequestOf', () => {
  it('sends the three limits, each checked', () => {
    expect(
      bookLimitsRequestOf({
        maxPayout: '50000',
        marketLiability: '20000',
        eventLiability: '40000',
      }),
    ).toEqual({
      request: { maxPayout: '50000', marketLiability: '20000', eventLiability: '40000' },
    });
    expect(
      bookLimitsRequestOf({ maxPayout: 'x', marketLiability: '', eventLiability: '-1' }),
    ).toEqual({
      errors: {
        maxPayout: 'invalid_amount',
        marketLiability: 'field_required',
        eventLiability: 'invalid_amount',
      },
    });
  });
});

describe('stakeFactorRequestOf', () => {
  it('sends the username trimmed and the factor as a number', () => {
    expect(stakeFactorRequestOf({ username: ' ana ', factor: '0,5' })).toEqual({
      request: { username: 'ana', factor: 0.5 },
    });
    expect(stakeFactorRequestOf({ username: 'ana', factor: '0' })).toEqual({
      request: { username: 'ana', factor: 0 },
    });
  });

  it('refuses a missing username or factor, more than three decimals and above the maximum', () => {
    expect(stakeFactorRequestOf({ username: '', factor: '' })).toEqual({
      errors: { username: 'field_required', factor: 'field_required' },
    });
    expect(stakeFactorRequestOf({ username: 'ana', factor: '0.0005' })).toEqual({
      errors: { factor: 'invalid_value' },
    });
    expect(stakeFactorRequestOf({ username: 'ana', factor: '101' })).toEqual({
      errors: { factor: 'invalid_value' },
    });
    expect(stakeFactorRequestOf({ username: 'ana', factor: 'dos' })).toEqual({
      errors: { factor: 'invalid_value' },
    });
  });
});

describe('stakeLimitsInForce', () => {
  const stake = [
    { sportId: '', inPlay: false, minStake: 0.1, maxStake: 10_000 },
    { sportId: '', inPlay: true, minStake: 0.1, maxStake: 5_000 },
    { sportId: 'tennis', inPlay: true, minStake: 1, maxStake: 500 },
  ];

  it('reads a sport’s own limits for the moment asked', () => {
    expect(stakeLimitsInForce(stake, 'tennis', true)?.maxStake).toBe(500);
  });

  it('falls back to every sport’s defaults for the same moment', () => {
    expect(stakeLimitsInForce(stake, 'tennis', false)?.maxStake).toBe(10_000);
    expect(stakeLimitsInForce(stake, 'football', true)?.maxStake).toBe(5_000);
  });
});

describe('a stake factor in words', () => {
  it('is closed at 0, reduced below 1 and raised above', () => {
    expect(stakeFactorEffect(0)).toBe('closed');
    expect(stakeFactorEffect(0.001)).toBe('reduced');
    expect(stakeFactorEffect(0.999)).toBe('reduced');
    expect(stakeFactorEffect(1.5)).toBe('raised');
    expect(stakeFactorEffect(100)).toBe('raised');
  });
});
