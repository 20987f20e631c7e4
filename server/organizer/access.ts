import type { DB } from '../../storage/database.js';
import type { EventRow } from '../../storage/repositories/events.js';
import { requireEventBySlug } from '../events/lookup.js';
import { requireEventOrganizer } from '../events/organizer.js';

/**
 * The event by slug, when the user belongs to its organization: 404 for an unknown slug (`slug_changed` with
 * `new_slug` for an old one), 403 `not_organizer` for anyone else (the same rule as the catalogue's organizer side).
 */
export async function requireOrganizerEvent(db: DB, userId: number, slug: string): Promise<EventRow> {
  const event = await requireEventBySlug(db, slug);
  await requireEventOrganizer(db, userId, event);
  return event;
}
