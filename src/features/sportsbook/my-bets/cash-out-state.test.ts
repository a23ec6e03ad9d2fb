import { describe, expect, it } from 'vitest';
import type { SportsBetView } from '../../../../contract/sportsbook';
import { cashOutState } from './cash-out-state';
import { applyEventToBets, applyOddsToBets } from './use-live-bet-prices';

type Leg = SportsBetView['legs'][number];

const leg = (overrides: Partial<Leg> = {}): Leg => ({
  outcomeId: '11',
  eventId: 'sr:match:1',
  home: { es: 'Local', en: 'Home' },
  away: { es: 'Visitante', en: 'Away' },
  startTime: '2026-01-01T12:00:00.000Z',
  marketType: '1x2',
  specifiers: '',
  outcome: '1',
  oddsMilli: 2000,
  result: null,
  voidFactor: null,
  deadHeatFactor: null,
  marketId: '5',
  currentOddsMilli: 2000,
  isActive: true,
  marketStatus: 'active',
  eventStatus: 'live',
  ...overrides,
});

const bet = (legs: Leg[], overrides: Partial<SportsBetView> = {}): SportsBetView => ({
  id: 1,
  type: legs.length > 1 ? 'accumulator' : 'single',
  placedAt: '2026-01-01T11:00:00.000Z',
  stake: 1,
  system: null,
  potentialReturn: 2,
  status: 'open',
  payout: null,
  settledAt: null,
  openStake: 1,
  cashedOut: 0,
  autoCashOut: null,
  version: 0,
  previousPayout: null,
  builderOddsMilli: null,
  legs,
  ...overrides,
});

// The app values a bet as the server does (server/modules/sportsbook/bets/cash-out.ts), and keeps
// the value live from the sportsbook's realtime changes.
describe('the cash-out a bet card offers', () => {
  it('values the open stake at accepted over current odds', () => {
    expect(cashOutState(bet([leg({ currentOddsMilli: 1600 })]))).toEqual({
      kind: 'offered',
      value: 1.25,
    });
    expect(cashOutState(bet([leg({ currentOddsMilli: 1600 })], { openStake: 0.6 }))).toEqual({
      kind: 'offered',
      value: 0.75,
    });
  });

  it('counts a won leg at its odds and refuses once a leg lost', () => {
    const won = leg({ eventId: 'a', result: 1, marketStatus: 'settled' });
    expect(cashOutState(bet([won, leg({ currentOddsMilli: 1600 })]))).toEqual({
      kind: 'offered',
      value: 2.5,
    });
    const lost = leg({ eventId: 'a', result: 0, marketStatus: 'settled' });
    expect(cashOutState(bet([lost, leg()]))).toEqual({ kind: 'unavailable' });
  });

  it('counts a leg voided by a cancel at 1, the bet still cashable on its other legs', () => {
    const voided = leg({
      eventId: 'a',
      result: 0,
      voidFactor: '1',
      marketStatus: 'cancelled',
      eventStatus: 'cancelled',
    });
    expect(cashOutState(bet([voided, leg({ currentOddsMilli: 1600 })]))).toEqual({
      kind: 'offered',
      value: 1.25,
    });
  });

  it('values a system bet line by line', () => {
    // a Trixie of 1 mBTC a line at 2.00 (won), 3.00 (now 2.00) and 1.50 (lost): the double 1-2
    const legs = [
      leg({ eventId: 'a', result: 1, marketStatus: 'settled' }),
      leg({ eventId: 'b', oddsMilli: 3000, currentOddsMilli: 2000 }),
      leg({ eventId: 'c', oddsMilli: 1500, result: 0, marketStatus: 'settled' }),
    ];
    const trixie = bet(legs, {
      type: 'system',
      system: { name: 'trixie', lines: 4, lineStake: 1 },
      stake: 4,
      openStake: 4,
    });
    expect(cashOutState(trixie)).toEqual({ kind: 'offered', value: 3 });
  });

  it('values a bet builder at the joint price accepted over the one asked now', () => {
    const builder = bet([leg(), leg({ outcomeId: '12', marketId: '6' })], {
      type: 'bet_builder',
      builderOddsMilli: 4200,
    });
    expect(cashOutState(builder)).toEqual({ kind: 'pricing' });
    expect(cashOutState(builder, { oddsMilli: 3000 })).toEqual({ kind: 'offered', value: 1.4 });
    expect(cashOutState(builder, { code: 'market_suspended' })).toEqual({ kind: 'suspended' });
    expect(cashOutState(builder, { code: 'bet_builder_impossible' })).toEqual({
      kind: 'unavailable',
    });
    // a selection decided leaves no joint price to ask: not offered
    const decided = { ...builder, legs: [leg({ result: 1, marketStatus: 'settled' }), leg()] };
    expect(cashOutState(decided, { oddsMilli: 3000 })).toEqual({ kind: 'unavailable' });
  });

  it('is disabled while a market or event is suspended', () => {
    expect(cashOutState(bet([leg({ marketStatus: 'suspended' })]))).toEqual({ kind: 'suspended' });
    expect(cashOutState(bet([leg({ eventStatus: 'suspended' })]))).toEqual({ kind: 'suspended' });
  });

  it('follows the live prices and statuses of its legs', () => {
    const page = { rows: [bet([leg()])] };
    const moved = applyOddsToBets(page, {
      eventId: 'sr:match:1',
      outcomes: [{ marketId: '5', id: '11', oddsMilli: 1600, isActive: true }],
      markets: [],
    });
    expect(cashOutState(moved.rows[0] as SportsBetView)).toEqual({ kind: 'offered', value: 1.25 });
    const stopped = applyOddsToBets(moved, {
      eventId: 'sr:match:1',
      outcomes: [],
      markets: [{ id: '5', status: 'suspended' }],
    });
    expect(cashOutState(stopped.rows[0] as SportsBetView)).toEqual({ kind: 'suspended' });
    const ended = applyEventToBets(moved, {
      id: 'sr:match:1',
      status: 'ended',
      score: null,
      clock: null,
      updatedAt: '2026-01-01T14:00:00.000Z',
    });
    expect(cashOutState(ended.rows[0] as SportsBetView)).toEqual({ kind: 'unavailable' });
  });
});
