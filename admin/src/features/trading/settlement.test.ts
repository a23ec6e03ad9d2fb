import { describe, expect, it } from 'vitest';
import type { TradingEvent, TradingMarket } from './api/trading-queries';
import {
  eventWorstCase,
  exposedMarkets,
  initialChoices,
  outcomeSettlement,
  settlementActions,
  settlementOf,
  splitMarkets,
} from './settlement';

const outcome = (outcomeId: string, result: 0 | 1 | null = null) => ({
  id: `sel-${outcomeId}`,
  outcomeId,
  oddsMilli: 2000,
  isActive: true,
  result,
  stake: 0,
  payout: 0,
  liability: 0,
});

const market = (overrides: Partial<TradingMarket> = {}): TradingMarket => ({
  id: 'm1',
  type: '1x2',
  specifiers: '',
  status: 'active',
  isOperatorSuspended: false,
  openStake: 0,
  maxLiability: 0,
  outcomes: [outcome('home'), outcome('draw'), outcome('away')],
  ...overrides,
});

describe('an outcome result', () => {
  it('is the settlement message of the choice', () => {
    expect(outcomeSettlement('home', 'won')).toEqual({ id: 'home', result: 1 });
    expect(outcomeSettlement('home', 'lost')).toEqual({ id: 'home', result: 0 });
    expect(outcomeSettlement('home', 'void')).toEqual({ id: 'home', result: 0, voidFactor: '1' });
    expect(outcomeSettlement('o', 'half_won')).toEqual({ id: 'o', result: 1, voidFactor: '0.5' });
    expect(outcomeSettlement('o', 'half_lost')).toEqual({ id: 'o', result: 0, voidFactor: '0.5' });
  });

  it('starts from the standing results of a settled market, none otherwise', () => {
    expect(initialChoices(market())).toEqual({ home: '', draw: '', away: '' });
    const settled = market({
      status: 'settled',
      outcomes: [outcome('home', 1), outcome('draw', 0), outcome('away', 0)],
    });
    expect(initialChoices(settled)).toEqual({ home: 'won', draw: 'lost', away: 'lost' });
  });

  it('makes a settlement only once every outcome has one', () => {
    expect(settlementOf({ home: 'won', draw: '', away: 'lost' })).toBeNull();
    expect(settlementOf({})).toBeNull();
    expect(settlementOf({ home: 'won', draw: 'lost', away: 'void' })).toEqual([
      { id: 'home', result: 1 },
      { id: 'draw', result: 0 },
      { id: 'away', result: 0, voidFactor: '1' },
    ]);
  });
});

describe('the actions on a market', () => {
  it('follow its state', () => {
    expect(settlementActions({ status: 'active' })).toEqual(['settle', 'cancel']);
    expect(settlementActions({ status: 'suspended' })).toEqual(['settle', 'cancel']);
    expect(settlementActions({ status: 'settled' })).toEqual([
      'settle',
      'rollback_settlement',
      'cancel',
    ]);
    expect(settlementActions({ status: 'cancelled' })).toEqual(['rollback_cancel', 'settle']);
  });
});

describe('exposure', () => {
  const event = (id: string, markets: TradingMarket[]) => ({ id, markets }) as TradingEvent;

  it('lists the markets with open stakes, the largest worst case first', () => {
    const a = event('a', [
      market({ id: 'a1', openStake: 2, maxLiability: 3 }),
      market({ id: 'a2', openStake: 0, maxLiability: 0 }),
    ]);
    const b = event('b', [market({ id: 'b1', openStake: 5, maxLiability: 9 })]);
    expect(exposedMarkets([a, b]).map(({ event, market }) => `${event.id}/${market.id}`)).toEqual([
      'b/b1',
      'a/a1',
    ]);
  });

  it('is the worst case of the event, 0 without stakes', () => {
    expect(eventWorstCase(event('a', [market({ openStake: 1, maxLiability: 4 })]))).toBe(4);
    expect(eventWorstCase(event('a', [market({ openStake: 1, maxLiability: -1 })]))).toBe(0);
    expect(eventWorstCase(event('a', []))).toBe(0);
  });
});

describe('an unfolded event', () => {
  it('shows the main market and those with stakes, folds the rest', () => {
    const main = market({ id: 'main' });
    const staked = market({ id: 'staked', type: 'total', openStake: 1 });
    const quiet = market({ id: 'quiet', type: 'btts' });
    const suspended = market({ id: 'held', type: 'btts', isOperatorSuspended: true });
    const split = splitMarkets([main, quiet, staked, suspended]);
    expect(split.shown.map((each) => each.id)).toEqual(['main', 'staked', 'held']);
    expect(split.folded.map((each) => each.id)).toEqual(['quiet']);
  });

  it('shows the first market when none is the main one', () => {
    const split = splitMarkets([
      market({ id: 'a', type: 'total' }),
      market({ id: 'b', type: 'btts' }),
    ]);
    expect(split.shown.map((each) => each.id)).toEqual(['a']);
    expect(split.folded.map((each) => each.id)).toEqual(['b']);
  });
});
