import { afterEach, describe, expect, it, vi } from 'vitest';
import { crashTimeOf, type LiveRealtimeEvents } from '../../../contract/house-page/live-tables';
import { createTestServer, TEST_DB_KIND, type TestServer } from '../../testing/harness';
import type { RoomMessage } from '../realtime/realtime';
import { createLiveTestKit, satoshis } from '../../testing/live/live-test-kit';
import {
  bettingRound,
  climbingRound,
  expectMoneyExact,
  PATIENCE,
  roundInPlay,
  settledByTakeover,
} from '../../testing/live/takeover-test-kit';

// The rounds as the live-tables singleton runs them: on one node, and on two nodes whose holder
// dies during betting and during the climb (its lock connection terminated, as PostgreSQL does
// when a node vanishes). Waits assert no timing: they are generous for a loaded machine.
const LIVE_ENV = { LIVE_TABLES: 'on', LIVE_CHAIN_LENGTH: '2000' };

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
    const settled = await settledByTakeover(first, kit, round);
    expect(settled.started_at).toBeNull();
    const bets = await expectMoneyExact(kit, player, 10);
    expect(bets.map((row) => row.state)).toEqual(['void', 'void']);
    expect(await kit.balanceOf(player)).toBe(satoshis(10));
  }, 180_000);

  it('pays the better of the stake or a cash-out at the last recorded multiplier when the node died in the climb', async () => {
    const first = await startNode();
    await startNode(first);
    const kit = createLiveTestKit(first);
    const player = await kit.newPlayer(50);
    const round = await climbingRound(first, kit, async (betting) => {
      await kit.play(player, 'crash/bet', { roundId: betting.id, kind: 'main', amount: 1 });
      await kit.play(player, 'crash/bet', { roundId: betting.id, kind: 'at-least-10', amount: 1 });
    });
    await killHolder(first);
    const settled = await settledByTakeover(first, kit, round);
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
    await expectMoneyExact(kit, player, 50);
  }, 240_000);
});
