import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createTestServer, type TestServer } from '../../testing/harness';
import { checkLedger, getBalance, isLedgerBalanced } from './ledger';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true });
});
afterAll(() => server.close());

const output = (
  address: string,
  amount: number,
  confirmations: number,
  txid = randomBytes(32).toString('hex'),
  vout = 0,
) => JSON.stringify({ txid, vout, address, amount, confirmations });

describe('front/generate_wallet', () => {
  it("gives the player their own BIP84 address, the same every time, derived from the operator's key", async () => {
    const player = await server.register();
    const first = await server.call(
      'generateWallet',
      { player_id: player.playerId, bonus_code: null },
      { token: player.token },
    );
    expect(first.body).toMatchObject({ status: 1, network: 'testnet', requiredConfirmations: 2 });
    expect(first.body.walletAddress).toMatch(/^tb1q/);
    const again = await server.call(
      'generateWallet',
      { player_id: player.playerId },
      { token: player.token },
    );
    expect(again.body.walletAddress).toBe(first.body.walletAddress);
    const { rows } = await server.db.query<{ derivation_index: number }>(
      'SELECT derivation_index FROM wallet_addresses WHERE player_id = $1',
      [player.playerId],
    );
    expect(server.deps.depositWallet.addressAt(rows[0]?.derivation_index as number)).toBe(
      first.body.walletAddress,
    );
    const other = await server.register();
    const otherAddress = await server.call(
      'generateWallet',
      { player_id: other.playerId },
      { token: other.token },
    );
    expect(otherAddress.body.walletAddress).not.toBe(first.body.walletAddress);
  });

  it('allocates one address when first calls race', async () => {
    const player = await server.register();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.call('generateWallet', { player_id: player.playerId }, { token: player.token }),
      ),
    );
    expect(new Set(results.map((result) => result.body.walletAddress)).size).toBe(1);
  });

  it('refuses an invalid bonus code, another player and a visitor', async () => {
    const player = await server.register();
    const other = await server.register();
    const invalid = await server.call(
      'generateWallet',
      { player_id: player.playerId, bonus_code: 'NOPE' },
      { token: player.token },
    );
    expect(invalid.httpStatus).toBe(400);
    expect(invalid.body.code).toBe('invalid_promo_code');
    expect(
      (await server.call('generateWallet', { player_id: other.playerId }, { token: player.token }))
        .httpStatus,
    ).toBe(403);
    expect((await server.call('generateWallet', { player_id: other.playerId })).httpStatus).toBe(
      401,
    );
  });
});

