import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestClock, systemClock, type TestClock } from '../../../clock';
import { createTestServer, TEST_DB_KIND, type TestServer } from '../../../testing/harness';
import {
  checkLedger,
  getBalance,
  getSystemBalances,
  isLedgerBalanced,
  lockCashBalance,
} from '../../wallet/ledger';
import { lockEventForFeed } from '../book/event-lock';
import { createTestBook, twoWay, winner } from '../../../testing/sportsbook/test-book';
import { untilAStatementWaitsForALock } from '../../../testing/lock-waits';

let server: TestServer;
let book: ReturnType<typeof createTestBook>;
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true, env: { SPORTS_LIVE_DELAY_SECONDS: '1' } });
  book = createTestBook(server.db);
});
afterAll(() => server.close());

async function fundedPlayer(satoshis = 10_000_000n) {
  const player = await server.register();
  const deposit = await server.deposit(player.playerId, satoshis);
  expect(deposit.body.result).toBe('credited');
  return player;
}

type Player = Awaited<ReturnType<typeof fundedPlayer>>;

function placeBet(player: Player, body: Record<string, unknown>, key: string = randomUUID()) {
  return server.call(
    'placeBet',
    { playerId: player.playerId, type: 'single', ...body },
    { token: player.token, idempotencyKey: key },
  );
}

async function journalCount(kind: string) {
  const { rows } = await server.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM journal WHERE kind = $1',
    [kind],
  );
  return rows[0]?.count ?? 0;
}

async function expectLedgerBalanced() {
  expect(isLedgerBalanced(await checkLedger(server.db))).toBe(true);
}

describe('front/sports/place_bet', () => {
  it('places a pre-match single: the stake moves from cash to the book once, the bet is open', async () => {
    const player = await fundedPlayer();
    const eventId = await book.createEvent();
    const selections = await book.selectionsOf(eventId);
    const bookBefore = (await getSystemBalances(server.db))['system:sports_book'] ?? 0n;
    const result = await placeBet(player, {
      stake: 2.5,
      selections: [{ outcomeId: selections['1x2//1'], oddsMilli: 2000 }],
    });
    expect(result.httpStatus).toBe(200);
    expect(result.body).toMatchObject({
      status: 1,
      player: { real_balance: 97.5 },
      bet: {
        type: 'single',
        stake: 2.5,
        potentialReturn: 5,
        status: 'open',
        payout: null,
        legs: [{ eventId, marketType: '1x2', outcome: '1', oddsMilli: 2000, result: null }],
      },
    });
    expect(result.body.bet.legs[0].home).toEqual({
      es: expect.any(String),
      en: expect.any(String),
    });
    expect(await getBalance(server.db, player.playerId)).toBe(9_750_000n);
    expect((await getSystemBalances(server.db))['system:sports_book']).toBe(bookBefore + 250_000n);
    expect(server.events).toContainEqual({
      playerId: player.playerId,
      event: 'balance',
      data: { real_balance: 97.5, player_currency: 'mBTC' },
    });
    const open = await server.call(
      'getBets',
      { playerId: player.playerId },
      { token: player.token },
    );
    expect(open.body.count).toBe(1);
    // the answer, built from what the placement read and wrote, is the bet as it is read back
    expect(open.body.rows[0]).toEqual(result.body.bet);
    await expectLedgerBalanced();
  });

  it('answers a replay with the same key with the first answer and moves the money once', async () => {
    const player = await fundedPlayer();
    const eventId = await book.createEvent();
    const selections = await book.selectionsOf(eventId);
    const body = { stake: 1, selections: [{ outcomeId: selections['1x2//x'], oddsMilli: 3400 }] };
    const key = randomUUID();
    const placedBefore = await journalCount('sports_bet');
    const answers = await Promise.all([
      placeBet(player, body, key),
      placeBet(player, body, key),
      placeBet(player, body, key),
    ]);
    const replay = await placeBet(player, body, key);
    const accepted = [...answers, replay].filter((answer) => answer.httpStatus === 200);
    // a duplicate still running is told to retry; every finished one has the first answer
    expect(accepted.length).toBeGreaterThanOrEqual(2);
    for (const answer of accepted) expect(answer.body).toEqual(replay.body);
    for (const answer of answers) expect([200, 409]).toContain(answer.httpStatus);
    expect(await journalCount('sports_bet')).toBe(placedBefore + 1);
    expect(await getBalance(server.db, player.playerId)).toBe(9_900_000n);

    const reused = await placeBet(player, { ...body, stake: 2 }, key);
    expect(reused.httpStatus).toBe(422);
    expect(reused.body.code).toBe('idempotency_key_reused');
    await expectLedgerBalanced();
  });

  it('places an accumulator at the product of its prices', async () => {
    const player = await fundedPlayer();
    const first = await book.selectionsOf(await book.createEvent());
    const second = await book.selectionsOf(await book.createEvent());
    const result = await placeBet(player, {
      type: 'accumulator',
      stake: 1,
      selections: [
        { outcomeId: first['1x2//1'], oddsMilli: 2000 },
        { outcomeId: second['1x2//2'], oddsMilli: 3600 },
      ],
    });
    expect(result.httpStatus).toBe(200);
    expect(result.body.bet).toMatchObject({ type: 'accumulator', potentialReturn: 7.2 });
    expect(result.body.bet.legs).toHaveLength(2);
    const open = await server.call(
      'getBets',
      { playerId: player.playerId },
      { token: player.token },
    );
    expect(open.body.rows[0]).toEqual(result.body.bet);
  });
});

