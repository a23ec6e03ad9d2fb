import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createStaff,
  createTestServer,
  TEST_DB_KIND,
  type TestServer,
} from '../../../testing/harness';
import { createTestBook } from '../../../testing/sportsbook/test-book';
import { lockEventForFeed } from '../book/event-lock';
import { applyFeedMessageIn } from '../feed/feed-store';

// The operator's message is numbered after the event's last seq read under the event's lock, in
// the transaction that writes it (operator-feed.ts): a feed message committed while the operator's
// call waited for the lock cannot take its number, which would make the market skip it.

describe.runIf(TEST_DB_KIND === 'postgres')('an operator message racing a feed message', () => {
  let server: TestServer;
  let adminToken: string;
  beforeAll(async () => {
    server = await createTestServer({ seedDemo: true });
    adminToken = (await createStaff(server.deps, ['trading'])).token;
  });
  afterAll(() => server.close());

  /** Backends waiting for an advisory lock (the event's lock is one). */
  async function advisoryWaiters(): Promise<number> {
    const { rows } = await server.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_stat_activity
       WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event = 'advisory'`,
    );
    return rows[0]?.count ?? 0;
  }

  it('is numbered after a feed message that committed while it waited for the event', async () => {
    const book = createTestBook(server.db);
    const eventId = await book.createEvent();
    const results = (winner: string) =>
      ['1', 'x', '2'].map((id) => ({ id, result: id === winner ? 1 : 0 }) as const);

    let operatorCall: ReturnType<TestServer['call']> | undefined;
    await server.db.transaction(async (tx) => {
      // the feed holds the event while the operator settles its 1X2
      await lockEventForFeed(tx, eventId);
      operatorCall = server.call(
        'adminSportsSettleMarket',
        { eventId, marketType: '1x2', specifiers: '', outcomes: results('1') },
        { token: adminToken },
      );
      await vi.waitFor(async () => expect(await advisoryWaiters()).toBe(1), {
        timeout: 10_000,
        interval: 50,
      });
      // and settles it otherwise, with the event's next seq
      const feed = book.message(eventId, {
        kind: 'bet_settlement',
        certainty: 2,
        markets: [{ type: '1x2', specifiers: '', outcomes: results('2') }],
      });
      expect((await applyFeedMessageIn(tx, feed)).resolvedMarkets).toHaveLength(1);
    });

    const answer = await (operatorCall as ReturnType<TestServer['call']>);
    expect(answer.httpStatus).toBe(200);
    // the operator's message came after the feed's: the market took it
    expect(answer.body).toMatchObject({ isApplied: true });
    const { rows } = await server.db.query<{ outcome_id: string; result: number }>(
      `SELECT o.outcome_id, o.result FROM sports_outcomes o JOIN sports_markets m ON m.id = o.market_id
       WHERE m.event_id = $1 AND m.type = '1x2' ORDER BY o.outcome_id`,
      [eventId],
    );
    expect(rows).toEqual([
      { outcome_id: '1', result: 1 },
      { outcome_id: '2', result: 0 },
      { outcome_id: 'x', result: 0 },
    ]);
  }, 30_000);
});
