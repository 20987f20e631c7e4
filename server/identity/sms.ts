import type { Config } from '../../infra/config.js';
import type { Logger } from '../../infra/logger.js';

/** Sends verification codes. Drivers: `log` (development) and `http` (a JSON POST to a gateway). */
export interface SmsSender {
  sendVerificationCode(mobileE164: string, code: string): Promise<void>;
}

export class SmsDeliveryError extends Error {}

export interface SmsSenderDeps {
  config: Config;
  logger: Logger;
}

export function createSmsSender(deps: SmsSenderDeps): SmsSender {
  const { config, logger } = deps;
  if (config.sms.driver === 'log') {
    if (config.nodeEnv === 'production') throw new Error('SMS_DRIVER=log is refused with NODE_ENV=production');
    return {
      async sendVerificationCode(mobile, code) {
        // The one place a code is ever written out, for development and the demo.
        logger.info({ mobile, code }, 'sms.verification_code');
      },
    };
  }
  const { httpUrl, httpToken, timeoutMs } = config.sms;
  if (!httpUrl) throw new Error('SMS_HTTP_URL is required for SMS_DRIVER=http');
  return {
    async sendVerificationCode(mobile, code) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (httpToken) headers.authorization = `Bearer ${httpToken}`;
      let res: Response;
      try {
        res = await fetch(httpUrl, {
          method: 'POST',
          headers,
          body: JSON.stringify({ to: mobile, template: 'verification_code', code }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        // Never log the code; the mobile is masked by the caller's logs.
        logger.warn({ err: (err as Error).name }, 'sms.gateway_unreachable');
        throw new SmsDeliveryError('SMS gateway unreachable');
      }
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) {
        logger.warn({ status: res.status }, 'sms.gateway_error');
        throw new SmsDeliveryError(`SMS gateway answered ${res.status}`);
      }
    },
  };
}
