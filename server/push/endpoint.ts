import { BlockList, isIP } from 'node:net';
import { lookup } from 'node:dns/promises';
import { invalid } from '../errors.js';

/** What a Web Push subscription may point at and carry (CONTRACT 10): checked when stored and again when sent. */

export const ENDPOINT_MAX_CHARS = 1024;

/** Loopback, private, link-local, shared, multicast and reserved ranges: a push service never lives there. */
const privateRanges = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) privateRanges.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96]] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv6');
}

/** Whether an IP address (v4, v6, or v4-mapped v6) is not a public unicast one. */
export function isPrivateAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return privateRanges.check(mapped[1]!, 'ipv4');
  const family = isIP(bare);
  if (family === 0) return true;
  return privateRanges.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/i;

/** The endpoint as a URL, or 422: https (http too with `allowPrivate`), at most 1,024 characters, not a private host. */
export function readEndpoint(value: unknown, allowPrivate: boolean): URL {
  if (typeof value !== 'string' || value === '') throw invalid('endpoint', 'endpoint must be the push service URL of the subscription.');
  if (value.length > ENDPOINT_MAX_CHARS) throw invalid('endpoint', `endpoint must be at most ${ENDPOINT_MAX_CHARS} characters.`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid('endpoint', 'endpoint must be an https URL.');
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) throw invalid('endpoint', 'endpoint must be an https URL.');
  if (url.username || url.password) throw invalid('endpoint', 'endpoint must not carry credentials.');
  if (!allowPrivate) {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (LOCAL_NAMES.test(host) || (isIP(host) !== 0 && isPrivateAddress(host))) {
      throw invalid('endpoint', 'endpoint must be on a public address (not loopback or a private network).');
    }
  }
  return url;
}

/** A base64url key of exactly `bytes` bytes (p256dh: 65, an uncompressed P-256 point; auth: 16), or 422. */
export function readKey(value: unknown, field: 'p256dh' | 'auth', bytes: number): string {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]+={0,2}$/.test(value)) throw invalid(`keys.${field}`, `keys.${field} must be a base64url string.`);
  const decoded = Buffer.from(value, 'base64url');
  if (decoded.length !== bytes || (field === 'p256dh' && decoded[0] !== 0x04)) {
    throw invalid(`keys.${field}`, field === 'p256dh' ? 'keys.p256dh must be an uncompressed P-256 public key (65 bytes).' : 'keys.auth must be 16 bytes.');
  }
  return value.replace(/=+$/, '');
}

/** At send time: whether the endpoint's host resolves to a private address (a public name can be re-pointed). */
export async function resolvesPrivate(hostname: string): Promise<boolean> {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return isPrivateAddress(host);
  if (LOCAL_NAMES.test(host)) return true;
  const addresses = await lookup(host, { all: true, verbatim: true });
  return addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address));
}
