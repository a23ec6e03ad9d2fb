import { pushSubscribe, pushUnsubscribe } from '../../contract/push';
import { callApi } from './api-client';

/** on/off: this device's subscription; denied: blocked in the browser; unsupported: no Web Push. */
export type PushState = 'on' | 'off' | 'denied' | 'unsupported';

/** How long logout waits for the device's subscription to be removed. */
const UNSUBSCRIBE_WAIT_MS = 2_000;
/** How long subscribing waits for the service worker (none in some private modes). */
const SERVICE_WORKER_WAIT_MS = 10_000;
const SUBSCRIBE_WAIT_MS = 20_000;

export class PushUnavailableError extends Error {}

export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

async function currentSubscription(): Promise<PushSubscription | null> {
  // getRegistration, not ready: ready never settles where no service worker was registered
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function getPushState(): Promise<PushState> {
  if (!isPushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription().catch(() => null)) ? 'on' : 'off';
}

/**
 * Asks for permission (call it from the player's click only), subscribes this device with the
 * site's VAPID key and tells the server. Answers the resulting state: `off` when the player
 * dismissed the question, `denied` when they refused it.
 */
export async function subscribeToPush(vapidPublicKey: string): Promise<PushState> {
  if (!isPushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const registration = await within(navigator.serviceWorker.ready, SERVICE_WORKER_WAIT_MS);
  if (!registration) throw new PushUnavailableError('no service worker');
  const applicationServerKey = fromBase64Url(vapidPublicKey);
  let subscription: PushSubscription | null | undefined =
    await registration.pushManager.getSubscription();
  if (subscription && !hasKey(subscription, applicationServerKey)) {
    // the server's keys changed: the old subscription can no longer be pushed to
    await subscription.unsubscribe();
    subscription = null;
  }
  // a browser that cannot reach its push service may never answer
  subscription ??= await within(
    registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }),
    SUBSCRIBE_WAIT_MS,
  );
  if (!subscription) throw new PushUnavailableError('no answer from the push service');
  try {
    await saveOnServer(subscription);
  } catch (error) {
    // a subscription the server does not know would show 'on' and never notify
    await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
  return 'on';
}

/** Tells the server this device's subscription again (it may have moved to another player). */
export async function resyncPushSubscription(): Promise<void> {
  if (!isPushSupported() || Notification.permission !== 'granted') return;
  const subscription = await currentSubscription();
  if (subscription) await saveOnServer(subscription);
}

/**
 * Stops notifications on this device, in the browser and on the server. Best effort and never
 * longer than about two seconds (logout calls it): a subscription the server keeps is deleted
 * the first time the push service answers that it is gone.
 */
export async function unsubscribeFromPush(): Promise<void> {
  if (!isPushSupported()) return;
  const work = (async () => {
    const subscription = await currentSubscription();
    if (!subscription) return;
    await Promise.allSettled([
      callApi(pushUnsubscribe, { endpoint: subscription.endpoint }),
      subscription.unsubscribe(),
    ]);
  })().catch((error: unknown) => console.warn('push unsubscribe failed', error));
  await within(work, UNSUBSCRIBE_WAIT_MS);
}

function saveOnServer(subscription: PushSubscription) {
  const { endpoint, keys } = subscription.toJSON();
  return callApi(pushSubscribe, {
    endpoint: endpoint ?? subscription.endpoint,
    keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
  });
}

function hasKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The promise's value, or undefined once `ms` have passed. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: number | undefined;
  return Promise.race([
    promise,
    new Promise<undefined>((resolve) => (timer = window.setTimeout(resolve, ms))),
  ]).finally(() => window.clearTimeout(timer));
}
