import { describe, expect, it } from 'vitest';
import type { LiveBet, LiveRound, LiveTable } from '../../../contract/house-page/live-tables';
import { initialTableState, RECENT_KEPT, tableReducer, type TableState } from './table-state';

const round = (overrides: Partial<LiveRound> = {}): LiveRound => ({
  id: 'r1',
  table: 'crash',
  engine: 'crash',
  index: 1,
  phase: 'betting',
  bettingClosesAt: 16_000,
  startedAt: null,
  result: null,
  hash: null,
  ...overrides,
});

const bet = (overrides: Partial<LiveBet> = {}): LiveBet => ({
  id: 'b1',
  roundId: 'r1',
  player: 'a***z',
  isMine: false,
  kind: 'main',
  stake: 1,
  autoCashOut: null,
  spot: null,
  state: 'open',
  multiplier: null,
  payout: 0,
  ...overrides,
});

const table = (overrides: Partial<LiveTable> = {}): LiveTable => ({
  slug: 'crash',
  engine: 'crash',
  round: round(),
  bets: [],
  recent: [],
  fairness: { terminatingHash: 'h0', salt: 's', saltSource: 'generated', houseEdge: 0.01 },
  limits: { minStake: 0.01, maxStake: 100, maxWin: 10_000 },
  serverTime: 10_000,
  ...overrides,
});

const start = (overrides: Partial<LiveTable> = {}): TableState =>
  initialTableState(table(overrides), 500);

