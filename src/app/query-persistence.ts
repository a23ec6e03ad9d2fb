import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import type { Query } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';

/** How long a persisted answer may be shown (queries keep their data in memory as long). */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** A new build starts with an empty cache: its answers may have another shape. */
export const PERSIST_BUSTER = import.meta.env.VITE_BUILD_ID ?? 'dev';

const STORAGE_KEY = 'casino.query-cache';
/**
 * User Timing names (`npm run bench:startup` reads them from a trace): the saved cache is out of
 * IndexedDB; `CACHE_RESTORE_MEASURE` spans from there until the client holds it.
 */
const CACHE_READ_MARK = 'casino:cache-read';
const CACHE_RESTORE_MEASURE = 'casino:cache-restore';

let settleRestore: () => void = () => undefined;
/**
 * Settles once the saved cache is in the query client, or could not be read (route loaders wait
 * for it: offline, the saved copy is the page's data, and asking the network first would fail).
 */
export const cacheRestored = new Promise<void>((resolve) => (settleRestore = resolve));

/**
 * Ends the cache restore's User Timing measure and lets the route loaders go on
 * (PersistQueryClientProvider's `onSuccess`, and `onError` with `isRead` false).
 */
export function markCacheRestored(isRead = true): void {
  settleRestore();
  if (isRead && performance.getEntriesByName(CACHE_READ_MARK).length)
    performance.measure(CACHE_RESTORE_MEASURE, CACHE_READ_MARK);
}
const WRITE_THROTTLE_MS = 1_000;

/**
 * The roots of the queries a player needs offline: their profile, balance, bets, transactions
 * and deposit address (`player`), history filters (`history`), the lobby lists (`lobby`), the
 * home slider's slides (`slider`: their art is in the service worker's cache) and the sportsbook's
 * lists and event pages (`sports`, shown marked offline: a bet is never placed then).
 */
const PERSISTED_ROOTS = new Set(['player', 'history', 'lobby', 'slider', 'sports']);

/**
 * A query is saved while it holds an answer, even when its last refresh failed: offline every
 * refresh fails, and the player's last known profile and balance must outlive that.
 */
export function shouldPersistQuery(query: Query): boolean {
  return query.state.data !== undefined && PERSISTED_ROOTS.has(String(query.queryKey[0]));
}

/**
 * What is written: a query whose refresh failed is saved as its last answer (a restored error
 * would say "failed" about a request this page never made).
 */
export function lastAnswers(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) =>
    query.state.status === 'error'
      ? {
          ...query,
          state: {
            ...query.state,
            status: 'success' as const,
            fetchStatus: 'idle' as const,
            error: null,
            errorUpdatedAt: 0,
            fetchFailureCount: 0,
            fetchFailureReason: null,
          },
        }
      : query,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}

let pending: PersistedClient | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

function writePending(): void {
  clearTimeout(timer);
  timer = undefined;
  const snapshot = pending;
  pending = undefined;
  if (snapshot) void set(STORAGE_KEY, lastAnswers(snapshot)).catch(() => undefined);
}

// leaving or hiding the page writes what is waiting: a reload must not lose the last answers
addEventListener('pagehide', writePending);
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') writePending();
});

/** The query cache in IndexedDB (idb-keyval), written at most once a second. */
export const persister: Persister = {
  persistClient(client) {
    pending = client;
    timer ??= setTimeout(writePending, WRITE_THROTTLE_MS);
  },
  restoreClient: () =>
    get<PersistedClient>(STORAGE_KEY)
      .catch(() => undefined)
      .finally(() => performance.mark(CACHE_READ_MARK)),
  removeClient: async () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
    await del(STORAGE_KEY).catch(() => undefined);
  },
};
