// What the live tables' tests share: players launched into `crash`, the live calls checked against
// their contract, and a table run by the test itself (the engine's steps, driven one by one) on a
// lease of its own, so a test sets the database clock's view of a round (its window, its start).
import * as v from 'valibot';
import { expect } from 'vitest';
import type { Call } from '../../../contract/call';
import { HOUSE_API_BASE } from '../../../contract/house';
import {
  liveCrashBet,
  liveCrashCashOut,
  liveMyRounds,
  liveRoundProof,
  liveTableState,
} from '../../../contract/live-tables';
import { mbtcToSatoshis } from '../../../contract/money';
import { fencedDatabase, takeNextFence } from '../../cluster/leases';
import type { CallResult, TestServer } from '../../testing/harness';
import { createHouse } from '../house/house-context';
import { createHouseTestClient, type LaunchedPlayer } from '../house/house-test-client';
import { walletThroughApp } from '../house/routes';
import { checkLedger, getBalance, isLedgerBalanced } from '../wallet/ledger';
import type { TableRun } from './crash-table';
import { createLiveContext } from './live-context';
import { createLivePublisher } from './publisher';
import { findRound, type RoundRow } from './repository';
import { LIVE_TABLES_SINGLETON } from './tables-runner';

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

export function createLiveTestKit(server: TestServer, table: string = TABLE) {
  const houseClient = createHouseTestClient(server);

  async function call(path: LivePath, body: Record<string, unknown>): Promise<CallResult> {
    const result = await server.raw('POST', `${HOUSE_API_BASE}live/${path}`, {
      body: JSON.stringify(body),
    });
    if (result.httpStatus === 200) {
      const parsed = v.safeParse(CALLS[path].response, result.body);
      expect(parsed.issues?.map((issue) => issue.path?.map((item) => item.key).join('.'))).toBe(
        undefined,
      );
    }
    return result;
  }

  const as = (player: LaunchedPlayer, path: LivePath, body: Record<string, unknown> = {}) =>
    call(path, { token: player.token, game: player.game, ...body });

  /** A call that must succeed. */
  async function play(player: LaunchedPlayer, path: LivePath, body: Record<string, unknown> = {}) {
    const result = await as(player, path, body);
    expect(result.httpStatus, JSON.stringify(result.body)).toBe(200);
    return result.body;
  }

  /** A new player holding `mbtc`, launched into the table from the lobby's live games. */
  async function newPlayer(mbtc: number, username?: string): Promise<LaunchedPlayer> {
    const player = await server.register(username ? { username } : undefined);
    await server.deposit(player.playerId, satoshis(mbtc));
    const { rows } = await server.db.query<{ id: number }>('SELECT id FROM games WHERE slug = $1', [
      table,
    ]);
    const launched = await server.call(
      'getLiveGameUrl',
      { gameId: rows[0]?.id, lan: 'en' },
      { token: player.token },
    );
    expect(launched.httpStatus, JSON.stringify(launched.body)).toBe(200);
    const url = new URL(launched.body.url as string, 'http://localhost');
    const token = url.searchParams.get('token') as string;
    await houseClient.call('open', { token, game: table });
    return { playerId: player.playerId, accessToken: player.token, token, game: table };
  }

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

  async function expectLedgerBalanced() {
    expect(isLedgerBalanced(await checkLedger(server.db))).toBe(true);
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
    reload,
    balanceOf,
    betsOf,
    expectLedgerBalanced,
  };
}
