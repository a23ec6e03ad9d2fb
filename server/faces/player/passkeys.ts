import type { Hono } from 'hono';
import {
  passkeyLogin,
  passkeyLoginOptions,
  passkeyRegister,
  passkeyRegisterOptions,
  passkeyRemove,
  passkeyRename,
  passkeyStepUp,
  passkeyStepUpOptions,
} from '../../../contract/passkeys';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/api-error';
import { bindPlayerCall } from './bind';
import { openSession } from '../../modules/identity/auth/session-opening';
import {
  loginOptions,
  loginWithPasskey,
  passkeyExists,
  registerPasskey,
  registrationOptions,
  removePasskey,
  renamePasskey,
  stepUpOptions,
  stepUpWithPasskey,
} from '../../modules/identity/security/passkeys';
import { isTwoFactorEnabled, verifySecondFactor } from '../../modules/identity/security/two-factor';

/** front/security/passkey_*: passkeys (docs/account-security.md, contract/passkeys.ts). */
export function registerPlayerPasskeyCalls(app: Hono, deps: AppDeps): void {
  const { db } = deps;

  bindPlayerCall(app, deps, passkeyRegisterOptions, async ({ c, caller }) => ({
    status: 1,
    options: await registrationOptions(c, deps, caller.playerId),
  }));

  bindPlayerCall(app, deps, passkeyRegister, async ({ c, caller, input }) => ({
    status: 1,
    passkey: await registerPasskey(c, deps, caller.playerId, input.name, input.response),
  }));

  bindPlayerCall(app, deps, passkeyRename, async ({ caller, input }) => {
    if (!(await renamePasskey(db, caller.playerId, input.id, input.name))) throw notFound();
    return { status: 1 };
  });

  bindPlayerCall(app, deps, passkeyRemove, async ({ caller, input, ip }) => {
    if (!(await passkeyExists(db, caller.playerId, input.id))) throw notFound();
    // with two-factor on, removing a passkey is a security change: a fresh second factor first
    if (await isTwoFactorEnabled(db, caller.playerId)) {
      const proof = { totp: input.totp, stepUpToken: input.step_up_token };
      await verifySecondFactor(deps, caller.playerId, proof, ip);
    }
    if (!(await removePasskey(db, caller.playerId, input.id))) throw notFound();
    return { status: 1 };
  });

  bindPlayerCall(app, deps, passkeyLoginOptions, async ({ c }) => ({
    status: 1,
    options: await loginOptions(c, deps),
  }));

  // the session opens as a password login's does (auth/routes.ts): the same cookies and token
  bindPlayerCall(app, deps, passkeyLogin, async ({ c, input, ip }) => {
    const playerId = await loginWithPasskey(c, deps, input.response, ip);
    return openSession(c, deps, playerId, ip);
  });

  bindPlayerCall(app, deps, passkeyStepUpOptions, async ({ c, caller }) => ({
    status: 1,
    options: await stepUpOptions(c, deps, caller.playerId),
  }));

  bindPlayerCall(app, deps, passkeyStepUp, async ({ c, caller, input, ip }) => ({
    status: 1,
    ...(await stepUpWithPasskey(c, deps, caller.playerId, input.response, ip)),
  }));
}
