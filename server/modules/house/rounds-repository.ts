import type { HouseEngine } from '../../../contract/house-page/house';
import type { Queryable } from '../../db/database';
import type { Decision } from './round-plan';

export type RoundState = 'betting' | 'open' | 'settling' | 'won' | 'lost' | 'void';

/** What the wallet needs to settle or cancel a round. */
export interface RoundRef {
  id: string;
  game: string;
  provider: string;
  payout: bigint;
}

/** A round with its seeds, as players see it (the server seed only once revealed). */
export interface RoundRow {
  id: string;
  game: string;
  provider: string;
  engine: HouseEngine;
  nonce: number;
  stake: bigint;
  payout: bigint;
  multiplier: number;
  result: Record<string, unknown>;
  state: RoundState;
  created_at: Date;
  server_seed_hash: string;
  client_seed: string;
  server_seed: string | null;
}

const ROUND_SELECT = `SELECT r.id, r.game, r.provider, r.engine, r.nonce, r.stake, r.payout,
    r.multiplier, r.result, r.state, r.created_at, s.server_seed_hash, s.client_seed,
    CASE WHEN s.revealed_at IS NOT NULL THEN s.server_seed END AS server_seed
  FROM house_rounds r JOIN house_seeds s ON s.id = r.seed_id`;

/** Inserts the round about to be bet; false when it would be a second open Hi-Lo round. */
export async function insertBettingRound(
  db: Queryable,
  round: {
    id: string;
    player: string;
    game: string;
    provider: string;
    engine: HouseEngine;
    stake: bigint;
    params: Record<string, unknown>;
  },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO house_rounds (id, player, game, provider, engine, stake, params)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING id`,
    [
      round.id,
      round.player,
      round.game,
      round.provider,
      round.engine,
      round.stake.toString(),
      JSON.stringify(round.params),
    ],
  );
  return rowCount > 0;
}

/** The round locked for its draw, while still waiting for its stake's outcome. */
export async function lockBettingRound(tx: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await tx.query(
    `SELECT 1 FROM house_rounds WHERE id = $1 AND state = 'betting' FOR UPDATE`,
    [id],
  );
  return rowCount > 0;
}

/** An open Hi-Lo round of this player and game, locked, with what its deck is drawn from. */
export async function lockOpenRound(
  tx: Queryable,
  round: { id: string; player: string; game: string },
) {
  const { rows } = await tx.query<{
    provider: string;
    stake: bigint;
    result: Record<string, unknown>;
    server_seed: string;
    client_seed: string;
    nonce: number;
  }>(
    `SELECT r.provider, r.stake, r.result, s.server_seed, s.client_seed, r.nonce
       FROM house_rounds r JOIN house_seeds s ON s.id = r.seed_id
      WHERE r.id = $1 AND r.player = $2 AND r.game = $3 AND r.state = 'open'
        FOR UPDATE OF r`,
    [round.id, round.player, round.game],
  );
  return rows[0] ?? null;
}

export async function storeDecision(
  tx: Queryable,
  id: string,
  decision: Decision,
  draw?: { seedId: number; nonce: number },
): Promise<void> {
  await tx.query(
    `UPDATE house_rounds SET state = $2, payout = $3, multiplier = $4, result = $5,
            seed_id = coalesce($6, seed_id), nonce = coalesce($7, nonce), updated_at = now()
      WHERE id = $1`,
    [
      id,
      decision.state,
      decision.payout.toString(),
      decision.multiplier,
      JSON.stringify(decision.result),
      draw?.seedId ?? null,
      draw?.nonce ?? null,
    ],
  );
}

/** Moves a round on from `from` (a no-op when it has already moved). */
export async function moveRound(
  db: Queryable,
  id: string,
  from: RoundState,
  to: RoundState,
): Promise<void> {
  await db.query(
    'UPDATE house_rounds SET state = $3, updated_at = now() WHERE id = $1 AND state = $2',
    [id, from, to],
  );
}

export async function findRound(db: Queryable, id: string): Promise<RoundRow | null> {
  const { rows } = await db.query<RoundRow>(`${ROUND_SELECT} WHERE r.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function findOpenRound(
  db: Queryable,
  player: string,
  game: string,
): Promise<RoundRow | null> {
  const { rows } = await db.query<RoundRow>(
    `${ROUND_SELECT} WHERE r.player = $1 AND r.game = $2 AND r.state = 'open'`,
    [player, game],
  );
  return rows[0] ?? null;
}

export async function hasOpenRound(db: Queryable, player: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `SELECT 1 FROM house_rounds WHERE player = $1 AND state = 'open' LIMIT 1`,
    [player],
  );
  return rowCount > 0;
}

/** The player's latest rounds that took a stake, newest first. */
export async function listRounds(db: Queryable, player: string, limit: number) {
  const { rows } = await db.query<RoundRow>(
    `${ROUND_SELECT} WHERE r.player = $1 AND r.state IN ('open', 'settling', 'won', 'lost')
      ORDER BY r.created_at DESC, r.id LIMIT $2`,
    [player, limit],
  );
  return rows;
}

/**
 * Rounds the normal flow left behind: `settling` for a while (the win was not confirmed) and
 * `betting` long enough that no bet call can still be under way. Of one player, or all.
 */
export async function findStaleRounds(
  db: Queryable,
  player: string | null,
  ages: { settlingSeconds: number; bettingSeconds: number },
): Promise<(RoundRef & { state: 'betting' | 'settling' })[]> {
  const { rows } = await db.query<RoundRef & { state: 'betting' | 'settling' }>(
    `SELECT id, game, provider, payout, state FROM house_rounds
      WHERE state IN ('betting', 'settling') AND ($1::text IS NULL OR player = $1)
        AND ((state = 'settling' AND updated_at < now() - make_interval(secs => $2))
          OR (state = 'betting' AND created_at < now() - make_interval(secs => $3)))
      ORDER BY created_at`,
    [player, ages.settlingSeconds, ages.bettingSeconds],
  );
  return rows;
}

/** Open Hi-Lo rounds nobody played for `idleSeconds`: of one player, or all. */
export async function findAbandonedRounds(
  db: Queryable,
  player: string | null,
  idleSeconds: number,
): Promise<{ id: string; player: string; game: string }[]> {
  const { rows } = await db.query<{ id: string; player: string; game: string }>(
    `SELECT id, player, game FROM house_rounds
      WHERE state = 'open' AND ($1::text IS NULL OR player = $1)
        AND updated_at < now() - make_interval(secs => $2)
      ORDER BY created_at`,
    [player, idleSeconds],
  );
  return rows;
}
