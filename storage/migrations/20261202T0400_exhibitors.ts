import { sql, type Kysely } from 'kysely';

// Exhibitors and leads (CONTRACT 20, issue 51). An exhibitor belongs to an event and has staff (participants); every
// participant may get a badge code per event (random, never a ticket code); a lead is one row per (exhibitor,
// person): a staff scan or the person's own visit creates it, a later scan updates it. The person's contact details
// are not copied into the lead: they are read at export time, and only while the person allows it
// (`networking_profiles.share_contact_with_exhibitors`) and `contact_removed` is false (a block of the staff, the
// account's deletion, or the person's withdrawal sets it for good). Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('exhibitors')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('logo', 'text')
    .addColumn('booth', 'text')
    // The qualifying questions `[{id, title, type, options, required}]`, json text (replaced whole by PUT).
    .addColumn('questions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('exhibitors_event_idx').on('exhibitors').columns(['event_id', 'id']).execute();

  await db.schema
    .createTable('exhibitor_staff')
    .addColumn('exhibitor_id', 'integer', (c) => c.notNull().references('exhibitors.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('exhibitor_staff_pk', ['exhibitor_id', 'user_id'])
    .execute();
  await db.schema.createIndex('exhibitor_staff_user_idx').on('exhibitor_staff').columns(['user_id']).execute();

  await db.schema
    .createTable('badges')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('badges_pk', ['event_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('leads')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('exhibitor_id', 'integer', (c) => c.notNull().references('exhibitors.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('scan', 'visit')`))
    .addColumn('rating', 'text', (c) => c.check(sql`rating in ('hot', 'warm', 'cold')`))
    .addColumn('notes', 'text')
    // `[{question_id, answer}]`, json text.
    .addColumn('answers', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('captured_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('captured_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('contact_removed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addUniqueConstraint('leads_exhibitor_user_key', ['exhibitor_id', 'user_id'])
    .execute();
  await db.schema.createIndex('leads_user_idx').on('leads').columns(['user_id']).execute();

  await db.schema.alterTable('networking_profiles').addColumn('share_contact_with_exhibitors', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('networking_profiles').dropColumn('share_contact_with_exhibitors').execute();
  await db.schema.dropTable('leads').execute();
  await db.schema.dropTable('badges').execute();
  await db.schema.dropTable('exhibitor_staff').execute();
  await db.schema.dropTable('exhibitors').execute();
}
