import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../infra/config.js';
import { createLogger } from '../../infra/logger.js';
import { createSmsSender, kavenegarReceptor } from '../../server/identity/sms.js';
import { CapturedLog } from '../helpers/server.js';

/**
 * Simulators on loopback speaking each provider's documented protocol: Kavenegar's verify lookup
 * (POST /v1/{key}/verify/lookup.json, form receptor/token/template, {"return": {"status", "message"}}) and Twilio's
 * Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json, Basic auth, form To/From/Body, 201 or
 * {"code", "message", "status"}). `mode` makes them fail as the providers do.
 */
type Mode = 'ok' | '5xx' | 'timeout' | 'bad_number' | 'bad_key';
interface Received {
  path: string;
  auth: string | undefined;
  form: URLSearchParams;
}
const sim = { mode: 'ok' as Mode, received: [] as Received[] };
let server: Server;
let base: string;

function kavenegar(req: IncomingMessage, res: ServerResponse, form: URLSearchParams) {
  const match = /^\/v1\/([^/]+)\/verify\/lookup\.json$/.exec(req.url ?? '');
  const reply = (status: number, ret: number, message: string, entries: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ return: { status: ret, message }, entries }));
  };
  if (!match) return reply(404, 404, 'not found', null);
  if (sim.mode === 'bad_key' || match[1] !== 'kv-key') return reply(403, 403, 'کد شناسائی API-Key معتبر نمی‌باشد', null);
  if (sim.mode === 'bad_number' || !/^(09\d{9}|00\d{8,15})$/.test(form.get('receptor') ?? '')) return reply(411, 411, 'گیرنده نامعتبر است', null);
  if (!form.get('token') || form.get('template') !== 'login-code') return reply(424, 424, 'الگو یافت نشد', null);
  reply(200, 200, 'تایید شد', [{ messageid: 8792343, message: form.get('token'), status: 5, receptor: form.get('receptor'), cost: 120 }]);
}

function twilio(req: IncomingMessage, res: ServerResponse, form: URLSearchParams) {
  const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? '');
  const error = (status: number, code: number, message: string) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }));
  };
  if (!match) return error(404, 20404, 'The requested resource was not found');
  const expected = `Basic ${Buffer.from('AC123:tw-token').toString('base64')}`;
  if (sim.mode === 'bad_key' || req.headers.authorization !== expected || match[1] !== 'AC123') return error(401, 20003, 'Authenticate');
  if (sim.mode === 'bad_number' || !/^\+\d{8,15}$/.test(form.get('To') ?? '')) return error(400, 21211, "The 'To' number is not a valid phone number.");
  res.writeHead(201, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ sid: 'SM123', status: 'queued', to: form.get('To'), from: form.get('From'), body: form.get('Body') }));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      sim.received.push({ path: req.url ?? '', auth: req.headers.authorization, form });
      if (sim.mode === 'timeout') return; // never answers
      if (sim.mode === '5xx') {
        res.writeHead(502, { 'content-type': 'text/html' });
        res.end('<html>Bad Gateway</html>');
        return;
      }
      if ((req.url ?? '').startsWith('/v1/')) kavenegar(req, res, form);
      else twilio(req, res, form);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const kavenegarEnv = { SMS_DRIVER: 'kavenegar', KAVENEGAR_API_KEY: 'kv-key', KAVENEGAR_TEMPLATE: 'login-code' };
const twilioEnv = { SMS_DRIVER: 'twilio', TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: 'tw-token', TWILIO_FROM: '+15005550006' };
function sender(env: Record<string, string>) {
  const log = new CapturedLog();
  const config = loadConfig({ NODE_ENV: 'test', SMS_API_BASE: base, SMS_HTTP_TIMEOUT_MS: '300', ...env });
  return { sms: createSmsSender({ config, logger: createLogger('info', log) }), log };
}
function reset(mode: Mode) {
  sim.mode = mode;
  sim.received.length = 0;
}

