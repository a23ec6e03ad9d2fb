import { FILTER_PERIOD_HOURS } from '../../contract/constants';

export interface PeriodFilter {
  filterPeriod: 0 | 1 | 2 | 3;
  filterStartDate?: string | null | undefined;
  filterEndDate?: string | null | undefined;
}

/**
 * SQL for the period filter of section 4 on `column`, with its parameters numbered from
 * `firstParam`. Custom dates are inclusive: a bare end date covers that whole day (UTC).
 */
export function periodCondition(
  column: string,
  filter: PeriodFilter,
  firstParam: number,
): { sql: string; params: unknown[] } {
  if (filter.filterPeriod !== 3) {
    return {
      sql: `${column} > now() - make_interval(hours => $${firstParam})`,
      params: [FILTER_PERIOD_HOURS[filter.filterPeriod]],
    };
  }
  const start = new Date(filter.filterStartDate as string);
  const endText = filter.filterEndDate as string;
  const end = new Date(endText);
  if (/^\d{4}-\d{2}-\d{2}$/.test(endText)) end.setUTCDate(end.getUTCDate() + 1);
  return {
    sql: `${column} >= $${firstParam} AND ${column} < $${firstParam + 1}`,
    params: [start.toISOString(), end.toISOString()],
  };
}

/** ORDER BY from the client's sortBy/sortDesc (single or Vuetify-style arrays), whitelisted. */
export function orderBy(
  columns: Record<string, string>,
  sortBy: string | string[] | undefined,
  sortDesc: boolean | boolean[] | undefined,
  tieBreaker: string,
): string {
  const key = (Array.isArray(sortBy) ? sortBy[0] : sortBy) ?? 'createdAt';
  const descending = (Array.isArray(sortDesc) ? sortDesc[0] : sortDesc) ?? true;
  const column = columns[key] ?? columns.createdAt;
  const direction = descending ? 'DESC' : 'ASC';
  return `ORDER BY ${column} ${direction}, ${tieBreaker} ${direction}`;
}

export function pageClause(page: number, itemsPerPage: number): string {
  return `LIMIT ${Math.trunc(itemsPerPage)} OFFSET ${Math.trunc((page - 1) * itemsPerPage)}`;
}
