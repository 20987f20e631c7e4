import type { DB } from '../database.js';

/** The venue networks of an event (empty when it has none). One primary-key lookup. */
export async function findVenueNetworks(db: DB, eventId: number): Promise<string[]> {
  const row = await db.selectFrom('event_venue_networks').select('networks').where('event_id', '=', eventId).executeTakeFirst();
  return row?.networks ?? [];
}

/** Replaces the event's venue networks; an empty list removes the row. */
export async function saveVenueNetworks(db: DB, eventId: number, networks: string[]): Promise<void> {
  if (networks.length === 0) {
    await db.deleteFrom('event_venue_networks').where('event_id', '=', eventId).execute();
    return;
  }
  await db
    .insertInto('event_venue_networks')
    .values({ event_id: eventId, networks })
    .onConflict((oc) => oc.column('event_id').doUpdateSet({ networks, updated_at: new Date() }))
    .execute();
}
