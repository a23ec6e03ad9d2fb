import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CallResult,
  createStaff,
  createTestServer,
  type TestServer,
} from '../../testing/harness';
import type { SeamlessAnswer, SeamlessClient } from '../seamless/client';
import { checkLedger, getBalance, isLedgerBalanced } from './ledger';

// Bursts of money calls at once, through the whole HTTP stack. On PostgreSQL they once deadlocked
// (the shared system:deposits row against the player's row lock) and answered 500 after retries.

// a demo promo code: its bonus is granted with the next credited deposit
const PROMO = 'RELOAD50';
const BONUS = 50_000n;

let server: TestServer;
let admin: string;
let house: SeamlessClient;
const payoutAddress = () => server.deps.depositWallet.addressAt(999_999);

beforeAll(async () => {
  server = await createTestServer({ seedDemo: true });
  admin = (await createStaff(server.deps)).token;
  house = server.walletClient();
});
afterAll(() => server.close());

async function playerWithAddress(bonusCode: string | null = null) {
  const player = await server.register();
  const wallet = await server.call(
    'generateWallet',
    { player_id: player.playerId, bonus_code: bonusCode },
    { token: player.token },
  );
  expect(wallet.httpStatus).toBe(200);
  return { ...player, address: wallet.body.walletAddress as string };
}

function callback(address: string, amount: bigint, txid: string, vout: number) {
  return server.signedCallback(
    JSON.stringify({ txid, vout, address, amount: Number(amount), confirmations: 6 }),
  );
}

function withdraw(player: { playerId: number; token: string }, satoshis: bigint) {
  return server.call(
    'sendWithdrawalRequest',
    { playerId: player.playerId, amount: Number(satoshis) / 100_000, address: payoutAddress() },
    { token: player.token, idempotencyKey: randomUUID() },
  );
}

const statuses = (results: (CallResult | SeamlessAnswer<unknown>)[]) =>
  results.map((result) => result.httpStatus);

/** A launch token of the house's dice for the player, as get_game_url hands it out. */
async function diceToken(player: { token: string }) {
  const { rows } = await server.db.query<{ id: number }>(
    `SELECT id FROM games WHERE slug = 'dice'`,
  );
  const launch = await server.call(
    'getGameUrl',
    { gameId: rows[0]?.id, lan: 'en' },
    { token: player.token },
  );
  return new URL(launch.body.url, 'http://localhost').searchParams.get('token') as string;
}

async function creditedOutputs(txid: string) {
  const { rows } = await server.db.query<{ vout: number; status: string }>(
    `SELECT vout, status FROM financial_transactions WHERE type = 'deposit' AND txid = $1 ORDER BY vout`,
    [txid],
  );
  return rows;
}

async function expectLedgerBalanced() {
  const report = await checkLedger(server.db);
  expect(report.unbalancedJournals).toEqual([]);
  expect(report.mismatchedAccounts).toEqual([]);
  expect(isLedgerBalanced(report)).toBe(true);
}

