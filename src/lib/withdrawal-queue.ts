import { onlineManager } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import type { CallResponse } from '../../contract/call';
import { sendWithdrawalRequest } from '../../contract/wallet';
import { callApi } from './api-client';
import { createStore } from './create-store';
import { isUnanswered, refusalOf, type WithdrawalRefusal } from './withdrawal-words';

/** A withdrawal the player submitted, kept on the device until the server answers it. */
export interface QueuedWithdrawal {
  /** The Idempotency-Key, made when the player submitted: every send of it is one request. */
  key: string;
  playerId: number;
  /** mBTC as the player typed it (validated). */
  amount: string;
  address: string;
  /**
   * The authenticator code the form sent, when two-factor is on; a code is good for about 30
   * seconds, so one queued for long is refused with invalid_two_factor_code, shown like any refusal.
   */
  totp?: string;
  /** Instead of `totp`: the token of a passkey step-up, good once for five minutes. */
  stepUpToken?: string;
  createdAt: string;
}

export type AcceptedWithdrawal = Extract<CallResponse<typeof sendWithdrawalRequest>, { status: 1 }>;

/** What one send of a queued withdrawal came to; only an answer takes it out of the queue. */
export type WithdrawalOutcome =
  | { status: 'accepted'; item: QueuedWithdrawal; answer: AcceptedWithdrawal }
  | { status: 'refused'; item: QueuedWithdrawal; refusal: WithdrawalRefusal }
  | { status: 'unanswered'; item: QueuedWithdrawal };

/** Where an outcome comes from: this tab or another, and whether a submit here waits for it. */
export interface OutcomeOrigin {
  isRemote: boolean;
  isAwaited: boolean;
}

/** Where the queue is kept: IndexedDB in the app, anything with the same contract in a test. */
export interface QueueStorage {
  read(): Promise<QueuedWithdrawal[]>;
  write(items: QueuedWithdrawal[]): Promise<void>;
}

const STORAGE_KEY = 'casino.withdrawal-queue';
const SHARED_NAME = 'casino.withdrawal-queue';
/** While something is queued and the device is online, another try this often. */
export const RETRY_INTERVAL_MS = 15_000;

export const indexedDbStorage: QueueStorage = {
  read: async () => (await get<QueuedWithdrawal[]>(STORAGE_KEY).catch(() => undefined)) ?? [],
  write: (items) => (items.length > 0 ? set(STORAGE_KEY, items) : del(STORAGE_KEY)),
};

type ChannelMessage =
  { type: 'changed' } | { type: 'outcome'; outcome: WithdrawalOutcome; isAwaited: boolean };

/**
 * The offline withdrawal queue (docs: ARCHITECTURE.md, "Offline withdrawals"): every submit is
 * kept here with its key, then sent at once when online and again on start, on `online`, on
 * visibility and on a timer; one tab at a time sends (Web Locks), every tab sees the same queue.
 */
