import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestClock } from '../../clock';
import { createTestServer, type TestServer } from '../../testing/harness';
import { createHouseTestClient } from '../../testing/house/house-test-client';
import type { SeamlessClient } from '../seamless/client';
import { createTestBook, twoWay } from '../../testing/sportsbook/test-book';
import { checkLedger, isLedgerBalanced } from '../wallet/ledger';

// Loss and wager limits as a player meets them: set, raised (pending until cooling-off and a
// confirmation), and enforced on every bet inside its money transaction.
let server: TestServer;
let wallet: SeamlessClient;
let house: ReturnType<typeof createHouseTestClient>;
let clock: ReturnType<typeof createTestClock>;
let book: ReturnType<typeof createTestBook>;
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true });
  wallet = server.walletClient();
  house = createHouseTestClient(server);
  book = createTestBook(server.db);
});
afterAll(() => server.close());
// each test starts at the database's time: what it did before a jump stays behind the jump
beforeEach(() => {
  clock = createTestClock();
  server.deps.clock = clock;
});

const HOUR = 60 * 60 * 1000;
const FUNDS = 10_000_000n; // 100 mBTC

type Player = Awaited<ReturnType<typeof house.newPlayer>>;

function setLimit(player: Player, body: Record<string, unknown>) {
  return server.call(
    'setLimit',
    { playerId: player.playerId, ...body },
    { token: player.accessToken },
  );
}

/** A seamless bet of `amount` mBTC on dice, its round lost (no win) when `lose`. */
async function bet(player: Player, amount: number, lose = true) {
  const roundId = randomUUID();
  const answer = await wallet.bet({
    transactionId: randomUUID(),
    token: player.token,
    game: 'dice',
    roundId,
    amount,
  });
  if (answer.ok && lose)
    await wallet.win({ transactionId: randomUUID(), game: 'dice', roundId, amount: 0 });
  return answer.ok
    ? { kind: 'accepted' as const }
    : { kind: 'refused' as const, refusal: answer.body };
}

describe('a loss limit', () => {
  it('refuses a bet beyond what is left, with the amount left, and takes nothing', async () => {
    const player = await house.newPlayer(FUNDS);
    const set = await setLimit(player, { type: 'loss', period: 'day', amount: 2 });
    expect(set.body.limit).toMatchObject({ amount: 2, used: 0, left: 2, pending: null });

    expect((await bet(player, 1.5)).kind).toBe('accepted');
    const refused = await bet(player, 1);
    expect(refused).toMatchObject({
      kind: 'refused',
      refusal: { code: 'limit_exceeded', params: { max: 0.5, limit: 'loss', period: 'day' } },
    });
    expect((await bet(player, 0.5)).kind).toBe('accepted');
    expect(isLedgerBalanced(await checkLedger(server.db))).toBe(true);
  });

  it('counts stakes minus wins: a win makes room again', async () => {
    const player = await house.newPlayer(FUNDS);
    await setLimit(player, { type: 'loss', period: 'week', amount: 2 });
    const roundId = randomUUID();
    await wallet.bet({
      transactionId: randomUUID(),
      token: player.token,
      game: 'dice',
      roundId,
      amount: 2,
    });
    expect((await bet(player, 0.1)).kind).toBe('refused');
    await wallet.win({ transactionId: randomUUID(), game: 'dice', roundId, amount: 1.5 });
    const status = await server.call(
      'getProtectionStatus',
      { playerId: player.playerId },
      { token: player.accessToken },
    );
    expect(status.body.limits).toContainEqual(
      expect.objectContaining({ type: 'loss', period: 'week', used: 0.5, left: 1.5 }),
    );
    expect((await bet(player, 1.5)).kind).toBe('accepted');
  });

  it('is refused by the house games with the same code and amount', async () => {
    const player = await house.newPlayer(FUNDS);
    await setLimit(player, { type: 'wager', period: 'day', amount: 1 });
    const answer = await house.call('dice', {
      token: player.token,
      game: player.game,
      amount: 2,
      target: 50,
      direction: 'over',
    });
    expect([answer.httpStatus, answer.body]).toEqual([
      409,
      { status: 0, code: 'limit_exceeded', params: { max: 1, limit: 'wager', period: 'day' } },
    ]);
  });

  it('is refused on sports bets with the same code and amount', async () => {
    const player = await house.newPlayer(FUNDS);
    await setLimit(player, { type: 'loss', period: 'day', amount: 1.5 });
    const eventId = await book.createEvent({
      markets: [twoWay('total', 'total=2.5', ['a', 'b'], [2000, 2000])],
    });
    const outcomeId = (await book.selectionsOf(eventId))['total/total=2.5/a'] as string;
    const place = (stake: number) =>
      server.call(
        'placeBet',
        {
          playerId: player.playerId,
          stake,
          type: 'single',
          selections: [{ outcomeId, oddsMilli: 2000 }],
        },
        { token: player.accessToken, idempotencyKey: randomUUID() },
      );
    expect((await place(1)).httpStatus).toBe(200);
    const refused = await place(1);
    expect([refused.httpStatus, refused.body]).toEqual([
      409,
      { status: 0, code: 'limit_exceeded', params: { max: 0.5, limit: 'loss', period: 'day' } },
    ]);
  });

  it('forgets a loss once it leaves the rolling window', async () => {
    const player = await house.newPlayer(FUNDS);
    await setLimit(player, { type: 'loss', period: 'day', amount: 1 });
    expect((await bet(player, 1)).kind).toBe('accepted');
    expect((await bet(player, 0.01)).kind).toBe('refused');
    // a minute before the loss is a day old (a margin for a loaded machine), then a minute after
    clock.advance(24 * HOUR - 60_000);
    expect((await bet(player, 0.01)).kind).toBe('refused');
    clock.advance(120_000);
    expect((await bet(player, 1)).kind).toBe('accepted');
  });

  it('lets the lowest of several limits decide', async () => {
    const player = await house.newPlayer(FUNDS);
    await setLimit(player, { type: 'loss', period: 'month', amount: 1 });
    await setLimit(player, { type: 'wager', period: 'day', amount: 5 });
    expect(await bet(player, 2)).toMatchObject({
      kind: 'refused',
      refusal: { params: { max: 1, limit: 'loss', period: 'month' } },
    });
  });
});

