// The operator's withdrawal queue: oldest first, with the risk signals beside each, and the
// export for the payout wallet.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createTestServer, type TestServer } from '../../testing/harness';
import { satoshisToBtcText } from './withdrawal-export';

let server: TestServer;
let payments: { token: string; staffId: number };
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true });
  payments = await createStaff(server.deps, ['payments']);
});
afterAll(() => server.close());

const as = (token: string) => ({ token });

async function withdraw(player: { playerId: number; token: string }, amount: number, to: string) {
  const result = await server.call(
    'sendWithdrawalRequest',
    { playerId: player.playerId, amount, address: to },
    { token: player.token, idempotencyKey: randomUUID() },
  );
  expect(result.httpStatus).toBe(200);
  return result.body.result.id as number;
}

async function queueRow(id: number) {
  const queue = await server.call(
    'listPendingWithdrawals',
    { page: 1, itemsPerPage: 100 },
    as(payments.token),
  );
  expect(queue.httpStatus).toBe(200);
  return (queue.body.rows as { id: number; risk: Record<string, unknown> }[]).find(
    (row) => row.id === id,
  );
}

/** A player holding `satoshis`, with a launch token for the house dice to bet with (mBTC). */
async function playerInGame(satoshis: bigint) {
  const player = await server.register();
  await server.deposit(player.playerId, satoshis);
  const { rows } = await server.db.query<{ id: number }>(
    "SELECT id FROM games WHERE slug = 'dice'",
  );
  const launch = await server.call(
    'getGameUrl',
    { gameId: rows[0]?.id, lan: 'en' },
    as(player.token),
  );
  const token = new URL(launch.body.url as string, 'http://localhost').searchParams.get('token');
  const house = server.walletClient();
  const bet = (amount: number) =>
    house.bet({
      transactionId: randomUUID(),
      roundId: randomUUID(),
      token: token as string,
      game: 'dice',
      amount,
    });
  return { ...player, bet };
}

describe('admin/get_pending_withdrawals risk signals', () => {
  it('tells a first withdrawal to a new address, with what was wagered since the deposit', async () => {
    const player = await playerInGame(1_000_000n);
    await player.bet(2);
    await player.bet(0.5);
    const address = server.deps.depositWallet.addressAt(880_001);
    const id = await withdraw(player, 1, address);
    const row = await queueRow(id);
    expect(row).toMatchObject({ playerId: player.playerId, amount: 1, address });
    expect(row?.risk).toEqual({
      accountCreatedAt: expect.any(String),
      accountAgeDays: 0,
      lastDepositAt: expect.any(String),
      wageredSinceLastDeposit: 2.5,
      newAddress: true,
      passwordChangedAt: null,
      recentPasswordChange: false,
      blacklistedCountry: false,
      blacklistedIps: [],
      sharedAddressPlayers: [],
      sharedIpPlayers: [],
    });
    const second = await withdraw(player, 1, address);
    expect((await queueRow(second))?.risk.newAddress).toBe(false);
  });

  it('tells an address or a sign-in address shared with another player, a password just changed and the blacklists', async () => {
    const first = await server.register({ country: 'PA' });
    await server.deposit(first.playerId, 1_000_000n);
    const second = await server.register();
    await server.deposit(second.playerId, 1_000_000n);
    // the second signs in from the first's address too
    const { rows } = await server.db.query<{ ip: string }>(
      'SELECT ip FROM sessions WHERE player_id = $1 AND ip IS NOT NULL',
      [first.playerId],
    );
    const sharedIp = rows[0]?.ip as string;
    const login = await server.call(
      'login',
      { username: second.username, password: second.password },
      { headers: { 'X-Forwarded-For': sharedIp } },
    );
    expect(login.httpStatus).toBe(200);

    const address = server.deps.depositWallet.addressAt(880_002);
    await withdraw(second, 1, address);
    const id = await withdraw(first, 1, address);
    // a change after the request is a signal too (before it, withdrawals wait: withdrawal-safety.ts)
    const changed = await server.call(
      'updatePlayerPassword',
      {
        id: first.playerId,
        oldPassword: first.password,
        newPassword: 'another-pass-1',
        confirmPassword: 'another-pass-1',
      },
      as(first.token),
    );
    expect(changed.httpStatus).toBe(200);
    await server.deps.siteSettings.set('country_black_list', ['PA']);
    await server.deps.siteSettings.set('ip_black_list', [sharedIp]);
    try {
      const risk = (await queueRow(id))?.risk;
      expect(risk).toMatchObject({
        newAddress: true,
        passwordChangedAt: expect.any(String),
        recentPasswordChange: true,
        blacklistedCountry: true,
        blacklistedIps: [sharedIp],
        sharedAddressPlayers: [{ id: second.playerId, username: second.username }],
        sharedIpPlayers: [{ id: second.playerId, username: second.username }],
      });
    } finally {
      await server.deps.siteSettings.set('country_black_list', []);
      await server.deps.siteSettings.set('ip_black_list', []);
    }
  });

  it('lists the queue oldest first', async () => {
    const queue = await server.call(
      'listPendingWithdrawals',
      { itemsPerPage: 100 },
      as(payments.token),
    );
    const times = (queue.body.rows as { createdAt: string }[]).map((row) => row.createdAt);
    expect(times.length).toBeGreaterThan(1);
    expect([...times].sort()).toEqual(times);
  });
});

describe('admin/export_pending_withdrawals', () => {
  it('hands the payout wallet every pending withdrawal as CSV in BTC, with an audit entry', async () => {
    const player = await server.register();
    await server.deposit(player.playerId, 1_000_000n);
    const address = server.deps.depositWallet.addressAt(880_003);
    const id = await withdraw(player, 2.5, address);
    const exported = await server.call(
      'exportPendingWithdrawals',
      { format: 'csv' },
      as(payments.token),
    );
    expect(exported.httpStatus).toBe(200);
    const lines = (exported.body.csv as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,player_id,username,address,amount_btc,created_at');
    expect(lines).toHaveLength(exported.body.count + 1);
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${id},${player.playerId},${player.username},${address},0\\.00250000,\\d{4}-`),
      ),
    );
    const { rows } = await server.db.query<{ staff_id: number }>(
      `SELECT staff_id FROM audit_log WHERE action = 'admin/export_pending_withdrawals'`,
    );
    expect(rows).toEqual([{ staff_id: payments.staffId }]);
  });

  it('is refused to a role that does not pay withdrawals', async () => {
    const support = await createStaff(server.deps, ['support']);
    const result = await server.call(
      'exportPendingWithdrawals',
      { format: 'csv' },
      as(support.token),
    );
    expect(result.httpStatus).toBe(403);
  });

  it('writes satoshis as BTC exactly', () => {
    expect(satoshisToBtcText(1n)).toBe('0.00000001');
    expect(satoshisToBtcText(2_100_000_000_000_000n)).toBe('21000000.00000000');
  });
});
