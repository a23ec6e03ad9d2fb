import type { Queryable } from '../../../db/database';
import type { AppDeps } from '../../../deps';
import type { Email } from '../../../mail';
import { createOpaqueToken, hashToken } from './tokens';

type Language = 'es' | 'en';

/** A kind of one-time link the player is emailed (a password reset, a device confirmation, an email verification). */
export interface EmailedTokenKind {
  /** Holds `player_id`, `token_hash`, `expires_at`, `used_at`: only the token's hash is kept. */
  table: 'password_resets' | 'device_confirmations' | 'email_verifications';
  minutes: number;
  /** The app page the link opens (`/en` is put before it for English players). */
  page: string;
  text: Record<Language, { subject: string; body: (link: string, minutes: number) => string }>;
}

export interface EmailRecipient {
  id: number;
  email: string;
  interfaceLocal: string;
}

/** Stores a new token of `kind` for the player, usable for `kind.minutes`; the token itself. */
export async function createEmailedToken(
  db: Queryable,
  kind: EmailedTokenKind,
  playerId: number,
): Promise<string> {
  const { token, hash } = createOpaqueToken();
  await db.query(
    `INSERT INTO ${kind.table} (player_id, token_hash, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [playerId, hash, kind.minutes],
  );
  return token;
}

/** Whether a token is unexpired and unused, without using it: checked before anything costly. */
export async function isEmailedTokenUsable(
  db: Queryable,
  kind: EmailedTokenKind,
  token: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM ${kind.table} WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
    [hashToken(token)],
  );
  return rows.length > 0;
}

/** Uses an unexpired, unused token; its player's id, else null. */
export async function consumeEmailedToken(
  db: Queryable,
  kind: EmailedTokenKind,
  token: string,
): Promise<number | null> {
  const { rows } = await db.query<{ player_id: number }>(
    `UPDATE ${kind.table} SET used_at = now()
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
      RETURNING player_id`,
    [hashToken(token)],
  );
  return rows[0]?.player_id ?? null;
}

/** The email carrying `token`'s link, in the player's language (Spanish or English). */
export function emailedTokenEmail(
  kind: Pick<EmailedTokenKind, 'minutes' | 'page' | 'text'>,
  recipient: Omit<EmailRecipient, 'id'>,
  token: string,
  publicUrl: string,
): Email {
  const language: Language = recipient.interfaceLocal === 'es' ? 'es' : 'en';
  const prefix = language === 'es' ? '' : '/en';
  const link = `${publicUrl}${prefix}${kind.page}?token=${encodeURIComponent(token)}`;
  const text = kind.text[language];
  return { to: recipient.email, subject: text.subject, text: text.body(link, kind.minutes) };
}

/** Makes a token of `kind` and emails its link to the player. */
export async function sendEmailedToken(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  kind: EmailedTokenKind,
  recipient: EmailRecipient,
): Promise<void> {
  const token = await createEmailedToken(deps.db, kind, recipient.id);
  const publicUrl = deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`;
  await deps.mailer.send(deps.db, emailedTokenEmail(kind, recipient, token, publicUrl));
}
