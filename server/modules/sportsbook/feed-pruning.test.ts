import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/harness';
import type { FeedMessage } from './feed-messages';
import { pruneSportsFeed } from './feed-pruning';
import { applyFeedMessage } from './feed-store';
import { MARGIN, NOW, upcomingFixture } from './simulator/simulator-test-support';
import { advanceMatch, createMatch, openMatch } from './simulator/sim-match';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/** A basketball game of the simulator under its own id, played to the end when `isPlayed`. */
async function game(eventId: string, isPlayed: boolean): Promise<void> {
  const match = createMatch({ ...upcomingFixture(5, 'basketball'), eventId });
  const messages: FeedMessage[] = openMatch(match, NOW, MARGIN);
  if (isPlayed) {
    const step = { now: NOW + 1000, simulatedSeconds: 4 * 3600, margin: MARGIN };
    messages.push(...advanceMatch(match, step));
  }
  for (const message of messages) await applyFeedMessage(server.db, message);
}

async function age(eventId: string, days: number): Promise<void> {
  await server.db.query(
    `UPDATE sports_feed_log SET applied_at = now() - make_interval(days => $2) WHERE event_id = $1`,
    [eventId, days],
  );
  await server.db.query(
    `UPDATE sports_events SET updated_ts = now() - make_interval(days => $2) WHERE id = $1`,
    [eventId, days],
  );
}

async function counts(eventId: string) {
  const { rows } = await server.db.query<{ log: number; events: number; outcomes: number }>(
    `SELECT (SELECT count(*)::int FROM sports_feed_log WHERE event_id = $1) AS log,
            (SELECT count(*)::int FROM sports_events WHERE id = $1) AS events,
            (SELECT count(*)::int FROM sports_outcomes o JOIN sports_markets m ON m.id = o.market_id
              WHERE m.event_id = $1) AS outcomes`,
    [eventId],
  );
  return rows[0];
}

describe('pruning the feed', () => {
  it('forgets the log of events over after a day and the events themselves after a week', async () => {
    await game('prune:open-old', false);
    await game('prune:closed-recent', true);
    await game('prune:closed-2-days', true);
    await game('prune:closed-8-days', true);
    await game('prune:closed-8-days-bet-on', true);
    await age('prune:open-old', 3);
    await age('prune:closed-2-days', 2);
    await age('prune:closed-8-days', 8);
    await age('prune:closed-8-days-bet-on', 8);
    // something (a bet) names an outcome of the last one
    await server.db.query(
      `CREATE TABLE prune_test_legs (outcome bigint REFERENCES sports_outcomes (id))`,
    );
    await server.db.query(
      `INSERT INTO prune_test_legs SELECT o.id FROM sports_outcomes o
         JOIN sports_markets m ON m.id = o.market_id WHERE m.event_id = $1 LIMIT 1`,
      ['prune:closed-8-days-bet-on'],
    );
    const before = await counts('prune:closed-recent');

    await pruneSportsFeed(server.db);

    // an event still open keeps its log, however old: the feed may still replay it
    expect((await counts('prune:open-old'))?.log).toBe(2);
    expect(await counts('prune:closed-recent')).toEqual(before);
    expect(await counts('prune:closed-2-days')).toMatchObject({ log: 0, events: 1 });
    expect(await counts('prune:closed-8-days')).toEqual({ log: 0, events: 0, outcomes: 0 });
    expect(await counts('prune:closed-8-days-bet-on')).toMatchObject({ log: 0, events: 1 });
    expect((await counts('prune:closed-8-days-bet-on'))?.outcomes).toBeGreaterThan(0);
  });
});
