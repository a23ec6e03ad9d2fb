import type { Context } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createTestServer, DEMO, type TestServer } from '../../testing/harness';
import { clientCountry } from '../../http/client-country';

const BLOCKED_IP = '203.0.113.10';
const OTHER_IP = '198.51.100.20';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({
    seedDemo: true,
    env: {
      GEO_COUNTRY_HEADER: 'cf-ipcountry',
      BUY_CRYPTO_URL: 'https://buy.example.com/btc',
      ALLOW_WITHDRAWAL_CANCEL: 'false',
      DEPOSIT_CONFIRMATIONS: '3',
    },
  });
});
afterAll(() => server.close());

/** Runs `work` with the IP blacklist set, then empties it whatever happened. */
async function withIpBlackList(ips: string[], work: () => Promise<void>): Promise<void> {
  await server.deps.siteSettings.set('ip_black_list', ips);
  try {
    await work();
  } finally {
    await server.deps.siteSettings.set('ip_black_list', []);
  }
}

const from = (ip: string) => ({ headers: { 'X-Forwarded-For': ip } });

describe('front/get_setting', () => {
  it('answers the blacklists and the client settings from the configuration', async () => {
    const result = await server.call('getSetting');
    expect(result.httpStatus).toBe(200);
    expect(result.body).toEqual({
      status: 1,
      setting: {
        country_black_list: [],
        ip_black_list: [],
        buy_crypto_url: 'https://buy.example.com/btc',
        allow_withdrawal_cancel: false,
        deposit_confirmations: 3,
        bitcoin_network: 'testnet',
        vapid_public_key: server.deps.secrets.vapidPublicKey,
      },
    });
  });

  it('works for a visitor with a stale token', async () => {
    const result = await server.call('getSetting', {}, { token: 'not-a-token' });
    expect(result.httpStatus).toBe(200);
  });

  it('shows the country blacklist in upper case as soon as it changes', async () => {
    await server.deps.siteSettings.set('country_black_list', ['ve', 'CU']);
    try {
      const result = await server.call('getSetting');
      expect(result.body.setting.country_black_list).toEqual(['VE', 'CU']);
      // the client redirects to /restriction itself: the API stays open for that country
      const games = await server.call('getGames', {}, { headers: { 'cf-ipcountry': 'VE' } });
      expect(games.httpStatus).toBe(200);
    } finally {
      await server.deps.siteSettings.set('country_black_list', []);
    }
    expect((await server.call('getSetting')).body.setting.country_black_list).toEqual([]);
  });
});

describe('GET geolocation', () => {
  it('answers the country from the configured header, in upper case', async () => {
    const result = await server.call('geolocation', undefined, {
      headers: { 'cf-ipcountry': 've' },
    });
    expect(result.httpStatus).toBe(200);
    expect(result.body).toEqual({ status: 1, country_code: 'VE', ip: BLOCKED_IP, blocked: false });
  });

  it('answers a null country without the header and for unknown or malformed codes', async () => {
    const without = await server.call('geolocation');
    expect(without.body.country_code).toBeNull();
    for (const code of ['XX', 'T1', 'VEN', '1A', '']) {
      const result = await server.call('geolocation', undefined, {
        headers: { 'cf-ipcountry': code },
      });
      expect(result.httpStatus).toBe(200);
      expect(result.body.country_code, code).toBeNull();
    }
  });

  it('reads no country when no header is configured', () => {
    const context = { req: { header: () => 'VE' } } as unknown as Context;
    expect(clientCountry(context, server.deps.config.GEO_COUNTRY_HEADER)).toBe('VE');
    expect(clientCountry(context, undefined)).toBeNull();
  });

  it('answers the X-Forwarded-For address the trusted proxy added (the right-most) as the IP', async () => {
    const chain = await server.call('geolocation', undefined, from(`10.0.0.1, ${OTHER_IP}`));
    expect(chain.body.ip).toBe(OTHER_IP);
    const mapped = await server.call('geolocation', undefined, from('::ffff:198.51.100.8'));
    expect(mapped.body.ip).toBe('198.51.100.8');
    const v6 = await server.call('geolocation', undefined, from('2001:db8::1'));
    expect(v6.body.ip).toBe('2001:db8::1');
  });
});

