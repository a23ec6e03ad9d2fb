import {
  usePrefetchInfiniteQuery,
  useSuspenseInfiniteQuery,
  useSuspenseQuery,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { OfflineNote } from '../../../components/offline-note';
import { listFilters, sportsQueries } from '../api/sports-queries';
import { SportsLists } from './sports-lists';

interface SportsListsOfChoicesProps {
  /** The choices the lists are drawn for (behind the chips and the search, which show at once). */
  listed: { sport: string | undefined; league: string | undefined; search: string };
}

/**
 * The matches in play and those to come for the choices. It suspends until both are there (the
 * route's loader asks for them; both are asked at once): they appear together, so the list to
 * come is never pushed down under the player's eyes.
 */
export function SportsListsOfChoices({ listed }: SportsListsOfChoicesProps) {
  const filters = listFilters(listed);
  usePrefetchInfiniteQuery(sportsQueries.eventPages(filters.upcoming));
  const live = useSuspenseQuery(sportsQueries.events(filters.live));
  const upcoming = useSuspenseInfiniteQuery(sportsQueries.eventPages(filters.upcoming));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = upcoming;
  useEffect(() => {
    // a search looks through every upcoming event, not only the pages shown
    if (listed.search && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [listed.search, hasNextPage, isFetchingNextPage, fetchNextPage]);
  return (
    <>
      <OfflineNote updatedAt={Math.max(live.dataUpdatedAt, upcoming.dataUpdatedAt) || undefined} />
      <SportsLists
        listed={listed}
        live={live.data}
        upcoming={upcoming.data}
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        onMore={fetchNextPage}
      />
    </>
  );
}
