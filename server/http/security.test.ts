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
