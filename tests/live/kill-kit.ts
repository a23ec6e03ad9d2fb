// What the `kill -9` tests (kill-crash.test.ts, kill-credit.test.ts) share: two real server
// processes (the bench's, as main.ts runs one, LIVE_TABLES=on) on the test's PostgreSQL database,
// the first holding the live-tables lease, the test's own node (LIVE_TABLES=off) serving the
// players' calls; the holder killed with SIGKILL; a player's cash held locked; the lease's fence.
// Each test file runs `afterEach(stopProcesses)`.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { LaunchedPlayer } from '../../server/testing/house/house-test-client';
import { chainStartingWith, createLiveTestKit } from '../../server/testing/live/live-test-kit';
import { bettingRound } from '../../server/testing/live/takeover-test-kit';
import { createTestServer, type TestServer } from '../../server/testing/harness';

let server: TestServer | null = null;
const children: ChildProcess[] = [];

/** Stops the processes started (those still running asked to quit) and closes the test's node. */
export async function stopProcesses() {
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
}

export interface ServerProcess {
  child: ChildProcess;
  /** where it serves the players' calls */
  url: string;
}

/** A real server process on the database running the live tables; resolves once it listens. */
export async function startProcess(databaseUrl: string): Promise<ServerProcess> {
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

export async function killHard({ child }: ServerProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/**
 * Both processes up, the first holding the lease (a round of its is in play). With `crashBusts`,
 * the Crash table's first rounds all bust where it says (chainStartingWith), so the test does not
 * wait in real time for one that does.
 */
export async function holderAndStandby(crashBusts?: (bust: number) => boolean) {
  server = await createTestServer({ seedDemo: true });
  const node = server;
  if (crashBusts) await chainStartingWith(crashBusts, 3)(node.deps);
  const url = node.databaseUrl as string;
  const holder = await startProcess(url);
  await bettingRound(node, 0);
  await startProcess(url);
  return { node, holder, kit: createLiveTestKit(node) };
}

/**
 * Holds the player's cash account locked (`FOR UPDATE`, in an open transaction), as every money
 * movement of theirs takes it first (wallet/ledger.ts): a win the wallet is asked for waits.
 */
export async function lockCash(node: TestServer, player: LaunchedPlayer) {
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
export async function waitingForLock(node: TestServer): Promise<number> {
  const { rows } = await node.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return rows[0]?.count ?? 0;
}

/** The live-tables lease's fence now. */
export async function leaseFence(node: TestServer): Promise<bigint> {
  const { rows } = await node.db.query<{ fence: bigint }>(
    `SELECT fence FROM cluster_leases WHERE name = 'live-tables'`,
  );
  return rows[0]?.fence ?? 0n;
}
