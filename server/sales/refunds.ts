import type { Config } from '../../infra/config.js';
import type { Logger } from '../../infra/logger.js';
import { findUserLocale } from '../../storage/repositories/profiles.js';
import { findOrderByCode, listOrderItems, updatePayment, type OrderRow } from '../../storage/repositories/sales.js';
import {
  addRefunded,
  cancelPaidOrder,
  failRefund,
  insertRefund,
  manualPaymentOf,
  orderTicketsForRefund,
  paidPaymentOf,
  settleRefund,
  type RefundRow,
} from '../../storage/repositories/payments.js';
import { requireEventBySlug } from '../catalogue/lookup.js';
import { queueRefundMail } from '../mail/refunds.js';
import type { MailService } from '../mail/service.js';
import type { ReadCache } from '../catalogue/read-cache.js';
import { AppError, conflict, invalid, notFound } from '../errors.js';
import { requestLocale } from '../locale.js';
import { enqueueWebhookEvent } from '../organizer-ops/webhooks.js';
import type { Outbox } from '../outbox/outbox.js';
import { transaction, type ServiceDeps } from '../service.js';
import { invoicePdf } from './invoice-pdf.js';
import { issueCreditNote, presentInvoiceOf, type InvoiceItem } from './invoices.js';
import { MANUAL_CONFIRMATION } from './providers/manual.js';
import type { PaymentProviders } from './providers/port.js';
import type { OrderItem } from './schemas.js';
import type { SalesService } from './service.js';

/**
 * Money back and paper (CONTRACT 15 "Refunds and invoices"), and the organizer's confirmation of a `manual`
 * payment. A refund is counted first (a conditional UPDATE of `orders.refunded_total` in its own transaction, so
 * refunds never add up to more than was paid under any concurrency), then asked of the provider that was paid
 * outside any transaction; a provider that fails turns it `failed` and its amount stops counting. Refunded tickets
 * are voided with the organizer's void (section 8: the place comes back, `ticket.voided`, sockets on every node).
 */

export interface RefundInput {
  amount?: number;
  ticket_codes?: string[];
}

export interface RefundItem {
  id: number;
  amount: number;
  status: RefundRow['status'];
  provider: string;
  ticket_codes: string[];
  credit_note: string | null;
  created_at: string;
}

export interface RefundWebhookData {
  event: { id: number; slug: string; name: string };
  order: { code: string; total: number; refunded_total: number; currency: string };
  refund: { id: number; amount: number; status: RefundRow['status']; provider: string };
}

