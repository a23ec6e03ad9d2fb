import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOUSE_API_BASE } from '../../contract/house';
import type { LaunchedPlayer } from '../../server/modules/house/house-test-client';
import { createLiveTestKit, satoshis } from '../../server/modules/live/live-test-kit';
import {
  bettingRound,
  climbingRound,
  expectMoneyExact,
  PATIENCE,
  settledByTakeover,
} from '../../server/modules/live/takeover-test-kit';
import { createTestServer, TEST_DB_KIND, type TestServer } from '../../server/testing/harness';

// `kill -9` of the process running the rounds. Two real server processes (the bench's, as main.ts
// runs one, LIVE_TABLES=on) on the test's PostgreSQL database: the first holds the live-tables
// lease; the test's own node (LIVE_TABLES=off) serves the players' calls. The holder is killed
// with SIGKILL during betting, during the climb, between cash-outs it decided and their credit,
// and during a Live Roulette spin: the second process takes over and settles the round by the
// takeover rule, nothing doubled or lost. PostgreSQL only: the processes share its database.
let server: TestServer | null = null;
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.stdin?.write('quit\n');
    await new Promise((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => resolve(clearTimeout(timer)));
    });
  }
  await server?.close();
  server = null;
});

interface ServerProcess {
  child: ChildProcess;
  /** where it serves the players' calls */
  url: string;
}

/** A real server process on the database running the live tables; resolves once it listens. */
async function startProcess(databaseUrl: string): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'tests/bench/live-bench-server.ts',
      '--mode=live',
      `--database-url=${databaseUrl}`,
      '--live-tables=on',
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  children.push(child);
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const ready = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`server process exited with ${code}`)));
  });
  const { port } = JSON.parse(ready) as { port: number };
  return { child, url: `http://127.0.0.1:${port}` };
}

