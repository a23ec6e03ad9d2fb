import { useLingui } from '@lingui/react/macro';
import {
  createSortedRowModel,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type SortFn,
} from '@tanstack/react-table';
import { useId, useMemo, type ReactNode } from 'react';
import { compareSortValues, type SortValue } from './sort-values';
import { sortableColumns, sortingOf, type SortChoice } from './table-sort';

export interface Column<Row> {
  id: string;
  /** Also the label beside each cell when a phone shows a row as a card. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers line up on the right. */
  isNumeric?: boolean;
  /**
   * What the column sorts by (a number, an ISO date or text); with it the header is a button
   * that sorts the rows shown, ascending then descending then back to the server's order.
   */
  sortValue?: (row: Row) => SortValue;
}

// only sorting: the lists are paged and filtered by the server
const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
});

/**
 * A table of rows by columns: a screen adds a column by adding an entry to its list. On a phone
 * each row is a card, each cell beside its column's name (admin.css); a table still too wide
 * scrolls sideways inside a focusable region, so the keyboard can scroll it too. Columns with a
 * `sortValue` sort the rows given (TanStack Table); `footerRows` (a total) stay last, unsorted.
 * A phone, where the headers are hidden, gets the same sorting as a column and a direction to
 * choose above the cards.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  footerRows = [],
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  empty: ReactNode;
  footerRows?: readonly Row[];
}) {
  const { t } = useLingui();
  const definitions = useMemo(() => columnDefinitions(columns), [columns]);
  const data = useMemo(() => rows.map((value) => ({ value })), [rows]);
  const table = useTable({
    features,
    columns: definitions,
    data,
    getRowId: (row) => String(rowKey(row.value)),
    enableSortingRemoval: true,
    sortDescFirst: false,
  });
  const sortable = useMemo(() => sortableColumns(columns), [columns]);
  if (rows.length === 0) return <p className="empty">{empty}</p>;
  const sortedColumn = sortable.find((column) => table.getColumn(column.id)?.getIsSorted());
  const choice: SortChoice = {
    columnId: sortedColumn?.id ?? null,
    descending: sortedColumn ? table.getColumn(sortedColumn.id)?.getIsSorted() === 'desc' : false,
  };
  const cells = (row: Row) =>
    columns.map((column) => (
      <td
        key={column.id}
        className={column.isNumeric ? 'numeric' : undefined}
        data-label={column.header}
      >
        {column.cell(row)}
      </td>
    ));
  const tableRegion = (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sortable = table.getColumn(column.id);
              const sorted = sortable?.getCanSort() ? sortable.getIsSorted() : null;
              const className = column.isNumeric ? 'numeric' : undefined;
              if (!sortable || sorted === null) {
                return (
                  <th key={column.id} scope="col" className={className}>
                    {column.header}
                  </th>
                );
              }
              return (
                <th
                  key={column.id}
                  scope="col"
                  className={className}
                  aria-sort={
                    sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'
                  }
                >
                  <button
                    type="button"
                    className="sort-button"
                    title={t`Ordenar por esta columna`}
                    onClick={() => sortable.toggleSorting(undefined, false)}
                  >
                    {column.header}
                    <span className="sort-mark" aria-hidden="true">
                      {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>{cells(row.original.value)}</tr>
          ))}
        </tbody>
        {footerRows.length > 0 && (
          <tfoot>
            {footerRows.map((row) => (
              <tr key={rowKey(row)}>{cells(row)}</tr>
            ))}
          </tfoot>
        )}
      </table>
    </div>
  );
  if (sortable.length === 0 || rows.length < 2) return tableRegion;
  return (
    <div className="data-table-with-sort">
      <PhoneSort
        caption={caption}
        columns={sortable}
        choice={choice}
        onChoose={(next) => table.setSorting([...sortingOf(next, sortable)])}
      />
      {tableRegion}
    </div>
  );
}

/**
 * The sorting on a phone (admin.css shows it only there): the column to sort by, or the list's
 * own order, and the direction. The same state as the headers' buttons.
 */
function PhoneSort({
  caption,
  columns,
  choice,
  onChoose,
}: {
  caption: string;
  columns: readonly { id: string; header: string }[];
  choice: SortChoice;
  onChoose: (choice: SortChoice) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="table-sort" role="group" aria-label={t`Orden de ${caption}`}>
      <div className="field">
        <label htmlFor={`${id}-column`}>{t`Ordenar por`}</label>
        <select
          id={`${id}-column`}
          value={choice.columnId ?? ''}
          onChange={(event) => onChoose({ ...choice, columnId: event.currentTarget.value || null })}
        >
          <option value="">{t`Orden de la lista`}</option>
          {columns.map((column) => (
            <option key={column.id} value={column.id}>
              {column.header}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-direction`}>{t`Sentido`}</label>
        <select
          id={`${id}-direction`}
          value={choice.descending ? 'desc' : 'asc'}
          disabled={choice.columnId === null}
          onChange={(event) =>
            onChoose({ ...choice, descending: event.currentTarget.value === 'desc' })
          }
        >
          <option value="asc">{t`Ascendente`}</option>
          <option value="desc">{t`Descendente`}</option>
        </select>
      </div>
    </div>
  );
}

/** A row as the table holds it: in an object, as rows may be plain values (a blacklist's). */
interface Held<Row> {
  value: Row;
}

/** Each column as TanStack Table reads it: sortable by its `sortValue`, empty values last. */
function columnDefinitions<Row>(
  columns: readonly Column<Row>[],
): ColumnDef<typeof features, Held<Row>>[] {
  const byValue: SortFn<typeof features, Held<Row>> = (a, b, columnId) =>
    compareSortValues(a.getValue<SortValue>(columnId), b.getValue<SortValue>(columnId));
  return columns.map((column) => {
    const { sortValue } = column;
    return sortValue
      ? {
          id: column.id,
          header: column.header,
          accessorFn: (row: Held<Row>) => sortValue(row.value),
          enableSorting: true,
          sortFn: byValue,
        }
      : { id: column.id, header: column.header, enableSorting: false };
  });
}