describe('concurrent money calls', () => {
  it('credits ten outputs of one player sent at once, and their pending bonus once', async () => {
    const player = await playerWithAddress(PROMO);
    const txid = randomBytes(32).toString('hex');
    const amounts = Array.from({ length: 10 }, (_, vout) => BigInt(10_000 * (vout + 1)));
    const results = await Promise.all(
      amounts.map((amount, vout) => callback(player.address, amount, txid, vout)),
    );
    expect(statuses(results)).toEqual(Array(10).fill(200));
    expect(results.map((result) => result.body.result)).toEqual(Array(10).fill('credited'));
    expect(await creditedOutputs(txid)).toEqual(
      amounts.map((_, vout) => ({ vout, status: 'complete' })),
    );
    const deposited = amounts.reduce((sum, amount) => sum + amount, 0n);
    expect(await getBalance(server.db, player.playerId)).toBe(deposited + BONUS);
    const bonuses = await server.db.query('SELECT 1 FROM bonuses WHERE player_id = $1', [
      player.playerId,
    ]);
    expect(bonuses.rowCount).toBe(1);
    await expectLedgerBalanced();
  });

  it('credits ten players at once with withdrawals requested, cancelled, paid and refused among them', async () => {
    const players = [];
    for (let index = 0; index < 10; index++) {
      const withBonus = index % 2 === 0;
      const player = await playerWithAddress();
      expect((await server.deposit(player.playerId, 500_000n)).body.result).toBe('credited');
      let earlier: number | null = null;
      if (withBonus) {
        await server.call(
          'generateWallet',
          { player_id: player.playerId, bonus_code: PROMO },
          { token: player.token },
        );
      } else {
        earlier = (await withdraw(player, 100_000n)).body.result.id as number;
      }
      players.push({ ...player, index, withBonus, earlier });
    }
    const txid = randomBytes(32).toString('hex');
    const burst: Promise<CallResult>[] = [];
    for (const player of players) {
      // two outputs each, so one player's deposits also race each other
      burst.push(callback(player.address, 100_000n, txid, player.index * 2));
      burst.push(callback(player.address, 50_000n, txid, player.index * 2 + 1));
      if (player.earlier === null) continue;
      const transactionId = player.earlier;
      burst.push(withdraw(player, 200_000n));
      if (player.index % 4 === 1) {
        burst.push(
          server.call('cancelWithdrawalRequest', { transactionId }, { token: player.token }),
        );
      } else if (player.index === 3) {
        burst.push(server.call('rejectWithdrawal', { transactionId }, { token: admin }));
      } else {
        const payout = randomBytes(32).toString('hex');
        burst.push(
          server.call('completeWithdrawal', { transactionId, txid: payout }, { token: admin }),
        );
      }
    }
    const results = await Promise.all(burst);
    expect(statuses(results)).toEqual(Array(burst.length).fill(200));
    expect(results.every((result) => result.body.status === 1)).toBe(true);
    expect((await creditedOutputs(txid)).filter((row) => row.status === 'complete')).toHaveLength(
      20,
    );
    for (const player of players) {
      const refunded = player.index % 4 === 1 || player.index === 3;
      const expected = player.withBonus
        ? 500_000n + 150_000n + BONUS
        : 500_000n - 100_000n + 150_000n - 200_000n + (refunded ? 100_000n : 0n);
      expect(await getBalance(server.db, player.playerId)).toBe(expected);
    }
    await expectLedgerBalanced();
  });

  it("moves one player's deposits, bets, wins and rollbacks at once, each exactly once", async () => {
    const player = await playerWithAddress();
    expect((await server.deposit(player.playerId, 1_000_000n)).body.result).toBe('credited');
    await server.call(
      'generateWallet',
      { player_id: player.playerId, bonus_code: PROMO },
      { token: player.token },
    );
    const token = await diceToken(player);
    // three rounds open before the burst, each staking 0.1 mBTC (10,000 sat)
    const open = Array.from({ length: 3 }, () => ({
      transactionId: randomUUID(),
      roundId: randomUUID(),
    }));
    for (const ids of open) {
      expect((await house.bet({ ...ids, token, game: 'dice', amount: 0.1 })).httpStatus).toBe(200);
    }
    const txid = randomBytes(32).toString('hex');
    const burst: Promise<CallResult | SeamlessAnswer<unknown>>[] = [
      ...Array.from({ length: 5 }, (_, vout) => callback(player.address, 20_000n, txid, vout)),
      ...Array.from({ length: 5 }, () =>
        house.bet({
          transactionId: randomUUID(),
          roundId: randomUUID(),
          token,
          game: 'dice',
          amount: 0.1,
        }),
      ),
      ...open.slice(0, 2).map((ids) =>
        house.win({
          transactionId: randomUUID(),
          game: 'dice',
          roundId: ids.roundId,
          amount: 0.3,
        }),
      ),
      house.rollback({ transactionId: (open[2] as { transactionId: string }).transactionId }),
    ];
    const results = await Promise.all(burst);
    expect(statuses(results)).toEqual(Array(burst.length).fill(200));
    const expected =
      1_000_000n - 3n * 10_000n + 5n * 20_000n + BONUS - 5n * 10_000n + 2n * 30_000n + 10_000n;
    expect(await getBalance(server.db, player.playerId)).toBe(expected);
    await expectLedgerBalanced();
  });
});
