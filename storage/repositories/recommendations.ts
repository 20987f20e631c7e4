import { sql } from 'kysely';
import type { DB } from '../database.js';
import type { ProfileTagKind } from '../schema/matchmaking.js';
import { preparedStatement } from '../prepared.js';
import { publicUserColumns, type PublicUserColumn } from './user-columns.js';
import { bannedSql, blockedBetweenSql, listedParticipantSql, participantSql, participantUserSql } from './access.js';

export type RecommendationRow = { [K in PublicUserColumn]: unknown } & {
  id: number;
  score: number;
  they_offer: string[];
  they_look_for: string[];
  shared_interests: string[];
  total: number;
};

/** The event's profile_tags version (migration 20261127T1100): 0 before its first write. */
const versionSql = (eventId: unknown) => sql<number>`coalesce((select pv.version from profile_tag_versions pv where pv.event_id = ${eventId}), 0)`;

/** A comma-joined int list as an int[] (no driver array serialisation; the same on node-postgres and PGlite). */
const intArray = (values: unknown) => sql`string_to_array(${values}, ',')::int[]`;

export interface ProfileTagList {
  kind: ProfileTagKind;
  slug: string;
  users: number[];
}

/**
 * Every profile tag of the event, one list of users per (kind, slug), read in index order from profile_tags_by_tag_idx,
 * with the version they are at (one statement: one snapshot). For the in-memory index of server/matchmaking.
 */
export async function loadProfileTags(db: DB, eventId: number): Promise<{ version: number; lists: ProfileTagList[] }> {
  const { rows } = await sql<{ version: number; kind: ProfileTagKind | null; slug: string | null; users: string | null }>`
    select v.version, t.kind, t.slug, t.users
    from (select ${versionSql(eventId)} as version) v
    left join lateral (
      select p.kind, p.slug, string_agg(p.user_id::text, ',') as users from profile_tags p where p.event_id = ${eventId} group by p.kind, p.slug
    ) t on true`.execute(db);
  const lists: ProfileTagList[] = [];
  for (const r of rows) if (r.kind !== null && r.slug !== null && r.users) lists.push({ kind: r.kind, slug: r.slug, users: r.users.split(',').map(Number) });
  return { version: Number(rows[0]?.version ?? 0), lists };
}

export interface ProfileTagChange {
  userId: number;
  /** The user's tags now (empty: none left). */
  tags: Array<{ kind: ProfileTagKind; slug: string }>;
}

/**
 * The users whose profile tags changed after `since` (profile_tag_changes_version_idx), at most `limit` of them, each
 * with their tags now, and the version this answer is at (one statement: one snapshot). `changes` is undefined when
 * more than `limit` changed (reload the event instead).
 */
export async function profileTagChangesSince(
  db: DB,
  eventId: number,
  since: number,
  limit: number,
): Promise<{ version: number; changes: ProfileTagChange[] | undefined }> {
  const { rows } = await sql<{ version: number; user_id: number | null; tags: string | null }>`
    select v.version, c.user_id, c.tags
    from (select ${versionSql(eventId)} as version) v
    left join lateral (
      select ch.user_id,
        (select string_agg(p.kind || ' ' || p.slug, ',') from profile_tags p where p.event_id = ${eventId} and p.user_id = ch.user_id) as tags
      from profile_tag_changes ch
      where ch.event_id = ${eventId} and ch.version > ${since}
      limit ${limit + 1}
    ) c on true`.execute(db);
  const version = Number(rows[0]?.version ?? 0);
  const changed = rows.filter((r) => r.user_id !== null);
  if (changed.length > limit) return { version, changes: undefined };
  return {
    version,
    changes: changed.map((r) => ({
      userId: r.user_id!,
      tags: (r.tags ? r.tags.split(',') : []).map((t) => {
        const [kind, slug] = t.split(' ') as [ProfileTagKind, string];
        return { kind, slug };
      }),
    })),
  };
}

