import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { createOpaqueToken, hashToken } from './tokens';

/** A refresh token used again within this many seconds after rotation is a race of two tabs, not theft. */
const ROTATION_GRACE_SECONDS = 30;

export interface IssuedSession {
  refreshToken: string;
  family: string;
}

export async function createSession(
  db: Queryable,
  playerId: number,
  ttlDays: number,
  family: string = randomUUID(),
): Promise<IssuedSession> {
  const { token, hash } = createOpaqueToken();
  await db.query(
    `INSERT INTO sessions (player_id, family, refresh_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(days => $4))`,
    [playerId, family, hash, ttlDays],
  );
  return { refreshToken: token, family };
}

export type RotateResult =
  { ok: true; playerId: number; scope: 'player' | 'admin'; session: IssuedSession } | { ok: false };

/**
 * Exchanges a refresh token for a new one in the same family. A token that was already rotated
 * (outside the grace window) or revoked means it leaked: the whole family is revoked.
 */
export async function rotateSession(
  db: Queryable,
  refreshToken: string,
  ttlDays: number,
): Promise<RotateResult> {
  const { rows } = await db.query<{
    id: number;
    player_id: number;
    family: string;
    scope: 'player' | 'admin';
    expired: boolean;
    revoked: boolean;
    rotated: boolean;
    in_grace: boolean;
  }>(
    `SELECT s.id, s.player_id, s.family, p.scope, s.expires_at <= now() AS expired,
            s.revoked_at IS NOT NULL AS revoked, s.rotated_at IS NOT NULL AS rotated,
            coalesce(s.rotated_at > now() - make_interval(secs => $2), false) AS in_grace
       FROM sessions s JOIN players p ON p.id = s.player_id WHERE s.refresh_hash = $1`,
    [hashToken(refreshToken), ROTATION_GRACE_SECONDS],
  );
  const row = rows[0];
  if (!row || row.expired || row.revoked) return { ok: false };
  if (row.rotated && !row.in_grace) {
    await revokeFamily(db, row.family);
    return { ok: false };
  }
  // a concurrent refresh with the same token may rotate it between the read and here: that is
  // the two-tabs race the grace window allows, so either way a sibling session is issued
  if (!row.rotated)
    await db.query('UPDATE sessions SET rotated_at = now() WHERE id = $1 AND rotated_at IS NULL', [
      row.id,
    ]);
  const session = await createSession(db, row.player_id, ttlDays, row.family);
  return { ok: true, playerId: row.player_id, scope: row.scope, session };
}

export async function revokeFamily(db: Queryable, family: string): Promise<void> {
  await db.query(
    'UPDATE sessions SET revoked_at = now() WHERE family = $1 AND revoked_at IS NULL',
    [family],
  );
}

export async function revokeByToken(db: Queryable, refreshToken: string): Promise<void> {
  const { rows } = await db.query<{ family: string }>(
    'SELECT family FROM sessions WHERE refresh_hash = $1',
    [hashToken(refreshToken)],
  );
  if (rows[0]) await revokeFamily(db, rows[0].family);
}

/** Revokes every session of a player except the family given (the one changing the password). */
export async function revokeOtherSessions(
  db: Queryable,
  playerId: number,
  keepFamily: string | null,
): Promise<void> {
  await db.query(
    'UPDATE sessions SET revoked_at = now() WHERE player_id = $1 AND revoked_at IS NULL AND family IS DISTINCT FROM $2',
    [playerId, keepFamily],
  );
}
