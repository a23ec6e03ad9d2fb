import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { satoshisToMbtc } from '../../../contract/money';
import { createStaff, createTestServer, type TestServer } from '../../testing/harness';
import { settleFeedChange } from '../sportsbook/bets/settlement';
import { createBetKit } from '../../testing/sportsbook/test-bets';
import { createTestBook } from '../../testing/sportsbook/test-book';

// The reports read the ledger (server/modules/reports/): fixture data made through the real
// services (deposits, a bonus, casino and live rounds through the seamless wallet, sports bets
// placed and settled, a withdrawal paid) shows in them as made, and their totals equal sums taken
// independently over the ledger's tables and the movements' own tables.
let server: TestServer;
let staff: string;
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true });
  staff = (await createStaff(server.deps, ['payments'])).token;
});
afterAll(() => server.close());

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
// yesterday to tomorrow: a test running across midnight still finds today's movements
const RANGE = { granularity: 'day', from: day(-1), to: day(1) } as const;

async function report(request: Record<string, unknown> = RANGE) {
  const result = await server.call('adminGetReport', request, { token: staff });
  expect(result.httpStatus, JSON.stringify(result.body)).toBe(200);
  return result.body;
}

/** A player's launch token for a catalogue game, as get_game_url hands it out. */
async function launch(player: { token: string }, game: string) {
  const { rows } = await server.db.query<{ id: number; is_live: boolean }>(
    'SELECT id, is_live FROM games WHERE slug = $1',
    [game],
  );
  const call = rows[0]?.is_live ? 'getLiveGameUrl' : 'getGameUrl';
  const url = await server.call(call, { gameId: rows[0]?.id, lan: 'en' }, player);
  expect(url.httpStatus, JSON.stringify(url.body)).toBe(200);
  return new URL(url.body.url, 'http://localhost').searchParams.get('token') as string;
}

/** One round through the house provider's seamless wallet: a bet, then its win unless left open. */
async function playRound(
  player: { token: string },
  game: string,
  stake: number,
  win: number | 'open' | 'rolled back',
) {
  const wallet = server.walletClient('house');
  const token = await launch(player, game);
  const ids = { transactionId: randomUUID(), roundId: randomUUID() };
  const placed = await wallet.bet({ ...ids, token, game, amount: stake });
  expect(placed.ok, JSON.stringify(placed.body)).toBe(true);
  if (win === 'rolled back') {
    expect((await wallet.rollback({ transactionId: ids.transactionId })).ok).toBe(true);
  } else if (win !== 'open') {
    const settled = await wallet.win({ ...ids, transactionId: randomUUID(), game, amount: win });
    expect(settled.ok).toBe(true);
  }
  return { ...ids, token, game };
}

/** The test book's 1X2 prices (createEvent). */
const ODDS = { '1': 2000, x: 3400 } as const;

async function sportsBet(
  player: { playerId: number; token: string; username: string; password: string },
  stake: number,
  pick: keyof typeof ODDS,
) {
  const book = createTestBook(server.db);
  const eventId = await book.createEvent();
  const selections = await book.selectionsOf(eventId);
  const outcomeId = selections[`1x2//${pick}`] as string;
  await createBetKit(server).placeBet(player, {
    type: 'single',
    stake,
    selections: [{ outcomeId, oddsMilli: ODDS[pick] }],
  });
  const settled = await book.settle(eventId, '1x2', '', [
    { id: '1', result: 1 },
    { id: 'x', result: 0 },
    { id: '2', result: 0 },
  ]);
  expect(await settleFeedChange(server.db, server.deps.realtime, settled)).toBe(1);
}

/** Sums over the ledger of the report's range, each from the tables as they stand. */
async function ledgerSums() {
  const range = [`${RANGE.from}T00:00:00Z`, new Date(Date.parse(`${RANGE.to}T00:00:00Z`) + DAY_MS)];
  const sumOn = async (account: string, kinds: string[]) => {
    const { rows } = await server.db.query<{ total: string; journals: number }>(
      `SELECT coalesce(sum(e.amount), 0)::text AS total, count(DISTINCT j.id)::int AS journals
       FROM entries e JOIN journal j ON j.id = e.journal_id JOIN accounts a ON a.id = e.account_id
       WHERE a.kind = $1 AND j.kind = ANY($2) AND j.created_at >= $3 AND j.created_at < $4`,
      [account, kinds, ...range],
    );
    return { total: BigInt(rows[0]?.total ?? 0), journals: rows[0]?.journals ?? 0 };
  };
  const games = await sumOn('system:games', [
    'game_bet',
    'game_win',
    'game_rollback',
    'game_round',
  ]);
  const house = await sumOn('system:sports_house', [
    'sports_win',
    'sports_lost',
    'sports_void',
    'sports_cash_out',
    'sports_reversal',
  ]);
  const deposits = await sumOn('system:deposits', ['deposit']);
  const withdrawals = await sumOn('system:withdrawals', ['withdrawal_payout']);
  const bonuses = await sumOn('system:bonuses', ['bonus']);
  return {
    casinoAndLiveGgr: satoshisToMbtc(games.total),
    sportsGgr: satoshisToMbtc(house.total),
    deposits: satoshisToMbtc(-deposits.total),
    depositCount: deposits.journals,
    withdrawals: satoshisToMbtc(withdrawals.total),
    withdrawalCount: withdrawals.journals,
    bonusCosts: satoshisToMbtc(-bonuses.total),
  };
}

