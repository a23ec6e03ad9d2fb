import { lookup } from 'node:dns/promises';
import webpush from 'web-push';
import type { Locale } from '../../../contract/constants';
import type { PushPayload } from '../../../contract/push';
import type { Config } from '../../config';
import type { Queryable } from '../../db/database';
import type { Logger } from '../../logger';
import type { Secrets } from '../../secrets';
import {
  deleteSubscription,
  listPlayerTargets,
  listPromotionTargetsAfter,
  type PushTarget,
} from './repository';
import type { ResolveHost } from './endpoint-policy';
import { postPush, type PushConnection } from './push-request';

/** How long a push service keeps a message for a device that is offline. */
const TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;
/** Broadcasts read this many devices at a time and talk to this many push services at once. */
const BROADCAST_PAGE = 500;
const CONCURRENCY = 20;

export interface PushTally {
  sent: number;
  /** Subscriptions the push service reported gone (404/410), deleted. */
  removed: number;
  failed: number;
}

/** A notification per device language; null sends nothing. */
export type PayloadFor = (locale: Locale) => PushPayload | null;

/** Web Push (RFC 8030/8291/8292): encrypted messages to the players' devices. */
export interface PushService {
  notifyPlayer(playerId: number, payloadFor: PayloadFor): Promise<PushTally>;
  /** To the promotions' audience: players who agreed to news and offers (repository.ts). */
  broadcast(payloadFor: PayloadFor): Promise<PushTally>;
}

const resolveWithSystem: ResolveHost = (host) => lookup(host, { all: true });

/** What sending needs: the devices, who signs (VAPID), and the tests' allowance. */
export interface PushServiceParts {
  db: Queryable;
  config: Pick<Config, 'VAPID_SUBJECT' | 'MAIL_FROM' | 'PUSH_ALLOW_PRIVATE_ENDPOINTS'>;
  secrets: Pick<Secrets, 'vapidPublicKey' | 'vapidPrivateKey'>;
  logger: Logger;
}

export function createPushService(
  deps: PushServiceParts,
  /** How push service names are resolved: the system resolver, or a test's own. */
  resolve: ResolveHost = resolveWithSystem,
): PushService {
  const { db, logger } = deps;
  const allowPrivate = deps.config.PUSH_ALLOW_PRIVATE_ENDPOINTS;
  if (allowPrivate) {
    if (process.env.NODE_ENV === 'production')
      throw new Error(
        'PUSH_ALLOW_PRIVATE_ENDPOINTS is for a local test push service, never production',
      );
    logger.warn('push: endpoints on private addresses and over http are accepted (tests only)');
  }
  const connection: PushConnection = { resolve, allowPrivate, timeoutMs: SEND_TIMEOUT_MS };
  const vapidDetails = {
    subject: deps.config.VAPID_SUBJECT ?? `mailto:${deps.config.MAIL_FROM}`,
    publicKey: deps.secrets.vapidPublicKey,
    privateKey: deps.secrets.vapidPrivateKey,
  };

  const deliver = async (target: PushTarget, payload: PushPayload): Promise<keyof PushTally> => {
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        { vapidDetails, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm' },
      );
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) headers[name] = String(value);
      const status = await postPush(
        { endpoint: request.endpoint, headers, body: request.body },
        connection,
      );
      if (status === 404 || status === 410) {
        await deleteSubscription(db, target.id);
        return 'removed';
      }
      if (status < 200 || status > 299) {
        logger.warn('push refused', { status, host: endpointHost(target.endpoint) });
        return 'failed';
      }
      return 'sent';
    } catch (error) {
      logger.warn('push failed', { error, host: endpointHost(target.endpoint) });
      return 'failed';
    }
  };

  const send = async (targets: PushTarget[], payloadFor: PayloadFor, tally: PushTally) => {
    const queue = targets.flatMap((target) => {
      const payload = payloadFor(target.locale);
      return payload ? [{ target, payload }] : [];
    });
    const worker = async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        tally[await deliver(item.target, item.payload)]++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
    return tally;
  };

  return {
    async notifyPlayer(playerId, payloadFor) {
      const targets = await listPlayerTargets(db, playerId);
      return send(targets, payloadFor, { sent: 0, removed: 0, failed: 0 });
    },
    async broadcast(payloadFor) {
      const tally = { sent: 0, removed: 0, failed: 0 };
      for (let afterId = 0; ;) {
        const targets = await listPromotionTargetsAfter(db, afterId, BROADCAST_PAGE);
        await send(targets, payloadFor, tally);
        if (targets.length < BROADCAST_PAGE) return tally;
        afterId = (targets.at(-1) as PushTarget).id;
      }
    },
  };
}

function endpointHost(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'invalid';
  }
}
