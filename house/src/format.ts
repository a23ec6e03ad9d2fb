// Numbers as the player's language writes them (es "1.234,56", en "1,234.56").
import { formatMbtc } from '../../contract/money';
import { dateTimeFormat, numberFormat } from '../../contract/intl-formats';

export type Lang = 'es' | 'en';

const LOCALES: Record<Lang, string> = { es: 'es-ES', en: 'en-GB' };

// es-ES leaves four-digit numbers ungrouped by default; players expect "1.234" like elsewhere
const ALWAYS_GROUP = 'always' as unknown as boolean;

export function formatNumber(value: number, lang: Lang, decimals: number): string {
  return numberFormat(LOCALES[lang], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: ALWAYS_GROUP,
  }).format(value);
}

/** e.g. "1.234,50 mBTC": the platform's own amount format. */
export function formatAmount(mbtc: number, lang: Lang): string {
  return formatMbtc(mbtc, lang);
}

/** An mBTC amount without its unit, for columns headed "(mBTC)": 2 to 5 decimals. */
export function formatMbtcNumber(mbtc: number, lang: Lang): string {
  return numberFormat(LOCALES[lang], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 5,
    useGrouping: ALWAYS_GROUP,
  }).format(mbtc);
}

/** e.g. "2,0000×". */
export function formatMultiplier(value: number, lang: Lang, decimals = 2): string {
  return `${formatNumber(value, lang, decimals)}×`;
}

/** A percentage given in percent, e.g. 49.5 → "49,50 %" / "49.50%". */
export function formatPercent(percent: number, lang: Lang): string {
  return numberFormat(LOCALES[lang], {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(percent / 100);
}

export function formatTime(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(LOCALES[lang], {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(date);
}

/** A number for an editable text field: the language's decimal mark, no grouping. */
export function toInputText(value: number, lang: Lang, maxDecimals = 5): string {
  const text = numberFormat('en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: maxDecimals,
    useGrouping: false,
  }).format(value);
  return lang === 'es' ? text.replace('.', ',') : text;
}

/** Reads what a player typed: digits with one optional "." or "," decimal mark, no grouping. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,12}(?:[.,]\d+)?$/.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

/** How many decimals a typed number has (after "." or ","). */
export function decimalsOf(text: string): number {
  const mark = text.trim().search(/[.,]/);
  return mark === -1 ? 0 : text.trim().length - mark - 1;
}
