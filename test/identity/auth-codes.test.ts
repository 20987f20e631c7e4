import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, CapturedLog, type TestServer } from '../helpers/server.js';
import { createClient, createUser, localMobile, uniqueMobile } from '../helpers/factories.js';
import { loadConfig } from '../../infra/config.js';
import { createLogger } from '../../infra/logger.js';
import { createSmsSender, SmsDeliveryError } from '../../server/identity/sms.js';
import { maskMobile, normalizeMobile } from '../../server/identity/mobile.js';

let server: TestServer;
let client: { client_id: string; client_secret: string };

beforeAll(async () => {
  server = await startTestServer({ env: { OTP_IP_LIMIT: '100000' } });
  client = await createClient(server.ctx);
});
afterAll(async () => {
  await server.stop();
});

const requestCode = (mobile: unknown, family: 'api' | 'connect' = 'connect', s: TestServer = server) =>
  s.http.post(`/${family}/mobile/verification-codes`, { mobile });

const exchange = (mobile: string, code: string | undefined) =>
  server.http.post('/connect/oauth2/token', {
    grant_type: 'mobile_verification',
    client_id: client.client_id,
    client_secret: client.client_secret,
    mobile,
    mobile_verification_code: code,
  });

describe('mobile numbers', () => {
  it('normalises every accepted spelling to E.164 and masks it', () => {
    for (const input of ['09121234567', '9121234567', '+989121234567', '00989121234567', ' 0912 123 4567 ']) {
      expect(normalizeMobile(input)).toBe('+989121234567');
    }
    for (const bad of ['', '0912123456', '091212345678', '08121234567', '+19121234567', 'abc', '٠٩١٢١٢٣٤٥٦٧']) {
      expect(normalizeMobile(bad)).toBeNull();
    }
    expect(maskMobile('+989121234567')).toBe('+98912***4567');
  });
});

describe('POST /mobile/verification-codes', () => {
  it('sends a 5-digit code on both families and answers per the contract', async () => {
    for (const family of ['api', 'connect'] as const) {
      const mobile = uniqueMobile();
      const res = await requestCode(localMobile(mobile), family);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ data: { mobile: maskMobile(mobile), expires_in: 120, retry_after: 60 } });
      expect(server.sms.lastCode(mobile)).toMatch(/^\d{5}$/);
    }
  });

  it('sends the code in the user’s saved language, else the request’s Accept-Language, else DEFAULT_LOCALE', async () => {
    const saved = await createUser(server.ctx);
    await server.ctx.db.updateTable('users').set({ locale: 'en' }).where('id', '=', saved.id).execute();
    expect((await server.http.post('/connect/mobile/verification-codes', { mobile: localMobile(saved.mobile) }, { headers: { 'accept-language': 'fa-IR' } })).status).toBe(201);
    const asked = uniqueMobile();
    expect((await server.http.post('/connect/mobile/verification-codes', { mobile: localMobile(asked) }, { headers: { 'accept-language': 'en-GB,en;q=0.9' } })).status).toBe(201);
    const plain = uniqueMobile();
    expect((await requestCode(localMobile(plain))).status).toBe(201);
    const localeOf = (mobile: string) => server.sms.sent.filter((x) => x.mobile === mobile).at(-1)?.locale;
    expect([localeOf(saved.mobile), localeOf(asked), localeOf(plain)]).toEqual(['en', 'en', server.ctx.config.defaultLocale]);
  });

  it('stores only a keyed hash of the code', async () => {
    const mobile = uniqueMobile();
    await requestCode(mobile);
    const code = server.sms.lastCode(mobile)!;
    const rows = await server.ctx.db.selectFrom('verification_codes').selectAll().where('mobile', '=', mobile).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.code_hash).not.toContain(code);
    expect(rows[0]!.expires_at.getTime() - Date.now()).toBeGreaterThan(100_000);
  });

  it('refuses bad numbers and wrong types with 422 naming mobile', async () => {
    for (const mobile of ['12345', '08121234567', 9121234567, null, ['09121234567'], 'x'.repeat(40)]) {
      const res = await requestCode(mobile);
      expect(res.status, JSON.stringify(mobile)).toBe(422);
      expect(res.body.errors[0].field).toBe('mobile');
    }
    const missing = await server.http.post('/connect/mobile/verification-codes', {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0].field).toBe('mobile');
  });

  it('answers 429 with Retry-After when a number asks again within the cooldown', async () => {
    const mobile = uniqueMobile();
    expect((await requestCode(mobile)).status).toBe(201);
    const again = await requestCode(localMobile(mobile));
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(again.body.errors[0].code).toBe('rate_limited');
  });

  it('limits requests per client address', async () => {
    const limited = await startTestServer({ env: { OTP_IP_LIMIT: '3', REDIS_KEY_PREFIX: `iso-${Date.now()}:` }, shareDatabaseWith: server });
    try {
      for (let i = 0; i < 3; i++) expect((await requestCode(uniqueMobile(), 'connect', limited)).status).toBe(201);
      const over = await requestCode(uniqueMobile(), 'connect', limited);
      expect(over.status).toBe(429);
      expect(over.headers.get('retry-after')).toBeTruthy();
    } finally {
      await limited.stop();
    }
  });

  it('answers 503 and keeps nothing when the SMS gateway fails, and the number may retry at once', async () => {
    const mobile = uniqueMobile();
    server.sms.failNext = true;
    const res = await requestCode(mobile);
    expect(res.status).toBe(503);
    expect(res.body.errors[0].code).toBe('sms_unavailable');
    const rows = await server.ctx.db.selectFrom('verification_codes').select('id').where('mobile', '=', mobile).execute();
    expect(rows).toHaveLength(0);
    // /readyz names the failing SMS provider (degraded, still ready), and ok again after the next code went out.
    const away = await server.http.get('/readyz');
    expect(away.status).toBe(200);
    expect(away.body).toMatchObject({ status: 'degraded', checks: { sms: 'down' } });
    expect((await requestCode(mobile)).status).toBe(201);
    expect((await server.http.get('/readyz')).body.checks.sms).toBe('ok');
  });
});

