import type { Config, SmsDriverName } from '../../infra/config.js';
import type { Logger } from '../../infra/logger.js';
import type { Locale } from '../locale.js';

/**
 * Sends verification codes and short messages (waiting-list offers). Drivers: `log` (development), `http` (a JSON POST to a gateway), `kavenegar`
 * (Kavenegar's verify lookup API) and `twilio` (Twilio's Messages API), each a small adapter over the provider's
 * documented HTTP API; `SMS_API_BASE` points `kavenegar`/`twilio` at another host. With `SMS_FALLBACK_DRIVER` a
 * failed send is tried once more through that driver; when both fail the caller answers 503 `sms_unavailable`.
 */
export interface SmsSender {
  /** `locale`: the receiver's language (their saved one, else the request's), default DEFAULT_LOCALE. */
  sendVerificationCode(mobileE164: string, code: string, locale?: Locale): Promise<void>;
  /**
   * A short message Convene wrote (a waiting-list offer, server/mail/sms-messages.ts), already in the receiver's
   * language: `kavenegar` sends it with its simple send API, `twilio` as the Body, `http` as `text` beside the
   * `template` name. Throws SmsDeliveryError when the provider refuses or cannot be reached.
   */
  sendText(mobileE164: string, message: SmsText): Promise<void>;
}

/** A written message: its template name (for the gateway and the logs), its text and language. */
export interface SmsText {
  template: string;
  text: string;
  locale: Locale;
}

/** The code's text where Convene writes it (twilio): in the receiver's language (CONTRACT 17). */
export const SMS_CODE_TEXT: Record<Locale, (code: string) => string> = {
  fa: (code) => `کد ورود شما به Convene: ${code}`,
  en: (code) => `Your Convene code: ${code}`,
};

export class SmsDeliveryError extends Error {}

export interface SmsSenderDeps {
  config: Config;
  logger: Logger;
}

export function createSmsSender(deps: SmsSenderDeps): SmsSender {
  const { config, logger } = deps;
  const primary = driverOf(config.sms.driver, deps);
  if (!config.sms.fallbackDriver) return primary;
  const fallback = driverOf(config.sms.fallbackDriver, deps);
  const fallbackName = config.sms.fallbackDriver;
  const withFallback = async (send: (driver: SmsSender) => Promise<void>) => {
    try {
      await send(primary);
    } catch (err) {
      logger.warn({ driver: config.sms.driver, fallback: fallbackName, err: (err as Error).message }, 'sms.fallback');
      await send(fallback);
    }
  };
  return {
    sendVerificationCode: (mobile, code, locale) => withFallback((d) => d.sendVerificationCode(mobile, code, locale)),
    sendText: (mobile, message) => withFallback((d) => d.sendText(mobile, message)),
  };
}

