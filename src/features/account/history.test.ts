import { describe, expect, it } from 'vitest';
import {
  countPages,
  DEFAULT_SORT,
  defaultCustomDates,
  isReversible,
  nextSort,
  toPeriodFields,
  toSortAndPageFields,
  uniqueNames,
} from './history';

describe('toPeriodFields', () => {
  it('sends a fixed period without dates', () => {
    expect(toPeriodFields({ period: 1, startDate: '2026-01-01', endDate: '2026-01-31' })).toEqual({
      filterPeriod: 1,
      filterStartDate: null,
      filterEndDate: null,
    });
  });

  it('sends custom dates as the start of the first local day and the end of the last one', () => {
    expect(toPeriodFields({ period: 3, startDate: '2026-02-27', endDate: '2026-03-01' })).toEqual({
      filterPeriod: 3,
      filterStartDate: new Date(2026, 1, 27).toISOString(),
      filterEndDate: new Date(2026, 2, 2).toISOString(),
    });
  });

  it('swaps custom dates chosen in the wrong order', () => {
    expect(toPeriodFields({ period: 3, startDate: '2026-03-10', endDate: '2026-03-01' })).toEqual({
      filterPeriod: 3,
      filterStartDate: new Date(2026, 2, 1).toISOString(),
      filterEndDate: new Date(2026, 2, 11).toISOString(),
    });
  });

  it('has nothing to send while a custom date is missing', () => {
    expect(toPeriodFields({ period: 3, startDate: '2026-03-01', endDate: '' })).toBeNull();
    expect(toPeriodFields({ period: 3, startDate: '', endDate: '2026-03-01' })).toBeNull();
  });
});

describe('defaultCustomDates', () => {
  it('covers the last 30 days up to today, across a month end', () => {
    expect(defaultCustomDates(new Date(2026, 2, 15, 18, 30))).toEqual({
      startDate: '2026-02-13',
      endDate: '2026-03-15',
    });
  });
});

describe('sorting and paging', () => {
  it('sends the sort and a page of 10 rows', () => {
    expect(toSortAndPageFields(DEFAULT_SORT, 2)).toEqual({
      sortBy: 'createdAt',
      sortDesc: true,
      page: 2,
      itemsPerPage: 10,
    });
  });

  it('flips the direction of the same column and starts another ascending', () => {
    expect(nextSort(DEFAULT_SORT, 'createdAt')).toEqual({
      column: 'createdAt',
      isDescending: false,
    });
    expect(nextSort<string>(DEFAULT_SORT, 'bet')).toEqual({ column: 'bet', isDescending: false });
    expect(nextSort({ column: 'bet', isDescending: false }, 'bet')).toEqual({
      column: 'bet',
      isDescending: true,
    });
  });

  it('counts pages of 10, with one page for an empty list', () => {
    expect([0, 1, 10, 11, 14, 20, 21].map(countPages)).toEqual([1, 1, 1, 2, 2, 2, 3]);
  });
});

describe('uniqueNames', () => {
  it('keeps each processor name once, in first-seen order', () => {
    expect(
      uniqueNames(
        [{ name: 'Bitcoin' }, { name: 'Credit card' }],
        [{ name: 'Bitcoin' }, { name: 'Wire transfer' }],
      ),
    ).toEqual(['Bitcoin', 'Credit card', 'Wire transfer']);
  });
});

describe('isReversible', () => {
  it('is true only for a pending withdrawal', () => {
    expect(isReversible({ type: 'withdrawal', status: 'pending' })).toBe(true);
    expect(isReversible({ type: 'withdrawal', status: 'complete' })).toBe(false);
    expect(isReversible({ type: 'withdrawal', status: 'cancelled' })).toBe(false);
    expect(isReversible({ type: 'deposit', status: 'pending' })).toBe(false);
    expect(isReversible({ type: 'bonus', status: 'pending' })).toBe(false);
  });
});