describe('payment/callback/btc', () => {
  async function playerWithAddress() {
    const player = await server.register();
    const wallet = await server.call(
      'generateWallet',
      { player_id: player.playerId },
      { token: player.token },
    );
    return { ...player, address: wallet.body.walletAddress as string };
  }

  it('shows the deposit pending with its confirmations, then credits it at the minimum', async () => {
    const player = await playerWithAddress();
    const txid = randomBytes(32).toString('hex');
    const seen = await server.signedCallback(output(player.address, 250_000, 0, txid));
    expect(seen.body).toMatchObject({ status: 1, result: 'pending' });
    const pending = await server.call(
      'getFinancialTransactions',
      { playerId: player.playerId, filterStatus: 'pending' },
      { token: player.token },
    );
    expect(pending.body.rows).toEqual([
      expect.objectContaining({
        type: 'deposit',
        amount: 2.5,
        confirmations: 0,
        requiredConfirmations: 2,
        status: 'pending',
        txid,
      }),
    ]);
    expect(
      (await server.signedCallback(output(player.address, 250_000, 1, txid))).body.result,
    ).toBe('pending');
    expect(await getBalance(server.db, player.playerId)).toBe(0n);
    const credited = await server.signedCallback(output(player.address, 250_000, 2, txid));
    expect(credited.body.result).toBe('credited');
    expect(await getBalance(server.db, player.playerId)).toBe(250_000n);
    expect(server.events).toContainEqual({
      playerId: player.playerId,
      event: 'balance',
      data: { real_balance: 2.5, player_currency: 'mBTC' },
    });
  });

  it('credits once when the same report arrives 10 times, also at once', async () => {
    const player = await playerWithAddress();
    const body = output(player.address, 123_456, 6);
    const sequential = [];
    for (let i = 0; i < 10; i++) sequential.push((await server.signedCallback(body)).body.result);
    expect(sequential.filter((result) => result === 'credited')).toHaveLength(1);
    expect(sequential.slice(1).every((result) => result === 'already_credited')).toBe(true);
    const parallelBody = output(player.address, 1_000, 6);
    const parallel = await Promise.all(
      Array.from({ length: 10 }, () => server.signedCallback(parallelBody)),
    );
    expect(parallel.filter((result) => result.body.result === 'credited')).toHaveLength(1);
    expect(await getBalance(server.db, player.playerId)).toBe(124_456n);
    expect(isLedgerBalanced(await checkLedger(server.db))).toBe(true);
  });

  it('never lowers the confirmations of a known output', async () => {
    const player = await playerWithAddress();
    const txid = randomBytes(32).toString('hex');
    await server.signedCallback(output(player.address, 5_000, 1, txid));
    await server.signedCallback(output(player.address, 5_000, 0, txid));
    const { rows } = await server.db.query<{ confirmations: number }>(
      'SELECT confirmations FROM financial_transactions WHERE txid = $1',
      [txid],
    );
    expect(rows[0]?.confirmations).toBe(1);
  });

  it('credits two outputs of one transaction separately', async () => {
    const player = await playerWithAddress();
    const txid = randomBytes(32).toString('hex');
    await server.signedCallback(output(player.address, 10_000, 3, txid, 0));
    await server.signedCallback(output(player.address, 20_000, 3, txid, 1));
    expect(await getBalance(server.db, player.playerId)).toBe(30_000n);
  });

  it('changes nothing for a bad or missing signature', async () => {
    const player = await playerWithAddress();
    const body = output(player.address, 999_999, 6);
    const forged = await server.raw('POST', '/api/payment/callback/btc', {
      body,
      headers: { 'X-Signature': createHmac('sha256', 'not-the-secret').update(body).digest('hex') },
    });
    expect(forged.httpStatus).toBe(401);
    expect(forged.body.code).toBe('invalid_signature');
    const unsigned = await server.raw('POST', '/api/payment/callback/btc', { body });
    expect(unsigned.httpStatus).toBe(401);
    // a valid signature over another body does not cover this one
    const tampered = await server.raw('POST', '/api/payment/callback/btc', {
      body: body.replace('999999', '9999999'),
      headers: {
        'X-Signature': createHmac('sha256', server.deps.secrets.processorCallbackSecret)
          .update(body)
          .digest('hex'),
      },
    });
    expect(tampered.httpStatus).toBe(401);
    expect(await getBalance(server.db, player.playerId)).toBe(0n);
    const { rowCount } = await server.db.query(
      'SELECT 1 FROM financial_transactions WHERE player_id = $1',
      [player.playerId],
    );
    expect(rowCount).toBe(0);
  });

  it('refuses a report that contradicts a known output, and an unknown address', async () => {
    const player = await playerWithAddress();
    const txid = randomBytes(32).toString('hex');
    await server.signedCallback(output(player.address, 10_000, 0, txid));
    const contradicting = await server.signedCallback(output(player.address, 90_000, 6, txid));
    expect(contradicting.httpStatus).toBe(400);
    expect(await getBalance(server.db, player.playerId)).toBe(0n);
    const unknown = await server.signedCallback(
      output(server.deps.depositWallet.addressAt(777_777), 10_000, 6),
    );
    expect(unknown.httpStatus).toBe(404);
  });

  it('validates the report', async () => {
    const player = await playerWithAddress();
    const bad = await server.signedCallback(
      JSON.stringify({
        txid: 'xyz',
        vout: -1,
        address: player.address,
        amount: 1.5,
        confirmations: 1,
      }),
    );
    expect(bad.httpStatus).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['amount', 'txid', 'vout']);
  });

  it('applies a bonus code given with the deposit request to the next credited deposit, once', async () => {
    const player = await playerWithAddress();
    await server.call(
      'generateWallet',
      { player_id: player.playerId, bonus_code: 'reload50' },
      { token: player.token },
    );
    await server.signedCallback(output(player.address, 100_000, 6));
    expect(await getBalance(server.db, player.playerId)).toBe(150_000n);
    await server.signedCallback(output(player.address, 100_000, 6));
    expect(await getBalance(server.db, player.playerId)).toBe(250_000n);
    const bonuses = await server.call(
      'getFinancialTransactions',
      { playerId: player.playerId, filterType: 'bonus' },
      { token: player.token },
    );
    expect(bonuses.body.rows).toEqual([
      expect.objectContaining({
        type: 'bonus',
        is_bonus: true,
        amount: 0.5,
        name: 'RELOAD50',
        status: 'complete',
      }),
    ]);
  });
});

describe('admin/get_player_deposit_address', () => {
  it("gives the operator a player's address by username, the same the player sees", async () => {
    const player = await server.register();
    const admin = (await createStaff(server.deps)).token;
    const result = await server.call(
      'adminGetPlayerDepositAddress',
      { username: player.username.toUpperCase() },
      { token: admin },
    );
    expect(result.body).toMatchObject({
      status: 1,
      playerId: player.playerId,
      requiredConfirmations: 2,
    });
    const own = await server.call(
      'generateWallet',
      { player_id: player.playerId },
      { token: player.token },
    );
    expect(own.body.walletAddress).toBe(result.body.walletAddress);
    expect(
      (
        await server.call(
          'adminGetPlayerDepositAddress',
          { username: 'nobody-at-all' },
          { token: admin },
        )
      ).httpStatus,
    ).toBe(404);
    expect(
      (
        await server.call(
          'adminGetPlayerDepositAddress',
          { username: player.username },
          { token: player.token },
        )
      ).httpStatus,
    ).toBe(403);
  });
});
