// What stands between a withdrawal and the player's money when someone else may hold the account
// (docs/account-security.md): the wait after a security change and the "only saved addresses"
// lock. Checked in the withdrawal's own transaction, after locking the player's row of
// player_withdrawal_security, so a change committing at the same time is seen or waits.
import type { Config } from '../../../config';
import type { Queryable } from '../../../db/database';
import type { AppDeps } from '../../../deps';
import { badRequest, fieldError } from '../../../http/api-error';
import {
  lockSavedAddress,
  lockWithdrawalSecurity,
  saveSecurityChange,
  type WithdrawalSecurityRow,
} from './addresses-repository';

/** The changes after which withdrawals wait (SECURITY_CHANGE_WITHDRAWAL_HOLD_HOURS). */
export type SecurityChange = 'password' | 'two_factor' | 'email';

const HOUR_MS = 3_600_000;

/**
 * Records a password, two-factor or email change now: withdrawals wait the configured hours from
 * it. Called in the change's transaction.
 */
export function recordSecurityChange(
  tx: Queryable,
  deps: Pick<AppDeps, 'clock'>,
  playerId: number,
  change: SecurityChange,
): Promise<void> {
  return saveSecurityChange(tx, playerId, change, deps.clock.now());
}

/** When withdrawals may go again after the last security change; null when they may now. */
export function securityHoldUntil(
  row: Pick<WithdrawalSecurityRow, 'security_changed_at'>,
  config: Pick<Config, 'SECURITY_CHANGE_WITHDRAWAL_HOLD_HOURS'>,
  now: Date,
): Date | null {
  if (!row.security_changed_at) return null;
  const until = new Date(
    new Date(row.security_changed_at).getTime() +
      config.SECURITY_CHANGE_WITHDRAWAL_HOLD_HOURS * HOUR_MS,
  );
  return until > now ? until : null;
}

/** Whether the "only saved addresses" lock holds now: on, and not past a requested end. */
export function isAddressLockOn(
  row: Pick<WithdrawalSecurityRow, 'saved_only' | 'lock_off_at'>,
  now: Date,
): boolean {
  return row.saved_only && (row.lock_off_at === null || new Date(row.lock_off_at) > now);
}

/**
 * Refuses a withdrawal to `address` during the wait after a security change (400
 * `withdrawal_security_hold`, param `until`) and, with the lock on, to an address not saved,
 * unconfirmed or on hold (`withdrawal_address_not_saved`, `_unconfirmed`, `_on_hold` with param
 * `usableAt`, on the `address` field). Runs in the withdrawal's transaction, before its money moves.
 */
export async function checkWithdrawalSafety(
  tx: Queryable,
  deps: Pick<AppDeps, 'clock' | 'config'>,
  playerId: number,
  address: string,
): Promise<void> {
  const now = deps.clock.now();
  const security = await lockWithdrawalSecurity(tx, playerId);
  const until = securityHoldUntil(security, deps.config, now);
  if (until)
    throw badRequest('withdrawal_security_hold', undefined, { until: until.toISOString() });
  if (!isAddressLockOn(security, now)) return;
  const saved = await lockSavedAddress(tx, playerId, address);
  if (!saved) throw fieldError('address', 'withdrawal_address_not_saved');
  if (!saved.confirmed_at) throw fieldError('address', 'withdrawal_address_unconfirmed');
  if (new Date(saved.usable_at) > now)
    throw fieldError('address', 'withdrawal_address_on_hold', {
      usableAt: new Date(saved.usable_at).toISOString(),
    });
}
