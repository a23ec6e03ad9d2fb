import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { playerQueries, reloadPlayerOnSignIn } from './player-queries';
import { session } from './session';

const isStale = (queryClient: QueryClient, queryKey: readonly unknown[]) =>
  queryClient.getQueryState(queryKey)?.isInvalidated === true;

describe('reloadPlayerOnSignIn', () => {
  afterEach(() => session.set({ token: null }));

  it('makes every cached answer of the player stale when a token appears, not when it is renewed', () => {
    const queryClient = new QueryClient();
    const balance = playerQueries.balance(7).queryKey;
    const other = ['other'];
    queryClient.setQueryData(balance, { real_balance: 1, player_currency: 'mBTC' });
    queryClient.setQueryData(other, []);
    const stop = reloadPlayerOnSignIn(queryClient);

    session.set({ token: 'first' });
    expect(isStale(queryClient, balance)).toBe(true);
    expect(isStale(queryClient, other)).toBe(false);

    // a refreshed token is the same player: nothing is asked again
    queryClient.setQueryData(balance, { real_balance: 2, player_currency: 'mBTC' });
    session.set({ token: 'refreshed' });
    expect(isStale(queryClient, balance)).toBe(false);

    stop();
    session.set({ token: null });
    session.set({ token: 'after-stop' });
    expect(isStale(queryClient, balance)).toBe(false);
  });
});
