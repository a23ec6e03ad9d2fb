// The lists of rounds and bets (the game's history, everyone's bets at a live table, the player's
// rounds there) share one panel and one table: a header row, one row per item, each cell carrying
// its column's name for the phone layout (house.css `.is-narrow td::before`), wins and losses
// coloured.
import { useId, type ReactNode } from 'react';
import type { Problem } from '../problems';
import { Refusal } from './refusal';

export type Outcome = 'win' | 'loss' | null;

/** A won or cashed-out round or bet is a win, a lost one a loss; open and refunded ones neither. */
export const outcomeOf = (state: string): Outcome =>
  state === 'won' || state === 'cashed-out' ? 'win' : state === 'lost' ? 'loss' : null;

export interface RoundsColumn<Row> {
  label: string;
  isNumber?: boolean;
  /** a link reads on its own on phones: its cell goes without the column's name */
  isUnlabelled?: boolean;
  outcome?: (row: Row) => Outcome;
  cell: (row: Row) => ReactNode;
}

export function RoundsTable<Row>({
  rows,
  columns,
  rowKey,
  rowTestId,
  testId,
  rowClassName,
}: {
  rows: readonly Row[];
  columns: readonly RoundsColumn<Row>[];
  rowKey: (row: Row) => string;
  rowTestId: string;
  testId?: string;
  rowClassName?: (row: Row) => string | undefined;
}) {
  const numberClass = (column: RoundsColumn<Row>) => (column.isNumber ? 'number' : undefined);
  return (
    <div className="table-scroll">
      <table data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={numberClass(column)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName?.(row)} data-testid={rowTestId}>
              {columns.map((column) => {
                const outcome = column.outcome?.(row);
                const classes = [numberClass(column), outcome && `is-${outcome}`].filter(Boolean);
                return (
                  <td
                    key={column.label}
                    data-label={column.isUnlabelled ? undefined : column.label}
                    className={classes.length > 0 ? classes.join(' ') : undefined}
                  >
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A titled panel around such a table: `summary` beside the title, the refusal of the call that
 * fetched the list (when it is fetched), and `emptyText` in place of the table when there is none.
 */
export function RoundsPanel({
  className,
  title,
  summary,
  problem,
  emptyText,
  children,
}: {
  className: string;
  title: string;
  summary?: ReactNode;
  problem?: Problem | null;
  emptyText: string | null;
  children: ReactNode;
}) {
  const id = useId();
  const heading = <h2 id={`${id}-title`}>{title}</h2>;
  return (
    <section className={`panel ${className}`} aria-labelledby={`${id}-title`}>
      {summary === undefined ? (
        heading
      ) : (
        <div className="panel-heading">
          {heading}
          {summary}
        </div>
      )}
      {problem !== undefined && <Refusal problem={problem} />}
      {emptyText === null ? children : <p className="hint">{emptyText}</p>}
    </section>
  );
}
