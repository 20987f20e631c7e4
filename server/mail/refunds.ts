import type { DB } from '../../storage/database.js';
import type { OrderRow } from '../../storage/repositories/sales.js';
import { receiverLocale, type Locale } from './locale.js';
import type { MailService } from './service.js';
import type { RefundMailData } from './templates/refund.js';

/**
 * Queues the refund mail in the refund's own transaction (the one that issues its credit note and enqueues
 * `refund.created`, server/sales/refunds.ts), once the provider took the refund: `done`, or `pending` (accepted,
 * paid out later by the provider). A failed refund gets none. The key `refund:{refund id}` makes it one mail per
 * refund. It goes to the order's `email`, in the buyer's language now.
 */
export async function queueRefundMail(
  mail: MailService,
  trx: DB,
  order: OrderRow,
  refund: { id: number; amount: number; status: 'done' | 'pending' | 'failed' },
  creditNote: string | null,
  defaultLocale: Locale,
): Promise<void> {
  if (refund.status === 'failed' || !order.email) return;
  const [event, locale] = await Promise.all([mail.eventData(trx, order.event_id), receiverLocale(trx, order.buyer_id, defaultLocale)]);
  if (!event) return;
  const data: RefundMailData = {
    sender: event.sender,
    event_name: event.event_name,
    event_url: event.event_url,
    order_code: order.code,
    refund_id: refund.id,
    amount: refund.amount,
    currency: order.currency,
    status: refund.status,
    credit_note: creditNote,
    locale,
  };
  await mail.queue(trx, { key: `refund:${refund.id}`, template: 'refund', address: order.email, data });
}
