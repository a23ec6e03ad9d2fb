// What the tests of a table on two nodes share (tables-runner.test.ts: two nodes in process, the
// holder's lock connection terminated; tests/live/kill-*.test.ts: real processes, the holder killed
// with SIGKILL): the round in play as the database sees it, a round still taking bets, and the
// checks after a takeover (the round settled by the rule under a larger fence, the table playing
// on, every bet decided once with its wallet call confirmed, balances and the ledger exact).
import { expect, vi } from 'vitest';
import type { TestServer } from '../harness';
import type { LaunchedPlayer } from '../house/house-test-client';
import { satoshis, TABLE, type createLiveTestKit } from './live-test-kit';
import type { RoundRow } from '../../modules/live/repository';

type LiveTestKit = ReturnType<typeof createLiveTestKit>;

/** Waits assert no timing: they are generous for a loaded machine. */
export const PATIENCE = { timeout: 90_000, interval: 200 };

export interface Played {
  id: string;
  phase: string;
  started_at: Date | null;
  betting_closes_at: Date;
  last_multiplier: number | null;
  exact_result: number;
  interrupted: boolean;
  fence: bigint;
  /** how long its window still has by the database's clock (negative once closed) */
  ms_left: number;
}

/** The table's round in play (not yet settled). */
export async function roundInPlay(node: TestServer, table = TABLE): Promise<Played | null> {
  const { rows } = await node.db.query<Played>(
    `SELECT id, phase, started_at, betting_closes_at, last_multiplier, exact_result, interrupted,
            fence, (extract(epoch FROM betting_closes_at - clock_timestamp()) * 1000)::float8 AS ms_left
       FROM live_rounds WHERE table_slug = $1 AND phase <> 'settled'`,
    [table],
  );
  return rows[0] ?? null;
}

/**
 * A round of the table taking bets with at least `ms` of its window left; with `busting`, one
 * whose bust point (the test reads its row) it accepts: the rounds before it are played out.
 */
export async function bettingRound(
  node: TestServer,
  ms: number,
  { table = TABLE, busting }: { table?: string; busting?: (bust: number) => boolean } = {},
): Promise<Played> {
  let found: Played | null = null;
  await vi.waitFor(
    async () => {
      found = await roundInPlay(node, table);
      const isWanted = !busting || (found !== null && busting(found.exact_result));
      expect(found?.phase === 'betting' && found.ms_left > ms && isWanted).toBe(true);
    },
    // a round skipped may climb for minutes
    busting ? { ...PATIENCE, timeout: 5 * PATIENCE.timeout } : PATIENCE,
  );
  return found as unknown as Played;
}

/** Waits for the round to be settled; the round as settled. */
export async function waitSettled(kit: LiveTestKit, roundId: string) {
  await vi.waitFor(async () => {
    expect((await kit.reload(roundId)).phase).toBe('settled');
  }, PATIENCE);
  return kit.reload(roundId);
}

/**
 * A round of the table in its climb, once `isFar` holds for its row (by default: the holder
 * recorded a multiplier), with the bets `bet` placed while it took bets. A round that ends first
 * is waited for, and the next one tried (at most 10).
 */
export async function climbingRound(
  node: TestServer,
  kit: LiveTestKit,
  bet: (round: Played) => Promise<void>,
  isFar: (round: RoundRow) => boolean = (round) => round.last_multiplier !== null,
): Promise<Played> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const round = await bettingRound(node, 1_500);
    await bet(round);
    await vi.waitFor(async () => {
      const now = await kit.reload(round.id);
      expect(now.phase !== 'betting' && (now.phase !== 'running' || isFar(now))).toBe(true);
    }, PATIENCE);
    const now = await roundInPlay(node);
    if (now?.id === round.id && now.phase === 'running') return now;
    await waitSettled(kit, round.id);
  }
  throw new Error('no round climbed far enough in 10 tries');
}

/**
 * The round its holder left in play, settled by the takeover rule under a larger fence (its hash
 * revealed), and the table's next round played by the new holder.
 */
export async function settledByTakeover(
  node: TestServer,
  kit: LiveTestKit,
  round: Played,
  table = TABLE,
) {
  const settled = await waitSettled(kit, round.id);
  expect(settled.interrupted).toBe(true);
  expect(settled.is_revealed).toBe(true);
  expect(settled.fence).toBeGreaterThan(round.fence);
  await vi.waitFor(async () => {
    const next = await roundInPlay(node, table);
    expect(next !== null && next.id !== round.id && next.fence === settled.fence).toBe(true);
  }, PATIENCE);
  return settled;
}

/**
 * Every bet of the player decided once with its wallet call confirmed, and their balance the
 * deposit plus what the bets made (a void bet's stake back, a decided bet's payout); the ledger
 * balanced. Answers the bets.
 */
export async function expectMoneyExact(
  kit: LiveTestKit,
  player: LaunchedPlayer,
  deposited: number,
) {
  const bets = await kit.betsOf(player);
  expect(bets.every((row) => row.wallet_done && !['open', 'pending'].includes(row.state))).toBe(
    true,
  );
  const net = bets.reduce(
    (sum, row) => sum - (row.state === 'void' ? 0n : row.stake) + row.payout,
    0n,
  );
  expect(await kit.balanceOf(player)).toBe(satoshis(deposited) + net);
  await kit.expectLedgerBalanced();
  return bets;
}
