import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestClock } from '../../clock';
import { createTestServer, type TestServer } from '../../testing/harness';
import { checkLedger, getBalance, isLedgerBalanced } from './ledger';
import { readHeldDeposits, releaseHeldDeposit, releaseHeldDeposits } from './held-deposits';

// A crypto deposit cannot be refused: beyond the deposit limit (or during a break) it is held
// apart from the playable balance and released, exactly once, when the limit allows.
let server: TestServer;
let clock: ReturnType<typeof createTestClock>;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  clock = createTestClock();
  server.deps.clock = clock;
});

const DAY = 24 * 60 * 60 * 1000;
const MBTC = 100_000n;

async function playerWithDepositLimit(mbtc: number) {
  const player = await server.register();
  const set = await server.call(
    'setLimit',
    { playerId: player.playerId, type: 'deposit', period: 'day', amount: mbtc },
    { token: player.token },
  );
  expect(set.httpStatus).toBe(200);
  return player;
}

describe('a deposit beyond the deposit limit', () => {
  it('credits what the limit allows and holds the rest until the window has room', async () => {
    const player = await playerWithDepositLimit(5);
    expect((await server.deposit(player.playerId, 8n * MBTC)).body.result).toBe('credited');
    expect(await getBalance(server.db, player.playerId)).toBe(5n * MBTC);
    expect(await readHeldDeposits(server.db, player.playerId)).toBe(3n * MBTC);
    const status = await server.call(
      'getProtectionStatus',
      { playerId: player.playerId },
      { token: player.token },
    );
    expect(status.body.heldDeposits).toBe(3);
    expect(status.body.limits).toContainEqual(
      expect.objectContaining({ type: 'deposit', period: 'day', used: 5, left: 0 }),
    );

    await releaseHeldDeposits(server.deps);
    expect(await readHeldDeposits(server.db, player.playerId)).toBe(3n * MBTC);
    clock.advance(DAY + 1000);
    await releaseHeldDeposits(server.deps);
    expect(await getBalance(server.db, player.playerId)).toBe(8n * MBTC);
    expect(await readHeldDeposits(server.db, player.playerId)).toBe(0n);
    expect(isLedgerBalanced(await checkLedger(server.db))).toBe(true);
  });

  it('is released once when two nodes release it at the same time', async () => {
    const player = await playerWithDepositLimit(1);
    await server.deposit(player.playerId, 4n * MBTC);
    // a day on: the deposit's journal moves back (what the pass writes now stays in the window)
    await server.db.query(
      `UPDATE journal SET created_at = created_at - interval '1 day 1 second'
        WHERE reference IN (SELECT 'financial_transaction:' || id FROM financial_transactions
                             WHERE player_id = $1)`,
      [player.playerId],
    );
    const releases = await Promise.all([
      releaseHeldDeposit(server.deps, player.playerId),
      releaseHeldDeposit(server.deps, player.playerId),
    ]);
    // one day's room (1 mBTC) in all, whichever node took it
    expect(releases.reduce((sum, release) => sum + release.released, 0n)).toBe(MBTC);
    expect(await getBalance(server.db, player.playerId)).toBe(2n * MBTC);
    expect(await readHeldDeposits(server.db, player.playerId)).toBe(2n * MBTC);
    expect(isLedgerBalanced(await checkLedger(server.db))).toBe(true);
  });

  it('holds all of a deposit made during a break', async () => {
    const player = await server.register();
    // the address was shown before the break; the coins arrive during it
    const address = await server.call(
      'generateWallet',
      { player_id: player.playerId },
      { token: player.token },
    );
    await server.call(
      'takeBreak',
      { playerId: player.playerId, kind: 'time_out', duration: '7d' },
      { token: player.token },
    );
    const callback = await server.signedCallback(
      JSON.stringify({
        txid: randomBytes(32).toString('hex'),
        vout: 0,
        address: address.body.walletAddress,
        amount: Number(2n * MBTC),
        confirmations: server.deps.config.DEPOSIT_CONFIRMATIONS,
      }),
    );
    expect(callback.body.result).toBe('credited');
    expect(await getBalance(server.db, player.playerId)).toBe(0n);
    expect(await readHeldDeposits(server.db, player.playerId)).toBe(2n * MBTC);
    clock.advance(7 * DAY + 1000);
    const released = await releaseHeldDeposit(server.deps, player.playerId);
    expect(released.released).toBe(2n * MBTC);
    expect(await getBalance(server.db, player.playerId)).toBe(2n * MBTC);
  });
});
