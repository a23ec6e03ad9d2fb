// A table's chain in the database: made when the table first runs (or its chain is used up), its
// terminating hash published (logged, and shown by live/state) before its salt is chosen.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { Logger } from '../../logger';
import { hashAt, makeChain } from './chain';

export interface StoredChain {
  id: number;
  length: number;
  terminatingHash: string;
  salt: string;
  saltSource: string;
}

export interface ChainSettings {
  length: number;
  /** null: a random salt is generated once h_0 is stored */
  salt: string | null;
  saltSource: string | null;
}

interface ChainRow {
  id: number;
  length: number;
  terminating_hash: string;
  salt: string | null;
  salt_source: string | null;
}

const toChain = (row: ChainRow): StoredChain | null =>
  row.salt === null || row.salt_source === null
    ? null
    : {
        id: row.id,
        length: row.length,
        terminatingHash: row.terminating_hash,
        salt: row.salt,
        saltSource: row.salt_source,
      };

/** The table's chain in use, once its salt is chosen. */
export async function chainInUse(db: Queryable, table: string): Promise<StoredChain | null> {
  const { rows } = await db.query<ChainRow>(
    `SELECT id, length, terminating_hash, salt, salt_source FROM live_chains
      WHERE table_slug = $1 AND retired_at IS NULL`,
    [table],
  );
  return rows[0] ? toChain(rows[0]) : null;
}

export async function chainById(db: Queryable, id: number): Promise<StoredChain | null> {
  const { rows } = await db.query<ChainRow>(
    'SELECT id, length, terminating_hash, salt, salt_source FROM live_chains WHERE id = $1',
    [id],
  );
  return rows[0] ? toChain(rows[0]) : null;
}

/**
 * Makes a new chain for `table` (retiring the one in use): stores it and its checkpoints, publishes
 * its terminating hash, and only then takes the configured salt or generates one.
 */
export async function createChain(
  db: Queryable & { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> },
  table: string,
  settings: ChainSettings,
  logger: Logger,
): Promise<StoredChain> {
  const chain = makeChain(settings.length);
  const id = await db.transaction(async (tx) => {
    await tx.query(
      'UPDATE live_chains SET retired_at = now() WHERE table_slug = $1 AND retired_at IS NULL',
      [table],
    );
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO live_chains (table_slug, seed, length, terminating_hash)
       VALUES ($1, $2, $3, $4) RETURNING id`,
      [table, chain.seed, chain.length, chain.terminatingHash],
    );
    const chainId = rows[0]?.id as number;
    const checkpoints = [...chain.checkpoints.entries()];
    await tx.query(
      `INSERT INTO live_chain_checkpoints (chain_id, idx, hash)
       SELECT $1::int, * FROM unnest($2::int[], $3::text[])`,
      [chainId, checkpoints.map(([index]) => index), checkpoints.map(([, hash]) => hash)],
    );
    return chainId;
  });
  logger.info('live table chain made: its terminating hash is published', {
    table,
    chainId: id,
    terminatingHash: chain.terminatingHash,
  });
  const salt = settings.salt ?? randomBytes(32).toString('hex');
  const saltSource = settings.salt === null ? 'generated' : (settings.saltSource ?? 'configured');
  await db.query('UPDATE live_chains SET salt = $2, salt_source = $3 WHERE id = $1', [
    id,
    salt,
    saltSource,
  ]);
  logger.info('live table chain salted', { table, chainId: id, salt, saltSource });
  return { id, length: chain.length, terminatingHash: chain.terminatingHash, salt, saltSource };
}

/** h_index of a stored chain, from its nearest checkpoint. */
export async function storedHashAt(db: Queryable, chain: StoredChain, index: number) {
  const { rows } = await db.query<{ idx: number; hash: string }>(
    `SELECT idx, hash FROM live_chain_checkpoints
      WHERE chain_id = $1 AND idx >= $2 ORDER BY idx LIMIT 1`,
    [chain.id, index],
  );
  const checkpoint = rows[0];
  if (!checkpoint) throw new Error(`chain ${chain.id} has no checkpoint at or above ${index}`);
  return hashAt(new Map([[checkpoint.idx, checkpoint.hash]]), checkpoint.idx, index);
}

/** The index the table's next round takes on its chain (1 for a new chain). */
export async function nextIndex(db: Queryable, chainId: number): Promise<number> {
  const { rows } = await db.query<{ last: number | null }>(
    'SELECT max(idx) AS last FROM live_rounds WHERE chain_id = $1',
    [chainId],
  );
  return (rows[0]?.last ?? 0) + 1;
}