/**
 * The movements' own tables: rounds whose stake (or, for the demo seed's history, whose net) was
 * journalled in the range, and sports bets settled in it.
 */
const JOURNALLED = `EXISTS (SELECT 1 FROM journal j WHERE j.reference = 'bet:' || b.id
  AND j.kind IN ('game_bet', 'game_round') AND j.created_at >= $1)`;

async function movementSums() {
  const { rows: rounds } = await server.db.query<{
    vertical: string;
    stakes: string;
    wins: string;
    bets: number;
  }>(
    `SELECT CASE WHEN g.is_live THEN 'live' ELSE 'casino' END AS vertical,
       sum(b.bet)::text AS stakes, sum(b.win)::text AS wins, count(*)::int AS bets
     FROM bets b JOIN games g ON g.id = b.game_id
     WHERE b.status = 'settled' AND ${JOURNALLED} GROUP BY 1`,
    [`${RANGE.from}T00:00:00Z`],
  );
  const { rows: sports } = await server.db.query<{ stakes: string; wins: string; bets: number }>(
    `SELECT sum(stake)::text AS stakes, sum(payout)::text AS wins, count(*)::int AS bets
     FROM sports_bets WHERE status = 'settled' AND settled_at >= $1`,
    [`${RANGE.from}T00:00:00Z`],
  );
  const { rows: players } = await server.db.query<{ active: number; first: number }>(
    `SELECT (SELECT count(*)::int FROM (
               SELECT player_id FROM bets b WHERE ${JOURNALLED}
               UNION SELECT player_id FROM sports_bets WHERE placed_at >= $1) p) AS active,
            (SELECT count(*)::int FROM (
               SELECT player_id FROM financial_transactions
               WHERE type = 'deposit' AND status = 'complete'
               GROUP BY player_id HAVING min(updated_at) >= $1) f) AS first`,
    [`${RANGE.from}T00:00:00Z`],
  );
  const money = (rows: { stakes: string; wins: string; bets: number }[]) => ({
    stakes: satoshisToMbtc(BigInt(rows[0]?.stakes ?? 0)),
    wins: satoshisToMbtc(BigInt(rows[0]?.wins ?? 0)),
    bets: rows[0]?.bets ?? 0,
  });
  return {
    casino: money(rounds.filter((row) => row.vertical === 'casino')),
    live: money(rounds.filter((row) => row.vertical === 'live')),
    sports: money(sports),
    activePlayers: players[0]?.active,
    firstTimeDepositors: players[0]?.first,
  };
}

const byVertical = (
  body: { verticals: { vertical: string; period: string }[] },
  vertical: string,
) => body.verticals.filter((row) => row.vertical === vertical);

function sumOf(rows: Record<string, unknown>[], key: string): number {
  return Math.round(rows.reduce((sum, row) => sum + Number(row[key]), 0) * 100_000) / 100_000;
}

