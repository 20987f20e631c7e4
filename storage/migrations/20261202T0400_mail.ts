import { sql, type Kysely } from 'kysely';

// Mail (issue 46, CONTRACT 16). `mails`: one row per mail and cause (`key`, unique), so a cause that happens twice
// queues one mail; the outbox job carries the key and the row says whether it was sent. The address is read when
// the mail goes out (a user's current, confirmed address), except for mails to a bare address (invitations, the
// confirmation link itself). `email_confirmations`: a user's address is confirmed when this row's `email` equals
// users.email and `confirmed_at` is set; `nonce` makes the emailed link single use. `email_unsubscribes`: addresses
// (lower case) that asked for no more invitations and reminders. `notification_settings`: which reminders a user
// gets. `invitation_sends`: invitations per organization and day (the daily cap). Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mails')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('address', 'text')
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('mails_user_idx').on('mails').columns(['user_id']).where(sql.ref('status'), '=', 'queued').execute();
  await db.schema
    .createTable('email_confirmations')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text')
    .addColumn('confirmed_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('email_unsubscribes')
    .addColumn('address', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('settings', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('invitation_sends')
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('invitation_sends_pk', ['organization_id', 'day'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['invitation_sends', 'notification_settings', 'email_unsubscribes', 'email_confirmations', 'mails']) await db.schema.dropTable(table).execute();
}