function driverOf(driver: SmsDriverName, deps: SmsSenderDeps): SmsSender {
  const { config, logger } = deps;
  const { timeoutMs } = config.sms;
  if (driver === 'log') {
    if (config.nodeEnv === 'production') throw new Error('SMS_DRIVER=log is refused with NODE_ENV=production');
    return {
      async sendVerificationCode(mobile, code, locale) {
        // The one place a code is ever written out, for development and the demo.
        logger.info({ mobile, code, locale: locale ?? config.defaultLocale }, 'sms.verification_code');
      },
      async sendText(mobile, message) {
        logger.info({ mobile, template: message.template, locale: message.locale, text: message.text }, 'sms.message');
      },
    };
  }
  if (driver === 'kavenegar') {
    const { apiKey, template, sender } = config.sms.kavenegar;
    if (!apiKey || !template) throw new Error('KAVENEGAR_API_KEY and KAVENEGAR_TEMPLATE are required for the kavenegar driver');
    const base = config.sms.apiBase ?? 'https://api.kavenegar.com';
    return {
      async sendVerificationCode(mobile, code) {
        // https://kavenegar.com/rest.html#sms-Lookup : POST /v1/{API-KEY}/verify/lookup.json receptor, token, template.
        const body = new URLSearchParams({ receptor: kavenegarReceptor(mobile), token: code, template });
        const res = await call('kavenegar', `${base}/v1/${encodeURIComponent(apiKey)}/verify/lookup.json`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
        });
        // Kavenegar answers {"return": {"status", "message"}, "entries": [...]}; any status but 200 is a failure.
        const status = (res.json as { return?: { status?: number } } | undefined)?.return?.status;
        if (!res.ok || status !== 200) throw failure('kavenegar', res.status, status);
      },
      async sendText(mobile, message) {
        // https://kavenegar.com/rest.html#sms-send : POST /v1/{API-KEY}/sms/send.json receptor, message, sender?.
        const body = new URLSearchParams({ receptor: kavenegarReceptor(mobile), message: message.text });
        if (sender) body.set('sender', sender);
        const res = await call('kavenegar', `${base}/v1/${encodeURIComponent(apiKey)}/sms/send.json`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
        });
        const status = (res.json as { return?: { status?: number } } | undefined)?.return?.status;
        if (!res.ok || status !== 200) throw failure('kavenegar', res.status, status);
      },
    };
  }
  if (driver === 'twilio') {
    const { accountSid, authToken, from } = config.sms.twilio;
    if (!accountSid || !authToken || !from) throw new Error('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are required for the twilio driver');
    const base = config.sms.apiBase ?? 'https://api.twilio.com';
    const send = async (mobile: string, text: string) => {
      // https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource
      const res = await call('twilio', `${base}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        },
        body: new URLSearchParams({ To: mobile, From: from, Body: text }),
      });
      // 201 with the message resource; errors are {"code", "message", "more_info", "status"}.
      if (res.status !== 201 && res.status !== 200) throw failure('twilio', res.status, (res.json as { code?: number } | undefined)?.code);
    };
    return {
      sendVerificationCode: (mobile, code, locale) => send(mobile, SMS_CODE_TEXT[locale ?? config.defaultLocale](code)),
      sendText: (mobile, message) => send(mobile, message.text),
    };
  }
  const { httpUrl, httpToken } = config.sms;
  if (!httpUrl) throw new Error('SMS_HTTP_URL is required for SMS_DRIVER=http');
  const post = async (body: Record<string, string>) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (httpToken) headers.authorization = `Bearer ${httpToken}`;
    const res = await call('http', httpUrl, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!res.ok) throw failure('http', res.status, undefined);
  };
  return {
    // The gateway writes the code's text from its template; `locale` says in which language.
    sendVerificationCode: (mobile, code, locale) => post({ to: mobile, template: 'verification_code', code, locale: locale ?? config.defaultLocale }),
    // A message Convene wrote: `text` is what to send, `template` what it is.
    sendText: (mobile, message) => post({ to: mobile, template: message.template, text: message.text, locale: message.locale }),
  };

  async function call(name: string, url: string, init: RequestInit): Promise<{ ok: boolean; status: number; json: unknown }> {
    let res: Response;
    try {
      res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      // Never log the code, the key or the number.
      logger.warn({ driver: name, err: (err as Error).name }, 'sms.gateway_unreachable');
      throw new SmsDeliveryError(`SMS ${name} unreachable`);
    }
    let json: unknown;
    try {
      const text = await res.text();
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { ok: res.ok, status: res.status, json };
  }

  function failure(name: string, status: number, providerCode: number | undefined): SmsDeliveryError {
    logger.warn({ driver: name, status, provider_code: providerCode }, 'sms.gateway_error');
    return new SmsDeliveryError(`SMS ${name} answered ${status}${providerCode !== undefined ? ` (${providerCode})` : ''}`);
  }
}

/** Kavenegar takes Iranian numbers in their national form (09…), others with the 00 prefix. */
export function kavenegarReceptor(e164: string): string {
  return e164.startsWith('+98') ? `0${e164.slice(3)}` : `00${e164.slice(1)}`;
}
