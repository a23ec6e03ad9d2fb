// The back-office's own calls: staff sign-in with TOTP, their sessions, staff management and the
// audit log (docs/operations.md). Every other operator call takes the staff token these issue.
import * as v from 'valibot';
import { loginRequest } from '../auth';
import { defineCall } from '../call';
import {
  dateOrDateTime,
  emptyRequest,
  id,
  ok,
  pageFields,
  plainText,
  statusResponse,
} from '../common';
import { noControlCharacters } from '../input-limits';
import { password } from '../players';
import { STAFF_ROLES } from '../staff-roles';

const staffUsername = v.pipe(
  v.string('field_required'),
  v.trim(),
  v.regex(/^[\p{L}\p{N}_.-]{3,30}$/u, 'username_validation'),
);

/** Six digits from the staff member's authenticator app (RFC 6238, 30-second steps). */
export const totpCode = v.pipe(
  v.string('field_required'),
  v.trim(),
  v.regex(/^\d{6}$/, 'invalid_totp'),
);

const roles = v.pipe(
  v.array(v.picklist(STAFF_ROLES, 'invalid_value'), 'invalid_value'),
  v.minLength(1, 'field_required'),
  v.maxLength(STAFF_ROLES.length, 'invalid_value'),
  v.transform((list) => [...new Set(list)]),
);

export const staffMember = v.object({
  id: v.number(),
  username: v.string(),
  roles: v.array(v.picklist(STAFF_ROLES)),
  totpEnabled: v.boolean(),
  disabled: v.boolean(),
  createdAt: v.string(),
});

const signedIn = v.object({
  status: ok,
  result: v.literal('signed_in'),
  accessToken: v.string(),
  /** Seconds until the token (and its session) expires. */
  expiresIn: v.number(),
  staff: staffMember,
});

export const staffLogin = defineCall({
  path: 'admin/auth/login',
  method: 'POST',
  auth: 'public',
  request: v.object({
    // as a player's sign-in: any password once set must still sign in
    username: loginRequest.entries.username,
    password: loginRequest.entries.password,
    /** Required once the staff member has enrolled TOTP; left out before enrolment. */
    totp: v.optional(v.nullable(totpCode)),
  }),
  response: v.variant('result', [
    signedIn,
    v.object({
      status: ok,
      // the password was right but no TOTP is set up yet: set it up with admin/auth/enrol_totp
      result: v.literal('totp_enrolment_required'),
      enrolmentToken: v.string(),
      /** The shared secret in base32, for typing into an authenticator app. */
      secret: v.string(),
      /** otpauth://totp/… for a QR code. */
      otpauthUri: v.string(),
    }),
  ]),
});

export const staffEnrolTotp = defineCall({
  path: 'admin/auth/enrol_totp',
  method: 'POST',
  auth: 'public',
  request: v.object({
    enrolmentToken: v.pipe(v.string('field_required'), v.maxLength(200, 'invalid_value')),
    code: totpCode,
  }),
  response: signedIn,
});

export const staffVerifyTotp = defineCall({
  path: 'admin/auth/verify_totp',
  method: 'POST',
  auth: 'staff',
  permission: 'session.own',
  request: v.object({ code: totpCode }),
  /** Until when stepUp calls are let through without another code. */
  response: v.object({ status: ok, freshUntil: v.string() }),
});

export const staffLogout = defineCall({
  path: 'admin/auth/logout',
  method: 'POST',
  auth: 'staff',
  permission: 'session.own',
  request: emptyRequest,
  response: statusResponse,
});

export const staffSession = v.object({
  id: v.string(),
  current: v.boolean(),
  createdAt: v.string(),
  lastUsedAt: v.string(),
  expiresAt: v.string(),
  revoked: v.boolean(),
  ip: v.nullable(v.string()),
  userAgent: v.nullable(v.string()),
  totpVerifiedAt: v.string(),
});

export const staffGetSessions = defineCall({
  path: 'admin/auth/get_sessions',
  method: 'POST',
  auth: 'staff',
  permission: 'session.own',
  request: emptyRequest,
  response: v.object({ status: ok, sessions: v.array(staffSession) }),
});

export const staffRevokeSession = defineCall({
  path: 'admin/auth/revoke_session',
  method: 'POST',
  auth: 'staff',
  permission: 'session.own',
  request: v.object({
    sessionId: v.pipe(
      v.string('field_required'),
      v.maxLength(36, 'invalid_value'),
      v.uuid('invalid_value'),
    ),
  }),
  response: statusResponse,
});

