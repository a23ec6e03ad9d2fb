import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppDeps } from '../deps';

const HAS_EXTENSION = /\.[a-z0-9]+$/i;
const SOURCE_MAP = /\.map$/i;

/**
 * The back-office (docs/back-office.md): its own build in CLIENT_DIR/admin, at /admin. Its files
 * as they are; every other path under /admin is its page, whose router draws the screen (a
 * single-page app). Outside the player app's service worker (sw/sw.ts leaves /admin to the server).
 */
export function serveAdminApp(app: Hono, deps: AppDeps): void {
  const clientRoot = resolve(deps.config.CLIENT_DIR);
  const page = join(clientRoot, 'admin', 'index.html');
  const serveFile = serveStatic({ root: clientRoot, precompressed: true });
  let html: Promise<string> | undefined;

  app.use('/admin/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200)
      c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.get('/admin/*', async (c, next) => {
    if (!HAS_EXTENSION.test(c.req.path)) return next();
    // the build keeps its source maps on disk for reading a stack trace: they are the source
    if (SOURCE_MAP.test(c.req.path)) return c.notFound();
    // a missing file is a 404, never the page: a stale script must fail as a script
    return (await serveFile(c, async () => undefined)) ?? c.notFound();
  });
  app.get('/admin', (c) => c.redirect('/admin/', 301));
  app.get('/admin/*', async (c) => {
    if (!existsSync(page)) return c.text('The back-office is not built (npm run build).', 503);
    html ??= readFile(page, 'utf8');
    c.header('Cache-Control', 'no-cache');
    return c.html(await html);
  });
}
