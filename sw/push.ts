/// <reference lib="webworker" />
import * as v from 'valibot';
import { pushPayload, type PushPayload } from '../contract/push';

const ICON = '/icons/icon-192.png';
// a dedicated monochrome badge can replace this once the icon set has one
const BADGE = '/icons/icon-192.png';

/** Shows the server's pushes (JSON `{title, body, tag, url}`) and opens their page on click. */
export function handlePushEvents(self: ServiceWorkerGlobalScope): void {
  self.addEventListener('push', (event) => {
    const payload = readPayload(event.data);
    event.waitUntil(
      self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        icon: ICON,
        badge: BADGE,
        data: { url: payload.url },
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = sameOriginUrl(self, (event.notification.data as { url?: unknown } | null)?.url);
    event.waitUntil(openPage(self, url));
  });
}

/** A message that is not ours still shows something: the browser requires a visible notification. */
function readPayload(data: PushMessageData | null): PushPayload {
  try {
    const parsed = v.safeParse(pushPayload, data?.json());
    if (parsed.success) return parsed.output;
  } catch {
    // not JSON
  }
  return { title: data?.text() || 'Casino', body: '', tag: 'message', url: '/' };
}

/** The page to open, only ever on this site. */
function sameOriginUrl(self: ServiceWorkerGlobalScope, url: unknown): string {
  const origin = self.location.origin;
  try {
    const resolved = new URL(typeof url === 'string' ? url : '/', origin);
    return resolved.origin === origin ? resolved.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

/** Focuses an open window of the app and takes it to `url`, else opens a new one. */
async function openPage(self: ServiceWorkerGlobalScope, url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    // focus first: the click's permission to focus a window lasts only a moment
    await open.focus().catch(() => undefined);
    // navigate fails for a window this worker does not control: a new window then
    if (await open.navigate(url).catch(() => null)) return;
  }
  await self.clients.openWindow(url);
}