export const staffCreate = defineCall({
  path: 'admin/staff/create',
  method: 'POST',
  auth: 'staff',
  permission: 'staff.manage',
  stepUp: true,
  request: v.object({ username: staffUsername, password, roles }),
  response: v.object({ status: ok, staff: staffMember }),
});

export const staffList = defineCall({
  path: 'admin/staff/list',
  method: 'POST',
  auth: 'staff',
  permission: 'staff.manage',
  request: emptyRequest,
  response: v.object({ status: ok, staff: v.array(staffMember) }),
});

export const staffSetRoles = defineCall({
  path: 'admin/staff/set_roles',
  method: 'POST',
  auth: 'staff',
  permission: 'staff.manage',
  stepUp: true,
  request: v.object({ staffId: id, roles }),
  response: v.object({ status: ok, staff: staffMember }),
});

export const staffDisable = defineCall({
  path: 'admin/staff/disable',
  method: 'POST',
  auth: 'staff',
  permission: 'staff.manage',
  stepUp: true,
  request: v.object({ staffId: id }),
  response: v.object({ status: ok, staff: staffMember }),
});

export const auditEntry = v.object({
  id: v.number(),
  /** null for a failed sign-in whose username is no staff member's */
  staffId: v.nullable(v.number()),
  staffUsername: v.nullable(v.string()),
  /** contract/operator/audit-actions.ts; older or unknown kinds arrive as they were written */
  action: v.string(),
  playerId: v.nullable(v.number()),
  playerUsername: v.nullable(v.string()),
  target: v.nullable(v.string()),
  before: v.unknown(),
  after: v.unknown(),
  reason: v.nullable(v.string()),
  ip: v.nullable(v.string()),
  /** the username a failed sign-in tried (never its password); null for other entries */
  attemptedUsername: v.nullable(v.string()),
  createdAt: v.string(),
});

const partialName = v.optional(v.nullable(plainText(100)));

/** The filters of the audit log, each left out or null for "any"; all given must match. */
const auditFilterFields = {
  staffId: v.optional(v.nullable(id)),
  /** part of the member's username (or of the username a failed sign-in tried), any case */
  member: partialName,
  /** an action kind exactly (contract/operator/audit-actions.ts) */
  action: v.optional(
    v.nullable(
      v.pipe(v.string('invalid_value'), v.maxLength(100, 'invalid_value'), noControlCharacters()),
    ),
  ),
  /** The player the action concerned (a filter, not the caller: hence not `playerId`). */
  player: v.optional(v.nullable(id)),
  /** part of the concerned player's username, any case */
  playerUsername: partialName,
  from: v.optional(v.nullable(dateOrDateTime)),
  /** exclusive */
  to: v.optional(v.nullable(dateOrDateTime)),
};

export const getAuditLog = defineCall({
  path: 'admin/get_audit_log',
  method: 'POST',
  auth: 'staff',
  permission: 'audit.read',
  request: v.object({
    ...auditFilterFields,
    /** the id of the last entry read: this page starts after it (older); none for the newest */
    before: v.optional(v.nullable(id)),
    ...pageFields,
  }),
  /**
   * Newest first. `count`: the entries matching the filters, whatever the cursor; `nextCursor`:
   * what to send as `before` for the next (older) page, null on the last one.
   */
  response: v.object({
    status: ok,
    rows: v.array(auditEntry),
    count: v.number(),
    nextCursor: v.nullable(v.number()),
  }),
});

/**
 * The entries matching the filters (the newest AUDIT_EXPORT_LIMIT) as CSV text: a header line,
 * comma-separated, `\n` line ends, action kinds by name. The export is itself an audit entry.
 */
export const exportAuditLog = defineCall({
  path: 'admin/export_audit_log',
  method: 'POST',
  auth: 'staff',
  permission: 'audit.read',
  request: v.object({ format: v.picklist(['csv'], 'invalid_value'), ...auditFilterFields }),
  response: v.object({
    status: ok,
    /** e.g. `audit-log-2026-11-29.csv` */
    filename: v.string(),
    csv: v.string(),
    count: v.number(),
  }),
});

export const AUDIT_EXPORT_LIMIT = 10_000;
