import { randomBytes } from 'node:crypto';
import type { SeedsInPlay } from '../../../contract/house-page/house';
import {
  createSeeds,
  generateServerSeed,
  type RevealedSeeds,
} from '../../../contract/provably-fair';
import type { Queryable } from '../../db/database';

/** A player's active seed pair; `nonce` is the next bet's. */
export interface SeedPair {
  id: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** Committed now, in play after the next rotation. */
  nextServerSeed: string;
  nextServerSeedHash: string;
}

interface SeedRow {
  id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  next_server_seed: string;
  next_server_seed_hash: string;
}

const toPair = (row: SeedRow): SeedPair => ({
  id: row.id,
  serverSeed: row.server_seed,
  serverSeedHash: row.server_seed_hash,
  clientSeed: row.client_seed,
  nonce: row.nonce,
  nextServerSeed: row.next_server_seed,
  nextServerSeedHash: row.next_server_seed_hash,
});

export const seedsInPlay = (pair: SeedPair): SeedsInPlay => ({
  serverSeedHash: pair.serverSeedHash,
  clientSeed: pair.clientSeed,
  nonce: pair.nonce,
  nextServerSeedHash: pair.nextServerSeedHash,
});

const randomClientSeed = () => randomBytes(8).toString('hex');

/**
 * Starts a pair for a player who has none active (a no-op when one exists): `serverSeed` is the
 * one committed by the previous pair (a new one for a first pair), and the next is committed now.
 */
async function insertPairIfNone(
  db: Queryable,
  player: string,
  clientSeed = randomClientSeed(),
  serverSeed = generateServerSeed(),
): Promise<void> {
  const seeds = await createSeeds(clientSeed, serverSeed);
  const next = await createSeeds(clientSeed);
  await db.query(
    `INSERT INTO house_seeds
       (player, server_seed, server_seed_hash, client_seed, next_server_seed, next_server_seed_hash)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (player) WHERE revealed_at IS NULL DO NOTHING`,
    [
      player,
      seeds.serverSeed,
      seeds.serverSeedHash,
      seeds.clientSeed,
      next.serverSeed,
      next.serverSeedHash,
    ],
  );
}

const ACTIVE = `SELECT id, server_seed, server_seed_hash, client_seed, nonce, next_server_seed,
    next_server_seed_hash FROM house_seeds
  WHERE player = $1 AND revealed_at IS NULL`;

async function activePair(db: Queryable, player: string, lock: boolean): Promise<SeedPair> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const { rows } = await db.query<SeedRow>(lock ? `${ACTIVE} FOR UPDATE` : ACTIVE, [player]);
    if (rows[0]) return toPair(rows[0]);
    await insertPairIfNone(db, player);
  }
  throw new Error(`no active seed pair for player ${player}`);
}

/** The player's active pair, started with a random client seed on first use. */
export const findActiveSeeds = (db: Queryable, player: string) => activePair(db, player, false);

/**
 * The active pair locked until the transaction ends, so one player's bets take their nonces one
 * at a time. A pair retired while this waited is no longer active: the next statement then sees
 * its successor.
 */
export const lockActiveSeeds = (tx: Queryable, player: string) => activePair(tx, player, true);

/** Takes the pair's next nonce (under the pair's lock). */
export async function takeNonce(tx: Queryable, pair: SeedPair): Promise<number> {
  await tx.query('UPDATE house_seeds SET nonce = nonce + 1 WHERE id = $1', [pair.id]);
  return pair.nonce;
}

/**
 * Reveals the locked pair and starts the next one at nonce 0, with the server seed the retired
 * pair committed to before the player chose `nextClientSeed`.
 */
export async function retirePair(
  tx: Queryable,
  player: string,
  pair: SeedPair,
  nextClientSeed: string,
): Promise<{ revealed: RevealedSeeds; next: SeedPair }> {
  await tx.query('UPDATE house_seeds SET revealed_at = now() WHERE id = $1', [pair.id]);
  await insertPairIfNone(tx, player, nextClientSeed, pair.nextServerSeed);
  return {
    revealed: {
      serverSeed: pair.serverSeed,
      serverSeedHash: pair.serverSeedHash,
      clientSeed: pair.clientSeed,
      betCount: pair.nonce,
    },
    next: await findActiveSeeds(tx, player),
  };
}
