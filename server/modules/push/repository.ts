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

const TARGET_SELECT = `
  SELECT s.id, s.player_id, s.endpoint, s.p256dh, s.auth, p.interface_local
    FROM push_subscriptions s JOIN players p ON p.id = s.player_id`;

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

/** Every device, a page at a time in id order (for broadcasts). */
export async function listTargetsAfter(
  db: Queryable,
  afterId: number,
  limit: number,
): Promise<PushTarget[]> {
  const { rows } = await db.query<TargetRow>(
    `${TARGET_SELECT} WHERE s.id > $1 ORDER BY s.id LIMIT $2`,
    [afterId, limit],
  );
  return rows.map(toTarget);
}
