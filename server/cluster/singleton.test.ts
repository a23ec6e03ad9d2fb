import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger';
import { createTestServer, TEST_DB_KIND, type TestServer } from '../testing/harness';
import { StaleLeaseError } from './leases';
import { repeatWhileHeld, startSingleton, type Lease, type Singleton } from './singleton';

// Work exactly one node may do at a time: two contenders on one database stand for two nodes.
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  await server.db.query('CREATE TABLE singleton_writes (fence bigint NOT NULL)');
});
afterAll(() => server.close());

const running: Singleton[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((singleton) => singleton.stop()));
});

/** How soon another node takes over from a holder that died, and from one that stopped. */
const TAKEOVER_MS = 5_000;
const HANDOVER_MS = 3_000;
/** Waits that assert no timing: generous, for a loaded machine. */
const PATIENCE = { timeout: 15_000 };

/** A node contending for `name`: its work runs until its lease ends, and records each lease. */
function contender(name: string) {
  const leases: Lease[] = [];
  const ended: Lease[] = [];
  const singleton = startSingleton({
    name,
    db: server.db,
    databaseUrl: server.databaseUrl ?? undefined,
    logger: createLogger('silent'),
    async work(lease) {
      leases.push(lease);
      await untilAborted(lease.signal);
      ended.push(lease);
    },
  });
  running.push(singleton);
  const current = () => leases.filter((lease) => !lease.signal.aborted);
  return { singleton, leases, ended, isRunning: () => current().length > 0 };
}

function untilAborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

const newName = () => `test ${randomBytes(4).toString('hex')}`;
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function writtenFences(): Promise<bigint[]> {
  const { rows } = await server.db.query<{ fence: bigint }>(
    'SELECT fence FROM singleton_writes ORDER BY fence',
  );
  return rows.map((row) => row.fence);
}

describe.runIf(TEST_DB_KIND === 'postgres')('a cluster singleton on PostgreSQL', () => {
  /** Two nodes contending, once one of them runs the work. */
  async function twoNodes() {
    const name = newName();
    const nodes = [contender(name), contender(name)];
    await vi.waitFor(() => expect(nodes.some((node) => node.isRunning())).toBe(true), PATIENCE);
    const holder = nodes.find((node) => node.isRunning()) as (typeof nodes)[number];
    const standby = nodes.find((node) => node !== holder) as (typeof nodes)[number];
    return { name, holder, standby };
  }

  /** What an operator does to a stuck node, and what PostgreSQL does when a holder's link dies. */
  async function terminateHolderConnection(name: string) {
    const { rows } = await server.db.query<{ terminated: boolean }>(
      `SELECT pg_terminate_backend(a.pid) AS terminated
         FROM pg_stat_activity a JOIN pg_locks l ON l.pid = a.pid
        WHERE a.application_name = $1 AND l.locktype = 'advisory' AND l.granted`,
      [`casino singleton: ${name}`],
    );
    expect(rows).toEqual([{ terminated: true }]);
  }

  async function expectTakeover(node: ReturnType<typeof contender>, since: number) {
    await vi.waitFor(() => expect(node.isRunning()).toBe(true), PATIENCE);
    expect(Date.now() - since).toBeLessThan(TAKEOVER_MS);
  }

  it('runs the work on exactly one of two nodes, which keeps it', async () => {
    const { holder, standby } = await twoNodes();
    await later(2_500); // the standby has tried the lock twice meanwhile
    expect([holder.isRunning(), standby.isRunning()]).toEqual([true, false]);
    expect(holder.leases.map((lease) => lease.fence)).toEqual([1n]);
    expect(standby.leases).toEqual([]);
    expect([holder.singleton.isHolder(), standby.singleton.isHolder()]).toEqual([true, false]);
  });

  it('is taken over by the other node within seconds when the holder loses its connection', async () => {
    const { name, holder, standby } = await twoNodes();
    const killedAt = Date.now();
    await terminateHolderConnection(name);
    await expectTakeover(standby, killedAt);
    // the old holder was told at once and ended its work; it is the standby now
    expect(holder.ended).toHaveLength(1);
    expect(holder.isRunning()).toBe(false);
    expect(standby.leases.map((lease) => lease.fence)).toEqual([2n]);
    await later(1_500);
    expect([holder.isRunning(), standby.isRunning()]).toEqual([false, true]);
  });

  it("refuses a stale holder's writes once another node took over", async () => {
    const { name, holder, standby } = await twoNodes();
    const [first] = holder.leases as [Lease];
    await first.db.query('INSERT INTO singleton_writes (fence) VALUES ($1)', [first.fence]);

    await terminateHolderConnection(name);
    await expectTakeover(standby, Date.now());
    const [second] = standby.leases as [Lease];
    await expect(
      first.db.query('INSERT INTO singleton_writes (fence) VALUES ($1)', [first.fence]),
    ).rejects.toThrow(StaleLeaseError);
    await expect(
      first.db.transaction((tx) =>
        tx.query('INSERT INTO singleton_writes (fence) VALUES ($1)', [first.fence]),
      ),
    ).rejects.toThrow(/fence 1 is stale \(now 2\)/);
    await second.db.query('INSERT INTO singleton_writes (fence) VALUES ($1)', [second.fence]);
    expect(await writtenFences()).toEqual([1n, 2n]);
    await server.db.query('DELETE FROM singleton_writes');
  });

  it('gives the work to the other node promptly when the holder stops', async () => {
    const { holder, standby } = await twoNodes();
    const stoppedAt = Date.now();
    await holder.singleton.stop();
    // stop waited for the work to end and gave the lock back
    expect(holder.ended).toHaveLength(1);
    expect(holder.singleton.isHolder()).toBe(false);
    await vi.waitFor(() => expect(standby.isRunning()).toBe(true), PATIENCE);
    expect(Date.now() - stoppedAt).toBeLessThan(HANDOVER_MS);
  });
});

describe.runIf(TEST_DB_KIND === 'pglite')('a cluster singleton on PGlite', () => {
  it('simply runs the work, with a fence its writes pass, until stopped', async () => {
    const node = contender(newName());
    await vi.waitFor(() => expect(node.isRunning()).toBe(true), PATIENCE);
    const [lease] = node.leases as [Lease];
    expect(lease.fence).toBe(1n);
    await lease.db.query('INSERT INTO singleton_writes (fence) VALUES ($1)', [lease.fence]);
    expect(await writtenFences()).toEqual([1n]);

    await node.singleton.stop();
    expect(node.ended).toEqual([lease]);
    expect(node.singleton.isHolder()).toBe(false);
  });
});

describe('work repeated while held', () => {
  it('runs at once and then every interval, goes on after a failure, and ends with the lease', async () => {
    const lines: string[] = [];
    const logger = createLogger('error', (line) => lines.push(line));
    let runs = 0;
    const singleton = startSingleton({
      name: newName(),
      db: server.db,
      databaseUrl: server.databaseUrl ?? undefined,
      logger,
      work: repeatWhileHeld(
        50,
        async () => {
          runs++;
          if (runs === 1) throw new Error('wallet unavailable');
        },
        logger,
      ),
    });
    running.push(singleton);
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(3), PATIENCE);
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({
        message: 'cluster singleton task failed',
        error: expect.objectContaining({ message: 'wallet unavailable' }),
      }),
    ]);
    await singleton.stop();
    const afterStop = runs;
    await later(150);
    expect(runs).toBe(afterStop);
  });
});
