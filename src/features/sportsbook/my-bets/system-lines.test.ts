import { describe, expect, it } from 'vitest';
import type { SportsBetView } from '../../../../contract/sportsbook';
import { bestCaseSystemReturn, paidSystemLines } from './system-lines';

const leg = (
  oddsMilli: number,
  result: 0 | 1 | null,
  voidFactor: string | null = null,
): SportsBetView['legs'][number] => ({
  outcomeId: String(oddsMilli),
  eventId: `event-${oddsMilli}`,
  home: { es: 'Local', en: 'Home' },
  away: { es: 'Visitante', en: 'Away' },
  startTime: '2026-11-23T12:00:00.000Z',
  marketType: '1x2',
  specifiers: '',
  outcome: '1',
  oddsMilli,
  result,
  voidFactor,
  deadHeatFactor: null,
  marketId: `market-${oddsMilli}`,
  currentOddsMilli: oddsMilli,
  isActive: result === null,
  marketStatus: result === null ? 'active' : 'settled',
  eventStatus: result === null ? 'live' : 'ended',
});

const trixie = (legs: SportsBetView['legs'], status: 'open' | 'settled'): SportsBetView => ({
  id: 1,
  type: 'system',
  placedAt: '2026-11-23T10:00:00.000Z',
  stake: 4,
  system: { name: 'trixie', lines: 4, lineStake: 1 },
  potentialReturn: 0,
  status,
  payout: status === 'settled' ? 0 : null,
  settledAt: null,
  openStake: 4,
  cashedOut: 0,
  autoCashOut: null,
  version: status === 'settled' ? 1 : 0,
  previousPayout: null,
  builderOddsMilli: null,
  legs,
});

describe('the lines a settled system bet paid', () => {
  it('lists each paying line with its legs, a lost leg taking its lines with it', () => {
    const bet = trixie([leg(2000, 1), leg(3000, 0), leg(1500, 0, '1')], 'settled');
    // 1 mBTC a line: the double of legs 1 and 3 (2.00 × void 1.00) pays 2; the rest hold leg 2
    expect(paidSystemLines(bet)).toEqual([{ legs: [1, 3], payout: 2 }]);
  });

  it('lists none for a bet lost before its last leg played, nothing for an open one', () => {
    expect(
      paidSystemLines(trixie([leg(2000, 0), leg(3000, 0), leg(1500, null)], 'settled')),
    ).toEqual([]);
    expect(
      paidSystemLines(trixie([leg(2000, 1), leg(3000, null), leg(1500, null)], 'open')),
    ).toBeNull();
  });
});

describe('the best an open system bet can still return', () => {
  it('leaves out the lines a lost leg took: a trixie with one leg lost keeps the double of the other two', () => {
    // 1 mBTC a line; leg 2 lost: only the double of legs 1 and 3 can pay, 2.00 × 1.50 = 3
    const bet = trixie([leg(2000, 1), leg(3000, 0), leg(1500, null)], 'open');
    expect(bestCaseSystemReturn(bet)).toBe(3);
  });

  it('is not needed while no leg has lost, nor once the bet is settled', () => {
    expect(
      bestCaseSystemReturn(trixie([leg(2000, 1), leg(3000, null), leg(1500, null)], 'open')),
    ).toBeNull();
    expect(
      bestCaseSystemReturn(trixie([leg(2000, 1), leg(3000, 0), leg(1500, 0)], 'settled')),
    ).toBeNull();
  });
});
