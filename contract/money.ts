import { MBTC_DECIMALS, PLAYER_CURRENCY, SATOSHIS_PER_MBTC } from './constants';
import { numberFormat } from './intl-formats';

const MBTC_PATTERN = new RegExp(`^(\\d{1,12})(?:\\.(\\d{1,${MBTC_DECIMALS}}))?$`);

/**
 * Parses an mBTC amount as the API shows it (number or decimal string) into integer satoshis.
 * Returns null for anything that is not a plain non-negative decimal with at most 5 decimals,
 * so a float never decides a balance.
 */
export function mbtcToSatoshis(value: number | string): bigint | null {
  const text = typeof value === 'number' ? numberToPlainString(value) : value.trim();
  if (text === null) return null;
  const match = MBTC_PATTERN.exec(text);
  if (!match) return null;
  const whole = BigInt(match[1] ?? '0');
  const fraction = BigInt((match[2] ?? '').padEnd(MBTC_DECIMALS, '0'));
  return whole * SATOSHIS_PER_MBTC + fraction;
}

/** Satoshis to the mBTC number the API shows (exact for any amount below 2^53 satoshis). */
export function satoshisToMbtc(satoshis: bigint): number {
  const negative = satoshis < 0n;
  const absolute = negative ? -satoshis : satoshis;
  const whole = absolute / SATOSHIS_PER_MBTC;
  const fraction = (absolute % SATOSHIS_PER_MBTC).toString().padStart(MBTC_DECIMALS, '0');
  const value = Number(`${whole}.${fraction}`);
  return negative ? -value : value;
}

function numberToPlainString(value: number): string | null {
  if (!Number.isFinite(value) || value < 0) return null;
  // toFixed avoids exponent notation; more decimals than allowed are then refused by the pattern.
  const fixed = value
    .toFixed(MBTC_DECIMALS + 3)
    .replace(/0+$/, '')
    .replace(/\.$/, '');
  return fixed;
}

/** An mBTC amount as players read it, with thousand separators, e.g. "1.234,50 mBTC" in Spanish. */
export function formatMbtc(amount: number, locale: 'es' | 'en'): string {
  const number = numberFormat(locale === 'es' ? 'es-ES' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 5,
    useGrouping: 'always' as unknown as boolean,
  }).format(amount);
  return `${number} ${PLAYER_CURRENCY}`;
}
