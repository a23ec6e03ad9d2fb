import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createStaff,
  createTestServer,
  TEST_DB_KIND,
  type TestServer,
} from '../../testing/harness';
import type { RoomMessage } from '../realtime/realtime';
import { createBetKit } from '../../testing/sportsbook/test-bets';
import { createTestBook, winner } from '../../testing/sportsbook/test-book';

// The operator's trading: the book's liability per outcome, and a market's suspension that
// place_bet and cash-out obey and the feed does not lift, on one node and on two.
let server: TestServer;
let trader: string;
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true });
  trader = (await createStaff(server.deps, ['trading'])).token;
});
afterAll(() => server.close());

const market = (eventId: string) => ({ eventId, marketType: '1x2', specifiers: '' });

async function eventWithBets(node: TestServer) {
  const kit = createBetKit(node);
  const book = createTestBook(node.db);
  const eventId = await book.createEvent();
  const selections = await book.selectionsOf(eventId);
  const player = await kit.fundedPlayer();
  const single = (outcome: string, oddsMilli: number, stake: number) => ({
    type: 'single' as const,
    stake,
    selections: [{ outcomeId: selections[`1x2//${outcome}`] as string, oddsMilli }],
  });
  const betOnHome = await kit.placeBet(player, single('1', 2000, 1));
  await kit.placeBet(player, single('x', 3400, 2));
  return { kit, book, eventId, selections, player, betOnHome, single };
}

const place = (node: TestServer, player: { playerId: number; token: string }, bet: object) =>
  node.call(
    'placeBet',
    { playerId: player.playerId, ...bet },
    { token: player.token, idempotencyKey: randomUUID() },
  );

const call = (
  node: TestServer,
  name: 'adminSportsSuspendMarket' | 'adminSportsResumeMarket' | 'adminSportsGetEvents',
  body: object,
  token = trader,
) => node.call(name, body, { token });

describe('admin/sports/get_events', () => {
  it("shows each event's open stake and the book's liability per outcome", async () => {
    const { eventId, selections } = await eventWithBets(server);
    const result = await call(server, 'adminSportsGetEvents', { eventId });
    expect(result.httpStatus, JSON.stringify(result.body)).toBe(200);
    expect(result.body.count).toBe(1);
    const [event] = result.body.rows;
    expect(event).toMatchObject({ id: eventId, status: 'not_started', openStake: 3, openBets: 2 });
    expect(event.markets[0]).toMatchObject({
      type: '1x2',
      status: 'active',
      isOperatorSuspended: false,
      openStake: 3,
      maxLiability: 3.8,
      outcomes: [
        { id: selections['1x2//1'], outcomeId: '1', stake: 1, payout: 2, liability: -1 },
        { id: selections['1x2//x'], outcomeId: 'x', stake: 2, payout: 6.8, liability: 3.8 },
        { id: selections['1x2//2'], outcomeId: '2', stake: 0, payout: 0, liability: -3 },
      ],
    });
  });

  it('filters by status and pages', async () => {
    await eventWithBets(server);
    const live = await call(server, 'adminSportsGetEvents', { status: 'live' });
    expect(live.body.rows.every((row: { status: string }) => row.status === 'live')).toBe(true);
    const page = await call(server, 'adminSportsGetEvents', { itemsPerPage: 1, page: 2 });
    expect(page.body.rows).toHaveLength(1);
    expect(page.body.count).toBeGreaterThanOrEqual(2);
    const bad = await call(server, 'adminSportsGetEvents', { status: 'paused' });
    expect(bad.httpStatus).toBe(400);
    expect(bad.body.errors).toEqual({ status: 'invalid_value' });
  });
});

