import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../../db/database';
import { createOpaqueToken, hashToken } from './tokens';

/** A refresh token used again within this many seconds after rotation is a race of two tabs, not theft. */
const ROTATION_GRACE_SECONDS = 30;

/** Every node LISTENs here: the payload is a session family that was just revoked. */
export const SESSION_REVOKED_CHANNEL = 'session_revoked';

export interface IssuedSession {
  id: number;
  refreshToken: string;
  family: string;
}

/** Where a sign-in came from, kept on its first session (the operator's view, risk signals). */
export interface SessionOrigin {
  ip: string;
  userAgent: string | null;
  /** ISO 3166 alpha-2 from the trusted proxy's header (GEO_COUNTRY_HEADER), when there is one */
  country?: string | null;
}

/**
 * A session's times (its start, its expiry, its rotation) are the rules' clock's (`now`, from
 * AppDeps.clock), like every other rule's: a test moves a session past its time limit instead
 * of waiting for it.
 */
export async function createSession(
  db: Queryable,
  playerId: number,
  ttlDays: number,
  now: Date,
  family: string = randomUUID(),
  origin: SessionOrigin | null = null,
): Promise<IssuedSession> {
  const { token, hash } = createOpaqueToken();
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO sessions (player_id, family, refresh_hash, created_at, expires_at, ip, user_agent,
                           country)
     VALUES ($1, $2, $3, $8, $8::timestamptz + make_interval(days => $4), $5, $6, $7) RETURNING id`,
    [
      playerId,
      family,
      hash,
      ttlDays,
      origin?.ip ?? null,
      origin?.userAgent?.slice(0, 300) ?? null,
      origin?.country ?? null,
      now,
    ],
  );
  // a player's session time limit (player protection) shortens it
  await capSessionTime(db, playerId);
  return { id: rows[0]?.id as number, refreshToken: token, family };
}

/**
 * A refresh that worked: the family and player to issue an access token for, and the successor's
 * refresh token, or null when the presented token had already been rotated moments ago (the
 * racing tab shares the cookie jar, so the one successor's cookie reaches it too).
 */
export type RotateResult =
  | {
      ok: true;
      playerId: number;
      family: string;
      refreshToken: string | null;
    }
  | { ok: false };

/**
 * Exchanges a refresh token for its one successor in the same family. A token that was already
 * rotated (outside the grace window) or whose family was revoked means it leaked: the whole
 * family is revoked.
 */
export async function rotateSession(
  db: Database,
  refreshToken: string,
  ttlDays: number,
  now: Date,
): Promise<RotateResult> {
  const { rows } = await db.query<{
    id: number;
    player_id: number;
    family: string;
    expired: boolean;
    family_revoked: boolean;
    rotated: boolean;
    in_grace: boolean;
    blocked: boolean;
  }>(
    `SELECT s.id, s.player_id, s.family, s.expires_at <= $3 AS expired,
            EXISTS (SELECT 1 FROM sessions r WHERE r.family = s.family AND r.revoked_at IS NOT NULL)
              AS family_revoked,
            s.rotated_at IS NOT NULL AS rotated,
            coalesce(s.rotated_at > $3::timestamptz - make_interval(secs => $2), false) AS in_grace,
            p.blocked_at IS NOT NULL AS blocked
       FROM sessions s JOIN players p ON p.id = s.player_id WHERE s.refresh_hash = $1`,
    [hashToken(refreshToken), ROTATION_GRACE_SECONDS, now],
  );
  const row = rows[0];
  // a blocked player's sessions were revoked with the block; one opened as it happened is refused here
  if (!row || row.expired || row.family_revoked || row.blocked) return { ok: false };
  const grant = (refreshToken: string | null): RotateResult => ({
    ok: true,
    playerId: row.player_id,
    family: row.family,
    refreshToken,
  });
  if (row.rotated) {
    if (row.in_grace) return grant(null);
    await revokeFamily(db, row.family);
    return { ok: false };
  }
  // the conditional update lets exactly one of several concurrent presentations rotate the token
  const successor = await db.transaction(async (tx) => {
    const claimed = await tx.query(
      'UPDATE sessions SET rotated_at = $2 WHERE id = $1 AND rotated_at IS NULL',
      [row.id, now],
    );
    if (claimed.rowCount === 0) return null;
    const session = await createSession(tx, row.player_id, ttlDays, now, row.family);
    // for tracing a family's chain after a replay; no decision reads it
    await tx.query('UPDATE sessions SET replaced_by = $2 WHERE id = $1', [row.id, session.id]);
    return session;
  });
  // lost the race: the token is rotated now, so reading it again gives the racing tab's answer
  if (!successor) return rotateSession(db, refreshToken, ttlDays, now);
  return grant(successor.refreshToken);
}

/**
 * SQL that is true while the family `familySql` names still stands at the time `nowSql` names
 * (the rules' clock, a parameter): none of its sessions was revoked (revocation takes the whole
 * family) and one has not expired; false for a null family. Whatever a login hands out (access
 * tokens, game launch tokens) is checked with this one rule, so every way of revoking a family
 * ends them all.
 */
export const familyIsActiveSql = (familySql: string, nowSql: string) =>
  `coalesce((SELECT bool_and(family_row.revoked_at IS NULL)
                    AND bool_or(family_row.expires_at > ${nowSql}::timestamptz)
               FROM sessions family_row WHERE family_row.family = ${familySql}), false)`;

/**
 * Until when access tokens of `family` stand, seen at `now` (`familyIsActiveSql`): its latest
 * expiry (a day away at most: never one that cannot be written as a date), or null when it no
 * longer stands.
 */
export async function familyActiveUntil(
  db: Queryable,
  family: string,
  now: Date,
): Promise<Date | null> {
  const { rows } = await db.query<{ until: Date | null }>(
    `SELECT CASE WHEN ${familyIsActiveSql('$1::text', '$2')}
                 THEN (SELECT least(max(expires_at), $2::timestamptz + interval '1 day')
                         FROM sessions WHERE family = $1) END AS until`,
    [family, now],
  );
  return rows[0]?.until ?? null;
}

// Each statement revokes and announces in one go: the NOTIFY is delivered when the caller's
// transaction commits, so every node drops the family from its cache at that moment, not before.
const NOTIFY_REVOKED = `SELECT pg_notify('${SESSION_REVOKED_CHANNEL}', family) FROM (SELECT DISTINCT family FROM revoked) AS families`;

export async function revokeFamily(db: Queryable, family: string): Promise<void> {
  await db.query(
    `WITH revoked AS (
       UPDATE sessions SET revoked_at = now() WHERE family = $1 AND revoked_at IS NULL RETURNING family
     ) ${NOTIFY_REVOKED}`,
    [family],
  );
}

/** Revokes one of the player's session families: false when the player has no such live one. */
export async function revokePlayerFamily(
  db: Queryable,
  playerId: number,
  family: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `WITH revoked AS (
       UPDATE sessions SET revoked_at = now()
        WHERE player_id = $1 AND family = $2 AND revoked_at IS NULL RETURNING family
     ) ${NOTIFY_REVOKED}`,
    [playerId, family],
  );
  return rowCount > 0;
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
    `WITH revoked AS (
       UPDATE sessions SET revoked_at = now()
        WHERE player_id = $1 AND revoked_at IS NULL AND family IS DISTINCT FROM $2 RETURNING family
     ) ${NOTIFY_REVOKED}`,
    [playerId, keepFamily],
  );
}

/**
 * Ends the player's sessions at their time limit (player protection, player_protection): each
 * live session of a family expires no later than the family's first login plus the limit, and a
 * family shortened is announced like a revocation, so no node trusts its cache of it. Called when
 * a session is made or rotated and when the limit is set.
 */
export async function capSessionTime(db: Queryable, playerId: number): Promise<void> {
  await db.query(
    `WITH revoked AS (
       UPDATE sessions s SET expires_at = f.started + make_interval(mins => pp.session_limit_minutes)
         FROM player_protection pp,
              (SELECT family, min(created_at) AS started FROM sessions WHERE player_id = $1
                GROUP BY family) AS f
        WHERE s.player_id = $1 AND pp.player_id = $1 AND pp.session_limit_minutes IS NOT NULL
          AND f.family = s.family AND s.revoked_at IS NULL
          AND s.expires_at > f.started + make_interval(mins => pp.session_limit_minutes)
       RETURNING s.family
     ) ${NOTIFY_REVOKED}`,
    [playerId],
  );
}
