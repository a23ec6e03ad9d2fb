import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Hono } from 'hono';
import type { AppDeps } from '../deps';

/**
 * The house provider's game page, `/house/play?game=&token=&lang=&mobile=` (the launch URL of
 * every house game): its own build in CLIENT_DIR/house, shown only inside this site's frame
 * (app.ts gives /house/ `frame-ancestors 'self'`), in a sandbox with an opaque origin. Its
 * hashed assets are served as files, readable from any origin.
 */
export function serveHousePage(app: Hono, deps: AppDeps): void {
  const root = resolve(deps.config.CLIENT_DIR, 'house');
  const page = join(root, 'index.html');
  app.use('/house/assets/*', async (c, next) => {
    await next();
    if (c.res.status !== 200) return;
    c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    // the page runs in an opaque origin (the app's frame has no allow-same-origin): its module
    // script and style sheet are CORS requests from origin "null"
    c.res.headers.set('Access-Control-Allow-Origin', '*');
  });
  app.get('/house/play', async (c) => {
    if (!existsSync(page)) return c.text('The house games are not built (npm run build).', 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(await readFile(page, 'utf8'));
  });
}
