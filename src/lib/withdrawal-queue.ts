import { onlineManager } from '@tanstack/react-query';
import { get, setMany } from 'idb-keyval';
import {
  drainQueue,
  keyValueStorage,
  QUEUE_CHANGED,
  serialLock,
  webLock,
  WITHDRAWAL_QUEUE,
  withdrawalRequestOf,
  type AcceptedWithdrawal,
  type QueuedWithdrawal,
  type QueueLock,
  type QueueStorage,
} from '../../contract/offline-withdrawals';
import { sendWithdrawalRequest } from '../../contract/wallet';
import { callApi } from './api-client';
import { createStore } from './create-store';
import { isUnanswered, refusalOf, type WithdrawalRefusal } from './withdrawal-words';

export type { AcceptedWithdrawal, QueuedWithdrawal, QueueStorage };

/** What one send of a queued withdrawal came to; only an answer takes it out of the queue. */
export type WithdrawalOutcome =
  | { status: 'accepted'; item: QueuedWithdrawal; answer: AcceptedWithdrawal }
  | { status: 'refused'; item: QueuedWithdrawal; refusal: WithdrawalRefusal }
  | { status: 'unanswered'; item: QueuedWithdrawal };

/**
 * Where an outcome comes from: this tab or another, whether a submit here waits for it, and
 * whether the service worker received it (maybe long before: the balance it carries may be old).
 */
export interface OutcomeOrigin {
  isRemote: boolean;
  isAwaited: boolean;
  isLate: boolean;
}

/** While something is queued and the device is online, another try this often. */
export const RETRY_INTERVAL_MS = 15_000;

export const indexedDbStorage = keyValueStorage({ get, setMany });

type ChannelMessage =
  | typeof QUEUE_CHANGED
  | { type: 'outcome'; outcome: WithdrawalOutcome; isAwaited: boolean; isLate: boolean };

interface QueueOptions {
  /** The BroadcastChannel and Web Lock name; a test gives each queue (or tab) its own. */
  sharedName?: string;
  /** The lock the tabs and the service worker share: the Web Lock, else one task at a time here. */
  lock?: QueueLock;
  /** Asks the service worker to send the queue once the network is back (Background Sync). */
  requestSync?: () => void;
}

/**
 * The offline withdrawal queue (docs/architecture.md, "Queued withdrawals"): every submit is
 * kept here with its key, then sent at once when online and again on start, on `online`, on
 * visibility and on a timer, and by the service worker's Background Sync once the network is
 * back, with or without a page open; one sender at a time (Web Locks), every tab sees the same
 * queue, and what the worker received is shown once by a page of its player.
 */
