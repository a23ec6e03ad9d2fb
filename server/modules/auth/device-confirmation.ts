import type { Queryable } from '../../db/database';
import type { Email } from '../../mail';
import { createOpaqueToken, hashToken } from './tokens';

export const DEVICE_CONFIRMATION_MINUTES = 30;
/** The app page of the email's link; its button POSTs the token (`front/auth/confirm_device`). */
export const CONFIRM_DEVICE_PAGE = '/confirm-device';

/** A one-time token that makes the browser presenting it a known device of the player. */
export async function createDeviceConfirmation(db: Queryable, playerId: number): Promise<string> {
  const { token, hash } = createOpaqueToken();
  await db.query(
    `INSERT INTO device_confirmations (player_id, token_hash, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [playerId, hash, DEVICE_CONFIRMATION_MINUTES],
  );
  return token;
}

/** Uses an unexpired, unused token; its player's id, else null. */
export async function consumeDeviceConfirmation(
  db: Queryable,
  token: string,
): Promise<number | null> {
  const { rows } = await db.query<{ player_id: number }>(
    `UPDATE device_confirmations SET used_at = now()
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
      RETURNING player_id`,
    [hashToken(token)],
  );
  return rows[0]?.player_id ?? null;
}

const TEXT = {
  es: {
    subject: 'Confirma este dispositivo',
    body: (link: string) =>
      `Alguien ha iniciado sesión con tu contraseña desde un dispositivo nuevo mientras tu cuenta estaba protegida por demasiados intentos fallidos.\n\nSi has sido tú, abre este enlace en ese dispositivo en los próximos ${DEVICE_CONFIRMATION_MINUTES} minutos, confírmalo y vuelve a iniciar sesión:\n${link}\n\nSi no has sido tú, cambia tu contraseña.`,
  },
  en: {
    subject: 'Confirm this device',
    body: (link: string) =>
      `Someone signed in with your password from a new device while your account was protected after too many failed attempts.\n\nIf it was you, open this link on that device within ${DEVICE_CONFIRMATION_MINUTES} minutes, confirm it and sign in again:\n${link}\n\nIf it was not you, change your password.`,
  },
} as const;

export function deviceConfirmationEmail(
  player: { email: string; interface_local: string },
  token: string,
  publicUrl: string,
): Email {
  const language = player.interface_local === 'es' ? 'es' : 'en';
  const prefix = language === 'es' ? '' : '/en';
  const link = `${publicUrl}${prefix}${CONFIRM_DEVICE_PAGE}?token=${encodeURIComponent(token)}`;
  return { to: player.email, subject: TEXT[language].subject, text: TEXT[language].body(link) };
}
