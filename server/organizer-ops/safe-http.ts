import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Outgoing requests to addresses organizers choose (webhooks), safe against server-side request forgery:
 * - every address a name resolves to is checked, and the connection goes to a checked address (the check runs
 *   inside the socket's `lookup`, so a second, different DNS answer — DNS rebinding — cannot slip past);
 * - loopback, private, link-local, carrier-grade NAT, multicast, reserved and unspecified addresses are refused
 *   unless `allowPrivate` (WEBHOOK_ALLOW_PRIVATE=1: development and tests);
 * - one overall deadline for connecting and the answer's status line and headers (at most 16 KiB); the answer's
 *   body is never read.
 */

/** Whether an IP address is a public unicast one (IPv4-mapped IPv6 addresses are judged by their IPv4 part). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

export class BlockedAddressError extends Error {
  constructor(readonly host: string) {
    super(`${host} resolves to a loopback, private or reserved address`);
    this.name = 'BlockedAddressError';
  }
}

function resolveAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => dnsLookup(host, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))));
}

/** The addresses of a URL's host; refuses the host when any of them is not public (unless allowed). */
export async function checkHost(hostname: string, allowPrivate: boolean): Promise<LookupAddress[]> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  const addresses = family ? [{ address: host, family }] : await resolveAll(host);
  if (!addresses.length) throw new Error(`${host} has no address`);
  if (!allowPrivate && addresses.some((a) => !isPublicAddress(a.address))) throw new BlockedAddressError(host);
  return addresses;
}

/** A socket `lookup` that resolves, checks every address, and hands the connection only checked ones. */
function checkedLookup(allowPrivate: boolean): LookupFunction {
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

export interface PostOptions {
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowPrivate: boolean;
}

export interface PostResult {
  status: number;
}

/** POSTs `body` to `url`; resolves with the answer's status as soon as its headers arrive. */
export async function safePost(url: string, options: PostOptions): Promise<PostResult> {
  const target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new Error('only http and https targets');
  // IP literals never reach `lookup`: check them here.
  if (isIP(target.hostname.replace(/^\[|\]$/g, ''))) await checkHost(target.hostname, options.allowPrivate);
  const client = target.protocol === 'https:' ? https : http;
  const signal = AbortSignal.timeout(options.timeoutMs);
  return new Promise<PostResult>((resolve, reject) => {
    const req = client.request(
      target,
      {
        method: 'POST',
        headers: { ...options.headers, 'content-length': Buffer.byteLength(options.body).toString() },
        lookup: checkedLookup(options.allowPrivate),
        agent: false,
        maxHeaderSize: 16 * 1024,
        signal,
      },
      (res) => {
        // Only the status matters: the body is never read, the connection closes at once (a receiver answering
        // 10 MB or trickling forever holds nothing).
        resolve({ status: res.statusCode ?? 0 });
        res.destroy();
      },
    );
    req.on('error', (err) => reject(signal.aborted ? new Error(`no answer within ${options.timeoutMs} ms`) : err));
    req.end(options.body);
  });
}
