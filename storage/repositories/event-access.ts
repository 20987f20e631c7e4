import { sql } from 'kysely';
import type { DB } from '../database.js';

/**
 * Whether the user may act inside the event: holds a ticket for it, or belongs to its organization.
 * One query, both index-backed (attendee_tickets(event_id, user_id), organization_members pk).
 */
export async function isEventParticipant(db: DB, userId: number, eventId: number): Promise<boolean> {
  const row = await db
    .selectFrom('events as e')
    .select(
      sql<boolean>`exists (select 1 from attendee_tickets t where t.event_id = e.id and t.user_id = ${userId})
        or exists (select 1 from organization_members m where m.organization_id = e.organization_id and m.user_id = ${userId})`.as('ok'),
    )
    .where('e.id', '=', eventId)
    .executeTakeFirst();
  return row?.ok === true;
}

/** Whether the user belongs to the organization that runs the event. */
export async function isEventOrganizer(db: DB, userId: number, eventId: number): Promise<boolean> {
  const row = await db
    .selectFrom('events as e')
    .innerJoin('organization_members as m', (j) => j.onRef('m.organization_id', '=', 'e.organization_id').on('m.user_id', '=', userId))
    .select('e.id')
    .where('e.id', '=', eventId)
    .executeTakeFirst();
  return row !== undefined;
}
