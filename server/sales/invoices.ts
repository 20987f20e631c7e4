import type { DB } from '../../storage/database.js';
import type { OrderRow } from '../../storage/repositories/sales.js';
import { listOrderItems } from '../../storage/repositories/sales.js';
import {
  buyerOf,
  creditNotesOf,
  insertInvoice,
  invoiceOfOrder,
  nextInvoiceSequence,
  organizationInvoiceDetails,
  type InvoiceRow,
} from '../../storage/repositories/payments.js';

/**
 * Invoices and credit notes (CONTRACT 15). An order that becomes paid with a total above 0 gets an invoice in the
 * paying transaction, numbered `{INVOICE_PREFIX}-{year}-{000001}` without gaps per organization and year: the
 * counter row is taken in that transaction, so a rolled-back order gives its number back and concurrent payers
 * queue on the row. An invoice never changes; a refund issues a credit note with its own number naming it.
 */

export interface InvoiceSeller {
  name: string;
  legal_name: string | null;
  address: string | null;
  tax_id: string | null;
}

export interface InvoiceLine {
  name: string;
  quantity: number;
  unit_price: number;
  discount: number;
  amount: number;
  tax: number;
}

export interface InvoiceItem {
  number: string;
  kind: 'invoice' | 'credit_note';
  order_code: string;
  issued_at: string;
  seller: InvoiceSeller;
  buyer: { name: string; surname: string; company: string | null; tax_id: string | null; email: string };
  lines: InvoiceLine[];
  total: number;
  tax: number;
  currency: string;
  /** A credit note: the invoice it corrects. */
  invoice_number: string | null;
  /** An invoice: its credit notes, oldest first. */
  credit_notes: Array<{ number: string; issued_at: string; total: number; tax: number }>;
}

export const invoiceNumber = (prefix: string, year: number, sequence: number) => `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;

async function sellerOf(trx: DB, organizationId: number): Promise<InvoiceSeller> {
  const org = await organizationInvoiceDetails(trx, organizationId);
  const d = (org?.invoice_details ?? {}) as Partial<Record<'legal_name' | 'address' | 'tax_id', string | null>>;
  return { name: org?.name ?? '', legal_name: d.legal_name ?? null, address: d.address ?? null, tax_id: d.tax_id ?? null };
}

async function numbered(trx: DB, organizationId: number, prefix: string) {
  const year = new Date().getUTCFullYear();
  const sequence = await nextInvoiceSequence(trx, organizationId, year);
  return { year, sequence, number: invoiceNumber(prefix, year, sequence) };
}

/** The invoice of an order that has just become paid (in the paying transaction); none for a free order. */
export async function issueInvoice(trx: DB, order: OrderRow, organizationId: number, prefix: string): Promise<InvoiceRow | undefined> {
  if (order.total <= 0) return undefined;
  const existing = await invoiceOfOrder(trx, order.id);
  if (existing) return existing;
  const items = await listOrderItems(trx, [order.id]);
  const lines: InvoiceLine[] = items.map((i) => ({
    name: i.name,
    quantity: i.quantity,
    unit_price: i.unit_price,
    discount: i.discount,
    amount: i.unit_price * i.quantity - i.discount,
    tax: i.tax,
  }));
  const user = await buyerOf(trx, order.buyer_id);
  const given = (order.buyer ?? {}) as { name?: string; surname?: string; company?: string; tax_id?: string };
  const buyer = {
    name: given.name ?? user?.name ?? '',
    surname: given.surname ?? user?.surname ?? '',
    company: given.company ?? null,
    tax_id: given.tax_id ?? null,
    email: order.email,
  };
  const n = await numbered(trx, organizationId, prefix);
  return insertInvoice(trx, {
    organization_id: organizationId,
    order_id: order.id,
    kind: 'invoice',
    number: n.number,
    year: n.year,
    sequence: n.sequence,
    invoice_id: null,
    refund_id: null,
    seller: await sellerOf(trx, organizationId),
    buyer,
    lines,
    total: order.total,
    tax: lines.reduce((s, l) => s + l.tax, 0),
    currency: order.currency,
  });
}

/** A credit note for a refund of an invoiced order (in the refund's transaction); none when the order has no invoice. */
export async function issueCreditNote(trx: DB, orderId: number, refund: { id: number; amount: number }, prefix: string): Promise<InvoiceRow | undefined> {
  const invoice = await invoiceOfOrder(trx, orderId);
  if (!invoice) return undefined;
  const tax = invoice.total > 0 ? Math.round((invoice.tax * refund.amount) / invoice.total) : 0;
  const n = await numbered(trx, invoice.organization_id, prefix);
  return insertInvoice(trx, {
    organization_id: invoice.organization_id,
    order_id: orderId,
    kind: 'credit_note',
    number: n.number,
    year: n.year,
    sequence: n.sequence,
    invoice_id: invoice.id,
    refund_id: refund.id,
    seller: invoice.seller,
    buyer: invoice.buyer,
    lines: [{ name: `Refund on ${invoice.number}`, quantity: 1, unit_price: refund.amount, discount: 0, amount: refund.amount, tax }],
    total: refund.amount,
    tax,
    currency: invoice.currency,
  });
}

/** An order's invoice with its credit notes, as the API answers it. */
export async function presentInvoiceOf(db: DB, order: OrderRow): Promise<InvoiceItem | undefined> {
  const invoice = await invoiceOfOrder(db, order.id);
  if (!invoice) return undefined;
  const notes = await creditNotesOf(db, invoice.id);
  return {
    number: invoice.number,
    kind: 'invoice',
    order_code: order.code,
    issued_at: invoice.issued_at.toISOString(),
    seller: invoice.seller as InvoiceSeller,
    buyer: invoice.buyer as InvoiceItem['buyer'],
    lines: invoice.lines as InvoiceLine[],
    total: invoice.total,
    tax: invoice.tax,
    currency: invoice.currency,
    invoice_number: null,
    credit_notes: notes.map((n) => ({ number: n.number, issued_at: n.issued_at.toISOString(), total: n.total, tax: n.tax })),
  };
}
