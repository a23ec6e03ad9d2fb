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
import { bindPlayerCall } from './bind';
import { revokeOtherSessions, revokePlayerFamily } from '../../modules/identity/auth/sessions';
import { summariseUserAgent } from '../../modules/identity/security/device-summary';
import { listLiveSessions, readTwoFactor } from '../../modules/identity/security/repository';
import { listPasskeyViews } from '../../modules/identity/security/passkeys';
import {
  beginTwoFactor,
  disableTwoFactorWithCode,
  enableTwoFactorWithCode,
} from '../../modules/identity/security/two-factor';

/** front/security/*: two-factor and signed-in sessions (docs/account-security.md). */
export function registerPlayerSecurityCalls(app: Hono, deps: AppDeps): void {
  const { db } = deps;

  bindPlayerCall(app, deps, getSecurityStatus, async ({ caller }) => {
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

  bindPlayerCall(app, deps, totpBegin, async ({ caller }) => ({
    status: 1,
    ...(await beginTwoFactor(deps, caller.playerId)),
  }));

  bindPlayerCall(app, deps, totpEnable, async ({ caller, input, ip }) => ({
    status: 1,
    recoveryCodes: await enableTwoFactorWithCode(deps, caller.playerId, input.code, ip),
  }));

  bindPlayerCall(app, deps, totpDisable, async ({ caller, input, ip }) => {
    await disableTwoFactorWithCode(deps, caller.playerId, input.code, ip, input.step_up_token);
    return { status: 1 };
  });

  bindPlayerCall(app, deps, getSessions, async ({ caller }) => {
    const rows = await listLiveSessions(db, caller.playerId, deps.clock.now());
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

  bindPlayerCall(app, deps, revokeSession, async ({ caller, input }) => {
    if (input.others === true) {
      await revokeOtherSessions(db, caller.playerId, caller.sessionFamily);
    } else if (input.id !== undefined) {
      if (!(await revokePlayerFamily(db, caller.playerId, input.id))) throw notFound();
    } else {
      throw fieldError('id', 'field_required');
    }
    return { status: 1 };
  });
}