describe('what place_bet refuses, changing nothing', () => {
  let player: Player;
  let eventId: string;
  let selections: Record<string, string>;
  beforeAll(async () => {
    player = await fundedPlayer(1_000_000n);
    eventId = await book.createEvent({
      markets: [
        winner([2000, 3400, 3600]),
        twoWay('total', 'total=2.5', ['over', 'under'], [1900, 1900]),
      ],
    });
    selections = await book.selectionsOf(eventId);
  });

  async function expectRefused(
    body: Record<string, unknown>,
    httpStatus: number,
    expected: Record<string, unknown>,
  ) {
    const before = await getBalance(server.db, player.playerId);
    const placed = await journalCount('sports_bet');
    const key = randomUUID();
    const result = await placeBet(player, body, key);
    expect(result.httpStatus).toBe(httpStatus);
    expect(result.body).toMatchObject({ status: 0, ...expected });
    // the refusal is the key's answer
    expect((await placeBet(player, body, key)).body).toEqual(result.body);
    expect(await getBalance(server.db, player.playerId)).toBe(before);
    expect(await journalCount('sports_bet')).toBe(placed);
  }

  const single = (key: string, oddsMilli: number) => ({
    stake: 1,
    selections: [{ outcomeId: selections[key], oddsMilli }],
  });

  it('a stake outside the limits', async () => {
    await expectRefused({ ...single('1x2//1', 2000), stake: 0.09 }, 400, {
      code: 'stake_too_low',
      params: { min: 0.1 },
    });
    await expectRefused({ ...single('1x2//1', 2000), stake: 10_000.00001 }, 400, {
      code: 'stake_too_high',
      params: { max: 10_000 },
    });
  });

  it('a stake above the balance', async () => {
    await expectRefused({ ...single('1x2//1', 2000), stake: 10.00001 }, 400, {
      code: 'min_value',
      errors: { stake: 'min_value' },
      params: { max: 10 },
    });
  });

  it('legs that do not fit the type, or two legs of one event', async () => {
    await expectRefused({ ...single('1x2//1', 2000), type: 'accumulator' }, 400, {
      code: 'too_few_legs',
    });
    const two = {
      stake: 1,
      selections: [
        { outcomeId: selections['1x2//1'], oddsMilli: 2000 },
        { outcomeId: selections['total/total=2.5/over'], oddsMilli: 1900 },
      ],
    };
    await expectRefused(two, 400, { code: 'too_many_legs' });
    await expectRefused({ ...two, type: 'accumulator' }, 400, { code: 'same_event_legs' });
  });

  it('an unknown selection', async () => {
    await expectRefused(
      { stake: 1, selections: [{ outcomeId: '999999999', oddsMilli: 2000 }] },
      409,
      { code: 'selection_unavailable', params: { outcomeId: '999999999' } },
    );
  });

  it('a price that moved, unless the policy accepts it; an accepted bet gets the current price', async () => {
    await book.apply(eventId, { kind: 'odds_change', markets: [winner([2100, 3300, 3600])] });
    await expectRefused(single('1x2//x', 3400), 409, {
      code: 'odds_changed',
      params: { outcomeId: selections['1x2//x'], oddsMilli: 3300 },
    });
    await expectRefused({ ...single('1x2//x', 3400), oddsPolicy: 'higher' }, 409, {
      code: 'odds_changed',
      params: { oddsMilli: 3300 },
    });
    const higher = await placeBet(player, { ...single('1x2//1', 2000), oddsPolicy: 'higher' });
    expect(higher.httpStatus).toBe(200);
    expect(higher.body.bet.legs[0].oddsMilli).toBe(2100);
    const any = await placeBet(player, { ...single('1x2//x', 3400), oddsPolicy: 'any' });
    expect(any.httpStatus).toBe(200);
    expect(any.body.bet.legs[0].oddsMilli).toBe(3300);
  });

  it('a suspended market, and an outcome no longer offered', async () => {
    await book.apply(eventId, {
      kind: 'bet_stop',
      markets: [{ type: 'total', specifiers: 'total=2.5' }],
    });
    await expectRefused(single('total/total=2.5/over', 1900), 409, { code: 'market_suspended' });
    await book.apply(eventId, {
      kind: 'odds_change',
      markets: [
        {
          type: 'total',
          specifiers: 'total=2.5',
          status: 'active',
          outcomes: [{ id: 'over', oddsMilli: 1900, isActive: false }],
        },
      ],
    });
    await expectRefused(single('total/total=2.5/over', 1900), 409, {
      code: 'selection_unavailable',
    });
  });

  it('a pre-match bet once the start time has passed', async () => {
    const started = await book.selectionsOf(
      await book.createEvent({ startTime: Date.now() - 60_000 }),
    );
    await expectRefused(
      { stake: 1, selections: [{ outcomeId: started['1x2//1'], oddsMilli: 2000 }] },
      409,
      { code: 'event_started' },
    );
  });

  it('a bet on an ended event', async () => {
    const ended = await book.createEvent();
    const endedSelections = await book.selectionsOf(ended);
    await book.apply(ended, { kind: 'odds_change', event: { status: 'ended' }, markets: [] });
    await expectRefused(
      { stake: 1, selections: [{ outcomeId: endedSelections['1x2//1'], oddsMilli: 2000 }] },
      409,
      { code: 'selection_unavailable' },
    );
  });

  it('leaves the ledger balanced', async () => {
    await expectLedgerBalanced();
  });
});

