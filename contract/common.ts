import * as v from 'valibot';
import {
  DEFAULT_FILTER_PERIOD,
  DEFAULT_LOCALE,
  FILTER_PERIODS,
  LOCALES,
  MAX_PAGE_SIZE,
  TABLE_PAGE_SIZE,
} from './constants';
import type { ErrorCode } from './errors';
import {
  integerFrom,
  isWithinDateYears,
  MAX_INTEGER,
  MAX_PAGE,
  MAX_SATOSHIS,
  noControlCharacters,
} from './input-limits';
import { mbtcToSatoshis } from './money';

export const ok = v.literal(1);

/** An identifier sent between systems: 1-`maxLength` printable ASCII characters, no spaces. */
export function printableText(maxLength: number) {
  return v.pipe(
    v.string('field_required'),
    v.nonEmpty('field_required'),
    v.maxLength(maxLength, 'invalid_value'),
    v.regex(/^[\x21-\x7e]+$/, 'invalid_value'),
  );
}

/** Multipliers and targets count in hundredths: a value with more decimals is refused. */
export const hasTwoDecimalsAtMost = (value: number) =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
/** The value at the hundredth it was checked at (binary fractions land a hair off it). */
export const toHundredths = (value: number) => Math.round(value * 100) / 100;

/** The launch session every call of the house provider carries (contract/house-page/house.ts). */
export const houseSession = {
  /** The one-time launch token of the launch URL (it stays the session while play goes on). */
  token: printableText(200),
  /** The catalogue game's slug (a live table's slug). */
  game: printableText(100),
};
export const emptyRequest = v.optional(v.object({}), {});
export const statusResponse = v.object({ status: ok });

/** Text a person types: trimmed, at most `maxLength`, one line unless `lines` says otherwise. */
export function requiredText(maxLength = 200, lines: 'single-line' | 'multi-line' = 'single-line') {
  return v.pipe(
    v.string('field_required'),
    v.trim(),
    v.nonEmpty('field_required'),
    v.maxLength(maxLength, 'invalid_value'),
    noControlCharacters('invalid_value', lines),
  );
}

/** A string of at most `maxLength` with no control character (it may be empty). */
export function plainText(maxLength: number, message: ErrorCode = 'invalid_value') {
  return v.pipe(v.string(message), v.maxLength(maxLength, message), noControlCharacters(message));
}

/** An id as clients send it: a positive integer an `integer` column holds, possibly as a string. */
export const id = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,10}$/))], 'invalid_value'),
  v.transform(Number),
  v.integer('invalid_value'),
  v.minValue(1, 'invalid_value'),
  v.maxValue(MAX_INTEGER, 'invalid_value'),
);

/** A YYYY-MM-DD date that exists on the calendar (no 30 February). */
export function isCalendarDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

export const isoDate = v.pipe(
  v.string('field_required'),
  v.isoDate('invalid_date'),
  v.check(isCalendarDate, 'invalid_date'),
  v.check(isWithinDateYears, 'invalid_date'),
);

/** YYYY-MM-DD, optionally with a time (to the second's fraction) and a zone, e.g. toISOString(). */
const DATE_OR_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

/** A date or a date-time, for filters. */
export const dateOrDateTime = v.pipe(
  v.string('invalid_date'),
  v.regex(DATE_OR_DATE_TIME, 'invalid_date'),
  v.check(
    (text) => isCalendarDate(text.slice(0, 10)) && !Number.isNaN(Date.parse(text)),
    'invalid_date',
  ),
  v.check(isWithinDateYears, 'invalid_date'),
);

/** mBTC as the API shows it, parsed to integer satoshis, no more than every bitcoin there is. */
export const mbtcAmount = v.pipe(
  v.union(
    [v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty('field_required'))],
    'field_required',
  ),
  v.check((value) => {
    const satoshis = mbtcToSatoshis(value);
    return satoshis !== null && satoshis <= MAX_SATOSHIS;
  }, 'invalid_amount'),
  v.transform((value) => mbtcToSatoshis(value) as bigint),
);

export const locale = v.optional(v.picklist(LOCALES, 'invalid_value'), DEFAULT_LOCALE);

export const pageFields = {
  page: v.optional(integerFrom(1, 'invalid_value', MAX_PAGE), 1),
  itemsPerPage: v.optional(integerFrom(1, 'invalid_value', MAX_PAGE_SIZE), TABLE_PAGE_SIZE),
};

export const periodFields = {
  filterPeriod: v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d$/))], 'invalid_value'),
      v.transform(Number),
      v.picklist(FILTER_PERIODS, 'invalid_value'),
    ),
    DEFAULT_FILTER_PERIOD,
  ),
  filterStartDate: v.optional(v.nullable(dateOrDateTime)),
  filterEndDate: v.optional(v.nullable(dateOrDateTime)),
};

export function sortFields<const Columns extends readonly [string, ...string[]]>(columns: Columns) {
  return {
    sortBy: v.optional(
      v.union([
        v.picklist(columns, 'invalid_value'),
        v.pipe(v.array(v.picklist(columns, 'invalid_value')), v.maxLength(1)),
      ]),
      'createdAt' as Columns[number],
    ),
    sortDesc: v.optional(
      v.union([v.boolean(), v.pipe(v.array(v.boolean()), v.maxLength(1))], 'invalid_value'),
      true,
    ),
  };
}

/** Period 3 (custom) needs both dates. */
export function hasCustomDates(input: {
  filterPeriod: number;
  filterStartDate?: string | null;
  filterEndDate?: string | null;
}): boolean {
  return input.filterPeriod !== 3 || Boolean(input.filterStartDate && input.filterEndDate);
}

export function listOf<T extends v.GenericSchema>(row: T) {
  return v.object({ rows: v.array(row), count: v.number() });
}
