// The service worker's drain of the withdrawal queue (contract/offline-withdrawals.ts, run by
// sw/withdrawal-sync.ts on a Background Sync) and the pages that share the queue with it: the
// same storage, the same lock, one send of each withdrawal and one toast of each answer.
import { i18n } from '@lingui/core';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  announceQueueChange,
  drainInBackground,
  serialLock,
  type QueueLock,
  type QueueStorage,
} from '../../../../contract/offline-withdrawals';
import { playerQueries } from '../../../lib/player-queries';
import {
  createWithdrawalQueue,
  type OutcomeOrigin,
  type QueuedWithdrawal,
} from '../../../lib/withdrawal-queue';
import { messages as spanish } from '../../../locales/es/messages.po';
import { ui } from '../../../stores/ui-store';
import { runWithdrawalQueue } from './queued-withdrawal-answers';
import { memoryStorage, withdrawalServer } from './withdrawal-server-fixture';

const PLAYER_ID = 7;
const ADDRESS = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
const queued = (amount: string, playerId = PLAYER_ID): QueuedWithdrawal => ({
  key: crypto.randomUUID(),
  playerId,
  amount,
  address: ADDRESS,
  createdAt: '2026-11-28T10:00:00.000Z',
});

let server: ReturnType<typeof withdrawalServer>;
let storage: QueueStorage;
let lock: QueueLock;
let sharedName: string;
let cleanups: (() => void)[];

beforeEach(() => {
  i18n.load('es', spanish);
  i18n.activate('es');
  server = withdrawalServer(5);
  vi.stubGlobal('fetch', server.fetch);
  storage = memoryStorage();
  // what the Web Lock is in the browser: one holder at a time among the tabs and the worker
  lock = serialLock();
  sharedName = `test-queue-${crypto.randomUUID()}`;
  cleanups = [];
  ui.set({ toasts: [] });
  onlineManager.setOnline(true);
});
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

/** The worker's sync event: its drain on the shared storage and lock. */
const workerSync = () =>
  drainInBackground({
    storage,
    lock,
    fetch: server.fetch,
    announce: () => announceQueueChange(sharedName),
  });

/** A tab of the app (a page's queue on the shared storage and lock), with its Background Sync requests counted. */
function tab() {
  const syncRequests = { count: 0 };
  const queue = createWithdrawalQueue(storage, {
    sharedName,
    lock,
    requestSync: () => syncRequests.count++,
  });
  cleanups.push(() => queue.close());
  return { queue, syncRequests };
}

/** A page opened for the signed-in player: what the layout runs; resolves with its query cache. */
async function openPage() {
  const { queue } = tab();
  const queryClient = new QueryClient();
  queryClient.setQueryData(playerQueries.balance(PLAYER_ID).queryKey, {
    real_balance: 5,
    player_currency: 'mBTC',
  });
  cleanups.push(runWithdrawalQueue(queryClient, PLAYER_ID, queue));
  return { queue, queryClient };
}

const toastTexts = () => ui.get().toasts.map((toast) => toast.text);

describe("the service worker's drain", () => {
  it('sends each queued withdrawal once, with its key and a token from the refresh cookie, and keeps the answers', async () => {
    const [first, second] = [queued('1'), queued('2')];
    await storage.write({ items: [first, second] });
    expect(await workerSync()).toBe('drained');
    expect(server.sent.map(({ key, authorization }) => [key, authorization])).toEqual([
      [first.key, 'Bearer token-1'],
      [second.key, 'Bearer token-1'],
    ]);
    expect(server.balance).toBe(2);
    expect(await storage.read()).toEqual([]);
    expect(
      (await storage.readAnswered()).map((answer) => [answer.status, answer.item.key]),
    ).toEqual([
      ['accepted', first.key],
      ['accepted', second.key],
    ]);
  });

  it('asks nothing of the server when the queue is empty (no refresh: the cookie is not rotated)', async () => {
    expect(await workerSync()).toBe('drained');
    expect(server.refreshed).toEqual([]);
  });

  it('keeps a withdrawal without an answer, and the ones behind it, for another try with the same key', async () => {
    const items = [queued('1'), queued('2')];
    await storage.write({ items });
    server.network = 'loses-next-answer';
    expect(await workerSync()).toBe('unanswered');
    expect(await storage.read()).toEqual(items);
    expect(await storage.readAnswered()).toEqual([]);

    expect(await workerSync()).toBe('drained');
    expect(server.sent.map(({ key }) => key)).toEqual([
      items[0]?.key,
      items[0]?.key,
      items[1]?.key,
    ]);
    expect(server.applied).toEqual([items[0]?.key, items[1]?.key]);
  });

  it('keeps the queue while the server fails or the network is down', async () => {
    const item = queued('1');
    await storage.write({ items: [item] });
    server.refusal = { status: 503, body: { status: 0, code: 'internal_error' } };
    expect(await workerSync()).toBe('unanswered');
    server.network = 'down';
    expect(await workerSync()).toBe('unanswered');
    expect(await storage.read()).toEqual([item]);
  });

  it('sends nothing when the session is over, and leaves the queue to the next page', async () => {
    const item = queued('1');
    await storage.write({ items: [item] });
    server.session = 'ended';
    expect(await workerSync()).toBe('signed-out');
    expect(server.sent).toEqual([]);
    expect(await storage.read()).toEqual([item]);
  });

  it("keeps the server's refusal for the player to read", async () => {
    const item = queued('6');
    await storage.write({ items: [item] });
    expect(await workerSync()).toBe('drained');
    expect(await storage.read()).toEqual([]);
    expect(await storage.readAnswered()).toEqual([
      {
        status: 'refused',
        item,
        refusal: { code: 'min_value', errors: { amount: 'min_value' }, params: { max: 5 } },
      },
    ]);
  });
});

