import { vi } from 'vitest';
import type { TestServer } from './harness';

/**
 * Resolves once a statement of the server's PostgreSQL database waits for a lock: the request a
 * test sent while it holds one has reached it. On PGlite (one connection: a request queues for
 * the connection itself, and a query here would queue behind the test's open transaction) it
 * resolves at once.
 */
export async function untilAStatementWaitsForALock(server: TestServer): Promise<void> {
  if (!server.databaseUrl) return;
  await vi.waitFor(
    async () => {
      const { rows } = await server.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      if ((rows[0]?.count ?? 0) === 0) throw new Error('no statement waits for a lock yet');
    },
    { timeout: 10_000, interval: 20 },
  );
}
