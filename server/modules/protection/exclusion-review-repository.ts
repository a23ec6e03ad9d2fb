// Malta's review of an indefinite self-exclusion (exclusion-review.ts): the request kept on the
// player's protection row, and the lifting that clears it with the break.
import type { Queryable } from '../../db/database';
import { pageClause } from '../../db/list-query';

export interface ExclusionReviewRow {
  requestedAt: Date;
  reason: string;
}

export async function readExclusionReview(
  db: Queryable,
  playerId: number,
): Promise<ExclusionReviewRow | null> {
  const { rows } = await db.query<{ requested_at: Date | null; reason: string | null }>(
    `SELECT exclusion_review_requested_at AS requested_at, exclusion_review_reason AS reason
       FROM player_protection WHERE player_id = $1`,
    [playerId],
  );
  const row = rows[0];
  if (!row?.requested_at || row.reason === null) return null;
  return { requestedAt: row.requested_at, reason: row.reason };
}

/**
 * The requests waiting: the player still indefinitely self-excluded and not lifted yet, oldest
 * request first; a page of them and their count.
 */
export async function listPendingExclusionReviews(
  db: Queryable,
  page: number,
  itemsPerPage: number,
): Promise<{
  rows: (ExclusionReviewRow & { playerId: number; username: string })[];
  count: number;
}> {
  const pending = `FROM player_protection pp JOIN players p ON p.id = pp.player_id
     WHERE pp.exclusion_review_requested_at IS NOT NULL
       AND pp.break_kind = 'self_exclusion' AND pp.break_ends_at IS NULL`;
  const [rows, count] = await Promise.all([
    db.query<{ playerId: number; username: string; requestedAt: Date; reason: string }>(
      `SELECT p.id AS "playerId", p.username, pp.exclusion_review_requested_at AS "requestedAt",
              pp.exclusion_review_reason AS reason
         ${pending}
        ORDER BY pp.exclusion_review_requested_at, p.id ${pageClause(page, itemsPerPage)}`,
    ),
    db.query<{ count: number }>(`SELECT count(*)::int AS count ${pending}`),
  ]);
  return { rows: rows.rows, count: count.rows[0]?.count ?? 0 };
}

export async function saveExclusionReview(
  db: Queryable,
  playerId: number,
  review: ExclusionReviewRow,
): Promise<void> {
  await db.query(
    `UPDATE player_protection
        SET exclusion_review_requested_at = $2, exclusion_review_reason = $3
      WHERE player_id = $1`,
    [playerId, review.requestedAt, review.reason],
  );
}

/** Ends the player's break and its review together. */
export async function liftBreak(db: Queryable, playerId: number): Promise<void> {
  await db.query(
    `UPDATE player_protection
        SET break_kind = NULL, break_started_at = NULL, break_ends_at = NULL,
            exclusion_review_requested_at = NULL, exclusion_review_reason = NULL
      WHERE player_id = $1`,
    [playerId],
  );
}

export async function playerExists(db: Queryable, playerId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM players WHERE id = $1', [playerId]);
  return rows.length > 0;
}
