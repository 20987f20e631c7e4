import { sql, type Kysely } from 'kysely';

// Issue 45: ticket sales (CONTRACT 15). Never edit once landed.
//
// Capacity is decided by counter rows, never by counting tickets: each ticket type, quota and event carries `held`
// (places of pending orders) and `sold` (issued tickets; the event's is its existing `sales_count`). A claim is one
// conditional UPDATE per row (`... where held + sold + n <= size returning`) in the order's transaction, rows taken
// in a fixed order (ticket types by id, then quotas by id, then the event), so concurrent buyers on any number of
// nodes never overshoot and never deadlock. The checks below back the same rule in the table itself.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('ticket_types')
    .addColumn('description', 'text')
    .addColumn('sales_start', 'timestamptz')
    .addColumn('sales_end', 'timestamptz')
    .addColumn('min_per_order', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('max_per_order', 'integer', (c) => c.notNull().defaultTo(10))
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('tax_rate', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('held', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sold', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update ticket_types tt set sold = (select count(*)::int from attendee_tickets t where t.ticket_type_id = tt.id and t.status = 'valid')`.execute(db);
  await sql`alter table ticket_types add constraint ticket_types_counters_check check (held >= 0 and sold >= 0)`.execute(db);
  await sql`alter table ticket_types add constraint ticket_types_capacity_check check (capacity is null or held + sold <= capacity) not valid`.execute(db);
  await db.schema.alterTable('events').addColumn('held', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql`alter table events add constraint events_held_check check (held >= 0)`.execute(db);

  await db.schema
    .createTable('quotas')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('held', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sold', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('quotas_counters_check', sql`held >= 0 and sold >= 0 and held + sold <= size`)
    .execute();
  await db.schema.createIndex('quotas_event_idx').on('quotas').column('event_id').execute();
  await db.schema
    .createTable('quota_ticket_types')
    .addColumn('quota_id', 'integer', (c) => c.notNull().references('quotas.id').onDelete('cascade'))
    .addColumn('ticket_type_id', 'integer', (c) => c.notNull().references('ticket_types.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('quota_ticket_types_pk', ['quota_id', 'ticket_type_id'])
    .execute();
  await db.schema.createIndex('quota_ticket_types_type_idx').on('quota_ticket_types').columns(['ticket_type_id', 'quota_id']).execute();

  await db.schema
    .createTable('vouchers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    // Codes are case-insensitive: looked up and kept unique by their upper-case form.
    .addColumn('code_key', 'text', (c) => c.notNull())
    .addColumn('discount_kind', 'text', (c) => c.notNull())
    .addColumn('discount_value', 'integer', (c) => c.notNull())
    .addColumn('max_uses', 'integer', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('valid_until', 'timestamptz')
    .addColumn('ticket_ids', sql`integer[]`)
    .addColumn('reserve', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('unlocks_hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('vouchers_uses_check', sql`used >= 0 and used <= max_uses`)
    .addCheckConstraint('vouchers_kind_check', sql`discount_kind in ('percent', 'amount', 'price')`)
    .execute();
  await db.schema.createIndex('vouchers_code_idx').on('vouchers').columns(['event_id', 'code_key']).unique().execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('buyer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('buyer', 'jsonb')
    .addColumn('attendees', 'jsonb')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('voucher_id', 'integer', (c) => c.references('vouchers.id').onDelete('set null'))
    .addColumn('voucher_uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('paid_at', 'timestamptz')
    .addColumn('canceled_at', 'timestamptz')
    .addColumn('cancel_reason', 'text')
    .addColumn('refunded_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('orders_status_check', sql`status in ('pending', 'paid', 'expired', 'canceled')`)
    .execute();
  await db.schema.createIndex('orders_idempotency_idx').on('orders').columns(['buyer_id', 'idempotency_key']).unique().execute();
  await db.schema.createIndex('orders_buyer_idx').on('orders').columns(['buyer_id', 'id']).execute();
  await db.schema.createIndex('orders_event_idx').on('orders').columns(['event_id', 'id']).execute();
  await sql`create index orders_pending_idx on orders (expires_at) where status = 'pending'`.execute(db);

  await db.schema
    .createTable('order_items')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('ticket_type_id', 'integer', (c) => c.notNull().references('ticket_types.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('tax', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_items_pk', ['order_id', 'ticket_type_id'])
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('provider_reference', 'text')
    .addColumn('action', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('payments_status_check', sql`status in ('created', 'pending', 'confirmed', 'failed', 'canceled', 'refunded')`)
    .execute();
  await db.schema.createIndex('payments_order_idx').on('payments').columns(['order_id', 'id']).execute();
  await db.schema.createIndex('payments_reference_idx').on('payments').columns(['provider', 'provider_reference']).unique().execute();

  await db.schema.alterTable('attendee_tickets').addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null')).execute();
  await sql`create index attendee_tickets_order_idx on attendee_tickets (order_id) where order_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('attendee_tickets').dropColumn('order_id').execute();
  for (const t of ['payments', 'order_items', 'orders', 'vouchers', 'quota_ticket_types', 'quotas']) await db.schema.dropTable(t).ifExists().execute();
  await db.schema.alterTable('events').dropColumn('held').execute();
  await sql`alter table ticket_types drop constraint if exists ticket_types_capacity_check, drop constraint if exists ticket_types_counters_check`.execute(db);
  for (const c of ['description', 'sales_start', 'sales_end', 'min_per_order', 'max_per_order', 'hidden', 'tax_rate', 'held', 'sold']) {
    await db.schema.alterTable('ticket_types').dropColumn(c).execute();
  }
}
