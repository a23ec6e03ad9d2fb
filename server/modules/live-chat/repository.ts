import type { Queryable } from '../../db/database';

/** How long messages are kept (the pruning deletes older ones). */
export const CHAT_RETENTION = '7 days';
/** How far back a mute with hideMessages takes a player's messages off. */
export const HIDE_WINDOW = '1 day';

export interface StoredMessage {
  id: string;
  table: string;
  player: string;
  /** the sender's screen name from the wallet (shown masked) */
  screenName: string;
  text: string;
  sentAt: number;
}

const MESSAGE_COLUMNS = `id::text AS id, table_slug AS "table", player, screen_name AS "screenName",
  body AS text, (extract(epoch FROM sent_at) * 1000)::float8 AS "sentAt"`;

export async function insertMessage(
  db: Queryable,
  message: { table: string; player: string; screenName: string; text: string },
): Promise<StoredMessage> {
  const { rows } = await db.query<StoredMessage>(
    `INSERT INTO live_chat_messages (table_slug, player, screen_name, body)
     VALUES ($1, $2, $3, $4) RETURNING ${MESSAGE_COLUMNS}`,
    [message.table, message.player, message.screenName, message.text],
  );
  const stored = rows[0];
  if (!stored) throw new Error('chat message not stored');
  return stored;
}

/** The table's latest `count` messages still shown, oldest first. */
export async function listLatestMessages(
  db: Queryable,
  table: string,
  count: number,
): Promise<StoredMessage[]> {
  const { rows } = await db.query<StoredMessage>(
    `SELECT * FROM (
       SELECT ${MESSAGE_COLUMNS} FROM live_chat_messages
        WHERE table_slug = $1 AND hidden_at IS NULL
        ORDER BY live_chat_messages.id DESC LIMIT $2
     ) latest ORDER BY id::bigint`,
    [table, count],
  );
  return rows;
}

/** When the player's mute ends (epoch ms), or null when none is in force. */
export async function findMuteEnd(db: Queryable, player: string): Promise<number | null> {
  const { rows } = await db.query<{ until: number }>(
    `SELECT (extract(epoch FROM muted_until) * 1000)::float8 AS until FROM live_chat_mutes
      WHERE player = $1 AND muted_until > now()`,
    [player],
  );
  return rows[0]?.until ?? null;
}

/**
 * Mutes the player until `minutes` from now (replacing any mute); answers when it ends. The end
 * is kept to the whole millisecond, so the instant the operator is told (an ISO timestamp) is the
 * one the chat compares and tells the player (epoch ms).
 */
export async function saveMute(
  db: Queryable,
  mute: { player: string; minutes: number; reason: string; mutedBy: number },
): Promise<Date> {
  const { rows } = await db.query<{ until: Date }>(
    `INSERT INTO live_chat_mutes (player, muted_until, reason, muted_by)
     VALUES ($1, date_trunc('milliseconds', now() + make_interval(mins => $2)), $3, $4)
     ON CONFLICT (player) DO UPDATE SET muted_until = excluded.muted_until,
       reason = excluded.reason, muted_by = excluded.muted_by, muted_at = now()
     RETURNING muted_until AS until`,
    [mute.player, mute.minutes, mute.reason, mute.mutedBy],
  );
  return (rows[0] as { until: Date }).until;
}

/** Ends the player's mute in force; answers whether there was one. */
export async function endMute(db: Queryable, player: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE live_chat_mutes SET muted_until = now() WHERE player = $1 AND muted_until > now()`,
    [player],
  );
  return rowCount > 0;
}

/** Takes the player's recent messages off; answers them by table. */
export async function hideRecentMessages(
  db: Queryable,
  player: string,
): Promise<{ table: string; id: string }[]> {
  const { rows } = await db.query<{ table: string; id: string }>(
    `UPDATE live_chat_messages SET hidden_at = now()
      WHERE player = $1 AND hidden_at IS NULL AND sent_at > now() - interval '${HIDE_WINDOW}'
      RETURNING table_slug AS "table", id::text AS id`,
    [player],
  );
  return rows;
}

/** Deletes messages past the retention (run with the hourly pruning). */
export async function pruneLiveChat(db: Queryable): Promise<void> {
  await db.query(
    `DELETE FROM live_chat_messages WHERE sent_at < now() - interval '${CHAT_RETENTION}'`,
  );
}
