import type { Queryable } from '../../db/database';
import type { Email } from '../../mail';
import { createOpaqueToken, hashToken } from './tokens';

export const DEVICE_CONFIRMATION_MINUTES = 30;
export const CONFIRM_DEVICE_PATH = '/api/front/auth/confirm_device';

/** A one-time token that makes the browser opening it a known device of the player. */
export async function createDeviceConfirmation(db: Queryable, playerId: number): Promise<string> {
  const { token, hash } = createOpaqueToken();
  await db.query(
    `INSERT INTO device_confirmations (player_id, token_hash, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [playerId, hash, DEVICE_CONFIRMATION_MINUTES],
  );
  return token;
}

/** Uses an unexpired, unused token; its player (and their language), else null. */
export async function consumeDeviceConfirmation(
  db: Queryable,
  token: string,
): Promise<{ playerId: number; interfaceLocal: string } | null> {
  const { rows } = await db.query<{ player_id: number; interface_local: string }>(
    `UPDATE device_confirmations d SET used_at = now() FROM players p
      WHERE d.token_hash = $1 AND d.used_at IS NULL AND d.expires_at > now() AND p.id = d.player_id
      RETURNING d.player_id, p.interface_local`,
    [hashToken(token)],
  );
  const row = rows[0];
  return row ? { playerId: row.player_id, interfaceLocal: row.interface_local } : null;
}

const TEXT = {
  es: {
    subject: 'Confirma este dispositivo',
    body: (link: string) =>
      `Alguien ha iniciado sesión con tu contraseña desde un dispositivo nuevo mientras tu cuenta estaba protegida por demasiados intentos fallidos.\n\nSi has sido tú, abre este enlace en ese dispositivo en los próximos ${DEVICE_CONFIRMATION_MINUTES} minutos y vuelve a iniciar sesión:\n${link}\n\nSi no has sido tú, cambia tu contraseña.`,
  },
  en: {
    subject: 'Confirm this device',
    body: (link: string) =>
      `Someone signed in with your password from a new device while your account was protected after too many failed attempts.\n\nIf it was you, open this link on that device within ${DEVICE_CONFIRMATION_MINUTES} minutes and sign in again:\n${link}\n\nIf it was not you, change your password.`,
  },
} as const;

export function deviceConfirmationEmail(
  player: { email: string; interface_local: string },
  token: string,
  publicUrl: string,
): Email {
  const language = player.interface_local === 'es' ? 'es' : 'en';
  const link = `${publicUrl}${CONFIRM_DEVICE_PATH}?token=${encodeURIComponent(token)}`;
  return { to: player.email, subject: TEXT[language].subject, text: TEXT[language].body(link) };
}

/** Where the confirmed (or refused) browser lands in the app, in the player's language. */
export function afterConfirmationPath(interfaceLocal: string | null, isConfirmed: boolean): string {
  const prefix = interfaceLocal === null || interfaceLocal === 'es' ? '' : '/en';
  return `${prefix}/online-casino?device=${isConfirmed ? 'confirmed' : 'invalid'}`;
}
