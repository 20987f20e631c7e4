import { sql, type Kysely } from 'kysely';

// Live chat (CONTRACT 10): edits and deletions of chat messages (with an update sequence so `sync` can surface
// changes to older messages) and Web Push subscriptions (pushes are sent through the shared outbox, `jobs`).
// Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  // Every edit or deletion takes the next value: `sync {chat_updates_after}` returns what changed after a cursor.
  await sql`create sequence chat_message_update_seq as integer`.execute(db);
  await db.schema
    .alterTable('chat_messages')
    .addColumn('edited_at', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('update_seq', 'integer')
    .execute();
  await db.schema.createIndex('chat_messages_update_seq_idx').on('chat_messages').columns(['update_seq']).where(sql.ref('update_seq'), 'is not', null).execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // One row per user and device (a browser's endpoint); another user on the same browser has a row of their own.
    .addUniqueConstraint('push_subscriptions_user_endpoint_uq', ['user_id', 'endpoint'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_subscriptions').ifExists().execute();
  await db.schema.dropIndex('chat_messages_update_seq_idx').ifExists().execute();
  await db.schema.alterTable('chat_messages').dropColumn('update_seq').dropColumn('deleted_at').dropColumn('edited_at').execute();
  await sql`drop sequence if exists chat_message_update_seq`.execute(db);
}
