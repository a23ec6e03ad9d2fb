/** The order a table's rows are shown in: by one column, either way, or the server's. */
export interface SortChoice {
  /** null: the server's order. */
  columnId: string | null;
  descending: boolean;
}

/** The sorting state as TanStack Table holds it (one column at most here). */
export type Sorting = readonly { id: string; desc: boolean }[];

/** The columns a phone's sort control offers: those with a sort value, in the table's order. */
export function sortableColumns<Column extends { id: string; header: string; sortValue?: unknown }>(
  columns: readonly Column[],
): { id: string; header: string }[] {
  return columns
    .filter((column) => column.sortValue !== undefined)
    .map(({ id, header }) => ({ id, header }));
}

/** What the control shows for the table's sorting. */
export function choiceOf(sorting: Sorting): SortChoice {
  const [first] = sorting;
  return first
    ? { columnId: first.id, descending: first.desc }
    : { columnId: null, descending: false };
}

/**
 * The sorting for a choice: a column, ascending unless asked otherwise; no column, the server's
 * order. A column the table cannot sort by leaves the server's order too.
 */
export function sortingOf(choice: SortChoice, sortable: readonly { id: string }[]): Sorting {
  const { columnId } = choice;
  if (columnId === null || !sortable.some((column) => column.id === columnId)) return [];
  return [{ id: columnId, desc: choice.descending }];
}