export function createWithdrawalQueue(
  storage: QueueStorage,
  {
    sharedName = WITHDRAWAL_QUEUE.channelName,
    lock = typeof navigator !== 'undefined' && 'locks' in navigator
      ? webLock(navigator.locks, sharedName)
      : serialLock(),
    requestSync = () => undefined,
  }: QueueOptions = {},
) {
  const state = createStore({
    items: [] as QueuedWithdrawal[],
    sendingKey: null as string | null,
    /** Withdrawals the server refused when no form waited for them: shown in the queued list. */
    refused: [] as { item: QueuedWithdrawal; refusal: WithdrawalRefusal }[],
  });
  const listeners = new Set<(outcome: WithdrawalOutcome, origin: OutcomeOrigin) => void>();
  const awaited = new Set<string>();
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(sharedName);
  /** The players whose page runs the queue here (start): the worker's answers for them are shown. */
  const started = new Map<number, number>();

  channel?.addEventListener('message', (event: MessageEvent<ChannelMessage>) => {
    const message = event.data;
    if (message.type === 'outcome')
      report(message.outcome, {
        isRemote: true,
        isAwaited: message.isAwaited,
        isLate: message.isLate,
      });
    else void reload().then(() => Promise.all([...started.keys()].map(showAnswered)));
  });

  async function reload() {
    state.set({ items: await storage.read() });
  }

  async function write(items: QueuedWithdrawal[]) {
    await storage.write({ items });
    state.set({ items });
    channel?.postMessage(QUEUE_CHANGED satisfies ChannelMessage);
  }

  function report(outcome: WithdrawalOutcome, origin: Partial<OutcomeOrigin> = {}) {
    const { isRemote = false, isLate = false } = origin;
    const isAwaited = Boolean(origin.isAwaited) || awaited.has(outcome.item.key);
    if (outcome.status === 'refused' && !isAwaited)
      state.set(({ refused }) => ({
        refused: [...refused.filter(({ item }) => item.key !== outcome.item.key), outcome],
      }));
    for (const listener of listeners) listener(outcome, { isRemote, isAwaited, isLate });
    if (!isRemote)
      channel?.postMessage({
        type: 'outcome',
        outcome,
        isAwaited,
        isLate,
      } satisfies ChannelMessage);
  }

  /**
   * Takes the answers the service worker received for the player out of IndexedDB and reports
   * them here, the lock held: one tab shows each, once.
   */
  async function takeAnswered(playerId: number): Promise<void> {
    const answered = await storage.readAnswered();
    const mine = answered.filter(({ item }) => item.playerId === playerId);
    if (mine.length === 0) return;
    await storage.write({ answered: answered.filter(({ item }) => item.playerId !== playerId) });
    for (const outcome of mine) report(outcome, { isLate: true });
  }

  /** Shows what the worker received for the player, when there is anything (read without the lock first). */
  async function showAnswered(playerId: number): Promise<void> {
    if ((await storage.readAnswered()).some(({ item }) => item.playerId === playerId))
      await lock(() => takeAnswered(playerId));
  }

  async function sendOne(item: QueuedWithdrawal): Promise<WithdrawalOutcome> {
    state.set({ sendingKey: item.key });
    try {
      const answer = await callApi(sendWithdrawalRequest, withdrawalRequestOf(item), {
        idempotencyKey: item.key,
      });
      if (answer.status === 1) return { status: 'accepted', item, answer };
      return { status: 'refused', item, refusal: refusalOf(answer) };
    } catch (error) {
      if (isUnanswered(error)) return { status: 'unanswered', item };
      return { status: 'refused', item, refusal: refusalOf(error) };
    } finally {
      state.set({ sendingKey: null });
    }
  }

  /**
   * Sends the player's queued withdrawals, oldest first, each with its own key (after showing
   * what the worker received for them). An answer (accepted or refused) takes it out; an
   * unanswered one stays, the rest wait behind it, and the worker is asked to try once the
   * network is back.
   */
  async function send(playerId: number): Promise<void> {
    if (!onlineManager.isOnline()) return;
    const result = await lock(async () => {
      await takeAnswered(playerId);
      const items = (await storage.read()).filter((queued) => queued.playerId === playerId);
      return drainQueue(items, {
        send: sendOne,
        settle: async (item) =>
          write((await storage.read()).filter((queued) => queued.key !== item.key)),
        report: (outcome) => report(outcome),
        canSend: () => onlineManager.isOnline(),
      });
    });
    if (result !== 'drained') requestSync();
  }

  return {
    state,

    /** Keeps a checked withdrawal; it is persisted before this resolves. */
    async enqueue(item: QueuedWithdrawal): Promise<void> {
      await lock(async () => {
        const items = await storage.read();
        if (!items.some((queued) => queued.key === item.key)) await write([...items, item]);
      });
      if (!onlineManager.isOnline()) requestSync();
    },

    /** Takes a withdrawal out before it is sent (a send under way finishes first). */
    async remove(key: string): Promise<void> {
      await lock(async () => write((await storage.read()).filter((item) => item.key !== key)));
    },

    /** Forgets every queued withdrawal, answer and refusal (logout: nothing of one player is left). */
    async clear(): Promise<void> {
      await lock(async () => {
        await storage.write({ answered: [] });
        await write([]);
      });
      state.set({ refused: [] });
    },

    /** Takes a refusal shown in the queued list away. */
    dismissRefusal(key: string): void {
      state.set(({ refused }) => ({ refused: refused.filter(({ item }) => item.key !== key) }));
    },

    send,

    /**
     * Sends the queue now for a submit that waits: what became of `key` (from this tab, another
     * or the worker), or undefined when it is still queued unsent.
     */
    async sendNow(playerId: number, key: string): Promise<WithdrawalOutcome | undefined> {
      let found: WithdrawalOutcome | undefined;
      const stop = onOutcome((outcome) => {
        // an answer wins over a send without one (another drain may send it meanwhile)
        if (outcome.item.key === key && found?.status !== 'accepted' && found?.status !== 'refused')
          found = outcome;
      });
      awaited.add(key);
      try {
        await send(playerId);
      } finally {
        awaited.delete(key);
        stop();
      }
      return found;
    },

    onOutcome,

    /**
     * Keeps the queue moving for a signed-in player, and shows what the worker received for
     * them (now and whenever it receives more); answers the stop.
     */
    start(playerId: number): () => void {
      const sendNow = () => void send(playerId);
      started.set(playerId, (started.get(playerId) ?? 0) + 1);
      void reload()
        .then(() => showAnswered(playerId))
        .then(sendNow);
      const stopOnline = onlineManager.subscribe((isOnline) => isOnline && sendNow());
      const onVisible = () => document.visibilityState === 'visible' && sendNow();
      if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);
      const timer = setInterval(() => {
        if (state.get().items.some((item) => item.playerId === playerId)) sendNow();
      }, RETRY_INTERVAL_MS);
      return () => {
        const count = (started.get(playerId) ?? 1) - 1;
        if (count > 0) started.set(playerId, count);
        else started.delete(playerId);
        stopOnline();
        if (typeof document !== 'undefined')
          document.removeEventListener('visibilitychange', onVisible);
        clearInterval(timer);
      };
    },

    /** Stops listening to other tabs (a test's queue; the app's lives as long as the page). */
    close(): void {
      channel?.close();
    },
  };

  function onOutcome(listener: (outcome: WithdrawalOutcome, origin: OutcomeOrigin) => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }
}

export type WithdrawalQueue = ReturnType<typeof createWithdrawalQueue>;

/** The Background Sync part of a registration (Chromium only; not in TypeScript's DOM library). */
interface SyncManager {
  register(tag: string): Promise<void>;
}

/**
 * Asks the service worker for a `sync` event with this tag once the browser is online, even if
 * every page of the app is closed by then (sw/withdrawal-sync.ts). A browser without Background
 * Sync (Firefox, Safari), or without a worker, does nothing: the next page opened does the work.
 */
export function requestBackgroundSync(tag: string): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker
    .getRegistration()
    .then((registration) => {
      const sync = (registration as { sync?: SyncManager } | undefined)?.sync;
      return sync?.register(tag);
    })
    .catch((error: unknown) => console.warn('background sync not registered', error));
}

/** The app's queue, in IndexedDB, shared by the tabs of this origin and the service worker. */
export const withdrawalQueue = createWithdrawalQueue(indexedDbStorage, {
  requestSync: () => requestBackgroundSync(WITHDRAWAL_QUEUE.syncTag),
});
