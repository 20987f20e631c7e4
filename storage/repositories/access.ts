import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../database.js';

/**
 * The SQL forms of the access rules (server/access/ is the policy that uses them). Each rule is written once here,
 * so the single-statement hot paths (chat send, feed post, progress bar) embed the same condition the policy asks.
 */

/** Whether `userId` belongs to the organization that runs the event `alias` (organization_members pk). */
export function organizerSql(alias: string, userId: number): RawBuilder<boolean> {
  const e = sql.ref(alias);
  return sql<boolean>`exists (select 1 from organization_members m where m.organization_id = ${e}.organization_id and m.user_id = ${userId})`;
}

/**
 * Whether `userId` may act inside the event `alias` (an `events` row in the enclosing query): holds a valid (not
 * voided) ticket for it, or belongs to its organization. Both index-backed (attendee_tickets(event_id, user_id), organization_members
 * pk). False when the event row is missing (an outer join's nulls).
 */
export function participantSql(alias: string, userId: number): RawBuilder<boolean> {
  const e = sql.ref(alias);
  return sql<boolean>`(exists (select 1 from attendee_tickets t where t.event_id = ${e}.id and t.user_id = ${userId} and t.status = 'valid')
    or ${organizerSql(alias, userId)})`;
}

/** Whether the user may act inside the event (see participantSql); one query. */
export async function isEventParticipant(db: DB, userId: number, eventId: number): Promise<boolean> {
  const row = await db.selectFrom('events as e').select(participantSql('e', userId).as('ok')).where('e.id', '=', eventId).executeTakeFirst();
  return row?.ok === true;
}

/** Whether the user belongs to the organization that runs the event. */
export async function isEventOrganizer(db: DB, userId: number, eventId: number): Promise<boolean> {
  const row = await db.selectFrom('events as e').select(organizerSql('e', userId).as('ok')).where('e.id', '=', eventId).executeTakeFirst();
  return row?.ok === true;
}
