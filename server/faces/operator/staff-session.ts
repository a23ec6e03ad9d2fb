import type { Hono } from 'hono';
import {
  staffEnrolTotp,
  staffGetSessions,
  staffLogin,
  staffLogout,
  staffRevokeSession,
  staffVerifyTotp,
} from '../../../contract/operator/staff';
import { ApiError, notFound } from '../../http/api-error';
import { bindOperatorCall } from './bind';
import type { AppDeps } from '../../deps';
import { recordAudit } from '../../modules/identity/staff/audit';
import {
  claimTotpStep,
  findStaffById,
  listStaffSessions,
  markTotpVerified,
  revokeStaffSession,
} from '../../modules/identity/staff/repository';
import { enrolTotp, signInStaff } from '../../modules/identity/staff/sign-in';
import { matchTotpStep } from '../../lib/totp';

const iso = (time: Date) => time.toISOString();

/** Staff sign-in, the step-up code, and a staff member's own sessions (docs/operations.md). */
export function registerOperatorSessionCalls(app: Hono, deps: AppDeps): void {
  const { db } = deps;

  bindOperatorCall(app, deps, staffLogin, ({ input, ip, c }) =>
    signInStaff(deps, {
      username: input.username,
      password: input.password,
      totp: input.totp,
      ip,
      userAgent: c.req.header('User-Agent'),
    }),
  );

  bindOperatorCall(app, deps, staffEnrolTotp, ({ input, ip, c }) =>
    enrolTotp(deps, input, { ip, userAgent: c.req.header('User-Agent') }),
  );

  bindOperatorCall(app, deps, staffVerifyTotp, async ({ input, staff }) => {
    const member = await findStaffById(db, staff.staffId);
    const step = member?.totp_secret
      ? matchTotpStep(member.totp_secret, input.code, deps.clock.now().getTime())
      : null;
    if (step === null || !(await claimTotpStep(db, staff.staffId, step)))
      throw new ApiError(400, 'invalid_totp', { code: 'invalid_totp' });
    return { status: 1, freshUntil: await markTotpVerified(db, staff.sessionId, deps.clock.now()) };
  });

  bindOperatorCall(app, deps, staffLogout, async ({ staff, ip }) => {
    await db.transaction(async (tx) => {
      await revokeStaffSession(tx, staff.staffId, staff.sessionId);
      await recordAudit(
        tx,
        { staff, ip },
        { action: staffLogout.path, target: `staff_session:${staff.sessionId}` },
      );
    });
    return { status: 1 };
  });

  bindOperatorCall(app, deps, staffGetSessions, async ({ staff }) => ({
    status: 1,
    sessions: (await listStaffSessions(db, staff.staffId)).map((row) => ({
      id: row.id,
      current: row.id === staff.sessionId,
      createdAt: iso(row.created_at),
      lastUsedAt: iso(row.last_used_at),
      expiresAt: iso(row.expires_at),
      revoked: row.revoked_at !== null,
      ip: row.ip,
      userAgent: row.user_agent,
      totpVerifiedAt: iso(row.totp_verified_at),
    })),
  }));

  bindOperatorCall(app, deps, staffRevokeSession, async ({ input, staff, ip }) => {
    await db.transaction(async (tx) => {
      if (!(await revokeStaffSession(tx, staff.staffId, input.sessionId))) throw notFound();
      await recordAudit(
        tx,
        { staff, ip },
        { action: staffRevokeSession.path, target: `staff_session:${input.sessionId}` },
      );
    });
    return { status: 1 };
  });
}
