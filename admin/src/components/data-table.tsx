import type { ReactNode } from 'react';

export interface Column<Row> {
  id: string;
  /** Also the label beside each cell when a phone shows a row as a card. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers line up on the right. */
  isNumeric?: boolean;
}

/**
 * A table of rows by columns: a screen adds a column by adding an entry to its list. On a phone
 * each row is a card, each cell beside its column's name (admin.css); a table still too wide
 * scrolls sideways inside a focusable region, so the keyboard can scroll it too.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  empty: ReactNode;
}) {
  if (rows.length === 0) return <p className="empty">{empty}</p>;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={column.isNumeric ? 'numeric' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td
                  key={column.id}
                  className={column.isNumeric ? 'numeric' : undefined}
                  data-label={column.header}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
