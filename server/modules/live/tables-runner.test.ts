import { afterEach, describe, expect, it, vi } from 'vitest';
import { crashTimeOf, type LiveRealtimeEvents } from '../../../contract/live-tables';
import { createTestServer, TEST_DB_KIND, type TestServer } from '../../testing/harness';
import type { RoomMessage } from '../realtime/realtime';
import { createLiveTestKit, satoshis, TABLE } from './live-test-kit';

// The rounds as the live-tables singleton runs them: on one node, and on two nodes whose holder
// dies during betting and during the climb (its lock connection terminated, as PostgreSQL does
// when a node vanishes). Waits assert no timing: they are generous for a loaded machine.
const LIVE_ENV = { LIVE_TABLES: 'on', LIVE_CHAIN_LENGTH: '2000' };
const PATIENCE = { timeout: 60_000, interval: 100 };

const nodes: TestServer[] = [];
afterEach(async () => {
  for (const node of nodes.splice(0).reverse()) await node.close();
});

async function startNode(sharing?: TestServer) {
  const node = await createTestServer({
    seedDemo: !sharing,
    env: LIVE_ENV,
    ...(sharing && { sharing }),
  });
  nodes.push(node);
  return node;
}

interface Played {
  id: string;
  phase: string;
  started_at: Date | null;
  betting_closes_at: Date;
  last_multiplier: number | null;
  interrupted: boolean;
  fence: bigint;
  ms_left: number;
}

/** The table's round in play, with how long its window still has by the database's clock. */
async function roundInPlay(node: TestServer): Promise<Played | null> {
  const { rows } = await node.db.query<Played>(
    `SELECT id, phase, started_at, betting_closes_at, last_multiplier, interrupted, fence,
            (extract(epoch FROM betting_closes_at - clock_timestamp()) * 1000)::float8 AS ms_left
       FROM live_rounds WHERE table_slug = $1 AND phase <> 'settled'`,
    [TABLE],
  );
  return rows[0] ?? null;
}

/** A round taking bets with at least `ms` of its window left. */
async function bettingRound(node: TestServer, ms: number): Promise<Played> {
  let found: Played | null = null;
  await vi.waitFor(async () => {
    found = await roundInPlay(node);
    expect(found?.phase === 'betting' && found.ms_left > ms).toBe(true);
  }, PATIENCE);
  return found as unknown as Played;
}

describe.runIf(TEST_DB_KIND === 'pglite')('a crash table on one node', () => {
  it('plays rounds one after another: betting, the climb with ticks, the end with its hash, settlement', async () => {
    const node = await startNode();
    const kit = createLiveTestKit(node);
    const heard: RoomMessage[] = [];
    node.deps.realtime.subscribeToRooms((message) => heard.push(message));
    const player = await kit.newPlayer(10);
    const round = await bettingRound(node, 1_000);
    await kit.play(player, 'crash/bet', { roundId: round.id, kind: 'at-least-2', amount: 1 });
    // the climb lasts until the bust: a high one (40x takes a minute) is waited for in full
    const climbMs = crashTimeOf(Math.max(1, (await kit.reload(round.id)).exact_result));
    await vi.waitFor(
      async () => {
        expect((await kit.reload(round.id)).phase).toBe('settled');
      },
      { ...PATIENCE, timeout: PATIENCE.timeout + climbMs },
    );
    const settled = await kit.reload(round.id);
    const [bet] = await kit.betsOf(player);
    expect(bet?.state).toBe(settled.exact_result >= 2 ? 'won' : 'lost');
    expect(bet?.wallet_done).toBe(true);
    const ofRound = heard.filter(
      (message) =>
        (message.event === 'live_round' &&
          (message.data as LiveRealtimeEvents['live_round']).round.id === round.id) ||
        (message.event === 'live_tick' &&
          (message.data as LiveRealtimeEvents['live_tick']).roundId === round.id),
    );
    const phases = ofRound
      .filter((message) => message.event === 'live_round')
      .map((message) => (message.data as LiveRealtimeEvents['live_round']).round);
    // its opening may have gone out before this test listened
    const shownPhases = phases.map((shown) => shown.phase).filter((phase) => phase !== 'betting');
    expect(shownPhases).toEqual(['running', 'ended', 'settled']);
    const beforeEnd = phases.filter(
      (shown) => shown.phase === 'betting' || shown.phase === 'running',
    );
    expect(beforeEnd.every((shown) => shown.hash === null && shown.result === null)).toBe(true);
    expect(phases.find((shown) => shown.phase === 'ended')).toMatchObject({
      hash: settled.hash,
      result: settled.result,
    });
    // a climb of more than a few ms ticks (an instant bust has no climb)
    if (settled.exact_result > 1.01)
      expect(ofRound.some((message) => message.event === 'live_tick')).toBe(true);
    // the next round opens on the next hash of the chain
    await vi.waitFor(async () => {
      const next = await roundInPlay(node);
      expect(next?.id).not.toBe(round.id);
      expect(next).not.toBeNull();
    }, PATIENCE);
    await kit.expectLedgerBalanced();
    // a long climb (rare) is waited for in full
  }, 900_000);
});

