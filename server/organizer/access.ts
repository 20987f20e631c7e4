import type { DB } from '../../storage/database.js';
import { isEventOrganizer } from '../../storage/repositories/event-access.js';
import type { EventRow } from '../../storage/repositories/events.js';
import { requireEventBySlug } from '../events/lookup.js';
import { forbidden } from '../errors.js';

/**
 * The event by slug, when the user belongs to its organization: 404 for an unknown slug (`slug_changed` with
 * `new_slug` for an old one), 403 for anyone else.
 */
export async function requireOrganizerEvent(db: DB, userId: number, slug: string): Promise<EventRow> {
  const event = await requireEventBySlug(db, slug);
  if (!(await isEventOrganizer(db, userId, event.id))) {
    throw forbidden('Only the organizers of this event may do this.', 'not_event_organizer');
  }
  return event;
}
