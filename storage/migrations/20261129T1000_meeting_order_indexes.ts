import type { Kysely } from 'kysely';

// The meeting lists page by a keyset cursor of their order, (starts_at, id) (issue 22): a member's meetings in an
// event (storage/repositories/meetings.ts meetingPage, one range of each member index merged) and the organizers' list
// (organizerMeetingPage). The indexes of 20261125T1500_meetings end at starts_at, so the meetings of one slot (one
// per table, and every pending request for it) were sorted by id after the read, and the organizers' list without a
// status had no index in its order at all (every meeting of the event sorted). Each index below is the one it
// replaces with `id` appended (the same prefixes still serve the agenda, slots, pending counts, safety cancels and
// stats), plus (event_id, starts_at, id) for the unfiltered organizers' list. Never edit once landed.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('meetings_from_order_idx').on('meetings').columns(['from_user_id', 'event_id', 'starts_at', 'id']).execute();
  await db.schema.createIndex('meetings_to_order_idx').on('meetings').columns(['to_user_id', 'event_id', 'starts_at', 'id']).execute();
  await db.schema.createIndex('meetings_event_order_idx').on('meetings').columns(['event_id', 'starts_at', 'id']).execute();
  await db.schema.createIndex('meetings_event_status_order_idx').on('meetings').columns(['event_id', 'status', 'starts_at', 'id']).execute();
  await db.schema.dropIndex('meetings_from_idx').ifExists().execute();
  await db.schema.dropIndex('meetings_to_idx').ifExists().execute();
  await db.schema.dropIndex('meetings_event_idx').ifExists().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('meetings_from_idx').on('meetings').columns(['from_user_id', 'event_id', 'starts_at']).execute();
  await db.schema.createIndex('meetings_to_idx').on('meetings').columns(['to_user_id', 'event_id', 'starts_at']).execute();
  await db.schema.createIndex('meetings_event_idx').on('meetings').columns(['event_id', 'status', 'starts_at']).execute();
  for (const name of ['meetings_from_order_idx', 'meetings_to_order_idx', 'meetings_event_order_idx', 'meetings_event_status_order_idx']) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
}
