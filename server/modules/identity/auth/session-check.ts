import type { Database, Listener } from '../../../db/database';
import type { Logger } from '../../../logger';
import { familyActiveUntil, SESSION_REVOKED_CHANNEL } from './sessions';

/** How long a node trusts that a session family is still active without asking the database. */
const CACHE_MS = 10_000;
const MAX_CACHED_FAMILIES = 50_000;

/**
 * Told a family that was just revoked, or `null` when revocations may have been missed (the
 * listening connection was down), so anything holding sessions open should check them again.
 */
export type RevocationListener = (family: string | null) => void;

export interface SessionCheck {
  /** Whether access tokens of `family` are still accepted (no logout, password change or reset). */
  isActive(family: string): Promise<boolean>;
  onRevoked(listener: RevocationListener): () => void;
}

/**
 * The one place that decides whether an access token's session still stands. A node caches
 * "active" answers briefly; every revocation NOTIFYs all nodes in the revoking transaction and
 * each drops the family when it hears it. Before trusting its cache a node syncs with its
 * listening connection (one shared round trip, no query of the sessions), so a revocation that
 * committed before the request arrived has always been heard. While this node is not listening
 * the cache is bypassed. One per node, built with its dependencies (server/composition.ts) and
 * shared by the app and the socket server; its listening connection closes with the database.
 */
export function createSessionCheck({
  db,
  logger,
  now,
}: {
  db: Database;
  logger: Logger;
  /** the rules' clock (AppDeps.clock): a session's expiry and this cache's life are read on it */
  now: () => Date;
}): SessionCheck {
  const activeUntil = new Map<string, number>();
  const revocationListeners = new Set<RevocationListener>();
  let isListening = false;
  let notifications: Listener | null = null;
  // bumped by every revocation heard: an answer read before it must not be cached after it
  let generation = 0;

  const forget = (family: string | null) => {
    generation++;
    if (family === null) activeUntil.clear();
    else activeUntil.delete(family);
    for (const listener of revocationListeners) listener(family);
  };

  void db
    .listen(SESSION_REVOKED_CHANNEL, {
      onNotification: forget,
      onListening(listening) {
        if (listening === isListening) return;
        isListening = listening;
        if (!listening) logger.warn('session revocations not heard: checking every call');
        forget(null);
      },
    })
    .then((opened) => (notifications = opened))
    .catch((error: unknown) => logger.error('cannot listen for session revocations', { error }));

  return {
    async isActive(family) {
      const isCached = () => (activeUntil.get(family) ?? 0) > now().getTime();
      // the cache answers only after the sync, which may deliver this family's revocation
      if (isCached() && notifications && isListening && (await notifications.sync()) && isCached())
        return true;
      const seen = generation;
      const asked = now();
      const until = await familyActiveUntil(db, family, asked);
      const active = until !== null;
      if (active && isListening && seen === generation) {
        if (activeUntil.size >= MAX_CACHED_FAMILIES) activeUntil.clear();
        // never past the family's expiry: a session time limit ends it on the second
        activeUntil.set(family, Math.min(asked.getTime() + CACHE_MS, until.getTime()));
      } else if (!active) {
        activeUntil.delete(family);
      }
      return active;
    },
    onRevoked(listener) {
      revocationListeners.add(listener);
      return () => revocationListeners.delete(listener);
    },
  };
}
