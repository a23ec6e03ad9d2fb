import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DEMO, type TestServer } from '../../testing/harness';

let server: TestServer;
let player: { playerId: number; token: string };
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await createTestServer({ seedDemo: true });
  player = await server.register();
  // deposits of 1, 2, 3 and 4 mBTC dated 2 hours, 3 days, 20 days and 60 days ago, and a withdrawal
  for (const [index, age] of ['2 hours', '3 days', '20 days', '60 days'].entries()) {
    const result = await server.deposit(player.playerId, BigInt((index + 1) * 100_000));
    ids[age] = result.body.transactionId as number;
    await server.db.query(
      `UPDATE financial_transactions SET created_at = now() - $2::interval WHERE id = $1`,
      [ids[age], age],
    );
  }
  const withdrawal = await server.call(
    'sendWithdrawalRequest',
    { playerId: player.playerId, amount: 0.5, address: server.deps.depositWallet.addressAt(42) },
    { token: player.token, idempotencyKey: randomUUID() },
  );
  ids.withdrawal = withdrawal.body.result.id as number;
});
afterAll(() => server.close());

const list = (filters: Record<string, unknown> = {}) =>
  server.call(
    'getFinancialTransactions',
    { playerId: player.playerId, ...filters },
    { token: player.token },
  );

describe('front/get_player_balance', () => {
  it('returns real_balance in mBTC and the currency', async () => {
    const result = await server.call(
      'getPlayerBalance',
      { id: player.playerId },
      { token: player.token },
    );
    expect(result.body).toEqual({
      status: 1,
      player: { real_balance: 9.5, player_currency: 'mBTC' },
    });
  });

  it("refuses another player's id and a visitor", async () => {
    const demoToken = await server.login(DEMO.username, DEMO.password);
    expect(
      (await server.call('getPlayerBalance', { id: player.playerId }, { token: demoToken }))
        .httpStatus,
    ).toBe(403);
    expect((await server.call('getPlayerBalance', { id: player.playerId })).httpStatus).toBe(401);
    // an id that is not one is a field error, not another player's
    expect(
      (await server.call('getPlayerBalance', { id: 'abc' }, { token: player.token })).body.errors,
    ).toEqual({ id: 'invalid_value' });
    expect(
      (await server.call('getPlayerBalance', {}, { token: player.token })).body.errors,
    ).toEqual({ id: 'field_required' });
  });
});

