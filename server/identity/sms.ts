import type { Config, SmsDriverName } from '../../infra/config.js';
import type { Logger } from '../../infra/logger.js';
import type { Locale } from '../locale.js';

/**
 * Sends verification codes. Drivers: `log` (development), `http` (a JSON POST to a gateway), `kavenegar`
 * (Kavenegar's verify lookup API) and `twilio` (Twilio's Messages API), each a small adapter over the provider's
 * documented HTTP API; `SMS_API_BASE` points `kavenegar`/`twilio` at another host. With `SMS_FALLBACK_DRIVER` a
 * failed send is tried once more through that driver; when both fail the caller answers 503 `sms_unavailable`.
 */
export interface SmsSender {
  /** `locale`: the receiver's language (their saved one, else the request's), default DEFAULT_LOCALE. */
  sendVerificationCode(mobileE164: string, code: string, locale?: Locale): Promise<void>;
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
  return {
    async sendVerificationCode(mobile, code, locale) {
      try {
        await primary.sendVerificationCode(mobile, code, locale);
      } catch (err) {
        logger.warn({ driver: config.sms.driver, fallback: fallbackName, err: (err as Error).message }, 'sms.fallback');
        await fallback.sendVerificationCode(mobile, code, locale);
      }
    },
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
    };
  }
  if (driver === 'kavenegar') {
    const { apiKey, template } = config.sms.kavenegar;
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
    };
  }
  if (driver === 'twilio') {
    const { accountSid, authToken, from } = config.sms.twilio;
    if (!accountSid || !authToken || !from) throw new Error('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are required for the twilio driver');
    const base = config.sms.apiBase ?? 'https://api.twilio.com';
    return {
      async sendVerificationCode(mobile, code, locale) {
        // https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource
        const text = SMS_CODE_TEXT[locale ?? config.defaultLocale](code);
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
      },
    };
  }
  const { httpUrl, httpToken } = config.sms;
  if (!httpUrl) throw new Error('SMS_HTTP_URL is required for SMS_DRIVER=http');
  return {
    async sendVerificationCode(mobile, code, locale) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (httpToken) headers.authorization = `Bearer ${httpToken}`;
      // The gateway writes the text from its template; `locale` says in which language.
      const res = await call('http', httpUrl, { method: 'POST', headers, body: JSON.stringify({ to: mobile, template: 'verification_code', code, locale: locale ?? config.defaultLocale }) });
      if (!res.ok) throw failure('http', res.status, undefined);
    },
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
