// What the live tables' tests share: players launched into `crash`, the live calls checked against
// their contract, and a table run by the test itself (the engine's steps, driven one by one) on a
// lease of its own, so a test sets the database clock's view of a round (its window, its start).
import { expect } from 'vitest';
import type { Call } from '../../../contract/call';
import {
  liveCrashBet,
  liveCrashCashOut,
  liveMyRounds,
  liveRoundProof,
  liveTableState,
} from '../../../contract/house-page/live-tables';
import { mbtcToSatoshis } from '../../../contract/money';
import { fencedDatabase, takeNextFence } from '../../cluster/leases';
import type { Queryable } from '../../db/database';
import type { AppDeps } from '../../deps';
import type { TestServer } from '../harness';
import { createHouse } from '../../modules/house/house-context';
import { callHouse, createHouseTestClient, type LaunchedPlayer } from '../house/house-test-client';
import { walletThroughApp } from '../../modules/house/house-wallet';
import { getBalance } from '../../modules/wallet/ledger';
import { resultBytes } from '../../modules/live/chain';
import { chainInUse, createChain, nextIndex, storedHashAt } from '../../modules/live/chain-store';
import type { TableRun } from '../../modules/live/crash-table';
import { chainSettings, createLiveContext } from '../../modules/live/live-context';
import { createLivePublisher } from '../../modules/live/publisher';
import { findRound, type RoundRow } from '../../modules/live/repository';
import { crashPointFromBytes } from '../../modules/live/results';
import { LIVE_TABLES_SINGLETON } from '../../modules/live/tables-runner';

const CALLS = {
  state: liveTableState,
  'crash/bet': liveCrashBet,
  'crash/cash_out': liveCrashCashOut,
  my_rounds: liveMyRounds,
  round_proof: liveRoundProof,
} satisfies Record<string, Call>;
type LivePath = keyof typeof CALLS;

export const TABLE = 'crash';
export const satoshis = (mbtc: number) => mbtcToSatoshis(mbtc) as bigint;

/**
 * Records the table's next rounds on its chain as played without bets (settled, revealed, with
 * their chain results) up to the first of `inARow` rounds in a row whose crash points all `fits`:
 * the engine's openRound opens that one next. One statement instead of a round opened and ended
 * per index passed over.
 */
export async function passRounds(
  db: Queryable,
  options: {
    table: string;
    edge: number;
    fence: bigint;
    fits: (bust: number) => boolean;
    inARow?: number;
  },
) {
  const { table, edge, fence, fits, inARow = 1 } = options;
  const chain = await chainInUse(db, table);
  if (!chain) throw new Error('the table has no chain yet: open a round first');
  const first = await nextIndex(db, chain.id);
  const rounds: { idx: number; exact: number; shown: number; hash: string }[] = [];
  let fitting = 0;
  for (let index = first; fitting < inARow; index++) {
    if (index > chain.length) throw new Error('no round on the chain busts where asked');
    const hash = await storedHashAt(db, chain, index);
    const bust = crashPointFromBytes(resultBytes(hash, chain.salt), edge);
    rounds.push({ idx: index, exact: bust.exact, shown: bust.shown, hash });
    fitting = fits(bust.exact) ? fitting + 1 : 0;
  }
  const passed = rounds.slice(0, rounds.length - inARow);
  await db.query(
    `INSERT INTO live_rounds (id, table_slug, engine, chain_id, idx, phase, fence,
            betting_closes_at, exact_result, result, hash, is_revealed)
     SELECT 'passed-' || $2::int || '-' || idx, $1, 'crash', $2, idx, 'settled', $3,
            clock_timestamp(), exact, shown, hash, true
       FROM unnest($4::int[], $5::float8[], $6::float8[], $7::text[]) AS t(idx, exact, shown, hash)`,
    [
      table,
      chain.id,
      fence.toString(),
      passed.map((round) => round.idx),
      passed.map((round) => round.exact),
      passed.map((round) => round.shown),
      passed.map((round) => round.hash),
    ],
  );
}

/**
 * A node's setup (createTestServer's `beforeStart`) for a test that runs the Crash table on the
 * node's own engine: the table's chain made as the engine would make it, its first rounds passed
 * over so that the engine's first `inARow` rounds all bust where `fits` says. Without it the test
 * waits in real time for a round that fits, behind rounds that may climb for minutes.
 */