async function killHard({ child }: ServerProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** Both processes up, the first holding the lease (a round of its is in play). */
async function holderAndStandby() {
  server = await createTestServer({ seedDemo: true });
  const url = server.databaseUrl as string;
  const holder = await startProcess(url);
  await bettingRound(server, 0);
  await startProcess(url);
  return { node: server, holder, kit: createLiveTestKit(server) };
}

/**
 * Holds the player's cash account locked (`FOR UPDATE`, in an open transaction), as every money
 * movement of theirs takes it first (wallet/ledger.ts): a win the wallet is asked for waits.
 */
async function lockCash(node: TestServer, player: LaunchedPlayer) {
  let release: () => void = () => undefined;
  const released = new Promise((resolve) => (release = () => resolve(null)));
  let locked: () => void = () => undefined;
  const isLocked = new Promise((resolve) => (locked = () => resolve(null)));
  const held = node.db.transaction(async (tx) => {
    await tx.query(`SELECT id FROM accounts WHERE player_id = $1 AND kind = 'cash' FOR UPDATE`, [
      player.playerId,
    ]);
    locked();
    await released;
  });
  await isLocked;
  return async () => {
    release();
    await held;
  };
}

/** How many sessions wait for a row lock the test holds (the credits blocked on it). */
async function waitingForLock(node: TestServer): Promise<number> {
  const { rows } = await node.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return rows[0]?.count ?? 0;
}

/** The live-tables lease's fence now. */
async function leaseFence(node: TestServer): Promise<bigint> {
  const { rows } = await node.db.query<{ fence: bigint }>(
    `SELECT fence FROM cluster_leases WHERE name = 'live-tables'`,
  );
  return rows[0]?.fence ?? 0n;
}

describe.skipIf(TEST_DB_KIND !== 'postgres')(
  'kill -9 of the process running the rounds (PostgreSQL only: the processes share its database)',
  () => {
    it('during betting: another process takes over and refunds every bet', async () => {
      const { node, holder, kit } = await holderAndStandby();
      const player = await kit.newPlayer(10);
      const round = await bettingRound(node, 2_500);
      await kit.play(player, 'crash/bet', {
        roundId: round.id,
        kind: 'main',
        amount: 2,
        autoCashOut: 1.01,
      });
      await kit.play(player, 'crash/bet', { roundId: round.id, kind: 'under-2', amount: 1 });
      await killHard(holder);
      await settledByTakeover(node, kit, round);
      const bets = await expectMoneyExact(kit, player, 10);
      expect(bets.map((row) => row.state)).toEqual(['void', 'void']);
      expect(await kit.balanceOf(player)).toBe(satoshis(10));
    }, 240_000);

    it('during the climb: the main bet gets at least its stake back, the side bet is refunded', async () => {
      const { node, holder, kit } = await holderAndStandby();
      const player = await kit.newPlayer(50);
      const round = await climbingRound(node, kit, async (betting) => {
        await kit.play(player, 'crash/bet', { roundId: betting.id, kind: 'main', amount: 1 });
        await kit.play(player, 'crash/bet', {
          roundId: betting.id,
          kind: 'at-least-10',
          amount: 1,
        });
      });
      await killHard(holder);
      const settled = await settledByTakeover(node, kit, round);
      await expectMoneyExact(kit, player, 50);
      const { rows } = await node.db.query<{
        kind: string;
        state: string;
        stake: bigint;
        payout: bigint;
      }>('SELECT kind, state, stake, payout FROM live_bets WHERE round_id = $1', [round.id]);
      expect(rows.find((row) => row.kind === 'at-least-10')?.state).toBe('void');
      const main = rows.find((row) => row.kind === 'main');
      if (main?.state === 'cashed-out') {
        expect(main.payout).toBeGreaterThanOrEqual(main.stake);
      } else {
        expect(main?.state).toBe('void');
        expect(settled.last_multiplier).toBeLessThan(1.01);
      }
    }, 300_000);

    it('between cash-outs it decided and their credit: the new holder credits each once, at its own multiplier', async () => {
      const { node, holder, kit } = await holderAndStandby();
      const player = await kit.newPlayer(20);
      // a round that climbs past 2x (about every other one), known to the test from its row
      const round = await bettingRound(node, 2_500, { busting: (bust) => bust >= 2 });
      // one bet the holder cashes out itself at its target, one cashed out by hand through the
      // holder's process: both credits are the holder's (a call's node pays its own cash-out)
      const body = { roundId: round.id, kind: 'main', amount: 2 };
      await kit.play(player, 'crash/bet', { ...body, autoCashOut: 1.01 });
      await kit.play(player, 'crash/bet', body);
      const { rows: placed } = await node.db.query<{ id: string }>(
        'SELECT id FROM live_bets WHERE round_id = $1 ORDER BY auto_cash_out NULLS LAST',
        [round.id],
      );
      const [autoId, byHandId] = placed.map((row) => row.id);
      /** The player's two bets, the auto one first. */
      const twoBets = async () => {
        const bets = await kit.betsOf(player);
        return [autoId, byHandId].map((id) => bets.find((row) => row.id === id));
      };
      const release = await lockCash(node, player);
      await vi.waitFor(async () => {
        expect((await kit.reload(round.id)).phase).toBe('running');
      }, PATIENCE);
      const cashOut = fetch(`${holder.url}${HOUSE_API_BASE}live/crash/cash_out`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: player.token, game: player.game, betId: byHandId }),
      }).catch((error: unknown) => error);
      // both decided, neither credited: the holder's two wins wait for the player's cash
      await vi.waitFor(async () => {
        const bets = await twoBets();
        expect(bets.map((row) => [row?.state, row?.wallet_done])).toEqual([
          ['cashed-out', false],
          ['cashed-out', false],
        ]);
        expect(await waitingForLock(node)).toBeGreaterThanOrEqual(2);
      }, PATIENCE);
      const decided = await twoBets();
      const handMultiplier = decided[1]?.multiplier as number;
      // the holder records the climb past the cash-out by hand: the takeover rule would pay more
      await vi.waitFor(async () => {
        const now = await kit.reload(round.id);
        expect(now.phase === 'running' && (now.last_multiplier ?? 0) > handMultiplier).toBe(true);
      }, PATIENCE);
      await killHard(holder);
      // the call's answer never came: the process died waiting for the wallet
      expect(await cashOut).toBeInstanceOf(Error);
      await vi.waitFor(async () => {
        expect(await leaseFence(node)).toBeGreaterThan(round.fence);
      }, PATIENCE);
      await release();
      const settled = await settledByTakeover(node, kit, round);
      expect(settled.last_multiplier).toBeGreaterThan(handMultiplier);
      await expectMoneyExact(kit, player, 20);
      // each credited once with the decision it had before the kill, not the takeover rule's
      const credited = await twoBets();
      expect(credited.map((row) => row?.wallet_done)).toEqual([true, true]);
      const decision = (row: (typeof decided)[number]) => [
        row?.state,
        row?.multiplier,
        row?.payout,
      ];
      expect(credited.map(decision)).toEqual(decided.map(decision));
      expect(decision(credited[0])).toEqual(['cashed-out', 1.01, satoshis(2.02)]);
      expect(await kit.balanceOf(player)).toBe(
        satoshis(16) + satoshis(2.02) + (decided[1]?.payout as bigint),
      );
    }, 300_000);

    it('during a Live Roulette spin: every chip is refunded once, and the next spin plays on', async () => {
      const { node, holder } = await holderAndStandby();
      const kit = createLiveTestKit(node, 'live-roulette');
      const player = await kit.newPlayer(10);
      const round = await bettingRound(node, 3_000, { table: 'live-roulette' });
      const placed = await node.raw('POST', `${HOUSE_API_BASE}live/roulette/bet`, {
        body: JSON.stringify({
          token: player.token,
          game: player.game,
          roundId: round.id,
          chips: [
            { spot: { kind: 'red' }, amount: 1 },
            { spot: { kind: 'straight', pocket: 17 }, amount: 0.5 },
          ],
        }),
      });
      expect(placed.httpStatus, JSON.stringify(placed.body)).toBe(200);
      expect(await kit.balanceOf(player)).toBe(satoshis(8.5));
      await vi.waitFor(async () => {
        expect((await kit.reload(round.id)).phase).toBe('running');
      }, PATIENCE);
      await killHard(holder);
      const settled = await settledByTakeover(node, kit, round, 'live-roulette');
      // interrupted mid-spin: taken before its end, so not settled by its pocket
      expect(settled.started_at).not.toBeNull();
      const bets = await expectMoneyExact(kit, player, 10);
      expect(bets.map((row) => row.state)).toEqual(['void', 'void']);
      expect(await kit.balanceOf(player)).toBe(satoshis(10));
    }, 240_000);
  },
);
