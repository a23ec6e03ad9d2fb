import { isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The caller's IP. With no trusted proxy (`trustedProxies` 0) it is the socket's address and
 * `X-Forwarded-For` is ignored, as anyone can send it. Each proxy appends the address it got the
 * request from on the right, so behind `trustedProxies` of them the caller is the entry that many
 * places from the right, added by the outermost one; anything left of it is whatever the client
 * sent. The `ip_address` a client sends in a body is never trusted either.
 */
export function clientIp(c: Context, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const entries = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    // fewer entries than proxies: the request reached an inner proxy directly, which still wrote
    // the left-most entry itself
    const added = entries[Math.max(0, entries.length - trustedProxies)];
    if (added) return normalizeIp(added);
  }
  try {
    return normalizeIp(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    // app.request() in tests has no socket
    return 'unknown';
  }
}

/** A bare address: no IPv4-mapped prefix, no port (some balancers add one), no brackets or zone. */
function normalizeIp(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  const ip = (bracketed?.[1] ?? withPort?.[1] ?? entry).replace(/%.*$/, '').toLowerCase();
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

/**
 * What the rate limits and the login throttle count an address as: an IPv4 address itself, an
 * IPv6 address its /64, since one subscriber is usually given a whole /64 and could otherwise
 * spend a fresh budget from each of its 2^64 addresses.
 */
export function rateLimitKeyOf(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const prefix = ipv6Groups(ip)
    .slice(0, 4)
    .map((group) => group.toString(16));
  return `${prefix.join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail split). */
function ipv6Groups(ip: string): number[] {
  const groupsOf = (text: string) =>
    text === ''
      ? []
      : text.split(':').flatMap((part) => {
          if (!part.includes('.')) return [parseInt(part, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = part.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = ip.split('::');
  const left = groupsOf(head);
  if (tail === undefined) return left;
  const right = groupsOf(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}
