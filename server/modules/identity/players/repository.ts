import type { Player } from '../../../../contract/players';
import type { Queryable } from '../../../db/database';

export interface PlayerRow {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  birthday: string | null;
  gender: 'male' | 'female';
  address: string;
  city: string;
  postal_code: string;
  country: string;
  phone_number: string;
  interface_local: string;
  notify_newletter: boolean;
  scope: 'player';
}

export const PLAYER_COLUMNS = `id, username, email, first_name, last_name, birthday, gender, address, city, postal_code,
  country, phone_number, interface_local, notify_newletter, scope`;

export async function findPlayerById(db: Queryable, id: number): Promise<Player | null> {
  const { rows } = await db.query<PlayerRow>(
    `SELECT ${PLAYER_COLUMNS} FROM players WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function findCredentialsByUsername(
  db: Queryable,
  username: string,
): Promise<{ id: number; passwordHash: string; isBlocked: boolean } | null> {
  const { rows } = await db.query<{ id: number; password_hash: string; blocked: boolean }>(
    'SELECT id, password_hash, blocked_at IS NOT NULL AS blocked FROM players WHERE lower(username) = lower($1)',
    [username],
  );
  const row = rows[0];
  return row ? { id: row.id, passwordHash: row.password_hash, isBlocked: row.blocked } : null;
}

export async function getPasswordHash(db: Queryable, id: number): Promise<string | null> {
  const { rows } = await db.query<{ password_hash: string }>(
    'SELECT password_hash FROM players WHERE id = $1',
    [id],
  );
  return rows[0]?.password_hash ?? null;
}

export async function isUsernameTaken(db: Queryable, username: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM players WHERE lower(username) = lower($1)', [
    username,
  ]);
  return rowCount > 0;
}

export interface NewPlayer {
  username: string;
  passwordHash: string;
  email: string;
  first_name: string;
  last_name: string;
  birthday: string;
  gender: 'male' | 'female';
  address: string;
  city: string;
  postal_code: string;
  country: string;
  phone_number: string;
  interface_local: string;
  notify_newletter: boolean;
  promo_code: string | null;
  referral_code: string | null;
}

/** Inserts a player; null when the username (case-insensitive) is already taken. */
export async function insertPlayer(db: Queryable, player: NewPlayer): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO players (username, password_hash, email, first_name, last_name, birthday, gender, address, city,
       postal_code, country, phone_number, interface_local, notify_newletter, promo_code, referral_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      player.username,
      player.passwordHash,
      player.email,
      player.first_name,
      player.last_name,
      player.birthday,
      player.gender,
      player.address,
      player.city,
      player.postal_code,
      player.country,
      player.phone_number,
      player.interface_local,
      player.notify_newletter,
      player.promo_code,
      player.referral_code,
    ],
  );
  return rows[0]?.id ?? null;
}

export interface ProfileChanges {
  phone_number: string;
  address: string;
  postal_code: string;
  city: string;
  country: string;
  gender?: 'male' | 'female' | undefined;
  interface_local?: string | undefined;
  notify_newletter?: boolean | undefined;
}

/** Updates only the editable fields; username, email, names and birthday are never touched. */
export async function updateProfileFields(
  db: Queryable,
  id: number,
  changes: ProfileChanges,
): Promise<Player | null> {
  const { rows } = await db.query<PlayerRow>(
    `UPDATE players SET phone_number = $2, address = $3, postal_code = $4, city = $5,
        country = CASE WHEN $6 = '' THEN country ELSE $6 END,
        gender = coalesce($7, gender), interface_local = coalesce($8, interface_local),
        notify_newletter = coalesce($9, notify_newletter), updated_at = now()
      WHERE id = $1 RETURNING ${PLAYER_COLUMNS}`,
    [
      id,
      changes.phone_number,
      changes.address,
      changes.postal_code,
      changes.city,
      changes.country,
      changes.gender ?? null,
      changes.interface_local ?? null,
      changes.notify_newletter ?? null,
    ],
  );
  return rows[0] ?? null;
}

export async function setPasswordHash(
  db: Queryable,
  id: number,
  passwordHash: string,
): Promise<void> {
  // password_changed_at: a withdrawal soon after is a risk signal (wallet/withdrawal-risk.ts)
  await db.query(
    'UPDATE players SET password_hash = $2, password_changed_at = now(), updated_at = now() WHERE id = $1',
    [id, passwordHash],
  );
}

export async function findPlayerByUsernameAndEmail(
  db: Queryable,
  username: string,
  email: string,
): Promise<{ id: number; email: string; interfaceLocal: string } | null> {
  const { rows } = await db.query<{ id: number; email: string; interface_local: string }>(
    'SELECT id, email, interface_local FROM players WHERE lower(username) = lower($1) AND lower(email) = lower($2)',
    [username, email],
  );
  const row = rows[0];
  return row ? { id: row.id, email: row.email, interfaceLocal: row.interface_local } : null;
}

/** Marks the player's current email verified (the seeded accounts, which have no mailbox). */
export async function markEmailVerified(db: Queryable, id: number): Promise<void> {
  await db.query(
    'UPDATE players SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1',
    [id],
  );
}