describe('the pages and the worker', () => {
  it('the next page of the player shows what the worker received, once, and fetches the balance', async () => {
    const other = queued('1', 8);
    await storage.write({ items: [queued('2'), other] });
    await workerSync();
    const { queryClient } = await openPage();
    await vi.waitFor(() => expect(toastTexts()).toEqual(['Retiro en cola enviado: 2,00 mBTC']));
    // the answer may be older than what the page has: the balance is fetched, not overwritten
    expect(
      queryClient.getQueryState(playerQueries.balance(PLAYER_ID).queryKey)?.isInvalidated,
    ).toBe(true);
    // another player's answer waits for that player
    await vi.waitFor(async () =>
      expect((await storage.readAnswered()).map(({ item }) => item.key)).toEqual([other.key]),
    );

    await openPage();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(toastTexts()).toEqual(['Retiro en cola enviado: 2,00 mBTC']);
  });

  it('an open page shows what the worker received as it happens, with the refusal in words', async () => {
    const { queue } = await openPage();
    await vi.waitFor(() => expect(server.refreshed).toEqual([]));
    // queued by another tab while offline, then sent by the worker
    await storage.write({ items: [queued('6')] });
    await workerSync();
    await vi.waitFor(() =>
      expect(toastTexts()).toEqual(['El importe no puede superar tu saldo: 5,00 mBTC']),
    );
    expect(queue.state.get().refused.map(({ refusal }) => refusal.code)).toEqual(['min_value']);
  });

  it.each(['the page', 'the worker'])(
    'a page and the worker sending at once, %s first, send each withdrawal once; the player sees one answer of each',
    async (first) => {
      const items = [queued('1'), queued('2')];
      await storage.write({ items });
      const { queue } = await openPage();
      // each takes the lock in the order it asks for it
      const sends =
        first === 'the page'
          ? [queue.send(PLAYER_ID), workerSync()]
          : [workerSync(), queue.send(PLAYER_ID)];
      await Promise.all(sends);
      await vi.waitFor(() => expect(toastTexts()).toHaveLength(2));
      expect(server.sent.map(({ key }) => key)).toEqual(items.map(({ key }) => key));
      expect(server.applied).toHaveLength(2);
      expect(await storage.read()).toEqual([]);
      expect(await storage.readAnswered()).toEqual([]);
      expect(toastTexts()).toEqual([
        'Retiro en cola enviado: 1,00 mBTC',
        'Retiro en cola enviado: 2,00 mBTC',
      ]);
    },
  );

  it('a submit whose withdrawal the worker sends first resolves with its answer, without a toast', async () => {
    const { queue } = tab();
    const origins: OutcomeOrigin[] = [];
    queue.onOutcome((_, origin) => origins.push(origin));
    const item = queued('1');
    await queue.enqueue(item);
    // the worker's sync has the lock when the submit sends
    const worker = workerSync();
    const found = await queue.sendNow(PLAYER_ID, item.key);
    expect(await worker).toBe('drained');
    expect(found?.status).toBe('accepted');
    expect(server.sent).toHaveLength(1);
    expect(origins).toEqual([{ isRemote: false, isAwaited: true, isLate: true }]);
  });
});

describe('a page asks for a Background Sync', () => {
  it('when a withdrawal is queued offline', async () => {
    const { queue, syncRequests } = tab();
    onlineManager.setOnline(false);
    await queue.enqueue(queued('1'));
    expect(syncRequests.count).toBe(1);
  });

  it('when a send gets no answer, not when it is answered', async () => {
    const { queue, syncRequests } = tab();
    await queue.enqueue(queued('1'));
    await queue.send(PLAYER_ID);
    expect(syncRequests.count).toBe(0);
    await queue.enqueue(queued('2'));
    server.network = 'down';
    await queue.send(PLAYER_ID);
    expect(syncRequests.count).toBe(1);
  });

  it('and forgets the answers of the worker on logout', async () => {
    await storage.write({ items: [queued('1')] });
    await workerSync();
    const { queue } = tab();
    await queue.clear();
    expect(await storage.readAnswered()).toEqual([]);
  });
});
