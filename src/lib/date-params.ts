import { formatDateTime } from './format';

/** A refusal's params whose values are ISO times (e.g. `until`, `usableAt`) as the player reads dates. */
export function formatDateParams(
  params: Record<string, string | number>,
): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)
        ? formatDateTime(value)
        : value,
    ]),
  );
}