describe('admin/sports/suspend_market and resume_market', () => {
  it('refuse bets and cash-outs on the market until resumed, whatever the feed says', async () => {
    const { book, eventId, player, betOnHome, single } = await eventWithBets(server);
    const roomEvents: RoomMessage[] = [];
    const unsubscribe = server.deps.realtime.subscribeToRooms((message) =>
      roomEvents.push(message),
    );
    const suspended = await call(server, 'adminSportsSuspendMarket', {
      ...market(eventId),
      reason: 'team news',
    });
    expect(suspended.httpStatus, JSON.stringify(suspended.body)).toBe(200);
    expect(suspended.body).toMatchObject({
      market: { status: 'suspended', isOperatorSuspended: true },
      isChanged: true,
    });
    const marketId = suspended.body.market.id;
    unsubscribe();
    expect(roomEvents).toContainEqual(
      expect.objectContaining({
        event: 'sports_odds',
        data: expect.objectContaining({
          eventId,
          markets: [{ id: marketId, status: 'suspended' }],
        }),
      }),
    );

    const refused = await place(server, player, single('2', 3600, 1));
    expect(refused.httpStatus).toBe(409);
    expect(refused.body.code).toBe('market_suspended');
    const cashOut = await server.call(
      'cashOut',
      { playerId: player.playerId, betId: betOnHome, amount: 0.5, valueSeen: 0.5, tolerance: 5 },
      { token: player.token, idempotencyKey: randomUUID() },
    );
    expect(cashOut.body.code).toBe('market_suspended');

    // the feed's next prices, market active, leave the operator's suspension in force
    await book.apply(eventId, { kind: 'odds_change', markets: [winner([2100, 3300, 3500])] });
    const event = await server.call('getEvent', { eventId });
    expect(event.body.event.markets[0].status).toBe('suspended');
    expect((await place(server, player, single('2', 3500, 1))).body.code).toBe('market_suspended');
    const again = await call(server, 'adminSportsSuspendMarket', market(eventId));
    expect(again.body.isChanged).toBe(false);

    const resumed = await call(server, 'adminSportsResumeMarket', market(eventId));
    expect(resumed.body).toMatchObject({
      market: { id: marketId, status: 'active', isOperatorSuspended: false },
      isChanged: true,
    });
    const accepted = await place(server, player, single('2', 3500, 1));
    expect(accepted.httpStatus, JSON.stringify(accepted.body)).toBe(200);

    const { rows } = await server.db.query<{ action: string; reason: string | null }>(
      `SELECT action, reason FROM audit_log WHERE target = $1 ORDER BY id`,
      [`sports_market:${eventId}/1x2/`],
    );
    expect(rows).toEqual([
      { action: 'admin/sports/suspend_market', reason: 'team news' },
      { action: 'admin/sports/suspend_market', reason: null },
      { action: 'admin/sports/resume_market', reason: null },
    ]);
  });

  it('answers not_found for an unknown event or market and field errors for bad input, changing nothing', async () => {
    const { eventId } = await eventWithBets(server);
    for (const body of [
      market('no-such-event'),
      { ...market(eventId), marketType: 'total', specifiers: 'total=9.5' },
    ]) {
      const result = await call(server, 'adminSportsSuspendMarket', body);
      expect(result.httpStatus).toBe(404);
      expect(result.body.code).toBe('not_found');
    }
    const bad = await call(server, 'adminSportsSuspendMarket', { eventId, marketType: '' });
    expect(bad.httpStatus).toBe(400);
    expect(bad.body.errors).toEqual({ marketType: 'field_required' });
    const view = await call(server, 'adminSportsGetEvents', { eventId });
    expect(view.body.rows[0].markets[0].isOperatorSuspended).toBe(false);
  });

  it('is refused to a role without sports.trade', async () => {
    const support = (await createStaff(server.deps, ['support'])).token;
    const result = await call(server, 'adminSportsSuspendMarket', market('x'), support);
    expect(result.httpStatus).toBe(403);
  });
});

describe.runIf(TEST_DB_KIND === 'postgres')('two nodes on one PostgreSQL database', () => {
  const nodes: TestServer[] = [];
  afterEach(async () => {
    for (const node of nodes.splice(0).reverse()) await node.close();
  });

  it('see the same suspension: one suspends, the other refuses; the other resumes, the first accepts', async () => {
    const first = await createTestServer({ seedDemo: true });
    const second = await createTestServer({ sharing: first });
    nodes.push(first, second);
    const token = (await createStaff(first.deps, ['trading'])).token;
    const { eventId, player, single } = await eventWithBets(first);

    expect((await call(first, 'adminSportsSuspendMarket', market(eventId), token)).httpStatus).toBe(
      200,
    );
    const refused = await place(second, player, single('2', 3600, 1));
    expect(refused.body.code).toBe('market_suspended');
    const seen = await call(second, 'adminSportsGetEvents', { eventId }, token);
    expect(seen.body.rows[0].markets[0]).toMatchObject({
      status: 'suspended',
      isOperatorSuspended: true,
    });

    expect((await call(second, 'adminSportsResumeMarket', market(eventId), token)).httpStatus).toBe(
      200,
    );
    const accepted = await place(first, player, single('2', 3600, 1));
    expect(accepted.httpStatus, JSON.stringify(accepted.body)).toBe(200);
  }, 60_000);
});
