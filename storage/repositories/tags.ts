import { sql } from 'kysely';
import type { DB } from '../database.js';
import type { ProfileTagKind } from '../schema/matchmaking.js';

export interface TagRow {
  slug: string;
  title: string;
}

/** The event's tags in the organizer's order. */
export function listEventTags(db: DB, eventId: number): Promise<TagRow[]> {
  return db.selectFrom('event_tags').select(['slug', 'title']).where('event_id', '=', eventId).orderBy('position').execute();
}

/**
 * Replaces the event's tag list in one transaction: tags left out are deleted (the foreign key of `profile_tags`
 * removes them from every profile), the others are upserted with their new position and title.
 */
export async function replaceEventTags(db: DB, eventId: number, tags: readonly TagRow[]): Promise<TagRow[]> {
  return db.transaction().execute(async (trx) => {
    const keep = tags.map((t) => t.slug);
    let del = trx.deleteFrom('event_tags').where('event_id', '=', eventId);
    if (keep.length > 0) del = del.where('slug', 'not in', keep);
    await del.execute();
    if (tags.length > 0) {
      await trx
        .insertInto('event_tags')
        .values(tags.map((t, position) => ({ event_id: eventId, slug: t.slug, title: t.title, position })))
        .onConflict((oc) => oc.columns(['event_id', 'slug']).doUpdateSet({ title: sql.ref('excluded.title'), position: sql.ref('excluded.position') }))
        .execute();
    }
    return trx.selectFrom('event_tags').select(['slug', 'title']).where('event_id', '=', eventId).orderBy('position').execute();
  });
}

/** Of `slugs`, those that are not tags of the event, in the order given (each once). */
export async function unknownTagSlugs(db: DB, eventId: number, slugs: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(slugs)];
  if (wanted.length === 0) return [];
  const known = await db.selectFrom('event_tags').select('slug').where('event_id', '=', eventId).where('slug', 'in', wanted).execute();
  const have = new Set(known.map((r) => r.slug));
  return wanted.filter((s) => !have.has(s));
}

export interface NetworkingProfileRow {
  user_id: number;
  interests: string[];
  looking_for: string[];
  offering: string[];
  available_for_meetings: boolean;
}

const KINDS: Record<ProfileTagKind, 'interests' | 'looking_for' | 'offering'> = { interest: 'interests', looking_for: 'looking_for', offering: 'offering' };

/**
 * The networking profiles of these users in the event, in one statement of two index lookups whatever the number of
 * users (no N+1); a user without a stored profile has empty lists and `available_for_meetings: true`. Tags in the
 * event's order.
 */
export async function networkingProfiles(db: DB, eventId: number, userIds: readonly number[]): Promise<Map<number, NetworkingProfileRow>> {
  const out = new Map<number, NetworkingProfileRow>();
  for (const id of userIds) out.set(id, { user_id: id, interests: [], looking_for: [], offering: [], available_for_meetings: true });
  if (userIds.length === 0) return out;
  const ids = [...new Set(userIds)];
  // One statement, one connection: the profiles' rows (kind null) and the tags' rows in the event's display order.
  // The ids go in as one array, so the text is the same whatever the page's size. Each profile is one probe of
  // networking_profiles_pk (a lateral subquery with a limit, which the planner cannot turn into a join): with
  // `user_id = any(ids)` it read every profile of an event holding most of them (10,000 at the large-data bench's big
  // event: 0.9 ms for a page of 100, against 0.1 ms of probes).
  const { rows } = await sql<{ user_id: number; kind: ProfileTagKind | null; slug: string | null; available_for_meetings: boolean | null }>`
    select x.user_id, x.kind, x.slug, x.available_for_meetings from (
      select np.user_id, null::text as kind, null::text as slug, np.available_for_meetings, -1 as position
        from unnest(${ids}::int[]) as i(id)
        cross join lateral (select n.user_id, n.available_for_meetings from networking_profiles n
          where n.event_id = ${eventId} and n.user_id = i.id limit 1) np
      union all
      select p.user_id, p.kind, p.slug, null, t.position
        from profile_tags p join event_tags t on t.event_id = p.event_id and t.slug = p.slug
        where p.event_id = ${eventId} and p.user_id = any(${ids}::int[])) x
    order by x.position`.execute(db);
  for (const r of rows) {
    if (r.kind === null) out.get(r.user_id)!.available_for_meetings = r.available_for_meetings!;
    else out.get(r.user_id)![KINDS[r.kind]].push(r.slug!);
  }
  return out;
}

/**
 * Stores a user's whole networking profile in one transaction. The tag rows reference `event_tags`, so a tag the
 * event dropped meanwhile fails the insert (foreign key) rather than being stored.
 */
export async function saveNetworkingProfile(db: DB, eventId: number, profile: NetworkingProfileRow): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('networking_profiles')
      .values({ event_id: eventId, user_id: profile.user_id, available_for_meetings: profile.available_for_meetings })
      .onConflict((oc) => oc.columns(['event_id', 'user_id']).doUpdateSet({ available_for_meetings: profile.available_for_meetings, updated_at: sql`now()` }))
      .execute();
    await trx.deleteFrom('profile_tags').where('event_id', '=', eventId).where('user_id', '=', profile.user_id).execute();
    const rows = [
      ...[...new Set(profile.interests)].map((slug) => ({ kind: 'interest' as const, slug })),
      ...[...new Set(profile.looking_for)].map((slug) => ({ kind: 'looking_for' as const, slug })),
      ...[...new Set(profile.offering)].map((slug) => ({ kind: 'offering' as const, slug })),
    ];
    if (rows.length > 0) await trx.insertInto('profile_tags').values(rows.map((r) => ({ event_id: eventId, user_id: profile.user_id, ...r }))).execute();
  });
}