export type RecommendationWindowRow = { [K in PublicUserColumn]: unknown } & {
  id: number;
  /** The candidate's position (1-based) in the list the caller passed. */
  pos: number;
  available_for_meetings: boolean;
};

const windowStatement = preparedStatement(['eventId', 'viewerId', 'ids', 'offset', 'end'], (p) => {
  const columns = sql.join(publicUserColumns.map((c) => sql.ref(`u.${c}`)));
  return sql<RecommendationWindowRow & { participant: boolean | null; version: number; found: number; tag_order: string | null }>`
    with ok as (
      select c.id, c.pos, row_number() over (order by c.pos) as rn
      from unnest(${intArray(p.ids)}) with ordinality c(id, pos)
      join events e on e.id = ${p.eventId}
      where ${listedParticipantSql('e', sql.ref('c.id'))}
        and not ${bannedSql('e', sql.ref('c.id'))}
        and not ${blockedBetweenSql(p.viewerId as number, sql.ref('c.id'))}
        and not exists (select 1 from recommendation_dismissals d where d.event_id = e.id and d.user_id = ${p.viewerId} and d.dismissed_user_id = c.id)
        and c.id <> ${p.viewerId}
    )
    select h.participant, h.version, h.found, h.tag_order, w.*
    from (select (select ${participantSql('pe', p.viewerId as number)} from events pe where pe.id = ${p.eventId}) as participant,
      ${versionSql(p.eventId)} as version, (select count(*)::int from ok) as found,
      (select string_agg(t.slug, ',' order by t.position) from event_tags t where t.event_id = ${p.eventId}) as tag_order) h
    left join lateral (
      select ${columns}, k.pos::int as pos, coalesce(np.available_for_meetings, true) as available_for_meetings
      from ok k
      join users u on u.id = k.id
      left join networking_profiles np on np.event_id = ${p.eventId} and np.user_id = k.id
      where k.rn > ${p.offset} and k.rn <= ${p.end}
    ) w on true
    order by w.pos`;
}, { serverName: 'convene_recommendation_window' });

/**
 * The recommendations among `candidates` (user ids in the caller's order: score desc, id asc, from the in-memory
 * index), in ONE statement: whether the viewer takes part in the event (participantSql, the route's access rule, so
 * the request needs no statement of its own for it); each candidate tested in turn (index probes: a listed
 * participant per `listedParticipantSql`, not banned, no block either way, not dismissed, not the caller); `found`,
 * how many pass; the rows of those passing at positions offset+1 … offset+limit, with their public columns,
 * `available_for_meetings` and their position in `candidates`; `tagOrder`, the event's tag slugs in the organizer's
 * order; and `version`, the event's profile_tags version this statement saw: the caller's order (and the tags it holds
 * for each candidate, from which it derives the networking fields, score and reasons) are right only when they were
 * taken at that version. The tags themselves are not read here (issue 24: aggregating them was half the statement's
 * execution, and decoding their six arrays per row a good part of the node's).
 */
export async function recommendationWindow(
  db: DB,
  eventId: number,
  viewerId: number,
  candidates: ArrayLike<number> & { join(separator: string): string },
  window: { limit: number; offset: number },
): Promise<{ participant: boolean; version: number; found: number; tagOrder: string[]; rows: RecommendationWindowRow[] }> {
  const { rows } = await windowStatement(db, { eventId, viewerId, ids: candidates.join(','), offset: window.offset, end: window.offset + window.limit });
  const head = rows[0];
  return {
    participant: head?.participant === true,
    version: Number(head?.version ?? 0),
    found: Number(head?.found ?? 0),
    tagOrder: head?.tag_order ? head.tag_order.split(',') : [],
    rows: rows.filter((r) => r.id !== null).map(({ participant: _pa, version: _v, found: _f, tag_order: _t, ...row }) => row as RecommendationWindowRow),
  };
}

