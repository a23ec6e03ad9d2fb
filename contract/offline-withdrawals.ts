// The offline withdrawal queue as the player app (src/lib/withdrawal-queue.ts) and its service
// worker (sw/withdrawal-sync.ts) share it: the entry, where it is kept, the lock both take, how
// an answer is read, and the drain. docs/architecture.md, "Queued withdrawals".
import * as v from 'valibot';
import { refresh } from './auth';
import type { CallRequest, CallResponse } from './call';
import { HTTP_TIMEOUT_MS, IDEMPOTENCY_HEADER } from './constants';
import { failureOfAnswer, isUnansweredFailure } from './answer-failure';
import type { ErrorCode } from './errors';
import { sendWithdrawalRequest } from './wallet';

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

/** The names the page and the worker meet under: IndexedDB keys, the lock, the channel, the sync. */
export const WITHDRAWAL_QUEUE = {
  /** idb-keyval key of the queued withdrawals, oldest first. */
  itemsKey: 'casino.withdrawal-queue',
  /** idb-keyval key of the answers the worker received, until a page of their player shows them. */
  answeredKey: 'casino.withdrawal-queue.answered',
  /** The Web Lock held to send or change the queue, by a tab or the worker. */
  lockName: 'casino.withdrawal-queue',
  /** The BroadcastChannel on which a change of the queue is announced. */
  channelName: 'casino.withdrawal-queue',
  /** The Background Sync tag a page registers when something waits to be sent. */
  syncTag: 'casino.withdrawal-queue',
} as const;

/** A channel message: the queue (or the worker's answers) changed in IndexedDB; read it again. */
export const QUEUE_CHANGED = { type: 'changed' } as const;

/** Tells the open pages that the queue changed (from the worker, which holds no channel open). */
export function announceQueueChange(channelName: string = WITHDRAWAL_QUEUE.channelName): void {
  const channel = new BroadcastChannel(channelName);
  channel.postMessage(QUEUE_CHANGED);
  channel.close();
}

/** The refusal of a withdrawal: the server's, or an answer the contract does not allow. */
export interface Refusal {
  code: ErrorCode | 'bad_response';
  errors: Record<string, ErrorCode>;
  params: Record<string, string | number>;
}

/** What one send of a queued withdrawal came to in the worker. */
export type BackgroundOutcome =
  | { status: 'accepted'; item: QueuedWithdrawal; answer: AcceptedWithdrawal }
  | { status: 'refused'; item: QueuedWithdrawal; refusal: Refusal }
  | { status: 'unanswered'; item: QueuedWithdrawal };

/** An answer the worker received: kept until a page of its player shows it, once. */
export type BackgroundAnswer = Exclude<BackgroundOutcome, { status: 'unanswered' }>;

/** Where the queue is kept: IndexedDB (idb-keyval) in the page and the worker, memory in a test. */
export interface QueueStorage {
  read(): Promise<QueuedWithdrawal[]>;
  readAnswered(): Promise<BackgroundAnswer[]>;
  /** Writes what it is given, both in one transaction when both are given. */
  write(change: { items?: QueuedWithdrawal[]; answered?: BackgroundAnswer[] }): Promise<void>;
}

/** idb-keyval's calls the storage needs (the page and the worker each import the library). */
export interface KeyValue {
  get<T>(key: string): Promise<T | undefined>;
  setMany(entries: [string, unknown][]): Promise<void>;
}

export function keyValueStorage(keyValue: KeyValue): QueueStorage {
  const read = async <T>(key: string) =>
    (await keyValue.get<T[]>(key).catch(() => undefined)) ?? [];
  return {
    read: () => read<QueuedWithdrawal>(WITHDRAWAL_QUEUE.itemsKey),
    readAnswered: () => read<BackgroundAnswer>(WITHDRAWAL_QUEUE.answeredKey),
    write: ({ items, answered }) =>
      keyValue.setMany([
        ...(items ? [[WITHDRAWAL_QUEUE.itemsKey, items] as [string, unknown]] : []),
        ...(answered ? [[WITHDRAWAL_QUEUE.answeredKey, answered] as [string, unknown]] : []),
      ]),
  };
}

/** Runs `work` holding the queue's lock (the Web Lock, or a stand-in with the same contract). */
export type QueueLock = <T>(work: () => Promise<T>) => Promise<T>;

/** The Web Lock of that name: one holder at a time among the origin's tabs and its worker. */
export function webLock(locks: LockManager, name: string = WITHDRAWAL_QUEUE.lockName): QueueLock {
  return <T>(work: () => Promise<T>) => locks.request(name, work) as Promise<T>;
}

/** One task at a time in this realm: the lock where there are no Web Locks, and in tests. */
export function serialLock(): QueueLock {
  let tail = Promise.resolve();
  return <T>(work: () => Promise<T>) => {
    const run = tail.then(work);
    tail = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  };
}

