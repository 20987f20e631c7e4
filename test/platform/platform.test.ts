import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { ConfigError, loadConfig } from '../../infra/config.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

describe('health', () => {
  it('answers /healthz and /readyz with the database checked', async () => {
    expect((await server.http.get('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await server.http.get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.checks.database).toBe('ok');
    if (process.env.TEST_REDIS_URL) expect(ready.body.checks.redis).toBe('ok');
  });
});

describe('gateway', () => {
  it('answers unknown routes with 404 and the error body', async () => {
    const res = await server.http.get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body.errors[0]).toMatchObject({ code: 'not_found' });
  });

  it('answers malformed JSON with 400, never a stack trace', async () => {
    const res = await server.http.post('/api/mobile/verification-codes', undefined, {
      raw: '{"mobile": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].code).toBe('malformed_body');
    expect(res.text).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers an oversized JSON body with 413', async () => {
    const res = await server.http.post('/api/mobile/verification-codes', { mobile: 'x'.repeat(200_000) });
    expect(res.status).toBe(413);
    expect(res.body.errors[0].code).toBe('too_large');
  });

  it('refuses a non-JSON body with 415', async () => {
    const res = await server.http.post('/api/mobile/verification-codes', undefined, { raw: 'mobile=09121234567', headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(415);
  });

  it('sends security headers and a request id', async () => {
    const res = await server.http.get('/healthz', { headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('allows only configured CORS origins', async () => {
    const other = await startTestServer({ env: { CORS_ORIGINS: 'https://app.example.com' }, shareDatabaseWith: server });
    try {
      const ok = await other.http.request('OPTIONS', '/api/mobile/verification-codes', undefined, {
        headers: { origin: 'https://app.example.com', 'access-control-request-method': 'POST' },
      });
      expect(ok.status).toBe(204);
      expect(ok.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
      const evil = await other.http.get('/healthz', { headers: { origin: 'https://evil.example.com' } });
      expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await other.stop();
    }
  });
});

describe('OpenAPI', () => {
  it('serves an OpenAPI 3.1 document listing the routes', async () => {
    const res = await server.http.get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/mobile/verification-codes', '/connect/mobile/verification-codes', '/connect/oauth2/token', '/connect/.well-known/jwks.json']),
    );
  });

  it('serves the docs page and its assets locally (no CDN)', async () => {
    const page = await server.http.get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.text).toContain('/api/docs/assets/swagger-ui-bundle.js');
    expect(page.text).not.toMatch(/https?:\/\//);
    const bundle = await fetch(`${server.url}/api/docs/assets/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    await bundle.arrayBuffer();
  });
});

describe('config', () => {
  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ CORS_ORIGINS: 'not a url' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ ACCESS_TOKEN_TTL: '-5' })).toThrow(ConfigError);
  });

  it('refuses the log SMS driver in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_DRIVER: 'log' })).toThrow(/SMS_DRIVER/);
  });

  it('has the contract defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('0.0.0.0');
    // ./data of the installation directory (where npm runs the server and the CLI), whatever the working directory.
    expect(c.dataDir).toBe(new URL('../../data', import.meta.url).pathname);
    expect(c.demoData).toBe(true);
    expect(c.otp).toMatchObject({ resendSeconds: 60, ipLimit: 10000, ttlSeconds: 120, maxAttempts: 5 });
    expect(c.tokens.accessTtl).toBe(900);
    expect(c.uploadMaxBytes).toBe(5 * 1024 * 1024);
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' }).demoData).toBe(false);
  });
});

describe('input hygiene', () => {
  it('refuses NUL characters in any JSON string with 422 naming the field, never a 500', async () => {
    const res = await server.http.post('/api/mobile/verification-codes', { mobile: '0912\u00001234567' });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ code: 'invalid', field: 'mobile' });
  });

  it('answers a path with broken percent-encoding with 400', async () => {
    const res = await server.http.get('/api/events/%E0%A4%A');
    expect(res.status).toBe(400);
  });
});

describe('OpenAPI of the token endpoint', () => {
  it('documents only RFC 6749 error bodies, never the Errors body', async () => {
    const doc = (await server.http.get('/api/openapi.json')).body;
    const responses = doc.paths['/connect/oauth2/token'].post.responses;
    expect(Object.keys(responses).sort()).toEqual(['200', '400', '401', '429', '503']);
    expect(JSON.stringify(responses)).not.toContain('#/components/schemas/Errors');
  });
});

describe('methods', () => {
  it('answers a known path asked with another method with 405 and Allow', async () => {
    const res = await server.http.delete('/api/mobile/verification-codes');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(res.body.errors[0].code).toBe('method_not_allowed');
    const get = await server.http.get('/connect/oauth2/token');
    expect(get.status).toBe(405);
    const options = await server.http.request('OPTIONS', '/connect/.well-known/jwks.json');
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD');
    expect((await server.http.get('/api/nowhere')).status).toBe(404);
  });
});