describe.runIf(TEST_DB_KIND === 'postgres')('a crash table on two nodes', () => {
  /** Terminates the lock connection of the node holding the live tables' lease. */
  async function killHolder(node: TestServer) {
    const { rows } = await node.db.query<{ terminated: boolean }>(
      `SELECT pg_terminate_backend(a.pid) AS terminated
         FROM pg_stat_activity a JOIN pg_locks l ON l.pid = a.pid
        WHERE a.application_name = 'casino singleton: live-tables' AND a.datname = current_database()
          AND l.locktype = 'advisory' AND l.granted`,
    );
    expect(rows).toEqual([{ terminated: true }]);
  }

  async function waitSettled(kit: ReturnType<typeof createLiveTestKit>, roundId: string) {
    await vi.waitFor(async () => {
      expect((await kit.reload(roundId)).phase).toBe('settled');
    }, PATIENCE);
    return kit.reload(roundId);
  }

  it('refunds every bet of a round whose node died while it took bets, and plays on', async () => {
    const first = await startNode();
    await startNode(first);
    const kit = createLiveTestKit(first);
    const player = await kit.newPlayer(10);
    const round = await bettingRound(first, 2_500);
    await kit.play(player, 'crash/bet', {
      roundId: round.id,
      kind: 'main',
      amount: 2,
      autoCashOut: 1.01,
    });
    await kit.play(player, 'crash/bet', { roundId: round.id, kind: 'under-2', amount: 1 });
    await killHolder(first);
    const settled = await waitSettled(kit, round.id);
    expect(settled.interrupted).toBe(true);
    expect(settled.is_revealed).toBe(true);
    // the takeover settled it under the new lease
    expect(settled.fence).toBeGreaterThan(round.fence);
    expect(settled.started_at).toBeNull();
    const bets = await kit.betsOf(player);
    expect(bets.map((row) => [row.state, row.wallet_done])).toEqual([
      ['void', true],
      ['void', true],
    ]);
    expect(await kit.balanceOf(player)).toBe(satoshis(10));
    // and the table plays on under the new holder
    await vi.waitFor(async () => {
      const next = await roundInPlay(first);
      expect(next !== null && next.id !== round.id && next.fence === settled.fence).toBe(true);
    }, PATIENCE);
    await kit.expectLedgerBalanced();
  }, 120_000);

  it('pays the better of the stake or a cash-out at the last recorded multiplier when the node died in the climb', async () => {
    const first = await startNode();
    await startNode(first);
    const kit = createLiveTestKit(first);
    const player = await kit.newPlayer(50);
    let climbing: Played | null = null;
    // a round whose climb lasts long enough to record its multiplier (most do)
    for (let attempt = 0; attempt < 10 && !climbing; attempt++) {
      const round = await bettingRound(first, 1_500);
      await kit.play(player, 'crash/bet', { roundId: round.id, kind: 'main', amount: 1 });
      await kit.play(player, 'crash/bet', { roundId: round.id, kind: 'at-least-10', amount: 1 });
      await vi.waitFor(async () => {
        const now = await kit.reload(round.id);
        expect(now.phase !== 'betting').toBe(true);
      }, PATIENCE);
      await vi.waitFor(async () => {
        const now = await kit.reload(round.id);
        expect(now.phase !== 'running' || now.last_multiplier !== null).toBe(true);
      }, PATIENCE);
      const now = await roundInPlay(first);
      if (now?.id === round.id && now.phase === 'running') climbing = now;
      else await waitSettled(kit, round.id);
    }
    expect(climbing).not.toBeNull();
    const round = climbing as unknown as Played;
    await killHolder(first);
    const settled = await waitSettled(kit, round.id);
    expect(settled.interrupted).toBe(true);
    const { rows } = await first.db.query<{
      kind: string;
      state: string;
      stake: bigint;
      payout: bigint;
      multiplier: number | null;
    }>(
      'SELECT kind, state, stake, payout, multiplier FROM live_bets WHERE round_id = $1 ORDER BY kind',
      [round.id],
    );
    const [side, main] = [
      rows.find((row) => row.kind === 'at-least-10'),
      rows.find((row) => row.kind === 'main'),
    ];
    expect(side?.state).toBe('void');
    // the better of the stake back or the last recorded multiplier: never less than the stake
    if (main?.state === 'cashed-out') {
      expect(main.multiplier).toBeGreaterThanOrEqual(round.last_multiplier as number);
      expect(main.multiplier).toBeLessThan(settled.exact_result);
      expect(main.payout).toBeGreaterThan(main.stake);
    } else {
      expect(main?.state).toBe('void');
      expect(settled.last_multiplier).toBeLessThan(1.01);
    }
    const bets = await kit.betsOf(player);
    expect(
      bets.every((row) => row.wallet_done && row.state !== 'open' && row.state !== 'pending'),
    ).toBe(true);
    const net = bets.reduce(
      (sum, row) => sum - (row.state === 'void' ? 0n : row.stake) + row.payout,
      0n,
    );
    expect(await kit.balanceOf(player)).toBe(satoshis(50) + net);
    await kit.expectLedgerBalanced();
  }, 180_000);
});
