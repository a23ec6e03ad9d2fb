import { describe, expect, it } from 'vitest';
import { choiceOf, sortableColumns, sortingOf } from './table-sort';

const columns = [
  { id: 'player', header: 'Jugador', sortValue: () => 'a' },
  { id: 'actions', header: 'Acciones' },
  { id: 'factor', header: 'Factor', sortValue: () => 1 },
];

describe("a phone's sort control", () => {
  it('offers the sortable columns only, in the table order', () => {
    expect(sortableColumns(columns)).toEqual([
      { id: 'player', header: 'Jugador' },
      { id: 'factor', header: 'Factor' },
    ]);
  });

  it('turns a column and a direction into the sorting, and back', () => {
    const sortable = sortableColumns(columns);
    const descending = sortingOf({ columnId: 'factor', descending: true }, sortable);
    expect(descending).toEqual([{ id: 'factor', desc: true }]);
    expect(choiceOf(descending)).toEqual({ columnId: 'factor', descending: true });
    expect(sortingOf({ columnId: 'player', descending: false }, sortable)).toEqual([
      { id: 'player', desc: false },
    ]);
  });

  it("goes back to the server's order with no column, or a column that does not sort", () => {
    const sortable = sortableColumns(columns);
    expect(sortingOf({ columnId: null, descending: true }, sortable)).toEqual([]);
    expect(sortingOf({ columnId: 'actions', descending: false }, sortable)).toEqual([]);
    expect(choiceOf([])).toEqual({ columnId: null, descending: false });
  });
});
