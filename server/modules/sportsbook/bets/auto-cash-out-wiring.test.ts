import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestServer, TEST_DB_KIND, type TestServer } from '../../../testing/harness';
import { checkLedger, isLedgerBalanced } from '../../wallet/ledger';
import { createTestBook, winner } from '../../../testing/sportsbook/test-book';

// Automatic cash-out as the running server does it (startBackgroundWork, server/composition.ts):
// every node's sweep values the bets with an automatic cash-out again, and however many nodes
// sweep at the same moment the bet is cashed out once.
const nodes: TestServer[] = [];
afterEach(async () => {
  // the node owning the database closes last
  for (const node of nodes.splice(0).reverse()) await node.close();
});

/** Waits that assert no timing: generous, for a loaded machine. */
const PATIENCE = { timeout: 25_000, interval: 200 };

describe.runIf(TEST_DB_KIND === 'postgres')('two nodes on one PostgreSQL database', () => {
  it('cash a bet out once when its value reached the value set, both sweeping at start', async () => {
    const first = await createTestServer({ seedDemo: true });
    nodes.push(first);
    const book = createTestBook(first.db);
    const player = await first.register();
    expect((await first.deposit(player.playerId, 10_000_000n)).body.result).toBe('credited');
    const eventId = await book.createEvent({ markets: [winner([2000, 3400, 3600])] });
    const outcomeId = (await book.selectionsOf(eventId))['1x2//1'] as string;
    const placed = await first.call(
      'placeBet',
      {
        playerId: player.playerId,
        stake: 1,
        type: 'single',
        selections: [{ outcomeId, oddsMilli: 2000 }],
      },
      { token: player.token, idempotencyKey: randomUUID() },
    );
    expect(placed.httpStatus).toBe(200);
    const betId = placed.body.bet.id as number;
    const set = await first.call(
      'setAutoCashOut',
      { playerId: player.playerId, betId, value: 1.2 },
      { token: player.token },
    );
    expect(set.httpStatus).toBe(200);
    await first.deps.background.idle();
    // the price moved while no node handled the feed's change: worth 1.25 mBTC now
    await book.apply(eventId, { kind: 'odds_change', markets: [winner([1600, 3400, 3600])] });
    const cashOuts = async () => {
      const { rows } = await first.db.query<{ count: number; status: string }>(
        `SELECT (SELECT count(*)::int FROM sports_bet_cash_outs WHERE bet_id = $1) AS count,
           (SELECT status FROM sports_bets WHERE id = $1) AS status`,
        [betId],
      );
      return rows[0];
    };
    expect(await cashOuts()).toEqual({ count: 0, status: 'open' });

    nodes.push(
      ...(await Promise.all([
        createTestServer({ sharing: first }),
        createTestServer({ sharing: first }),
      ])),
    );
    await vi.waitFor(
      async () => expect(await cashOuts()).toEqual({ count: 1, status: 'cashed_out' }),
      PATIENCE,
    );
    for (const node of nodes) await node.deps.background.idle();
    expect(await cashOuts()).toEqual({ count: 1, status: 'cashed_out' });
    const { rows } = await first.db.query<{ kinds: string }>(
      `SELECT string_agg(kind, ',' ORDER BY id) AS kinds FROM journal WHERE reference = $1`,
      [`sports_bet:${betId}`],
    );
    expect(rows[0]?.kinds).toBe('sports_bet,sports_cash_out');
    expect(isLedgerBalanced(await checkLedger(first.db))).toBe(true);
  }, 60_000);
});
