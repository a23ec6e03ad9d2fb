import { QueryClient, QueryObserver, queryOptions } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBetList, type BetRow } from '../../contract/bets';
import { getFinancialTransactions, type FinancialTransaction } from '../../contract/wallet';
import { ui } from '../stores/ui-store';
import { callApi } from '../lib/api-client';
import { refetchMoneyWhenGameEnds } from './money-refresh';
import { playerQueries } from '../lib/player-queries';

const PLAYER_ID = 7;

/** What the server holds for the player; a game in another frame changes it behind the app's back. */
interface Account {
  balance: number;
  transactions: FinancialTransaction[];
  bets: BetRow[];
}

const deposit: FinancialTransaction = {
  id: 1,
  type: 'deposit',
  createdAt: '2026-01-01T10:00:00Z',
  amount: 10,
  name: 'Bitcoin',
  status: 'pending',
  is_bonus: false,
  address: 'tb1qexample',
  txid: 'ab'.repeat(32),
  confirmations: 1,
  requiredConfirmations: 2,
  cancelReason: null,
};
const diceRound: BetRow = {
  id: 1,
  createdAt: '2026-01-01T10:05:00Z',
  name: 'Dice',
  provider: 'Casa Originals',
  bet: 2,
  win: 0.5,
  total: -1.5,
};

let account: Account;
let requests: string[];

/** The API at the network boundary: answers the player's balance and lists from `account`. */
function answer(path: string): object {
  if (path === 'front/get_player_balance')
    return { status: 1, player: { real_balance: account.balance, player_currency: 'mBTC' } };
  if (path === 'front/get_financial_transactions')
    return { status: 1, rows: account.transactions, count: account.transactions.length };
  if (path === 'front/get_bet_list')
    return { status: 1, transactions: { rows: account.bets, count: account.bets.length } };
  throw new Error(`no answer for ${path}`);
}

beforeEach(() => {
  account = { balance: 10, transactions: [deposit], bets: [] };
  requests = [];
  vi.stubGlobal('fetch', (url: string) => {
    const path = url.replace(/^\/api\//, '');
    requests.push(path);
    return Promise.resolve(Response.json(answer(path)));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  ui.set({ isGamePlay: false });
});

/** The queries the sidebar balance and the account area's lists keep on screen. */
function watchMoney(queryClient: QueryClient) {
  const lists = { playerId: PLAYER_ID, page: 1, itemsPerPage: 10 };
  const shown = [
    new QueryObserver(queryClient, playerQueries.balance(PLAYER_ID)),
    new QueryObserver(
      queryClient,
      queryOptions({
        queryKey: [...playerQueries.transactions(), lists],
        queryFn: () => callApi(getFinancialTransactions, lists).then(({ rows }) => rows),
      }),
    ),
    new QueryObserver(
      queryClient,
      queryOptions({
        queryKey: [...playerQueries.bets(), lists],
        queryFn: () => callApi(getBetList, lists).then(({ transactions }) => transactions.rows),
      }),
    ),
  ];
  const unsubscribes = shown.map((observer) => observer.subscribe(() => undefined));
  return {
    /** What the player sees: the balance, the transaction list and the bet list. */
    seen: () => shown.map((observer) => observer.getCurrentResult().data),
    close: () => unsubscribes.forEach((unsubscribe) => unsubscribe()),
  };
}

const settled = (queryClient: QueryClient) =>
  vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));

describe('refetchMoneyWhenGameEnds', () => {
  it('shows the balance and lists a game changed once it closes, not while it runs', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const money = watchMoney(queryClient);
    const stop = refetchMoneyWhenGameEnds(queryClient, PLAYER_ID);
    const before = [{ real_balance: 10, player_currency: 'mBTC' }, [deposit], []];
    await vi.waitFor(() => expect(money.seen()).toEqual(before));

    // while the game runs, money moves on the server: the deposit confirms, a round is lost
    const asked = requests.length;
    ui.set({ isGamePlay: true });
    const credited = { ...deposit, status: 'complete' as const, confirmations: 2 };
    account = { balance: 8.5, transactions: [credited], bets: [diceRound] };
    await settled(queryClient);
    // starting a game asks the server nothing
    expect(requests).toHaveLength(asked);
    expect(money.seen()).toEqual(before);

    ui.set({ isGamePlay: false });
    await vi.waitFor(() =>
      expect(money.seen()).toEqual([
        { real_balance: 8.5, player_currency: 'mBTC' },
        [credited],
        [diceRound],
      ]),
    );

    // once the app stops watching, a game that closes refreshes nothing
    stop();
    await settled(queryClient);
    ui.set({ isGamePlay: true });
    account = { ...account, balance: 4 };
    ui.set({ isGamePlay: false });
    await settled(queryClient);
    expect(money.seen()[0]).toEqual({ real_balance: 8.5, player_currency: 'mBTC' });
    money.close();
  });
});
