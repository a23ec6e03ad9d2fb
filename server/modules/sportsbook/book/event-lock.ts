import type { Queryable } from '../../../db/database';

// Bets and feed messages about one event take turns fairly. A bet checks the book and takes the
// stake under a shared lock of each event it names; a feed message writes an event under the
// exclusive one. PostgreSQL queues these advisory locks in order: once a message waits, bets
// arriving after it wait behind it. A row lock would not do: a share locker passes a waiting
// FOR UPDATE whenever it is compatible with the current holders, so a steady stream of bets can
// hold a `bet_stop` back for seconds (measured: 7.6 s under 400 bets/s on one event); and the row
// share locks of many bets at once make multixacts on the hottest rows of the book.
//
// The advisory lock alone is enough because every write of an event that exists, of its markets
// and of its outcomes is made by applyFeedMessage (feed-store.ts) after `lockEvent`
// (repository.ts) took the exclusive lock. The only writes without it touch no row a bet can use:
// the first fixture_change inserts its event (invisible until it commits, with no markets yet),
// and the pruning deletes events over for a week (a bet refuses them; the legs' foreign keys keep
// any event a bet names). A new writer of these tables must take `lockEventForFeed` first.

/** The first key of an event's advisory lock (the second is its id's hash): apart from the seamless providers' ids and the singletons' and migrations' keys. */
const EVENT_LOCK_NAMESPACE = 7_340_221;

/**
 * SQL of an expression that takes the shared locks of the events in the text[] expression
 * `eventIds` (a parameter, or a column of the statement), in the order of their keys (so two
 * bets and a message never wait for each other in a circle), and counts them. Every feed write
 * conflicts with it: a message committed before is seen by the statements after it, a later one
 * waits until the bet has committed.
 */
export function eventLocksForBetSql(eventIds: string): string {
  return `(SELECT count(pg_advisory_xact_lock_shared(${EVENT_LOCK_NAMESPACE}, key))
     FROM (SELECT DISTINCT hashtext(id) AS key FROM unnest(${eventIds}::text[]) AS id
           ORDER BY key) AS keys)`;
}

/**
 * The feed's exclusive lock of an event, taken by `lockEvent` (repository.ts) before the
 * event's row: waits for the bets holding the event, and makes later bets wait behind it.
 */
export async function lockEventForFeed(tx: Queryable, eventId: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [
    EVENT_LOCK_NAMESPACE,
    eventId,
  ]);
}
