import type { AuditFilters } from './api/audit-queries';

/**
 * The filters a form's fields make: empty fields are left out. `to` is a day included in full,
 * so the call gets the next day (its `to` is exclusive).
 */
export function filtersFromForm(form: Record<string, string>): AuditFilters {
  const text = (name: string) => form[name]?.trim() || undefined;
  const to = text('to');
  return {
    member: text('member'),
    action: text('action'),
    playerName: text('playerName'),
    from: text('from'),
    to: to && nextDay(to),
  };
}

/** The form's value for a `to` filter: the last day included. */
export function lastDayOf(to: string | undefined): string {
  return to ? previousDay(to) : '';
}

function nextDay(day: string): string {
  return shiftDay(day, 1);
}

function previousDay(day: string): string {
  return shiftDay(day, -1);
}

function shiftDay(day: string, days: number): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
