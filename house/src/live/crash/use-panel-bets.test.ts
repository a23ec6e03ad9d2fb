import { describe, expect, it } from 'vitest';
import type { LiveBet } from '../../../../contract/house-page/live-tables';
import { panelBets } from './use-panel-bets';

const bet = (id: string): LiveBet => ({
  id,
  roundId: 'r',
  player: 'a***b',
  isMine: true,
  kind: 'main',
  stake: 1,
  autoCashOut: null,
  spot: null,
  state: 'open',
  multiplier: null,
  payout: 0,
});

describe('the bet each panel shows', () => {
  it('is the bet placed from it', () => {
    expect(panelBets([bet('a'), bet('b')], [null, 'a']).map((shown) => shown?.id)).toEqual([
      'b',
      'a',
    ]);
  });

  it('fills empty panels with the player’s other bets in order (after a reload)', () => {
    expect(panelBets([bet('a'), bet('b')], [null, null]).map((shown) => shown?.id)).toEqual([
      'a',
      'b',
    ]);
    expect(panelBets([bet('a')], [null, null])).toEqual([bet('a'), null]);
    expect(panelBets([], [null, 'gone'])).toEqual([null, null]);
  });
});
