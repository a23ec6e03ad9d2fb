import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sportsQueries } from '../api/sports-queries';
import { betSlip } from './bet-slip-store';

/** An outcome as the cached lists and event pages hold it, with its market's status. */
export interface CachedOutcome {
  oddsMilli: number;
  isOpen: boolean;
}

interface MarketLike {
  status?: unknown;
  outcomes: { id?: unknown; oddsMilli?: unknown; isActive?: unknown }[];
}

function isMarket(value: unknown): value is MarketLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { outcomes?: unknown }).outcomes)
  );
}

/**
 * Finds outcomes by id anywhere in a cached answer (an event's markets, a list's main markets,
 * pages of lists), whatever the shape around them.
 */
export function findOutcomes(
  data: unknown,
  outcomeIds: ReadonlySet<string>,
  found = new Map<string, CachedOutcome>(),
): Map<string, CachedOutcome> {
  if (found.size === outcomeIds.size || typeof data !== 'object' || data === null) return found;
  if (isMarket(data)) {
    for (const outcome of data.outcomes) {
      const id = String(outcome.id);
      if (!outcomeIds.has(id) || found.has(id) || typeof outcome.oddsMilli !== 'number') continue;
      found.set(id, {
        oddsMilli: outcome.oddsMilli,
        isOpen: outcome.isActive !== false && (data.status ?? 'active') === 'active',
      });
    }
    return found;
  }
  for (const value of Array.isArray(data) ? data : Object.values(data)) {
    if (typeof value === 'object') findOutcomes(value, outcomeIds, found);
  }
  return found;
}

/**
 * Keeps the slip's prices those the app shows: when the live odds move an outcome in the query
 * cache (event pages first, then the lists), the slip takes the new price and shows the move.
 * A closed outcome or suspended market is marked on its leg.
 */
export function useLiveSlipOdds(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const sync = () => {
      const { selections, legProblems } = betSlip.get();
      if (selections.length === 0) return;
      const ids = new Set(selections.map((selection) => selection.outcomeId));
      const found = new Map<string, CachedOutcome>();
      for (const prefix of [sportsQueries.details(), sportsQueries.lists()]) {
        for (const [, data] of queryClient.getQueriesData({ queryKey: prefix }))
          findOutcomes(data, ids, found);
      }
      for (const selection of selections) {
        const cached = found.get(selection.outcomeId);
        if (!cached) continue;
        if (cached.oddsMilli !== selection.oddsMilli)
          betSlip.livePrice(selection.outcomeId, cached.oddsMilli);
        const isMarked = legProblems[selection.outcomeId]?.code === 'market_suspended';
        if (!cached.isOpen && !isMarked)
          betSlip.setLegProblems({ [selection.outcomeId]: { code: 'market_suspended' } });
        if (cached.isOpen && isMarked) betSlip.clearLegProblem(selection.outcomeId);
      }
    };
    sync();
    const stopCache = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.query.queryKey[0] === sportsQueries.all()[0]) sync();
    });
    return stopCache;
  }, [queryClient]);
}
