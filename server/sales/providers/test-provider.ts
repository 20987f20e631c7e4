import { randomCode } from '../rules.js';
import { ProviderMessageRejected, type PaymentProvider } from './port.js';

/** The sandbox page's path for an attempt (the gateway serves it: gateway/routes/api/payments.ts). */
export const testPaymentPath = (reference: string) => `/api/payments/test/${reference}`;

/**
 * `test`: a sandbox for development and the demo. `action` redirects the buyer to a Convene page with Pay and Fail
 * buttons; pressing one is the provider's message. The reference (120 bits) is the only key to the page. Refused
 * with NODE_ENV=production (infra/config.ts), like the SMS `log` driver.
 */
export function createTestProvider(): PaymentProvider {
  return {
    name: 'test',
    async create(input) {
      const reference = `tp_${randomCode(24)}`;
      return { reference, status: 'pending', action: { type: 'redirect', url: `${input.baseUrl}${testPaymentPath(reference)}` } };
    },
    async confirm(message) {
      const reference = message.params?.reference;
      const outcome = message.params?.outcome;
      if (!reference || (outcome !== 'pay' && outcome !== 'fail')) throw new ProviderMessageRejected('Not a sandbox message.');
      return { reference, outcome: outcome === 'pay' ? 'confirmed' : 'failed' };
    },
    async refund() {
      return { status: 'done' };
    },
  };
}
