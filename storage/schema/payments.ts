import type { ColumnType, Generated } from 'kysely';

/** Tables of refunds, invoices and credit notes (CONTRACT 15, migration 20261202T0400_payments). */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json = ColumnType<unknown, string | null | undefined, string | null>;

export type RefundStatus = 'pending' | 'done' | 'failed';

export interface RefundsTable {
  id: Generated<number>;
  order_id: number;
  payment_id: number | null;
  provider: string;
  amount: number;
  status: RefundStatus;
  provider_reference: string | null;
  ticket_codes: Json;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface InvoiceCountersTable {
  organization_id: number;
  year: number;
  last: number;
}

export interface InvoicesTable {
  id: Generated<number>;
  organization_id: number;
  order_id: number;
  kind: 'invoice' | 'credit_note';
  number: string;
  year: number;
  sequence: number;
  invoice_id: number | null;
  refund_id: number | null;
  issued_at: CreatedAt;
  seller: Json;
  buyer: Json;
  lines: Json;
  total: number;
  tax: number;
  currency: string;
}

export interface PaymentTables {
  refunds: RefundsTable;
  invoice_counters: InvoiceCountersTable;
  invoices: InvoicesTable;
}
