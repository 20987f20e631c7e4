import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's security headers, worked out once at start-up. With static options (no CSP nonces) helmet sets the same
 * headers on every answer, so running its twelve chained middlewares per request is work for nothing: helmet runs
 * once against a recording response, and each request gets the recorded headers in one loop.
 */
export function securityHeaderList(options: Readonly<HelmetOptions>): ReadonlyArray<readonly [string, string]> {
  const csp = options.contentSecurityPolicy;
  const directives = typeof csp === 'object' && csp !== null ? Object.values(csp.directives ?? {}) : [];
  if (directives.flat().some((value) => typeof value === 'function')) {
    throw new Error('securityHeaders: a CSP directive computed per request (a nonce) needs helmet itself');
  }
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers.set(name, String(value));
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
    getHeader: () => undefined,
  };
  let finished = false;
  helmet(options)({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously: its options need the request');
  return [...headers];
}

/** Sets the recorded headers (securityHeaderList) on every answer. */
export function securityHeaders(list: ReadonlyArray<readonly [string, string]>) {
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of list) res.setHeader(name, value);
    next();
  };
}
