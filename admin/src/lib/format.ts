import { dateTimeFormat } from '../../../contract/intl-formats';

/** A date and time in the active language, to the minute. */
export function formatDateTime(iso: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}

/** An amount in mBTC, as the API gives it, with up to 5 decimals. */
export function formatMbtc(amount: number, locale: string): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 5 }).format(amount)} mBTC`;
}
