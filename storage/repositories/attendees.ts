import { sql } from 'kysely';
import type { DB } from '../database.js';
import { escapeLike } from './events.js';
import { publicUserColumns } from './user-columns.js';
import { blockedWithViewerSql } from './access.js';
import type { ProfileTagKind } from '../schema/matchmaking.js';
import { inSequence } from '../sequence.js';

/** Matches a search or tag filter counts at most: the total is exact up to this, and this number (a floor) beyond. */
export const SEARCH_COUNT_CAP = 1_000;

/** The directory's sort key of a row: name, surname, user id (the keyset cursor's values). */
export type DirectoryKey = readonly [name: string, surname: string, userId: number];

/**
 * Holders of valid tickets of an event (each once, however many tickets), optionally matching `q` in the name, surname,
 * full name, job title or organization; ordered by name, surname, id (stable across pages).
 *
 * Read from `event_directory` (kept by triggers, migration 20261127T1000): a page walks the index (event_id, name,
 * surname, user_id) from the start, an offset, or after a row's key, and joins users by primary key for that page's
 * rows only; the total comes from a counter maintained in the write (no users, no walk). `q` is a substring of the row's search text (trigram GIN
 * index of (event_id, search)).
 */
export async function listEventAttendees(
  db: DB,
  eventId: number,
  options: { viewerId: number; q?: string | undefined; tags?: ReadonlyArray<{ kind: ProfileTagKind; slug: string }>; limit: number; offset: number; after?: DirectoryKey | undefined },
) {
  let base = db
    .selectFrom('event_directory as p')
    .where('p.event_id', '=', eventId)
    .where('p.valid', '=', true)
    // CONTRACT 7: deleted accounts, users who left the directory (except to themselves), and both sides of a block stay out.
    .where((eb) => eb.or([eb('p.listed', '=', true), eb('p.user_id', '=', options.viewerId)]))
    .where(sql<boolean>`not ${blockedWithViewerSql(options.viewerId, sql.ref('p.user_id'))}`);
  // CONTRACT 11 filters (`interest=`, `looking_for=`, `offering=`): each an index probe of profile_tags_pk.
  for (const tag of options.tags ?? []) {
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('profile_tags as pt')
          .select(sql`1`.as('one'))
          .where('pt.event_id', '=', eventId)
          .whereRef('pt.user_id', '=', 'p.user_id')
          .where('pt.kind', '=', tag.kind)
          .where('pt.slug', '=', tag.slug),
      ),
    );
  }
  if (options.q) {
    // `%` and `_` match themselves in a user's search text; the fields are kept apart by chr(1) in `search`, which
    // a query never contains (the service turns control characters into spaces).
    base = base.where('p.search', 'ilike', `%${escapeLike(options.q)}%`);
  }
  // The page's keys first (the index walk, its offset or keyset start, and the limit), then users by primary key for
  // those rows only: an offset never joins the rows it skips.
  let keys = base.select(['p.user_id', 'p.name', 'p.surname']).orderBy('p.name').orderBy('p.surname').orderBy('p.user_id').limit(options.limit);
  if (options.after) {
    const [name, surname, id] = options.after;
    keys = keys.where(sql<boolean>`(p.name, p.surname, p.user_id) > (${name}, ${surname}, ${id})`);
  } else if (options.offset > 0) {
    keys = keys.offset(options.offset);
  }
  const rowsQuery = db
    .selectFrom(keys.as('k'))
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .select([...publicUserColumns.map((c) => `u.${c}` as const), 'k.name as sort_name', 'k.surname as sort_surname'])
    .orderBy('k.name')
    .orderBy('k.surname')
    .orderBy('k.user_id');
  // The total: with a search or tag filter, a count of the matches up to SEARCH_COUNT_CAP (a common `q` matches
  // thousands, each rechecked in the heap); the whole
  // directory is the event's maintained counter (event_directory_counts), less the listed holders on either side of
  // the viewer's blocks, plus the viewer when unlisted: three index probes instead of counting 50,000 entries.
  const countQuery =
    options.q || options.tags?.length
      ? db.selectFrom(base.select(sql`1`.as('one')).limit(SEARCH_COUNT_CAP).as('matches')).select(sql<number>`count(*)::int`.as('n'))
      : db.selectNoFrom(
          sql<number>`(coalesce((select c.listed from event_directory_counts c where c.event_id = ${eventId}), 0)
            - (select count(distinct o.other) from (select case when b.user_id = ${options.viewerId} then b.blocked_user_id else b.user_id end as other
                 from user_blocks b where b.user_id = ${options.viewerId} or b.blocked_user_id = ${options.viewerId}) o
               join event_directory p on p.event_id = ${eventId} and p.user_id = o.other where p.valid and p.listed)
            + (select count(*) from event_directory p where p.event_id = ${eventId} and p.user_id = ${options.viewerId} and p.valid and not p.listed))::int`.as('n'),
        );
  const [rows, count] = await inSequence(() => rowsQuery.execute(), () => countQuery.executeTakeFirstOrThrow());
  return {
    capped: (options.q !== undefined || (options.tags?.length ?? 0) > 0) && Number(count.n) >= SEARCH_COUNT_CAP,
    rows: rows.map(({ sort_name, sort_surname, ...user }) => ({ ...user, key: [sort_name, sort_surname, user.id] as DirectoryKey })),
    total: Number(count.n),
  };
}
