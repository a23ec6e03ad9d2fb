import type { Hono } from 'hono';
import {
  getSecurityStatus,
  getSessions,
  revokeSession,
  totpBegin,
  totpDisable,
  totpEnable,
} from '../../../contract/security';
import type { AppDeps } from '../../deps';
import { fieldError, notFound } from '../../http/api-error';
import { bindCall } from '../../http/bind';
import { revokeOtherSessions, revokePlayerFamily } from '../auth/sessions';
import { summariseUserAgent } from './device-summary';
import { listLiveSessions, readTwoFactor } from './repository';
import { registerPasskeyRoutes } from './passkey-routes';
import { listPasskeyViews } from './passkeys';
import { beginTwoFactor, disableTwoFactorWithCode, enableTwoFactorWithCode } from './two-factor';

/** front/security/*: two-factor and signed-in sessions (docs/account-security.md). */
export function registerSecurityRoutes(app: Hono, deps: AppDeps): void {
  const { db } = deps;

  bindCall(app, deps, getSecurityStatus, async ({ caller }) => {
    const twoFactor = await readTwoFactor(db, caller.playerId);
    const isEnabled = twoFactor.secret !== null;
    return {
      status: 1,
      twoFactor: {
        enabled: isEnabled,
        enabledAt: twoFactor.enabled_at ? new Date(twoFactor.enabled_at).toISOString() : null,
        recoveryCodesLeft: isEnabled ? twoFactor.recovery_codes_left : 0,
      },
      passkeys: await listPasskeyViews(db, caller.playerId),
    };
  });

  bindCall(app, deps, totpBegin, async ({ caller }) => ({
    status: 1,
    ...(await beginTwoFactor(deps, caller.playerId)),
  }));

  bindCall(app, deps, totpEnable, async ({ caller, input, ip }) => ({
    status: 1,
    recoveryCodes: await enableTwoFactorWithCode(deps, caller.playerId, input.code, ip),
  }));

  bindCall(app, deps, totpDisable, async ({ caller, input, ip }) => {
    await disableTwoFactorWithCode(deps, caller.playerId, input.code, ip, input.step_up_token);
    return { status: 1 };
  });

  bindCall(app, deps, getSessions, async ({ caller }) => {
    const rows = await listLiveSessions(db, caller.playerId);
    return {
      status: 1,
      sessions: rows.map((row) => ({
        id: row.family,
        createdAt: new Date(row.created_at).toISOString(),
        lastUsedAt: new Date(row.last_used_at).toISOString(),
        ip: row.ip,
        country: row.country,
        ...summariseUserAgent(row.user_agent),
        current: row.family === caller.sessionFamily,
      })),
    };
  });

  bindCall(app, deps, revokeSession, async ({ caller, input }) => {
    if (input.others === true) {
      await revokeOtherSessions(db, caller.playerId, caller.sessionFamily);
    } else if (input.id !== undefined) {
      if (!(await revokePlayerFamily(db, caller.playerId, input.id))) throw notFound();
    } else {
      throw fieldError('id', 'field_required');
    }
    return { status: 1 };
  });

  registerPasskeyRoutes(app, deps);
}
