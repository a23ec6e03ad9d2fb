import { CacheExpiration } from 'workbox-expiration';

/** The lobby and game-list calls: POST reads whose answers the lobby can show offline. */
export const LOBBY_CALLS = [
  'front/get_games',
  'front/get_game_group_list',
  'front/get_game_providers',
];

const CACHE_NAME = 'lobby-lists';
const expiration = new CacheExpiration(CACHE_NAME, {
  maxEntries: 200,
  maxAgeSeconds: 7 * 24 * 60 * 60,
});

/**
 * The Cache API keys entries by GET request, so a POST read is kept under a synthetic URL made
 * of its path and a hash of its body: each page, filter and search has its own entry.
 */
async function cacheKey(request: Request): Promise<string> {
  const body = await request.clone().text();
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  const hash = [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
  return `${request.url}?body=${hash}`;
}

/**
 * Stale-while-revalidate for a lobby call: the cached answer at once (when younger than a week),
 * refreshed from the network in the background; the network when nothing is cached.
 */
export async function lobbyStaleWhileRevalidate(
  request: Request,
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<Response> {
  const key = await cacheKey(request);
  const cache = await caches.open(CACHE_NAME);
  const cached = (await expiration.isURLExpired(key)) ? undefined : await cache.match(key);
  const refresh = fetch(request).then(async (response) => {
    if (response.ok) {
      await cache.put(key, response.clone());
      await expiration.updateTimestamp(key);
      await expiration.expireEntries();
    }
    return response;
  });
  if (cached) {
    waitUntil(refresh.catch(() => undefined));
    return cached;
  }
  return refresh;
}
