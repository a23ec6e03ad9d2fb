import { i18n } from '@lingui/core';
import { MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playerQueries } from '../../../lib/player-queries';
import { createWithdrawalQueue, type WithdrawalQueue } from '../../../lib/withdrawal-queue';
import { messages as spanish } from '../../../locales/es/messages.po';
import { ui } from '../../../stores/ui-store';
import { runWithdrawalQueue } from './queued-withdrawal-answers';
import { memoryStorage, refused, withdrawalServer } from './withdrawal-server-fixture';
import { withdrawalMutation, WithdrawalRefused, type WithdrawalInput } from './withdrawal-mutation';

const PLAYER_ID = 7;
const ADDRESS = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
const input = (amount: string): WithdrawalInput => ({
  playerId: PLAYER_ID,
  amount,
  address: ADDRESS,
});

let server: ReturnType<typeof withdrawalServer>;
let queryClient: QueryClient;
let queue: WithdrawalQueue;
let storage: ReturnType<typeof memoryStorage>;
let stops: (() => void)[];

beforeEach(() => {
  i18n.load('es', spanish);
  i18n.activate('es');
  server = withdrawalServer(5);
  vi.stubGlobal('fetch', server.fetch);
  queryClient = new QueryClient();
  queryClient.setQueryData(playerQueries.balance(PLAYER_ID).queryKey, {
    real_balance: 5,
    player_currency: 'mBTC',
  });
  storage = memoryStorage();
  queue = createWithdrawalQueue(storage, { sharedName: `test-queue-${crypto.randomUUID()}` });
  stops = [];
  ui.set({ toasts: [] });
  onlineManager.setOnline(true);
});
afterEach(() => {
  for (const stop of stops) stop();
  queue.close();
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

/** The withdraw form's submit: the mutation the modal uses, without the modal. */
function submit(amount: string) {
  return new MutationObserver(queryClient, withdrawalMutation(queryClient, queue)).mutate(
    input(amount),
  );
}

/** What the layout runs while the player is signed in; resolves once its first send is done. */
async function runQueue(running: WithdrawalQueue = queue) {
  stops.push(runWithdrawalQueue(queryClient, PLAYER_ID, running));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const balanceShown = () =>
  queryClient.getQueryData(playerQueries.balance(PLAYER_ID).queryKey)?.real_balance;
const toastTexts = () => ui.get().toasts.map((toast) => toast.text);

describe('the withdrawal mutation', () => {
  it('online, sends the submit once with a new key and resolves with the answer', async () => {
    queryClient.setQueryData([...playerQueries.transactions(), 'list'], []);
    const result = await submit('2');

    expect(result).toMatchObject({ status: 'accepted', answer: { result: { amount: 2 } } });
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(server.applied).toEqual([server.sent[0]?.key]);
    expect(queue.state.get().items).toEqual([]);
    // the mutation owns the cache: the balance the server sent, the lists to fetch again
    expect(balanceShown()).toBe(3);
    const list = queryClient.getQueryState([...playerQueries.transactions(), 'list']);
    expect(list?.isInvalidated).toBe(true);
  });

  it('gives each submit its own key', async () => {
    await submit('1');
    await submit('1');
    expect(new Set(server.sent.map((sent) => sent.key)).size).toBe(2);
    expect(server.applied).toHaveLength(2);
  });

  it('offline, queues the submit; the answer arrives when the device is back online', async () => {
    await runQueue();
    onlineManager.setOnline(false);
    const result = await submit('2');

    expect(result).toMatchObject({ status: 'queued', item: { amount: '2' } });
    expect(server.sent).toEqual([]);
    expect(queue.state.get().items).toHaveLength(1);

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(queue.state.get().items).toEqual([]));
    expect(server.sent.map((sent) => sent.key)).toEqual([
      result.status === 'queued' ? result.item.key : '',
    ]);
    expect(server.applied).toHaveLength(1);
    expect(balanceShown()).toBe(3);
    expect(toastTexts()).toEqual(['Retiro en cola enviado: 2,00 mBTC']);
  });

  it('keeps a queued submit and its key across a reload', async () => {
    onlineManager.setOnline(false);
    const result = await submit('1.5');
    queue.close();

    // the page loads again, online: the new queue reads the same storage and sends at start
    onlineManager.setOnline(true);
    queue = createWithdrawalQueue(storage, { sharedName: `test-queue-${crypto.randomUUID()}` });
    await runQueue();
    await vi.waitFor(() => expect(server.applied).toHaveLength(1));
    expect(server.sent.map((sent) => sent.key)).toEqual([
      result.status === 'queued' ? result.item.key : '',
    ]);
  });

  it('after a lost answer, sends again with the same key: one withdrawal', async () => {
    await runQueue();
    server.network = 'loses-next-answer';
    const result = await submit('2');

    // no answer to go by: the submit is queued, and sent again at once
    expect(result.status).toBe('queued');
    await vi.waitFor(() => expect(queue.state.get().items).toEqual([]));
    expect(server.sent).toHaveLength(2);
    expect(server.sent[1]?.key).toBe(server.sent[0]?.key);
    expect(server.applied).toHaveLength(1);
    expect(server.balance).toBe(3);
    await vi.waitFor(() => expect(balanceShown()).toBe(3));
    expect(toastTexts()).toEqual(['Retiro en cola enviado: 2,00 mBTC']);
  });

  it('resolves with the answer when a send of the queue it did not start lost the first', async () => {
    // the queue's send at start takes the new submit first (its answer lost), the submit's own
    // send then gets the answer
    stops.push(runWithdrawalQueue(queryClient, PLAYER_ID, queue));
    server.network = 'loses-next-answer';
    const result = await submit('2');

    expect(result).toMatchObject({ status: 'accepted', answer: { result: { amount: 2 } } });
    expect(server.sent).toHaveLength(2);
    expect(server.sent[1]?.key).toBe(server.sent[0]?.key);
    expect(server.applied).toHaveLength(1);
    expect(toastTexts()).toEqual([]);
  });

  it('keeps the submit queued while the server cannot be reached', async () => {
    server.network = 'down';
    const result = await submit('1');

    expect(result.status).toBe('queued');
    await vi.waitFor(() => expect(queue.state.get().sendingKey).toBeNull());
    expect(queue.state.get().items.map((item) => item.key)).toEqual([
      result.status === 'queued' ? result.item.key : '',
    ]);
    expect(server.applied).toEqual([]);
  });

  it('fails with the refusal, which takes the submit out of the queue', async () => {
    queryClient.setQueryData(playerQueries.balance(PLAYER_ID).queryKey, {
      real_balance: 9,
      player_currency: 'mBTC',
    });
    const failure = await submit('6').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(WithdrawalRefused);
    expect((failure as WithdrawalRefused).refusal).toEqual({
      code: 'min_value',
      errors: { amount: 'min_value' },
      params: { max: 5 },
    });
    expect(queue.state.get().items).toEqual([]);
    // the balance shown was out of date: fetched again
    const balance = queryClient.getQueryState(playerQueries.balance(PLAYER_ID).queryKey);
    expect(balance?.isInvalidated).toBe(true);
  });

  it('fails on a refused answer of status 0 (a bonus not wagered yet)', async () => {
    server.refusal = { status: 200, body: { status: 0, code: 'not_meet_wager_requirement' } };
    const failure = await submit('1').catch((error: unknown) => error);
    expect((failure as WithdrawalRefused).refusal.code).toBe('not_meet_wager_requirement');
    expect(queue.state.get().items).toEqual([]);
  });

  it('leaves a refusal from the server busy with the same key queued', async () => {
    server.refusal = refused('request_in_progress', {}, {}, 409);
    const result = await submit('1');
    expect(result.status).toBe('queued');
    expect(queue.state.get().items).toHaveLength(1);
  });
});