describe('front/get_financial_transactions', () => {
  it('defaults to the last 30 days, newest first, in pages of 10, as {rows, count}', async () => {
    const result = await list();
    expect(result.body.count).toBe(4);
    expect(result.body.rows.map((row: { id: number }) => row.id)).toEqual([
      ids.withdrawal,
      ids['2 hours'],
      ids['3 days'],
      ids['20 days'],
    ]);
  });

  it.each([
    [0, ['withdrawal', '2 hours']],
    [1, ['withdrawal', '2 hours', '3 days']],
    [2, ['withdrawal', '2 hours', '3 days', '20 days']],
  ] as const)('period %i', async (filterPeriod, expected) => {
    const result = await list({ filterPeriod });
    expect(result.body.rows.map((row: { id: number }) => row.id)).toEqual(
      expected.map((key) => ids[key]),
    );
  });

  it('period 3 takes custom dates, the end day included, and needs both', async () => {
    const day = (daysAgo: number) =>
      new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const result = await list({
      filterPeriod: 3,
      filterStartDate: day(61),
      filterEndDate: day(20),
    });
    expect(result.body.rows.map((row: { id: number }) => row.id)).toEqual([
      ids['20 days'],
      ids['60 days'],
    ]);
    const missing = await list({ filterPeriod: 3, filterStartDate: day(61) });
    expect(missing.httpStatus).toBe(400);
    expect(missing.body.errors).toEqual({ filterStartDate: 'invalid_date' });
    expect(
      (await list({ filterPeriod: 3, filterStartDate: 'yesterday', filterEndDate: day(0) })).body
        .code,
    ).toBe('invalid_date');
  });

  it('filters by status, type and provider', async () => {
    expect(
      (await list({ filterStatus: 'pending' })).body.rows.map((row: { id: number }) => row.id),
    ).toEqual([ids.withdrawal]);
    expect((await list({ filterStatus: 'complete' })).body.count).toBe(3);
    expect((await list({ filterStatus: 'cancelled' })).body.count).toBe(0);
    expect((await list({ filterType: 'deposit' })).body.count).toBe(3);
    expect((await list({ filterType: 'withdrawal' })).body.count).toBe(1);
    expect((await list({ filterProvider: 'btc' })).body.count).toBe(4);
    expect((await list({ filterProvider: 'wire' })).body.count).toBe(0);
    expect((await list({ filterStatus: 'lost' })).httpStatus).toBe(400);
  });

  it('sorts by any column both ways, also as arrays', async () => {
    const ascending = await list({ sortBy: 'amount', sortDesc: false });
    expect(ascending.body.rows.map((row: { amount: number }) => row.amount)).toEqual([
      0.5, 1, 2, 3,
    ]);
    const descending = await list({ sortBy: ['amount'], sortDesc: [true] });
    expect(descending.body.rows.map((row: { amount: number }) => row.amount)).toEqual([
      3, 2, 1, 0.5,
    ]);
    expect((await list({ sortBy: 'password' })).httpStatus).toBe(400);
  });

  it('pages', async () => {
    const second = await list({ itemsPerPage: 3, page: 2 });
    expect(second.body).toMatchObject({
      count: 4,
      rows: [expect.objectContaining({ id: ids['20 days'] })],
    });
    expect((await list({ itemsPerPage: 0 })).httpStatus).toBe(400);
    expect((await list({ itemsPerPage: 1000 })).httpStatus).toBe(400);
  });

  it("refuses another player's list", async () => {
    const demoToken = await server.login(DEMO.username, DEMO.password);
    expect(
      (
        await server.call(
          'getFinancialTransactions',
          { playerId: player.playerId },
          { token: demoToken },
        )
      ).httpStatus,
    ).toBe(403);
    expect(
      (await server.call('getFinancialTransactions', { playerId: player.playerId })).httpStatus,
    ).toBe(401);
  });
});

describe('single transactions', () => {
  it('front/get_financial_transaction returns an own transaction only', async () => {
    const own = await server.call(
      'getFinancialTransaction',
      { transactionId: ids.withdrawal },
      { token: player.token },
    );
    expect(own.body.transaction).toMatchObject({
      id: ids.withdrawal,
      type: 'withdrawal',
      status: 'pending',
      name: 'Bitcoin',
    });
    const demoToken = await server.login(DEMO.username, DEMO.password);
    expect(
      (
        await server.call(
          'getFinancialTransaction',
          { transactionId: ids.withdrawal },
          { token: demoToken },
        )
      ).httpStatus,
    ).toBe(404);
    expect(
      (await server.call('getFinancialTransaction', { transactionId: ids.withdrawal })).httpStatus,
    ).toBe(401);
  });

  it('front/get_eupayment_financial_transaction answers card and wire transactions only', async () => {
    expect(
      (
        await server.call(
          'getEupaymentFinancialTransaction',
          { transactionId: ids.withdrawal },
          { token: player.token },
        )
      ).httpStatus,
    ).toBe(404);
    const { rows } = await server.db.query<{ id: number }>(
      `INSERT INTO financial_transactions (player_id, type, amount, status, processor_id)
       VALUES ($1, 'deposit', 1000, 'cancelled', (SELECT id FROM payment_processors WHERE slug = 'wire')) RETURNING id`,
      [player.playerId],
    );
    const wire = await server.call(
      'getEupaymentFinancialTransaction',
      { transactionId: rows[0]?.id },
      { token: player.token },
    );
    expect(wire.body).toMatchObject({
      status: 1,
      transaction: { name: 'Wire transfer' },
      processor: { kind: 'wire', slug: 'wire' },
    });
  });
});

describe('processors', () => {
  it('lists the enabled deposit and withdrawal methods: Bitcoin only', async () => {
    const deposit = await server.call('getProcessors', {});
    expect(deposit.body.processors).toEqual([
      expect.objectContaining({ slug: 'btc', kind: 'crypto', currency: 'BTC' }),
    ]);
    const withdrawal = await server.call('getWithdrawalProcessors', {});
    expect(withdrawal.body.processors.map((item: { slug: string }) => item.slug)).toEqual(['btc']);
  });
});
