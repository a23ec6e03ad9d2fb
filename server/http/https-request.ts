import type { Context, MiddlewareHandler } from 'hono';
import type { Config } from '../config';

/**
 * Whether the visitor reached the site over https: the URL this server was asked for, or behind
 * a trusted proxy (TRUST_PROXY) its first `X-Forwarded-Proto`. It decides both HSTS and whether
 * cookies are `Secure`; without TRUST_PROXY anyone could send the header.
 */
export function isHttpsRequest(c: Context, config: Pick<Config, 'TRUST_PROXY'>): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (!config.TRUST_PROXY) return false;
  const forwarded = c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https';
}

/** Six months, subdomains included; browsers ignore the header over http, where it is not sent. */
const HSTS = 'max-age=15552000; includeSubDomains';

/** Strict-Transport-Security on every answer to a request that came over https. */
export function strictTransportSecurity(config: Pick<Config, 'TRUST_PROXY'>): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (isHttpsRequest(c, config)) c.res.headers.set('Strict-Transport-Security', HSTS);
  };
}
