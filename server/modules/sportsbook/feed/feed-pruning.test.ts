import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../testing/harness';
import type { FeedMessage } from './feed-messages';
import { pruneSportsFeed } from './feed-pruning';
import { applyFeedMessage } from './feed-store';
import { MARGIN, NOW, upcomingFixture } from '../../../testing/sportsbook/simulator-test-support';
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

async function legsOf(eventId: string): Promise<number | undefined> {
  const { rows } = await server.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM sports_bet_legs WHERE event_id = $1',
    [eventId],
  );
  return rows[0]?.count;
}

describe('pruning the feed', () => {
  it('forgets the log of events over after a day and the events themselves after a week', async () => {
    const player = await server.register();
    // the node's own pruning ran at start: done before these events are made old
    await server.deps.background.idle();
    await game('prune:open-old', false);
    await game('prune:closed-recent', true);
    await game('prune:closed-2-days', true);
    await game('prune:closed-8-days', true);
    await game('prune:closed-8-days-bet-on', true);
    await age('prune:open-old', 3);
    await age('prune:closed-2-days', 2);
    await age('prune:closed-8-days', 8);
    await age('prune:closed-8-days-bet-on', 8);
    // a bet names an outcome of the last one (its history keeps what it was placed on)
    const { rows: bets } = await server.db.query<{ id: string }>(
      `INSERT INTO sports_bets (player_id, type, stake, potential_return)
       VALUES ($1, 'single', 1000, 2000) RETURNING id::text AS id`,
      [player.playerId],
    );
    await server.db.query(
      `INSERT INTO sports_bet_legs (bet_id, position, outcome_id, market_id, event_id, odds_milli)
       SELECT $1, 0, o.id, m.id, m.event_id, 2000 FROM sports_outcomes o
         JOIN sports_markets m ON m.id = o.market_id WHERE m.event_id = $2 LIMIT 1`,
      [bets[0]?.id, 'prune:closed-8-days-bet-on'],
    );
    expect(await legsOf('prune:closed-8-days-bet-on')).toBe(1);
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
