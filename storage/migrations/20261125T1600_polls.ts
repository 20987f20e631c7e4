import { sql, type Kysely } from 'kysely';

// Polls of a session (CONTRACT 12). A ballot is one row per voter (pk), holding the chosen option indexes; `prev`
// keeps the options it replaced, read under the row lock of ON CONFLICT DO UPDATE, so a replacement moves exactly
// the right counts. The counts are counters moved in the same statement as the ballot (storage/repositories/polls.ts),
// so they always equal the stored ballots; they are split over POLL_SHARDS rows per poll (`poll_counts`, the voter's
// shard is user_id % 16) so that a hall voting at once does not queue on one row lock (each commit holds it), and a
// poll's counts are the sum of its 16 rows. Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('session_polls')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('session_id', 'integer', (c) => c.notNull().references('event_sessions.id').onDelete('cascade'))
    .addColumn('question', 'text', (c) => c.notNull())
    /** The option texts, a JSON array of strings (2–10), in index order (from 0). */
    .addColumn('options', 'jsonb', (c) => c.notNull())
    .addColumn('multiple', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('session_polls_status_ck', sql`status in ('draft', 'open', 'closed')`)
    .addCheckConstraint('session_polls_options_ck', sql`jsonb_array_length(options) between 2 and 10`)
    .execute();
  await db.schema.createIndex('session_polls_session_idx').on('session_polls').columns(['session_id', 'id']).execute();
  await db.schema
    .createTable('poll_counts')
    .addColumn('poll_id', 'integer', (c) => c.notNull().references('session_polls.id').onDelete('cascade'))
    .addColumn('shard', 'smallint', (c) => c.notNull())
    /** Ballots of this shard's voters per option index (from 0). */
    .addColumn('counts', sql`integer[]`, (c) => c.notNull())
    .addColumn('voters', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('poll_counts_pk', ['poll_id', 'shard'])
    .addCheckConstraint('poll_counts_voters_ck', sql`voters >= 0`)
    .execute();
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
  await db.schema.dropTable('poll_counts').execute();
  await db.schema.dropTable('session_polls').execute();
}
