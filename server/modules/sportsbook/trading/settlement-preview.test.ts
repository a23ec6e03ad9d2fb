import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createTestServer, type TestServer } from '../../../testing/harness';
import { createBetKit, type BetKitPlayer } from '../../../testing/sportsbook/test-bets';
import { createTestBook, twoWay } from '../../../testing/sportsbook/test-book';
import { getBalance } from '../../wallet/ledger';

// The back-office's preview of a settlement call (admin/sports/preview_settlement): the bets the
// call would settle or correct and their payouts, read without moving money; then the call itself
// with its step-up and the reason in the audit log; and the trading list's search and exposure.

let server: TestServer;
let book: ReturnType<typeof createTestBook>;
let kit: ReturnType<typeof createBetKit>;
let traderToken: string;
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true });
  book = createTestBook(server.db);
  kit = createBetKit(server);
  traderToken = (await createStaff(server.deps, ['trading'])).token;
});
afterAll(() => server.close());

const MARKET = { marketType: 'total', specifiers: 'total=2.5' };
const result = (a: 0 | 1, factors: { voidFactor?: string } = {}) => [
  { id: 'a', result: a, ...factors },
  { id: 'b', result: a === 1 ? 0 : 1 },
];

/** A 1 mBTC single on side `a` of a new event's total 2.5 at 2.5. */
async function betOnNewEvent(player: BetKitPlayer) {
  const eventId = await book.createEvent({
    markets: [twoWay('total', 'total=2.5', ['a', 'b'], [2500, 2500])],
  });
  const selections = await book.selectionsOf(eventId);
  const betId = await kit.placeBet(player, {
    type: 'single',
    selections: [{ outcomeId: selections['total/total=2.5/a'] as string, oddsMilli: 2500 }],
  });
  return { eventId, betId };
}

const preview = (body: Record<string, unknown>, token = traderToken) =>
  server.call('adminSportsPreviewSettlement', { ...MARKET, ...body }, { token });

async function settle(eventId: string, outcomes: ReturnType<typeof result>, reason?: string) {
  const answer = await server.call(
    'adminSportsSettleMarket',
    { eventId, ...MARKET, outcomes, ...(reason && { reason }) },
    { token: traderToken },
  );
  expect(answer.httpStatus).toBe(200);
  return answer.body as { betsChanged: number };
}

describe('admin/sports/preview_settlement', () => {
  it('shows the open bet a settlement would pay, and moves nothing', async () => {
    const player = await kit.fundedPlayer();
    const { eventId, betId } = await betOnNewEvent(player);
    const balance = await getBalance(server.db, player.playerId);

    const answer = await preview({ eventId, action: 'settle', outcomes: result(1) });
    expect(answer.httpStatus).toBe(200);
    expect(answer.body).toEqual({
      status: 1,
      openBets: 1,
      settledBets: 0,
      stake: 1,
      payout: 0,
      newPayout: 2.5,
      bets: [
        {
          betId,
          username: player.username,
          type: 'single',
          status: 'open',
          stake: 1,
          payout: null,
          newPayout: 2.5,
        },
      ],
    });
    expect((await preview({ eventId, action: 'settle', outcomes: result(0) })).body).toMatchObject({
      openBets: 1,
      newPayout: 0,
    });
    expect(await getBalance(server.db, player.playerId)).toBe(balance);
    expect((await kit.betRow(betId))?.status).toBe('open');
  });

  it('reads a void and a half result as the settlement pays them', async () => {
    const player = await kit.fundedPlayer();
    const { eventId } = await betOnNewEvent(player);
    const voided = await preview({
      eventId,
      action: 'settle',
      outcomes: result(0, { voidFactor: '1' }),
    });
    expect(voided.body).toMatchObject({ openBets: 1, newPayout: 1 });
    // half won: half the stake refunded, half paid at 2.5
    const halfWon = await preview({
      eventId,
      action: 'settle',
      outcomes: result(1, { voidFactor: '0.5' }),
    });
    expect(halfWon.body).toMatchObject({ openBets: 1, newPayout: 1.75 });
  });

  it('shows the settled bets a correction, a void or a rollback would change', async () => {
    const player = await kit.fundedPlayer();
    const { eventId, betId } = await betOnNewEvent(player);
    expect((await settle(eventId, result(1))).betsChanged).toBe(1);

    // the same results again change nothing
    expect((await preview({ eventId, action: 'settle', outcomes: result(1) })).body).toMatchObject({
      openBets: 0,
      settledBets: 0,
      bets: [],
    });
    expect((await preview({ eventId, action: 'settle', outcomes: result(0) })).body).toMatchObject({
      openBets: 0,
      settledBets: 1,
      stake: 1,
      payout: 2.5,
      newPayout: 0,
      bets: [{ betId, status: 'settled', payout: 2.5, newPayout: 0 }],
    });
    expect((await preview({ eventId, action: 'cancel' })).body).toMatchObject({
      settledBets: 1,
      payout: 2.5,
      newPayout: 1,
    });
    // a rollback reopens the bet: nothing paid after
    expect((await preview({ eventId, action: 'rollback_settlement' })).body).toMatchObject({
      settledBets: 1,
      newPayout: 0,
      bets: [{ betId, newPayout: null }],
    });
    // nothing cancelled: its rollback changes nothing
    expect((await preview({ eventId, action: 'rollback_cancel' })).body).toMatchObject({
      openBets: 0,
      settledBets: 0,
    });
  });

  it('refuses a settlement without results, a bad factor, an unknown market', async () => {
    const player = await kit.fundedPlayer();
    const { eventId } = await betOnNewEvent(player);
    const withoutResults = await preview({ eventId, action: 'settle' });
    expect(withoutResults.httpStatus).toBe(400);
    expect(withoutResults.body.code).toBe('field_required');
    const badFactor = await preview({
      eventId,
      action: 'settle',
      outcomes: result(1, { voidFactor: '2' }),
    });
    expect(badFactor.httpStatus).toBe(400);
    expect(badFactor.body.code).toBe('invalid_value');
    const badAction = await preview({ eventId, action: 'pay_everyone' });
    expect(badAction.httpStatus).toBe(400);
    const unknown = await preview({ eventId, marketType: 'btts', action: 'cancel' });
    expect(unknown.httpStatus).toBe(404);
  });

  it('is refused to staff without sports.trade', async () => {
    const player = await kit.fundedPlayer();
    const { eventId } = await betOnNewEvent(player);
    const support = await createStaff(server.deps, ['support', 'payments']);
    const answer = await preview({ eventId, action: 'cancel' }, support.token);
    expect(answer.httpStatus).toBe(403);
  });
});

