import ipaddr from 'ipaddr.js';

/**
 * Lists of addresses as predicates: TRUSTED_NETWORKS (a venue's own network, exempt from per-address ceilings) and
 * TRUSTED_PROXIES (the balancers, app/trusted-proxies.ts) read their entries the same way. An entry is an
 * address (`10.0.0.5`), a CIDR range (`10.0.0.0/24`, `fd00::/8`) or `loopback`; an IPv4 address written in IPv6 form
 * (`::ffff:127.0.0.1`, a dual-stack socket's view of an IPv4 peer) is judged as the IPv4 address.
 */
export type NetworkMatcher = (address: string) => boolean;

type Range = (address: ipaddr.IPv4 | ipaddr.IPv6) => boolean;

function normalize(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  if (!ipaddr.isValid(address)) return undefined;
  const parsed = ipaddr.parse(address);
  return parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress() ? (parsed as ipaddr.IPv6).toIPv4Address() : parsed;
}

function rangeOf(entry: string): Range | undefined {
  const text = entry.trim();
  if (text === 'loopback') return (a) => a.range() === 'loopback';
  try {
    const [net, bits] = text.includes('/') ? ipaddr.parseCIDR(text) : [ipaddr.parse(text), undefined];
    const base = normalize(net.toString());
    if (!base) return undefined;
    const prefix = bits ?? (base.kind() === 'ipv4' ? 32 : 128);
    const fixedBits = base.kind() === 'ipv4' && net.kind() === 'ipv6' ? prefix - 96 : prefix;
    return (a) => a.kind() === base.kind() && a.match(base as never, fixedBits);
  } catch {
    return undefined;
  }
}

/** Whether an entry can be read (config validation). */
export function isAddressRange(entry: string): boolean {
  return rangeOf(entry) !== undefined;
}

/** Parses one CIDR (TRUSTED_NETWORKS takes ranges only); null when it is not one. */
export function parseCidr(cidr: string): [ipaddr.IPv4 | ipaddr.IPv6, number] | null {
  try {
    return ipaddr.parseCIDR(cidr.trim());
  } catch {
    return null;
  }
}

/** The predicate "this address is in one of the entries"; entries that cannot be read match nothing. */
export function networkMatcher(entries: readonly string[]): NetworkMatcher {
  const ranges = entries.map(rangeOf).filter((r): r is Range => r !== undefined);
  if (ranges.length === 0) return () => false;
  return (address) => {
    const parsed = normalize(address);
    return parsed !== undefined && ranges.some((r) => r(parsed));
  };
}

/**
 * The subject a per-address budget is kept for: an IPv4 address (also when written in IPv6 form), or the /64 of an
 * IPv6 address (one subscriber is usually given a whole /64, so counting single IPv6 addresses would count nothing).
 * Anything that is not an address is its own subject (bounded in length).
 */
export function addressSubject(address: string): string {
  const parsed = normalize(address);
  if (!parsed) return address.slice(0, 64);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(':')}::/64`;
}
