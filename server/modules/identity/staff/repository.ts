// SQL of staff accounts and their sessions.
import type { StaffRole } from '../../../../contract/staff-roles';
import { STEP_UP_SECONDS } from '../../../../contract/staff-roles';
import type { Queryable } from '../../../db/database';

export interface StaffRow {
  id: number;
  username: string;
  password_hash: string;
  roles: StaffRole[];
  totp_secret: string | null;
  disabled_at: Date | null;
  created_at: Date;
}

/** A staff member as the contract shows one (contract/operator/staff.ts `staffMember`). */
export function toStaffMember(row: StaffRow) {
  return {
    id: row.id,
    username: row.username,
    roles: row.roles,
    totpEnabled: row.totp_secret !== null,
    disabled: row.disabled_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}

const STAFF_COLUMNS = 'id, username, password_hash, roles, totp_secret, disabled_at, created_at';

export async function findStaffByUsername(
  db: Queryable,
  username: string,
): Promise<StaffRow | null> {
  const { rows } = await db.query<StaffRow>(
    `SELECT ${STAFF_COLUMNS} FROM staff WHERE lower(username) = lower($1)`,
    [username],
  );
  return rows[0] ?? null;
}

export async function findStaffById(db: Queryable, id: number): Promise<StaffRow | null> {
  const { rows } = await db.query<StaffRow>(`SELECT ${STAFF_COLUMNS} FROM staff WHERE id = $1`, [
    id,
  ]);
  return rows[0] ?? null;
}

/** Locks the staff row for a change whose before and after the audit records. */
export async function lockStaff(db: Queryable, id: number): Promise<StaffRow | null> {
  const { rows } = await db.query<StaffRow>(
    `SELECT ${STAFF_COLUMNS} FROM staff WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

export async function listStaff(db: Queryable): Promise<StaffRow[]> {
  const { rows } = await db.query<StaffRow>(`SELECT ${STAFF_COLUMNS} FROM staff ORDER BY id`);
  return rows;
}

/** Inserts a staff member; null when the username (case-insensitive) is taken. */
export async function insertStaff(
  db: Queryable,
  staff: { username: string; passwordHash: string; roles: readonly StaffRole[] },
): Promise<StaffRow | null> {
  const { rows } = await db.query<StaffRow>(
    `INSERT INTO staff (username, password_hash, roles) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING ${STAFF_COLUMNS}`,
    [staff.username, staff.passwordHash, staff.roles],
  );
  return rows[0] ?? null;
}

export async function updateStaffRoles(
  db: Queryable,
  id: number,
  roles: readonly StaffRole[],
): Promise<StaffRow | null> {
  const { rows } = await db.query<StaffRow>(
    `UPDATE staff SET roles = $2 WHERE id = $1 RETURNING ${STAFF_COLUMNS}`,
    [id, roles],
  );
  return rows[0] ?? null;
}

/** Disables the staff member and ends every session of theirs. */
export async function disableStaff(db: Queryable, id: number): Promise<StaffRow | null> {
  const { rows } = await db.query<StaffRow>(
    `UPDATE staff SET disabled_at = coalesce(disabled_at, now()) WHERE id = $1 RETURNING ${STAFF_COLUMNS}`,
    [id],
  );
  await db.query(
    'UPDATE staff_sessions SET revoked_at = now() WHERE staff_id = $1 AND revoked_at IS NULL',
    [id],
  );
  return rows[0] ?? null;
}

/**
 * Records that the code of `step` was used: true unless a code of that step or a later one was
 * accepted before (a replay, or two tries racing with the same code).
 */
export async function claimTotpStep(
  db: Queryable,
  staffId: number,
  step: number,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE staff SET totp_last_step = $2
      WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)`,
    [staffId, step],
  );
  return rowCount > 0;
}

export async function savePendingTotp(
  db: Queryable,
  staffId: number,
  pending: { secret: string; enrolmentHash: string; minutes: number },
): Promise<void> {
  await db.query(
    `UPDATE staff SET totp_pending_secret = $2, totp_enrolment_hash = $3,
            totp_enrolment_expires_at = now() + make_interval(mins => $4)
      WHERE id = $1`,
    [staffId, pending.secret, pending.enrolmentHash, pending.minutes],
  );
}

/** The staff member an unexpired enrolment token belongs to, with the secret being enrolled. */
export async function findPendingEnrolment(
  db: Queryable,
  enrolmentHash: string,
): Promise<{ staff: StaffRow; secret: string } | null> {
  const { rows } = await db.query<StaffRow & { totp_pending_secret: string }>(
    `SELECT ${STAFF_COLUMNS}, totp_pending_secret FROM staff
      WHERE totp_enrolment_hash = $1 AND totp_enrolment_expires_at > now()
        AND totp_secret IS NULL AND disabled_at IS NULL
      FOR UPDATE`,
    [enrolmentHash],
  );
  const row = rows[0];
  return row ? { staff: row, secret: row.totp_pending_secret } : null;
}

export async function enableTotp(
  db: Queryable,
  staffId: number,
  secret: string,
  step: number,
): Promise<void> {
  await db.query(
    `UPDATE staff SET totp_secret = $2, totp_last_step = $3, totp_pending_secret = NULL,
            totp_enrolment_hash = NULL, totp_enrolment_expires_at = NULL
      WHERE id = $1`,
    [staffId, secret, step],
  );
}

export interface StaffSessionRow {
  id: string;
  created_at: Date;
  last_used_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  ip: string | null;
  user_agent: string | null;
  totp_verified_at: Date;
}

/**
 * A staff session's times (its start, expiry, last code) are the rules' clock's (`now`, from
 * AppDeps.clock), as a player's are: a test moves a step-up past its freshness instead of waiting.
 */
export async function insertStaffSession(
  db: Queryable,
  session: { id: string; staffId: number; hours: number; ip: string; userAgent: string | null },
  now: Date,
): Promise<{ expiresAt: Date }> {
  const { rows } = await db.query<{ expires_at: Date }>(
    `INSERT INTO staff_sessions (id, staff_id, created_at, expires_at, ip, user_agent,
                                 totp_verified_at)
     VALUES ($1, $2, $6, $6::timestamptz + make_interval(hours => $3), $4, $5, $6)
     RETURNING expires_at`,
    [session.id, session.staffId, session.hours, session.ip, session.userAgent, now],
  );
  return { expiresAt: rows[0]?.expires_at as Date };
}

/** The caller of a standing session: not revoked, not expired, its staff member not disabled. */
export async function findStandingSession(
  db: Queryable,
  sessionId: string,
  staffId: number,
  now: Date,
): Promise<{
  username: string;
  roles: StaffRole[];
  is_totp_fresh: boolean;
} | null> {
  const { rows } = await db.query<{ username: string; roles: StaffRole[]; is_totp_fresh: boolean }>(
    `UPDATE staff_sessions s SET last_used_at = $4
       FROM staff m
      WHERE s.id = $1 AND s.staff_id = $2 AND m.id = s.staff_id
        AND s.revoked_at IS NULL AND s.expires_at > $4 AND m.disabled_at IS NULL
     RETURNING m.username, m.roles,
       s.totp_verified_at > $4::timestamptz - make_interval(secs => $3) AS is_totp_fresh`,
    [sessionId, staffId, STEP_UP_SECONDS, now],
  );
  return rows[0] ?? null;
}

export async function markTotpVerified(
  db: Queryable,
  sessionId: string,
  now: Date,
): Promise<string> {
  const { rows } = await db.query<{ fresh_until: Date }>(
    `UPDATE staff_sessions SET totp_verified_at = $3 WHERE id = $1
     RETURNING totp_verified_at + make_interval(secs => $2) AS fresh_until`,
    [sessionId, STEP_UP_SECONDS, now],
  );
  return (rows[0]?.fresh_until as Date).toISOString();
}

export async function listStaffSessions(
  db: Queryable,
  staffId: number,
): Promise<StaffSessionRow[]> {
  const { rows } = await db.query<StaffSessionRow>(
    `SELECT id, created_at, last_used_at, expires_at, revoked_at, ip, user_agent, totp_verified_at
       FROM staff_sessions WHERE staff_id = $1 ORDER BY created_at DESC LIMIT 100`,
    [staffId],
  );
  return rows;
}

/** Ends one of the staff member's own sessions; false when they have no such session. */
export async function revokeStaffSession(
  db: Queryable,
  staffId: number,
  sessionId: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE staff_sessions SET revoked_at = coalesce(revoked_at, now())
      WHERE id = $1 AND staff_id = $2`,
    [sessionId, staffId],
  );
  return rowCount > 0;
}
