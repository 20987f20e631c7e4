import { sql, type Kysely } from 'kysely';

// Issue 45, the money-back half (CONTRACT 15 "Refunds and invoices"). Never edit once landed.
//
// Refunds: one row per refund, its amount already added to `orders.refunded_total` by a conditional UPDATE
// (`refunded_total + amount <= total`) in the refund's transaction, so refunds never add up to more than was paid.
// Invoices and credit notes: numbered without gaps per organization and year from a counter row updated in the
// paying (or refunding) transaction: a rolled-back order rolls its number back with it.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('organizations').addColumn('invoice_details', 'jsonb').execute();

  await db.schema
    .createTable('refunds')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('payment_id', 'integer', (c) => c.references('payments.id').onDelete('set null'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider_reference', 'text')
    .addColumn('ticket_codes', 'jsonb')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('refunds_amount_check', sql`amount > 0`)
    .addCheckConstraint('refunds_status_check', sql`status in ('pending', 'done', 'failed')`)
    .execute();
  await db.schema.createIndex('refunds_order_idx').on('refunds').columns(['order_id', 'id']).execute();
  await sql`alter table orders add constraint orders_refunded_check check (refunded_total >= 0 and refunded_total <= total) not valid`.execute(db);

  await db.schema
    .createTable('invoice_counters')
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('last', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_counters_pk', ['organization_id', 'year'])
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id').onDelete('cascade'))
    .addColumn('refund_id', 'integer', (c) => c.references('refunds.id').onDelete('set null'))
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('seller', 'jsonb', (c) => c.notNull())
    .addColumn('buyer', 'jsonb', (c) => c.notNull())
    .addColumn('lines', 'jsonb', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('tax', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addCheckConstraint('invoices_kind_check', sql`kind in ('invoice', 'credit_note')`)
    .execute();
  await db.schema.createIndex('invoices_number_idx').on('invoices').columns(['organization_id', 'year', 'sequence']).unique().execute();
  await sql`create unique index invoices_order_invoice_idx on invoices (order_id) where kind = 'invoice'`.execute(db);
  await db.schema.createIndex('invoices_order_idx').on('invoices').columns(['order_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['invoices', 'invoice_counters', 'refunds']) await db.schema.dropTable(t).ifExists().execute();
  await sql`alter table orders drop constraint if exists orders_refunded_check`.execute(db);
  await db.schema.alterTable('organizations').dropColumn('invoice_details').execute();
}
