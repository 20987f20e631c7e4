import { isAddressRange, networkMatcher } from './networks.js';

/**
 * TRUSTED_PROXIES (deploy/: the load balancer's addresses): X-Forwarded-For is believed only when it comes from one
 * of them. Entries are addresses (`10.0.0.5`), CIDR ranges (`10.0.0.0/24`, `fd00::/8`) or `loopback`.
 */

/** Whether a TRUSTED_PROXIES entry can be read (config validation). */
export const isProxyRange = isAddressRange;

/** The predicate "this address is one of the trusted proxies" (Express's `trust proxy` accepts it as is). */
export const trustedProxies = networkMatcher;

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
