import type { Database } from '../../../db/database';

// What the hourly pruning deletes of the feed. Order never depends on the log (each event and
// market keeps the seq of what last wrote it, docs/sportsbook-feed.md): the log only turns a
// replayed message into nothing, and replays come within minutes (a feed's resend, a new feed
// holder applying again what it wrote ahead). So an event's log goes a day after it was written
// once the event is over, and the event itself, over for a week, goes with its markets and
// outcomes unless something (a bet) still names them.

/** How long the log of an event that is over is kept. */
export const FEED_LOG_RETENTION = '1 day';
/** How long an event over (closed or cancelled) is kept. */
export const CLOSED_EVENT_RETENTION = '7 days';
/** Events tried per run: the rest wait for the next hour. */
const EVENTS_PER_RUN = 500;
const FOREIGN_KEY_VIOLATION = '23503';

export async function pruneSportsFeed(db: Database): Promise<void> {
  await db.query(
    `DELETE FROM sports_feed_log l
      WHERE l.applied_at < now() - interval '${FEED_LOG_RETENTION}'
        AND NOT EXISTS (SELECT 1 FROM sports_events e
                         WHERE e.id = l.event_id AND e.status NOT IN ('closed', 'cancelled'))`,
  );
  const { rows } = await db.query<{ id: string }>(
    `SELECT e.id FROM sports_events e
      WHERE e.status IN ('closed', 'cancelled')
        AND e.updated_ts < now() - interval '${CLOSED_EVENT_RETENTION}'
        AND NOT EXISTS (SELECT 1 FROM sports_bet_legs l WHERE l.event_id = e.id)
      ORDER BY e.updated_ts LIMIT ${EVENTS_PER_RUN}`,
  );
  for (const { id } of rows) await deleteEvent(db, id);
}

/**
 * Deletes an event and its markets and outcomes, or nothing when a bet still names one of them
 * (events with bets are not picked, so a bet placed since is the only way here): the bets' history
 * keeps what they were placed on.
 */
async function deleteEvent(db: Database, eventId: string): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await tx.query(
        `DELETE FROM sports_outcomes WHERE market_id IN
           (SELECT id FROM sports_markets WHERE event_id = $1)`,
        [eventId],
      );
      await tx.query('DELETE FROM sports_markets WHERE event_id = $1', [eventId]);
      await tx.query('DELETE FROM sports_feed_log WHERE event_id = $1', [eventId]);
      await tx.query('DELETE FROM sports_events WHERE id = $1', [eventId]);
    });
  } catch (error) {
    if ((error as { code?: string }).code !== FOREIGN_KEY_VIOLATION) throw error;
  }
}
