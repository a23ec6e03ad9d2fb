import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { satoshisToMbtc } from '../../../contract/money';
import { REPORT_LEDGER_LINES } from '../../../contract/operator/reports';
import { createTestClock, systemClock } from '../../clock';
import { settleRound } from '../../seed/settled-rounds';
import { createStaff, createTestServer, type TestServer } from '../../testing/harness';
import { createTestBook, winner } from '../../testing/sportsbook/test-book';
import { createBetKit, type BetKitPlayer } from '../../testing/sportsbook/test-bets';
import type { OutcomeResult } from '../sportsbook/feed/feed-messages';
import { settleFeedChange } from '../sportsbook/bets/settlement';
import { releaseHeldDeposits } from '../wallet/held-deposits';
import { JOURNAL_KINDS } from '../wallet/journal-kinds';
import { checkLedger, isLedgerBalanced } from '../wallet/ledger';
import { LEDGER_LINE_OF_KIND } from './ledger-lines';

// Every movement of the ledger belongs to one report line (docs/operations.md, Reports): a period
// in which every journal kind is played through the real money paths reports, line by line, what
// the ledger's own tables sum to for it; what happened before the period is left out, and a kind
// the ledger holds with no line makes the report refuse rather than leave money out.
let server: TestServer;
let finance: { token: string };
let approver: { token: string };
let book: ReturnType<typeof createTestBook>;
let kit: ReturnType<typeof createBetKit>;
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true, env: { ALLOW_WITHDRAWAL_CANCEL: 'true' } });
  finance = await createStaff(server.deps, ['payments']);
  approver = await createStaff(server.deps, ['payments']);
  book = createTestBook(server.db);
  kit = createBetKit(server);
});
afterAll(() => server.close());

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
// yesterday to tomorrow: a run across midnight still finds the period's movements
const PERIOD = { granularity: 'day', from: day(-1), to: day(1) } as const;
const PERIOD_RANGE = [`${PERIOD.from}T00:00:00Z`, `${day(2)}T00:00:00Z`];
const BEFORE = '2026-01-10T12:00:00Z';

async function report(request: Record<string, unknown> = PERIOD) {
  return server.call('adminGetReport', request, { token: finance.token });
}

/** One round through the house provider's seamless wallet: its stake, then its win or rollback. */
async function playRound(
  player: { token: string },
  game: string,
  stake: number,
  win: number | 'rolled back',
) {
  const { rows } = await server.db.query<{ id: number; is_live: boolean }>(
    'SELECT id, is_live FROM games WHERE slug = $1',
    [game],
  );
  const call = rows[0]?.is_live ? 'getLiveGameUrl' : 'getGameUrl';
  const url = await server.call(call, { gameId: rows[0]?.id, lan: 'en' }, player);
  const token = new URL(url.body.url, 'http://localhost').searchParams.get('token') as string;
  const wallet = server.walletClient('house');
  const ids = { transactionId: randomUUID(), roundId: randomUUID() };
  expect((await wallet.bet({ ...ids, token, game, amount: stake })).ok).toBe(true);
  const closed =
    win === 'rolled back'
      ? await wallet.rollback({ transactionId: ids.transactionId })
      : await wallet.win({ ...ids, transactionId: randomUUID(), game, amount: win });
  expect(closed.ok).toBe(true);
}

const result = (winning: '1' | 'x' | 'void'): OutcomeResult[] =>
  winning === 'void'
    ? ['1', 'x', '2'].map((id) => ({ id, result: 0, voidFactor: '1' }) as OutcomeResult)
    : ['1', 'x', '2'].map((id) => ({ id, result: id === winning ? 1 : 0 }) as OutcomeResult);

async function settle(eventId: string, winning: '1' | 'x' | 'void') {
  const change = await book.settle(eventId, '1x2', '', result(winning));
  await settleFeedChange(server.db, server.deps.realtime, change);
}

