import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestClock } from '../../clock';
import { createStaff, createTestServer, type TestServer } from '../../testing/harness';
import { checkLedger, getBalance, isLedgerBalanced } from './ledger';
import { readHeldDeposits, releaseHeldDeposit } from './held-deposits';

// A withdrawal may draw on deposits held beyond the deposit limit: cash first, then held, in one
// journal; a reversed or rejected one gives each part back where it came from.
let server: TestServer;
let address: string;
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true });
  address = server.deps.depositWallet.addressAt(999_998);
});
afterAll(() => server.close());
beforeEach(() => {
  server.deps.clock = createTestClock();
});

const MBTC = 100_000n;

/** A player with `cash` mBTC playable and `held` mBTC held (a daily deposit limit of `cash`). */
async function playerHolding(cash: number, held: number) {
  const player = await server.register();
  const set = await server.call(
    'setLimit',
    { playerId: player.playerId, type: 'deposit', period: 'day', amount: cash },
    { token: player.token },
  );
  expect(set.httpStatus).toBe(200);
  const deposit = await server.deposit(player.playerId, BigInt(cash + held) * MBTC);
  expect(deposit.body.result).toBe('credited');
  expect(await getBalance(server.db, player.playerId)).toBe(BigInt(cash) * MBTC);
  expect(await readHeldDeposits(server.db, player.playerId)).toBe(BigInt(held) * MBTC);
  return player;
}

function withdraw(player: { playerId: number; token: string }, amount: number, key = randomUUID()) {
  return server.call(
    'sendWithdrawalRequest',
    { playerId: player.playerId, amount, address },
    { token: player.token, idempotencyKey: key },
  );
}

/** Cash and held deposits, in mBTC. */
async function expectBalances(playerId: number, cash: number, held: number) {
  expect(await getBalance(server.db, playerId)).toBe(BigInt(Math.round(cash * 100_000)));
  expect(await readHeldDeposits(server.db, playerId)).toBe(BigInt(Math.round(held * 100_000)));
}

