import type { DB } from '../../storage/database.js';
import { isEventOrganizer } from '../../storage/repositories/event-access.js';
import { findEventForOrganizerTools, type OrganizerEventRow } from '../../storage/repositories/organizer-events.js';
import { forbidden, notFound } from '../errors.js';

/** The event by slug, when the user belongs to its organization: 404 for an unknown slug, 403 for anyone else. */
export async function requireOrganizerEvent(db: DB, userId: number, slug: string): Promise<OrganizerEventRow> {
  const event = await findEventForOrganizerTools(db, slug);
  if (!event) throw notFound('Event', 'event_not_found');
  if (!(await isEventOrganizer(db, userId, event.id))) {
    throw forbidden('Only the organizers of this event may do this.', 'not_event_organizer');
  }
  return event;
}
