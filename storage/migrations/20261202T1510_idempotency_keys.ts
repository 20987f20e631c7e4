import { sql, type Kysely } from 'kysely';

// The `Idempotency-Key` header on creating POSTs (issue 44): one row per (user, key) from the moment a request with
// it starts (`state` 'started') to its answer ('done', with the status and body replayed to a retry). A row still
// 'started' long after its start marks a request whose outcome is unknown. Rows older than a day are taken over by
// a new request with the same key. Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('started'))
    .addColumn('status', 'integer')
    .addColumn('body', 'text')
    .addColumn('location', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .addCheckConstraint('idempotency_keys_state_check', sql`state in ('started', 'done')`)
    .execute();
  await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').ifExists().execute();
}
