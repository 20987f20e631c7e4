import { sql, type Kysely } from 'kysely';

// Reserved seating (CONTRACT 19, issue 50). `seats` is an event's seat plan: one row per seat, `seat_id` the plan's
// own id (text, unique in the event), `position` the plan's order (best first), `blocked` seats never sold.
// `seat_claims` holds the live claims only: a seat held by a pending order or sold to a ticket. The primary key on
// (event_id, seat_id) is what keeps a seat in at most one live order, whatever the concurrency, on any number of
// nodes; a claim is deleted when its order expires or is canceled, or when its ticket is voided or refunded. The
// foreign key to `seats` (no cascade) keeps a claimed seat in the plan. `order_items.seats` and
// `attendee_tickets.seat` record which seats an order named and which seat a ticket is for. Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('seat_plans')
    .addColumn('event_id', 'integer', (c) => c.primaryKey().references('events.id').onDelete('cascade'))
    .addColumn('seating_template_id', 'integer')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('seats')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('seat_id', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('section', 'text')
    .addColumn('row', 'text')
    .addColumn('ticket_type_id', 'integer', (c) => c.notNull().references('ticket_types.id').onDelete('cascade'))
    .addColumn('x', 'double precision')
    .addColumn('y', 'double precision')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('blocked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('seats_pkey', ['event_id', 'seat_id'])
    .execute();
  await db.schema.createIndex('seats_order_idx').on('seats').columns(['event_id', 'position']).execute();
  await db.schema.createIndex('seats_type_idx').on('seats').columns(['ticket_type_id', 'position']).execute();
  await db.schema
    .createTable('seat_claims')
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('seat_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('ticket_id', 'integer', (c) => c.references('attendee_tickets.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('held'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('seat_claims_pkey', ['event_id', 'seat_id'])
    .addForeignKeyConstraint('seat_claims_seat_fkey', ['event_id', 'seat_id'], 'seats', ['event_id', 'seat_id'])
    .addCheckConstraint('seat_claims_status_check', sql`status in ('held', 'sold')`)
    .execute();
  await db.schema.createIndex('seat_claims_order_idx').on('seat_claims').column('order_id').execute();
  await db.schema.createIndex('seat_claims_ticket_idx').on('seat_claims').column('ticket_id').execute();
  await db.schema.alterTable('order_items').addColumn('seats', sql`text[]`).execute();
  await db.schema.alterTable('attendee_tickets').addColumn('seat', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('attendee_tickets').dropColumn('seat').execute();
  await db.schema.alterTable('order_items').dropColumn('seats').execute();
  await db.schema.dropTable('seat_claims').ifExists().execute();
  await db.schema.dropTable('seats').ifExists().execute();
  await db.schema.dropTable('seat_plans').ifExists().execute();
}
