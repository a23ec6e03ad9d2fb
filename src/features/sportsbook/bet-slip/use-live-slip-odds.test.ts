import { describe, expect, it } from 'vitest';
import { findOutcomes } from './use-live-slip-odds';

const market = (status: string, outcomes: [string, number, boolean][]) => ({
  id: 'm1',
  type: '1x2',
  specifiers: '',
  status,
  outcomes: outcomes.map(([id, oddsMilli, isActive]) => ({
    id,
    outcomeId: '1',
    oddsMilli,
    isActive,
  })),
});

describe('finding the slip’s outcomes in the query cache', () => {
  it('reads prices from an event page and from pages of lists', () => {
    const eventPage = { id: 'e1', markets: [market('active', [['11', 2500, true]])] };
    const listPages = {
      pages: [{ rows: [{ id: 'e2', mainMarket: market('active', [['21', 1900, true]]) }] }],
      pageParams: [1],
    };
    const found = findOutcomes([eventPage, listPages], new Set(['11', '21', '99']));
    expect(Object.fromEntries(found)).toEqual({
      '11': { oddsMilli: 2500, isOpen: true },
      '21': { oddsMilli: 1900, isOpen: true },
    });
  });

  it('marks an outcome closed when it or its market is not open', () => {
    const found = findOutcomes(
      {
        markets: [
          market('suspended', [['11', 2500, true]]),
          market('active', [['12', 3000, false]]),
        ],
      },
      new Set(['11', '12']),
    );
    expect(found.get('11')?.isOpen).toBe(false);
    expect(found.get('12')?.isOpen).toBe(false);
  });

  it('keeps the first price found (the event page is read before the lists)', () => {
    const found = findOutcomes(
      [
        { markets: [market('active', [['11', 2600, true]])] },
        { mainMarket: market('active', [['11', 2500, true]]) },
      ],
      new Set(['11']),
    );
    expect(found.get('11')?.oddsMilli).toBe(2600);
  });
});
