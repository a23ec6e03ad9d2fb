import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestServer, TEST_DB_KIND, type TestServer } from '../../../testing/harness';
import { checkLedger, getBalance, isLedgerBalanced } from '../../wallet/ledger';
import type { OutcomeResult } from '../feed/feed-messages';
import { applyFeedMessage } from '../feed/feed-store';
import { settleFeedChange } from './settlement';
import { createTestBook } from '../../../testing/sportsbook/test-book';

// Corrections in a cluster (server/composition.ts): a correction the feed committed is made once
// however many nodes settle or sweep it, also when the node that applied it stopped before.
const nodes: TestServer[] = [];
afterEach(async () => {
  // the node owning the database closes last
  for (const node of nodes.splice(0).reverse()) await node.close();
});

const PATIENCE = { timeout: 25_000, interval: 200 };
const HOME_WON: OutcomeResult[] = [
  { id: '1', result: 1 },
  { id: 'x', result: 0 },
  { id: '2', result: 0 },
];
const AWAY_WON: OutcomeResult[] = [
  { id: '1', result: 0 },
  { id: 'x', result: 0 },
  { id: '2', result: 1 },
];

/** A funded player's 1 mBTC single on the home side at 2.00, settled won by the first node. */
async function settledBet(first: TestServer) {
  const book = createTestBook(first.db);
  const player = await first.register();
  expect((await first.deposit(player.playerId, 10_000_000n)).body.result).toBe('credited');
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
  const settled = await book.settle(eventId, '1x2', '', HOME_WON);
  expect(await settleFeedChange(first.db, first.deps.realtime, settled)).toBe(1);
  return { book, player, eventId, betId: placed.body.bet.id as number };
}

async function journalKinds(server: TestServer, betId: number) {
  const { rows } = await server.db.query<{ kind: string }>(
    'SELECT kind FROM journal WHERE reference = $1 ORDER BY id',
    [`sports_bet:${betId}`],
  );
  return rows.map((row) => row.kind);
}

const CORRECTED = ['sports_bet', 'sports_win', 'sports_reversal', 'sports_lost'];

describe.runIf(TEST_DB_KIND === 'postgres')('two nodes on one PostgreSQL database', () => {
  it('make a correction the feed committed but nobody made once, both sweeping at start', async () => {
    const first = await createTestServer({ seedDemo: true });
    nodes.push(first);
    const { book, player, eventId, betId } = await settledBet(first);
    // the feed corrected the result, and the node stopped before correcting the bets
    await book.settle(eventId, '1x2', '', AWAY_WON);
    expect(await journalKinds(first, betId)).toEqual(['sports_bet', 'sports_win']);

    nodes.push(
      ...(await Promise.all([
        createTestServer({ sharing: first }),
        createTestServer({ sharing: first }),
      ])),
    );
    await vi.waitFor(
      async () => expect(await journalKinds(first, betId)).toEqual(CORRECTED),
      PATIENCE,
    );
    for (const node of nodes) await node.deps.background.idle();
    expect(await journalKinds(first, betId)).toEqual(CORRECTED);
    expect(await getBalance(first.db, player.playerId)).toBe(10_000_000n - 100_000n);
    expect(isLedgerBalanced(await checkLedger(first.db))).toBe(true);
  }, 60_000);

  it('apply a correction delivered to both at once once', async () => {
    const first = await createTestServer({ seedDemo: true });
    const second = await createTestServer({ sharing: first });
    nodes.push(first, second);
    const { book, eventId, betId } = await settledBet(first);
    const correction = book.message(eventId, {
      kind: 'bet_settlement',
      certainty: 2,
      markets: [{ type: '1x2', specifiers: '', outcomes: AWAY_WON }],
    });
    const changed = await Promise.all(
      [first, second, first, second].map(async (node) =>
        settleFeedChange(node.db, node.deps.realtime, await applyFeedMessage(node.db, correction)),
      ),
    );
    expect(changed.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await journalKinds(first, betId)).toEqual(CORRECTED);
    expect(isLedgerBalanced(await checkLedger(first.db))).toBe(true);
  }, 60_000);
});
