import type { Config } from '../../../infra/config.js';
import type { DB } from '../../../storage/database.js';
import { findPaymentByReference } from '../../../storage/repositories/sales.js';
import type { PaymentProvider, PaymentProviders } from './port.js';
import { createManualProvider } from './manual.js';
import { createStripeProvider } from './stripe.js';
import { createTestProvider } from './test-provider.js';
import { createZarinpalProvider } from './zarinpal.js';

/** The providers PAYMENT_PROVIDERS enables, by name (the config has checked the names, their secrets, and refused `test` in production). */
export function createPaymentProviders(config: Config, extra: PaymentProvider[] = [], deps?: { db: DB }): PaymentProviders {
  const all = new Map<string, PaymentProvider>();
  const p = config.payments;
  for (const name of config.sales.providers) {
    if (name === 'test') all.set(name, createTestProvider());
    if (name === 'manual') all.set(name, createManualProvider(p.manualHoldHours));
    if (name === 'stripe') {
      all.set(name, createStripeProvider({ secretKey: p.stripe.secretKey!, webhookSecret: p.stripe.webhookSecret!, apiBase: p.stripe.apiBase, timeoutMs: p.timeoutMs }));
    }
    if (name === 'zarinpal') {
      const db = deps?.db;
      all.set(
        name,
        createZarinpalProvider({
          merchantId: p.zarinpal.merchantId!,
          apiBase: p.zarinpal.apiBase,
          timeoutMs: p.timeoutMs,
          amountOf: async (authority) => (db ? (await findPaymentByReference(db, 'zarinpal', authority))?.amount : undefined),
        }),
      );
    }
  }
  for (const provider of extra) all.set(provider.name, provider);
  return all;
}
