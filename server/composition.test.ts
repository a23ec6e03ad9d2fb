import { afterEach, describe, expect, it, vi } from 'vitest';
import { startBackgroundWork } from './composition';
import { createHouseTestClient, type LaunchedPlayer } from './testing/house/house-test-client';
import { createTestServer, TEST_DB_KIND, type TestServer } from './testing/harness';

// The background work main.ts starts: the house's recovery pass runs under the cluster singleton,
// on one node of several, and on another once that one is gone.
const nodes: TestServer[] = [];
afterEach(async () => {
  // the node owning the database closes last
  for (const node of nodes.splice(0).reverse()) await node.close();
});

const A_DAY_AND_A_SECOND = 24 * 60 * 60 + 1;
const APPLICATION_NAME = 'casino singleton: house recovery';
/** Waits that assert no timing: generous, for a loaded machine. */
const PATIENCE = { timeout: 15_000 };
// a node seeded with the demo catalogue starts in seconds, tens of seconds on a loaded machine
const SEEDED_NODE_TEST = { timeout: 120_000 };

/** A Hi-Lo round the player left open for a day: the recovery pass settles it at its standing. */
async function abandonedRound(node: TestServer): Promise<LaunchedPlayer> {
  const house = createHouseTestClient(node);
  const player = await house.newPlayer(1_000_000n, 'hi-lo');
  await house.play('hi-lo/start', player, { amount: 1 });
  await ageRounds(node, player);
  return player;
}

/** Makes the player's rounds a day and a second old. */
async function ageRounds(node: TestServer, player: LaunchedPlayer): Promise<void> {
  await node.db.query(
    `UPDATE house_rounds SET created_at = created_at - make_interval(secs => $2),
            updated_at = updated_at - make_interval(secs => $2)
      WHERE player = $1`,
    [String(player.playerId), A_DAY_AND_A_SECOND],
  );
}

async function roundStates(node: TestServer, player: LaunchedPlayer): Promise<string[]> {
  const { rows } = await node.db.query<{ state: string }>(
    'SELECT state FROM house_rounds WHERE player = $1',
    [String(player.playerId)],
  );
  return rows.map((row) => row.state);
}

async function recoveryFence(node: TestServer): Promise<bigint | undefined> {
  const { rows } = await node.db.query<{ fence: bigint }>(
    `SELECT fence FROM cluster_leases WHERE name = 'house recovery'`,
  );
  return rows[0]?.fence;
}

describe.runIf(TEST_DB_KIND === 'postgres')('two nodes on one PostgreSQL database', () => {
  /** Each node's lock connection for the recovery, and whether it holds the lock. */
  async function recoveryConnections(node: TestServer) {
    const { rows } = await node.db.query<{ pid: number; holds: boolean }>(
      `SELECT a.pid, EXISTS (SELECT 1 FROM pg_locks l
                              WHERE l.pid = a.pid AND l.locktype = 'advisory' AND l.granted) AS holds
         FROM pg_stat_activity a
        WHERE a.application_name = $1 AND a.datname = current_database()`,
      [APPLICATION_NAME],
    );
    return rows;
  }

  it(
    'recover the house on one node, and on the other once the holder is gone',
    SEEDED_NODE_TEST,
    async () => {
      nodes.push(await createTestServer({ seedDemo: true }));
      const [first] = nodes as [TestServer];
      nodes.push(await createTestServer({ sharing: first }));
      // the holder takes its lock, then writes its fence: wait for both, however far apart
      await vi.waitFor(async () => {
        expect((await recoveryConnections(first)).map((row) => row.holds).sort()).toEqual([
          false,
          true,
        ]);
        expect(await recoveryFence(first)).toBe(1n);
      }, PATIENCE);

      const house = createHouseTestClient(first);
      const player = await house.newPlayer(1_000_000n, 'hi-lo');
      await house.play('hi-lo/start', player, { amount: 1 });
      const holder = (await recoveryConnections(first)).find((row) => row.holds);
      const killedAt = Date.now();
      await first.db.query('SELECT pg_terminate_backend($1)', [holder?.pid]);
      // left a day only now: the killed holder's passes (however late under load) found it fresh
      await ageRounds(first, player);
      await vi.waitFor(async () => {
        expect(await recoveryFence(first)).toBe(2n);
        expect(await roundStates(first, player)).toEqual(['won']);
      }, PATIENCE);
      expect(Date.now() - killedAt).toBeLessThan(5_000);
      // no guess was made: the stake comes back, once
      expect((await house.footprint(player.playerId)).balance).toBe(1_000_000n);
    },
  );
});

describe.runIf(TEST_DB_KIND === 'pglite')('a node on PGlite', () => {
  it('recovers the house as soon as its background work starts', SEEDED_NODE_TEST, async () => {
    nodes.push(await createTestServer({ seedDemo: true }));
    const [node] = nodes as [TestServer];
    const player = await abandonedRound(node);
    expect(await roundStates(node, player)).toEqual(['open']);

    // as main.ts starts it after a restart (the test server's own pass ran before the round existed)
    const restarted = startBackgroundWork(node.deps, node.app);
    try {
      await vi.waitFor(
        async () => expect(await roundStates(node, player)).toEqual(['won']),
        PATIENCE,
      );
      expect(await recoveryFence(node)).toBe(2n);
    } finally {
      await restarted.stop();
    }
  });
});
