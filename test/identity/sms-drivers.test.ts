import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../infra/config.js';
import { createLogger } from '../../infra/logger.js';
import { createSmsSender, kavenegarReceptor } from '../../server/identity/sms.js';
import { CapturedLog } from '../helpers/server.js';
import { kavenegarEnv, startSmsSimulator, twilioEnv, type SmsSimulator, type SmsSimulatorMode } from '../helpers/sms-simulators.js';

// The providers' simulators (test/helpers/sms-simulators.ts), on loopback.
let simulator: SmsSimulator;
let base: string;
beforeAll(async () => {
  simulator = await startSmsSimulator();
  base = simulator.base;
});
afterAll(async () => {
  await simulator.stop();
});
const sim = { get received() { return simulator.received; } };

function sender(env: Record<string, string>) {
  const log = new CapturedLog();
  const config = loadConfig({ NODE_ENV: 'test', SMS_API_BASE: base, SMS_HTTP_TIMEOUT_MS: '300', ...env });
  return { sms: createSmsSender({ config, logger: createLogger('info', log) }), log };
}
function reset(mode: SmsSimulatorMode) {
  simulator.reset(mode);
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

describe('written messages (sendText: waiting-list offers)', () => {
  const offer = { template: 'waiting_list_offer', text: 'Convene: a place is held for you. Code: ABC123 http://x.test/app/events/e', locale: 'en' as const };
  it('kavenegar sends receptor, message and the configured line to /v1/{key}/sms/send.json', async () => {
    reset('ok');
    await sender(kavenegarEnv).sms.sendText('+989121234567', offer);
    await sender({ ...kavenegarEnv, KAVENEGAR_SENDER: '10004346' }).sms.sendText('+447700900123', offer);
    expect(sim.received.map((r) => r.path)).toEqual(['/v1/kv-key/sms/send.json', '/v1/kv-key/sms/send.json']);
    expect(Object.fromEntries(sim.received[0]!.form)).toEqual({ receptor: '09121234567', message: offer.text });
    expect(Object.fromEntries(sim.received[1]!.form)).toEqual({ receptor: '00447700900123', message: offer.text, sender: '10004346' });
    expect(() => loadConfig({ ...kavenegarEnv, KAVENEGAR_SENDER: 'not a line' })).toThrow(/KAVENEGAR_SENDER/);
  });
  it('twilio posts the text as Body', async () => {
    reset('ok');
    await sender(twilioEnv).sms.sendText('+447700900123', offer);
    expect(sim.received[0]!.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(Object.fromEntries(sim.received[0]!.form)).toEqual({ To: '+447700900123', From: '+15005550006', Body: offer.text });
  });
  it.each(['5xx', 'timeout', 'bad_number', 'bad_key'] as const)('both fail on %s, never logging the text', async (mode) => {
    reset(mode);
    const k = sender(kavenegarEnv);
    await expect(k.sms.sendText('+989121234567', offer)).rejects.toThrow(/kavenegar/);
    await expect(sender(twilioEnv).sms.sendText('+447700900123', offer)).rejects.toThrow(/twilio/);
    expect(JSON.stringify(k.log.lines)).not.toContain('ABC123');
  });
  it('falls back to the second driver', async () => {
    reset('ok');
    const both = sender({ ...kavenegarEnv, ...twilioEnv, SMS_DRIVER: 'kavenegar', KAVENEGAR_API_KEY: 'wrong-key', SMS_FALLBACK_DRIVER: 'twilio' });
    await both.sms.sendText('+447700900123', offer);
    expect(sim.received.map((r) => r.path)).toEqual(['/v1/wrong-key/sms/send.json', '/2010-04-01/Accounts/AC123/Messages.json']);
    expect(both.log.lines.some((l) => l.msg === 'sms.fallback')).toBe(true);
  });
});
