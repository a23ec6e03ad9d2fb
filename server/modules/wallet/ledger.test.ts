import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/harness';
import {
  checkLedger,
  getBalance,
  getPlayerAccountId,
  getSystemAccountId,
  getSystemBalances,
  InsufficientFundsError,
  isLedgerBalanced,
  lockCashBalance,
  postJournal,
  transfer,
} from './ledger';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('contra accounts', () => {
  it('are never updated: their balance is the sum of their entries', async () => {
    const before = await getSystemBalances(server.db);
    const player = await server.register();
    expect((await server.deposit(player.playerId, 300_000n)).body.result).toBe('credited');
    const { rows: stored } = await server.db.query<{ kind: string; balance: bigint }>(
      'SELECT kind, balance FROM accounts WHERE player_id IS NULL AND balance_derived',
    );
    expect(stored.map((row) => row.kind).sort()).toEqual([
      'system:adjustments',
      'system:bonuses',
      'system:deposits',
      'system:games',
      'system:sports_book',
      'system:sports_house',
      'system:withdrawals',
    ]);
    expect(stored.every((row) => row.balance === 0n)).toBe(true);
    const after = await getSystemBalances(server.db);
    expect(after['system:deposits'] - before['system:deposits']).toBe(-300_000n);
    expect(isLedgerBalanced(await checkLedger(server.db))).toBe(true);
  });

  it('refuse a stored balance, and a player account cannot be derived', async () => {
    await expect(
      server.db.query(`UPDATE accounts SET balance = 1 WHERE kind = 'system:deposits'`),
    ).rejects.toThrow(/accounts_derived_balance_unused/);
    const player = await server.register();
    await expect(
      server.db.query(
        `UPDATE accounts SET balance_derived = true, balance = 0 WHERE player_id = $1`,
        [player.playerId],
      ),
    ).rejects.toThrow(/accounts_player_balance_kept/);
  });
});

describe('postJournal', () => {
  it("refuses to take a player's account below zero and writes nothing", async () => {
    const player = await server.register();
    await server.deposit(player.playerId, 1_000n);
    const report = await checkLedger(server.db);
    const overdraw = server.db.transaction(async (tx) => {
      const cash = await lockCashBalance(tx, player.playerId);
      return transfer(
        tx,
        'manual_adjustment',
        'overdraw',
        cash.id,
        await getSystemAccountId(tx, 'system:games'),
        1_001n,
      );
    });
    await expect(overdraw).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await getBalance(server.db, player.playerId)).toBe(1_000n);
    expect((await checkLedger(server.db)).journals).toBe(report.journals);
  });

  it('refuses an unbalanced journal and one posting twice to an account', async () => {
    const player = await server.register();
    const attempt = (amounts: [number, bigint][]) =>
      server.db.transaction((tx) =>
        postJournal(
          tx,
          'manual_adjustment',
          'bad',
          amounts.map(([accountId, amount]) => ({ accountId, amount })),
        ),
      );
    const cash = await getPlayerAccountId(server.db, player.playerId, 'cash');
    await expect(attempt([[cash, 5n]])).rejects.toThrow(/unbalanced/);
    await expect(
      attempt([
        [cash, 5n],
        [cash, -5n],
      ]),
    ).rejects.toThrow(/unbalanced/);
  });
});
