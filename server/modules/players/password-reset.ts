import type { Queryable } from '../../db/database';
import type { Email, Mailer } from '../../mail';
import { forgetLoginFailures } from '../auth/login-throttle';
import { createOpaqueToken, hashToken } from '../auth/tokens';

export const RESET_TOKEN_MINUTES = 30;

export async function createResetToken(db: Queryable, playerId: number): Promise<string> {
  const { token, hash } = createOpaqueToken();
  await db.query(
    `INSERT INTO password_resets (player_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [playerId, hash, RESET_TOKEN_MINUTES],
  );
  return token;
}

/** Whether a token is unexpired and unused, without using it: checked before anything costly. */
export async function isResetTokenUsable(db: Queryable, token: string): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
    [hashToken(token)],
  );
  return rows.length > 0;
}

/** Marks an unexpired, unused token as used and returns its player; null for anything else. */
export async function consumeResetToken(tx: Queryable, token: string): Promise<number | null> {
  const { rows } = await tx.query<{ player_id: number }>(
    `UPDATE password_resets SET used_at = now()
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING player_id`,
    [hashToken(token)],
  );
  const playerId = rows[0]?.player_id ?? null;
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

const TEXT = {
  es: {
    subject: 'Restablece tu contraseña',
    body: (link: string) =>
      `Hemos recibido una solicitud para restablecer tu contraseña.\n\nAbre este enlace en los próximos ${RESET_TOKEN_MINUTES} minutos:\n${link}\n\nSi no lo pediste tú, ignora este mensaje.`,
  },
  en: {
    subject: 'Reset your password',
    body: (link: string) =>
      `We received a request to reset your password.\n\nOpen this link within ${RESET_TOKEN_MINUTES} minutes:\n${link}\n\nIf you did not ask for this, ignore this message.`,
  },
} as const;

/** Makes a reset token and emails its link; run after the answer, and only for a matching pair. */
export async function sendResetEmail(
  db: Queryable,
  mailer: Mailer,
  player: { id: number; email: string; interfaceLocal: string },
  publicUrl: string,
): Promise<void> {
  const token = await createResetToken(db, player.id);
  await mailer.send(db, resetEmail(player, token, publicUrl));
}

export function resetEmail(
  player: { email: string; interfaceLocal: string },
  token: string,
  publicUrl: string,
): Email {
  const language = player.interfaceLocal === 'es' ? 'es' : 'en';
  const prefix = language === 'es' ? '' : '/en';
  const link = `${publicUrl}${prefix}/reset-password?token=${encodeURIComponent(token)}`;
  return { to: player.email, subject: TEXT[language].subject, text: TEXT[language].body(link) };
}