export function createWithdrawalQueue(storage: QueueStorage, sharedName = SHARED_NAME) {
  const state = createStore({
    items: [] as QueuedWithdrawal[],
    sendingKey: null as string | null,
    /** Withdrawals the server refused when no form waited for them: shown in the queued list. */
    refused: [] as { item: QueuedWithdrawal; refusal: WithdrawalRefusal }[],
  });
  const listeners = new Set<(outcome: WithdrawalOutcome, origin: OutcomeOrigin) => void>();
  const awaited = new Set<string>();
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(sharedName);
  let lockTail = Promise.resolve();

  channel?.addEventListener('message', (event: MessageEvent<ChannelMessage>) => {
    if (event.data.type === 'outcome') report(event.data.outcome, true, event.data.isAwaited);
    else void reload();
  });

  /** One tab at a time reads and changes the queue; without Web Locks, one task at a time here. */
  function withLock<T>(work: () => Promise<T>): Promise<T> {
    if (typeof navigator !== 'undefined' && 'locks' in navigator)
      return navigator.locks.request(sharedName, work) as Promise<T>;
    const run = lockTail.then(work);
    lockTail = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  async function reload() {
    state.set({ items: await storage.read() });
  }

  async function write(items: QueuedWithdrawal[]) {
    await storage.write(items);
    state.set({ items });
    channel?.postMessage({ type: 'changed' } satisfies ChannelMessage);
  }

  function report(outcome: WithdrawalOutcome, isRemote: boolean, wasAwaited = false) {
    const isAwaited = wasAwaited || awaited.has(outcome.item.key);
    if (outcome.status === 'refused' && !isAwaited)
      state.set(({ refused }) => ({
        refused: [...refused.filter(({ item }) => item.key !== outcome.item.key), outcome],
      }));
    for (const listener of listeners) listener(outcome, { isRemote, isAwaited });
    if (!isRemote)
      channel?.postMessage({ type: 'outcome', outcome, isAwaited } satisfies ChannelMessage);
  }

  async function sendOne(item: QueuedWithdrawal): Promise<WithdrawalOutcome> {
    state.set({ sendingKey: item.key });
    try {
      const { playerId, amount, address, totp, stepUpToken } = item;
      const answer = await callApi(
        sendWithdrawalRequest,
        { playerId, amount, address, totp, step_up_token: stepUpToken },
        { idempotencyKey: item.key },
      );
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
   * Sends the player's queued withdrawals, oldest first, each with its own key. An answer
   * (accepted or refused) takes it out; an unanswered one stays, and the rest wait behind it.
   */
  async function send(playerId: number): Promise<void> {
    if (!onlineManager.isOnline()) return;
    await withLock(async () => {
      for (const item of (await storage.read()).filter((queued) => queued.playerId === playerId)) {
        if (!onlineManager.isOnline()) return;
        const outcome = await sendOne(item);
        if (outcome.status !== 'unanswered')
          await write((await storage.read()).filter((queued) => queued.key !== item.key));
        report(outcome, false);
        if (outcome.status === 'unanswered') return;
      }
    });
  }

  return {
    state,

    /** Keeps a checked withdrawal; it is persisted before this resolves. */
    async enqueue(item: QueuedWithdrawal): Promise<void> {
      await withLock(async () => {
        const items = await storage.read();
        if (!items.some((queued) => queued.key === item.key)) await write([...items, item]);
      });
    },

    /** Takes a withdrawal out before it is sent (a send under way finishes first). */
    async remove(key: string): Promise<void> {
      await withLock(async () => write((await storage.read()).filter((item) => item.key !== key)));
    },

    /** Forgets every queued withdrawal and refusal (logout: nothing of one player is left). */
    async clear(): Promise<void> {
      await withLock(() => write([]));
      state.set({ refused: [] });
    },

    /** Takes a refusal shown in the queued list away. */
    dismissRefusal(key: string): void {
      state.set(({ refused }) => ({ refused: refused.filter(({ item }) => item.key !== key) }));
    },

    send,

    /**
     * Sends the queue now for a submit that waits: what became of `key` (from this tab or
     * another), or undefined when it is still queued unsent.
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

    /** Keeps the queue moving for a signed-in player; answers the stop. */
    start(playerId: number): () => void {
      const sendNow = () => void send(playerId);
      void reload().then(sendNow);
      const stopOnline = onlineManager.subscribe((isOnline) => isOnline && sendNow());
      const onVisible = () => document.visibilityState === 'visible' && sendNow();
      if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);
      const timer = setInterval(() => {
        if (state.get().items.some((item) => item.playerId === playerId)) sendNow();
      }, RETRY_INTERVAL_MS);
      return () => {
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

/** The app's queue, in IndexedDB, shared by the tabs of this origin. */
export const withdrawalQueue = createWithdrawalQueue(indexedDbStorage);