/** A single of `stake` mBTC on the home win at 2.00 of a new match. */
async function homeWinBet(player: BetKitPlayer, stake: number) {
  const eventId = await book.createEvent({ markets: [winner([2000, 3400, 3600])] });
  const outcomeId = (await book.selectionsOf(eventId))['1x2//1'] as string;
  const betId = await kit.placeBet(player, {
    type: 'single',
    stake,
    selections: [{ outcomeId, oddsMilli: 2000 }],
  });
  return { eventId, betId };
}

async function requestWithdrawal(player: BetKitPlayer, amount: number): Promise<number> {
  const requested = await server.call(
    'sendWithdrawalRequest',
    { playerId: player.playerId, amount, address: server.deps.depositWallet.addressAt(999_997) },
    { token: player.token, idempotencyKey: randomUUID() },
  );
  expect(requested.httpStatus, JSON.stringify(requested.body)).toBe(200);
  return requested.body.result.id as number;
}

/** Every kind of movement, through the paths players, staff and the feed use. */
async function playEveryKind() {
  // a sign-up bonus, a deposit, casino and live rounds won, lost and rolled back
  const casual = await server.register({ promo_code: 'WELCOME' });
  await server.deposit(casual.playerId, 1_000_000n);
  await playRound(casual, 'dice', 2, 1.5);
  await playRound(casual, 'limbo', 1, 0);
  await playRound(casual, 'dice', 0.5, 'rolled back');
  await playRound(casual, 'crash', 4, 0);
  const { rows } = await server.db.query<{ id: number }>(
    `SELECT id FROM games WHERE slug = 'dice'`,
  );
  await server.db.transaction((tx) =>
    settleRound(tx, {
      playerId: casual.playerId,
      gameId: rows[0]?.id as number,
      roundId: randomUUID(),
      bet: 100_000n,
      win: 250_000n,
    }),
  );

  // sports: won, lost, void, cashed out
  const punter = await kit.fundedPlayer(2_000_000n);
  const won = await homeWinBet(punter, 1);
  await settle(won.eventId, '1');
  await settle((await homeWinBet(punter, 2)).eventId, 'x');
  await settle((await homeWinBet(punter, 1)).eventId, 'void');
  const cashedOut = await homeWinBet(punter, 1);
  await book.apply(cashedOut.eventId, {
    kind: 'odds_change',
    markets: [winner([1600, 3400, 3600])],
  });
  const cashOut = await server.call(
    'cashOut',
    { playerId: punter.playerId, betId: cashedOut.betId, amount: 1.25, valueSeen: 1.25 },
    { token: punter.token, idempotencyKey: randomUUID() },
  );
  expect(cashOut.httpStatus, JSON.stringify(cashOut.body)).toBe(200);

  // a win corrected to a loss once spent: the payout is owed, then paid back from a deposit
  const debtor = await kit.fundedPlayer(100_000n);
  const corrected = await homeWinBet(debtor, 1);
  await settle(corrected.eventId, '1');
  await homeWinBet(debtor, 2);
  await settle(corrected.eventId, 'x');
  await server.deposit(debtor.playerId, 300_000n);

  // withdrawals: one paid, one rejected, one cancelled by the player
  const paid = await requestWithdrawal(punter, 5);
  expect(
    (
      await server.call(
        'completeWithdrawal',
        { transactionId: paid, txid: 'b'.repeat(64) },
        { token: finance.token },
      )
    ).httpStatus,
  ).toBe(200);
  const rejected = await requestWithdrawal(punter, 1);
  expect(
    (
      await server.call(
        'rejectWithdrawal',
        { transactionId: rejected, reason: 'Address of a sanctioned service' },
        { token: finance.token },
      )
    ).httpStatus,
  ).toBe(200);
  const cancelled = await requestWithdrawal(punter, 1);
  expect(
    (
      await server.call(
        'cancelWithdrawalRequest',
        { transactionId: cancelled },
        { token: punter.token },
      )
    ).httpStatus,
  ).toBe(200);

  // manual adjustments: 505 mBTC credited with another member's approval, 2 mBTC debited at once
  const credit = await server.call(
    'adminAdjustBalance',
    { player: casual.playerId, amount: 505, type: 'goodwill', reason: 'Tournament prize' },
    { token: finance.token },
  );
  expect(credit.body.adjustment.status).toBe('pending');
  const approved = await server.call(
    'adminApproveAdjustment',
    { adjustmentId: credit.body.adjustment.id },
    { token: approver.token },
  );
  expect(approved.body.adjustment.status).toBe('applied');
  const debit = await server.call(
    'adminAdjustBalance',
    { player: casual.playerId, amount: -2, type: 'correction', reason: 'Duplicate credit' },
    { token: finance.token },
  );
  expect(debit.body.adjustment.status).toBe('applied');

  // a deposit beyond the daily limit is held, and released a day on (the clock moved)
  const limited = await server.register();
  await server.call(
    'setLimit',
    { playerId: limited.playerId, type: 'deposit', period: 'day', amount: 5 },
    { token: limited.token },
  );
  await server.deposit(limited.playerId, 800_000n);
  const clock = createTestClock();
  clock.advance(DAY_MS + 1000);
  server.deps.clock = clock;
  try {
    await releaseHeldDeposits(server.deps);
  } finally {
    server.deps.clock = systemClock;
  }
}