describe('in play', () => {
  // the acceptance delay (1 s here) waits on the server's clock: each test says when it is over
  let clock: TestClock;
  beforeEach(() => {
    clock = createTestClock();
    server.deps.clock = clock;
  });
  afterEach(() => {
    server.deps.clock = systemClock;
  });

  async function liveSelection() {
    const eventId = await book.createEvent({ status: 'live', startTime: Date.now() - 600_000 });
    const selections = await book.selectionsOf(eventId);
    return { eventId, outcomeId: selections['1x2//1'] as string };
  }

  it('accepts a bet once the acceptance delay has passed, not before', async () => {
    const player = await fundedPlayer();
    const { outcomeId } = await liveSelection();
    let answered = false;
    const pending = placeBet(player, { stake: 1, selections: [{ outcomeId, oddsMilli: 2000 }] });
    void pending.then(() => (answered = true));
    await clock.whenSleeping();
    clock.advance(999);
    // a round trip to the database: an answer due now would have come
    await server.db.query('SELECT 1');
    expect(answered).toBe(false);
    expect(clock.sleeping()).toBe(1);
    clock.advance(1);
    expect((await pending).httpStatus).toBe(200);
    expect(await getBalance(server.db, player.playerId)).toBe(9_900_000n);
  });

  it('holds the key while it waits: a duplicate is told to retry, then gets the answer', async () => {
    const player = await fundedPlayer();
    const { outcomeId } = await liveSelection();
    const body = { stake: 1, selections: [{ outcomeId, oddsMilli: 2000 }] };
    const key = randomUUID();
    const first = placeBet(player, body, key);
    await clock.whenSleeping();
    const duplicate = await placeBet(player, body, key);
    expect(duplicate.httpStatus).toBe(409);
    expect(duplicate.body.code).toBe('request_in_progress');
    clock.advance(1_000);
    const answer = await first;
    expect(answer.httpStatus).toBe(200);
    expect((await placeBet(player, body, key)).body).toEqual(answer.body);
    expect(await getBalance(server.db, player.playerId)).toBe(9_900_000n);
  });

  it('refuses a stake above the balance before the delay', async () => {
    const player = await fundedPlayer(100_000n);
    const { outcomeId } = await liveSelection();
    // answered with the clock standing still: it never waited
    const result = await placeBet(player, {
      stake: 2,
      selections: [{ outcomeId, oddsMilli: 2000 }],
    });
    expect(result.body).toMatchObject({ code: 'min_value', params: { max: 1 } });
    expect(clock.sleeping()).toBe(0);
  });

  it('refuses a bet whose market was stopped and reopened during the delay', async () => {
    const player = await fundedPlayer();
    const { eventId, outcomeId } = await liveSelection();
    const before = await getBalance(server.db, player.playerId);
    const pending = placeBet(player, { stake: 1, selections: [{ outcomeId, oddsMilli: 2000 }] });
    await clock.whenSleeping();
    await book.apply(eventId, { kind: 'bet_stop' });
    await book.apply(eventId, { kind: 'odds_change', markets: [winner([2000, 3400, 3600])] });
    clock.advance(1_000);
    const result = await pending;
    expect(result.httpStatus).toBe(409);
    expect(result.body.code).toBe('market_suspended');
    expect(await getBalance(server.db, player.playerId)).toBe(before);
  });

  it('refuses a bet whose price fell during the delay', async () => {
    const player = await fundedPlayer();
    const { eventId, outcomeId } = await liveSelection();
    const pending = placeBet(player, {
      stake: 1,
      selections: [{ outcomeId, oddsMilli: 2000 }],
      oddsPolicy: 'higher',
    });
    await clock.whenSleeping();
    await book.apply(eventId, { kind: 'odds_change', markets: [winner([1900, 3500, 3800])] });
    clock.advance(1_000);
    const result = await pending;
    expect(result.httpStatus).toBe(409);
    expect(result.body).toMatchObject({ code: 'odds_changed', params: { oddsMilli: 1900 } });
  });

  it('refuses a pre-match bet once the start time has passed on the server’s clock', async () => {
    const player = await fundedPlayer();
    const eventId = await book.createEvent({ startTime: Date.now() + 60_000 });
    const outcomeId = (await book.selectionsOf(eventId))['1x2//1'] as string;
    const body = { selections: [{ outcomeId, oddsMilli: 2000 }] };
    clock.advance(60_000);
    const result = await placeBet(player, { stake: 1, ...body });
    expect(result.httpStatus).toBe(409);
    expect(result.body.code).toBe('event_started');
  });
});

