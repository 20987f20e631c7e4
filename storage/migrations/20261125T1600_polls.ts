import { sql, type Kysely } from 'kysely';

// Polls of a session (CONTRACT 12). The counts live on the poll row (`counts[i]` for option i, `total_voters`),
// moved in the same statement as the voter's ballot (storage/repositories/polls.ts), so they always equal the
// stored ballots. A ballot is one row per voter (pk), holding the chosen option indexes; `prev` keeps the options
// it replaced, read under the row lock of ON CONFLICT DO UPDATE, so a replacement moves exactly the right counts.
// Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('session_polls')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('session_id', 'integer', (c) => c.notNull().references('event_sessions.id').onDelete('cascade'))
    .addColumn('question', 'text', (c) => c.notNull())
    /** The option texts, a JSON array of strings (2–10), in index order (from 0). */
    .addColumn('options', 'jsonb', (c) => c.notNull())
    .addColumn('counts', sql`integer[]`, (c) => c.notNull())
    .addColumn('multiple', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('total_voters', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('session_polls_status_ck', sql`status in ('draft', 'open', 'closed')`)
    .addCheckConstraint('session_polls_voters_ck', sql`total_voters >= 0`)
    .addCheckConstraint('session_polls_counts_ck', sql`cardinality(counts) between 2 and 10`)
    .execute();
  await db.schema.createIndex('session_polls_session_idx').on('session_polls').columns(['session_id', 'id']).execute();
  await db.schema
    .createTable('poll_ballots')
    .addColumn('poll_id', 'integer', (c) => c.notNull().references('session_polls.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('options', sql`integer[]`, (c) => c.notNull())
    .addColumn('prev', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'::integer[]`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // One ballot per voter per poll, whatever the concurrency.
    .addPrimaryKeyConstraint('poll_ballots_pk', ['poll_id', 'user_id'])
    .execute();
  await db.schema.createIndex('poll_ballots_user_idx').on('poll_ballots').columns(['user_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('poll_ballots').execute();
  await db.schema.dropTable('session_polls').execute();
}
