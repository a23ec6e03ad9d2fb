import type { Locale } from '../../../contract/constants';
import type { Queryable } from '../../db/database';

/** Devices kept per player: subscribing one more forgets the oldest. */
export const MAX_SUBSCRIPTIONS_PER_PLAYER = 10;

export interface PushSubscriptionKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A device to push to, with the language its player reads. */
export interface PushTarget extends PushSubscriptionKeys {
  id: number;
  playerId: number;
  locale: Locale;
}

interface TargetRow extends PushSubscriptionKeys {
  id: number;
  player_id: number;
  interface_local: string;
}

const TARGET_FROM = 'FROM push_subscriptions s JOIN players p ON p.id = s.player_id';
const TARGET_SELECT = `
  SELECT s.id, s.player_id, s.endpoint, s.p256dh, s.auth, p.interface_local ${TARGET_FROM}`;

const toTarget = (row: TargetRow): PushTarget => ({
  id: row.id,
  playerId: row.player_id,
  endpoint: row.endpoint,
  p256dh: row.p256dh,
  auth: row.auth,
  locale: row.interface_local === 'es' ? 'es' : 'en',
});

/** Saves the device for the player; an endpoint already known (another player's) moves to them. */
export async function saveSubscription(
  db: Queryable,
  playerId: number,
  subscription: PushSubscriptionKeys,
): Promise<void> {
  await db.query(
    `INSERT INTO push_subscriptions (player_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)
     ON CONFLICT (endpoint) DO UPDATE
       SET player_id = excluded.player_id, p256dh = excluded.p256dh, auth = excluded.auth, created_at = now()`,
    [playerId, subscription.endpoint, subscription.p256dh, subscription.auth],
  );
  await db.query(
    `DELETE FROM push_subscriptions WHERE player_id = $1 AND id NOT IN (
       SELECT id FROM push_subscriptions WHERE player_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2)`,
    [playerId, MAX_SUBSCRIPTIONS_PER_PLAYER],
  );
}

/** Removes the player's own subscription of that endpoint; false when they had none. */
export async function deleteOwnSubscription(
  db: Queryable,
  playerId: number,
  endpoint: string,
): Promise<boolean> {
  const result = await db.query(
    'DELETE FROM push_subscriptions WHERE player_id = $1 AND endpoint = $2',
    [playerId, endpoint],
  );
  return result.rowCount > 0;
}

export async function deleteSubscription(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM push_subscriptions WHERE id = $1', [id]);
}

export async function listPlayerTargets(db: Queryable, playerId: number): Promise<PushTarget[]> {
  const { rows } = await db.query<TargetRow>(`${TARGET_SELECT} WHERE s.player_id = $1`, [playerId]);
  return rows.map(toTarget);
}

// A promotion goes only to the devices of players who agreed to receive news and offers (the
// registration's and profile's `notify_newletter`); a device subscribed is consent to the
// notifications about the player's own money and bets, not to marketing. Nor does it go to a
// player on a break (time-out or self-exclusion, docs/player-protection.md).
const PROMOTION_AUDIENCE = `p.notify_newletter
  AND NOT EXISTS (SELECT 1 FROM player_protection pp
                   WHERE pp.player_id = s.player_id AND pp.break_kind IS NOT NULL
                     AND (pp.break_ends_at IS NULL OR pp.break_ends_at > now()))`;

/** The promotions' audience, a page at a time in id order (for broadcasts). */
export async function listPromotionTargetsAfter(
  db: Queryable,
  afterId: number,
  limit: number,
): Promise<PushTarget[]> {
  const { rows } = await db.query<TargetRow>(
    `${TARGET_SELECT} WHERE ${PROMOTION_AUDIENCE} AND s.id > $1 ORDER BY s.id LIMIT $2`,
    [afterId, limit],
  );
  return rows.map(toTarget);
}

/** How many players and devices a promotion would reach now, and the devices per language. */
export async function countPromotionAudience(db: Queryable) {
  const { rows } = await db.query<{ players: number; subscriptions: number; es: number }>(
    `SELECT count(DISTINCT s.player_id)::int AS players, count(*)::int AS subscriptions,
       count(*) FILTER (WHERE p.interface_local = 'es')::int AS es
     ${TARGET_FROM} WHERE ${PROMOTION_AUDIENCE}`,
  );
  const row = rows[0] ?? { players: 0, subscriptions: 0, es: 0 };
  return {
    players: row.players,
    subscriptions: row.subscriptions,
    subscriptionsByLocale: { es: row.es, en: row.subscriptions - row.es },
  };
}
