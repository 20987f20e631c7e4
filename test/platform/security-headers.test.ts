import type { AddressInfo } from 'node:net';
import express from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { securityHeaderList, securityHeaders } from '../../gateway/middleware/security-headers.js';

/** The headers an Express app answers `GET /` with, given one middleware in front. */
async function headersWith(middleware: express.RequestHandler): Promise<Record<string, string>> {
  const app = express();
  app.disable('x-powered-by');
  app.use(middleware);
  app.get('/', (_req, res) => {
    res.json({ ok: true });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await res.arrayBuffer();
    const out: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      if (name !== 'date' && name !== 'etag' && name !== 'keep-alive' && name !== 'connection') out[name] = value;
    });
    return out;
  } finally {
    server.close();
  }
}

describe('security headers', () => {
  it('are exactly the ones helmet itself sets, for the gateway’s options and for the defaults', async () => {
    const gateway: HelmetOptions = {
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:', 'https:'], 'script-src': ["'self'"], 'upgrade-insecure-requests': null } },
    };
    for (const options of [gateway, {}]) {
      const ours = await headersWith(securityHeaders(securityHeaderList(options)));
      expect(ours).toEqual(await headersWith(helmet(options)));
      expect(ours['content-security-policy']).toContain("script-src 'self'");
      expect(ours['x-content-type-options']).toBe('nosniff');
    }
  });

  it('refuses options that would need the request (a CSP nonce function)', () => {
    expect(() =>
      securityHeaderList({ contentSecurityPolicy: { directives: { 'script-src': ["'self'", (_req, res) => `'nonce-${String((res as { locals?: unknown }).locals)}'`] } } }),
    ).toThrow();
  });
});