describe('admin/reports/get', () => {
  let before: Awaited<ReturnType<typeof report>>;
  let openRound: Awaited<ReturnType<typeof playRound>>;
  beforeAll(async () => {
    before = await report();
    // one with a bonus at sign-up, a deposit, two casino rounds settled, one open, one rolled back
    const casual = await server.register({ promo_code: 'WELCOME' });
    await server.deposit(casual.playerId, 1_000_000n);
    await playRound(casual, 'dice', 2, 1.5);
    await playRound(casual, 'limbo', 1, 0);
    openRound = await playRound(casual, 'dice', 0.5, 'open');
    await playRound(casual, 'dice', 0.5, 'rolled back');
    // one who plays a live table, wins a sports bet and is paid a withdrawal
    const regular = await server.register();
    await server.deposit(regular.playerId, 2_000_000n);
    await playRound(regular, 'crash', 4, 0);
    await sportsBet(regular, 1, '1');
    const withdrawal = await server.call(
      'sendWithdrawalRequest',
      {
        playerId: regular.playerId,
        amount: 5,
        address: server.deps.depositWallet.addressAt(999_998),
      },
      { token: regular.token, idempotencyKey: randomUUID() },
    );
    expect(withdrawal.httpStatus, JSON.stringify(withdrawal.body)).toBe(200);
    const admin = (await createStaff(server.deps, ['payments'])).token;
    const paid = await server.call(
      'completeWithdrawal',
      { transactionId: withdrawal.body.result.id, txid: 'a'.repeat(64) },
      { token: admin },
    );
    expect(paid.httpStatus, JSON.stringify(paid.body)).toBe(200);
    // one who deposits and loses a sports bet on the draw
    const punter = await server.register();
    await server.deposit(punter.playerId, 500_000n);
    await sportsBet(punter, 2, 'x');
  }, 60_000);

  it('shows the fixture as made: per vertical, in money and players', async () => {
    const after = await report();
    const change = (key: string, vertical?: string) => {
      const rows = (body: typeof after) => (vertical ? byVertical(body, vertical) : body.periods);
      return Math.round((sumOf(rows(after), key) - sumOf(rows(before), key)) * 100_000) / 100_000;
    };
    // the open round and the rolled-back one are not counted, their players are
    expect(
      ['stakes', 'wins', 'ggr', 'bets', 'activePlayers'].map((key) => change(key, 'casino')),
    ).toEqual([3, 1.5, 1.5, 2, 1]);
    expect(
      ['stakes', 'wins', 'ggr', 'bets', 'activePlayers'].map((key) => change(key, 'live')),
    ).toEqual([4, 0, 4, 1, 1]);
    expect(
      ['stakes', 'wins', 'ggr', 'bets', 'activePlayers'].map((key) => change(key, 'sports')),
    ).toEqual([3, 2, 1, 2, 2]);
    const keys = ['ggr', 'bonusCosts', 'ngr', 'deposits', 'depositCount', 'withdrawals'];
    expect(keys.map((key) => change(key))).toEqual([6.5, 1, 5.5, 35, 3, 5]);
    expect(
      ['withdrawalCount', 'activePlayers', 'firstTimeDepositors'].map((key) => change(key)),
    ).toEqual([1, 3, 3]);
  });

  it('totals equal the sums over the ledger and over the movements, once no round is open', async () => {
    await server
      .walletClient('house')
      .win({ ...openRound, transactionId: randomUUID(), amount: 0 });
    const body = await report();
    const ledger = await ledgerSums();
    const movements = await movementSums();
    const casino = byVertical(body, 'casino');
    const live = byVertical(body, 'live');
    const sports = byVertical(body, 'sports');
    expect(sumOf([...casino, ...live], 'ggr')).toBe(ledger.casinoAndLiveGgr);
    expect(sumOf(sports, 'ggr')).toBe(ledger.sportsGgr);
    expect(body.total).toMatchObject({
      ggr: Math.round((ledger.casinoAndLiveGgr + ledger.sportsGgr) * 100_000) / 100_000,
      bonusCosts: ledger.bonusCosts,
      ngr:
        Math.round((ledger.casinoAndLiveGgr + ledger.sportsGgr - ledger.bonusCosts) * 100_000) /
        100_000,
      deposits: ledger.deposits,
      depositCount: ledger.depositCount,
      withdrawals: ledger.withdrawals,
      withdrawalCount: ledger.withdrawalCount,
      activePlayers: movements.activePlayers,
      firstTimeDepositors: movements.firstTimeDepositors,
    });
    for (const [vertical, rows] of [
      ['casino', casino],
      ['live', live],
      ['sports', sports],
    ] as const) {
      const expected = movements[vertical];
      expect([sumOf(rows, 'stakes'), sumOf(rows, 'wins'), sumOf(rows, 'bets')], vertical).toEqual([
        expected.stakes,
        expected.wins,
        expected.bets,
      ]);
    }
    // the periods add up to the total (players aside: one may play on several days)
    for (const key of ['stakes', 'wins', 'ggr', 'bonusCosts', 'ngr', 'deposits', 'withdrawals'])
      expect(sumOf(body.periods, key), key).toBe(body.total[key]);
  });

  it('has every period, a vertical row only where it had bets or players, and narrows to one vertical', async () => {
    const body = await report();
    expect(body.periods.map((row: { period: string }) => row.period)).toEqual([
      day(-1),
      day(0),
      day(1),
    ]);
    expect(body.verticals.map((row: { vertical: string }) => row.vertical).sort()).toEqual([
      'casino',
      'live',
      'sports',
    ]);
    expect(body.total.period).toBe(RANGE.from);
    for (const total of body.verticalTotals) {
      const rows = byVertical(body, total.vertical);
      for (const key of ['stakes', 'wins', 'ggr', 'bets'])
        expect(total[key], `${total.vertical} ${key}`).toBe(sumOf(rows, key));
    }
    const sportsOnly = await report({ ...RANGE, vertical: 'sports' });
    expect(sportsOnly.verticals).toEqual(byVertical(body, 'sports'));
    expect(sportsOnly.periods).toEqual(body.periods);
  });

  it('groups by ISO week and by month', async () => {
    const weeks = await report({ granularity: 'week', from: '2026-03-04', to: '2026-03-17' });
    expect(weeks.periods.map((row: { period: string }) => row.period)).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
    ]);
    const months = await report({ granularity: 'month', from: '2025-11-20', to: '2026-02-01' });
    expect(months.periods.map((row: { period: string }) => row.period)).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
  });

  it('puts a movement in the period of its journal', async () => {
    const player = await server.register();
    await server.deposit(player.playerId, 300_000n);
    // the deposit's journal as if made on 15 January 2026 at 23:30 UTC
    await server.db.query(
      `UPDATE journal SET created_at = '2026-01-15T23:30:00Z' WHERE id = (
         SELECT j.id FROM journal j JOIN entries e ON e.journal_id = j.id
         JOIN accounts a ON a.id = e.account_id WHERE a.player_id = $1 AND j.kind = 'deposit')`,
      [player.playerId],
    );
    const months = await report({ granularity: 'month', from: '2026-01-01', to: '2026-01-31' });
    expect(months.periods).toEqual([
      expect.objectContaining({
        period: '2026-01-01',
        deposits: 3,
        depositCount: 1,
        firstTimeDepositors: 1,
      }),
    ]);
    const days = await report({ granularity: 'day', from: '2026-01-15', to: '2026-01-16' });
    expect(days.periods.map((row: { deposits: number }) => row.deposits)).toEqual([3, 0]);
  });

  it.each([
    [{ ...RANGE, from: day(1), to: day(-1) }, 'to', 'report_range_invalid'],
    [{ granularity: 'day', from: '2024-01-01', to: '2026-01-01' }, 'to', 'report_range_too_long'],
    [{ ...RANGE, granularity: 'year' }, 'granularity', 'invalid_value'],
    [{ ...RANGE, from: '2026-02-30' }, 'from', 'invalid_date'],
    [{ ...RANGE, vertical: 'poker' }, 'vertical', 'invalid_value'],
  ])('refuses %j with a 400 naming the field', async (request, field, code) => {
    const result = await server.call('adminGetReport', request, { token: staff });
    expect(result.httpStatus).toBe(400);
    expect(result.body.errors).toEqual({ [field]: code });
  });

  it('is refused to a role without reports.read', async () => {
    const content = (await createStaff(server.deps, ['content'])).token;
    expect((await server.call('adminGetReport', RANGE, { token: content })).httpStatus).toBe(403);
  });
});