export interface PaymentsServiceDeps extends ServiceDeps {
  config: Config;
  cache: ReadCache;
  outbox: Outbox;
  logger: Logger;
  providers: PaymentProviders;
  sales: SalesService;
  /** The refund mail to the order's `email` (CONTRACT 16), queued in the refund's transaction. */
  mail: MailService;
  /** The organizer's void (organizer-ops): status, place back, webhook, sockets on every node. */
  voidTicket(userId: number, slug: string, code: string): Promise<unknown>;
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

const presentRefund = (r: RefundRow, creditNote: string | null): RefundItem => ({
  id: r.id,
  amount: r.amount,
  status: r.status,
  provider: r.provider,
  ticket_codes: (r.ticket_codes ?? []) as string[],
  credit_note: creditNote,
  created_at: r.created_at.toISOString(),
});

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db, access, config, cache, outbox, logger, providers, sales, mail } = deps;
  const prefix = config.payments.invoicePrefix;

  async function organizerOrder(userId: number, slug: string, code: string) {
    const event = await requireEventBySlug(db, slug);
    await access.requireOrganizer(userId, event.id);
    const order = await findOrderByCode(db, code);
    if (!order || order.event_id !== event.id) throw notFound('Order');
    return { event, order };
  }

  /** `POST /events/{slug}/orders/{code}/confirm-payment`: an organizer says a `manual` payment arrived. */
  async function confirmManualPayment(userId: number, slug: string, code: string): Promise<OrderItem> {
    const { order } = await organizerOrder(userId, slug, code);
    if (order.status === 'paid') throw conflict('order_not_pending', 'The order is already paid.');
    const payment = await manualPaymentOf(db, order.id);
    if (!payment?.provider_reference) throw conflict('payment_not_manual', 'The order has no manual payment attempt to confirm.');
    await sales.applyProviderMessage('manual', { headers: {}, params: { reference: payment.provider_reference, by: MANUAL_CONFIRMATION } });
    return sales.getOrder(userId, code);
  }

  /** Each refunded ticket's share of what was paid: its line's amount spread over the line's tickets. */
  async function ticketShares(order: OrderRow, codes: string[]): Promise<number> {
    const [tickets, items] = await Promise.all([orderTicketsForRefund(db, order.id), listOrderItems(db, [order.id])]);
    const byCode = new Map(tickets.map((t) => [t.code, t]));
    let sum = 0;
    for (const [i, code] of codes.entries()) {
      const t = byCode.get(code);
      if (!t) throw invalid(`ticket_codes.${i}`, 'Not a ticket of this order.');
      if (t.status !== 'valid') throw conflict('already_void', `Ticket ${code} is already void.`, `ticket_codes.${i}`);
      const line = items.find((l) => l.ticket_type_id === t.ticket_type_id);
      if (line) sum += Math.floor((line.unit_price * line.quantity - line.discount) / line.quantity);
    }
    return sum;
  }

  async function voidAll(userId: number, slug: string, codes: string[]) {
    for (const code of codes) {
      try {
        await deps.voidTicket(userId, slug, code);
      } catch (err) {
        // Voided in between (by an organizer or a concurrent refund): nothing more to do.
        if (!(err instanceof AppError && err.code === 'already_void')) throw err;
      }
    }
  }

  /**
   * A refund through the provider that was paid. Counted in a transaction (the order locked, the sum checked by
   * the UPDATE itself); the credit note is issued in that transaction too. Then the provider is asked.
   */
  async function refundOrder(userId: number, slug: string, code: string, input: RefundInput, opts: { voidAll?: boolean } = {}): Promise<RefundItem> {
    const { event, order } = await organizerOrder(userId, slug, code);
    if (order.status !== 'paid') throw conflict('order_not_paid', 'Only a paid order is refunded.');
    const codes = [...new Set(input.ticket_codes ?? [])];
    const byTickets = codes.length ? await ticketShares(order, codes) : 0;
    const amount = input.amount ?? (codes.length ? byTickets : order.total - order.refunded_total);
    if (!Number.isInteger(amount) || amount <= 0) {
      if (input.amount === undefined && !codes.length) throw conflict('refund_exceeds_paid', 'The order is refunded in full already.');
      throw invalid('amount', 'amount must be a positive integer in the smallest currency unit.');
    }
    const payment = await paidPaymentOf(db, order.id);
    const providerName = payment?.provider ?? 'manual';
    const provider = providers.get(providerName);

    const { refund, refundedTotal } = await transaction(db, async (trx) => {
      const counted = await addRefunded(trx, order.id, amount);
      if (!counted) throw conflict('refund_exceeds_paid', 'Refunds would add up to more than was paid.', 'amount');
      const refund = await insertRefund(trx, { order_id: order.id, payment_id: payment?.id ?? null, provider: providerName, amount, ticket_codes: codes.length ? codes : null, created_by: userId });
      return { refund, refundedTotal: counted.refunded_total };
    });

    let settled: RefundRow = refund;
    if (!provider || !payment?.provider_reference) {
      // `manual` (or an order paid by a provider no longer enabled): recorded as done.
      settled = (await settleRefund(db, refund.id, 'done', null)) ?? refund;
    } else {
      try {
        const outcome = await provider.refund({ reference: payment.provider_reference, amount, idempotencyKey: `refund-${refund.id}` });
        if (outcome.status === 'failed') throw new Error('refused');
        settled = (await settleRefund(db, refund.id, outcome.status, outcome.reference ?? null)) ?? refund;
      } catch (err) {
        logger.warn({ provider: providerName, refund: refund.id, err: err instanceof Error ? err.message : String(err) }, 'sales.refund_failed');
        await failRefund(db, refund.id);
        settled = { ...refund, status: 'failed' };
      }
    }

    // The credit note once the provider has taken the refund (a failed one gets none); numbered in this transaction,
    // with the refund mail (done or pending: the buyer hears of it once the provider took it; never of a failed one).
    const creditNote = await transaction(db, async (trx) => {
      const note = settled.status === 'failed' ? undefined : await issueCreditNote(trx, order.id, settled, prefix);
      await queueRefundMail(mail, trx, order, { id: settled.id, amount, status: settled.status }, note?.number ?? null, config.defaultLocale);
      const data: RefundWebhookData = {
        event: { id: event.id, slug: event.slug, name: event.name },
        order: { code: order.code, total: order.total, refunded_total: settled.status === 'failed' ? refundedTotal - amount : refundedTotal, currency: order.currency },
        refund: { id: settled.id, amount, status: settled.status, provider: providerName },
      };
      await enqueueWebhookEvent(trx, event.organization_id, 'refund.created', data);
      if (settled.status !== 'failed' && refundedTotal >= order.total) await updatePayment(trx, payment?.id ?? 0, { status: 'refunded' }, ['confirmed']);
      return note?.number ?? null;
    });
    outbox.wake();

    if (settled.status !== 'failed') {
      const toVoid = opts.voidAll || refundedTotal >= order.total ? (await orderTicketsForRefund(db, order.id)).filter((t) => t.status === 'valid').map((t) => t.code) : codes;
      await voidAll(userId, slug, toVoid);
    }
    return presentRefund(settled, creditNote);
  }

  /** `POST /events/{slug}/orders/{code}/cancel` (organizers): a paid order refunded in full, its tickets voided, canceled. */
  async function cancelByOrganizer(userId: number, slug: string, code: string): Promise<OrderItem> {
    const { event, order } = await organizerOrder(userId, slug, code);
    if (order.status !== 'paid') throw conflict('order_not_paid', 'Only a paid order is canceled by its organizers (a pending one expires or its buyer cancels it).');
    if (order.total - order.refunded_total > 0) {
      const refund = await refundOrder(userId, slug, code, {}, { voidAll: true });
      if (refund.status === 'failed') {
        throw new AppError('bad_gateway', 'payment_provider_unavailable', 'The payment provider failed to refund; the order stays paid. Try again.');
      }
    } else {
      const codes = (await orderTicketsForRefund(db, order.id)).filter((t) => t.status === 'valid').map((t) => t.code);
      await voidAll(userId, slug, codes);
    }
    await transaction(db, async (trx) => {
      const canceled = await cancelPaidOrder(trx, order.id, 'organizer');
      if (!canceled) return;
      await enqueueWebhookEvent(trx, event.organization_id, 'order.canceled', {
        event: { id: event.id, slug: event.slug, name: event.name },
        order: { code: canceled.code, status: canceled.status, total: canceled.total, currency: canceled.currency, tickets: 0, cancel_reason: canceled.cancel_reason },
      });
    });
    outbox.wake();
    await cache.changed();
    return sales.getOrder(userId, code);
  }

  /** `GET /orders/{code}/invoice` (the buyer or the event's organizers; others 404, as for the order). */
  async function getInvoice(userId: number, code: string): Promise<InvoiceItem> {
    const order = await findOrderByCode(db, code);
    if (!order || !(await access.canSeeOrder(userId, order))) throw notFound('Order');
    const invoice = await presentInvoiceOf(db, order);
    if (!invoice) throw notFound('Invoice');
    return invoice;
  }

  /**
   * `GET /orders/{code}/invoice.pdf`: the same invoice as a PDF in the caller's language (their saved `locale`, else
   * `Accept-Language`, else DEFAULT_LOCALE), naming the event, its dates in the event's zone.
   */
  async function getInvoicePdf(userId: number, code: string, acceptLanguage?: string): Promise<{ number: string; pdf: Buffer }> {
    const order = await findOrderByCode(db, code);
    if (!order || !(await access.canSeeOrder(userId, order))) throw notFound('Order');
    const invoice = await presentInvoiceOf(db, order);
    if (!invoice) throw notFound('Invoice');
    const [saved, event] = await Promise.all([findUserLocale(db, userId), mail.eventData(db, order.event_id)]);
    const locale = requestLocale(saved, acceptLanguage, config.defaultLocale);
    return { number: invoice.number, pdf: await invoicePdf(invoice, { locale, eventName: event?.event_name ?? null, ...(event ? { timeZone: event.time_zone } : {}) }) };
  }

  return { confirmManualPayment, refundOrder, cancelByOrganizer, getInvoice, getInvoicePdf };
}
