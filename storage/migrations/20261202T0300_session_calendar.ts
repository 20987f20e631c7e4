import { sql, type Kysely } from 'kysely';

// Calendars of sessions (issue 44). A session's SEQUENCE (RFC 5545 3.8.7.4) is a counter of its own that grows by one
// with every change an organizer makes, instead of a figure derived from its timestamps (seconds since creation,
// which jumped 0 → 1381 on the first move). A session that leaves a participant's agenda (the organizer deleted it,
// or the participant unsaved it) is remembered for that participant's calendar, so it comes back STATUS:CANCELLED
// with a higher SEQUENCE and subscribed calendars drop it, instead of vanishing. `sequence_offset` on a saved
// session keeps a re-saved session's SEQUENCE above the cancellation it replaces. Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('event_sessions').addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('agenda_sessions').addColumn('sequence_offset', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .createTable('cancelled_agenda_sessions')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // No reference: the session itself may be gone (deleted by the organizer); the event's deletion takes these along.
    .addColumn('session_id', 'integer', (c) => c.notNull())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('room', 'text')
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('cancelled_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('cancelled_agenda_sessions_pk', ['user_id', 'session_id'])
    .execute();
  await db.schema.createIndex('cancelled_agenda_sessions_user_event_idx').on('cancelled_agenda_sessions').columns(['user_id', 'event_id']).execute();
  await db.schema.createIndex('cancelled_agenda_sessions_event_idx').on('cancelled_agenda_sessions').columns(['event_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cancelled_agenda_sessions').execute();
  await db.schema.alterTable('agenda_sessions').dropColumn('sequence_offset').execute();
  await db.schema.alterTable('event_sessions').dropColumn('sequence').execute();
}
