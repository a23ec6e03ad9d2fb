import type { Database, Queryable, QueryResult } from '../db/database';

/** A write by a node that is no longer a singleton's holder: another node has taken it over. */
export class StaleLeaseError extends Error {
  constructor(
    readonly singleton: string,
    readonly fence: bigint,
    readonly currentFence: bigint | null,
  ) {
    super(
      `cluster singleton "${singleton}": this node's fence ${fence} is stale (now ${currentFence ?? 'none'}), another node holds it; the write is refused`,
    );
    this.name = 'StaleLeaseError';
  }
}

// fences are read as text: the singleton's own connection has no bigint parser
const asFence = (rows: { fence: string }[]) => (rows[0] ? BigInt(rows[0].fence) : null);

/** Gives `holder` the next fence of `singleton`, larger than every earlier holder's (1 at first). */
export async function takeNextFence(
  db: Queryable,
  singleton: string,
  holder: string,
): Promise<bigint> {
  const { rows } = await db.query<{ fence: string }>(
    `INSERT INTO cluster_leases (name, fence, holder) VALUES ($1, 1, $2)
     ON CONFLICT (name) DO UPDATE
       SET fence = cluster_leases.fence + 1, holder = EXCLUDED.holder, acquired_at = now()
     RETURNING fence::text AS fence`,
    [singleton, holder],
  );
  return asFence(rows) as bigint;
}

export async function readFence(db: Queryable, singleton: string): Promise<bigint | null> {
  const { rows } = await db.query<{ fence: string }>(
    'SELECT fence::text AS fence FROM cluster_leases WHERE name = $1',
    [singleton],
  );
  return asFence(rows);
}

/**
 * Throws StaleLeaseError unless `fence` is still the singleton's. The row stays share-locked
 * until `tx` ends, so a new holder's fence waits for this transaction: a stale write either
 * commits before the takeover or is refused, never after it.
 */
export async function assertFence(tx: Queryable, singleton: string, fence: bigint): Promise<void> {
  const { rows } = await tx.query<{ fence: string }>(
    'SELECT fence::text AS fence FROM cluster_leases WHERE name = $1 FOR SHARE',
    [singleton],
  );
  const current = asFence(rows);
  if (current !== fence) throw new StaleLeaseError(singleton, fence, current);
}

/**
 * `db` as seen by a singleton's holder: every transaction first checks the fence, and a lone
 * query runs in a transaction of its own that does, so nothing of a stale holder's is written.
 */
export function fencedDatabase(db: Database, singleton: string, fence: bigint): Database {
  const transaction: Database['transaction'] = (work) =>
    db.transaction(async (tx) => {
      await assertFence(tx, singleton, fence);
      return work(tx);
    });
  return {
    kind: db.kind,
    query: <Row>(sql: string, params?: unknown[]): Promise<QueryResult<Row>> =>
      transaction((tx) => tx.query<Row>(sql, params)),
    transaction,
    listen: (channel, handlers) => db.listen(channel, handlers),
    close: () => db.close(),
  };
}
