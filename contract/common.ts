import * as v from 'valibot';
import {
  DEFAULT_FILTER_PERIOD,
  FILTER_PERIODS,
  LOCALES,
  MAX_PAGE_SIZE,
  TABLE_PAGE_SIZE,
} from './constants';
import { mbtcToSatoshis } from './money';

export const ok = v.literal(1);
export const emptyRequest = v.optional(v.object({}), {});
export const statusResponse = v.object({ status: ok });

export function requiredText(maxLength = 200) {
  return v.pipe(
    v.string('field_required'),
    v.trim(),
    v.nonEmpty('field_required'),
    v.maxLength(maxLength, 'invalid_value'),
  );
}

/** An id as clients send it: a positive integer, possibly as a string. */
export const id = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))], 'invalid_value'),
  v.transform(Number),
  v.integer('invalid_value'),
  v.minValue(1, 'invalid_value'),
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
);

/** A date or a date-time, for filters. */
export const dateOrDateTime = v.pipe(
  v.string('invalid_date'),
  v.check(
    (text) => /^\d{4}-\d{2}-\d{2}/.test(text) && !Number.isNaN(Date.parse(text)),
    'invalid_date',
  ),
);

/** mBTC as the API shows it, parsed to integer satoshis. */
export const mbtcAmount = v.pipe(
  v.union(
    [v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty('field_required'))],
    'field_required',
  ),
  v.check((value) => mbtcToSatoshis(value) !== null, 'invalid_amount'),
  v.transform((value) => mbtcToSatoshis(value) as bigint),
);

export const locale = v.optional(v.picklist(LOCALES, 'invalid_value'), 'es');

export const pageFields = {
  page: v.optional(
    v.pipe(v.number('invalid_value'), v.integer('invalid_value'), v.minValue(1, 'invalid_value')),
    1,
  ),
  itemsPerPage: v.optional(
    v.pipe(
      v.number('invalid_value'),
      v.integer('invalid_value'),
      v.minValue(1, 'invalid_value'),
      v.maxValue(MAX_PAGE_SIZE, 'invalid_value'),
    ),
    TABLE_PAGE_SIZE,
  ),
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
    sortDesc: v.optional(v.union([v.boolean(), v.array(v.boolean())]), true),
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
