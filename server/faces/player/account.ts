import type { Hono } from 'hono';
import { FORGOT_PASSWORD_RESULT } from '../../../contract/constants';
import {
  getPlayerProfile,
  registerPlayer,
  resetPlayerPassword,
  setNewPassword,
  updatePlayerPassword,
  updateProfile,
  validatePlayerName,
  validatePromoCode,
} from '../../../contract/players';
import { composePhone } from '../../../contract/phone';
import { ApiError, fieldError, notFound } from '../../http/api-error';
import { bindPlayerCall } from './bind';
import type { AppDeps } from '../../deps';
import { hashPassword, verifyPassword } from '../../modules/identity/auth/passwords';
import { revokeOtherSessions } from '../../modules/identity/auth/sessions';
import { isTwoFactorEnabled, verifySecondFactor } from '../../modules/identity/security/two-factor';
import { recordSecurityChange } from '../../modules/identity/security/withdrawal-safety';
import { sendVerificationEmail } from '../../modules/identity/security/email-verification';
import { findActivePromoCode, grantBonus } from '../../modules/wallet/bonuses';
import { openPlayerAccounts } from '../../modules/wallet/ledger';
import {
  consumeResetToken,
  isResetTokenUsable,
  sendResetEmail,
} from '../../modules/identity/players/password-reset';
import {
  findPlayerById,
  findPlayerByUsernameAndEmail,
  getPasswordHash,
  insertPlayer,
  isUsernameTaken,
  setPasswordHash,
  updateProfileFields,
} from '../../modules/identity/players/repository';

export function registerPlayerAccountCalls(app: Hono, deps: AppDeps): void {
  const { db } = deps;

  bindPlayerCall(app, deps, registerPlayer, async ({ input }) => {
    const promo = input.promo_code ? await findActivePromoCode(db, input.promo_code) : null;
    if (input.promo_code && !promo) throw fieldError('promo_code', 'invalid_promo_code');
    const passwordHash = await hashPassword(input.password);
    const playerId = await db.transaction(async (tx) => {
      const id = await insertPlayer(tx, {
        ...input,
        passwordHash,
        phone_number: composePhone(input),
        promo_code: promo?.code ?? null,
        referral_code: input.code || null,
      });
      if (id === null) throw fieldError('username', 'username_duplicated');
      await openPlayerAccounts(tx, id);
      if (promo) await grantBonus(tx, id, promo);
      return id;
    });
    deps.logger.info('player registered', { playerId });
    deps.background.once('email verification', () => sendVerificationEmail(deps, playerId));
    return { status: 1, playerId };
  });

  bindPlayerCall(app, deps, validatePlayerName, async ({ input }) => ({
    status: (await isUsernameTaken(db, input.username)) ? 0 : 1,
  }));

  bindPlayerCall(app, deps, validatePromoCode, async ({ input }) => ({
    // empty is valid: the field is optional
    status: input.promo_code === '' || (await findActivePromoCode(db, input.promo_code)) ? 1 : 0,
  }));

  bindPlayerCall(app, deps, getPlayerProfile, async ({ caller }) => {
    const player = await findPlayerById(db, caller.playerId);
    if (!player) throw notFound();
    return { status: 1, player };
  });

  bindPlayerCall(app, deps, updateProfile, async ({ input, caller }) => {
    const player = await updateProfileFields(db, caller.playerId, {
      ...input,
      phone_number: composePhone(input),
    });
    if (!player) throw notFound();
    return { status: 1, player };
  });

  bindPlayerCall(app, deps, updatePlayerPassword, async ({ input, caller, ip }) => {
    const currentHash = await getPasswordHash(db, caller.playerId);
    if (!currentHash || !(await verifyPassword(currentHash, input.oldPassword))) {
      throw new ApiError(400, 'wrong_old_password');
    }
    // a security change: with two-factor on, the password alone is not enough
    if (await isTwoFactorEnabled(db, caller.playerId))
      await verifySecondFactor(deps, caller.playerId, { totp: input.totp }, ip);
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction(async (tx) => {
      await setPasswordHash(tx, caller.playerId, passwordHash);
      await revokeOtherSessions(tx, caller.playerId, caller.sessionFamily);
      await recordSecurityChange(tx, deps, caller.playerId, 'password');
    });
    return { status: 1 };
  });

  // Deliberately beyond SPEC section 4: result 2 (no such pair) is never answered. Every request
  // gets the same answer after the same work; a matching pair's budget is counted, and its token
  // and email made, after the answer.
  bindPlayerCall(app, deps, resetPlayerPassword, async ({ input }) => {
    const player = await findPlayerByUsernameAndEmail(db, input.username, input.email);
    if (player) deps.background.once('password reset email', () => sendResetEmail(deps, player));
    return { status: 1, result: FORGOT_PASSWORD_RESULT.success };
  });

  bindPlayerCall(app, deps, setNewPassword, async ({ input }) => {
    // a bad token must cost no password hash (argon2 is the expensive part of this call)
    if (!(await isResetTokenUsable(db, input.token))) {
      throw fieldError('token', 'invalid_reset_token');
    }
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction(async (tx) => {
      const playerId = await consumeResetToken(tx, input.token);
      if (playerId === null) throw fieldError('token', 'invalid_reset_token');
      await setPasswordHash(tx, playerId, passwordHash);
      await revokeOtherSessions(tx, playerId, null);
      await recordSecurityChange(tx, deps, playerId, 'password');
    });
    return { status: 1 };
  });
}