describe('IP blacklist', () => {
  it('refuses every other call from a blacklisted IP with disable_site_access', async () => {
    const token = await server.login(DEMO.username, DEMO.password);
    await withIpBlackList([BLOCKED_IP], async () => {
      const calls = [
        server.call('getGames', {}),
        server.call('getSlider', { lan: 'es' }),
        server.call('login', { username: DEMO.username, password: DEMO.password }),
        server.call('currentPlayer', undefined, { token }),
        server.call('playerSendMessage', {
          player_name: 'Ana',
          email: 'ana@example.com',
          phone_number1: '4121234567',
          note: 'Hola',
        }),
        server.raw('POST', '/api/front/no_such_call', {
          headers: { 'X-Forwarded-For': BLOCKED_IP },
        }),
        // the house games' own API too: a blocked player cannot play
        server.raw('POST', '/house/api/open', {
          headers: { 'X-Forwarded-For': BLOCKED_IP },
          body: JSON.stringify({ token: 'launch-token', game: 'dice' }),
        }),
      ];
      for (const result of await Promise.all(calls)) {
        expect(result.httpStatus).toBe(403);
        expect(result.body).toEqual({ status: 0, code: 'disable_site_access' });
      }
      const { rows } = await server.db.query('SELECT 1 FROM player_messages');
      expect(rows).toEqual([]);
    });
  });

  it('still answers get_setting and geolocation, which says the IP is blocked', async () => {
    await withIpBlackList([BLOCKED_IP], async () => {
      const setting = await server.call('getSetting');
      expect(setting.httpStatus).toBe(200);
      expect(setting.body.setting.ip_black_list).toEqual([BLOCKED_IP]);
      const location = await server.call('geolocation', undefined, {
        headers: { 'cf-ipcountry': 'ES' },
      });
      expect(location.httpStatus).toBe(200);
      expect(location.body).toEqual({
        status: 1,
        country_code: 'ES',
        ip: BLOCKED_IP,
        blocked: true,
      });
    });
  });

  it('lets other IPs through, whatever IP the client claims in the body', async () => {
    await withIpBlackList([BLOCKED_IP], async () => {
      const games = await server.call('getGames', {}, from(OTHER_IP));
      expect(games.httpStatus).toBe(200);
      const login = await server.call(
        'login',
        { username: DEMO.username, password: DEMO.password, ip_address: BLOCKED_IP },
        from(OTHER_IP),
      );
      expect(login.httpStatus).toBe(200);
      const location = await server.call('geolocation', undefined, from(OTHER_IP));
      expect(location.body.blocked).toBe(false);
    });
  });

  it('opens the site again as soon as the IP leaves the list', async () => {
    await withIpBlackList([BLOCKED_IP], async () => {
      expect((await server.call('getGames', {})).httpStatus).toBe(403);
    });
    expect((await server.call('getGames', {})).httpStatus).toBe(200);
    expect((await server.call('geolocation')).body.blocked).toBe(false);
  });
});

describe('admin/update_setting', () => {
  it('lets the operator replace the blacklists, validated, and keeps a list left out', async () => {
    const admin = (await createStaff(server.deps)).token;
    const updated = await server.call(
      'adminUpdateSetting',
      { country_black_list: ['us', 'FR', 'us'] },
      { token: admin },
    );
    expect(updated.body.setting.country_black_list).toEqual(['US', 'FR']);
    const visible = await server.call('getSetting', {});
    expect(visible.body.setting.country_black_list).toEqual(['US', 'FR']);
    const bad = await server.call(
      'adminUpdateSetting',
      { country_black_list: ['USA'], ip_black_list: ['999.1.1.1'] },
      { token: admin },
    );
    expect(bad.httpStatus).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'country_black_list.0',
      'ip_black_list.0',
    ]);
    expect((await server.call('getSetting', {})).body.setting.country_black_list).toEqual([
      'US',
      'FR',
    ]);
    await server.call('adminUpdateSetting', { country_black_list: [] }, { token: admin });
  });

  it('is refused to players', async () => {
    const player = await server.register();
    expect(
      (
        await server.call(
          'adminUpdateSetting',
          { country_black_list: ['ES'] },
          { token: player.token },
        )
      ).httpStatus,
    ).toBe(403);
  });
});
