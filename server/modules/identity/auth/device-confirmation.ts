import type { Queryable } from '../../../db/database';
import type { AppDeps } from '../../../deps';
import { findPlayerById } from '../players/repository';
import { consumeEmailedToken, sendEmailedToken, type EmailedTokenKind } from './emailed-tokens';

/**
 * A one-time link that makes the browser presenting it a known device of the player. It opens an
 * app page whose button POSTs the token (`front/auth/confirm_device`): a mail scanner's GET uses
 * nothing up.
 */
const DEVICE_CONFIRMATION: EmailedTokenKind = {
  table: 'device_confirmations',
  minutes: 30,
  page: '/confirm-device',
  text: {
    es: {
      subject: 'Confirma este dispositivo',
      body: (link, minutes) =>
        `Alguien ha iniciado sesión con tu contraseña desde un dispositivo nuevo mientras tu cuenta estaba protegida por demasiados intentos fallidos.\n\nSi has sido tú, abre este enlace en ese dispositivo en los próximos ${minutes} minutos, confírmalo y vuelve a iniciar sesión:\n${link}\n\nSi no has sido tú, cambia tu contraseña.`,
    },
    en: {
      subject: 'Confirm this device',
      body: (link, minutes) =>
        `Someone signed in with your password from a new device while your account was protected after too many failed attempts.\n\nIf it was you, open this link on that device within ${minutes} minutes, confirm it and sign in again:\n${link}\n\nIf it was not you, change your password.`,
    },
  },
};

/** Emails the player a link confirming a device. */
export async function sendDeviceConfirmation(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  playerId: number,
): Promise<void> {
  const player = await findPlayerById(deps.db, playerId);
  if (!player) return;
  await sendEmailedToken(deps, DEVICE_CONFIRMATION, {
    id: playerId,
    email: player.email,
    interfaceLocal: player.interface_local,
  });
}

/** Uses an unexpired, unused token; its player's id, else null. */
export function consumeDeviceConfirmation(db: Queryable, token: string): Promise<number | null> {
  return consumeEmailedToken(db, DEVICE_CONFIRMATION, token);
}
