import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_DATA_PLACEHOLDER } from '../../contract/boot';
import { createTestServer, type TestServer } from '../testing/harness';

const clientDir = mkdtempSync(join(tmpdir(), 'casino-admin-'));
const ADMIN_PAGE =
  '<!doctype html><html lang="es"><title>Back-office</title><div id="admin-root"></div></html>';
let server: TestServer;

beforeAll(async () => {
  writeFileSync(
    join(clientDir, 'index.html'),
    `<!doctype html><html lang="es"><head>${BOOT_DATA_PLACEHOLDER}</head><body><div id="root"></div></body></html>`,
  );
  mkdirSync(join(clientDir, 'admin', 'assets'), { recursive: true });
  writeFileSync(join(clientDir, 'admin', 'index.html'), ADMIN_PAGE);
  writeFileSync(join(clientDir, 'admin', 'assets', 'index-1234.js'), 'console.log("admin");');
  writeFileSync(join(clientDir, 'admin', 'assets', 'index-1234.js.map'), '{"version":3}');
  server = await createTestServer({ env: { CLIENT_DIR: clientDir } });
});
afterAll(async () => {
  await server.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('the back-office at /admin', () => {
  it('is its own page for every path of its router, never the player app', async () => {
    for (const path of ['/admin/', '/admin/sign-in', '/admin/withdrawals', '/admin/content']) {
      const page = await server.raw('GET', path);
      expect(page.httpStatus, path).toBe(200);
      expect(page.body).toBe(ADMIN_PAGE);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
    const bare = await server.raw('GET', '/admin');
    expect(bare.httpStatus).toBe(301);
    expect(bare.headers.get('location')).toBe('/admin/');
  });

  it('serves its hashed files for a year, and neither its source maps nor a missing file', async () => {
    const script = await server.raw('GET', '/admin/assets/index-1234.js');
    expect(script.httpStatus).toBe(200);
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect((await server.raw('GET', '/admin/assets/index-1234.js.map')).httpStatus).toBe(404);
    expect((await server.raw('GET', '/admin/assets/gone-9999.js')).httpStatus).toBe(404);
  });
});
