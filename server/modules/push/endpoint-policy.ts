// Which push endpoints the server talks to. A subscription's endpoint comes from the browser, so
// anyone can send any URL: without these rules the server would POST to its own network (a
// database port, a cloud metadata service) on a stranger's behalf.
import type { LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/** Address blocks that are not on the public internet (RFC 6890 and the IANA special registries). */
const SPECIAL_IPV4: [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, where cloud metadata services answer
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relays
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
];
/** Inside global unicast (2000::/3), the blocks that are not plain public hosts. */
const SPECIAL_IPV6: [string, number][] = [
  ['2001::', 23], // IETF protocol assignments, Teredo tunnels
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: reaches an IPv4 address through a relay
  ['3fff::', 20], // documentation
];

const specialIpv4 = new BlockList();
for (const [network, prefix] of SPECIAL_IPV4) specialIpv4.addSubnet(network, prefix, 'ipv4');
const specialIpv6 = new BlockList();
for (const [network, prefix] of SPECIAL_IPV6) specialIpv6.addSubnet(network, prefix, 'ipv6');
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');
const ipv4Mapped = new BlockList();
ipv4Mapped.addSubnet('::ffff:0:0', 96, 'ipv6');

/**
 * True for an address on the public internet. IPv6 must be global unicast (so loopback,
 * unique-local fc00::/7, link-local fe80::/10, multicast ff00::/8 and NAT64 are out); an
 * IPv4-mapped IPv6 address is judged by the IPv4 address inside it.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !specialIpv4.check(address, 'ipv4');
  if (family !== 6) return false;
  // a BlockList of IPv4 rules also matches those addresses written as ::ffff:a.b.c.d
  if (ipv4Mapped.check(address, 'ipv6')) return !specialIpv4.check(address, 'ipv6');
  return globalUnicast.check(address, 'ipv6') && !specialIpv6.check(address, 'ipv6');
}

/** Names that only ever mean this machine or its local network (RFC 6761, 6762, 8375). */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|home\.arpa)$/;

/** The host of a URL as a connection takes it: IPv6 without brackets, no trailing dot. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
}

/**
 * What a subscription's endpoint must be: https on the default port, no user name or password,
 * and a public IP address or a DNS name that is not a local one. The addresses a name resolves
 * to are checked when sending (`checkedLookup`). `allowPrivate` (PUSH_ALLOW_PRIVATE_ENDPOINTS)
 * lets a local test push service in: plain http, any port, any address.
 */
export function isAllowedEndpoint(endpoint: string, allowPrivate: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (allowPrivate) return url.protocol === 'https:' || url.protocol === 'http:';
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = hostOf(url);
  if (isIP(host)) return isPublicAddress(host);
  return host.includes('.') && !LOCAL_NAME.test(host.toLowerCase());
}

export type ResolveHost = (host: string) => Promise<LookupAddress[]>;

export class PrivateAddressError extends Error {
  readonly code = 'EPRIVATEADDRESS';
  constructor(host: string, address: string) {
    super(`push endpoint ${host} resolves to ${address}, which is not a public address`);
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for the connection to a push service: it resolves the name, checks every address
 * it got and hands the connection only checked ones. The check and the connection use the same
 * answer, so a name that changes its address between the two (DNS rebinding) gains nothing.
 */
export function checkedLookup(resolve: ResolveHost, allowPrivate: boolean) {
  return (host: string, options: { all?: boolean }, callback: LookupCallback): void => {
    resolve(host).then(
      (addresses) => {
        const refused = addresses.find((entry) => !isPublicAddress(entry.address));
        if (refused && !allowPrivate)
          return callback(new PrivateAddressError(host, refused.address), []);
        const [first] = addresses;
        if (!first)
          return callback(
            Object.assign(new Error(`${host} has no address`), { code: 'ENOTFOUND' }),
            [],
          );
        if (options.all) return callback(null, addresses);
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, []),
    );
  };
}
