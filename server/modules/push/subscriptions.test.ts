import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createTestServer, type TestServer } from '../../testing/harness';
import {
  createDeviceKeys,
  startTestPushService,
  type TestPushService,
} from '../../testing/push-endpoint';
import { MAX_SUBSCRIPTIONS_PER_PLAYER } from './repository';

let server: TestServer;
let pushService: TestPushService;
beforeAll(async () => {
  server = await createTestServer({ env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' } });
  pushService = await startTestPushService();
});
afterAll(async () => {
  await pushService.close();
  await server.close();
});

let devices = 0;
function newDevice() {
  const name = `device-${++devices}`;
  const keys = createDeviceKeys();
  return { name, keys, subscription: { endpoint: pushService.endpoint(name), keys: keys.keys } };
}

async function subscriptionsOf(playerId: number) {
  const { rows } = await server.db.query<{ endpoint: string }>(
    'SELECT endpoint FROM push_subscriptions WHERE player_id = $1 ORDER BY id',
    [playerId],
  );
  return rows.map((row) => row.endpoint);
}

describe('front/push_subscribe', () => {
  it("saves the browser's subscription for the caller, once however often it is sent", async () => {
    const player = await server.register();
    const device = newDevice();
    for (let times = 0; times < 2; times++) {
      const result = await server.call('pushSubscribe', device.subscription, {
        token: player.token,
      });
      expect(result.httpStatus).toBe(200);
      expect(result.body).toEqual({ status: 1 });
    }
    expect(await subscriptionsOf(player.playerId)).toEqual([device.subscription.endpoint]);
  });

  it('moves a device subscribed again by another player to that player', async () => {
    const [first, second] = [await server.register(), await server.register()];
    const device = newDevice();
    await server.call('pushSubscribe', device.subscription, { token: first.token });
    await server.call('pushSubscribe', device.subscription, { token: second.token });
    expect(await subscriptionsOf(first.playerId)).toEqual([]);
    expect(await subscriptionsOf(second.playerId)).toEqual([device.subscription.endpoint]);
  });

  it(`keeps the newest ${MAX_SUBSCRIPTIONS_PER_PLAYER} devices of a player`, async () => {
    const player = await server.register();
    const endpoints: string[] = [];
    for (let index = 0; index <= MAX_SUBSCRIPTIONS_PER_PLAYER; index++) {
      const device = newDevice();
      endpoints.push(device.subscription.endpoint);
      await server.call('pushSubscribe', device.subscription, { token: player.token });
    }
    expect(await subscriptionsOf(player.playerId)).toEqual(endpoints.slice(1));
  });

  it.each([
    [{ endpoint: 'not a url' }, 'endpoint', 'invalid_value'],
    [{ endpoint: 'ftp://push.example/1' }, 'endpoint', 'invalid_value'],
    [{ endpoint: undefined }, 'endpoint', 'field_required'],
    [{ keys: undefined }, 'keys', 'field_required'],
    [{ keys: { p256dh: 'BAAA', auth: 'x'.repeat(22) } }, 'keys.p256dh', 'invalid_value'],
    [{ keys: { p256dh: `B${'a'.repeat(86)}`, auth: 'short' } }, 'keys.auth', 'invalid_value'],
  ])('refuses %j with %s %s and saves nothing', async (change, field, code) => {
    const player = await server.register();
    const result = await server.call(
      'pushSubscribe',
      { ...newDevice().subscription, ...change },
      { token: player.token },
    );
    expect(result.httpStatus).toBe(400);
    expect(result.body.errors).toMatchObject({ [field]: code });
    expect(await subscriptionsOf(player.playerId)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const result = await server.call('pushSubscribe', newDevice().subscription);
    expect(result.httpStatus).toBe(401);
    expect(result.body).toEqual({ status: 0, code: 'unauthorized' });
  });
});

describe('front/push_unsubscribe', () => {
  it("removes the caller's own device", async () => {
    const player = await server.register();
    const [kept, removed] = [newDevice(), newDevice()];
    for (const device of [kept, removed])
      await server.call('pushSubscribe', device.subscription, { token: player.token });
    const result = await server.call(
      'pushUnsubscribe',
      { endpoint: removed.subscription.endpoint },
      { token: player.token },
    );
    expect(result.body).toEqual({ status: 1, removed: true });
    expect(await subscriptionsOf(player.playerId)).toEqual([kept.subscription.endpoint]);
  });

  it("never removes another player's device", async () => {
    const [owner, other] = [await server.register(), await server.register()];
    const device = newDevice();
    await server.call('pushSubscribe', device.subscription, { token: owner.token });
    const result = await server.call(
      'pushUnsubscribe',
      { endpoint: device.subscription.endpoint },
      { token: other.token },
    );
    expect(result.body).toEqual({ status: 1, removed: false });
    expect(await subscriptionsOf(owner.playerId)).toEqual([device.subscription.endpoint]);
  });

  it('answers 401 without a token', async () => {
    const result = await server.call('pushUnsubscribe', { endpoint: pushService.endpoint('x') });
    expect(result.httpStatus).toBe(401);
  });
});

describe('admin/push_broadcast', () => {
  const promotion = {
    title: { es: 'Giros gratis', en: 'Free spins' },
    body: { es: 'Solo hoy: 50 giros gratis.', en: 'Today only: 50 free spins.' },
    url: '/promotion/3',
  };

  it('needs an operator: 401 without a token, 403 for a player', async () => {
    const player = await server.register();
    expect((await server.call('adminPushBroadcast', promotion)).httpStatus).toBe(401);
    const asPlayer = await server.call('adminPushBroadcast', promotion, { token: player.token });
    expect(asPlayer.httpStatus).toBe(403);
  });

  it.each([
    [{ url: '//evil.example/' }, 'url'],
    [{ url: 'https://evil.example/' }, 'url'],
    [{ title: { es: 'Hola' } }, 'title.en'],
  ])('refuses %j', async (change, field) => {
    const admin = (await createStaff(server.deps)).token;
    const result = await server.call(
      'adminPushBroadcast',
      { ...promotion, ...change },
      { token: admin },
    );
    expect(result.httpStatus).toBe(400);
    expect(Object.keys(result.body.errors)).toContain(field);
  });

  it("sends every consenting player's device the promotion in their language and drops gone devices", async () => {
    await server.db.query('DELETE FROM push_subscriptions');
    const spanish = await server.register({ interface_local: 'es', notify_newletter: true });
    const english = await server.register({ interface_local: 'en', notify_newletter: true });
    // subscribed for their own notifications, but no news and offers
    const unwilling = await server.register({ interface_local: 'es', notify_newletter: false });
    const [spanishDevice, englishDevice, goneDevice] = [newDevice(), newDevice(), newDevice()];
    const unwillingDevice = newDevice();
    await server.call('pushSubscribe', spanishDevice.subscription, { token: spanish.token });
    await server.call('pushSubscribe', englishDevice.subscription, { token: english.token });
    await server.call('pushSubscribe', goneDevice.subscription, { token: english.token });
    await server.call('pushSubscribe', unwillingDevice.subscription, { token: unwilling.token });
    pushService.answer(goneDevice.name, 410);

    const admin = (await createStaff(server.deps, ['content'])).token;
    const audience = await server.call('adminPushAudience', {}, { token: admin });
    expect(audience.body).toEqual({
      status: 1,
      players: 2,
      subscriptions: 3,
      subscriptionsByLocale: { es: 1, en: 2 },
    });
    const result = await server.call('adminPushBroadcast', promotion, { token: admin });
    expect(result.body).toEqual({ status: 1, sent: 2, removed: 1, failed: 0 });
    expect(pushService.received.filter((push) => push.name === unwillingDevice.name)).toEqual([]);

    const read = async (device: ReturnType<typeof newDevice>) =>
      JSON.parse(device.keys.decrypt((await pushService.next(device.name)).body)) as {
        tag: string;
      };
    const inSpanish = await read(spanishDevice);
    expect(inSpanish).toMatchObject({
      title: 'Giros gratis',
      body: 'Solo hoy: 50 giros gratis.',
      url: '/promotion/3',
    });
    expect(await read(englishDevice)).toEqual({
      title: 'Free spins',
      body: 'Today only: 50 free spins.',
      url: '/en/promotion/3',
      tag: inSpanish.tag,
    });
    expect(await subscriptionsOf(english.playerId)).toEqual([englishDevice.subscription.endpoint]);
  });
});

describe('push endpoints', () => {
  // without PUSH_ALLOW_PRIVATE_ENDPOINTS, as in production
  let strict: TestServer;
  let token: string;
  beforeAll(async () => {
    strict = await createTestServer();
    token = (await strict.register()).token;
  });
  afterAll(() => strict.close());

  it.each([
    'https://127.0.0.1/push/1',
    'https://[::1]/push/1',
    'https://169.254.169.254/latest/meta-data/',
    'https://10.0.0.1/push/1',
    'https://localhost:5432/',
    'https://localhost/push/1',
    'https://push.localhost/push/1',
    'https://printer.local/push/1',
    'https://intranet/push/1',
    'https://2130706433/push/1',
    'https://0.0.0.0/push/1',
    'https://100.64.0.1/push/1',
    'https://172.16.5.4/push/1',
    'https://192.168.1.1/push/1',
    'https://224.0.0.1/push/1',
    'https://[::ffff:127.0.0.1]/push/1',
    'https://[::ffff:169.254.169.254]/push/1',
    'https://[fd00::1]/push/1',
    'https://[fe80::1]/push/1',
    'https://[ff02::1]/push/1',
    'https://[64:ff9b::a00:1]/push/1',
    'https://user:secret@push.example.net/push/1',
    'https://push.example.net:8443/push/1',
    'http://push.example.net/push/1',
  ])('refuses %s with 400 endpoint invalid_value and saves nothing', async (endpoint) => {
    const result = await strict.call(
      'pushSubscribe',
      { ...newDevice().subscription, endpoint },
      { token },
    );
    expect(result.httpStatus).toBe(400);
    expect(result.body.errors).toEqual({ endpoint: 'invalid_value' });
    const { rows } = await strict.db.query('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [
      endpoint,
    ]);
    expect(rows).toEqual([]);
  });

  it('accepts public https push services, and a local one only with PUSH_ALLOW_PRIVATE_ENDPOINTS', async () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://push.example.net:443/send/abc',
      'https://8.8.8.8/send/abc',
      'https://[2a00:1450:4001:80b::200a]/send/abc',
    ]) {
      const accepted = await strict.call(
        'pushSubscribe',
        { ...newDevice().subscription, endpoint },
        { token },
      );
      expect(accepted.httpStatus, endpoint).toBe(200);
    }
    const local = newDevice().subscription;
    const refused = await strict.call('pushSubscribe', local, { token });
    expect(refused.httpStatus).toBe(400);
    // the suite's own server has the allowance
    const tester = await server.register();
    const allowed = await server.call('pushSubscribe', local, { token: tester.token });
    expect(allowed.httpStatus).toBe(200);
  });
});
