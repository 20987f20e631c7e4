import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import QRCode from 'qrcode';
import { invoicePdf } from '../../sales/invoice-pdf.js';
import type { InvoiceItem } from '../../sales/invoices.js';
import { catalog } from '../catalog.js';
import { escapeHtml, formatDateTime, formatMoney } from '../format.js';
import { layout } from '../layout.js';
import type { Locale } from '../locale.js';
import { defineTemplate, type EventMailData, type MailAttachment } from '../template.js';

/** What the order confirmation shows, recorded when the order became paid. */
export interface OrderConfirmationData extends EventMailData {
  event_slug: string;
  starts_at: string;
  ends_at: string;
  order_code: string;
  total: number;
  currency: string;
  /** The buyer's language when the order was paid (the mail goes to an address, not to an account). */
  locale: Locale;
  /** The event's zone (its dates in the invoice PDF); older rows have none: Asia/Tehran. */
  time_zone?: string;
  /** Where the event takes place, the calendar's LOCATION: its city, or null when it is online (older rows: none). */
  location?: string | null;
  /** Each ticket: its code (what its QR code encodes: the text check-in takes, the order's `tickets[].qr`). */
  tickets: Array<{ code: string; type: string; holder: string; seat?: { label: string; section: string | null; row: string | null } }>;
  invoice: InvoiceItem | null;
}

/**
 * The event as one VEVENT (ical-generator, as the calendar endpoints of server/meetings/calendar.ts write theirs),
 * with its place as LOCATION and its page as URL.
 */
export function orderCalendar(data: OrderConfirmationData): string {
  const host = new URL(data.event_url).host;
  const calendar = ical({
    name: data.event_name,
    prodId: { company: 'Convene', product: 'Convene', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `event-${data.event_slug}@${host}`,
    start: new Date(data.starts_at),
    end: new Date(data.ends_at),
    summary: data.event_name,
    description: `${data.event_name} (${data.order_code})`,
    url: data.event_url,
    // Where to go: the city of an event in a place, the event's page for an online one (its link is the way in).
    location: data.location ?? data.event_url,
    status: ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

/**
 * To the buyer when an order becomes paid: the order's number and total, one line per ticket (type, holder, seat)
 * with its QR code as an inline PNG (`cid:ticket-{code}`), the event as an `.ics` attachment and the invoice PDF
 * when the order has one.
 */
export const orderConfirmation = defineTemplate<OrderConfirmationData>({
  name: 'order_confirmation',
  list: false,
  async render(data, context) {
    const { locale } = context;
    const t = catalog(locale);
    // A seated ticket's line names its seat (section, row, label), in the text part and the HTML alike.
    const ticketLine = (x: OrderConfirmationData['tickets'][number]) =>
      x.seat ? `${t.order_ticket(x.type, x.holder)} · ${t.order_seat(x.seat.label, x.seat.section, x.seat.row)}` : t.order_ticket(x.type, x.holder);
    const base = layout({
      locale,
      sender: data.sender,
      subject: t.order_subject(data.event_name),
      heading: t.order_heading,
      lines: [
        t.order_body(data.event_name, data.order_code),
        formatDateTime(data.starts_at, locale),
        ...data.tickets.map(ticketLine),
        { strong: t.order_total(formatMoney(data.total, data.currency, locale)) },
        t.order_calendar,
        ...(data.invoice ? [t.order_invoice] : []),
      ],
      action: { label: t.invitation_action, url: data.event_url },
      footer: [t.footer_why],
    });
    const attachments: MailAttachment[] = [];
    const figures: string[] = [];
    for (const ticket of data.tickets) {
      const cid = `ticket-${ticket.code}@convene`;
      attachments.push({ filename: `ticket-${ticket.code}.png`, content: await QRCode.toBuffer(ticket.code, { type: 'png', margin: 2, width: 240 }), contentType: 'image/png', cid });
      const label = escapeHtml(ticketLine(ticket));
      figures.push(`<p style="margin:0 0 16px"><img src="cid:${escapeHtml(cid)}" alt="${label}" width="180" height="180" style="display:block"><span style="font-size:13px">${label} · ${escapeHtml(ticket.code)}</span></p>`);
    }
    attachments.push({ filename: 'event.ics', content: orderCalendar(data), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
    if (data.invoice) attachments.push({ filename: `${data.invoice.number}.pdf`, content: await invoicePdf(data.invoice, { locale, eventName: data.event_name, ...(data.time_zone ? { timeZone: data.time_zone } : {}) }), contentType: 'application/pdf' });
    const html = base.html.replace(/\n(<p style="margin:20px 0"><a )/, `\n${figures.join('\n')}\n$1`);
    return { ...base, html, attachments };
  },
});
