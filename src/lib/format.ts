import { PLAYER_CURRENCY, type Locale } from '../../contract/constants';

/** An mBTC amount with thousand separators, e.g. "1.234,5 mBTC" in Spanish. */
export function formatMbtc(amount: number, locale: Locale): string {
  const number = new Intl.NumberFormat(locale === 'es' ? 'es-ES' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 5,
    useGrouping: 'always' as unknown as boolean,
  }).format(amount);
  return `${number} ${PLAYER_CURRENCY}`;
}

/** A date as year.month.day with the time, e.g. "2026.11.22 14:05". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}.${pad(date.getMonth() + 1)}.${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
