import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiFailure } from '../lib/api-client';
import { PERSIST_MAX_AGE_MS } from './query-persistence';

// a cold start without a network is known to be offline before any call is tried
onlineManager.setOnline(navigator.onLine);
// and the online/offline events are heard from now on: the manager listens only once something
// subscribes, and the network may go while the first page is still rendering
onlineManager.subscribe(() => undefined);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // kept as long as the persisted copy may be shown, so persisting never drops them
      gcTime: PERSIST_MAX_AGE_MS,
      // offline, a call fails at once (a page with nothing saved says it is offline instead of
      // waiting) and the saved answer stays on screen; back online, it is asked again
      networkMode: 'always',
      // a refusal will not change by asking again; a lost connection may, once online
      retry: (count, error) =>
        count < 2 &&
        onlineManager.isOnline() &&
        !(error instanceof ApiFailure && error.httpStatus >= 400),
    },
  },
});
