import { sql, type Kysely } from 'kysely';

// Organizer operations (CONTRACT 8): ticket status and check-in time, organization webhooks with their delivery
// history, and the generic outbox (`jobs`) the dispatcher claims from. Never edit this file once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('attendee_tickets')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('valid').check(sql`status in ('valid', 'void')`))
    .addColumn('voided_at', 'timestamptz')
    .addColumn('checked_in_at', 'timestamptz')
    .execute();
  // The attendee list and its CSV export walk an event's tickets by id (keyset pages).
  await db.schema.createIndex('attendee_tickets_event_id_idx').on('attendee_tickets').columns(['event_id', 'id']).execute();

  await db.schema
    .createTable('webhooks')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('events', sql`text[]`, (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('webhooks_organization_idx').on('webhooks').columns(['organization_id', 'id']).execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('webhook_id', 'integer', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    // The Standard Webhooks `webhook-id`: the same on every retry, so receivers can drop duplicates.
    .addColumn('message_id', 'text', (c) => c.notNull().unique())
    // The exact bytes signed and sent on every attempt.
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'delivered', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('delivered_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('webhook_deliveries_webhook_idx').on('webhook_deliveries').columns(['webhook_id', 'id']).execute();

  // The outbox: work recorded in the same transaction as the change that causes it, run by a dispatcher on any
  // node (claims with FOR UPDATE SKIP LOCKED and a lease), retried with backoff. `kind` picks the handler.
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index jobs_due_idx on jobs (run_at, id) where status = 'pending'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['jobs', 'webhook_deliveries', 'webhooks']) await db.schema.dropTable(table).ifExists().execute();
  await db.schema.dropIndex('attendee_tickets_event_id_idx').ifExists().execute();
  await db.schema.alterTable('attendee_tickets').dropColumn('checked_in_at').dropColumn('voided_at').dropColumn('status').execute();
}