/** The request a queued withdrawal is sent as, by the page or the worker. */
export function withdrawalRequestOf(
  item: QueuedWithdrawal,
): CallRequest<typeof sendWithdrawalRequest> {
  const { playerId, amount, address, totp, stepUpToken } = item;
  return { playerId, amount, address, totp, step_up_token: stepUpToken };
}

/** What the drain needs of a send's outcome. */
export interface SendOutcome {
  status: 'accepted' | 'refused' | 'unanswered';
  item: QueuedWithdrawal;
}

export interface DrainSteps<O extends SendOutcome> {
  send(item: QueuedWithdrawal): Promise<O>;
  /** Takes an answered withdrawal out of the queue (and keeps what the player must be shown). */
  settle(item: QueuedWithdrawal, outcome: O): Promise<void>;
  report?(outcome: O): void;
  /** Asked before each send: false stops the drain (the device went offline). */
  canSend?(): boolean;
}

/** How a drain ended: all sent, stopped at one without an answer, or stopped before a send. */
export type DrainResult = 'drained' | 'unanswered' | 'stopped';

/**
 * Sends the given withdrawals in order, the caller holding the queue's lock: an answer (accepted
 * or refused) settles each; the first without an answer stays, and the rest wait behind it.
 */
export async function drainQueue<O extends SendOutcome>(
  items: QueuedWithdrawal[],
  steps: DrainSteps<O>,
): Promise<DrainResult> {
  for (const item of items) {
    if (steps.canSend && !steps.canSend()) return 'stopped';
    const outcome = await steps.send(item);
    if (outcome.status !== 'unanswered') await steps.settle(item, outcome);
    steps.report?.(outcome);
    if (outcome.status === 'unanswered') return 'unanswered';
  }
  return 'drained';
}

/** The worker's fetch (a test's server at the network boundary). */
type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export interface BackgroundDrain {
  storage: QueueStorage;
  lock: QueueLock;
  fetch: Fetch;
  apiBase?: string;
  /** Called after each answer is kept: tells the open pages (announceQueueChange). */
  announce?: () => void;
}

/**
 * The worker's drain (a Background Sync, no page needed): under the queue's lock, when something
 * is queued, it trades the refresh cookie for an access token as a page does, sends each
 * withdrawal with its own key and that token, and keeps each answer for the next page of its
 * player to show (an open page is told at once). `signed-out`: the session is over; the queue stays for a page to deal with.
 */
export function drainInBackground({
  storage,
  lock,
  fetch,
  apiBase = '/api',
  announce = () => undefined,
}: BackgroundDrain): Promise<DrainResult | 'signed-out'> {
  return lock(async () => {
    const items = await storage.read();
    if (items.length === 0) return 'drained';
    const token = await accessToken(fetch, apiBase);
    if (token === 'signed-out' || token === 'unanswered') return token;
    return drainQueue(items, {
      send: (item) => sendWithToken(fetch, apiBase, token, item),
      settle: async (item, outcome) => {
        if (outcome.status === 'unanswered') return;
        const [queued, answered] = await Promise.all([storage.read(), storage.readAnswered()]);
        await storage.write({
          items: queued.filter((queuedItem) => queuedItem.key !== item.key),
          answered: [...answered.filter((kept) => kept.item.key !== item.key), outcome],
        });
        announce();
      },
    });
  });
}

/** An access token from the refresh cookie (HttpOnly, SameSite=Strict: sent on this origin's requests). */
async function accessToken(
  fetch: Fetch,
  apiBase: string,
): Promise<string | 'signed-out' | 'unanswered'> {
  try {
    const response = await fetch(`${apiBase}/${refresh.path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
    if (response.status === 401) return 'signed-out';
    if (!response.ok) return 'unanswered';
    const parsed = v.safeParse(refresh.response, await response.json());
    return parsed.success ? parsed.output.accessToken : 'unanswered';
  } catch {
    return 'unanswered';
  }
}

async function sendWithToken(
  fetch: Fetch,
  apiBase: string,
  token: string,
  item: QueuedWithdrawal,
): Promise<BackgroundOutcome> {
  let response: Response;
  try {
    response = await fetch(`${apiBase}/${sendWithdrawalRequest.path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
        [IDEMPOTENCY_HEADER]: item.key,
      },
      body: JSON.stringify(withdrawalRequestOf(item)),
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
  } catch {
    return { status: 'unanswered', item };
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const failure = failureOfAnswer(response.status, json, response.headers.get('Retry-After'));
    // a token refused moments after it was issued: the session just ended; a page deals with it
    if (response.status === 401 || isUnansweredFailure(response.status, failure.code))
      return { status: 'unanswered', item };
    return { status: 'refused', item, refusal: failure };
  }
  const parsed = v.safeParse(sendWithdrawalRequest.response, json);
  if (!parsed.success)
    return { status: 'refused', item, refusal: { code: 'bad_response', errors: {}, params: {} } };
  if (parsed.output.status === 1) return { status: 'accepted', item, answer: parsed.output };
  return { status: 'refused', item, refusal: { code: parsed.output.code, errors: {}, params: {} } };
}
