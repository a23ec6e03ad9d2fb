import type { I18n } from '@lingui/core';
import type { BitcoinNetwork } from '../../../../contract/bitcoin-address';
import type { Locale } from '../../../../contract/constants';
import type { ErrorCode } from '../../../../contract/errors';
import { formatMbtc, mbtcToSatoshis, satoshisToMbtc } from '../../../../contract/money';
import { withdrawalRefusalText, type WithdrawalRefusal } from '../../../lib/withdrawal-words';

export interface WithdrawalFields {
  amount: string;
  address: string;
  /** Present when the form asks for a two-factor code. */
  totp?: string;
}

/** The amount (a decimal comma read as a point), address and code the form holds now. */
export function readWithdrawalFields(formElement: HTMLFormElement): WithdrawalFields {
  const data = new FormData(formElement);
  const totp = data.get('totp');
  return {
    amount: String(data.get('amount') ?? '').replace(',', '.'),
    address: String(data.get('address') ?? '').trim(),
    ...(totp !== null && { totp: String(totp).trim() }),
  };
}

/**
 * The checks beyond the contract's schema, made before anything is queued: an amount above zero
 * and within what can be withdrawn, an address of the app's network (either, when not known).
 */
export async function checkWithdrawalFields(
  fields: WithdrawalFields,
  withdrawable: bigint | null,
  network: BitcoinNetwork | undefined,
): Promise<Record<string, ErrorCode>> {
  const { isValidAddress } = await import('../../../../contract/bitcoin-address');
  const isAddressValid = network
    ? isValidAddress(fields.address, network)
    : isValidAddress(fields.address, 'bitcoin') || isValidAddress(fields.address, 'testnet');
  const amount = mbtcToSatoshis(fields.amount) ?? 0n;
  const errors: Record<string, ErrorCode> = {};
  if (amount <= 0n) errors.amount = 'invalid_amount';
  else if (withdrawable !== null && amount > withdrawable) errors.amount = 'min_value';
  if (!isAddressValid) errors.address = 'invalid_address';
  return errors;
}

/** What can be withdrawn (satoshis) in the player's format, '…' while unknown. */
export function formatWithdrawable(withdrawable: bigint | null, locale: Locale): string {
  return withdrawable === null ? '…' : formatMbtc(satoshisToMbtc(withdrawable), locale);
}

/** The fields a refusal's words can stand beside. */
const FORM_FIELDS = ['amount', 'address', 'totp'];

/**
 * Where the form shows a refusal: beside each field it names, or as a toast when it names none
 * the form has (in the words the queued list uses too). The wait after a security change, when
 * the form already says it above its fields (`isSecurityHoldShown`), is not said again.
 */
export function refusalOnForm(
  i18n: I18n,
  refusal: WithdrawalRefusal,
  locale: Locale,
  isSecurityHoldShown = false,
): { fields: Record<string, string>; toast: string | null } {
  const named = Object.keys(refusal.errors).filter((field) => FORM_FIELDS.includes(field));
  const fields = Object.fromEntries(
    named.map((field) => [field, withdrawalRefusalText(i18n, refusal, locale, field)]),
  );
  const isSaidAbove = refusal.code === 'withdrawal_security_hold' && isSecurityHoldShown;
  return {
    fields,
    toast: named.length > 0 || isSaidAbove ? null : withdrawalRefusalText(i18n, refusal, locale),
  };
}
