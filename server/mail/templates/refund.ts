import { catalog } from '../catalog.js';
import { formatMoney } from '../format.js';
import { layout } from '../layout.js';
import type { Locale } from '../locale.js';
import { defineTemplate, type EventMailData } from '../template.js';

/** What the refund mail shows, recorded in the refund's transaction. */
export interface RefundMailData extends EventMailData {
  order_code: string;
  refund_id: number;
  /** This refund's amount, in the order's currency's smallest unit. */
  amount: number;
  currency: string;
  /** `done`, or `pending` when the provider took it and settles it later (a failed refund is not mailed). */
  status: 'done' | 'pending';
  /** The credit note issued for it (an order with an invoice), else null. */
  credit_note: string | null;
  /** The buyer's language when the refund was made (the mail goes to the order's address, not to an account). */
  locale: Locale;
}

/**
 * To the order's `email` when a refund is recorded: the order's code, this refund's amount in the order's currency,
 * a line when the provider is still to pay it out, and the credit note's number when one was issued.
 */
export const refund = defineTemplate<RefundMailData>({
  name: 'refund',
  list: false,
  render(data, context) {
    const { locale } = context;
    const t = catalog(locale);
    return layout({
      locale,
      sender: data.sender,
      subject: t.refund_subject(data.event_name),
      heading: t.refund_heading,
      lines: [
        { strong: t.refund_body(data.order_code, formatMoney(data.amount, data.currency, locale)) },
        ...(data.status === 'pending' ? [t.refund_pending] : []),
        ...(data.credit_note ? [t.refund_credit_note(data.credit_note)] : []),
      ],
      action: { label: t.invitation_action, url: data.event_url },
      footer: [t.footer_why],
    });
  },
});