/** The ledger's own sums over the period, by journal kind and by account kind. */
async function ledgerSums() {
  const { rows: byKind } = await server.db.query<{
    kind: string;
    journals: number;
    credits: string;
    to_players: string;
  }>(
    `SELECT j.kind, count(DISTINCT j.id)::int AS journals,
       coalesce(sum(greatest(e.amount, 0)), 0)::text AS credits,
       coalesce(sum(CASE WHEN a.player_id IS NULL THEN 0 ELSE e.amount END), 0)::text AS to_players
     FROM journal j JOIN entries e ON e.journal_id = j.id JOIN accounts a ON a.id = e.account_id
     WHERE j.created_at >= $1 AND j.created_at < $2 GROUP BY j.kind`,
    PERIOD_RANGE,
  );
  const { rows: byAccount } = await server.db.query<{ kind: string; total: string }>(
    `SELECT a.kind, sum(e.amount)::text AS total
     FROM journal j JOIN entries e ON e.journal_id = j.id JOIN accounts a ON a.id = e.account_id
     WHERE a.player_id IS NULL AND j.created_at >= $1 AND j.created_at < $2 GROUP BY a.kind`,
    PERIOD_RANGE,
  );
  const account = (kind: string) => BigInt(byAccount.find((row) => row.kind === kind)?.total ?? 0);
  return { byKind, account };
}

