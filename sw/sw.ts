/// <reference lib="webworker" />
// The service worker (/sw.js, scope /): the precached shell, the shell for every app route when the
// network is away; the other pages' files, slider art, lobby lists and game art at runtime; push
// notifications; the queued withdrawals sent by Background Sync.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { LOBBY_CALLS, lobbyStaleWhileRevalidate } from './lobby-cache';
import { handlePushEvents } from './push';
import { handleWithdrawalSync } from './withdrawal-sync';

declare const self: ServiceWorkerGlobalScope;

/** After this long without an answer, a page opens from the shell (a flaky network, not none). */
const NAVIGATION_TIMEOUT_MS = 4_000;
/** Paths the server answers itself, never the shell (the house games' page, the back-office). */
const SERVER_PATHS = /^\/(api|socket\.io|house|admin)(\/|$)/;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// the first install serves the page that installed it; an update waits for the player (below)
clientsClaim();

// app routes: the server's page (it carries fresh boot data), else the precached shell
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !SERVER_PATHS.test(url.pathname),
  async ({ request }) => {
    try {
      const response = await fetchWithin(request, NAVIGATION_TIMEOUT_MS);
      if (response.status < 500) return response;
    } catch {
      // offline or too slow: the shell below
    }
    return (await matchPrecache('/index.html')) ?? Response.error();
  },
);

registerRoute(
  ({ url, request }) =>
    request.method === 'POST' && LOBBY_CALLS.some((call) => url.pathname === `/api/${call}`),
  ({ request, event }) => lobbyStaleWhileRevalidate(request, (promise) => event.waitUntil(promise)),
  'POST',
);

// game thumbnails and provider logos: cache first, at most 300 of them
registerRoute(
  ({ url }) => url.pathname.startsWith('/art/games/') || url.pathname.startsWith('/art/providers/'),
  new CacheFirst({
    cacheName: 'game-art',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 }),
    ],
  }),
);

// the rest of the app's scripts and styles (file names carry their content's hash), the slider art
// and the icons: cached as they are first fetched, also the files the page fetched before this
// worker was there (src/app/service-worker.ts sends them, workbox-routing's CACHE_URLS); the shell
// itself is precached above
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'app-files',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 90 * 24 * 60 * 60 }),
    ],
  }),
);
registerRoute(
  ({ url }) =>
    url.origin === self.location.origin &&
    (url.pathname.startsWith('/art/slider/') || url.pathname.startsWith('/icons/')),
  new CacheFirst({
    cacheName: 'app-art',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 }),
    ],
  }),
);

// a new version waits until the player chooses to reload (the app asks)
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
handlePushEvents(self);
handleWithdrawalSync(self);

function fetchWithin(request: Request, timeoutMs: number): Promise<Response> {
  return Promise.race([
    fetch(request),
    new Promise<Response>((_, reject) =>
      setTimeout(() => reject(new Error('navigation timeout')), timeoutMs),
    ),
  ]);
}
