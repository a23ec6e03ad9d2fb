import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isSignedInOnceKnown,
  playerQueries,
  reloadPlayerOnSignIn,
  setBalance,
} from './player-queries';
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

describe('isSignedInOnceKnown', () => {
  afterEach(() => {
    session.set({ token: null });
    vi.unstubAllGlobals();
  });

  /** The server's answers, each given only when the test says so. */
  function holdAnswers() {
    const asked: string[] = [];
    const waiting: ((response: Response) => void)[] = [];
    // the session keeps its token in the page's storage (Node has none)
    vi.stubGlobal('localStorage', { setItem: () => undefined, removeItem: () => undefined });
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url);
      return new Promise<Response>((resolve) => waiting.push(resolve));
    });
    const answer = (status: number) =>
      waiting.shift()?.(new Response(JSON.stringify({ status: 0 }), { status }));
    return { asked, answer };
  }

  it('is false for a visitor at once, asking the server nothing', async () => {
    const { asked } = holdAnswers();
    expect(await isSignedInOnceKnown(new QueryClient())).toBe(false);
    expect(asked).toEqual([]);
  });

  it('is true at once when the player is already loaded', async () => {
    const { asked } = holdAnswers();
    const queryClient = new QueryClient();
    session.set({ token: 'token' });
    queryClient.setQueryData(playerQueries.current().queryKey, { id: 7 } as never);
    expect(await isSignedInOnceKnown(queryClient)).toBe(true);
    expect(asked).toEqual([]);
  });

  it('waits for the session check of a stored token, then is false when the server ends it', async () => {
    const { asked, answer } = holdAnswers();
    session.set({ token: 'expired' });
    let settled: boolean | undefined;
    void isSignedInOnceKnown(
      new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    ).then((isSignedIn) => (settled = isSignedIn));
    await vi.waitFor(() => expect(asked).toEqual(['/api/front/auth/player']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBeUndefined();

    answer(401);
    // the refresh the client tries before giving up is refused too
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    answer(401);
    await vi.waitFor(() => expect(settled).toBe(false));
    expect(session.get().token).toBeNull();
  });

  it('keeps a stored token that could not be checked (the page opened next says why)', async () => {
    const { answer, asked } = holdAnswers();
    session.set({ token: 'token' });
    const result = isSignedInOnceKnown(
      new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    );
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    answer(500);
    expect(await result).toBe(true);
  });
});

describe('setBalance', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a balance the server sent over one a fetch still in flight answers later', async () => {
    // the balance call is answered when the test says, with what the server held when it was asked
    let answerFetch: ((balance: number) => void) | undefined;
    vi.stubGlobal(
      'fetch',
      () =>
        new Promise<Response>((resolve) => {
          answerFetch = (balance) =>
            resolve(
              Response.json({
                status: 1,
                player: { real_balance: balance, player_currency: 'mBTC' },
              }),
            );
        }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { queryKey } = playerQueries.balance(7);
    queryClient.setQueryData(queryKey, { real_balance: 100.8, player_currency: 'mBTC' });
    // the sidebar shows the balance; the socket's reconnection asks for it again (refetchMoney)
    const shown = new QueryObserver(queryClient, {
      ...playerQueries.balance(7),
      refetchOnMount: false,
    });
    const stop = shown.subscribe(() => undefined);
    const refetch = queryClient.invalidateQueries({ queryKey });
    await vi.waitFor(() => expect(answerFetch).toBeDefined(), { timeout: 10_000 });
    // a correction's balance comes over the socket while that call is on its way
    await setBalance(queryClient, 7, { real_balance: 99, player_currency: 'mBTC' });
    answerFetch?.(100.8);
    await refetch;
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(shown.getCurrentResult().data).toEqual({ real_balance: 99, player_currency: 'mBTC' });
    stop();
  });
});