describe('the settlement calls from the back-office', () => {
  it('need a code from the last five minutes', async () => {
    const player = await kit.fundedPlayer();
    const { eventId, betId } = await betOnNewEvent(player);
    const trader = await createStaff(server.deps, ['trading']);
    await server.db.query(
      `UPDATE staff_sessions SET totp_verified_at = now() - interval '6 minutes' WHERE id = $1`,
      [trader.sessionId],
    );
    const answer = await server.call(
      'adminSportsSettleMarket',
      { eventId, ...MARKET, outcomes: result(1), reason: 'feed wrong' },
      { token: trader.token },
    );
    expect(answer.httpStatus).toBe(403);
    expect(answer.body.code).toBe('fresh_totp_required');
    expect((await kit.betRow(betId))?.status).toBe('open');
  });

  it('keep the reason in the audit log', async () => {
    const player = await kit.fundedPlayer();
    const { eventId } = await betOnNewEvent(player);
    await settle(eventId, result(0), 'the feed had the wrong score');
    const { rows } = await server.db.query<{ reason: string; after: { reason?: string } }>(
      `SELECT reason, after FROM audit_log WHERE action = 'admin/sports/settle_market'
       AND target = $1`,
      [`sports_market:${eventId}/total/total=2.5`],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.reason).toBe('the feed had the wrong score');
    expect(rows[0]?.after.reason).toBeUndefined();
  });
});

describe('admin/sports/get_events: search and exposure', () => {
  it('finds events by team or league words, case and accents ignored', async () => {
    const search = async (words: string) => {
      const answer = await server.call(
        'adminSportsGetEvents',
        { search: words, itemsPerPage: 100 },
        { token: traderToken },
      );
      expect(answer.httpStatus).toBe(200);
      return (answer.body.rows as { id: string }[]).map((row) => row.id);
    };
    const first = await book.createEvent();
    const second = await book.createEvent();
    const all = await search('LIGA DE PRUÉBA');
    expect(all).toEqual(expect.arrayContaining([first, second]));
    const homeName = (
      await server.db.query<{ home_en: string }>(
        'SELECT home_en FROM sports_events WHERE id = $1',
        [second],
      )
    ).rows[0]?.home_en as string;
    expect(await search(`${homeName} test`)).toContain(second);
    expect(await search(`${homeName} test`)).not.toContain(first);
    expect(await search('nobody plays here')).toEqual([]);
  });

  it('lists only the events with open stakes in the exposure view', async () => {
    const player = await kit.fundedPlayer();
    const quiet = await book.createEvent();
    const { eventId } = await betOnNewEvent(player);
    const answer = await server.call(
      'adminSportsGetEvents',
      { isExposed: true, itemsPerPage: 100 },
      { token: traderToken },
    );
    const ids = (answer.body.rows as { id: string; openStake: number }[]).map((row) => row.id);
    expect(ids).toContain(eventId);
    expect(ids).not.toContain(quiet);
    for (const row of answer.body.rows as { openStake: number }[]) {
      expect(row.openStake).toBeGreaterThan(0);
    }
  });
});
