import { request as httpRequest } from 'node:http';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import {
  checkLoginThrottle,
  LOGIN_LIMITS,
  recordLoginFailure,
} from '../modules/identity/auth/login-throttle';
import { createTestServer, type TestServer } from '../testing/harness';
import { contactMessage, countRows, from } from '../testing/rate-limits';
import { clientIp, rateLimitKeyOf } from './client-ip';

/** What clientIp answers for a request from `socketAddress` carrying `forwardedFor`. */
async function ipSeen(trustedProxies: number, socketAddress: string, forwardedFor?: string) {
  const app = new Hono().get('/', (c) => c.text(clientIp(c, trustedProxies)));
  const headers: Record<string, string> = forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {};
  const env = { incoming: { socket: { remoteAddress: socketAddress, remoteFamily: 'IPv4' } } };
  return (await app.request('/', { headers }, env)).text();
}

describe('clientIp', () => {
  it('without a trusted proxy, is the socket address whatever X-Forwarded-For says', async () => {
    expect(await ipSeen(0, '192.0.2.7', '198.51.100.1')).toBe('192.0.2.7');
    expect(await ipSeen(0, '::ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  it('behind one proxy, is the entry it appended on the right, not what the client sent', async () => {
    expect(await ipSeen(1, '10.0.0.2', '198.51.100.1')).toBe('198.51.100.1');
    expect(await ipSeen(1, '10.0.0.2', '6.6.6.6, 1.1.1.1,198.51.100.1')).toBe('198.51.100.1');
    expect(await ipSeen(1, '10.0.0.2')).toBe('10.0.0.2');
  });

  it('behind a chain of proxies, is the entry the outermost one added', async () => {
    expect(await ipSeen(2, '10.0.0.3', '6.6.6.6, 198.51.100.1, 10.0.0.2')).toBe('198.51.100.1');
    // the request came in through the inner proxy only: its entry is all there is
    expect(await ipSeen(2, '10.0.0.3', '198.51.100.1')).toBe('198.51.100.1');
  });

  it('drops a port, brackets and the IPv4-mapped prefix', async () => {
    expect(await ipSeen(1, '10.0.0.2', '198.51.100.1:61234')).toBe('198.51.100.1');
    expect(await ipSeen(1, '10.0.0.2', '[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(await ipSeen(1, '10.0.0.2', '::ffff:198.51.100.1')).toBe('198.51.100.1');
  });

  it('TRUST_PROXY reads true, false or a number of proxies', () => {
    expect(readConfig({}).TRUST_PROXY).toBe(0);
    expect(readConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(readConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(readConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(() => readConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });
});

describe('rateLimitKeyOf', () => {
  it('keeps an IPv4 address whole and counts an IPv6 address as its /64', () => {
    expect(rateLimitKeyOf('198.51.100.1')).toBe('198.51.100.1');
    expect(rateLimitKeyOf('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(rateLimitKeyOf('2001:0db8:0000:0001:ffff:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(rateLimitKeyOf('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(rateLimitKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitKeyOf('64:ff9b::198.51.100.1')).toBe('64:ff9b:0:0::/64');
  });
});

describe('the budgets count the address the proxy saw', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  const send = (forwardedFor: string) =>
    server.call('playerSendMessage', contactMessage('from a proxy'), from(forwardedFor));

  it('a client-made left part of X-Forwarded-For neither dodges a budget nor spends a victim’s', async () => {
    const statuses = [];
    for (let index = 0; index < 6; index++)
      statuses.push((await send(`203.0.113.${index}, 198.51.100.20`)).httpStatus);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    // the attacker names the victim's address on the left: the victim's budget is untouched
    for (let index = 0; index < 5; index++) await send('198.51.100.21, 198.51.100.22');
    const victim = [];
    for (let index = 0; index < 5; index++) victim.push((await send('198.51.100.21')).httpStatus);
    expect(victim).toEqual([200, 200, 200, 200, 200]);
  });

  it('two IPv6 addresses in one /64 share a budget; the next /64 has its own', async () => {
    const statuses = [];
    for (let index = 1; index <= 6; index++)
      statuses.push((await send(`2001:db8:77:1::${index.toString(16)}`)).httpStatus);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await send('2001:db8:77:1:ffff:ffff:ffff:ffff')).httpStatus).toBe(429);
    expect((await send('2001:db8:77:2::1')).httpStatus).toBe(200);
  });

  it('the login throttle counts an IPv6 address as its /64 too', async () => {
    for (let index = 1; index <= LOGIN_LIMITS.failuresPerIp; index++)
      await recordLoginFailure(server.db, `someone${index}`, `2001:db8:88:1::${index}`, false);
    expect(await checkLoginThrottle(server.db, 'anyone', '2001:db8:88:1::abcd', false)).toBe(
      'ip_blocked',
    );
    expect(await checkLoginThrottle(server.db, 'anyone', '2001:db8:88:2::1', false)).toBe(
      'allowed',
    );
    // a failed login through the app is stored under the same key
    await server.call(
      'login',
      { username: 'nobody-here', password: 'wrong-password' },
      from('10.0.0.9, 2001:db8:99:1::5'),
    );
    expect(await countRows(server.db, 'login_attempts', 'ip = $1', ['2001:db8:99:1::/64'])).toBe(1);
  });
});

describe('with TRUST_PROXY off', () => {
  let server: TestServer;
  let listening: ServerType;
  let port = 0;
  beforeAll(async () => {
    server = await createTestServer({ env: { TRUST_PROXY: 'false' } });
    listening = await new Promise<ServerType>((resolve) => {
      const started: ServerType = serve(
        { fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' },
        (info) => {
          port = info.port;
          resolve(started);
        },
      );
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => listening.close(resolve));
    await server.close();
  });

  /** A real connection from `localAddress` (any 127.x.y.z is this machine). */
  const send = (localAddress: string, forwardedFor: string) =>
    new Promise<number>((resolve, reject) => {
      const body = JSON.stringify(contactMessage('no proxy'));
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          localAddress,
          method: 'POST',
          path: '/api/front/player_send_message',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end(body);
    });

  it('ignores X-Forwarded-For: every request counts for the socket address', async () => {
    const statuses = [];
    for (let index = 0; index < 6; index++)
      statuses.push(await send('127.0.0.50', `203.0.113.${index}`));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await send('127.0.0.51', '203.0.113.0')).toBe(200);
  });
});