describe('a withdrawal with deposits held', () => {
  it('takes the cash first, then the held deposits, and says what is withdrawable', async () => {
    const player = await playerHolding(5, 3);
    const balance = await server.call(
      'getPlayerBalance',
      { id: player.playerId },
      { token: player.token },
    );
    expect(balance.body).toMatchObject({ player: { real_balance: 5 }, heldDeposits: 3 });

    const tooMuch = await withdraw(player, 8.01);
    expect(tooMuch.httpStatus).toBe(400);
    expect(tooMuch.body.errors).toMatchObject({ amount: 'min_value' });
    expect(tooMuch.body.params).toMatchObject({ max: 8 });

    const first = await withdraw(player, 4);
    expect(first.body).toMatchObject({ status: 1, player: { real_balance: 1 } });
    await expectBalances(player.playerId, 1, 3);
    const second = await withdraw(player, 3);
    expect(second.body).toMatchObject({
      status: 1,
      result: { amount: 3 },
      player: { real_balance: 0 },
    });
    await expectBalances(player.playerId, 0, 1);
    const after = await server.call(
      'getPlayerBalance',
      { id: player.playerId },
      { token: player.token },
    );
    expect(after.body).toMatchObject({ player: { real_balance: 0 }, heldDeposits: 1 });
    expect(isLedgerBalanced(await checkLedger(server.db))).toBe(true);
  });

  it('is applied once when the same request is sent twice', async () => {
    const player = await playerHolding(2, 4);
    const key = randomUUID();
    const answers = await Promise.all([withdraw(player, 5, key), withdraw(player, 5, key)]);
    // the duplicate still in flight is told so (409); sent again, it gets the stored answer
    const applied = answers.filter((answer) => answer.httpStatus === 200);
    expect(applied.length).toBeGreaterThan(0);
    for (const answer of answers.filter((each) => each.httpStatus !== 200))
      expect([answer.httpStatus, answer.body.code]).toEqual([409, 'request_in_progress']);
    const replay = await withdraw(player, 5, key);
    for (const answer of applied) expect(answer.body.result.id).toBe(replay.body.result.id);
    await expectBalances(player.playerId, 0, 1);
    expect(isLedgerBalanced(await checkLedger(server.db))).toBe(true);
  });

  it('lets only one of two concurrent withdrawals take the same held money', async () => {
    const player = await playerHolding(1, 4);
    const answers = await Promise.all([withdraw(player, 4), withdraw(player, 4)]);
    expect(answers.map((answer) => answer.httpStatus).sort()).toEqual([200, 400]);
    await expectBalances(player.playerId, 0, 1);
    expect(isLedgerBalanced(await checkLedger(server.db))).toBe(true);
  });

  it('and a release at the same time move every satoshi once', async () => {
    const player = await playerHolding(1, 4);
    // a day on: the deposit's journal moves back, so the limit has a day's room (1 mBTC) again
    await server.db.query(
      `UPDATE journal SET created_at = created_at - interval '1 day 1 second'
        WHERE reference IN (SELECT 'financial_transaction:' || id FROM financial_transactions
                             WHERE player_id = $1)`,
      [player.playerId],
    );
    const [withdrawal, release] = await Promise.all([
      withdraw(player, 3),
      releaseHeldDeposit(server.deps, player.playerId),
    ]);
    expect(withdrawal.body.status).toBe(1);
    // 5 in, 3 out: 2 left between cash and held, whichever ran first
    const cash = await getBalance(server.db, player.playerId);
    const held = await readHeldDeposits(server.db, player.playerId);
    expect(cash + held).toBe(2n * MBTC);
    expect(release.released).toBeLessThanOrEqual(MBTC);
    expect(isLedgerBalanced(await checkLedger(server.db))).toBe(true);
  });

  it('reversed, gives the held part back to the held deposits and the rest to the cash', async () => {
    const player = await playerHolding(2, 3);
    const request = await withdraw(player, 4);
    await expectBalances(player.playerId, 0, 1);
    const cancelled = await server.call(
      'cancelWithdrawalRequest',
      { transactionId: request.body.result.id },
      { token: player.token },
    );
    expect(cancelled.body).toMatchObject({ status: 1, player: { real_balance: 2 } });
    await expectBalances(player.playerId, 2, 3);
    expect(isLedgerBalanced(await checkLedger(server.db))).toBe(true);
  });

  it('rejected by an operator, gives each part back the same way', async () => {
    const player = await playerHolding(1, 2);
    const request = await withdraw(player, 2.5);
    await expectBalances(player.playerId, 0, 0.5);
    const staff = await createStaff(server.deps);
    const rejected = await server.call(
      'rejectWithdrawal',
      { transactionId: request.body.result.id },
      { token: staff.token },
    );
    expect(rejected.httpStatus).toBe(200);
    await expectBalances(player.playerId, 1, 2);
    expect(isLedgerBalanced(await checkLedger(server.db))).toBe(true);
  });

  it('during a self-exclusion, draws on a deposit held whole', async () => {
    const player = await server.register();
    // the address was shown before the break; the coins arrive during it
    const wallet = await server.call(
      'generateWallet',
      { player_id: player.playerId },
      { token: player.token },
    );
    await server.call(
      'takeBreak',
      { playerId: player.playerId, kind: 'self_exclusion', duration: '6m' },
      { token: player.token },
    );
    const callback = await server.signedCallback(
      JSON.stringify({
        txid: randomBytes(32).toString('hex'),
        vout: 0,
        address: wallet.body.walletAddress,
        amount: Number(3n * MBTC),
        confirmations: server.deps.config.DEPOSIT_CONFIRMATIONS,
      }),
    );
    expect(callback.body.result).toBe('credited');
    // the break revoked the session: the player signs in again to withdraw
    const token = await server.login(player.username, player.password);
    await expectBalances(player.playerId, 0, 3);
    const answer = await withdraw({ playerId: player.playerId, token }, 3);
    expect(answer.body.status).toBe(1);
    await expectBalances(player.playerId, 0, 0);
    expect(isLedgerBalanced(await checkLedger(server.db))).toBe(true);
  });
});
