import type { LookupAddress } from 'node:dns';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/harness';
import { createDeviceKeys } from '../../testing/push-endpoint';
import { checkedLookup, isPublicAddress, type ResolveHost } from './endpoint-policy';
import { createPushService } from './sender';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.31.255.255',
    '192.168.0.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.251',
    '255.255.255.255',
    '198.18.0.1',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '64:ff9b::7f00:1',
    '2001:db8::1',
    '2002:7f00:1::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '142.250.185.74', '::ffff:8.8.8.8', '2a00:1450:4001:80b::200a'])(
    'accepts %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('checkedLookup', () => {
  const lookupWith = (addresses: LookupAddress[], all: boolean) =>
    new Promise<{ error: NodeJS.ErrnoException | null; address: unknown }>((resolve) =>
      checkedLookup(async () => addresses, false)('push.example.net', { all }, (error, address) =>
        resolve({ error, address }),
      ),
    );

  it('refuses a name when any of its addresses is private', async () => {
    const mixed = [
      { address: '8.8.8.8', family: 4 },
      { address: '10.0.0.5', family: 4 },
    ];
    for (const all of [true, false]) {
      const { error } = await lookupWith(mixed, all);
      expect(error?.code).toBe('EPRIVATEADDRESS');
    }
  });

  it('hands the connection the checked addresses', async () => {
    const addresses = [
      { address: '8.8.8.8', family: 4 },
      { address: '2a00:1450:4001:80b::200a', family: 6 },
    ];
    expect(await lookupWith(addresses, true)).toEqual({ error: null, address: addresses });
    expect(await lookupWith(addresses, false)).toEqual({ error: null, address: '8.8.8.8' });
  });
});

describe('sending to a push endpoint', () => {
  // a "push service" on this machine that counts the connections it gets
  let listener: Server;
  let port: number;
  let connections = 0;
  let server: TestServer;
  let playerId: number;
  beforeAll(async () => {
    listener = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as AddressInfo).port;
    server = await createTestServer();
    playerId = (await server.register()).playerId;
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => listener.close(resolve));
  });

  // a name that resolves to this machine, like a rebinding attacker's
  const resolveToLoopback: ResolveHost = async () => [{ address: '127.0.0.1', family: 4 }];

  /** Stores `endpoint` as a subscription saved before any check (or slipped past it). */
  async function storedEndpoint(endpoint: string) {
    await server.db.query('DELETE FROM push_subscriptions');
    const { keys } = createDeviceKeys();
    await server.db.query(
      'INSERT INTO push_subscriptions (player_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)',
      [playerId, endpoint, keys.p256dh, keys.auth],
    );
  }

  const payload = () => ({ title: 't', body: 'b', tag: 'x', url: '/' });

  it('never connects to a name that resolves to a private address', async () => {
    await storedEndpoint(`https://push.example.net:${port}/push/1`);
    const push = createPushService(server.deps, resolveToLoopback);
    connections = 0;
    expect(await push.notifyPlayer(playerId, payload)).toEqual({ sent: 0, removed: 0, failed: 1 });
    expect(connections).toBe(0);

    // the same send with the test allowance does reach it: the check above is what stopped it
    const allowing = createPushService(
      { ...server.deps, config: { ...server.deps.config, PUSH_ALLOW_PRIVATE_ENDPOINTS: true } },
      resolveToLoopback,
    );
    await allowing.notifyPlayer(playerId, payload);
    expect(connections).toBe(1);
  });

  it.each(['https://127.0.0.1:{port}/push/2', 'http://127.0.0.1:{port}/push/3'])(
    'never connects to a stored %s',
    async (template) => {
      await storedEndpoint(template.replace('{port}', String(port)));
      connections = 0;
      const tally = await server.deps.push.notifyPlayer(playerId, payload);
      expect(tally).toEqual({ sent: 0, removed: 0, failed: 1 });
      expect(connections).toBe(0);
    },
  );
});
