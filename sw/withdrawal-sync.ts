/// <reference lib="webworker" />
import { get, setMany } from 'idb-keyval';
import {
  announceQueueChange,
  drainInBackground,
  keyValueStorage,
  webLock,
  WITHDRAWAL_QUEUE,
} from '../contract/offline-withdrawals';

/** Background Sync's event (Chromium; not in TypeScript's WebWorker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

/**
 * Sends the withdrawal queue when the browser fires the Background Sync a page registered (the
 * network is back, whether or not a page is open): the same queue in IndexedDB, under the same
 * Web Lock the pages take, each withdrawal with its own Idempotency-Key. The answers are kept for
 * the next page of their player to show, and the open pages are told. A send without an answer
 * fails the event, so the browser tries again later; after its last try, the next page opened
 * sends the queue as it always does.
 */
export function handleWithdrawalSync(self: ServiceWorkerGlobalScope): void {
  const storage = keyValueStorage({ get, setMany });
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== WITHDRAWAL_QUEUE.syncTag) return;
    sync.waitUntil(
      drainInBackground({
        storage,
        lock: webLock(self.navigator.locks),
        fetch: (url, init) => self.fetch(url, init),
        announce: () => announceQueueChange(),
      }).then((result) => {
        if (result === 'unanswered') throw new Error('withdrawal queue: no answer, try again');
      }),
    );
  });
}
