import type { Kysely } from 'kysely';

// The organizers' report queue (storage/repositories/safety.ts listReports) reads an event's reports newest first,
// by offset or after a keyset cursor (issue 22). With a status filter `reports_event_status_idx` (event_id, status, id)
// gives that order; without one only an (event_id, id) index does: otherwise every report of the event is sorted, or
// the primary key walked across every event's. Never edit once landed.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('reports_event_id_idx').on('reports').columns(['event_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('reports_event_id_idx').ifExists().execute();
}