describe('admin/reports/export', () => {
  it('answers the same report as CSV, one line per row', async () => {
    const body = await report();
    const result = await server.call('adminExportReport', RANGE, { token: staff });
    expect(result.httpStatus).toBe(200);
    expect(result.body.filename).toBe(`report-day-${RANGE.from}-${RANGE.to}.csv`);
    const lines = (result.body.csv as string).trimEnd().split('\n');
    expect(lines[0]).toBe(
      'period,vertical,stakes_mbtc,wins_mbtc,ggr_mbtc,bets,active_players,bonus_costs_mbtc,adjustments_mbtc,ngr_mbtc,deposits_mbtc,deposit_count,withdrawals_mbtc,withdrawal_count,first_time_depositors',
    );
    expect(lines).toHaveLength(1 + body.verticals.length + 3 + body.verticalTotals.length + 1);
    const sports = body.verticals.find(
      (row: { vertical: string; period: string }) =>
        row.vertical === 'sports' && row.period === day(0),
    );
    const blanks = (count: number) => Array<string>(count).fill('');
    expect(lines).toContain(
      [
        ...[day(0), 'sports', sports.stakes, sports.wins, sports.ggr, sports.bets],
        ...[sports.activePlayers, ...blanks(8)],
      ].join(','),
    );
    const { total } = body;
    expect(lines.at(-1)).toBe(
      [
        ...['total', 'all', total.stakes, total.wins, total.ggr, '', total.activePlayers],
        ...[
          total.bonusCosts,
          total.adjustments,
          total.ngr,
          total.deposits,
          total.depositCount,
          total.withdrawals,
        ],
        ...[total.withdrawalCount, total.firstTimeDepositors],
      ].join(','),
    );
  });
});
