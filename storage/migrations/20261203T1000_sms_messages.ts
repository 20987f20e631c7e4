import { sql, type Kysely } from 'kysely';

// Messages by SMS that Convene writes (issue 46: a waiting-list offer to someone without a confirmed e-mail address),
// as `mails` is for e-mail: one row per message and cause (`key`, unique), so a cause that happens twice queues one
// message; the outbox job `sms` carries the key and the row says whether it went. The number is read when it goes
// out (the user's current mobile; none for a deleted account). Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sms_messages')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sms_messages_user_idx').on('sms_messages').columns(['user_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sms_messages').execute();
}
