import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSignedInOnceKnown, playerQueries, reloadPlayerOnSignIn } from './player-queries';
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
