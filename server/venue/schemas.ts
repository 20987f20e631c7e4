import { z } from 'zod';
import { parseCidr } from '../../infra/networks.js';

/**
 * Venue networks (issue 21): the ONE source of the area's input and item shapes. The gateway adds the OpenAPI names.
 */

/** At most this many ranges an event. */
export const VENUE_NETWORKS_MAX = 16;
/** The widest range accepted: a hall's Wi-Fi or a carrier's NAT pool, never a sizeable part of the Internet. */
export const MIN_PREFIX = { ipv4: 16, ipv6: 32 } as const;

/** One CIDR range, answered in its normalized form (`10.1.2.0/24`; an IPv4-mapped IPv6 range as IPv4). */
export const venueNetwork = z
  .string()
  .trim()
  .max(64)
  .transform((value, ctx) => {
    const parsed = parseCidr(value);
    if (!parsed || !value.includes('/')) {
      ctx.addIssue({ code: 'custom', message: `"${value.slice(0, 64)}" is not a CIDR range (e.g. 203.0.113.0/24 or 2001:db8::/48).` });
      return z.NEVER;
    }
    let [address, bits] = parsed;
    if (address.kind() === 'ipv6' && (address as { isIPv4MappedAddress(): boolean }).isIPv4MappedAddress() && bits >= 96) {
      address = (address as unknown as { toIPv4Address(): typeof address }).toIPv4Address();
      bits -= 96;
    }
    const kind = address.kind();
    if (bits < MIN_PREFIX[kind]) {
      ctx.addIssue({ code: 'custom', message: `"${value.slice(0, 64)}" is too wide: at most /${MIN_PREFIX[kind]} for ${kind === 'ipv4' ? 'IPv4' : 'IPv6'}.` });
      return z.NEVER;
    }
    // The network address itself (host bits cleared), so equal ranges read equal.
    const network = kind === 'ipv4' ? networkOf4(address.toByteArray(), bits) : networkOf6(address.toByteArray(), bits);
    return `${network}/${bits}`;
  });

function clearHostBits(bytes: number[], bits: number): number[] {
  return bytes.map((b, i) => {
    const keep = Math.max(0, Math.min(8, bits - i * 8));
    return keep === 0 ? 0 : b & (0xff << (8 - keep)) & 0xff;
  });
}
const networkOf4 = (bytes: number[], bits: number) => clearHostBits(bytes, bits).join('.');
function networkOf6(bytes: number[], bits: number): string {
  const b = clearHostBits(bytes, bits);
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(((b[i]! << 8) | b[i + 1]!).toString(16));
  // Shortest form through ipaddr's own printer would need a parse again; the full form is exact and unambiguous.
  return groups.join(':');
}

export const venueNetworksBody = z
  .object({
    networks: z.array(venueNetwork).max(VENUE_NETWORKS_MAX, `at most ${VENUE_NETWORKS_MAX} ranges`),
  })
  .strict();

export const venueNetworksItem = z.object({
  networks: z.array(z.string()),
});
export type VenueNetworksItem = z.infer<typeof venueNetworksItem>;
