import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ env: { BODY_LIMIT_BYTES: '2000' } });
});
afterAll(() => server.close());

describe('HTTP hardening', () => {
  it('sends nosniff, a referrer policy, no-store and a deny-all CSP on API answers', async () => {
    const result = await server.call('getSetting', {});
    expect(result.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(result.headers.get('x-content-type-options')).toBe('nosniff');
    expect(result.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(result.headers.get('cache-control')).toBe('no-store');
  });

  it('sends the document CSP with frame-ancestors on pages', async () => {
    const page = await server.raw('GET', '/online-casino');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a body over the limit with 413 before reading it', async () => {
    const result = await server.raw('POST', '/api/front/player_send_message', {
      body: JSON.stringify({ note: 'x'.repeat(5000) }),
    });
    expect(result.httpStatus).toBe(413);
    expect(result.body).toEqual({ status: 0, code: 'payload_too_large' });
  });

  it('refuses an oversized body on a real socket, by its length or while it streams', async () => {
    const http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }) as HttpServer;
    await new Promise<void>((resolve) =>
      http.listening ? resolve() : http.once('listening', () => resolve()),
    );
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/api/front/player_send_message`;
    try {
      const declared = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: 'x'.repeat(5000),
      });
      expect(declared.status).toBe(413);
      const chunks = Readable.toWeb(
        Readable.from(['{"note":"', 'y'.repeat(3000), '"}']),
      ) as ReadableStream;
      const streamed = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: chunks,
        duplex: 'half',
      } as RequestInit);
      expect(streamed.status).toBe(413);
      expect(await streamed.json()).toEqual({ status: 0, code: 'payload_too_large' });
    } finally {
      await new Promise((resolve) => http.close(resolve));
    }
  });

  it('shows no internals in a 5xx body', async () => {
    // break the database under a call: the answer must not say how
    await server.db.query('ALTER TABLE player_messages RENAME TO player_messages_gone');
    try {
      const result = await server.call('playerSendMessage', {
        player_name: 'Ana',
        email: 'ana@example.com',
        countryPhone: '+58',
        phone_number1: '4121234567',
        note: 'Hola',
      });
      expect(result.httpStatus).toBe(500);
      expect(result.body).toEqual({ status: 0, code: 'internal_error' });
    } finally {
      await server.db.query('ALTER TABLE player_messages_gone RENAME TO player_messages');
    }
  });
});

describe('Permissions-Policy and connect-src', () => {
  it.each(['/online-casino', '/house/play', '/api/front/get_setting'])(
    'denies the features the app does not use and keeps those it does, on %s',
    async (path) => {
      const policy = (await server.raw('GET', path)).headers.get('permissions-policy') ?? '';
      for (const denied of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial'])
        expect(policy).toContain(`${denied}=()`);
      expect(policy).toContain('clipboard-write=(self)');
      expect(policy).toContain('publickey-credentials-get=(self)');
      expect(policy).toContain('publickey-credentials-create=(self)');
      expect(policy).toContain('fullscreen=*');
    },
  );

  it("lets pages connect only to the site's own origin", async () => {
    const csp = (await server.raw('GET', '/online-casino')).headers.get('content-security-policy');
    const connectSrc = csp
      ?.split(';')
      .find((directive) => directive.trim().startsWith('connect-src'));
    expect(connectSrc?.trim()).toBe("connect-src 'self'");
  });
});

describe('https: HSTS and Secure cookies', () => {
  // the harness's servers trust the proxy (TRUST_PROXY=true); this one does not
  let untrusting: TestServer;
  beforeAll(async () => {
    untrusting = await createTestServer({ env: { TRUST_PROXY: 'false' } });
  });
  afterAll(() => untrusting.close());

  const hsts = (result: { headers: Headers }) => result.headers.get('strict-transport-security');
  /** The refresh cookie logout clears, as the browser would store it. */
  const logoutCookie = async (target: TestServer, url: string, headers = {}) =>
    (await target.raw('POST', url, { body: '{}', headers })).headers.get('set-cookie') ?? '';

  it('sends no HSTS over plain http, and it on pages and API answers over https', async () => {
    expect(hsts(await server.raw('GET', '/online-casino'))).toBeNull();
    expect(hsts(await server.raw('GET', '/api/front/get_setting'))).toBeNull();
    for (const path of ['/online-casino', '/api/front/get_setting'])
      expect(hsts(await server.raw('GET', `https://casino.example${path}`))).toBe(
        'max-age=15552000; includeSubDomains',
      );
  });

  it('takes X-Forwarded-Proto: https as https behind a trusted proxy', async () => {
    const https = { 'X-Forwarded-Proto': 'https' };
    expect(hsts(await server.raw('GET', '/online-casino', { headers: https }))).toContain(
      'max-age=',
    );
    expect(
      hsts(await server.raw('GET', '/', { headers: { 'X-Forwarded-Proto': 'http' } })),
    ).toBeNull();
    const cookie = await logoutCookie(server, '/api/front/auth/logout', https);
    expect(cookie).toContain('front_refresh=');
    expect(cookie).toMatch(/;\s*Secure/i);
  });

  it('ignores X-Forwarded-Proto without TRUST_PROXY: no HSTS, no Secure cookie', async () => {
    const https = { 'X-Forwarded-Proto': 'https' };
    expect(hsts(await untrusting.raw('GET', '/online-casino', { headers: https }))).toBeNull();
    const cookie = await logoutCookie(untrusting, '/api/front/auth/logout', https);
    expect(cookie).toContain('front_refresh=');
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it('makes cookies Secure over https and not over http', async () => {
    for (const target of [server, untrusting]) {
      const overHttps = await logoutCookie(target, 'https://casino.example/api/front/auth/logout');
      expect(overHttps).toMatch(/;\s*Secure/i);
      expect(await logoutCookie(target, '/api/front/auth/logout')).not.toMatch(/;\s*Secure/i);
    }
  });
});
