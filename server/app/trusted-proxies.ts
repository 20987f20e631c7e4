import ipaddr from 'ipaddr.js';

/**
 * TRUSTED_PROXIES (deploy/: the load balancer's addresses): X-Forwarded-For is believed only when it comes from one
 * of them. Entries are addresses (`10.0.0.5`), CIDR ranges (`10.0.0.0/24`, `fd00::/8`) or `loopback`.
 */

type Range = (address: ipaddr.IPv4 | ipaddr.IPv6) => boolean;

function normalize(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  if (!ipaddr.isValid(address)) return undefined;
  const parsed = ipaddr.parse(address);
  // `::ffff:127.0.0.1` (a dual-stack socket's view of an IPv4 peer) is judged as the IPv4 address.
  return parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress() ? (parsed as ipaddr.IPv6).toIPv4Address() : parsed;
}

function rangeOf(entry: string): Range | undefined {
  if (entry === 'loopback') return (a) => a.range() === 'loopback';
  try {
    const [net, bits] = entry.includes('/') ? ipaddr.parseCIDR(entry) : [ipaddr.parse(entry), undefined];
    const base = normalize(net.toString());
    if (!base) return undefined;
    const prefix = bits ?? (base.kind() === 'ipv4' ? 32 : 128);
    const fixedBits = base.kind() === 'ipv4' && net.kind() === 'ipv6' ? prefix - 96 : prefix;
    return (a) => a.kind() === base.kind() && a.match(base as never, fixedBits);
  } catch {
    return undefined;
  }
}

/** Whether a TRUSTED_PROXIES entry can be read (config validation). */
export function isProxyRange(entry: string): boolean {
  return rangeOf(entry) !== undefined;
}

/** The predicate "this address is one of the trusted proxies" (Express's `trust proxy` accepts it as is). */
export function trustedProxies(entries: readonly string[]): (address: string) => boolean {
  const ranges = entries.map(rangeOf).filter((r): r is Range => r !== undefined);
  return (address) => {
    const parsed = normalize(address);
    return parsed !== undefined && ranges.some((r) => r(parsed));
  };
}

/**
 * The client's address behind trusted proxies (Express's rule): from the peer leftwards through X-Forwarded-For,
 * each hop is stepped over only while it is trusted; the first untrusted one is the client. A client that reaches
 * a node directly (not through the balancer) cannot pick its address with a forged header.
 */
export function addressBehind(peer: string, forwardedFor: string | string[] | undefined, trusted: (address: string) => boolean): string {
  if (!trusted(peer)) return peer;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .reverse();
  let address = peer;
  for (const hop of hops) {
    address = hop;
    if (!trusted(hop)) break;
  }
  return address;
}
