import { sql, type Selectable } from 'kysely';
import type { DB } from '../database.js';
import type { InvoicesTable, RefundsTable, RefundStatus } from '../schema.js';

/** Refunds, invoices and credit notes (CONTRACT 15). */

export type RefundRow = Selectable<RefundsTable>;
export type InvoiceRow = Selectable<InvoicesTable>;

/** The order's confirmed payment attempt (the one that paid), newest first. */
export function paidPaymentOf(db: DB, orderId: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', '=', 'confirmed')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The order's newest open attempt (created or pending). */
export function openPaymentOf(db: DB, orderId: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', 'in', ['created', 'pending'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Adds `amount` to what the order has refunded when the sum stays within its total: one conditional UPDATE, so
 * concurrent refunds never add up to more than was paid. Undefined when it would.
 */
export function addRefunded(trx: DB, orderId: number, amount: number) {
  return trx
    .updateTable('orders')
    .set({ refunded_total: sql<number>`refunded_total + ${amount}` as never })
    .where('id', '=', orderId)
    .where('status', '=', 'paid')
    .where(sql<boolean>`refunded_total + ${amount} <= total`)
    .returning(['id', 'refunded_total', 'total'])
    .executeTakeFirst();
}

/** A refund the provider refused: its amount is no longer counted as refunded. */
export async function failRefund(db: DB, refundId: number): Promise<boolean> {
  const row = await db.updateTable('refunds').set({ status: 'failed', updated_at: new Date() }).where('id', '=', refundId).where('status', '=', 'pending').returning(['order_id', 'amount']).executeTakeFirst();
  if (!row) return false;
  await db
    .updateTable('orders')
    .set({ refunded_total: sql<number>`refunded_total - ${row.amount}` as never })
    .where('id', '=', row.order_id)
    .execute();
  return true;
}

export function insertRefund(trx: DB, values: { order_id: number; payment_id: number | null; provider: string; amount: number; ticket_codes: string[] | null; created_by: number }) {
  return trx
    .insertInto('refunds')
    .values({ ...values, status: 'pending', ticket_codes: values.ticket_codes ? JSON.stringify(values.ticket_codes) : null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function settleRefund(db: DB, refundId: number, status: Exclude<RefundStatus, 'failed'>, reference: string | null) {
  return db
    .updateTable('refunds')
    .set({ status, provider_reference: reference, updated_at: new Date() })
    .where('id', '=', refundId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

export function listRefunds(db: DB, orderId: number) {
  return db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

/** The order's tickets with their price share (for refunds by ticket). */
export function orderTicketsForRefund(db: DB, orderId: number) {
  return db
    .selectFrom('attendee_tickets as t')
    .select(['t.code', 't.status', 't.ticket_type_id'])
    .where('t.order_id', '=', orderId)
    .orderBy('t.id')
    .execute();
}

/**
 * The next number of an organization's year: the counter row is created or incremented and stays locked until
 * the caller's transaction ends, so numbers are handed out in commit order and a rollback gives its number back.
 */
export async function nextInvoiceSequence(trx: DB, organizationId: number, year: number): Promise<number> {
  const row = await trx
    .insertInto('invoice_counters')
    .values({ organization_id: organizationId, year, last: 1 })
    .onConflict((oc) => oc.columns(['organization_id', 'year']).doUpdateSet({ last: sql<number>`invoice_counters.last + 1` as never }))
    .returning('last')
    .executeTakeFirstOrThrow();
  return row.last;
}

export function insertInvoice(
  trx: DB,
  values: Omit<InvoiceRow, 'id' | 'issued_at' | 'seller' | 'buyer' | 'lines'> & { seller: unknown; buyer: unknown; lines: unknown },
) {
  return trx
    .insertInto('invoices')
    .values({ ...values, seller: JSON.stringify(values.seller), buyer: JSON.stringify(values.buyer), lines: JSON.stringify(values.lines) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function invoiceOfOrder(db: DB, orderId: number) {
  return db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).where('kind', '=', 'invoice').executeTakeFirst();
}

export function creditNotesOf(db: DB, invoiceId: number) {
  return db.selectFrom('invoices').selectAll().where('invoice_id', '=', invoiceId).where('kind', '=', 'credit_note').orderBy('id').execute();
}

export function organizationInvoiceDetails(db: DB, organizationId: number) {
  return db.selectFrom('organizations').select(['id', 'slug', 'name', 'invoice_details']).where('id', '=', organizationId).executeTakeFirst();
}

export function setOrganizationInvoiceDetails(db: DB, organizationId: number, details: unknown) {
  return db.updateTable('organizations').set({ invoice_details: JSON.stringify(details) }).where('id', '=', organizationId).execute();
}

export function buyerOf(db: DB, userId: number) {
  return db.selectFrom('users').select(['id', 'name', 'surname']).where('id', '=', userId).executeTakeFirst();
}

/** The newest `manual` attempt of an order that is not settled yet (open, or canceled by an expiry). */
export function manualPaymentOf(db: DB, orderId: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('provider', '=', 'manual')
    .where('status', 'in', ['created', 'pending', 'canceled'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A paid order canceled by its organizers (after its full refund). */
export function cancelPaidOrder(trx: DB, orderId: number, reason: string) {
  return trx
    .updateTable('orders')
    .set({ status: 'canceled', canceled_at: new Date(), cancel_reason: reason } as never)
    .where('id', '=', orderId)
    .where('status', '=', 'paid')
    .returningAll()
    .executeTakeFirst();
}
