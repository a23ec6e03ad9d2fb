import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The caller's IP: the socket's address, or with TRUST_PROXY the left-most X-Forwarded-For
 * entry (set by the load balancer). The `ip_address` a client sends is never trusted.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return normalizeIp(forwarded);
  }
  try {
    return normalizeIp(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    // app.request() in tests has no socket
    return 'unknown';
  }
}

function normalizeIp(ip: string): string {
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}
