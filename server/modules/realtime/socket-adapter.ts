import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import type { ServerOptions } from 'socket.io';
import type { Logger } from '../../logger';

export interface SocketAdapter {
  /** For attachSocketServer: empty without a PostgreSQL database (one node, nothing to carry). */
  options: Partial<ServerOptions>;
  end(): Promise<void>;
}

/**
 * The socket.io PostgreSQL adapter: with several nodes on one database, an event emitted on one
 * node reaches the sockets connected to the others (LISTEN/NOTIFY, large payloads in
 * `socket_io_attachments`). On PGlite there is one node and no adapter.
 */
export async function openSocketAdapter(
  databaseUrl: string | undefined,
  logger: Logger,
): Promise<SocketAdapter> {
  if (!databaseUrl) return { options: {}, end: async () => undefined };
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  pool.on('error', (error) => logger.error('socket.io adapter pool error', { error }));
  await pool.query(
    'CREATE TABLE IF NOT EXISTS socket_io_attachments (id bigserial UNIQUE, created_at timestamptz DEFAULT NOW(), payload bytea)',
  );
  return { options: { adapter: createAdapter(pool) }, end: () => pool.end() };
}
