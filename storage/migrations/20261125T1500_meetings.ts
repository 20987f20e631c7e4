import { sql, type Kysely } from 'kysely';

// One-to-one meetings (CONTRACT 11): each event's meeting settings (windows, slot length, locations), the meetings
// with their state, and the bookings an accepted meeting holds. Whether an accept double-books a person or a
// location is decided by the database: every accepted meeting holds one booking row per member and one for its
// location, and two exclusion constraints (btree_gist) refuse any two rows of one person, or of one location, whose
// time ranges overlap, on any number of nodes. Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists btree_gist`.execute(db);

  await db.schema
    .createTable('meeting_settings')
    .addColumn('event_id', 'integer', (c) => c.primaryKey().references('events.id').onDelete('cascade'))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('slot_minutes', 'integer', (c) => c.notNull().check(sql`slot_minutes between 5 and 120`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('meeting_windows')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('meeting_windows_order', sql`starts_at < ends_at`)
    .addPrimaryKeyConstraint('meeting_windows_pk', ['event_id', 'starts_at'])
    .execute();

  // A removed location keeps its row (past meetings still name it); `removed_at` takes it out of every new booking.
  await db.schema
    .createTable('meeting_locations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('removed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('meeting_locations_event_idx').on('meeting_locations').columns(['event_id', 'id']).where(sql.ref('removed_at'), 'is', null).execute();

  await db.schema
    .createTable('meetings')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('from_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('to_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('location_id', 'integer', (c) => c.references('meeting_locations.id').onDelete('set null'))
    .addColumn('message', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'accepted', 'declined', 'cancelled')`))
    .addColumn('cancelled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('from_met', 'boolean')
    .addColumn('to_met', 'boolean')
    // Set once accepted: a meeting cancelled after that stays in calendars as STATUS:CANCELLED.
    .addColumn('accepted_at', 'timestamptz')
    // Grows with every change of the item (the calendar's SEQUENCE).
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('meetings_two_people', sql`from_user_id <> to_user_id`)
    .execute();
  // A member's meetings in an event by time (lists, agenda, slots, pending counts), and everyone's (safety cancels).
  await db.schema.createIndex('meetings_from_idx').on('meetings').columns(['from_user_id', 'event_id', 'starts_at']).execute();
  await db.schema.createIndex('meetings_to_idx').on('meetings').columns(['to_user_id', 'event_id', 'starts_at']).execute();
  // The organizer's list and stats.
  await db.schema.createIndex('meetings_event_idx').on('meetings').columns(['event_id', 'status', 'starts_at']).execute();
  // Organizers' stats per location.
  await sql`create index meetings_location_idx on meetings (location_id) where location_id is not null`.execute(db);
  // The same pending request again (same pair, same slot) is the first one.
  await sql`create unique index meetings_pending_once on meetings (event_id, from_user_id, to_user_id, starts_at) where status = 'pending'`.execute(db);

  // What an accepted meeting holds: a row per member (user_id) and one for its location (location_id).
  await sql`create table meeting_bookings (
    meeting_id integer not null references meetings(id) on delete cascade,
    event_id integer not null references events(id) on delete cascade,
    user_id integer references users(id) on delete cascade,
    location_id integer references meeting_locations(id) on delete cascade,
    during tstzrange not null,
    constraint meeting_bookings_one_holder check ((user_id is null) <> (location_id is null)),
    constraint meeting_bookings_user_excl exclude using gist (user_id with =, during with &&) where (user_id is not null),
    constraint meeting_bookings_location_excl exclude using gist (location_id with =, during with &&) where (location_id is not null)
  )`.execute(db);
  await db.schema.createIndex('meeting_bookings_meeting_idx').on('meeting_bookings').column('meeting_id').execute();
  // Free locations per slot of an event.
  await db.schema.createIndex('meeting_bookings_event_idx').on('meeting_bookings').columns(['event_id', 'location_id']).execute();
  await calendarLinks(db);
}

// A user's secret calendar address per event (CONTRACT 11): only the SHA-256 of the secret is kept; a new one
// replaces the old (the old address then answers 404).
async function calendarLinks(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('calendar_links')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('calendar_links_pk', ['user_id', 'event_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('calendar_links').ifExists().execute();
  await db.schema.dropTable('meeting_bookings').ifExists().execute();
  await db.schema.dropTable('meetings').ifExists().execute();
  await db.schema.dropTable('meeting_locations').ifExists().execute();
  await db.schema.dropTable('meeting_windows').ifExists().execute();
  await db.schema.dropTable('meeting_settings').ifExists().execute();
}
