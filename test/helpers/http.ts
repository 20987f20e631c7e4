import { request as nodeRequest } from 'node:http';

export interface HttpResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  token?: string;
  headers?: Record<string, string>;
  /** Sent as-is (string or bytes) instead of JSON. */
  raw?: string | Uint8Array | FormData | URLSearchParams;
  redirect?: 'manual' | 'follow';
}

/** A small fetch client for tests: JSON in, JSON (or text) out, never throws on status. */
export class Http {
  constructor(readonly base: string) {}

  /** Called with every response (e.g. to check it against the OpenAPI document: test/helpers/openapi.ts). */
  onResponse?: (method: string, path: string, res: HttpResponse) => void;

  async request<T = any>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<HttpResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: RequestInit['body'];
    if (options.raw !== undefined) payload = options.raw as RequestInit['body'];
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] ??= 'application/json';
    }
    const init: RequestInit = { method, headers, body: payload, redirect: options.redirect ?? 'manual' };
    let res: Response;
    try {
      res = await fetch(this.base + path, init);
    } catch (err) {
      // A kept-alive connection the server closed (its 5 s keepAliveTimeout) just as this request reused it: on a
      // loaded machine the test's own event loop can stall past undici's expiry. Like a browser, repeat a GET or
      // HEAD once on a fresh connection; anything else, or a second failure, is the test's answer.
      const code = (err as { cause?: { code?: string } }).cause?.code;
      if ((method !== 'GET' && method !== 'HEAD') || (code !== 'ECONNRESET' && code !== 'UND_ERR_SOCKET')) throw err;
      res = await fetch(this.base + path, init);
    }
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    const out: HttpResponse<T> = { status: res.status, headers: res.headers, body: parsed as T, text };
    this.onResponse?.(method, path, out);
    return out;
  }

  get<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, undefined, options);
  }
  post<T = any>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, body, options);
  }
  put<T = any>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, body, options);
  }
  patch<T = any>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PATCH', path, body, options);
  }
  delete<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, undefined, options);
  }
}

/** An answer exactly as sent: status, headers and the body's bytes (still compressed). */
export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

/** A request with exactly these headers (fetch would add and undo its own Accept-Encoding), answered as sent. */
export function rawRequest(base: string, path: string, headers: Record<string, string>, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = nodeRequest(new URL(path, base), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Sends a request with `Content-Length: total` but writes only `first` bytes (starting with `prefix`), and resolves
 * with the answer's status and how many bytes were written by then: an answer while most of the body is unsent shows
 * the server did not wait for it (a large upload authorised before its body is read).
 */
export function sendPartialBody(base: string, method: string, path: string, token: string | undefined, total: number, first: number, prefix: string): Promise<{ status: number; sent: number; ms: number }> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const t0 = Date.now();
    let sent = 0;
    const req = nodeRequest(
      { host: url.hostname, port: url.port, path: url.pathname, method, headers: { 'content-type': 'application/json', 'content-length': String(total), ...(token ? { authorization: `Bearer ${token}` } : {}) } },
      (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, sent, ms: Date.now() - t0 });
        req.destroy();
      },
    );
    req.on('error', (err) => (sent < total ? undefined : reject(err)));
    const chunk = Buffer.alloc(first, 0x20);
    chunk.write(prefix);
    req.write(chunk, () => (sent += first));
    setTimeout(() => reject(new Error('no answer while the body was unsent')), 10_000).unref();
  });
}
