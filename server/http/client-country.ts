import type { Context } from 'hono';

/**
 * The visitor's country from the trusted proxy's header named `header` (e.g. CF-IPCountry); null
 * when none is configured or the code is unknown.
 */
export function clientCountry(c: Context, header: string | undefined): string | null {
  const value = header ? c.req.header(header)?.trim().toUpperCase() : undefined;
  // XX: unknown, T1: Tor (Cloudflare's codes)
  return value && /^[A-Z]{2}$/.test(value) && value !== 'XX' && value !== 'T1' ? value : null;
}
