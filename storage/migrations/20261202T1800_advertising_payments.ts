import { sql, type Kysely } from 'kysely';

// CONTRACT 15, last bullet: the retargeting order (`POST /events/{slug}/advertise`) is paid through the same
// providers as ticket orders. A payment attempt now belongs to exactly one subject: a ticket order (`order_id`) or an
// advertising order (`advertising_order_id`); the check holds it. `ad_orders.paid_at` is set once, by the
// transaction that moves the order from `pending` to `paid`. Never edit once landed.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').alterColumn('order_id', (c) => c.dropNotNull()).execute();
  await db.schema
    .alterTable('payments')
    .addColumn('advertising_order_id', 'integer', (c) => c.references('ad_orders.id').onDelete('cascade'))
    .execute();
  await sql`alter table payments add constraint payments_subject_check check ((order_id is null) <> (advertising_order_id is null))`.execute(db);
  await sql`create index payments_advertising_order_idx on payments (advertising_order_id, id) where advertising_order_id is not null`.execute(db);
  await db.schema.alterTable('ad_orders').addColumn('paid_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ad_orders').dropColumn('paid_at').execute();
  await sql`delete from payments where advertising_order_id is not null`.execute(db);
  await sql`alter table payments drop constraint if exists payments_subject_check`.execute(db);
  await db.schema.alterTable('payments').dropColumn('advertising_order_id').execute();
  await db.schema.alterTable('payments').alterColumn('order_id', (c) => c.setNotNull()).execute();
}
