import { sql, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../database.js';
import { escapeLike } from './events.js';
import { publicUserColumns } from './user-columns.js';
import { blockedWithViewerSql } from './access.js';
import type { ProfileTagKind } from '../schema/matchmaking.js';
import { recentMarks, type RecentMarks } from './recent-marks.js';

/** Matches a search or tag filter counts at most: the total is exact up to this, and this number (a floor) beyond. */
export const SEARCH_COUNT_CAP = 1_000;

/** The directory's sort key of a row: name, surname, user id (the keyset cursor's values). */
export type DirectoryKey = readonly [name: string, surname: string, userId: number];

/**
 * How many entries of the order index a search walks in name order before it asks the trigram index instead. A common
 * `q` fills its page within a few hundred entries (tested from the index alone, lower-case text with LIKE); a rare one,
 * or matches that all sort late (the big event's "sar": "Sara" sorts after 29,000 other holders), does not, and then
 * the trigram index finds every match and only those are sorted.
 */
export const SEARCH_WALK = 4_000;

/**
 * Searches whose walk from the first entry did not fill a page (event, `q`, tag filters → when), remembered by this
 * node for a minute so that their next first or offset pages go to the trigram index at once instead of
 * walking SEARCH_WALK entries again (the big event's "sar": 1.8 of its 7.3 ms). Only the choice of statement is
 * remembered, never a row: both statements answer the same page, so a stale or missing entry costs time only.
 */
function createWalkMisses(): RecentMarks {
  return recentMarks(60_000, 2_000);
}

function walkMissKey(eventId: number, q: string, tags: ReadonlyArray<{ kind: string; slug: string }> | undefined): string {
  return JSON.stringify([eventId, q.toLowerCase(), (tags ?? []).map((t) => `${t.kind}:${t.slug}`)]);
}

/**
 * A slow search of a big event (its walk from the start fell short and the event lists at least SEARCH_WALK holders:
 * the big event's "sar" reads and sorts 7,785 trigram matches for each page, 7–9 ms of PostgreSQL CPU) keeps, on this
 * node for SEARCH_KEYS_TTL_MS, the ids of every valid holder whose text matched, in page order. Its pages then read
 * only their candidates by primary key, each checked live (ticket valid, listed or the viewer, no block either way,
 * text still matching), so a void, a block, a deletion or leaving the directory shows at once; a holder who joined or
 * renamed into the search since shows when the keys expire (at most SEARCH_KEYS_TTL_MS). Its total is the listed
 * matches when the keys were read (before the viewer's blocks), capped as any search's.
 */
export interface SearchKeys {
  at: number;
  ids: number[];
  /** Where each id stands in `ids` (a cursor's user id → the next page's start). */
  positions: Map<number, number>;
  listed: number;
}
export const SEARCH_KEYS_TTL_MS = 30_000;
/** A search matching more than this is not kept (such a common `q` fills its pages from the walk). */
const SEARCH_KEYS_MAX_MATCHES = 20_000;
/** Ids kept in all, over every search (about 40 bytes each). */
const SEARCH_KEYS_MAX_TOTAL = 250_000;

/**
 * What the directory remembers between requests (walkMisses, the kept search keys): owned by whoever makes it, not
 * by this module. The context makes one per AppContext (context/context.ts `createListCaches`) and gives it to the
 * attendee service; only plan choices and candidate ids are kept, every row is read and checked live.
 */
export interface DirectoryCaches {
  /** Searches whose walk from the first entry did not fill a page (see walkMisses above). */
  readonly walkMisses: RecentMarks;
  /** Slow searches' kept keys, oldest first. */
  readonly searchKeys: Map<string, SearchKeys>;
  /** Searches whose keys are being read (concurrent first pages read them once). */
  readonly readingKeys: Map<string, Promise<void>>;
  /** Ids kept in all over `searchKeys` (bounded by SEARCH_KEYS_MAX_TOTAL). */
  searchKeysTotal: number;
}

export function createDirectoryCaches(): DirectoryCaches {
  return { walkMisses: createWalkMisses(), searchKeys: new Map(), readingKeys: new Map(), searchKeysTotal: 0 };
}

/**
 * The caches of a direct call that passes none (repository tests, scripts): one set per database, keyed by its Kysely
 * adapter (shared by its `withPlugin` copies and its transactions), made on its first such call, so that two
 * databases (two test files in one worker) never share what one of them remembers. Services never use it; they are
 * given their context's (context/context.ts).
 */
const directCallCaches = new WeakMap<object, DirectoryCaches>();

function directCachesOf(db: DB): DirectoryCaches {
  let caches = directCallCaches.get(db.getExecutor().adapter);
  if (!caches) directCallCaches.set(db.getExecutor().adapter, (caches = createDirectoryCaches()));
  return caches;
}

function freshSearchKeys(caches: DirectoryCaches, key: string, now: number): SearchKeys | undefined {
  const kept = caches.searchKeys.get(key);
  if (!kept) return undefined;
  if (now - kept.at < SEARCH_KEYS_TTL_MS) return kept;
  dropSearchKeys(caches, key, kept);
  return undefined;
}

function dropSearchKeys(caches: DirectoryCaches, key: string, kept: SearchKeys): void {
  caches.searchKeys.delete(key);
  caches.searchKeysTotal -= kept.ids.length;
}

/** Reads and keeps the search's keys (once at a time per search); never throws (the search just stays slow). */
function readSearchKeys(caches: DirectoryCaches, db: DB, eventId: number, pattern: string, key: string): void {
  const { searchKeys, readingKeys } = caches;
  if (readingKeys.has(key)) return;
  const reading = (async () => {
    const rows = await db
      .selectFrom('event_directory as p')
      .select(['p.user_id', 'p.listed'])
      .where('p.event_id', '=', eventId)
      .where('p.valid', '=', true)
      .where(sql<boolean>`p.search like lower(${pattern})`)
      .orderBy('p.name')
      .orderBy('p.surname')
      .orderBy('p.user_id')
      .limit(SEARCH_KEYS_MAX_MATCHES + 1)
      .execute();
    if (rows.length > SEARCH_KEYS_MAX_MATCHES) return;
    const previous = searchKeys.get(key);
    if (previous) dropSearchKeys(caches, key, previous);
    const ids = rows.map((r) => r.user_id);
    searchKeys.set(key, { at: Date.now(), ids, positions: new Map(ids.map((id, i) => [id, i])), listed: rows.filter((r) => r.listed).length });
    caches.searchKeysTotal += ids.length;
    // The oldest searches out first (a Map iterates in insertion order).
    for (const [oldKey, old] of searchKeys) {
      if (caches.searchKeysTotal <= SEARCH_KEYS_MAX_TOTAL) break;
      dropSearchKeys(caches, oldKey, old);
    }
  })()
    .catch(() => undefined)
    .finally(() => readingKeys.delete(key));
  readingKeys.set(key, reading);
}

/**
 * Holders of valid tickets of an event (each once, however many tickets), optionally matching `q` in the name, surname,
 * full name, job title or organization; ordered by name, surname, id (stable across pages).
 *
 * Read from `event_directory` (kept by triggers, migrations 20261127T1000 and T1200): a page walks the index (event_id,
 * name, surname, user_id) from the start, an offset, or after a row's key, and joins users by primary key for that
 * page's rows only; the total comes from a counter maintained in the write (no users, no walk). `q` is a substring of
 * the row's lower-case search text (LIKE on lower(q), which is what ILIKE does): first SEARCH_WALK entries of the order
 * index, which carries the text; when they do not fill the page, the trigram GIN index (event_id, search) finds every
 * match, and a second statement sorts them for the page and counts them (capped). A search whose walk from the start
 * fell short goes straight to the trigram index on this node for a minute (walkMisses). What it remembers lives in
 * `caches` (the service's, from its context; a direct call without them shares one set per database handle).
 */
export async function listEventAttendees(
  db: DB,
  eventId: number,
  options: { viewerId: number; q?: string | undefined; tags?: ReadonlyArray<{ kind: ProfileTagKind; slug: string }>; limit: number; offset: number; after?: DirectoryKey | undefined },
  caches: DirectoryCaches = directCachesOf(db),
) {
  const { walkMisses } = caches;
  // The rows a page may show: valid holders of the event (the order index is partial on `valid`).
  const holders = db.selectFrom('event_directory as p').where('p.event_id', '=', eventId).where('p.valid', '=', true);
  // Who the viewer may see among them, the tag filters and `q`, as conditions on a row `p` with user_id, listed, search.
  const visible = <QB extends SelectQueryBuilder<any, 'p', any>>(qb: QB): QB => {
    // CONTRACT 7: deleted accounts, users who left the directory (except to themselves), and both sides of a block stay out.
    let out = qb
      .where((eb) => eb.or([eb('p.listed', '=', true), eb('p.user_id', '=', options.viewerId)]))
      .where(sql<boolean>`not ${blockedWithViewerSql(options.viewerId, sql.ref('p.user_id'))}`) as QB;
    // CONTRACT 11 filters (`interest=`, `looking_for=`, `offering=`): each an index probe of profile_tags_pk.
    for (const tag of options.tags ?? []) {
      out = out.where((eb) =>
        eb.exists(
          eb
            .selectFrom('profile_tags as pt')
            .select(sql`1`.as('one'))
            .where('pt.event_id', '=', eventId)
            .whereRef('pt.user_id', '=', 'p.user_id')
            .where('pt.kind', '=', tag.kind)
            .where('pt.slug', '=', tag.slug),
        ),
      ) as QB;
    }
    // `%` and `_` match themselves in a user's search text; the fields are kept apart by chr(1) in `search`, which
    // a query never contains (the service turns control characters into spaces).
    if (options.q) out = out.where(sql<boolean>`p.search like lower(${`%${escapeLike(options.q)}%`})`) as QB;
    return out;
  };
  const after = (qb: SelectQueryBuilder<any, 'p', any>) => {
    if (!options.after) return qb;
    const [name, surname, id] = options.after;
    return qb.where(sql<boolean>`(p.name, p.surname, p.user_id) > (${name}, ${surname}, ${id})`);
  };
  const page = <QB extends SelectQueryBuilder<any, any, any>>(qb: QB): QB => {
    const ordered = qb.orderBy('p.name').orderBy('p.surname').orderBy('p.user_id').limit(options.limit) as QB;
    return (!options.after && options.offset > 0 ? ordered.offset(options.offset) : ordered) as QB;
  };
  // The page's keys first (an index walk, its offset or keyset start, and the limit), then users by primary key for
  // those rows only: an offset never joins the rows it skips.
  const withUsers = (keys: SelectQueryBuilder<any, any, { user_id: number; name: string; surname: string }>) =>
    db
      .selectFrom(keys.as('k'))
      .innerJoin('users as u', 'u.id', 'k.user_id')
      .select([...publicUserColumns.map((c) => `u.${c}` as const), 'k.name as sort_name', 'k.surname as sort_surname'])
      .orderBy('k.name')
      .orderBy('k.surname')
      .orderBy('k.user_id');
  const keysOf = (qb: SelectQueryBuilder<any, 'p', any>) => page(visible(after(qb)).select(['p.user_id', 'p.name', 'p.surname']));

  // The total: with a search or tag filter, a count of the matches up to SEARCH_COUNT_CAP (a common `q` matches
  // thousands, each rechecked in the heap); the whole
  // directory is the event's maintained counter (event_directory_counts), less the listed holders on either side of
  // the viewer's blocks, plus the viewer when unlisted: three index probes instead of counting 50,000 entries.
  const countQuery =
    options.q || options.tags?.length
      ? db.selectFrom(visible(holders).select(sql`1`.as('one')).limit(SEARCH_COUNT_CAP).as('matches')).select(sql<number>`count(*)::int`.as('n'))
      : db.selectNoFrom(
          sql<number>`(coalesce((select c.listed from event_directory_counts c where c.event_id = ${eventId}), 0)
            - (select count(distinct o.other) from (select case when b.user_id = ${options.viewerId} then b.blocked_user_id else b.user_id end as other
                 from user_blocks b where b.user_id = ${options.viewerId} or b.blocked_user_id = ${options.viewerId}) o
               join event_directory p on p.event_id = ${eventId} and p.user_id = o.other where p.valid and p.listed)
            + (select count(*) from event_directory p where p.event_id = ${eventId} and p.user_id = ${options.viewerId} and p.valid and not p.listed))::int`.as('n'),
        );
  let rows: Array<Awaited<ReturnType<ReturnType<typeof withUsers>['execute']>>[number]>;
  /** The total, when the rows' statement gave it. */
  let counted: number | undefined;
  if (!options.q) {
    // The total rides in the page's statement (an InitPlan, computed once): one round trip. A page past the end has
    // no row to carry it and counts on its own below.
    const found = await withUsers(keysOf(holders)).select(countQuery.as('matched')).execute();
    counted = found[0]?.matched ?? undefined;
    rows = found.map(({ matched: _, ...row }) => row);
  } else {
    // A bounded walk of the order index (index-only: it carries listed and search), the conditions tested on the
    // entries walked; a full page from it is the answer (its rows are the first matches in order). Skipped for a
    // search whose walk from the start recently fell short (walkMisses): a later start can only need more matches.
    const now = Date.now();
    const missKey = walkMissKey(eventId, options.q, options.tags);
    const fromStart = !options.after && options.offset === 0;
    // A slow search read recently: its pages from its kept keys (a first page, or a cursor found among them).
    const kept = options.tags?.length ? undefined : freshSearchKeys(caches, missKey, now);
    const start = !kept ? undefined : fromStart ? 0 : options.after ? kept.positions.get(options.after[2]) : undefined;
    if (kept && start !== undefined) {
      const found: typeof rows = [];
      let next = start + (options.after ? 1 : 0);
      // Candidates in batches (twice what the page still needs): each batch one statement by primary key, checked live.
      while (found.length < options.limit && next < kept.ids.length) {
        const want = options.limit - found.length;
        const batch = kept.ids.slice(next, next + Math.max(2 * want, 40));
        next += batch.length;
        const keys = visible(holders.where('p.user_id', 'in', batch))
          .select(['p.user_id', 'p.name', 'p.surname'])
          .orderBy('p.name')
          .orderBy('p.surname')
          .orderBy('p.user_id')
          .limit(want);
        found.push(...(await withUsers(keys).execute()));
      }
      const total = Math.min(kept.listed, SEARCH_COUNT_CAP);
      return {
        capped: total >= SEARCH_COUNT_CAP,
        rows: found.map(({ sort_name, sort_surname, ...user }) => ({ ...user, key: [sort_name, sort_surname, user.id] as DirectoryKey })),
        total,
      };
    }
    rows = [];
    if (options.after || !walkMisses.has(missKey, now)) {
      const walked = after(holders.select(['p.user_id', 'p.name', 'p.surname', 'p.listed', 'p.search']))
        .orderBy('p.name')
        .orderBy('p.surname')
        .orderBy('p.user_id')
        .limit(SEARCH_WALK);
      rows = await withUsers(page(visible(db.selectFrom(walked.as('p'))).select(['p.user_id', 'p.name', 'p.surname']))).execute();
      if (fromStart && rows.length < options.limit) walkMisses.mark(missKey, now);
    }
    if (rows.length < options.limit) {
      // Otherwise every match at once from the trigram index (a materialized CTE), sorted for the page; the capped
      // total comes from the same matches, so this statement answers both. `valid` is tested outside the CTE: with
      // it inside, the planner walks every entry of the event's partial order index instead (it prices that lower,
      // but it took twice as long as the trigram index for the big event's "sar": README "Large data").
      const found = await db
        .with(
          (cte) => cte('p').materialized(),
          () => visible(db.selectFrom('event_directory as p').where('p.event_id', '=', eventId)).select(['p.user_id', 'p.name', 'p.surname', 'p.valid']),
        )
        .selectFrom((qc) => page(after(qc.selectFrom('p').where('p.valid', '=', true)).select(['p.user_id', 'p.name', 'p.surname'])).as('k'))
        .innerJoin('users as u', 'u.id', 'k.user_id')
        .select([
          ...publicUserColumns.map((c) => `u.${c}` as const),
          'k.name as sort_name',
          'k.surname as sort_surname',
          sql<number>`(select count(*)::int from (select 1 from p where p.valid limit ${SEARCH_COUNT_CAP}) c)`.as('matched'),
          sql<number>`coalesce((select c.listed from event_directory_counts c where c.event_id = ${eventId}), 0)`.as('listed_holders'),
        ])
        .orderBy('k.name')
        .orderBy('k.surname')
        .orderBy('k.user_id')
        .execute();
      counted = found[0]?.matched;
      rows = found.map(({ matched: _, listed_holders: _holders, ...row }) => row);
      // A big event's search that the walk could not answer from the start: keep its keys for the next pages.
      if (fromStart && !options.tags?.length && Number(found[0]?.listed_holders ?? 0) >= SEARCH_WALK) {
        readSearchKeys(caches, db, eventId, `%${escapeLike(options.q)}%`, missKey);
      }
    }
  }
  const count = counted !== undefined ? { n: counted } : await countQuery.executeTakeFirstOrThrow();
  return {
    capped: (options.q !== undefined || (options.tags?.length ?? 0) > 0) && Number(count.n) >= SEARCH_COUNT_CAP,
    rows: rows.map(({ sort_name, sort_surname, ...user }) => ({ ...user, key: [sort_name, sort_surname, user.id] as DirectoryKey })),
    total: Number(count.n),
  };
}
