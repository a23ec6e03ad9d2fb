// @vitest-environment happy-dom
import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { lastAnswers, shouldPersistQuery } from './query-persistence';

/** The saved copy of a client, as the persister writes it, restored into a new client. */
function savedAndRestored(client: QueryClient): QueryClient {
  const saved = lastAnswers({
    timestamp: Date.now(),
    buster: 'test',
    clientState: dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery }),
  });
  const restored = new QueryClient();
  hydrate(restored, structuredClone(saved.clientState));
  return restored;
}

describe('the saved query cache', () => {
  it('keeps an answer whose refresh failed (offline), as that answer', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['player', 'current'], { id: 7, username: 'ana' });
    await client
      .fetchQuery({
        queryKey: ['player', 'current'],
        queryFn: () => Promise.reject(new TypeError('Failed to fetch')),
      })
      .catch(() => undefined);
    expect(client.getQueryState(['player', 'current'])?.status).toBe('error');

    const restored = savedAndRestored(client);
    expect(restored.getQueryData(['player', 'current'])).toEqual({ id: 7, username: 'ana' });
    expect(restored.getQueryState(['player', 'current'])).toMatchObject({
      status: 'success',
      error: null,
      fetchStatus: 'idle',
    });
  });

  it('saves no failure without an answer, and nothing outside the player’s roots', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client
      .fetchQuery({
        queryKey: ['player', 'balance', 7],
        queryFn: () => Promise.reject(new Error('x')),
      })
      .catch(() => undefined);
    client.setQueryData(['player', 'bets', 7], []);
    client.setQueryData(['admin', 'x'], 1);

    const restored = savedAndRestored(client);
    expect(
      restored
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([['player', 'bets', 7]]);
  });
});
