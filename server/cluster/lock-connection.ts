import pg from 'pg';
import type { Queryable, QueryResult } from '../db/database';

/** A query on the lock's connection unanswered this long means the connection is lost. */
const QUERY_TIMEOUT_MS = 3_000;
/**
 * Set on the lock's session: PostgreSQL drops a connection whose peer stopped acknowledging
 * (its machine vanished, the network split) after about 5 s, which frees the lock for another
 * node, instead of after the operating system's defaults (minutes to hours).
 */
const SESSION_SETTINGS = `SELECT set_config('tcp_keepalives_idle', '2', false),
  set_config('tcp_keepalives_interval', '1', false), set_config('tcp_keepalives_count', '3', false),
  set_config('tcp_user_timeout', '5000', false)`;

/** A connection of its own for a cluster singleton's advisory lock (a session lock needs one). */
export interface LockConnection extends Queryable {
  /** Aborted once the connection failed: any error, timeout or close. The session's locks are gone. */
  readonly lost: AbortSignal;
  close(): Promise<void>;
}

export async function openLockConnection(url: string, name: string): Promise<LockConnection> {
  const client = new pg.Client({
    connectionString: url,
    keepAlive: true,
    query_timeout: QUERY_TIMEOUT_MS,
    connectionTimeoutMillis: QUERY_TIMEOUT_MS,
    // shown in pg_stat_activity: which connection holds which singleton
    application_name: `casino singleton: ${name}`.slice(0, 63),
  });
  const lost = new AbortController();
  const onLost = () => {
    if (lost.signal.aborted) return;
    lost.abort();
    // a dead peer may never answer a goodbye: do not wait for one
    void client.end().catch(() => undefined);
  };
  client.on('error', onLost);
  client.on('end', onLost);
  const query = async <Row>(sql: string, params?: unknown[]): Promise<QueryResult<Row>> => {
    try {
      const result = await client.query(sql, params);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    } catch (error) {
      onLost();
      throw error;
    }
  };
  try {
    await client.connect();
    await query(SESSION_SETTINGS);
  } catch (error) {
    onLost();
    throw error;
  }
  return {
    lost: lost.signal,
    query,
    async close() {
      if (lost.signal.aborted) return;
      lost.abort();
      await client.end().catch(() => undefined);
    },
  };
}
