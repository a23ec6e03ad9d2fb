import { createHash } from 'node:crypto';
import type { Queryable } from '../../../db/database';
import type { AppDeps } from '../../../deps';
import { countHits } from '../../../http/rate-limit-counters';
import { forgetLoginFailures } from '../auth/login-throttle';
import {
  consumeEmailedToken,
  isEmailedTokenUsable,
  sendEmailedToken,
  type EmailRecipient,
  type EmailedTokenKind,
} from '../auth/emailed-tokens';

const PASSWORD_RESET: EmailedTokenKind = {
  table: 'password_resets',
  minutes: 30,
  page: '/reset-password',
  text: {
    es: {
      subject: 'Restablece tu contraseña',
      body: (link, minutes) =>
        `Hemos recibido una solicitud para restablecer tu contraseña.\n\nAbre este enlace en los próximos ${minutes} minutos:\n${link}\n\nSi no lo pediste tú, ignora este mensaje.`,
    },
    en: {
      subject: 'Reset your password',
      body: (link, minutes) =>
        `We received a request to reset your password.\n\nOpen this link within ${minutes} minutes:\n${link}\n\nIf you did not ask for this, ignore this message.`,
    },
  },
};

/**
 * Reset emails a player and a mailbox get per window, counted only for a matching username and
 * email: requests naming a player with the wrong email cannot spend the owner's budget. Past it
 * the answer is the same and no email goes out (docs/api.md, Rate limits).
 */
export const RESET_EMAIL_BUDGET = { limit: 3, windowSeconds: 3600 } as const;

/** Whether one more reset email may go to this player and mailbox; counts it if so. */
async function spendResetEmailBudget(
  db: Queryable,
  player: EmailRecipient,
  scale: number,
): Promise<boolean> {
  // the mailbox as a hash: no address is kept in the counters
  const mailbox = createHash('sha256')
    .update(player.email.trim().toLowerCase())
    .digest('base64url');
  const counters = [`player|${player.id}`, `mailbox|${mailbox}`].map((key) => ({
    bucket: `password reset email|${key}`,
    windowSeconds: RESET_EMAIL_BUDGET.windowSeconds,
  }));
  const hits = await countHits(db, counters);
  return hits.every((counter) => counter.hits <= RESET_EMAIL_BUDGET.limit * scale);
}

/** Emails a reset link to the player of a matching username and email, within the budget. */
export async function sendResetEmail(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  player: EmailRecipient,
): Promise<void> {
  if (!(await spendResetEmailBudget(deps.db, player, deps.config.RATE_LIMIT_SCALE))) return;
  await sendEmailedToken(deps, PASSWORD_RESET, player);
}

/** Whether a token is unexpired and unused, without using it: checked before anything costly. */
export function isResetTokenUsable(db: Queryable, token: string): Promise<boolean> {
  return isEmailedTokenUsable(db, PASSWORD_RESET, token);
}

/** Marks an unexpired, unused token as used and returns its player; null for anything else. */
export async function consumeResetToken(tx: Queryable, token: string): Promise<number | null> {
  const playerId = await consumeEmailedToken(tx, PASSWORD_RESET, token);
  // a used token also retires the player's other outstanding tokens
  if (playerId !== null) {
    await tx.query(
      'UPDATE password_resets SET used_at = now() WHERE player_id = $1 AND used_at IS NULL',
      [playerId],
    );
    // the emailed link proved who they are: failed logins no longer block their username
    await forgetLoginFailures(tx, playerId);
  }
  return playerId;
}
