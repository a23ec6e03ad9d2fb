import { Hono, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps } from './deps';
import { ApiError } from './http/api-error';
import { provideCallerChecks } from './http/caller-checks';
import { clientIp } from './http/client-ip';
import { strictTransportSecurity } from './http/https-request';
import { PERMISSIONS_POLICY } from './http/permissions-policy';
import { serveAdminApp } from './http/admin-app';
import { serveClient } from './http/client-shell';
import { featuredGamesCache } from './modules/games/featured-cache';
import { serveHousePage } from './http/house-page';
import { createAuthenticator } from './modules/auth/authenticator';
import { registerStaffAuthRoutes } from './modules/staff/auth-routes';
import { registerStaffManagementRoutes } from './modules/staff/management-routes';
import { registerAuthRoutes } from './modules/auth/routes';
import { registerBetRoutes } from './modules/bets/routes';
import { registerContactRoutes } from './modules/contact/routes';
import { registerContentRoutes } from './modules/content/routes';
import { slideCache } from './modules/content/slider';
import { registerGameRoutes } from './modules/games/routes';
import { registerHouseRoutes } from './modules/house/routes';
import { registerLiveOperatorRoutes } from './modules/live/operator-routes';
import { registerLiveTableRoutes } from './modules/live/routes';
import { registerLiveChatRoutes } from './modules/live-chat/routes';
import { registerLiveChatMuteRoutes } from './modules/players/live-chat-mute-routes';
import { registerPlayerAdminRoutes } from './modules/player-admin/routes';
import { registerPlayerRoutes } from './modules/players/routes';
import { registerPushRoutes } from './modules/push/routes';
import { registerReportRoutes } from './modules/reports/routes';
import { registerProtectionRoutes } from './modules/protection/routes';
import { registerEmailVerificationRoutes } from './modules/security/email-verification-routes';
import { registerSecurityRoutes } from './modules/security/routes';
import { registerAddressRoutes } from './modules/security/addresses-routes';
import { createProviderVerifier } from './modules/seamless/providers';
import { registerSeamlessRoutes } from './modules/seamless/routes';
import { publicSetting, registerSettingsRoutes } from './modules/settings/routes';
import { registerSportsOperatorRoutes } from './modules/sportsbook/operator-routes';
import { registerSportsbookRoutes } from './modules/sportsbook/routes';
import { registerSportsLimitsRoutes } from './modules/sportsbook/limits/limits-routes';
import { registerSportsTradingRoutes } from './modules/sportsbook/trading-routes';
import { registerWalletRoutes } from './modules/wallet/routes';

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
      authenticator: createAuthenticator(deps.secrets.tokenSecret, deps.sessions, deps.db),
      providers: createProviderVerifier(deps.db, deps.secrets.tokenSecret),
    }),
  );

  registerAuthRoutes(app, deps);
  registerStaffAuthRoutes(app, deps);
  registerStaffManagementRoutes(app, deps);
  registerPlayerRoutes(app, deps);
  registerPlayerAdminRoutes(app, deps);
  registerWalletRoutes(app, deps);
  registerProtectionRoutes(app, deps);
  registerSecurityRoutes(app, deps);
  registerAddressRoutes(app, deps);
  registerEmailVerificationRoutes(app, deps);
  registerBetRoutes(app, deps);
  registerGameRoutes(app, deps);
  registerSportsbookRoutes(app, deps);
  registerSportsOperatorRoutes(app, deps);
  registerSportsLimitsRoutes(app, deps);
  registerSportsTradingRoutes(app, deps);
  const slides = slideCache(deps.db);
  registerContentRoutes(app, deps, { onSliderChange: slides.forget });
  registerSettingsRoutes(app, deps);
  registerContactRoutes(app, deps);
  registerPushRoutes(app, deps);
  registerReportRoutes(app, deps);
  registerSeamlessRoutes(app, deps);

  registerHouseRoutes(app, deps);
  registerLiveTableRoutes(app, deps);
  registerLiveOperatorRoutes(app, deps);
  registerLiveChatRoutes(app, deps);
  registerLiveChatMuteRoutes(app, deps);

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
