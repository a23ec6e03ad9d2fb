import type { Queryable } from '../../../db/database';

export interface WithdrawalAddressRow {
  id: number;
  address: string;
  label: string;
  created_at: Date;
  usable_at: Date;
  confirmed_at: Date | null;
}

const ADDRESS_COLUMNS = 'id, address, label, created_at, usable_at, confirmed_at';

export async function listWithdrawalAddresses(
  db: Queryable,
  playerId: number,
): Promise<WithdrawalAddressRow[]> {
  const { rows } = await db.query<WithdrawalAddressRow>(
    `SELECT ${ADDRESS_COLUMNS} FROM player_withdrawal_addresses
      WHERE player_id = $1 ORDER BY created_at DESC, id DESC`,
    [playerId],
  );
  return rows;
}

export async function countWithdrawalAddresses(db: Queryable, playerId: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM player_withdrawal_addresses WHERE player_id = $1',
    [playerId],
  );
  return rows[0]?.count ?? 0;
}

/** The saved address, share-locked: removing it waits for the withdrawal that read it. */
export async function lockSavedAddress(
  db: Queryable,
  playerId: number,
  address: string,
): Promise<WithdrawalAddressRow | null> {
  const { rows } = await db.query<WithdrawalAddressRow>(
    `SELECT ${ADDRESS_COLUMNS} FROM player_withdrawal_addresses
      WHERE player_id = $1 AND address = $2 FOR SHARE`,
    [playerId, address],
  );
  return rows[0] ?? null;
}

/** Saves an address awaiting its emailed confirmation; null when the player saved it already. */
export async function insertWithdrawalAddress(
  db: Queryable,
  playerId: number,
  entry: {
    address: string;
    label: string;
    usableAt: Date;
    tokenHash: string;
    tokenExpiresAt: Date;
  },
): Promise<WithdrawalAddressRow | null> {
  const { rows } = await db.query<WithdrawalAddressRow>(
    `INSERT INTO player_withdrawal_addresses
       (player_id, address, label, usable_at, token_hash, token_expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (player_id, address) DO NOTHING
     RETURNING ${ADDRESS_COLUMNS}`,
    [playerId, entry.address, entry.label, entry.usableAt, entry.tokenHash, entry.tokenExpiresAt],
  );
  return rows[0] ?? null;
}

export async function deleteWithdrawalAddress(
  db: Queryable,
  playerId: number,
  id: number,
): Promise<boolean> {
  const { rowCount } = await db.query(
    'DELETE FROM player_withdrawal_addresses WHERE player_id = $1 AND id = $2',
    [playerId, id],
  );
  return rowCount > 0;
}

export async function renameWithdrawalAddress(
  db: Queryable,
  playerId: number,
  id: number,
  label: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE player_withdrawal_addresses SET label = $3 WHERE player_id = $1 AND id = $2',
    [playerId, id, label],
  );
  return rowCount > 0;
}

/** Confirms the address of an unexpired token, which then works no more; false otherwise. */
export async function confirmAddressByToken(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE player_withdrawal_addresses
        SET confirmed_at = $2, token_hash = NULL, token_expires_at = NULL
      WHERE token_hash = $1 AND token_expires_at > $2`,
    [tokenHash, now],
  );
  return rowCount > 0;
}

export interface WithdrawalSecurityRow {
  saved_only: boolean;
  lock_off_at: Date | null;
  security_changed_at: Date | null;
}

const NO_SECURITY_ROW: WithdrawalSecurityRow = {
  saved_only: false,
  lock_off_at: null,
  security_changed_at: null,
};

export async function readWithdrawalSecurity(
  db: Queryable,
  playerId: number,
): Promise<WithdrawalSecurityRow> {
  const { rows } = await db.query<WithdrawalSecurityRow>(
    `SELECT saved_only, lock_off_at, security_changed_at
       FROM player_withdrawal_security WHERE player_id = $1`,
    [playerId],
  );
  return rows[0] ?? NO_SECURITY_ROW;
}

/**
 * The player's row, made if missing and locked until the transaction ends: a withdrawal and a
 * security change or lock change of the same player are checked one after the other.
 */
export async function lockWithdrawalSecurity(
  db: Queryable,
  playerId: number,
): Promise<WithdrawalSecurityRow> {
  await db.query(
    'INSERT INTO player_withdrawal_security (player_id) VALUES ($1) ON CONFLICT DO NOTHING',
    [playerId],
  );
  const { rows } = await db.query<WithdrawalSecurityRow>(
    `SELECT saved_only, lock_off_at, security_changed_at
       FROM player_withdrawal_security WHERE player_id = $1 FOR UPDATE`,
    [playerId],
  );
  return rows[0] ?? NO_SECURITY_ROW;
}

export async function saveAddressLock(
  db: Queryable,
  playerId: number,
  savedOnly: boolean,
  lockOffAt: Date | null,
): Promise<void> {
  await db.query(
    `INSERT INTO player_withdrawal_security (player_id, saved_only, lock_off_at)
     VALUES ($1, $2, $3)
     ON CONFLICT (player_id) DO UPDATE
       SET saved_only = excluded.saved_only, lock_off_at = excluded.lock_off_at`,
    [playerId, savedOnly, lockOffAt],
  );
}

export async function saveSecurityChange(
  db: Queryable,
  playerId: number,
  change: string,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO player_withdrawal_security (player_id, security_changed_at, security_change)
     VALUES ($1, $2, $3)
     ON CONFLICT (player_id) DO UPDATE
       SET security_changed_at = excluded.security_changed_at,
           security_change = excluded.security_change`,
    [playerId, at, change],
  );
}
