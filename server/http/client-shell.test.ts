import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_DATA_PLACEHOLDER, type BootData } from '../../contract/boot';
import { HOME_FEATURED_GAMES } from '../../contract/games';
import { createStaff, createTestServer, type TestServer } from '../testing/harness';

const clientDir = mkdtempSync(join(tmpdir(), 'casino-shell-'));
let server: TestServer;

beforeAll(async () => {
  writeFileSync(
    join(clientDir, 'index.html'),
    `<!doctype html><html lang="es"><head><title>Casino</title>${BOOT_DATA_PLACEHOLDER}</head><body><div id="root"></div></body></html>`,
  );
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'app-1234.js'), 'console.log("app");'.repeat(100));
  // source maps as a build with sourcemap 'hidden' leaves them on disk
  writeFileSync(join(clientDir, 'assets', 'app-1234.js.map'), '{"version":3,"sources":[]}');
  writeFileSync(join(clientDir, 'sw.js'), 'self.skipWaiting();');
  writeFileSync(join(clientDir, 'sw.js.map'), '{"version":3,"sources":[]}');
  mkdirSync(join(clientDir, 'house', 'assets'), { recursive: true });
  writeFileSync(join(clientDir, 'house', 'assets', 'play-1234.js.map'), '{"version":3}');
  server = await createTestServer({
    seedDemo: true,
    env: { CLIENT_DIR: clientDir, GEO_COUNTRY_HEADER: 'cf-ipcountry' },
  });
});
afterAll(async () => {
  await server.close();
  rmSync(clientDir, { recursive: true, force: true });
});

function bootOf(html: string): BootData {
  const match = /<script id="boot-data" type="application\/json">(.*?)<\/script>/.exec(html);
  return JSON.parse(match?.[1] ?? 'null') as BootData;
}

