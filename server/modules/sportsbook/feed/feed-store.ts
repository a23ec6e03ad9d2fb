import type { Database, Queryable } from '../../../db/database';
import { emptyChange, type FeedChange } from './feed-change';
import type { FeedMessage, FixtureChangeMessage, OddsChangeMessage } from './feed-messages';
import { applyResolution } from './feed-resolution';
import { applyBetStop, applyOddsChangeMarkets } from './feed-trading';
import {
  insertEvent,
  insertFeedLogEntry,
  lockEvent,
  touchEvent,
  updateEventFixture,
  updateEventLiveState,
  upsertSportAndLeague,
  type EventSequence,
} from '../book/repository';

/** A message about an event no fixture_change has created: nothing is recorded, retry later. */
export class UnknownEventError extends Error {
  constructor(readonly feedMessage: FeedMessage) {
    super(
      `sports feed: ${feedMessage.kind} ${feedMessage.id} names unknown event ${feedMessage.eventId}`,
    );
    this.name = 'UnknownEventError';
  }
}

/**
 * Applies one feed message in one transaction, once: a replayed id changes nothing. Messages of
 * one event apply one at a time (the event's row lock) and an older message never overwrites
 * what a newer one wrote (docs/sportsbook-feed.md). Under a cluster singleton, `db` is the
 * lease's, so a stale holder's message is refused whole.
 */
export function applyFeedMessage(db: Database, message: FeedMessage): Promise<FeedChange> {
  return db.transaction((tx) => applyFeedMessageIn(tx, message));
}

/**
 * `applyFeedMessage` in the caller's transaction, for a caller that must read the event under its
 * lock (`lockEvent`, taken again here: the lock is the transaction's already) before it can write
 * the message (operator-feed.ts numbers it after the event's last seq).
 */
export async function applyFeedMessageIn(tx: Queryable, message: FeedMessage): Promise<FeedChange> {
  const change = emptyChange(message);
  if (!(await insertFeedLogEntry(tx, message))) return change;
  change.isApplied = true;
  if (message.kind === 'fixture_change') {
    await applyFixtureChange(tx, message, change);
  } else {
    const sequence = await lockEvent(tx, message.eventId);
    if (!sequence) throw new UnknownEventError(message);
    if (message.kind === 'odds_change') await applyOddsChange(tx, message, sequence, change);
    else if (message.kind === 'bet_stop') await applyBetStop(tx, message, change);
    else await applyResolution(tx, message, change);
  }
  await touchEvent(tx, message);
  return change;
}

/** Creates the event, or rewrites its fixture and status where the message is the newer. */
async function applyFixtureChange(
  tx: Queryable,
  message: FixtureChangeMessage,
  change: FeedChange,
): Promise<void> {
  await upsertSportAndLeague(tx, message.fixture);
  if (await insertEvent(tx, message)) {
    change.isFixtureChanged = true;
    change.event = { status: message.fixture.status ?? 'not_started', score: null, clock: null };
    return;
  }
  const sequence = (await lockEvent(tx, message.eventId)) as EventSequence;
  if (message.seq > sequence.fixtureSeq) {
    await updateEventFixture(tx, message);
    change.isFixtureChanged = true;
  }
  const { status } = message.fixture;
  if (status && message.seq > sequence.statusSeq) {
    change.event = await updateEventLiveState(tx, message.eventId, { status }, message.seq);
  }
}

async function applyOddsChange(
  tx: Queryable,
  message: OddsChangeMessage,
  sequence: EventSequence,
  change: FeedChange,
): Promise<void> {
  if (message.event && message.seq > sequence.statusSeq) {
    change.event = await updateEventLiveState(tx, message.eventId, message.event, message.seq);
  }
  await applyOddsChangeMarkets(tx, message, change);
}