export function chainStartingWith(fits: (bust: number) => boolean, inARow: number) {
  return async (deps: AppDeps) => {
    const { config } = deps;
    await createChain(deps.db, TABLE, chainSettings(config), deps.logger);
    // no lease yet: the rounds passed over carry fence 0, below any holder's
    const edge = config.LIVE_CRASH_HOUSE_EDGE;
    await passRounds(deps.db, { table: TABLE, edge, fence: 0n, fits, inARow });
  };
}

export function createLiveTestKit(server: TestServer, table: string = TABLE) {
  const houseClient = createHouseTestClient(server);

  const call = (path: LivePath, body: Record<string, unknown>) =>
    callHouse(server, CALLS[path], body);

  const as = (player: LaunchedPlayer, path: LivePath, body: Record<string, unknown> = {}) =>
    call(path, { token: player.token, game: player.game, ...body });

  /** A call that must succeed. */
  async function play(player: LaunchedPlayer, path: LivePath, body: Record<string, unknown> = {}) {
    const result = await as(player, path, body);
    expect(result.httpStatus, JSON.stringify(result.body)).toBe(200);
    return result.body;
  }

  /** A new player holding `mbtc`, launched into the table from the lobby's live games. */
  const newPlayer = (mbtc: number, username?: string) =>
    houseClient.newPlayer(satoshis(mbtc), table, { lobbyCall: 'getLiveGameUrl', username });

  /** The table run by the test: a fresh lease (fence) of the live-tables singleton. */
  async function tableRun(signal = new AbortController().signal): Promise<TableRun> {
    const fence = await takeNextFence(server.db, LIVE_TABLES_SINGLETON, 'test');
    const db = fencedDatabase(server.db, LIVE_TABLES_SINGLETON, fence);
    const house = createHouse({ ...server.deps, db }, walletThroughApp(server.app));
    const live = createLiveContext(house, server.deps.realtime, server.deps.config);
    const publisher = createLivePublisher(server.deps.realtime);
    return { live, house, publisher, table: TABLE, engine: 'crash', fence, signal };
  }

  /** Closes the round's window now, by the database's clock. */
  async function closeWindow(roundId: string) {
    await server.db.query(
      `UPDATE live_rounds SET betting_closes_at = clock_timestamp() WHERE id = $1`,
      [roundId],
    );
  }

  /** Moves the climb's start back so the database's clock reads `elapsedMs` into it now. */
  async function climbedFor(roundId: string, elapsedMs: number) {
    await server.db.query(
      `UPDATE live_rounds SET started_at = clock_timestamp() - $2 * interval '1 millisecond'
        WHERE id = $1`,
      [roundId, elapsedMs],
    );
  }

  /**
   * Records the table's next rounds as played without bets up to the first whose crash point
   * `fits`, so that the engine's openRound opens that one next (passRounds).
   */
  async function passRoundsUntil(run: TableRun, fits: (bust: number) => boolean) {
    const { edge } = run.live.settingsOf('crash');
    await passRounds(server.db, { table, edge, fence: run.fence, fits });
  }

  /** Keeps the round's window open until the test closes it (a busy machine bets slowly). */
  async function holdWindowOpen(roundId: string) {
    await server.db.query(
      `UPDATE live_rounds SET betting_closes_at = clock_timestamp() + interval '10 minutes'
        WHERE id = $1`,
      [roundId],
    );
  }

  /** Ends a round nobody bet on, so the table can open its next. */
  async function skipRound(roundId: string) {
    await server.db.query(
      `UPDATE live_rounds SET phase = 'settled', is_revealed = true WHERE id = $1`,
      [roundId],
    );
  }

  const reload = async (roundId: string) => (await findRound(server.db, roundId)) as RoundRow;

  async function balanceOf(player: LaunchedPlayer) {
    return getBalance(server.db, player.playerId);
  }

  /** Every bet of the player, as the house recorded it. */
  async function betsOf(player: LaunchedPlayer) {
    const { rows } = await server.db.query<{
      id: string;
      state: string;
      stake: bigint;
      payout: bigint;
      multiplier: number | null;
      wallet_done: boolean;
    }>(
      'SELECT id, state, stake, payout, multiplier, wallet_done FROM live_bets WHERE player = $1',
      [String(player.playerId)],
    );
    return rows;
  }

  return {
    call,
    as,
    play,
    newPlayer,
    tableRun,
    closeWindow,
    climbedFor,
    skipRound,
    passRoundsUntil,
    holdWindowOpen,
    reload,
    balanceOf,
    betsOf,
    expectLedgerBalanced: houseClient.expectLedgerBalanced,
  };
}
