import { sql, type Kysely } from 'kysely';

// Sessions of an event (CONTRACT 12): the programme. Tags are slugs of the event's tags (section 11); until the
// event_tags table lands they are format-checked only (storage/repositories/sessions.ts unknownSessionTags).
// Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('event_sessions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('room', 'text')
    // `[{name, title?}]` as sent (validated), json text.
    .addColumn('speakers', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('qa_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('event_sessions_times_ck', sql`starts_at < ends_at`)
    .execute();
  // The public listing: an event's sessions by starts_at, then id.
  await db.schema.createIndex('event_sessions_event_starts_idx').on('event_sessions').columns(['event_id', 'starts_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event_sessions').execute();
}
