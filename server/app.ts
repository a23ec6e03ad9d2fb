import { Hono, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps } from './deps';
import { registerHousePageCalls } from './faces/house-page';
import { registerOperatorCalls } from './faces/operator';
import { registerPlayerCalls } from './faces/player';
import { registerProcessorDepositCalls } from './faces/processor/deposits';
import { registerProviderWalletCalls } from './faces/provider/seamless';
import { ApiError } from './http/api-error';
import { provideCallerChecks } from './http/caller-checks';
import { clientIp } from './http/client-ip';
import { strictTransportSecurity } from './http/https-request';
import { PERMISSIONS_POLICY } from './http/permissions-policy';
import { serveAdminApp } from './http/admin-app';
import { serveClient } from './http/client-shell';
import { featuredGamesCache } from './modules/games/featured-cache';
import { serveHousePage } from './http/house-page';
import { createAuthenticator } from './modules/identity/auth/authenticator';
import { slideCache } from './modules/content/slider';
import { createProviderVerifier } from './modules/seamless/providers';
import { publicSetting } from './modules/settings/public-setting';

/** Calls a blacklisted IP may still make, so the client can tell the visitor why nothing else works. */
const ALWAYS_OPEN = new Set(['/api/front/get_setting', '/api/geolocation']);

/**
 * Builds the whole HTTP application; it never listens (main.ts does, tests call app.request()).
 */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono();

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.toBody(), error.httpStatus);
    deps.logger.error('request failed', { method: c.req.method, path: c.req.path, error });
    return c.json({ status: 0, code: 'internal_error' }, 500);
  });

  const documentHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      // 'self' covers the socket on this origin (ws: and wss: included, CSP level 3)
      connectSrc: ["'self'"],
      frameSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    // sent by strictTransportSecurity, over https only
    strictTransportSecurity: false,
  });
  // JSON answers are never rendered: they need no document policy, only these
  const API_HEADERS = {
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  };
  // the house provider's game page is shown in the platform's own frame, and only there
  const housePageHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'SAMEORIGIN',
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  const isJson = (path: string) => path.startsWith('/api/') || path.startsWith('/house/api/');
  app.use('*', strictTransportSecurity(deps.config));
  app.use('*', (c, next) => {
    // on every answer: a JSON answer opened as a page is a document too
    c.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (isJson(c.req.path)) return next();
    return c.req.path.startsWith('/house/') ? housePageHeaders(c, next) : documentHeaders(c, next);
  });

  // the platform's API and the house provider's: JSON headers, and a blacklisted IP gets nothing
  const apiGate: MiddlewareHandler = async (c, next) => {
    for (const [name, value] of Object.entries(API_HEADERS)) c.header(name, value);
    if (ALWAYS_OPEN.has(c.req.path)) return next();
    const { ipBlackList } = await deps.siteSettings.get();
    if (ipBlackList.length > 0 && ipBlackList.includes(clientIp(c, deps.config.TRUST_PROXY))) {
      throw new ApiError(403, 'disable_site_access');
    }
    return next();
  };
  app.use('/api/*', apiGate);
  // the house page calls its API from an opaque origin ("null"): the session is the launch token
  // in the body, never a cookie, so any origin may call it
  app.use(
    '/house/api/*',
    cors({ origin: '*', allowMethods: ['POST'], allowHeaders: ['Content-Type'], maxAge: 600 }),
  );
  app.use('/house/api/*', apiGate);
  app.use(
    '/api/*',
    provideCallerChecks({
      authenticator: createAuthenticator(deps.secrets.tokenSecret, deps.sessions, deps.db, () =>
        deps.clock.now(),
      ),
      providers: createProviderVerifier(deps.db, deps.secrets.tokenSecret),
    }),
  );

  const slides = slideCache(deps.db);
  registerPlayerCalls(app, deps);
  registerOperatorCalls(app, deps, { onSliderChange: slides.forget });
  registerProviderWalletCalls(app, deps);
  registerProcessorDepositCalls(app, deps);
  registerHousePageCalls(app, deps);

  app.all('/api/*', (c) => c.json({ status: 0, code: 'not_found' }, 404));
  app.all('/house/api/*', (c) => c.json({ status: 0, code: 'not_found' }, 404));

  serveHousePage(app, deps);
  serveAdminApp(app, deps);
  serveClient(app, deps, {
    publicSetting: () => publicSetting(deps),
    listSlides: slides.list,
    featuredGames: featuredGamesCache(deps.db),
  });
  return app;
}