/**
 * One page of the caller's recommendations in ONE statement that scores and filters every candidate and counts them
 * exactly (CONTRACT 11): the reference the fast path (the in-memory index and `recommendationWindow`) must agree with,
 * and its fallback while the event's profiles keep changing under it. At 50,000 attendees it reads every tag row that
 * matches the caller's (~42,500) and tests every candidate (~13,700): about a second (README, issue 24). The caller's
 * own tags (a few rows of profile_tags_pk) are matched against everyone else's through profile_tags_by_tag_idx
 * (event_id, kind, slug, user_id): their offering against the caller's looking_for, their looking_for against the
 * caller's offering, interests against interests. score = 3·|they_offer| + 3·|they_look_for| + |shared_interests|;
 * ordered by score desc, id asc. Left out: the caller, blocks either way, `directory_visible: false`, deleted
 * accounts, non-participants (no valid ticket, not an organizer), people banned in the event, and dismissed people.
 */
export async function recommendationPageExact(
  db: DB,
  eventId: number,
  viewerId: number,
  window: { limit: number; offset: number },
): Promise<{ rows: RecommendationRow[]; total: number }> {
  const columns = sql.join(publicUserColumns.map((c) => sql.ref(`u.${c}`)));
  const { rows } = await sql<RecommendationRow>`
    with mine as (
      select kind, slug from profile_tags where event_id = ${eventId} and user_id = ${viewerId}
    ), matches as (
      select p.user_id, p.kind, p.slug, et.position
      from mine
      join profile_tags p
        on p.event_id = ${eventId}
       and p.slug = mine.slug
       and p.kind = case mine.kind when 'looking_for' then 'offering' when 'offering' then 'looking_for' else 'interest' end
      join event_tags et on et.event_id = p.event_id and et.slug = p.slug
      where p.user_id <> ${viewerId}
    ), scored as (
      select user_id,
        coalesce(array_agg(slug order by position) filter (where kind = 'offering'), '{}') as they_offer,
        coalesce(array_agg(slug order by position) filter (where kind = 'looking_for'), '{}') as they_look_for,
        coalesce(array_agg(slug order by position) filter (where kind = 'interest'), '{}') as shared_interests,
        (3 * count(*) filter (where kind <> 'interest') + count(*) filter (where kind = 'interest'))::int as score
      from matches
      group by user_id
    ), visible as (
    select ${columns}, s.score, s.they_offer, s.they_look_for, s.shared_interests
    from scored s
    join users u on u.id = s.user_id
    join events e on e.id = ${eventId}
    where u.deleted_at is null
      and u.directory_visible
      and ${participantUserSql('e', sql.ref('u.id'))}
      and not ${bannedSql('e', sql.ref('u.id'))}
      and not ${blockedBetweenSql(viewerId, sql.ref('u.id'))}
      and not exists (select 1 from recommendation_dismissals d where d.event_id = ${eventId} and d.user_id = ${viewerId} and d.dismissed_user_id = u.id)
    )
    -- The total rides on a row of its own, so a page past the end still carries it (its page columns are null).
    select p.*, t.total
    from (select count(*)::int as total from visible) t
    left join lateral (select * from visible order by score desc, id asc limit ${window.limit} offset ${window.offset}) p on true
    order by p.score desc, p.id asc
  `.execute(db);
  return { rows: rows.filter((r) => r.id !== null), total: rows[0]?.total ?? 0 };
}

/** Records a dismissal; false when no such user exists. */
export async function dismissRecommendation(db: DB, eventId: number, userId: number, dismissedUserId: number): Promise<boolean> {
  const user = await db.selectFrom('users').select('id').where('id', '=', dismissedUserId).executeTakeFirst();
  if (!user) return false;
  await db
    .insertInto('recommendation_dismissals')
    .values({ event_id: eventId, user_id: userId, dismissed_user_id: dismissedUserId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return true;
}

export async function undoDismissal(db: DB, eventId: number, userId: number, dismissedUserId: number): Promise<void> {
  await db.deleteFrom('recommendation_dismissals').where('event_id', '=', eventId).where('user_id', '=', userId).where('dismissed_user_id', '=', dismissedUserId).execute();
}
