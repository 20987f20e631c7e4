import { sql, type Kysely } from 'kysely';

// Reserving vouchers and the waiting list (CONTRACT 15, issue 45). A `reserve` voucher holds places in the claim
// counters (`held`) from its creation: `reserved` is how many it still holds, on `reserve_ticket_id` (its one ticket
// type, with that type's quotas and the event) or on the event alone (null); an order placed with it takes its places
// from there, and the rest goes back when the voucher lapses or is deleted. `user_id`: a personal voucher (a waiting
// list offer), usable by that user only. A waiting-list entry is one row per (event, person) while `waiting` or
// `offered`; `done`, `left` and `lapsed` rows stay as the queue's history. Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('vouchers')
    .addColumn('reserved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reserve_ticket_id', 'integer', (c) => c.references('ticket_types.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .execute();
  await db.schema.alterTable('vouchers').addCheckConstraint('vouchers_reserved_check', sql`reserved >= 0`).execute();
  await db.schema.alterTable('events').addColumn('waiting_list_enabled', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  await db.schema
    .createTable('waiting_list')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ticket_type_id', 'integer', (c) => c.references('ticket_types.id').onDelete('set null'))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('waiting'))
    .addColumn('voucher_id', 'integer', (c) => c.references('vouchers.id').onDelete('set null'))
    .addColumn('offered_at', 'timestamptz')
    .addColumn('offer_expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('waiting_list_state_check', sql`state in ('waiting', 'offered', 'done', 'left', 'lapsed')`)
    .execute();
  await db.schema
    .createIndex('waiting_list_live_idx')
    .on('waiting_list')
    .columns(['event_id', 'user_id'])
    .unique()
    .where(sql.ref('state'), 'in', ['waiting', 'offered'])
    .execute();
  await db.schema.createIndex('waiting_list_queue_idx').on('waiting_list').columns(['event_id', 'state', 'id']).execute();
  await db.schema.createIndex('waiting_list_user_idx').on('waiting_list').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('waiting_list').ifExists().execute();
  await db.schema.alterTable('events').dropColumn('waiting_list_enabled').execute();
  await db.schema.alterTable('vouchers').dropConstraint('vouchers_reserved_check').execute();
  for (const c of ['user_id', 'reserve_ticket_id', 'reserved']) await db.schema.alterTable('vouchers').dropColumn(c).execute();
}
