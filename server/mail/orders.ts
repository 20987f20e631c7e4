import type { DB } from '../../storage/database.js';
import type { OrderRow } from '../../storage/repositories/sales.js';
import { listOrderTickets } from '../../storage/repositories/sales.js';
import { presentInvoiceOf } from '../sales/invoices.js';
import { seatPlaceOf } from '../sales/seat-place.js';
import { receiverLocale, type Locale } from './locale.js';
import type { MailService } from './service.js';
import type { OrderConfirmationData } from './templates/order-confirmation.js';

/**
 * Queues the order confirmation in the transaction that makes the order paid (CONTRACT 16): so it exists iff the
 * order is paid, and its key (`order_confirmation:{order id}`) makes it one mail per order. It goes to the order's
 * `email` (the address its own mails go to), in the buyer's language at payment; the tickets (already issued in
 * this transaction), the event and the invoice (when there is one) are recorded in the mail's data.
 */
export async function queueOrderConfirmation(mail: MailService, trx: DB, order: OrderRow, defaultLocale: Locale): Promise<void> {
  if (order.status !== 'paid' || !order.email) return;
  const event = await mail.eventData(trx, order.event_id);
  if (!event) return;
  const [tickets, invoice, locale] = await Promise.all([
    listOrderTickets(trx, [order.id]),
    presentInvoiceOf(trx, order),
    receiverLocale(trx, order.buyer_id, defaultLocale),
  ]);
  const data: OrderConfirmationData = {
    sender: event.sender,
    event_name: event.event_name,
    event_url: event.event_url,
    event_slug: event.slug,
    starts_at: event.starts_at,
    ends_at: event.ends_at,
    order_code: order.code,
    total: order.total,
    currency: order.currency,
    locale,
    time_zone: event.time_zone,
    location: event.online ? null : event.city_name || null,
    tickets: tickets.map((t) => {
      const place = seatPlaceOf(t);
      return {
        code: t.code,
        type: t.ticket_name ?? '',
        holder: [t.holder_name, t.holder_surname].filter(Boolean).join(' '),
        ...(place ? { seat: { label: place.label, section: place.section, row: place.row } } : {}),
      };
    }),
    invoice: invoice ?? null,
  };
  await mail.queue(trx, { key: `order_confirmation:${order.id}`, template: 'order_confirmation', address: order.email, data });
}
