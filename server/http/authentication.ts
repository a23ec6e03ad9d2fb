// Who makes a call: the bearer token's player or staff member, checked by the auth and staff
// modules through Authenticator (server/http imports no module; createApp hands it in).
import type { Context } from 'hono';
import * as v from 'valibot';
import type { Call } from '../../contract/call';
import { id } from '../../contract/common';
import { rolesGrant, type StaffRole } from '../../contract/staff-roles';
import { ApiError, forbidden, unauthorized } from './api-error';

export interface Caller {
  playerId: number;
  sessionFamily: string;
}

/** A staff member at an operator call, with what the handler needs for the audit log. */
export interface StaffCaller {
  staffId: number;
  username: string;
  roles: StaffRole[];
  sessionId: string;
  /** Whether the session's last TOTP code is recent enough for a stepUp call. */
  isTotpFresh: boolean;
}

/** Turns a bearer token into its caller; the auth and staff modules implement it. */
export interface Authenticator {
  /** The player of a player token whose signature, expiry and session all still stand, else null. */
  callerOf(token: string): Promise<Caller | null>;
  /** The staff member of a staff token whose signature, expiry and session all stand, else null. */
  staffOf(token: string): Promise<StaffCaller | null>;
}

function bearerToken(c: Context): string | undefined {
  const header = c.req.header('Authorization');
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
}

/** The player the call's `auth` asks for: 401 without a standing player token. */
export async function authenticate(
  c: Context,
  authenticator: Authenticator,
  call: Call,
): Promise<Caller | null> {
  if (call.auth !== 'player' && call.auth !== 'optional') return null;
  const token = bearerToken(c);
  const caller = token ? await authenticator.callerOf(token) : null;
  if (!caller) {
    // an optional call with a stale token still works, as for a visitor
    if (call.auth === 'optional') return null;
    throw unauthorized();
  }
  return caller;
}

/**
 * The staff member at a `staff` call: 401 without a standing staff session, 403 `forbidden` to a
 * player's token and when no role of theirs grants the call's permission, 403
 * `fresh_totp_required` at a stepUp call when their last code is too old.
 */
export async function authenticateStaff(
  c: Context,
  authenticator: Authenticator,
  call: Call,
): Promise<StaffCaller | null> {
  if (call.auth !== 'staff') return null;
  const token = bearerToken(c);
  const staff = token ? await authenticator.staffOf(token) : null;
  if (!staff) {
    // a signed-in player is known but not allowed; anyone else must sign in
    if (token && (await authenticator.callerOf(token))) throw forbidden();
    throw unauthorized();
  }
  // a staff call without a permission is a contract error: nobody may make it
  if (!call.permission || !rolesGrant(staff.roles, call.permission)) throw forbidden();
  if (call.stepUp && !staff.isTotpFresh) throw new ApiError(403, 'fresh_totp_required');
  return staff;
}

/**
 * Checked before validation, on the owner field alone: a well-formed id of another player is
 * refused whatever else the body holds; one that is no id at all is left to validation (400).
 */
export function checkOwnership(call: Call, raw: unknown, caller: Caller | null): void {
  if (!call.ownerField || !raw || typeof raw !== 'object') return;
  const owner = v.safeParse(id, (raw as Record<string, unknown>)[call.ownerField]);
  if (!owner.success) return;
  if (!caller || owner.output !== caller.playerId) throw forbidden();
}