describe('the page', () => {
  it('is served for any client route with the boot data of its language and the static first slide', async () => {
    const page = await server.raw('GET', '/en/online-casino', {
      headers: { 'cf-ipcountry': 'ES', 'X-Forwarded-For': '198.51.100.7' },
    });
    expect(page.httpStatus).toBe(200);
    const html = page.body as string;
    expect(html).toContain('<html lang="en">');
    const boot = bootOf(html);
    expect(boot.geolocation).toEqual({ country_code: 'ES', ip: '198.51.100.7', blocked: false });
    expect(boot.slider.locale).toBe('en');
    expect(boot.slider.desktop.map((slide) => slide.image_url)).toEqual([
      '/art/slider/en-desktop-1.jpg',
      '/art/slider/en-desktop-2.jpg',
      '/art/slider/en-desktop-3.jpg',
    ]);
    expect(boot.slider.mobile).toHaveLength(3);
    expect(boot.setting.bitcoin_network).toBe('testnet');
    expect(html).toContain(
      '<link rel="preload" as="image" href="/art/slider/en-desktop-1.jpg" media="(min-width: 900px)"',
    );
    expect(html).toContain('<img class="slider__static" src="/art/slider/en-desktop-1.jpg"');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('draws the frame without a slide on a page the slider is not on (the account area, my bets, forms)', async () => {
    // English pages: the Spanish slides' cache stays cold for the tests below that change them
    for (const path of [
      '/en/user-management',
      '/en/sports/my-bets',
      '/en/sign-up',
      '/en/promotion',
    ]) {
      const html = (await server.raw('GET', path)).body as string;
      expect(html, path).toContain('<div class="layout__main"><div class="top-bar"></div></div>');
      expect(html, path).not.toContain('slider__static');
      expect(html, path).not.toContain('rel="preload" as="image"');
      // the slides stay in the boot data: the home page, reached later, draws them at once
      expect(bootOf(html).slider.desktop, path).toHaveLength(3);
    }
  });

  it('inlines the featured games on the home page, as front/get_games answers them, and only there', async () => {
    const answer = await server.call('getGames', { lan: 'es', ...HOME_FEATURED_GAMES });
    expect(answer.body.rows.length).toBeGreaterThan(0);
    // (the Spanish page's slides are left uncached for the tests below)
    for (const path of ['/en', '/en/']) {
      const boot = bootOf((await server.raw('GET', path)).body as string);
      expect(boot.featuredGames).toEqual({ rows: answer.body.rows, count: answer.body.count });
    }
    expect(
      bootOf((await server.raw('GET', '/en/online-casino')).body as string).featuredGames,
    ).toBe(undefined);
  });

  it('cannot be broken out of by content: "<" is escaped in the boot data', async () => {
    await server.db.query(
      `UPDATE site_content SET title = '</script><script>alert(1)</script>' WHERE type = 'slider' AND locale = 'es'`,
    );
    try {
      const page = await server.raw('GET', '/');
      const html = page.body as string;
      expect(html).not.toContain('<script>alert(1)</script>');
      expect(bootOf(html).slider.desktop[0]?.title).toBe('</script><script>alert(1)</script>');
    } finally {
      await server.db.query(
        `UPDATE site_content SET title = 'x' WHERE type = 'slider' AND locale = 'es'`,
      );
    }
  });

  it('inlines a slide the operator changed on the next page, not a minute later', async () => {
    const staff = await createStaff(server.deps);
    const before = bootOf((await server.raw('GET', '/en')).body as string).slider;
    const first = before.desktop[0];
    expect(first).toBeDefined();
    const changed = await server.call(
      'adminUpdateTemplate',
      { id: first?.id, title: 'Changed slide', image_url: '/art/slider/en-desktop-3.jpg' },
      { token: staff.token },
    );
    expect(changed.httpStatus).toBe(200);
    try {
      const html = (await server.raw('GET', '/en')).body as string;
      const after = bootOf(html).slider;
      expect(after.desktop[0]).toMatchObject({
        title: 'Changed slide',
        image_url: '/art/slider/en-desktop-3.jpg',
      });
      // the phones' art is its own, so it is unchanged
      expect(after.mobile[0]?.image_url).toBe(before.mobile[0]?.image_url);
      expect(html).toContain('<img class="slider__static" src="/art/slider/en-desktop-3.jpg"');
    } finally {
      await server.call(
        'adminUpdateTemplate',
        { id: first?.id, title: first?.title, image_url: first?.image_url },
        { token: staff.token },
      );
    }
    expect(bootOf((await server.raw('GET', '/en')).body as string).slider).toEqual(before);
  });

  it('sends a visitor from a blacklisted country to /restriction before any script runs', async () => {
    await server.call(
      'adminUpdateSetting',
      { country_black_list: ['KP'] },
      { token: (await createStaff(server.deps)).token },
    );
    try {
      const blocked = await server.raw('GET', '/en/sports', { headers: { 'cf-ipcountry': 'KP' } });
      expect(blocked.httpStatus).toBe(302);
      expect(blocked.headers.get('location')).toBe('/en/restriction');
      expect(
        (await server.raw('GET', '/restriction', { headers: { 'cf-ipcountry': 'KP' } })).httpStatus,
      ).toBe(200);
      expect(
        (await server.raw('GET', '/sports', { headers: { 'cf-ipcountry': 'ES' } })).httpStatus,
      ).toBe(200);
    } finally {
      await server.call(
        'adminUpdateSetting',
        { country_black_list: [] },
        { token: (await createStaff(server.deps)).token },
      );
    }
  });

  it('sends a page without a prefix to English for an English saved or browser language', async () => {
    const english = { 'Accept-Language': 'en-GB,en;q=0.9,es;q=0.5' };
    const toEnglish = await server.raw('GET', '/online-casino?category=slots', {
      headers: english,
    });
    expect(toEnglish.httpStatus).toBe(302);
    expect(toEnglish.headers.get('location')).toBe('/en/online-casino?category=slots');
    expect(toEnglish.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    const home = await server.raw('GET', '/', { headers: english });
    expect(home.headers.get('location')).toBe('/en');
    // the saved choice wins over the browser's
    const saved = await server.raw('GET', '/sports', {
      headers: { ...english, Cookie: 'i18n_redirected=es' },
    });
    expect(saved.httpStatus).toBe(200);
    expect(bootOf(saved.body as string).slider.locale).toBe('es');
    const savedEnglish = await server.raw('GET', '/sports', {
      headers: { 'Accept-Language': 'es-ES', Cookie: 'i18n_redirected=en' },
    });
    expect(savedEnglish.headers.get('location')).toBe('/en/sports');
    // neither language: the default, Spanish; an English page is never sent to Spanish
    expect(
      (await server.raw('GET', '/sports', { headers: { 'Accept-Language': 'fr' } })).httpStatus,
    ).toBe(200);
    expect(
      (await server.raw('GET', '/en/sports', { headers: { 'Accept-Language': 'es-ES' } }))
        .httpStatus,
    ).toBe(200);
  });

  it.each(['/', '/en/online-casino', '/promotion/3', '/faq', '/en', '/welcome1/uk'])(
    'answers 200 for the client route %s',
    async (path) => {
      expect((await server.app.request(path)).status).toBe(200);
    },
  );

  it.each(['/no-such-page', '/en/no-such-page', '/xx/whatever', '/welcome1/mars'])(
    'answers 404 for %s, with the page that draws the 404',
    async (path) => {
      const response = await server.app.request(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('boot-data');
    },
  );

  it('is compressed for browsers that accept it', async () => {
    const response = await server.app.request('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toContain('boot-data');
  });
});

describe('static files', () => {
  it('are served with a long cache, and a missing one is a 404, not the page', async () => {
    const asset = await server.app.request('/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missing = await server.app.request('/assets/app-9999.js');
    expect(missing.status).toBe(404);
  });
});

describe('source maps', () => {
  it.each([
    '/sw.js.map',
    '/assets/app-1234.js.map',
    '/house/assets/play-1234.js.map',
    '/sw.js%2Emap',
    '/assets/app-1234.js.MAP',
  ])('are never served: %s is a 404', async (path) => {
    const response = await server.app.request(path);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('"version":3');
  });

  it('leave the files they describe served', async () => {
    expect((await server.app.request('/sw.js')).status).toBe(200);
    expect((await server.app.request('/assets/app-1234.js')).status).toBe(200);
  });
});