describe('changing a limit', () => {
  it('applies a decrease at once and an increase only after 24 hours and a confirmation', async () => {
    const player = await house.newPlayer(FUNDS);
    await setLimit(player, { type: 'wager', period: 'week', amount: 5 });
    const raised = await setLimit(player, { type: 'wager', period: 'week', amount: 20 });
    expect(raised.body.limit).toMatchObject({ amount: 5, pending: { amount: 20 } });
    expect((await bet(player, 6)).kind).toBe('refused');

    const confirm = () =>
      server.call(
        'confirmLimit',
        { playerId: player.playerId, type: 'wager', period: 'week' },
        { token: player.accessToken },
      );
    const early = await confirm();
    expect([early.httpStatus, early.body.code]).toEqual([409, 'limit_not_confirmable']);
    expect(early.body.params.confirmableAt).toBe(raised.body.limit.pending.confirmableAt);

    clock.advance(24 * HOUR);
    // due, but still not in force until confirmed
    expect((await bet(player, 6)).kind).toBe('refused');
    const confirmed = await confirm();
    expect(confirmed.body.limit).toMatchObject({ amount: 20, pending: null });
    expect((await bet(player, 6)).kind).toBe('accepted');

    const lowered = await setLimit(player, { type: 'wager', period: 'week', amount: 1 });
    expect(lowered.body.limit).toMatchObject({ amount: 1, left: 0, pending: null });
    expect(await bet(player, 0.01)).toMatchObject({ refusal: { code: 'limit_exceeded' } });
  });

  it('removes a limit only after the cooling-off and a confirmation', async () => {
    const player = await house.newPlayer(FUNDS);
    await setLimit(player, { type: 'loss', period: 'day', amount: 1 });
    const removal = await setLimit(player, { type: 'loss', period: 'day', amount: null });
    expect(removal.body.limit).toMatchObject({ amount: 1, pending: { amount: null } });
    clock.advance(24 * HOUR);
    const confirmed = await server.call(
      'confirmLimit',
      { playerId: player.playerId, type: 'loss', period: 'day' },
      { token: player.accessToken },
    );
    expect(confirmed.body.limit).toMatchObject({ amount: null, left: null, pending: null });
    expect((await bet(player, 5)).kind).toBe('accepted');
  });
});

describe('concurrent bets', () => {
  it('cannot both pass a limit that has room for one', async () => {
    const player = await house.newPlayer(FUNDS);
    await setLimit(player, { type: 'wager', period: 'day', amount: 3 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => bet(player, 1, false)));
    expect(answers.filter((answer) => answer.kind === 'accepted')).toHaveLength(3);
    expect(answers.filter((answer) => answer.kind === 'refused')).toHaveLength(3);
    expect(isLedgerBalanced(await checkLedger(server.db))).toBe(true);
  });
});
