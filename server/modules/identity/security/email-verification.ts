// Email verification (docs/account-security.md): registration emails a one-time link; opening it
// marks the email verified. Until then the player can play but not withdraw, while
// REQUIRE_VERIFIED_EMAIL_FOR_WITHDRAWAL is on.
import type { Queryable } from '../../../db/database';
import type { AppDeps } from '../../../deps';
import { ApiError } from '../../../http/api-error';
import { markEmailVerified } from '../players/repository';
import {
  consumeEmailedToken,
  sendEmailedToken,
  type EmailedTokenKind,
} from '../auth/emailed-tokens';

const LINK_HOURS = 24;

const EMAIL_VERIFICATION: EmailedTokenKind = {
  table: 'email_verifications',
  minutes: LINK_HOURS * 60,
  page: '/verify-email',
  text: {
    es: {
      subject: 'Verifica tu correo electrónico',
      body: (link, minutes) =>
        `Abre este enlace en las próximas ${minutes / 60} horas para verificar tu correo electrónico:\n${link}\n\nHasta entonces puedes jugar, pero no retirar.\n\nSi no has creado una cuenta, ignora este mensaje.`,
    },
    en: {
      subject: 'Verify your email',
      body: (link, minutes) =>
        `Open this link within ${minutes / 60} hours to verify your email:\n${link}\n\nUntil then you can play but not withdraw.\n\nIf you did not create an account, ignore this message.`,
    },
  },
};

interface VerificationState {
  email: string;
  interfaceLocal: string;
  verified: boolean;
}

export async function readEmailVerification(
  db: Queryable,
  playerId: number,
): Promise<VerificationState | null> {
  const { rows } = await db.query<{ email: string; interface_local: string; verified: boolean }>(
    `SELECT email, interface_local, email_verified_at IS NOT NULL AS verified
       FROM players WHERE id = $1`,
    [playerId],
  );
  const row = rows[0];
  return row
    ? { email: row.email, interfaceLocal: row.interface_local, verified: row.verified }
    : null;
}

/**
 * Emails a new verification link to a player whose email is not verified; earlier links stop
 * working, so only the newest one (sent to the current address) verifies.
 */
export async function sendVerificationEmail(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  playerId: number,
): Promise<void> {
  const state = await readEmailVerification(deps.db, playerId);
  if (!state || state.verified) return;
  await retireVerificationLinks(deps.db, playerId);
  await sendEmailedToken(deps, EMAIL_VERIFICATION, {
    id: playerId,
    email: state.email,
    interfaceLocal: state.interfaceLocal,
  });
}

/** Uses the link's token and verifies its player's email; false for a bad, used or old token. */
export async function verifyEmailWithToken(db: Queryable, token: string): Promise<boolean> {
  const playerId = await consumeEmailedToken(db, EMAIL_VERIFICATION, token);
  if (playerId === null) return false;
  await markEmailVerified(db, playerId);
  await retireVerificationLinks(db, playerId);
  return true;
}

/**
 * For a call that changes the player's email (none for players yet: the profile's email is
 * fixed): the new address is unverified until its own link is opened, and links sent to the old
 * one no longer verify. Run it in the change's transaction; send the new link after it commits
 * (`sendVerificationEmail`).
 */
export async function markEmailUnverified(db: Queryable, playerId: number): Promise<void> {
  await db.query('UPDATE players SET email_verified_at = NULL WHERE id = $1', [playerId]);
  await retireVerificationLinks(db, playerId);
}

/** Refuses a withdrawal while the email is unverified and the operator requires it. */
export async function checkEmailVerifiedForWithdrawal(
  deps: Pick<AppDeps, 'config'>,
  db: Queryable,
  playerId: number,
): Promise<void> {
  if (!deps.config.REQUIRE_VERIFIED_EMAIL_FOR_WITHDRAWAL) return;
  const state = await readEmailVerification(db, playerId);
  if (state && !state.verified) throw new ApiError(403, 'email_not_verified');
}

async function retireVerificationLinks(db: Queryable, playerId: number): Promise<void> {
  await db.query(
    'UPDATE email_verifications SET used_at = now() WHERE player_id = $1 AND used_at IS NULL',
    [playerId],
  );
}
