import type { Config } from '../../../infra/config.js';
import type { PaymentProvider, PaymentProviders } from './port.js';
import { createTestProvider } from './test-provider.js';

/** The providers PAYMENT_PROVIDERS enables, by name (the config has checked the names and refused `test` in production). */
export function createPaymentProviders(config: Config, extra: PaymentProvider[] = []): PaymentProviders {
  const all = new Map<string, PaymentProvider>();
  for (const name of config.sales.providers) {
    if (name === 'test') all.set(name, createTestProvider());
  }
  for (const p of extra) all.set(p.name, p);
  return all;
}
