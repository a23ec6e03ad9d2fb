// Who makes a call: the bearer token's player, checked by the auth module through Authenticator
// (server/http imports no module; createApp hands the implementation in).
import type { Context } from 'hono';
import * as v from 'valibot';
import type { Call } from '../../contract/call';
import { id } from '../../contract/common';
import { forbidden, unauthorized } from './api-error';

export interface Caller {
  playerId: number;
  scope: 'player' | 'admin';
  sessionFamily: string;
}

/** Turns a bearer token into its caller; the auth module implements it. */
export interface Authenticator {
  /** The caller of a token whose signature, expiry and session all still stand, else null. */
  callerOf(token: string): Promise<Caller | null>;
}

/** The caller the call's `auth` asks for: 401 without a standing token, 403 for a player at an admin call. */
export async function authenticate(
  c: Context,
  authenticator: Authenticator,
  call: Call,
): Promise<Caller | null> {
  if (call.auth === 'public' || call.auth === 'processor' || call.auth === 'provider') return null;
  const header = c.req.header('Authorization');
  const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
  const caller = token ? await authenticator.callerOf(token) : null;
  if (!caller) {
    // an optional call with a stale token still works, as for a visitor
    if (call.auth === 'optional') return null;
    throw unauthorized();
  }
  if (call.auth === 'admin' && caller.scope !== 'admin') throw forbidden();
  return caller;
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
