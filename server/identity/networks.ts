import ipaddr from 'ipaddr.js';

/** A list of CIDRs (`10.0.0.0/8`, `2001:db8::/32`) as a predicate on addresses; IPv4-mapped IPv6 counts as IPv4. */
export type NetworkMatcher = (address: string) => boolean;

/** Parses one CIDR; null when it is not one. */
export function parseCidr(cidr: string): [ipaddr.IPv4 | ipaddr.IPv6, number] | null {
  try {
    return ipaddr.parseCIDR(cidr.trim());
  } catch {
    return null;
  }
}

export function networkMatcher(cidrs: readonly string[]): NetworkMatcher {
  const ranges = cidrs.map((c) => parseCidr(c)).filter((r): r is [ipaddr.IPv4 | ipaddr.IPv6, number] => r !== null);
  if (ranges.length === 0) return () => false;
  return (address) => {
    if (!ipaddr.isValid(address)) return false;
    let parsed = ipaddr.parse(address);
    if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
    return ranges.some(([range, bits]) => range.kind() === parsed.kind() && parsed.match(range, bits));
  };
}
