// The player's withdrawal address book (docs/account-security.md): a new address is usable after
// a hold (WITHDRAWAL_ADDRESS_HOLD_HOURS) and once the link emailed to the player is used; the
// "only saved addresses" lock turns on at once and off only after the same hold.
import { MAX_WITHDRAWAL_ADDRESSES } from '../../../../contract/withdrawal-addresses';
import type { AppDeps } from '../../../deps';
import { ApiError, fieldError } from '../../../http/api-error';
import { emailedTokenEmail } from '../auth/emailed-tokens';
import { createOpaqueToken, hashToken } from '../auth/tokens';
import { findPlayerById } from '../players/repository';
import {
  confirmAddressByToken,
  countWithdrawalAddresses,
  insertWithdrawalAddress,
  lockWithdrawalSecurity,
  readWithdrawalSecurity,
  saveAddressLock,
  type WithdrawalAddressRow,
  type WithdrawalSecurityRow,
} from './addresses-repository';
import { isTwoFactorEnabled, verifySecondFactor } from './two-factor';
import { isAddressLockOn } from './withdrawal-safety';

const HOUR_MS = 3_600_000;
/** How long the emailed confirmation link works. */
const CONFIRMATION_MINUTES = 24 * 60;
const CONFIRMATION_PAGE = '/confirm-address';

export function addressView(row: WithdrawalAddressRow, now: Date) {
  const usableAt = new Date(row.usable_at);
  return {
    id: row.id,
    address: row.address,
    label: row.label,
    createdAt: new Date(row.created_at).toISOString(),
    usableAt: usableAt.toISOString(),
    confirmedAt: row.confirmed_at ? new Date(row.confirmed_at).toISOString() : null,
    onHold: usableAt > now,
    ready: row.confirmed_at !== null && usableAt <= now,
  };
}

export function lockView(row: WithdrawalSecurityRow, now: Date) {
  const isOn = isAddressLockOn(row, now);
  return {
    enabled: isOn,
    offAt: isOn && row.lock_off_at ? new Date(row.lock_off_at).toISOString() : null,
  };
}

/** Asks the second factor of a player with two-factor on; nothing for one without. */
async function stepUp(
  deps: AppDeps,
  playerId: number,
  totp: string | null | undefined,
  ip: string,
) {
  if (await isTwoFactorEnabled(deps.db, playerId))
    await verifySecondFactor(deps, playerId, { totp }, ip);
}

/**
 * Saves `address` under `label`, on hold and awaiting the link emailed to the player now. With
 * two-factor on, `totp` is checked first (a refused code changes nothing but is counted).
 */
export async function addWithdrawalAddress(
  deps: AppDeps,
  playerId: number,
  input: { address: string; label: string; totp?: string | null | undefined },
  ip: string,
) {
  if (!deps.depositWallet.isValidAddress(input.address))
    throw fieldError('address', 'invalid_address');
  await stepUp(deps, playerId, input.totp, ip);
  const now = deps.clock.now();
  const { token, hash } = createOpaqueToken();
  const row = await deps.db.transaction(async (tx) => {
    // the player's row is locked: two additions at once count one after the other
    await lockWithdrawalSecurity(tx, playerId);
    if ((await countWithdrawalAddresses(tx, playerId)) >= MAX_WITHDRAWAL_ADDRESSES)
      throw new ApiError(400, 'withdrawal_address_limit', undefined, {
        max: MAX_WITHDRAWAL_ADDRESSES,
      });
    return insertWithdrawalAddress(tx, playerId, {
      address: input.address,
      label: input.label,
      usableAt: new Date(now.getTime() + deps.config.WITHDRAWAL_ADDRESS_HOLD_HOURS * HOUR_MS),
      tokenHash: hash,
      tokenExpiresAt: new Date(now.getTime() + CONFIRMATION_MINUTES * 60_000),
    });
  });
  if (!row)
    throw new ApiError(409, 'withdrawal_address_exists', { address: 'withdrawal_address_exists' });
  await emailConfirmation(deps, playerId, row, token);
  return addressView(row, now);
}

async function emailConfirmation(
  deps: AppDeps,
  playerId: number,
  row: WithdrawalAddressRow,
  token: string,
) {
  const player = await findPlayerById(deps.db, playerId);
  if (!player) return;
  const hours = deps.config.WITHDRAWAL_ADDRESS_HOLD_HOURS;
  const named = row.label ? ` (${row.label})` : '';
  const kind = {
    minutes: CONFIRMATION_MINUTES,
    page: CONFIRMATION_PAGE,
    text: {
      es: {
        subject: 'Confirma tu nueva dirección de retiro',
        body: (link: string) =>
          `Se ha guardado una nueva dirección de retiro en tu cuenta:\n${row.address}${named}\n\nSi has sido tú, confírmala con este enlace en las próximas 24 horas:\n${link}\n\nPodrás retirar a ella ${hours} horas después de guardarla.\n\nSi no has sido tú, no abras el enlace: cambia tu contraseña y elimina la dirección en Seguridad.`,
      },
      en: {
        subject: 'Confirm your new withdrawal address',
        body: (link: string) =>
          `A new withdrawal address was saved to your account:\n${row.address}${named}\n\nIf it was you, confirm it with this link within 24 hours:\n${link}\n\nYou can withdraw to it ${hours} hours after it was saved.\n\nIf it was not you, do not open the link: change your password and remove the address under Security.`,
      },
    },
  };
  const publicUrl = deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`;
  const recipient = { email: player.email, interfaceLocal: player.interface_local };
  await deps.mailer.send(deps.db, emailedTokenEmail(kind, recipient, token, publicUrl));
}

/** Uses an emailed confirmation token: false when it is unknown, used or expired. */
export function confirmWithdrawalAddress(deps: AppDeps, token: string): Promise<boolean> {
  return confirmAddressByToken(deps.db, hashToken(token), deps.clock.now());
}

/**
 * Turns the lock on at once (cancelling a pending turn-off), or asks it off: with two-factor on
 * that needs `totp`, and the lock holds for the address hold still, so whoever took the account
 * cannot lift it and withdraw at once. The lock's state after the call.
 */
export async function setAddressLock(
  deps: AppDeps,
  playerId: number,
  input: { enabled: boolean; totp?: string | null | undefined },
  ip: string,
) {
  const now = deps.clock.now();
  if (input.enabled) {
    await saveAddressLock(deps.db, playerId, true, null);
    return { enabled: true, offAt: null };
  }
  const current = await readWithdrawalSecurity(deps.db, playerId);
  // already off, or already going off: nothing to ask
  if (!isAddressLockOn(current, now) || current.lock_off_at) return lockView(current, now);
  await stepUp(deps, playerId, input.totp, ip);
  const hours = deps.config.WITHDRAWAL_ADDRESS_HOLD_HOURS;
  return deps.db.transaction(async (tx) => {
    const row = await lockWithdrawalSecurity(tx, playerId);
    if (!isAddressLockOn(row, now) || row.lock_off_at) return lockView(row, now);
    if (hours === 0) {
      await saveAddressLock(tx, playerId, false, null);
      return { enabled: false, offAt: null };
    }
    const offAt = new Date(now.getTime() + hours * HOUR_MS);
    await saveAddressLock(tx, playerId, true, offAt);
    return { enabled: true, offAt: offAt.toISOString() };
  });
}