describe('bets racing a bet_stop', () => {
  it('accepts none started after the stop committed; those racing it are accepted or refused whole', async () => {
    const eventId = await book.createEvent();
    const selections = await book.selectionsOf(eventId);
    const players = await Promise.all([1, 2, 3, 4].map(() => fundedPlayer()));
    const body = { stake: 1, selections: [{ outcomeId: selections['1x2//1'], oddsMilli: 2000 }] };
    let stopCommittedAt = Number.POSITIVE_INFINITY;
    const firstAccepted = placeBet(players[0] as Player, body);
    // the stop arrives once the market has taken a bet, while the waves below keep coming
    const stop = (async () => {
      expect((await firstAccepted).httpStatus).toBe(200);
      await book.apply(eventId, { kind: 'bet_stop' });
      stopCommittedAt = Date.now();
    })();
    // waves of bets from every player until the stop has committed, and one wave after it
    const attempts: Promise<{ startedAt: number; httpStatus: number; code?: string }>[] = [];
    const sendWave = () => {
      for (const player of players) {
        const startedAt = Date.now();
        attempts.push(
          placeBet(player, body).then((result) => ({
            startedAt,
            httpStatus: result.httpStatus,
            code: result.body.code,
          })),
        );
      }
    };
    for (let wave = 0; wave < 200 && stopCommittedAt === Number.POSITIVE_INFINITY; wave++) {
      sendWave();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await stop;
    sendWave();
    const results = await Promise.all(attempts);
    for (const result of results) {
      if (result.httpStatus !== 200) expect(result.code).toBe('market_suspended');
      if (result.startedAt > stopCommittedAt) expect(result.httpStatus).not.toBe(200);
    }
    const accepted = results.filter((result) => result.httpStatus === 200).length + 1;
    // the last wave, sent after the stop, is refused whole
    expect(accepted).toBeLessThanOrEqual(results.length + 1 - players.length);
    const { rows } = await server.db.query<{ count: number; stakes: string }>(
      `SELECT count(*)::int AS count, coalesce(sum(b.stake), 0)::text AS stakes
       FROM sports_bets b JOIN sports_bet_legs l ON l.bet_id = b.id WHERE l.event_id = $1`,
      [eventId],
    );
    expect(rows[0]?.count).toBe(accepted);
    expect(BigInt(rows[0]?.stakes ?? '0')).toBe(BigInt(accepted) * 100_000n);
    const after = await placeBet(players[0] as Player, body);
    expect(after.body.code).toBe('market_suspended');
    await expectLedgerBalanced();
  });

  it('a bet arriving while a feed write holds the event waits for it and sees it (the advisory lock alone)', async () => {
    const player = await fundedPlayer();
    const eventId = await book.createEvent();
    const selections = await book.selectionsOf(eventId);
    const body = { stake: 1, selections: [{ outcomeId: selections['1x2//1'], oddsMilli: 2000 }] };
    let bet: ReturnType<typeof placeBet> | undefined;
    // a feed write as lockEvent makes it: the event's exclusive lock, then the market stopped;
    // the bet is sent while it is uncommitted (on PGlite it queues for the only connection)
    await server.db.transaction(async (tx) => {
      await lockEventForFeed(tx, eventId);
      await tx.query(`UPDATE sports_markets SET trading_status = 'suspended' WHERE event_id = $1`, [
        eventId,
      ]);
      bet = placeBet(player, body);
      await untilAStatementWaitsForALock(server);
    });
    const result = await (bet as ReturnType<typeof placeBet>);
    expect(result.httpStatus).toBe(409);
    expect(result.body.code).toBe('market_suspended');
    expect(await getBalance(server.db, player.playerId)).toBe(10_000_000n);
    await expectLedgerBalanced();
  });

  // PostgreSQL only: PGlite has one connection, so nothing waits beside anything else there
  it.runIf(TEST_DB_KIND === 'postgres')(
    'a bet waiting for its player’s cash lock holds no event lock yet (the ledger’s order)',
    async () => {
      const player = await fundedPlayer();
      const eventId = await book.createEvent();
      const selections = await book.selectionsOf(eventId);
      const body = { stake: 1, selections: [{ outcomeId: selections['1x2//1'], oddsMilli: 2000 }] };
      let queued: ReturnType<typeof placeBet> | undefined;
      await server.db.transaction(async (holder) => {
        // another movement of the player holds the cash lock
        await lockCashBalance(holder, player.playerId);
        queued = placeBet(player, body);
        await untilAStatementWaitsForALock(server);
        // while the bet waits, a feed write of its event goes through
        await server.db.transaction(async (feed) => {
          await feed.query("SET LOCAL lock_timeout = '2s'");
          await lockEventForFeed(feed, eventId);
        });
      });
      expect((await (queued as ReturnType<typeof placeBet>)).httpStatus).toBe(200);
      await expectLedgerBalanced();
    },
  );
});
