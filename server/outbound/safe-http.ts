import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { bareHost, checkedLookup, checkHost } from './address-policy.js';

export { BlockedAddressError } from './address-policy.js';

/**
 * Outgoing POSTs to addresses checked by the outbound-address policy (address-policy.ts): the connection goes to
 * an address the policy accepted; one overall deadline for connecting and the answer's status line and headers
 * (at most 16 KiB); the answer's body is never read; redirects are never followed.
 */

export interface PostOptions {
  headers: Record<string, string>;
  body: string | Buffer;
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
  if (isIP(bareHost(target.hostname))) await checkHost(target.hostname, options.allowPrivate);
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
