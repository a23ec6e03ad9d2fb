// What the database can hold, stated once: every request schema keeps its input inside these,
// so a value the database would refuse is a 400 naming the field, never a 500.
import * as v from 'valibot';
import type { ErrorCode } from './errors';

/** PostgreSQL `integer` (int4): ids, positions, counts, sort keys. */
export const MAX_INTEGER = 2_147_483_647;
export const MIN_INTEGER = -2_147_483_648;

/** Every bitcoin there will ever be (21 million BTC) in satoshis: far inside `bigint` (int8). */
export const MAX_SATOSHIS = 2_100_000_000_000_000n;

/** No list is that long; it keeps page × page size a small OFFSET. */
export const MAX_PAGE = 1_000_000;

/**
 * The years a date may fall in. PostgreSQL has no year 0 and a JavaScript date past 9999 prints
 * as `+010000-…`, which it cannot read; nothing real (a birthday, a filter) lies outside these.
 */
export const DATE_YEARS = { min: 1900, max: 2999 } as const;

const isControlCharacter = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);
const isTabOrLineBreak = (code: number) => code === 0x09 || code === 0x0a || code === 0x0d;

function hasControlCharacter(text: string, allowLineBreaks: boolean): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (isControlCharacter(code) && !(allowLineBreaks && isTabOrLineBreak(code))) return true;
  }
  return false;
}

/**
 * Refuses C0 and C1 control characters (PostgreSQL refuses NUL in text; nobody types the
 * others). Multi-line text (a message, HTML) keeps tab, line feed and carriage return.
 */
export function noControlCharacters(
  message: ErrorCode = 'invalid_value',
  lines: 'single-line' | 'multi-line' = 'single-line',
) {
  const allowLineBreaks = lines === 'multi-line';
  return v.check((text: string) => !hasControlCharacter(text, allowLineBreaks), message);
}

/** A whole number an `integer` column holds, from `min`. */
export function integerFrom(min: number, message: ErrorCode = 'invalid_value', max = MAX_INTEGER) {
  return v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
}

/** The UTC year of a date or date-time text, or NaN when it is not one. */
function yearOf(text: string): number {
  const time = Date.parse(text);
  return Number.isNaN(time) ? Number.NaN : new Date(time).getUTCFullYear();
}

/** The date (and, for a date-time, its instant in UTC) falls within DATE_YEARS. */
export function isWithinDateYears(text: string): boolean {
  const written = Number(text.slice(0, 4));
  const instant = yearOf(text);
  return [written, instant].every((year) => year >= DATE_YEARS.min && year <= DATE_YEARS.max);
}
