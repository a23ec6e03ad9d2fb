import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LaunchedPlayer } from '../../server/modules/house/house-test-client';
import { createLiveTestKit, satoshis, TABLE } from '../../server/modules/live/live-test-kit';
import { createTestServer, TEST_DB_KIND, type TestServer } from '../../server/testing/harness';

// `kill -9` of the process running the rounds. Two real server processes (the bench's, as main.ts
// runs one, LIVE_TABLES=on) on the test's PostgreSQL database: the first holds the live-tables
// lease; the test's own node (LIVE_TABLES=off) serves the players' calls. The holder is killed
// with SIGKILL during betting and during the climb: the second process takes over and settles the
// round by the takeover rule, nothing doubled or lost. PostgreSQL only: the processes share it.
const PATIENCE = { timeout: 90_000, interval: 200 };

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

/** A real server process on the database running the live tables; resolves once it listens. */
async function startProcess(databaseUrl: string): Promise<ChildProcess> {
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
  await new Promise((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`server process exited with ${code}`)));
  });
  return child;
}

async function killHard(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

interface Played {
  id: string;
  phase: string;
  fence: bigint;
  last_multiplier: number | null;
  ms_left: number;
}

async function roundInPlay(node: TestServer): Promise<Played | null> {
  const { rows } = await node.db.query<Played>(
    `SELECT id, phase, fence, last_multiplier,
            (extract(epoch FROM betting_closes_at - clock_timestamp()) * 1000)::float8 AS ms_left
       FROM live_rounds WHERE table_slug = $1 AND phase <> 'settled'`,
    [TABLE],
  );
  return rows[0] ?? null;
}

async function bettingRound(node: TestServer, ms: number): Promise<Played> {
  let found: Played | null = null;
  await vi.waitFor(async () => {
    found = await roundInPlay(node);
    expect(found?.phase === 'betting' && found.ms_left > ms).toBe(true);
  }, PATIENCE);
  return found as unknown as Played;
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

async function settledAfterKill(
  node: TestServer,
  kit: ReturnType<typeof createLiveTestKit>,
  round: Played,
) {
  await vi.waitFor(async () => {
    expect((await kit.reload(round.id)).phase).toBe('settled');
  }, PATIENCE);
  const settled = await kit.reload(round.id);
  expect(settled.interrupted).toBe(true);
  expect(settled.fence).toBeGreaterThan(round.fence);
  // and the table plays on under the new holder
  await vi.waitFor(async () => {
    const next = await roundInPlay(node);
    expect(next !== null && next.id !== round.id && next.fence === settled.fence).toBe(true);
  }, PATIENCE);
  return settled;
}

/** Every bet decided once with its wallet call confirmed; the balance is the deposit plus net. */
async function expectMoneyExact(
  kit: ReturnType<typeof createLiveTestKit>,
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
      await settledAfterKill(node, kit, round);
      const bets = await expectMoneyExact(kit, player, 10);
      expect(bets.map((row) => row.state)).toEqual(['void', 'void']);
      expect(await kit.balanceOf(player)).toBe(satoshis(10));
    }, 240_000);

    it('during the climb: the main bet gets at least its stake back, the side bet is refunded', async () => {
      const { node, holder, kit } = await holderAndStandby();
      const player = await kit.newPlayer(50);
      let climbing: Played | null = null;
      // a round whose climb lasts long enough to record its multiplier (most do)
      for (let attempt = 0; attempt < 10 && !climbing; attempt++) {
        const round = await bettingRound(node, 1_500);
        await kit.play(player, 'crash/bet', { roundId: round.id, kind: 'main', amount: 1 });
        await kit.play(player, 'crash/bet', { roundId: round.id, kind: 'at-least-10', amount: 1 });
        await vi.waitFor(async () => {
          const now = await kit.reload(round.id);
          expect(
            now.phase !== 'betting' && (now.phase !== 'running' || now.last_multiplier !== null),
          ).toBe(true);
        }, PATIENCE);
        const now = await roundInPlay(node);
        if (now?.id === round.id && now.phase === 'running') climbing = now;
        else
          await vi.waitFor(async () => {
            expect((await kit.reload(round.id)).phase).toBe('settled');
          }, PATIENCE);
      }
      expect(climbing).not.toBeNull();
      const round = climbing as unknown as Played;
      await killHard(holder);
      const settled = await settledAfterKill(node, kit, round);
      const bets = await expectMoneyExact(kit, player, 50);
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
      expect(bets.length).toBeGreaterThanOrEqual(2);
    }, 300_000);
  },
);
