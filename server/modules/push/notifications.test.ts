import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStaff, createTestServer, type TestServer } from '../../testing/harness';
import {
  createDeviceKeys,
  startTestPushService,
  verifyVapid,
  type DeviceKeys,
  type TestPushService,
} from '../../testing/push-endpoint';
import { getBalance } from '../wallet/ledger';

// The server's pushes as a browser receives them: sent to a local push service, decrypted with
// the keys the "browser" (the test) made for its subscription.
let server: TestServer;
let pushService: TestPushService;
let admin: string;
let address: string;
beforeAll(async () => {
  server = await createTestServer({ env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' } });
  pushService = await startTestPushService();
  admin = (await createStaff(server.deps)).token;
  address = server.deps.depositWallet.addressAt(999_999);
});
afterAll(async () => {
  await pushService.close();
  await server.close();
});

let devices = 0;
async function subscribedPlayer(language: 'es' | 'en') {
  const player = await server.register({ interface_local: language });
  const device = `device-${++devices}`;
  const keys = createDeviceKeys();
  const subscribed = await server.call(
    'pushSubscribe',
    { endpoint: pushService.endpoint(device), keys: keys.keys },
    { token: player.token },
  );
  expect(subscribed.httpStatus).toBe(200);
  return { ...player, device, keys };
}

/** The next notification `device` receives, decrypted. */
async function nextNotification(device: string, keys: DeviceKeys) {
  const push = await pushService.next(device);
  expect(push.headers['content-encoding']).toBe('aes128gcm');
  return JSON.parse(keys.decrypt(push.body)) as unknown;
}

async function pendingWithdrawal(player: { playerId: number; token: string }, amount: number) {
  const result = await server.call(
    'sendWithdrawalRequest',
    { playerId: player.playerId, amount, address },
    { token: player.token, idempotencyKey: randomUUID() },
  );
  expect(result.body.status).toBe(1);
  return result.body.result.id as number;
}

async function fundedSubscribedPlayer(language: 'es' | 'en') {
  const player = await subscribedPlayer(language);
  expect((await server.deposit(player.playerId, 200_000_000n)).body.result).toBe('credited');
  await nextNotification(player.device, player.keys);
  return player;
}

describe('push notifications of money movements', () => {
  it('tells a Spanish player their deposit was credited, once, signed with the VAPID key', async () => {
    const player = await subscribedPlayer('es');
    const wallet = await server.call(
      'generateWallet',
      { player_id: player.playerId },
      { token: player.token },
    );
    const output = { txid: randomBytes(32).toString('hex'), vout: 0, amount: 150_000 };
    const report = (confirmations: number) =>
      server.signedCallback(
        JSON.stringify({ ...output, address: wallet.body.walletAddress, confirmations }),
      );
    expect((await report(0)).body.result).toBe('pending');
    const credited = await report(2);
    expect(credited.body.result).toBe('credited');

    const push = await pushService.next(player.device);
    expect(JSON.parse(player.keys.decrypt(push.body))).toEqual({
      title: 'Depósito acreditado',
      body: 'Tu depósito de 1,50 mBTC ya está en tu saldo.',
      tag: `transaction-${credited.body.transactionId}`,
      url: '/user-management?tab=4',
    });
    const vapid = verifyVapid(push.headers.authorization);
    expect(vapid.publicKey).toBe(server.deps.secrets.vapidPublicKey);
    expect(vapid.claims).toMatchObject({
      aud: new URL(pushService.endpoint(player.device)).origin,
      sub: 'mailto:no-reply@casino.example',
    });
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    // the pending report sent nothing: the credited one was the only push
    expect(pushService.received.filter((item) => item.name === player.device)).toHaveLength(1);
  });

  it('tells an English player their withdrawal was completed, in English', async () => {
    const player = await fundedSubscribedPlayer('en');
    const transactionId = await pendingWithdrawal(player, 2.5);
    const txid = randomBytes(32).toString('hex');
    const done = await server.call('completeWithdrawal', { transactionId, txid }, { token: admin });
    expect(done.httpStatus).toBe(200);
    expect(await nextNotification(player.device, player.keys)).toEqual({
      title: 'Withdrawal completed',
      body: 'Your withdrawal of 2.50 mBTC has been sent.',
      tag: `transaction-${transactionId}`,
      url: '/en/user-management?tab=4',
    });
  });

  it('tells a Spanish player the operator rejected their withdrawal', async () => {
    const player = await fundedSubscribedPlayer('es');
    const transactionId = await pendingWithdrawal(player, 1234.5);
    expect(
      (await server.call('rejectWithdrawal', { transactionId }, { token: admin })).httpStatus,
    ).toBe(200);
    expect(await nextNotification(player.device, player.keys)).toEqual({
      title: 'Retiro rechazado',
      body: 'Tu retiro de 1.234,50 mBTC fue rechazado; el importe ha vuelto a tu saldo.',
      tag: `transaction-${transactionId}`,
      url: '/user-management?tab=4',
    });
  });

  it('tells every device of an English player they reversed their withdrawal', async () => {
    const player = await fundedSubscribedPlayer('en');
    const phone = createDeviceKeys();
    await server.call(
      'pushSubscribe',
      { endpoint: pushService.endpoint(`${player.device}-phone`), keys: phone.keys },
      { token: player.token },
    );
    const transactionId = await pendingWithdrawal(player, 0.1);
    const reversed = await server.call(
      'cancelWithdrawalRequest',
      { transactionId },
      { token: player.token },
    );
    expect(reversed.httpStatus).toBe(200);
    const expected = {
      title: 'Withdrawal cancelled',
      body: 'Your withdrawal of 0.10 mBTC was cancelled; the amount is back in your balance.',
      tag: `transaction-${transactionId}`,
      url: '/en/user-management?tab=4',
    };
    expect(await nextNotification(player.device, player.keys)).toEqual(expected);
    expect(await nextNotification(`${player.device}-phone`, phone)).toEqual(expected);
  });

  it('deletes a subscription the push service says is gone (410), and the deposit still counts', async () => {
    const player = await subscribedPlayer('es');
    pushService.answer(player.device, 410);
    expect((await server.deposit(player.playerId, 200_000n)).body.result).toBe('credited');
    await pushService.next(player.device);
    await vi.waitFor(async () => {
      const { rows } = await server.db.query(
        'SELECT id FROM push_subscriptions WHERE player_id = $1',
        [player.playerId],
      );
      expect(rows).toHaveLength(0);
    });
    expect(await getBalance(server.db, player.playerId)).toBe(200_000n);
  });

  it('never holds up the money: a push service that does not answer changes nothing', async () => {
    const player = await subscribedPlayer('en');
    pushService.answer(player.device, 0);
    const started = Date.now();
    expect((await server.deposit(player.playerId, 300_000n)).body.result).toBe('credited');
    // the sender gives a push service 10 s: the deposit did not wait for it
    expect(Date.now() - started).toBeLessThan(5_000);
    await pushService.next(player.device);
    expect(await getBalance(server.db, player.playerId)).toBe(300_000n);
    const { rows } = await server.db.query(
      'SELECT id FROM push_subscriptions WHERE player_id = $1',
      [player.playerId],
    );
    expect(rows).toHaveLength(1);
  });
});
