import type { DB } from '../database.js';

export interface OrganizerEventRow {
  id: number;
  slug: string;
  organization_id: number;
}

/**
 * The event with this current slug (the organizer tools address events by slug). One index lookup
 * (events.slug is unique). Kept small on purpose: the catalogue's own lookup adds slug history.
 */
export function findEventForOrganizerTools(db: DB, slug: string): Promise<OrganizerEventRow | undefined> {
  return db.selectFrom('events').select(['id', 'slug', 'organization_id']).where('slug', '=', slug).executeTakeFirst();
}
