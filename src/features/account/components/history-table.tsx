import { useLingui } from '@lingui/react/macro';
import type { ReactNode, RefObject } from 'react';
import type { SortState } from '../history';

export interface HistoryColumn<Row, Column extends string> {
  key: string;
  /** already translated */
  label: string;
  /** the list call's sortBy for this column, when it can be sorted */
  sortBy?: Column;
  isNumeric?: boolean;
  render: (row: Row) => ReactNode;
}

/** A row of a history: its id, unique within its kind (a casino round and a sports bet may share one). */
interface HistoryRow {
  id: number;
  kind?: string | undefined;
}

interface HistoryTableProps<Row extends HistoryRow, Column extends string> {
  caption: string;
  columns: HistoryColumn<Row, Column>[];
  rows: Row[];
  sort: SortState<Column>;
  onSort: (column: Column) => void;
  /** no answer yet for the filters shown */
  isLoading: boolean;
  /** a new page or filter is on its way; the rows shown are the previous ones */
  isBusy: boolean;
  emptyText: string;
  /** for moving focus to the table, e.g. when the button that had it goes away */
  tableRef?: RefObject<HTMLTableElement | null>;
}

/**
 * A history table: headers sort by their column (aria-sort says how), and on a narrow screen the
 * table scrolls sideways inside its own box instead of widening the page.
 */
export function HistoryTable<Row extends HistoryRow, Column extends string>({
  caption,
  columns,
  rows,
  sort,
  onSort,
  isLoading,
  isBusy,
  emptyText,
  tableRef,
}: HistoryTableProps<Row, Column>) {
  const { t } = useLingui();
  return (
    <div className="history__scroll">
      <table
        ref={tableRef}
        className="history__table"
        aria-busy={isLoading || isBusy}
        tabIndex={-1}
      >
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const isSorted = column.sortBy !== undefined && column.sortBy === sort.column;
              const direction = sort.isDescending ? 'descending' : 'ascending';
              const { sortBy } = column;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={isSorted ? direction : undefined}
                  className={column.isNumeric ? 'history__numeric' : undefined}
                >
                  {sortBy === undefined ? (
                    column.label
                  ) : (
                    <button type="button" className="history__sort" onClick={() => onSort(sortBy)}>
                      {column.label}
                      <span aria-hidden="true" className="history__sort-icon">
                        {isSorted ? (sort.isDescending ? '▼' : '▲') : '↕'}
                      </span>
                    </button>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="history__empty">
                {isLoading ? t`Cargando…` : emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={`${row.kind ?? ''}:${row.id}`}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={column.isNumeric ? 'history__numeric' : undefined}
                  >
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
