import type { Queryable } from '../../../db/database';

export interface TwoFactorRow {
  secret: string | null;
  enabled_at: Date | null;
  recovery_codes_left: number;
}

/** The player's two-factor state; off (and no codes) for a player who never began it. */
export async function readTwoFactor(db: Queryable, playerId: number): Promise<TwoFactorRow> {
  const { rows } = await db.query<TwoFactorRow>(
    `SELECT t.secret, t.enabled_at,
            (SELECT count(*) FROM player_recovery_codes r
              WHERE r.player_id = $1 AND r.used_at IS NULL)::int AS recovery_codes_left
       FROM (SELECT 1) AS one LEFT JOIN player_two_factor t ON t.player_id = $1`,
    [playerId],
  );
  return rows[0] ?? { secret: null, enabled_at: null, recovery_codes_left: 0 };
}

/**
 * Keeps `secret` pending for `minutes`, unless one is pending already: the secret pending after
 * the call, the one the player may have scanned from an earlier answer.
 */
export async function savePendingSecret(
  db: Queryable,
  playerId: number,
  secret: string,
  minutes: number,
): Promise<string> {
  const { rows } = await db.query<{ pending_secret: string }>(
    `INSERT INTO player_two_factor (player_id, pending_secret, pending_expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3))
     ON CONFLICT (player_id) DO UPDATE
       SET pending_secret = excluded.pending_secret, pending_expires_at = excluded.pending_expires_at
       WHERE player_two_factor.pending_expires_at IS NULL
          OR player_two_factor.pending_expires_at <= now()
     RETURNING pending_secret`,
    [playerId, secret, minutes],
  );
  if (rows[0]) return rows[0].pending_secret;
  const pending = await db.query<{ pending_secret: string }>(
    'SELECT pending_secret FROM player_two_factor WHERE player_id = $1',
    [playerId],
  );
  return pending.rows[0]?.pending_secret ?? secret;
}

/** The unexpired pending secret of a player whose two-factor is off, locked for the enabling. */
export async function lockPendingSecret(db: Queryable, playerId: number): Promise<string | null> {
  const { rows } = await db.query<{ pending_secret: string }>(
    `SELECT pending_secret FROM player_two_factor
      WHERE player_id = $1 AND secret IS NULL AND pending_expires_at > now() FOR UPDATE`,
    [playerId],
  );
  return rows[0]?.pending_secret ?? null;
}

/** Turns two-factor on with the pending secret and the step of the code that confirmed it. */
export async function enableTwoFactor(
  db: Queryable,
  playerId: number,
  step: number,
  codeHashes: string[],
): Promise<void> {
  await db.query(
    `UPDATE player_two_factor
        SET secret = pending_secret, enabled_at = now(), last_step = $2,
            pending_secret = NULL, pending_expires_at = NULL
      WHERE player_id = $1`,
    [playerId, step],
  );
  await db.query('DELETE FROM player_recovery_codes WHERE player_id = $1', [playerId]);
  await db.query(
    `INSERT INTO player_recovery_codes (player_id, code_hash)
     SELECT $1, unnest($2::text[])`,
    [playerId, codeHashes],
  );
}

export async function disableTwoFactor(db: Queryable, playerId: number): Promise<void> {
  await db.query('DELETE FROM player_two_factor WHERE player_id = $1', [playerId]);
  await db.query('DELETE FROM player_recovery_codes WHERE player_id = $1', [playerId]);
}

/**
 * Records `step` as used if it is newer than the last one accepted: false when a code of that
 * step (or a later one) was accepted already, so each code works once.
 */
export async function claimTotpStep(
  db: Queryable,
  playerId: number,
  step: number,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE player_two_factor SET last_step = $2
      WHERE player_id = $1 AND secret IS NOT NULL AND (last_step IS NULL OR last_step < $2)`,
    [playerId, step],
  );
  return rowCount > 0;
}

/** Uses up an unused recovery code: false when there is none with that hash. */
export async function useRecoveryCode(
  db: Queryable,
  playerId: number,
  codeHash: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE player_recovery_codes SET used_at = now()
      WHERE player_id = $1 AND code_hash = $2 AND used_at IS NULL`,
    [playerId, codeHash],
  );
  return rowCount > 0;
}

export interface SessionRow {
  family: string;
  created_at: Date;
  last_used_at: Date;
  ip: string | null;
  user_agent: string | null;
  country: string | null;
}

/**
 * The player's signed-in sessions, newest use first: one per family (a sign-in and its
 * refreshes) that is neither revoked nor expired. The first session of a family keeps where the
 * sign-in came from; each refresh adds a session, so the newest one is the last use.
 */
export async function listLiveSessions(
  db: Queryable,
  playerId: number,
  now: Date,
): Promise<SessionRow[]> {
  const { rows } = await db.query<SessionRow>(
    `SELECT family, min(created_at) AS created_at, max(created_at) AS last_used_at,
            (array_agg(ip ORDER BY id) FILTER (WHERE ip IS NOT NULL))[1] AS ip,
            (array_agg(user_agent ORDER BY id) FILTER (WHERE user_agent IS NOT NULL))[1] AS user_agent,
            (array_agg(country ORDER BY id) FILTER (WHERE country IS NOT NULL))[1] AS country
       FROM sessions WHERE player_id = $1
      GROUP BY family
     HAVING bool_and(revoked_at IS NULL) AND bool_or(expires_at > $2)
      ORDER BY max(created_at) DESC, family`,
    [playerId, now],
  );
  return rows;
}
