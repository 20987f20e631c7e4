import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { COMPRESSION_THRESHOLD } from './middleware/compression.js';

/**
 * A JSON answer kept as bytes (issue 28): serialized, hashed for its ETag and compressed once, then sent as it is
 * by every request that gets the same cached value. Public catalogue reads hold their value in the read cache
 * (server/catalogue/read-cache.ts) for a catalogue version; a `ReadyJson` made from that value lives as long as it
 * does (a WeakMap keyed by the cached object), so a new version means new bytes on every node.
 */
export class ReadyJson<T = unknown> {
  /** Type only: the answer these bytes hold, so a route can check it against its response schemas. */
  declare readonly body?: T;
  readonly bytes: Buffer;
  /** The same weak ETag Express computes for these bytes, so answers keep their validators whichever way they go. */
  readonly etag: string;
  private gzipped: Buffer | undefined;
  private brotli: Buffer | undefined;

  /**
   * Quality 5 by default: most of brotli's gain at a small share of its cost at 11, for bytes compressed once per
   * version; an answer made for one request takes the compression middleware's 4.
   */
  private readonly brotliQuality: number;

  constructor(bytes: Buffer, options: { brotliQuality?: number } = {}) {
    this.bytes = bytes;
    this.etag = `W/"${bytes.length.toString(16)}-${createHash('sha1').update(bytes).digest('base64').slice(0, 27)}"`;
    this.brotliQuality = options.brotliQuality ?? 5;
  }

  /** The bytes in `encoding`, compressed on first use. */
  encoded(encoding: 'br' | 'gzip' | 'identity'): Buffer {
    if (encoding === 'identity') return this.bytes;
    if (encoding === 'br') return (this.brotli ??= brotliCompressSync(this.bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: this.brotliQuality } }));
    return (this.gzipped ??= gzipSync(this.bytes));
  }
}

/**
 * A JSON answer made for this request only, sent as a ready answer (issue 24): serialized once and, over the
 * threshold, compressed in ONE synchronous call (gzip at zlib's default level, or brotli at the middleware's quality
 * 4), with the same ETag, 304 and `Vary` as `res.json`. For a hot route whose answer is a few KiB: the compression
 * middleware streams the same bytes through a zlib Transform on the thread pool, whose stream and hand-off cost
 * several times the compression itself at this size (measured: ~230 µs against ~50 µs for 8.7 KB on one core).
 */
export function readyJsonNow<T>(body: T): ReadyJson<T> {
  return new ReadyJson<T>(Buffer.from(JSON.stringify(body)), { brotliQuality: 4 });
}

/**
 * A function from a cached value to its ready answer, built by `envelope` the first time a value is seen.
 * Only give it values that stay the same object while they are current (what the read cache returns).
 */
export function readyJsonOf<V extends object, T>(envelope: (value: V) => T): (value: V) => ReadyJson<T> {
  const made = new WeakMap<V, ReadyJson<T>>();
  return (value) => {
    let ready = made.get(value);
    if (!ready) {
      made.set(value, (ready = new ReadyJson<T>(Buffer.from(JSON.stringify(envelope(value))))));
    }
    return ready;
  };
}

/**
 * Sends a ready answer: 304 when the client holds these bytes (If-None-Match, as Express's `req.fresh` decides),
 * else the bytes in the best encoding the client accepts. `Content-Encoding` is set here, so the compression
 * middleware leaves the body alone.
 */
export function sendReady(req: Request, res: Response, status: number, ready: ReadyJson): void {
  res.status(status);
  res.set('Content-Type', 'application/json; charset=utf-8');
  res.set('ETag', ready.etag);
  res.vary('Accept-Encoding');
  if (status === 200 && req.fresh) {
    res.status(304).end();
    return;
  }
  // Below the threshold compression uses, bytes go as they are (compressing them costs more than it saves).
  const encoding = ready.bytes.length < COMPRESSION_THRESHOLD ? 'identity' : ((req.acceptsEncodings('br', 'gzip', 'identity') || 'identity') as 'br' | 'gzip' | 'identity');
  const bytes = ready.encoded(encoding);
  if (encoding !== 'identity') res.set('Content-Encoding', encoding);
  res.set('Content-Length', String(bytes.length));
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
