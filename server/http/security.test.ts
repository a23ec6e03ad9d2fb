import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ env: { BODY_LIMIT_BYTES: '2000' } });
});
afterAll(() => server.close());

describe('HTTP hardening', () => {
  it('sends CSP with frame-ancestors, nosniff and a referrer policy, and no-store on API answers', async () => {
    const result = await server.call('getSetting', {});
    const csp = result.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(result.headers.get('x-content-type-options')).toBe('nosniff');
    expect(result.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(result.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a body over the limit with 413 before reading it', async () => {
    const result = await server.raw('POST', '/api/front/player_send_message', {
      body: JSON.stringify({ note: 'x'.repeat(5000) }),
    });
    expect(result.httpStatus).toBe(413);
    expect(result.body).toEqual({ status: 0, code: 'payload_too_large' });
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