describe('the report of a period in which every kind of movement happened', () => {
  let body: Awaited<ReturnType<typeof report>>['body'];
  beforeAll(async () => {
    // what the seed and the staff's set-up wrote happened before the period
    await server.db.query('UPDATE journal SET created_at = $1', [BEFORE]);
    await playEveryKind();
    const answer = await report();
    expect(answer.httpStatus, JSON.stringify(answer.body)).toBe(200);
    body = answer.body;
  }, 120_000);

  it('played every kind the ledger has, and the ledger stayed balanced', async () => {
    const { byKind } = await ledgerSums();
    expect(byKind.map((row) => row.kind).sort()).toEqual([...JOURNAL_KINDS].sort());
    expect(isLedgerBalanced(await checkLedger(server.db))).toBe(true);
  });

  it('gives every kind one line, and each line the sums of its kinds in the ledger', async () => {
    const { byKind } = await ledgerSums();
    for (const kind of JOURNAL_KINDS)
      expect(REPORT_LEDGER_LINES).toContain(LEDGER_LINE_OF_KIND[kind]);
    const expected = REPORT_LEDGER_LINES.map((line) => {
      const rows = byKind.filter((row) => LEDGER_LINE_OF_KIND[row.kind as never] === line);
      const sum = (key: 'credits' | 'to_players') =>
        satoshisToMbtc(rows.reduce((total, row) => total + BigInt(row[key]), 0n));
      return {
        line,
        movements: rows.reduce((total, row) => total + row.journals, 0),
        moved: sum('credits'),
        toPlayers: sum('to_players'),
      };
    });
    expect(body.ledger).toEqual(expected);
  });

  it('shows what was played, the approved credit on its own line', () => {
    const line = (name: string) => body.ledger.find((row: { line: string }) => row.line === name);
    expect(line('manual_adjustments')).toEqual({
      line: 'manual_adjustments',
      movements: 2,
      moved: 507,
      toPlayers: 503,
    });
    expect(line('deposits')).toMatchObject({ movements: 5, moved: 42, toPlayers: 42 });
    expect(line('bonuses')).toMatchObject({ movements: 1, moved: 1, toPlayers: 1 });
    expect(line('withdrawals_paid')).toMatchObject({ movements: 1, moved: 5, toPlayers: -5 });
    expect(line('withdrawals_returned')).toMatchObject({ movements: 2, moved: 2, toPlayers: 0 });
    expect(line('held_deposits_released')).toMatchObject({ movements: 1, moved: 3 });
    expect(line('debt_repayments')).toMatchObject({ movements: 1, moved: 2, toPlayers: 0 });
    expect(line('casino_history')).toMatchObject({ movements: 1, toPlayers: 1.5 });
    expect(body.total).toMatchObject({ bonusCosts: 1, adjustments: 503 });
  });

  it('has business figures equal to what the house accounts took in the period', async () => {
    const { account } = await ledgerSums();
    const ggr = account('system:games') + account('system:sports_house');
    const bonusCosts = -account('system:bonuses');
    const adjustments = -account('system:adjustments');
    expect(body.total).toMatchObject({
      ggr: satoshisToMbtc(ggr),
      bonusCosts: satoshisToMbtc(bonusCosts),
      adjustments: satoshisToMbtc(adjustments),
      ngr: satoshisToMbtc(ggr - bonusCosts - adjustments),
      deposits: satoshisToMbtc(-account('system:deposits')),
      withdrawals: satoshisToMbtc(account('system:withdrawals')),
    });
    // what players gained is what every line gave them: nothing of the house's is unexplained
    const house = [
      'system:games',
      'system:sports_house',
      'system:sports_book',
      'system:bonuses',
      'system:adjustments',
      'system:deposits',
      'system:withdrawals',
    ].reduce((total, kind) => total + account(kind), 0n);
    const toPlayers = body.ledger.reduce(
      (total: number, row: { toPlayers: number }) => total + Math.round(row.toPlayers * 100_000),
      0,
    );
    expect(toPlayers).toBe(Number(-house));
  });

  it('leaves out what happened before the period', async () => {
    const before = await report({ granularity: 'day', from: '2026-01-10', to: '2026-01-10' });
    const { rows } = await server.db.query<{ journals: number }>(
      'SELECT count(*)::int AS journals FROM journal WHERE created_at = $1',
      [BEFORE],
    );
    const movements = (answer: { ledger: { movements: number }[] }) =>
      answer.ledger.reduce((total, row) => total + row.movements, 0);
    expect(movements(before.body)).toBe(rows[0]?.journals);
    expect(rows[0]?.journals).toBeGreaterThan(0);
    const { byKind } = await ledgerSums();
    expect(movements(body)).toBe(byKind.reduce((total, row) => total + row.journals, 0));
  });

  it('refuses to report a period holding a kind with no line', async () => {
    // balanced, between two house accounts, as a new money path would write it
    const { rows } = await server.db.query<{ id: string }>(
      `WITH journal AS (
         INSERT INTO journal (kind, reference) VALUES ('mystery_credit', 'test') RETURNING id)
       INSERT INTO entries (journal_id, account_id, amount)
       SELECT journal.id, a.id, CASE a.kind WHEN 'system:games' THEN 1 ELSE -1 END
       FROM journal, accounts a
       WHERE a.player_id IS NULL AND a.kind IN ('system:games', 'system:bonuses')
       RETURNING journal_id::text AS id`,
    );
    try {
      const answer = await report();
      expect(answer.httpStatus).toBe(500);
    } finally {
      await server.db.query('DELETE FROM entries WHERE journal_id = $1', [rows[0]?.id]);
      await server.db.query('DELETE FROM journal WHERE id = $1', [rows[0]?.id]);
    }
    expect((await report()).httpStatus).toBe(200);
  });
});
