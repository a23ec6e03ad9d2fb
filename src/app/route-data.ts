import type {
  EnsureInfiniteQueryDataOptions,
  EnsureQueryDataOptions,
  InfiniteData,
  QueryClient,
  QueryKey,
} from '@tanstack/react-query';
import { cacheRestored } from './query-persistence';

/**
 * A route loader's query: the saved copy once the cache is restored (a page seen before opens
 * from it, offline too), else asked for and awaited, so the page's `useSuspenseQuery` finds it.
 * Until then the route shows its `pendingComponent`; a failure shows its error page.
 */
export async function ensureRouteData<Data, Key extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<Data, Error, Data, Key>,
): Promise<Data> {
  await cacheRestored;
  return queryClient.ensureQueryData(options);
}

/** `ensureRouteData` for a list asked for page after page: its first page. */
export async function ensureRouteInfiniteData<Data, Key extends QueryKey, PageParam>(
  queryClient: QueryClient,
  options: EnsureInfiniteQueryDataOptions<Data, Error, Data, Key, PageParam>,
): Promise<InfiniteData<Data, PageParam>> {
  await cacheRestored;
  return queryClient.ensureInfiniteQueryData(options);
}
