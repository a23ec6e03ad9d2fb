// What the live screen knows of its table: the state the server answered once, moved on by the
// table's room events. A pure reducer, so every event's effect is tested without a socket.
import type {
  LiveBet,
  LiveRealtimeEvents,
  LiveRound,
  LiveTable,
} from '../../../contract/house-page/live-tables';

/** How many recent results the strip keeps (the server sends at most this many too). */
export const RECENT_KEPT = 100;

export interface TableState {
  table: LiveTable;
  /** the ids of the player's own bets: room events are public and cannot mark them */
  myBetIds: ReadonlySet<string>;
  /** the last word from the server about this round (its state, a phase or a tick) */
  heard: Heard;
}

/**
 * When (local ms) the server was last heard from, its clock then, and the climb's elapsed time it
 * sent (crash ticks; null for other messages).
 */
export interface Heard {
  receivedAt: number;
  serverTime: number;
  elapsedMs: number | null;
}

export type TableAction =
  | { type: 'loaded'; table: LiveTable; receivedAt: number }
  | ({ type: 'round'; receivedAt: number } & LiveRealtimeEvents['live_round'])
  | ({ type: 'tick'; receivedAt: number } & LiveRealtimeEvents['live_tick'])
  | ({ type: 'bets' } & LiveRealtimeEvents['live_bets'])
  | { type: 'placed'; bets: LiveBet[] };

export function initialTableState(table: LiveTable, receivedAt: number): TableState {
  return {
    table,
    myBetIds: new Set(table.bets.filter((bet) => bet.isMine).map((bet) => bet.id)),
    heard: { receivedAt, serverTime: table.serverTime, elapsedMs: null },
  };
}

/** The bets with `updates` merged in by id (new ones last), the player's own marked as theirs. */
function mergeBets(
  bets: readonly LiveBet[],
  updates: readonly LiveBet[],
  myBetIds: ReadonlySet<string>,
): LiveBet[] {
  const merged = new Map(bets.map((bet) => [bet.id, bet]));
  for (const update of updates) {
    const known = merged.get(update.id);
    // messages may cross (a coalesced "open" after the cash-out's answer): a decided bet stays so
    if (known && known.state !== 'open' && update.state === 'open') continue;
    const isMine = update.isMine || myBetIds.has(update.id) || known?.isMine === true;
    merged.set(update.id, { ...update, isMine });
  }
  return [...merged.values()];
}

/** The recent results with an ended round's added in front (once). */
function withResult(recent: LiveTable['recent'], round: LiveRound): LiveTable['recent'] {
  if (round.result === null || recent.some((entry) => entry.roundId === round.id)) return recent;
  return [{ roundId: round.id, index: round.index, result: round.result }, ...recent].slice(
    0,
    RECENT_KEPT,
  );
}

const PHASE_ORDER = { betting: 0, running: 1, ended: 2, settled: 3 } as const;

function applyRound(
  state: TableState,
  { round, receivedAt, serverTime }: Extract<TableAction, { type: 'round' }>,
): TableState {
  const current = state.table.round;
  const isNewRound = round.id !== current.id;
  // a late message of an older round, or an earlier phase of this one, changes nothing
  if (
    isNewRound ? round.index < current.index : PHASE_ORDER[round.phase] < PHASE_ORDER[current.phase]
  )
    return state;
  const recent =
    round.phase === 'ended' || round.phase === 'settled'
      ? withResult(state.table.recent, round)
      : state.table.recent;
  return {
    ...state,
    table: { ...state.table, round, recent, bets: isNewRound ? [] : state.table.bets },
    heard: { receivedAt, serverTime, elapsedMs: null },
  };
}

function applyTick(state: TableState, action: Extract<TableAction, { type: 'tick' }>): TableState {
  const { round } = state.table;
  if (action.roundId !== round.id || round.phase === 'ended' || round.phase === 'settled')
    return state;
  if ((state.heard.elapsedMs ?? -1) > action.elapsedMs) return state;
  // a tick while the screen still shows betting: the message that the climb began was missed
  const startedAt = round.startedAt ?? action.serverTime - action.elapsedMs;
  return {
    ...state,
    table: { ...state.table, round: { ...round, phase: 'running', startedAt } },
    heard: {
      receivedAt: action.receivedAt,
      serverTime: action.serverTime,
      elapsedMs: action.elapsedMs,
    },
  };
}

export function tableReducer(state: TableState, action: TableAction): TableState {
  switch (action.type) {
    case 'loaded': {
      const fresh = initialTableState(action.table, action.receivedAt);
      const myBetIds = new Set([...state.myBetIds, ...fresh.myBetIds]);
      return {
        ...fresh,
        myBetIds,
        table: { ...action.table, bets: mergeBets([], action.table.bets, myBetIds) },
      };
    }
    case 'round':
      if (action.table !== state.table.slug) return state;
      return applyRound(state, action);
    case 'tick':
      if (action.table !== state.table.slug) return state;
      return applyTick(state, action);
    case 'bets':
      if (action.table !== state.table.slug || action.roundId !== state.table.round.id)
        return state;
      return {
        ...state,
        table: { ...state.table, bets: mergeBets(state.table.bets, action.bets, state.myBetIds) },
      };
    case 'placed': {
      const myBetIds = new Set([...state.myBetIds, ...action.bets.map((bet) => bet.id)]);
      const current = action.bets.filter((bet) => bet.roundId === state.table.round.id);
      return {
        ...state,
        myBetIds,
        table: { ...state.table, bets: mergeBets(state.table.bets, current, myBetIds) },
      };
    }
  }
}
