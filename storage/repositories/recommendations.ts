import { sql } from 'kysely';
import type { DB } from '../database.js';
import { publicUserColumns, type PublicUserColumn } from './user-columns.js';
import { bannedSql, blockedBetweenSql, participantUserSql } from './access.js';

export type RecommendationRow = { [K in PublicUserColumn]: unknown } & {
  id: number;
  score: number;
  they_offer: string[];
  they_look_for: string[];
  shared_interests: string[];
  total: number;
};

/**
 * One page of the caller's recommendations in ONE statement (CONTRACT 11). The caller's own tags (a few rows of
 * profile_tags_pk) are matched against everyone else's through profile_tags_by_tag_idx (event_id, kind, slug,
 * user_id): their offering against the caller's looking_for, their looking_for against the caller's offering,
 * interests against interests. Only people who share at least one tag are ever read, so the cost follows the number
 * of matches, not the size of the event. score = 3·|they_offer| + 3·|they_look_for| + |shared_interests|; ordered by
 * score desc, id asc. Left out: the caller, blocks either way, `directory_visible: false`, deleted accounts,
 * non-participants (no valid ticket, not an organizer), people banned in the event, and dismissed people.
 */
export async function recommendationPage(
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