describe('the live table reducer', () => {
  it('starts from the loaded table, marking the bets the server said are mine', () => {
    const state = start({ bets: [bet({ id: 'b1', isMine: true }), bet({ id: 'b2' })] });
    expect([...state.myBetIds]).toEqual(['b1']);
    expect(state.heard).toEqual({ receivedAt: 500, serverTime: 10_000, elapsedMs: null });
  });

  it('opens a new round with no bets, and ends one adding its bust point to the strip once', () => {
    let state = start({ bets: [bet()], recent: [{ roundId: 'r0', index: 0, result: 1.5 }] });
    const ended = round({ phase: 'ended', result: 3.21, hash: 'abc', startedAt: 16_000 });
    const endedEvent = {
      type: 'round',
      table: 'crash',
      round: ended,
      serverTime: 20_000,
      receivedAt: 900,
    } as const;
    state = tableReducer(state, endedEvent);
    state = tableReducer(state, endedEvent);
    expect(state.table.recent.map((entry) => entry.result)).toEqual([3.21, 1.5]);
    expect(state.table.bets).toHaveLength(1);
    expect(state.heard).toEqual({ receivedAt: 900, serverTime: 20_000, elapsedMs: null });

    const next = round({ id: 'r2', index: 2, bettingClosesAt: 29_000 });
    state = tableReducer(state, {
      type: 'round',
      table: 'crash',
      round: next,
      serverTime: 23_000,
      receivedAt: 950,
    });
    expect(state.table.round.id).toBe('r2');
    expect(state.table.bets).toEqual([]);
  });

  it('keeps the strip to the last results', () => {
    const recent = Array.from({ length: RECENT_KEPT }, (_, i) => ({
      roundId: `old${i}`,
      index: i,
      result: 2,
    }));
    const ended = round({ phase: 'ended', result: 1 });
    const state = tableReducer(start({ recent }), {
      type: 'round',
      table: 'crash',
      round: ended,
      serverTime: 1,
      receivedAt: 1,
    });
    expect(state.table.recent).toHaveLength(RECENT_KEPT);
    expect(state.table.recent[0]?.roundId).toBe('r1');
  });

  it('ignores a late message of an earlier phase or an older round, and other tables', () => {
    const running = tableReducer(start(), {
      type: 'round',
      table: 'crash',
      round: round({ phase: 'running', startedAt: 16_000 }),
      serverTime: 16_000,
      receivedAt: 1,
    });
    const late = tableReducer(running, {
      type: 'round',
      table: 'crash',
      round: round(),
      serverTime: 15_000,
      receivedAt: 2,
    });
    expect(late).toBe(running);
    const older = tableReducer(running, {
      type: 'round',
      table: 'crash',
      round: round({ id: 'r0', index: 0, phase: 'ended', result: 2 }),
      serverTime: 1,
      receivedAt: 2,
    });
    expect(older).toBe(running);
    const other = tableReducer(running, {
      type: 'round',
      table: 'live-roulette',
      round: round({ id: 'x', index: 9 }),
      serverTime: 1,
      receivedAt: 2,
    });
    expect(other).toBe(running);
  });

  it('follows the ticks of the climb, never backwards, and notes when they came', () => {
    let state = tableReducer(start(), {
      type: 'round',
      table: 'crash',
      round: round({ phase: 'running', startedAt: 16_000 }),
      serverTime: 16_000,
      receivedAt: 1_000,
    });
    state = tableReducer(state, {
      type: 'tick',
      table: 'crash',
      roundId: 'r1',
      elapsedMs: 200,
      serverTime: 16_200,
      receivedAt: 1_210,
    });
    expect(state.heard).toEqual({ receivedAt: 1_210, serverTime: 16_200, elapsedMs: 200 });
    const stale = tableReducer(state, {
      type: 'tick',
      table: 'crash',
      roundId: 'r1',
      elapsedMs: 100,
      serverTime: 16_100,
      receivedAt: 1_220,
    });
    expect(stale).toBe(state);
    const otherRound = tableReducer(state, {
      type: 'tick',
      table: 'crash',
      roundId: 'r0',
      elapsedMs: 900,
      serverTime: 1,
      receivedAt: 1,
    });
    expect(otherRound).toBe(state);
  });

  it('takes a tick during betting as the climb having started (its start message was missed)', () => {
    const state = tableReducer(start(), {
      type: 'tick',
      table: 'crash',
      roundId: 'r1',
      elapsedMs: 300,
      serverTime: 16_300,
      receivedAt: 5,
    });
    expect(state.table.round.phase).toBe('running');
    expect(state.table.round.startedAt).toBe(16_000);
  });

  it('does not move an ended round with a late tick', () => {
    const ended = tableReducer(start(), {
      type: 'round',
      table: 'crash',
      round: round({ phase: 'ended', result: 1.2, startedAt: 16_000 }),
      serverTime: 1,
      receivedAt: 1,
    });
    expect(
      tableReducer(ended, {
        type: 'tick',
        table: 'crash',
        roundId: 'r1',
        elapsedMs: 3_000,
        serverTime: 1,
        receivedAt: 2,
      }),
    ).toBe(ended);
  });

  it('merges everyone’s bets by id and keeps the player’s own marked as theirs', () => {
    let state = tableReducer(start(), {
      type: 'placed',
      bets: [bet({ id: 'mine', isMine: true, player: 'm***e' })],
    });
    state = tableReducer(state, {
      type: 'bets',
      table: 'crash',
      roundId: 'r1',
      bets: [
        bet({ id: 'other' }),
        bet({
          id: 'mine',
          isMine: false,
          player: 'm***e',
          state: 'cashed-out',
          multiplier: 1.5,
          payout: 1.5,
        }),
      ],
    });
    expect(state.table.bets.map((entry) => [entry.id, entry.isMine, entry.state])).toEqual([
      ['mine', true, 'cashed-out'],
      ['other', false, 'open'],
    ]);
  });

  it('never turns a decided bet back to open when messages cross', () => {
    let state = tableReducer(start(), {
      type: 'placed',
      bets: [bet({ id: 'mine', isMine: true, state: 'cashed-out', multiplier: 2, payout: 2 })],
    });
    state = tableReducer(state, {
      type: 'bets',
      table: 'crash',
      roundId: 'r1',
      bets: [bet({ id: 'mine' })],
    });
    expect(state.table.bets[0]?.state).toBe('cashed-out');
  });

  it('drops bets of another round, and keeps the ids of the player’s bets across a reload', () => {
    let state = tableReducer(start(), {
      type: 'bets',
      table: 'crash',
      roundId: 'r0',
      bets: [bet({ id: 'old', roundId: 'r0' })],
    });
    expect(state.table.bets).toEqual([]);
    state = tableReducer(state, { type: 'placed', bets: [bet({ id: 'mine', isMine: true })] });
    // after a reconnect the table is asked again: a public copy of the bet is still the player's
    state = tableReducer(state, {
      type: 'loaded',
      table: table({ bets: [bet({ id: 'mine', isMine: false })], serverTime: 12_000 }),
      receivedAt: 700,
    });
    expect(state.table.bets[0]?.isMine).toBe(true);
    expect(state.heard.serverTime).toBe(12_000);
  });
});
