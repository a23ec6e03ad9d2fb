// Emails that tell a player about a sign-in they may not have made (docs/account-security.md):
// one from a device that holds no device cookie of theirs, and a right password followed by a
// wrong second factor. Both are sent after the answer, in the player's language.
import type { Queryable } from '../../../db/database';
import type { AppDeps } from '../../../deps';
import { countHits } from '../../../http/rate-limit-counters';
import { deviceCookiePlayer } from '../auth/login-throttle';
import { findPlayerById } from '../players/repository';
import { summariseUserAgent } from './device-summary';

type Language = 'es' | 'en';
type EmailDeps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'clock'>;

/** Where a sign-in came from, as the emails tell it. */
export interface SignInOrigin {
  ip: string;
  userAgent: string | null;
  country: string | null;
}

/** A player gets at most one wrong-code email per this window, however many codes are tried. */
export const FAILED_SECOND_FACTOR_EMAIL_WINDOW_SECONDS = 3600;

/**
 * Whether a sign-in about to open comes from a new device: the browser holds no device cookie of
 * this player, and the player has signed in before (the sign-in right after registering is not
 * news to them).
 */
export async function isNewDeviceSignIn(
  db: Queryable,
  playerId: number,
  deviceCookie: string | undefined,
  tokenSecret: string,
): Promise<boolean> {
  if (deviceCookiePlayer(deviceCookie, tokenSecret) === playerId) return false;
  const { rowCount } = await db.query('SELECT 1 FROM sessions WHERE player_id = $1 LIMIT 1', [
    playerId,
  ]);
  return rowCount > 0;
}

const TEXT = {
  es: {
    newDevice: {
      subject: 'Nuevo inicio de sesión en tu cuenta',
      opening: 'Se ha iniciado sesión en tu cuenta desde un dispositivo nuevo.',
      closing: (link: string) =>
        `Si has sido tú, no tienes que hacer nada.\n\nSi no has sido tú, cambia tu contraseña y cierra esa sesión en Seguridad:\n${link}`,
    },
    failedCode: {
      subject: 'Código de verificación incorrecto en tu cuenta',
      opening:
        'Alguien ha introducido tu contraseña correctamente, pero un código de verificación en dos pasos incorrecto.',
      closing: (link: string) =>
        `Si no has sido tú, alguien conoce tu contraseña: cámbiala cuanto antes y revisa tus sesiones en Seguridad:\n${link}\n\nNo te avisaremos de más intentos en la próxima hora.`,
    },
    when: 'Cuándo',
    device: 'Dispositivo',
    country: 'País',
    unknown: 'desconocido',
    on: 'en',
  },
  en: {
    newDevice: {
      subject: 'New sign-in to your account',
      opening: 'Your account was signed in to from a new device.',
      closing: (link: string) =>
        `If it was you, there is nothing to do.\n\nIf it was not you, change your password and sign that session out in Security:\n${link}`,
    },
    failedCode: {
      subject: 'Wrong verification code on your account',
      opening: 'Someone entered your password correctly, but a wrong two-factor verification code.',
      closing: (link: string) =>
        `If it was not you, someone knows your password: change it now and check your sessions in Security:\n${link}\n\nWe will not tell you about more attempts within the next hour.`,
    },
    when: 'When',
    device: 'Device',
    country: 'Country',
    unknown: 'unknown',
    on: 'on',
  },
} as const;

/** Emails the player that a sign-in from a new device was opened. */
export function sendNewDeviceEmail(
  deps: EmailDeps,
  playerId: number,
  origin: SignInOrigin,
): Promise<void> {
  return sendNotice(deps, playerId, origin, 'newDevice');
}

/**
 * Emails the player that a wrong second factor followed the right password, once per window
 * (FAILED_SECOND_FACTOR_EMAIL_WINDOW_SECONDS): a stream of wrong codes makes one email, not one
 * each, so the emails cannot be used to flood the player's mailbox.
 */
export async function sendFailedSecondFactorEmail(
  deps: EmailDeps,
  playerId: number,
  origin: SignInOrigin,
): Promise<void> {
  const [counter] = await countHits(deps.db, [
    {
      bucket: `failed second factor email|${playerId}`,
      windowSeconds: FAILED_SECOND_FACTOR_EMAIL_WINDOW_SECONDS,
    },
  ]);
  if (counter?.hits !== 1) return;
  await sendNotice(deps, playerId, origin, 'failedCode');
}

async function sendNotice(
  deps: EmailDeps,
  playerId: number,
  origin: SignInOrigin,
  kind: 'newDevice' | 'failedCode',
): Promise<void> {
  const player = await findPlayerById(deps.db, playerId);
  if (!player) return;
  const language: Language = player.interface_local === 'es' ? 'es' : 'en';
  const words = TEXT[language];
  const publicUrl = deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`;
  const link = `${publicUrl}${language === 'es' ? '' : '/en'}/user-management?tab=security`;
  const details = [
    `${words.when}: ${formatWhen(deps.clock.now(), language)}`,
    `${words.device}: ${describeDevice(origin.userAgent, words)}`,
    `IP: ${origin.ip}`,
    `${words.country}: ${countryName(origin.country, language) ?? words.unknown}`,
  ].join('\n');
  await deps.mailer.send(deps.db, {
    to: player.email,
    subject: words[kind].subject,
    text: `${words[kind].opening}\n\n${details}\n\n${words[kind].closing(link)}`,
  });
}

function formatWhen(date: Date, language: Language): string {
  const text = new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
  return `${text} UTC`;
}

function describeDevice(userAgent: string | null, words: (typeof TEXT)[Language]): string {
  const { browser, system } = summariseUserAgent(userAgent);
  if (browser && system) return `${browser} ${words.on} ${system}`;
  return browser ?? system ?? words.unknown;
}

/** The country's name in `language` (ISO 3166 alpha-2 code), or null when there is none. */
export function countryName(code: string | null, language: Language): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
