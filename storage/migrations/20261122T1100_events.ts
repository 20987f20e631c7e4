import { sql, type Kysely } from 'kysely';

// Event catalogue: widgets, slug history, visits, category follows, user-special events (as received), trended
// flags, and the indexes the catalogue queries use. Extends the core tables; never edit this file once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('event_widgets')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('content', 'json')
    .execute();
  await db.schema.createIndex('event_widgets_event_position_idx').on('event_widgets').columns(['event_id', 'position']).execute();

  // An old slug points at its event for ever (v1 404 naming the new slug, v2 301).
  await db.schema
    .createTable('event_slug_history')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('event_slug_history_event_idx').on('event_slug_history').column('event_id').execute();

  // One row per (user, event): a later visit moves visited_at, so "distinct, latest first" is an index range scan.
  await db.schema
    .createTable('event_visits')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('visited_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('event_visits_pk', ['user_id', 'event_id'])
    .execute();
  await db.schema.createIndex('event_visits_user_time_idx').on('event_visits').columns(['user_id', 'visited_at']).execute();

  await db.schema
    .createTable('category_follows')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('category_follows_pk', ['user_id', 'category_id'])
    .execute();

  // Seed 2.12: the uploaded record kept as received (json keeps it verbatim), one row a user, replaced on upload.
  await db.schema
    .createTable('user_special_event')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('events', 'json', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Trended flag (admin): presence of a row marks the event trended.
  await db.schema
    .createTable('event_trends')
    .addColumn('event_id', 'integer', (c) => c.primaryKey().references('events.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Per-ticket-type capacity checks count the type's tickets.
  await db.schema.createIndex('attendee_tickets_type_idx').on('attendee_tickets').column('ticket_type_id').execute();

  await db.schema.createIndex('events_sales_idx').on('events').columns(['sales_count', 'id']).execute();
  await db.schema.createIndex('events_city_idx').on('events').columns(['city_name', 'starts_at']).execute();
  await db.schema.createIndex('events_category_sales_idx').on('events').columns(['category_id', 'sales_count']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['events_sales_idx', 'events_city_idx', 'events_category_sales_idx', 'attendee_tickets_type_idx']) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  for (const table of ['event_trends', 'user_special_event', 'category_follows', 'event_visits', 'event_slug_history', 'event_widgets']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
