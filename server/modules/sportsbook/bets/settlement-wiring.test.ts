import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestServer, TEST_DB_KIND, type TestServer } from '../../../testing/harness';
import { checkLedger, isLedgerBalanced } from '../../wallet/ledger';
import { createTestBook } from '../../../testing/sportsbook/test-book';

// Settlement as the running server does it (startBackgroundWork, server/composition.ts): the feed's
// changes settle the bets on what they resolved, and every node's sweep settles what was missed,
// exactly once however many nodes sweep at the same moment.
const nodes: TestServer[] = [];
afterEach(async () => {
  // the node owning the database closes last
  for (const node of nodes.splice(0).reverse()) await node.close();
});

/** Waits that assert no timing: generous, for a loaded machine. */
const PATIENCE = { timeout: 25_000, interval: 200 };

async function fundedPlayer(server: TestServer) {
  const player = await server.register();
  expect((await server.deposit(player.playerId, 10_000_000n)).body.result).toBe('credited');
  return player;
}

async function betState(server: TestServer, betId: number) {
  const { rows } = await server.db.query<{ status: string; settlements: number }>(
    `SELECT b.status, (SELECT count(*)::int FROM sports_bet_settlements s WHERE s.bet_id = b.id)
       AS settlements FROM sports_bets b WHERE b.id = $1`,
    [betId],
  );
  return rows[0];
}

it('settles a bet on a simulated match when the feed settles its market', async () => {
  const server = await createTestServer({
    seedDemo: true,
    env: { SPORTS_FEED: 'simulator', SPORTS_SIM_SPEED: '600', SPORTS_LIVE_DELAY_SECONDS: '0' },
  });
  nodes.push(server);
  const player = await fundedPlayer(server);

  // a match in play with its main market open: the runner puts a few in play at start
  let betId: number | undefined;
  await vi.waitFor(async () => {
    const events = await server.call('getEvents', { live: true, page: 1, itemsPerPage: 50 });
    expect(events.httpStatus).toBe(200);
    for (const event of events.body.rows as {
      mainMarket: {
        status: string;
        outcomes: { id: string; oddsMilli: number; isActive: boolean }[];
      } | null;
    }[]) {
      const outcome = event.mainMarket?.outcomes.find((candidate) => candidate.isActive);
      if (event.mainMarket?.status !== 'active' || !outcome) continue;
      const placed = await server.call(
        'placeBet',
        {
          playerId: player.playerId,
          stake: 1,
          type: 'single',
          selections: [{ outcomeId: outcome.id, oddsMilli: outcome.oddsMilli }],
          oddsPolicy: 'any',
        },
        { token: player.token, idempotencyKey: randomUUID() },
      );
      if (placed.httpStatus === 200) {
        betId = placed.body.bet.id as number;
        return;
      }
    }
    throw new Error('no bet accepted yet');
  }, PATIENCE);

  // the start-up sweep ran before the bet existed and the next is 30 s away: the feed settles it
  await vi.waitFor(
    async () =>
      expect(await betState(server, betId as number)).toEqual({
        status: 'settled',
        settlements: 1,
      }),
    PATIENCE,
  );
  const settled = server.events.filter((event) => event.event === 'sports_bet_settled');
  expect(settled.map((event) => event.playerId)).toEqual([player.playerId]);
  expect(isLedgerBalanced(await checkLedger(server.db))).toBe(true);
}, 60_000);

describe.runIf(TEST_DB_KIND === 'postgres')('two nodes on one PostgreSQL database', () => {
  it('settle a bet the feed resolved but nobody settled once, both sweeping at start', async () => {
    const first = await createTestServer({ seedDemo: true });
    nodes.push(first);
    const book = createTestBook(first.db);
    const player = await fundedPlayer(first);
    const eventId = await book.createEvent();
    const selections = await book.selectionsOf(eventId);
    const placed = await first.call(
      'placeBet',
      {
        playerId: player.playerId,
        stake: 1,
        type: 'single',
        selections: [{ outcomeId: selections['1x2//1'] as string, oddsMilli: 2000 }],
      },
      { token: player.token, idempotencyKey: randomUUID() },
    );
    expect(placed.httpStatus).toBe(200);
    const betId = placed.body.bet.id as number;
    // the feed resolved the market, and the node stopped before settling the bets on it
    await book.settle(eventId, '1x2', '', [
      { id: '1', result: 1 },
      { id: 'x', result: 0 },
      { id: '2', result: 0 },
    ]);
    expect(await betState(first, betId)).toEqual({ status: 'open', settlements: 0 });

    // two nodes start at the same moment, and each sweeps at start
    nodes.push(
      ...(await Promise.all([
        createTestServer({ sharing: first }),
        createTestServer({ sharing: first }),
      ])),
    );
    await vi.waitFor(
      async () =>
        expect(await betState(first, betId)).toEqual({ status: 'settled', settlements: 1 }),
      PATIENCE,
    );
    for (const node of nodes) await node.deps.background.idle();
    expect(await betState(first, betId)).toEqual({ status: 'settled', settlements: 1 });
    const { rows } = await first.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM journal WHERE reference = $1 AND kind <> 'sports_bet'`,
      [`sports_bet:${betId}`],
    );
    expect(rows[0]?.count).toBe(1);
    expect(isLedgerBalanced(await checkLedger(first.db))).toBe(true);
  }, 60_000);
});
