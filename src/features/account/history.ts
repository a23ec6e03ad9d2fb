// Filter, sort and page state of the bet and transaction lists, turned into the list calls' fields.
import {
  DEFAULT_FILTER_PERIOD,
  TABLE_PAGE_SIZE,
  type FILTER_PERIODS,
} from '../../../contract/constants';
import type { FinancialTransaction } from '../../../contract/wallet';

export type FilterPeriod = (typeof FILTER_PERIODS)[number];
export const CUSTOM_PERIOD = 3 satisfies FilterPeriod;

/** The period filter: a fixed period, or custom dates as YYYY-MM-DD (local days, inclusive). */
export interface PeriodFilter {
  period: FilterPeriod;
  startDate: string;
  endDate: string;
}

export const DEFAULT_PERIOD_FILTER: PeriodFilter = {
  period: DEFAULT_FILTER_PERIOD,
  startDate: '',
  endDate: '',
};

export interface SortState<Column extends string = string> {
  column: Column;
  isDescending: boolean;
}

/** Both lists start with the newest first. */
export const DEFAULT_SORT = { column: 'createdAt', isDescending: true } as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** A date as the YYYY-MM-DD of its local day, as a date input shows it. */
export function toDateInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The dates a custom period starts with: the last 30 days, like the default period. */
export function defaultCustomDates(now: Date): { startDate: string; endDate: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 30);
  return { startDate: toDateInputValue(start), endDate: toDateInputValue(now) };
}

function localMidnight(dateText: string, addDays = 0): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateText);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return new Date(year, month - 1, day + addDays);
}

/**
 * The period fields of a list call, or null while custom dates are incomplete. Custom days are
 * the player's local days (the table shows local times), sent as instants; reversed dates are
 * swapped.
 */
export function toPeriodFields(filter: PeriodFilter): {
  filterPeriod: FilterPeriod;
  filterStartDate: string | null;
  filterEndDate: string | null;
} | null {
  if (filter.period !== CUSTOM_PERIOD) {
    return { filterPeriod: filter.period, filterStartDate: null, filterEndDate: null };
  }
  const [first, last] = [filter.startDate, filter.endDate].sort();
  const start = localMidnight(first ?? '');
  const end = localMidnight(last ?? '', 1);
  if (!start || !end) return null;
  return {
    filterPeriod: CUSTOM_PERIOD,
    filterStartDate: start.toISOString(),
    filterEndDate: end.toISOString(),
  };
}

/** Sort and page fields of a list call; pages hold TABLE_PAGE_SIZE rows. */
export function toSortAndPageFields<Column extends string>(sort: SortState<Column>, page: number) {
  return {
    sortBy: sort.column,
    sortDesc: sort.isDescending,
    page,
    itemsPerPage: TABLE_PAGE_SIZE,
  };
}

/** Choosing a column header: the same column flips its direction, another starts ascending. */
export function nextSort<Column extends string>(
  sort: SortState<Column>,
  column: Column,
): SortState<Column> {
  return sort.column === column
    ? { column, isDescending: !sort.isDescending }
    : { column, isDescending: false };
}

/** How many pages `count` rows fill; an empty list still has its one page. */
export function countPages(count: number): number {
  return Math.max(1, Math.ceil(count / TABLE_PAGE_SIZE));
}

/** The names of several lists once each, in the order they first appear. */
export function uniqueNames(...lists: { name: string }[][]): string[] {
  return [...new Set(lists.flat().map((item) => item.name))];
}

/** Only a pending withdrawal can be reversed by the player. */
export function isReversible(transaction: Pick<FinancialTransaction, 'type' | 'status'>): boolean {
  return transaction.type === 'withdrawal' && transaction.status === 'pending';
}
