import { refusedAtOnce } from '../outbound/address-policy.js';
import { invalid } from '../errors.js';

/** What a Web Push subscription may point at and carry (CONTRACT 10): checked when stored and again when sent. */

export const ENDPOINT_MAX_CHARS = 1024;

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
  // The outbound-address policy (server/outbound): IP literals and local names now; names again at send time.
  if (refusedAtOnce(url.hostname, allowPrivate)) throw invalid('endpoint', 'endpoint must be on a public address (not loopback or a private network).');
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
