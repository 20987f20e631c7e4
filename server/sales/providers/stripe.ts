import Stripe from 'stripe';
import { ProviderMessageRejected, type PaymentProvider } from './port.js';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another host for the API (tests: a simulator on loopback), e.g. http://127.0.0.1:4242. */
  apiBase?: string;
  timeoutMs: number;
}

/** An error to log and throw that never carries the key or the provider's own message text (it may echo the request). */
function safeError(op: string, err: unknown): Error {
  const e = err as { type?: unknown; statusCode?: unknown; code?: unknown };
  const type = typeof e?.type === 'string' ? e.type : 'error';
  const status = typeof e?.statusCode === 'number' ? ` ${e.statusCode}` : '';
  const code = typeof e?.code === 'string' ? ` ${e.code}` : '';
  return new Error(`stripe ${op} failed: ${type}${status}${code}`);
}

/** The package's client, pointed at STRIPE_API_BASE when set (host, port, protocol). */
export function stripeClient(settings: Pick<StripeSettings, 'secretKey' | 'apiBase' | 'timeoutMs'>): Stripe {
  const options: Stripe.StripeConfig = { timeout: settings.timeoutMs, maxNetworkRetries: 1, telemetry: false };
  if (settings.apiBase) {
    const u = new URL(settings.apiBase);
    options.host = u.hostname;
    options.protocol = u.protocol === 'http:' ? 'http' : 'https';
    options.port = u.port ? Number(u.port) : u.protocol === 'http:' ? 80 : 443;
  }
  return new Stripe(settings.secretKey, options);
}

/**
 * `stripe` (CONTRACT 15): a PaymentIntent per attempt, created with the order's idempotency key (and the attempt's
 * id) as Stripe's `Idempotency-Key`, so a retried creation is the same intent. The buyer's browser confirms it with
 * Stripe.js (`action` `client_secret`): card data never reaches Convene. Webhooks are checked with
 * `stripe.webhooks.constructEvent` on the raw body; `payment_intent.succeeded` confirms (with the amount received),
 * `payment_intent.payment_failed` and `payment_intent.canceled` fail, anything else is ignored.
 */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = stripeClient(settings);
  return {
    name: 'stripe',
    async create(input) {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency.toLowerCase(),
            automatic_payment_methods: { enabled: true },
            metadata: { order_code: input.orderCode, payment_id: String(input.paymentId) },
          },
          { idempotencyKey: input.idempotencyKey },
        );
      } catch (err) {
        throw safeError('payment_intents.create', err);
      }
      if (!intent.client_secret) throw new Error('stripe payment_intents.create answered without a client_secret');
      return { reference: intent.id, status: 'pending', action: { type: 'client_secret', value: intent.client_secret } };
    },
    async confirm(message) {
      const signature = message.headers['stripe-signature'];
      if (!message.rawBody || typeof signature !== 'string') throw new ProviderMessageRejected('Not a Stripe webhook.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(message.rawBody, signature, settings.webhookSecret);
      } catch {
        throw new ProviderMessageRejected('Bad Stripe signature.');
      }
      const object = event.data.object as { object?: string; id?: string; amount?: number; amount_received?: number };
      if (object.object !== 'payment_intent' || typeof object.id !== 'string') return { reference: '', outcome: 'ignored' };
      if (event.type === 'payment_intent.succeeded') return { reference: object.id, outcome: 'confirmed', amount: object.amount_received ?? object.amount };
      if (event.type === 'payment_intent.payment_failed' || event.type === 'payment_intent.canceled') return { reference: object.id, outcome: 'failed' };
      return { reference: object.id, outcome: 'ignored' };
    },
    async refund(input) {
      let refund: Stripe.Refund;
      try {
        refund = await stripe.refunds.create({ payment_intent: input.reference, amount: input.amount }, input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : undefined);
      } catch (err) {
        throw safeError('refunds.create', err);
      }
      const status = refund.status === 'succeeded' ? 'done' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending';
      return { status, reference: refund.id };
    },
  };
}
