import { sql, type Kysely } from 'kysely';

// Issue 22 (data at platform size). Never edit once landed.
// Check-in stats (storage/repositories/organizer-ops.ts `checkinStats`) read only the event's valid tickets' type and
// check-in time: a partial index on (event_id) over valid tickets that carries those columns answers it with an
// index-only scan instead of visiting 50,000 heap rows of a large event.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index attendee_tickets_checkin_stats_idx on attendee_tickets (event_id) include (ticket_type_id, checked_in_at, id) where status = 'valid'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists attendee_tickets_checkin_stats_idx`.execute(db);
}
