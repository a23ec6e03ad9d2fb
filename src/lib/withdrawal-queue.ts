import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { WITHDRAWAL_REJECTED_TOAST_MS } from '../../contract/constants';
import { sendWithdrawalRequest } from '../../contract/wallet';
import { showToast } from '../stores/ui-store';
import { ApiFailure, callApi } from './api-client';
import { createStore } from './create-store';
import { formatDateParams } from './date-params';
import { errorMessage } from './error-messages';
import { activeLocale } from '../i18n/i18n';
import { formatMbtc } from './format';
import { playerQueries, setBalance } from './player-queries';

/** A withdrawal accepted while the device could not reach the server, waiting to be sent. */
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

const STORAGE_KEY = 'casino.withdrawal-queue';
const LOCK_NAME = 'casino.withdrawal-queue';
const CHANNEL_NAME = 'casino.withdrawal-queue';
/** While something is queued and the device is online, another try this often. */
const RETRY_INTERVAL_MS = 15_000;

/** The queue as this tab last read it, and the key being sent from this tab. */
export const withdrawalQueue = createStore({
  items: [] as QueuedWithdrawal[],
  sendingKey: null as string | null,
});

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
channel?.addEventListener('message', () => void reload());

const sentMessage = msg({
  id: 'queued_withdrawal_sent',
  message: 'Retiro en cola enviado: {amount}',
});

/**
 * One tab at a time reads and changes the queue (Web Locks); where the API is missing, the
 * Idempotency-Key still makes a second send of the same withdrawal a replay on the server.
 */
function withLock<T>(work: () => Promise<T>): Promise<T> {
  if (!('locks' in navigator)) return work();
  return navigator.locks.request(LOCK_NAME, work) as Promise<T>;
}

async function read(): Promise<QueuedWithdrawal[]> {
  return (await get<QueuedWithdrawal[]>(STORAGE_KEY).catch(() => undefined)) ?? [];
}

async function write(items: QueuedWithdrawal[]): Promise<void> {
  await set(STORAGE_KEY, items);
  withdrawalQueue.set({ items });
  channel?.postMessage('changed');
}

async function reload(): Promise<void> {
  withdrawalQueue.set({ items: await read() });
}

/** Accepts a checked withdrawal into the queue; it is persisted before this resolves. */
export async function enqueueWithdrawal(item: QueuedWithdrawal): Promise<void> {
  await withLock(async () => {
    const items = await read();
    if (!items.some((queued) => queued.key === item.key)) await write([...items, item]);
  });
}

/** Takes a withdrawal out of the queue before it is sent (a send under way finishes first). */
export async function removeQueuedWithdrawal(key: string): Promise<void> {
  await withLock(async () => write((await read()).filter((item) => item.key !== key)));
}

/** Forgets every queued withdrawal (logout: nothing of one player is left for the next). */
export async function clearWithdrawalQueue(): Promise<void> {
  await withLock(async () => {
    await del(STORAGE_KEY).catch(() => undefined);
    withdrawalQueue.set({ items: [] });
    channel?.postMessage('changed');
  });
}

/** No answer came back (the request may or may not have arrived): only a resend with its key is safe. */
export function isLostOnTheWay(error: unknown): boolean {
  return (
    error instanceof ApiFailure && (error.code === 'network_error' || error.code === 'timeout')
  );
}

/** Lost on the way, or the server busy with the same key: the same request is tried again later. */
function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiFailure)) return true;
  return (
    error.code === 'network_error' ||
    error.code === 'timeout' ||
    error.code === 'request_in_progress' ||
    error.httpStatus >= 500
  );
}

/**
 * Sends the player's queued withdrawals, oldest first, each with its own Idempotency-Key. An
 * answer (accepted or refused) takes it out of the queue; a lost one leaves it for the next try.
 */
export async function sendQueuedWithdrawals(
  queryClient: QueryClient,
  playerId: number,
): Promise<void> {
  if (!onlineManager.isOnline()) return;
  await withLock(async () => {
    for (const item of (await read()).filter((queued) => queued.playerId === playerId)) {
      if (!onlineManager.isOnline()) return;
      withdrawalQueue.set({ sendingKey: item.key });
      try {
        const answer = await callApi(
          sendWithdrawalRequest,
          {
            playerId,
            amount: item.amount,
            address: item.address,
            totp: item.totp,
            step_up_token: item.stepUpToken,
          },
          { idempotencyKey: item.key },
        );
        await write((await read()).filter((queued) => queued.key !== item.key));
        if (answer.status === 1) {
          void setBalance(queryClient, playerId, answer.player);
          const amount = formatMbtc(answer.result.amount, activeLocale());
          showToast(
            i18n._(sentMessage.id, { amount }, { message: sentMessage.message }),
            'success',
          );
        } else {
          showToast(errorMessage(i18n, answer.code), 'error', WITHDRAWAL_REJECTED_TOAST_MS);
        }
      } catch (error) {
        if (isTransient(error)) return;
        // refused for good (the balance changed, the address...): the player sees why
        await write((await read()).filter((queued) => queued.key !== item.key));
        const failure = error as ApiFailure;
        const field = Object.values(failure.errors)[0];
        const max = failure.params.max;
        showToast(
          errorMessage(i18n, field ?? failure.code, {
            // a hold's end (`until`, `usableAt`) in the player's words for a date
            ...formatDateParams(failure.params),
            max: typeof max === 'number' ? formatMbtc(max, activeLocale()) : '',
          }),
          'error',
          WITHDRAWAL_REJECTED_TOAST_MS,
        );
      } finally {
        withdrawalQueue.set({ sendingKey: null });
        void queryClient.invalidateQueries({ queryKey: playerQueries.transactions() });
      }
    }
  });
}

/**
 * Keeps the queue moving while a player is signed in: at start, when the device comes back
 * online, when the tab is visible again, and every 15 s while something waits.
 */
export function startWithdrawalQueue(queryClient: QueryClient, playerId: number): () => void {
  const send = () => void sendQueuedWithdrawals(queryClient, playerId);
  void reload().then(send);
  const stopOnline = onlineManager.subscribe((isOnline) => isOnline && send());
  const onVisible = () => document.visibilityState === 'visible' && send();
  document.addEventListener('visibilitychange', onVisible);
  const timer = setInterval(() => {
    if (withdrawalQueue.get().items.some((item) => item.playerId === playerId)) send();
  }, RETRY_INTERVAL_MS);
  return () => {
    stopOnline();
    document.removeEventListener('visibilitychange', onVisible);
    clearInterval(timer);
  };
}