describe('SMS driver configuration', () => {
  it('requires each driver’s credentials and refuses log as a fallback in production', () => {
    expect(() => loadConfig({ SMS_DRIVER: 'kavenegar' })).toThrow(/KAVENEGAR_API_KEY/);
    expect(() => loadConfig({ SMS_DRIVER: 'twilio', TWILIO_ACCOUNT_SID: 'x' })).toThrow(/TWILIO_AUTH_TOKEN/);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDERS: 'manual', MAIL_URL: 'smtp://m.example', ...kavenegarEnv, SMS_FALLBACK_DRIVER: 'log' })).toThrow(/SMS_FALLBACK_DRIVER/);
    expect(() => loadConfig({ ...kavenegarEnv, SMS_FALLBACK_DRIVER: 'kavenegar' })).toThrow(/SMS_FALLBACK_DRIVER/);
    expect(kavenegarReceptor('+989121234567')).toBe('09121234567');
    expect(kavenegarReceptor('+447700900123')).toBe('00447700900123');
  });
});

describe('kavenegar driver (verify lookup simulator)', () => {
  it('sends receptor, token and template to /v1/{key}/verify/lookup.json', async () => {
    reset('ok');
    await sender(kavenegarEnv).sms.sendVerificationCode('+989121234567', '12345');
    expect(sim.received).toHaveLength(1);
    expect(sim.received[0]!.path).toBe('/v1/kv-key/verify/lookup.json');
    expect(Object.fromEntries(sim.received[0]!.form)).toEqual({ receptor: '09121234567', token: '12345', template: 'login-code' });
  });
  it.each(['5xx', 'timeout', 'bad_number', 'bad_key'] as const)('fails on %s, never logging the code or the key', async (mode) => {
    reset(mode);
    const { sms, log } = sender(kavenegarEnv);
    await expect(sms.sendVerificationCode('+989121234567', '54321')).rejects.toThrow(/kavenegar/);
    const text = JSON.stringify(log.lines);
    expect(text).not.toContain('54321');
    expect(text).not.toContain('kv-key');
  });
});

describe('twilio driver (Messages API simulator)', () => {
  it('posts To, From and Body with Basic auth', async () => {
    reset('ok');
    await sender(twilioEnv).sms.sendVerificationCode('+447700900123', '12345');
    expect(sim.received[0]!.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(sim.received[0]!.form.get('To')).toBe('+447700900123');
    expect(sim.received[0]!.form.get('From')).toBe('+15005550006');
    expect(sim.received[0]!.form.get('Body')).toContain('12345');
  });
  it('writes the text in the receiver’s language, else DEFAULT_LOCALE', async () => {
    reset('ok');
    const sms = sender({ ...twilioEnv, DEFAULT_LOCALE: 'fa' }).sms;
    await sms.sendVerificationCode('+447700900123', '11111', 'en');
    await sms.sendVerificationCode('+447700900123', '22222');
    expect(sim.received.map((r) => r.form.get('Body'))).toEqual(['Your Convene code: 11111', 'کد ورود شما به Convene: 22222']);
  });
  it.each(['5xx', 'timeout', 'bad_number', 'bad_key'] as const)('fails on %s', async (mode) => {
    reset(mode);
    await expect(sender(twilioEnv).sms.sendVerificationCode('+447700900123', '12345')).rejects.toThrow(/twilio/);
  });
});

describe('fallback driver', () => {
  it('tries the fallback when the first driver fails, and fails when both do', async () => {
    reset('bad_key');
    const both = sender({ ...kavenegarEnv, ...twilioEnv, SMS_DRIVER: 'kavenegar', SMS_FALLBACK_DRIVER: 'twilio' });
    await expect(both.sms.sendVerificationCode('+989121234567', '12345')).rejects.toThrow(/twilio/);
    expect(sim.received.map((r) => r.path.split('/')[1])).toEqual(['v1', '2010-04-01']);
    reset('ok');
    const logged = sender({ ...kavenegarEnv, SMS_API_BASE: 'http://127.0.0.1:1', SMS_FALLBACK_DRIVER: 'log' });
    await logged.sms.sendVerificationCode('+989121234567', '12345');
    expect(logged.log.lines.some((l) => l.msg === 'sms.fallback')).toBe(true);
    expect(logged.log.lines.some((l) => l.msg === 'sms.verification_code')).toBe(true);
  });
});