describe('using codes', () => {
  it('accepts a code once', async () => {
    const mobile = uniqueMobile();
    await requestCode(mobile);
    const code = server.sms.lastCode(mobile);
    expect((await exchange(localMobile(mobile), code)).status).toBe(200);
    const again = await exchange(localMobile(mobile), code);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_grant');
  });

  it('gives one and the same answer for a wrong, an expired and an unknown number', async () => {
    const wrongMobile = uniqueMobile();
    await requestCode(wrongMobile);
    const right = server.sms.lastCode(wrongMobile)!;
    const wrong = await exchange(wrongMobile, right === '00000' ? '11111' : '00000');

    const expiredMobile = uniqueMobile();
    await requestCode(expiredMobile);
    await server.ctx.db.updateTable('verification_codes').set({ expires_at: new Date(Date.now() - 1000) }).where('mobile', '=', expiredMobile).execute();
    const expired = await exchange(expiredMobile, server.sms.lastCode(expiredMobile));

    const unknown = await exchange(uniqueMobile(), '12345');
    for (const res of [wrong, expired, unknown]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual(unknown.body);
    }
    expect(unknown.body.error).toBe('invalid_grant');
  });

  it('kills a code after 5 wrong tries, even for the right code afterwards', async () => {
    const mobile = uniqueMobile();
    await requestCode(mobile);
    const right = server.sms.lastCode(mobile)!;
    const wrongCode = right === '99999' ? '99998' : '99999';
    for (let i = 0; i < 5; i++) expect((await exchange(mobile, wrongCode)).status).toBe(400);
    expect((await exchange(mobile, right)).status).toBe(400);
  });

  it('evaluates at most 5 of 50 parallel wrong guesses', async () => {
    const mobile = uniqueMobile();
    await requestCode(mobile);
    const right = server.sms.lastCode(mobile)!;
    const guesses = Array.from({ length: 50 }, (_, i) => String((Number(right) + 1 + i) % 100000).padStart(5, '0'));
    const results = await Promise.all(guesses.map((g) => server.ctx.codes.verify(mobile, g)));
    expect(results.every((r) => r === null)).toBe(true);
    const row = await server.ctx.db.selectFrom('verification_codes').select('attempts').where('mobile', '=', mobile).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    expect(await server.ctx.codes.verify(mobile, right)).toBeNull();
  });

  it('only the newest code works', async () => {
    const mobile = uniqueMobile();
    const fast = await startTestServer({ env: { OTP_RESEND_SECONDS: '1', REDIS_KEY_PREFIX: `iso-${Date.now()}:` }, shareDatabaseWith: server });
    try {
      await requestCode(mobile, 'connect', fast);
      const first = fast.sms.lastCode(mobile)!;
      await new Promise((r) => setTimeout(r, 1100));
      await requestCode(mobile, 'connect', fast);
      const second = fast.sms.lastCode(mobile)!;
      if (first !== second) expect(await fast.ctx.codes.verify(mobile, first)).toBeNull();
      expect(await fast.ctx.codes.verify(mobile, second)).toBe(mobile);
    } finally {
      await fast.stop();
    }
  });
});

describe('SMS drivers', () => {
  it('log driver writes the contract log line', async () => {
    const log = new CapturedLog();
    const sms = createSmsSender({ config: loadConfig({ SMS_DRIVER: 'log' }), logger: createLogger('info', log) });
    await sms.sendVerificationCode('+989121234567', '12345');
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toMatchObject({ msg: 'sms.verification_code', mobile: '+989121234567', code: '12345' });
  });

  it('http driver posts JSON to the gateway, times out, and never logs the code', async () => {
    const received: Array<{ body: unknown; auth: string | undefined }> = [];
    let mode: 'ok' | 'fail' | 'hang' = 'ok';
    const gateway = createServer(async (req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      received.push({ body: JSON.parse(Buffer.concat(chunks).toString()), auth: req.headers.authorization });
      if (mode === 'hang') return;
      res.statusCode = mode === 'ok' ? 200 : 500;
      res.end('{}');
    });
    await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
    const log = new CapturedLog();
    const sms = createSmsSender({
      config: loadConfig({ SMS_DRIVER: 'http', SMS_HTTP_URL: url, SMS_HTTP_TOKEN: 'secret-token', SMS_HTTP_TIMEOUT_MS: '200' }),
      logger: createLogger('debug', log),
    });
    try {
      await sms.sendVerificationCode('+989121234567', '54321');
      expect(received[0]).toEqual({ body: { to: '+989121234567', template: 'verification_code', code: '54321', locale: 'fa' }, auth: 'Bearer secret-token' });
      mode = 'fail';
      await expect(sms.sendVerificationCode('+989121234567', '54322')).rejects.toBeInstanceOf(SmsDeliveryError);
      mode = 'hang';
      await expect(sms.sendVerificationCode('+989121234567', '54323')).rejects.toBeInstanceOf(SmsDeliveryError);
      expect(JSON.stringify(log.lines)).not.toMatch(/5432[123]/);
    } finally {
      gateway.closeAllConnections();
      gateway.close();
    }
  });

  it('needs SMS_HTTP_URL for the http driver', () => {
    expect(() => loadConfig({ SMS_DRIVER: 'http' })).toThrow(/SMS_HTTP_URL/);
  });
});
