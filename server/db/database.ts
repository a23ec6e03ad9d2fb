import { readdir, readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  listenOnOwnConnection,
  type Listener,
  type NotificationHandlers,
} from './notification-listener';

export type { Listener, NotificationHandlers };

export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

/** Anything SQL can be sent to: the database itself or an open transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: it commits if `work` resolves, rolls back if it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Receives every NOTIFY on `channel` (delivered when the notifying transaction commits). */
  listen(channel: string, handlers: NotificationHandlers): Promise<Listener>;
  /** Also stops every listener. */
  close(): Promise<void>;
}

/** The statement name of each text marked with `prepared`. */
const preparedNames = new Map<string, string>();

/**
 * Marks the text of a statement a hot path sends over and over (a bet's placement): on
 * PostgreSQL each pooled connection parses and plans it once, as a named prepared statement, and
 * then only binds and runs it. Planning these short statements cost more than running them
 * (0.12-0.15 ms to plan, 0.03-0.07 ms to run, warm), and a bet sends ten. Only for a fixed text
 * that names its result columns (the plan is kept while the connection lives; PostgreSQL plans
 * it again after a migration, and only a change of its result's type would fail it). PGlite
 * ignores the mark. Answers the text itself, so a call reads `db.query(prepared(SQL), params)`.
 */
export function prepared(sql: string): string {
  if (!preparedNames.has(sql)) preparedNames.set(sql, `prepared_${preparedNames.size + 1}`);
  return sql;
}

/** Sends `sql` on `target`: as a named statement when its text is marked `prepared`. */
function sendQuery(
  target: pg.Pool | pg.PoolClient,
  sql: string,
  params: unknown[] | undefined,
): Promise<pg.QueryResult> {
  const name = preparedNames.get(sql);
  // a plain text is sent as such: node-postgres copies a config object on every query
  return name ? target.query({ name, text: sql, values: params }) : target.query(sql, params);
}

const INT8_OID = 20;
const DATE_OID = 1082;
const SERIALIZATION_FAILURE = '40001';
const DEADLOCK_DETECTED = '40P01';

/** Embedded PostgreSQL (WASM). Single connection: PGlite queues queries and transactions itself. */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  const db = await PGlite.create(dataDir, {
    ...(loadDataDir && { loadDataDir }),
    parsers: { [INT8_OID]: (value: string) => BigInt(value), [DATE_OID]: (value: string) => value },
  });
  const wrap = (target: Pick<PGlite, 'query'>): Queryable => ({
    async query<Row>(sql: string, params?: unknown[]) {
      const result = await target.query<Row>(sql, params);
      // PGlite reports affectedRows 0 for a SELECT: count the rows when there are any
      return { rows: result.rows, rowCount: result.rows.length || (result.affectedRows ?? 0) };
    },
  });
  return {
    kind: 'pglite',
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    // one process, one connection: a notification reaches the callback before COMMIT resolves
    async listen(channel, handlers) {
      const unlisten = await db.listen(channel, handlers.onNotification);
      handlers.onListening(true);
      return { sync: async () => true, close: () => unlisten() };
    },
    close: () => db.close(),
  };
}

/** PostgreSQL server through a pool: the scale-out mode. */
export function openPostgres(connectionString: string, poolSize: number): Database {
  const types = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === INT8_OID) return (value: string) => BigInt(value);
      if (oid === DATE_OID) return (value: string) => value;
      return pg.types.getTypeParser(oid, format);
    },
  };
  const pool = new pg.Pool({ connectionString, max: poolSize, types });
  const listeners = new Set<Listener>();
  let isClosed = false;
  // An idle client's error (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const asResult = <Row>(result: pg.QueryResult): QueryResult<Row> => ({
    rows: result.rows as Row[],
    rowCount: result.rowCount ?? result.rows.length,
  });
  return {
    kind: 'postgres',
    async query<Row>(sql: string, params?: unknown[]) {
      return asResult<Row>(await sendQuery(pool, sql, params));
    },
    async transaction(work) {
      for (let attempt = 1; ; attempt++) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await work({
            query: async <Row>(sql: string, params?: unknown[]) =>
              asResult<Row>(await sendQuery(client, sql, params)),
          });
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          const code = (error as { code?: string }).code;
          const retryable = code === SERIALIZATION_FAILURE || code === DEADLOCK_DETECTED;
          if (!retryable || attempt >= 3) throw error;
        } finally {
          client.release();
        }
      }
    },
    async listen(channel, handlers) {
      const listener = await listenOnOwnConnection(connectionString, channel, handlers);
      if (isClosed) await listener.close();
      else listeners.add(listener);
      return {
        sync: () => listener.sync(),
        close: async () => {
          listeners.delete(listener);
          await listener.close();
        },
      };
    },
    async close() {
      isClosed = true;
      await Promise.all([...listeners].map((listener) => listener.close()));
      await pool.end();
    },
  };
}

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
// Any constant shared by every node: one node migrates while the others wait.
const MIGRATION_LOCK = 7_340_219;

/**
 * Applies the SQL files of migrations/ not applied yet, in name order, each in a transaction;
 * with `before`, only those whose names sort before it (a migration's test sets the data up as it
 * stood, then applies the rest).
 */
export async function migrate(
  db: Database,
  { before }: { before?: string } = {},
): Promise<string[]> {
  await db.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const files = (await readdir(MIGRATIONS_DIR))
    .filter((name) => name.endsWith('.sql') && (before === undefined || name < before))
    .sort();
  const applied: string[] = [];
  for (const name of files) {
    const sql = await readFile(new URL(name, MIGRATIONS_DIR), 'utf8');
    const didApply = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
      if (done.rowCount > 0) return false;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      return true;
    });
    if (didApply) applied.push(name);
  }
  return applied;
}

/** Splits a migration file on semicolons that end a line; migrations keep to that layout. */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement.length > 0);
}
