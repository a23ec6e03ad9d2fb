import { describe, expect, it } from 'vitest';
import type { LiveBet, LiveRouletteSpot } from '../../../../contract/house-page/live-tables';
import { boardTotals, chipValues, doubleChips, rebetChips, requestBatches } from './chips';

let nextId = 0;
function bet(spot: LiveRouletteSpot, stake: number, overrides: Partial<LiveBet> = {}): LiveBet {
  nextId += 1;
  return {
    id: `bet-${nextId}`,
    roundId: 'round-1',
    player: 'a***z',
    isMine: false,
    kind: 'roulette',
    stake,
    autoCashOut: null,
    spot,
    state: 'open',
    multiplier: null,
    payout: 0,
    ...overrides,
  };
}

const RED: LiveRouletteSpot = { kind: 'red' };
const SEVEN: LiveRouletteSpot = { kind: 'straight', pocket: 7 };
const DOZEN_2: LiveRouletteSpot = { kind: 'dozen', which: 2 };

describe('live roulette chips', () => {
  it('totals every player chips per spot and the player own apart, unanswered ones included', () => {
    const bets = [
      bet(RED, 1),
      bet(RED, 2.5, { isMine: true }),
      bet(SEVEN, 0.1),
      // taken back: not on the board
      bet(SEVEN, 5, { isMine: true, state: 'void' }),
      bet(DOZEN_2, 10, { isMine: true, state: 'won', payout: 30 }),
    ];
    const { everyone, mine } = boardTotals(bets, [{ key: 'straight-7', satoshis: 50_000n }]);
    expect(Object.fromEntries(everyone)).toEqual({
      red: 350_000n,
      'straight-7': 60_000n,
      'dozen-2': 1_000_000n,
    });
    expect(Object.fromEntries(mine)).toEqual({
      red: 250_000n,
      'dozen-2': 1_000_000n,
      'straight-7': 50_000n,
    });
  });

  it('ignores crash bets', () => {
    const crash = { ...bet(RED, 1), kind: 'main' as const, spot: null };
    expect(boardTotals([crash], []).everyone.size).toBe(0);
  });

  it('a rebet puts down the player own chips of the last round, one per spot in board order', () => {
    const lastRound = [
      bet(RED, 1, { isMine: true, state: 'lost' }),
      bet(SEVEN, 0.5, { isMine: true, state: 'won' }),
      bet(RED, 2, { isMine: true, state: 'lost' }),
      bet(SEVEN, 9, { isMine: false }),
      bet(DOZEN_2, 4, { isMine: true, state: 'void' }),
    ];
    expect(rebetChips(lastRound)).toEqual([
      { key: 'straight-7', satoshis: 50_000n },
      { key: 'red', satoshis: 300_000n },
    ]);
    expect(rebetChips([])).toEqual([]);
  });

  it('a double puts down this round own chips again, the unsent ones too', () => {
    const round = [bet(RED, 1, { isMine: true }), bet(RED, 3), bet(SEVEN, 0.2, { isMine: true })];
    expect(doubleChips(round, [{ key: 'red', satoshis: 10_000n }])).toEqual([
      { key: 'straight-7', satoshis: 20_000n },
      { key: 'red', satoshis: 110_000n },
    ]);
  });

  it('sends one chip per spot, in calls whose total stays within the maximum stake', () => {
    const chips = [
      { key: 'red', satoshis: 6_000_000n },
      { key: 'straight-7', satoshis: 10_000n },
      { key: 'red', satoshis: 6_000_000n },
    ];
    expect(requestBatches(chips, 10_000_000n)).toEqual([
      [{ spot: SEVEN, amount: 0.1 }],
      [{ spot: RED, amount: 100 }],
      [{ spot: RED, amount: 20 }],
    ]);
    expect(
      requestBatches(
        [
          { key: 'red', satoshis: 100_000n },
          { key: 'dozen-2', satoshis: 200_000n },
        ],
        10_000_000n,
      ),
    ).toEqual([
      [
        { spot: DOZEN_2, amount: 2 },
        { spot: RED, amount: 1 },
      ],
    ]);
  });

  it('offers the chip values within the stake limits', () => {
    expect(chipValues({ minStake: 0.01, maxStake: 100 })).toEqual([0.1, 0.5, 1, 5, 10, 50, 100]);
    expect(chipValues({ minStake: 1, maxStake: 10 })).toEqual([1, 5, 10]);
    expect(chipValues({ minStake: 0.02, maxStake: 0.05 })).toEqual([0.02]);
  });
});
