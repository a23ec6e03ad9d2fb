/** What a column sorts by: a number, text (an ISO date sorts as text), or nothing. */
export type SortValue = number | string | null | undefined;

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * Orders two sort values ascending: numbers by value, text as people read it (`a2` before
 * `a10`, accents and case aside); an empty value last whichever the direction asked, since a
 * missing date or amount is never the first thing looked for.
 */
export function compareSortValues(a: SortValue, b: SortValue): number {
  const isEmptyA = a === null || a === undefined || a === '';
  const isEmptyB = b === null || b === undefined || b === '';
  if (isEmptyA || isEmptyB) return isEmptyA === isEmptyB ? 0 : isEmptyA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}
