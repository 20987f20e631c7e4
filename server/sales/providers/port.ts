import type { PaymentAction } from '../schemas.js';

/**
 * The payment provider port (CONTRACT 15). Each attempt to pay is its own payment record; a provider only creates
 * an attempt, reads what it later says about one, and refunds. Card data never reaches Convene: the buyer's browser
 * talks to the provider (`action`), Convene keeps the provider's reference.
 *
 * How the later providers fit: `stripe` creates a PaymentIntent in `create` (the order's idempotency key as Stripe's,
 * `action` `client_secret`) and reads its webhook (`POST /api/payments/stripe/webhook`, `constructEvent` on the raw
 * body) in `confirm`; `zarinpal` requests an authority in `create` (`action` a redirect to StartPay) and verifies the
 * callback (`GET /api/payments/zarinpal/callback`) with the amount in `confirm`; `manual` creates a pending attempt
 * that an organizer confirms. The service makes every message change an order once, whatever the provider.
 */

export interface CreatePaymentInput {
  paymentId: number;
  orderCode: string;
  amount: number;
  currency: string;
  /** The order's idempotency key with the attempt's id: a retried creation is the same attempt at the provider. */
  idempotencyKey: string;
  /** Convene's public base URL (the callback and return pages). */
  baseUrl: string;
}

export interface CreatedPayment {
  reference: string;
  status: 'created' | 'pending';
  action: PaymentAction;
}

/** A message from the provider as the transport received it (a webhook, a callback, the sandbox's buttons). */
export interface ProviderMessage {
  headers: Record<string, string | string[] | undefined>;
  rawBody?: Buffer;
  query?: Record<string, unknown>;
  params?: Record<string, string>;
}

/** What a message says about which attempt; `amount` when the provider states it (checked against the attempt's). */
export interface ProviderConfirmation {
  reference: string;
  outcome: 'confirmed' | 'failed';
  amount?: number;
}

/** Thrown by `confirm` for a message that is not the provider's (a bad signature): 400, nothing changes. */
export class ProviderMessageRejected extends Error {
  override name = 'ProviderMessageRejected';
}

export interface PaymentProvider {
  readonly name: string;
  create(input: CreatePaymentInput): Promise<CreatedPayment>;
  confirm(message: ProviderMessage): Promise<ProviderConfirmation>;
  refund(input: { reference: string; amount: number }): Promise<{ status: 'done' | 'pending' | 'failed' }>;
}

export type PaymentProviders = ReadonlyMap<string, PaymentProvider>;
