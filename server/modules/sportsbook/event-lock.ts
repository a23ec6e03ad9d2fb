import type { Queryable } from '../../db/database';

// Bets and feed messages about one event take turns fairly. A bet checks the book and takes the
// stake under a shared lock of each event it names; a feed message writes an event under the
// exclusive one. PostgreSQL queues these advisory locks in order: once a message waits, bets
// arriving after it wait behind it. A row lock alone would not do: a share locker passes a
// waiting FOR UPDATE whenever it is compatible with the current holders, so a steady stream of
// bets can hold a `bet_stop` back for seconds (measured: 7.6 s under 400 bets/s on one event).

/** The first key of an event's advisory lock (the second is its id's hash): apart from the seamless providers' ids and the singletons' and migrations' keys. */
const EVENT_LOCK_NAMESPACE = 7_340_221;

/**
 * Shared locks on the events of a bet, in the order of their keys (so two bets and a message
 * never wait for each other in a circle), then the events' rows FOR SHARE, which every feed write
 * conflicts with: a message committed before is seen by the bet's reads, a later one waits until
 * the bet has committed. Taken after the player's cash lock (the ledger's order).
 */
export async function lockEventsForBet(tx: Queryable, eventIds: string[]): Promise<void> {
  await tx.query(
    `SELECT pg_advisory_xact_lock_shared($1::int, key)
     FROM (SELECT DISTINCT hashtext(id) AS key FROM unnest($2::text[]) AS id ORDER BY key) AS keys`,
    [EVENT_LOCK_NAMESPACE, eventIds],
  );
  await tx.query('SELECT id FROM sports_events WHERE id = ANY($1::text[]) ORDER BY id FOR SHARE', [
    [...new Set(eventIds)],
  ]);
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
