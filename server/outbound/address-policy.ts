import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { networkInterfaces } from 'node:os';
import ipaddr from 'ipaddr.js';

/**
 * The one policy for every outbound request to an address someone other than the operator chose (webhook targets,
 * Web Push endpoints) and for the native push gateway (PUSH_HTTP_URL): safe against server-side request forgery.
 * - A public unicast address only: loopback, private, link-local, carrier-grade NAT, multicast, reserved and
 *   unspecified addresses are refused, and so are IPv6 forms that carry an IPv4 address (IPv4-mapped and
 *   IPv4-translated are judged by their IPv4 part; IPv4-compatible `::a.b.c.d`, 6to4 `2002::/16`, Teredo and NAT64
 *   are refused outright) and this machine's own addresses, whatever their range.
 * - Names: `localhost`, `*.localhost`, `*.local`, `*.internal`, `*.localdomain`, `*.home.arpa` (with or without
 *   the final dot) are refused without asking DNS; any other name must resolve, and every address it resolves to
 *   must pass (a failed lookup refuses).
 * - The connection goes to a checked address: `checkedLookup` is the socket's `lookup`, so a second, different DNS
 *   answer (DNS rebinding) cannot slip past.
 * `allowPrivate` (WEBHOOK_ALLOW_PRIVATE / PUSH_ALLOW_PRIVATE: development, tests, private deployments) lifts the
 * address and name rules; names must still resolve.
 */

export class BlockedAddressError extends Error {
  constructor(readonly host: string) {
    super(`${host} is, or resolves to, a loopback, private, reserved or local address`);
    this.name = 'BlockedAddressError';
  }
}

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/i;

/** A URL's hostname without IPv6 brackets or the final dots of a fully qualified name. */
export function bareHost(hostname: string): string {
  return hostname.replace(/^\[|\]$/g, '').replace(/\.+$/, '');
}

/** Whether a name is one that only ever means this machine or its local network. */
export function isLocalName(hostname: string): boolean {
  return LOCAL_NAMES.test(bareHost(hostname));
}

/** This machine's own addresses (every interface), normalized; read again at most once a minute. */
let own: { at: number; addresses: Set<string> } | undefined;
function ownAddresses(): Set<string> {
  if (!own || Date.now() - own.at > 60_000) {
    const addresses = new Set<string>();
    for (const list of Object.values(networkInterfaces())) {
      for (const a of list ?? []) if (ipaddr.isValid(a.address.replace(/%.*$/, ''))) addresses.add(ipaddr.process(a.address.replace(/%.*$/, '')).toString());
    }
    own = { at: Date.now(), addresses };
  }
  return own.addresses;
}

/** Whether an IP address is a public unicast one that is not this machine's own. */
export function isPublicAddress(address: string): boolean {
  const bare = bareHost(address);
  if (!ipaddr.isValid(bare)) return false;
  // ipaddr.js reads the dotted IPv4-compatible form `::a.b.c.d` as if it were mapped (`::ffff:a.b.c.d`).
  if (/^[0:]*:(\d+\.){3}\d+$/.test(bare)) return false;
  let parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    const parts = v6.parts;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
    else if (parts.slice(0, 4).every((p) => p === 0) && parts[4] === 0xffff && parts[5] === 0) {
      // IPv4-translated (::ffff:0:a.b.c.d, RFC 6145): its IPv4 part decides.
      parsed = ipaddr.fromByteArray(v6.toByteArray().slice(12));
    } else if (parts.slice(0, 6).every((p) => p === 0)) {
      return false; // IPv4-compatible ::a.b.c.d (deprecated; some stacks route it to the IPv4 address), :: and ::1
    }
  }
  if (parsed.range() !== 'unicast') return false;
  return !ownAddresses().has(parsed.toString()) && !(parsed.kind() === 'ipv4' && ownAddresses().has(`::ffff:${parsed.toString()}`));
}

function resolveAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => dnsLookup(host, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))));
}

/**
 * The addresses a URL's host stands for, every one checked: throws BlockedAddressError for a refused name or
 * address, and the lookup's own error when the name does not resolve (nothing is sent to a name not checked).
 */
export async function checkHost(hostname: string, allowPrivate: boolean): Promise<LookupAddress[]> {
  const host = bareHost(hostname);
  const family = isIP(host);
  if (!family && !allowPrivate && isLocalName(host)) throw new BlockedAddressError(host);
  const addresses = family ? [{ address: host, family }] : await resolveAll(host);
  if (!addresses.length) throw Object.assign(new Error(`${host} has no address`), { code: 'ENOTFOUND' });
  if (!allowPrivate && addresses.some((a) => !isPublicAddress(a.address))) throw new BlockedAddressError(host);
  return addresses;
}

/** A synchronous first look at a URL's host (IP literals and local names), for checks at input time. */
export function refusedAtOnce(hostname: string, allowPrivate: boolean): boolean {
  if (allowPrivate) return false;
  const host = bareHost(hostname);
  return isIP(host) ? !isPublicAddress(host) : isLocalName(host);
}

/** A socket `lookup` that resolves, checks every address, and hands the connection only checked ones. */
export function checkedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    checkHost(hostname, allowPrivate).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
        if (!wanted.length) return callback(Object.assign(new Error(`${hostname} has no IPv${options.family} address`), { code: 'ENOTFOUND' }), '', 0);
        if (options.all) return (callback as unknown as (err: null, all: LookupAddress[]) => void)(null, wanted);
        callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (err: Error) => callback(err as NodeJS.ErrnoException, '', 0),
    );
  };
}
