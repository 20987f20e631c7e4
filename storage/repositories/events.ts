import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { DB } from '../database.js';
import { preparedStatement } from '../prepared.js';
import type { EventsTable } from '../schema.js';
import { eventStateRankSql, eventStateSql, soldOutSql, type EventState } from './event-state.js';
import { validTicketSql } from './access.js';

export type EventRow = Selectable<EventsTable>;

/** The events row whose current slug is `slug` (old slugs are not matched: see findSlugSuccessor). */
export async function findEventBySlug(db: DB, slug: string): Promise<EventRow | undefined> {
  return (await eventBySlugStatement(db, { slug })).rows[0];
}

// Nearly every route of an event starts here: prepared on the server once per connection (issue 49).
const eventBySlugStatement = preparedStatement(['slug'], (p) => sql<EventRow>`select * from events where slug = ${p.slug}`, { serverName: 'event_by_slug' });

/** The current slug of the event that once had `slug`, or undefined. */
export async function findSlugSuccessor(db: DB, slug: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('event_slug_history as h')
    .innerJoin('events as e', 'e.id', 'h.event_id')
    .select('e.slug')
    .where('h.slug', '=', slug)
    .executeTakeFirst();
  return row?.slug;
}

/** Everything an event record (CONTRACT 3) is presented from, one row per event. */
export interface EventRecordRow {
  id: number;
  slug: string;
  name: string;
  city_name: string;
  online: boolean;
  starts_at: Date;
  ends_at: Date;
  sales_deadline: Date | null;
  cover: string | null;
  time_zone: string;
  capacity: number | null;
  sales_count: number;
  state: EventState;
  sold_out: boolean;
  org_id: number;
  org_slug: string;
  org_name: string;
  org_logo: string | null;
  cat_id: number | null;
  cat_title: string | null;
  cat_slug: string | null;
  trended: boolean;
  special: boolean;
  ticket_code: string | null;
}

/** The viewer's user-special events (seed 2.12) as a derived table `(event_id, score)`; empty for guests. */
function specialScores(viewerId: number | null): RawBuilder<unknown> {
  if (viewerId === null) return sql`select null::int as event_id, null::float8 as score where false`;
  return sql`select (x.value->>0)::int as event_id, max((x.value->>1)::float8) as score
    from user_special_event u cross join lateral json_array_elements(u.events) as x(value)
    where u.user_id = ${viewerId} group by 1`;
}

function recordSelect(viewerId: number | null, extraColumns: RawBuilder<unknown> = sql``): RawBuilder<unknown> {
  const ticket =
    viewerId === null
      ? sql`null::text`
      : sql`(select t.code from attendee_tickets t where t.event_id = ev.id and t.user_id = ${viewerId} and ${validTicketSql('t')} order by t.id limit 1)`;
  return sql`select ev.id, ev.slug, ev.name, ev.city_name, ev.online, ev.starts_at, ev.ends_at, ev.sales_deadline, ev.cover, ev.time_zone,
      ev.capacity, ev.sales_count, ${eventStateSql('ev')} as state, ${soldOutSql('ev')} as sold_out,
      o.id as org_id, o.slug as org_slug, o.name as org_name, o.logo as org_logo,
      c.id as cat_id, c.title as cat_title, c.slug as cat_slug,
      (tr.event_id is not null) as trended, (sp.event_id is not null) as special, ${ticket} as ticket_code${extraColumns}
    from events ev
    join organizations o on o.id = ev.organization_id
    left join categories c on c.id = ev.category_id
    left join event_trends tr on tr.event_id = ev.id
    left join (${specialScores(viewerId)}) sp on sp.event_id = ev.id`;
}

/** Upcoming (not yet ended) events first, soonest first; then past events, latest first. */
const upcomingFirst = sql`(ev.ends_at < now()), case when ev.ends_at >= now() then ev.starts_at end asc, ev.starts_at desc, ev.id asc`;

/**
 * `upcomingFirst` depends on now(), so no index can hold it. The catalogue is cut into three disjoint slices
 * that each come out of an index already in that order (starts_at <= ends_at is a table constraint):
 *   running  started, not ended        GiST on tstzrange(starts_at, ends_at, '(]')  (few rows, sorted)
 *   future   starts_at >= now()        btree (starts_at, id)
 *   past     ends_at < now()           btree (starts_at desc, id), bounded by starts_at < now()
 * Running then future is "upcoming, soonest first"; past is "latest first".
 */
interface Slice {
  where: RawBuilder<unknown>;
  order: RawBuilder<unknown>;
}
const running: Slice = { where: sql`tstzrange(ev.starts_at, ev.ends_at, '(]') @> now()`, order: sql`ev.starts_at asc, ev.id asc` };
const future: Slice = { where: sql`ev.starts_at >= now()`, order: sql`ev.starts_at asc, ev.id asc` };
const past: Slice = { where: sql`ev.starts_at < now() and ev.ends_at < now()`, order: sql`ev.starts_at desc, ev.id asc` };

/** The slices a state filter can match at all (an ended event is past; active, sold out and sales ended are upcoming). */
function upcomingFirstSlices(state: EventState | undefined): Slice[] {
  if (state === 'ended') return [past];
  if (state === 'active' || state === 'sold_out' || state === 'sales_ended') return [running, future];
  return [running, future, past];
}

export type EventSort = 'starts_at' | '-sales' | 'user-special-events';

export interface EventFilters {
  category?: string;
  city?: string;
  online?: boolean;
  q?: string;
  state?: EventState;
  organizationId?: number;
}

function where(filters: EventFilters): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (filters.category !== undefined) {
    parts.push(/^\d{1,9}$/.test(filters.category) ? sql`ev.category_id = ${Number(filters.category)}` : sql`c.slug = ${filters.category}`);
  }
  if (filters.city !== undefined) parts.push(sql`ev.city_name = ${filters.city}`);
  if (filters.online !== undefined) parts.push(sql`ev.online = ${filters.online}`);
  if (filters.q !== undefined) parts.push(sql`ev.name ilike ${`%${escapeLike(filters.q)}%`} escape '\\'`);
  if (filters.state !== undefined) parts.push(sql`${eventStateSql('ev')} = ${filters.state}`);
  if (filters.organizationId !== undefined) parts.push(sql`ev.organization_id = ${filters.organizationId}`);
  return sql.join(parts, sql` and `);
}

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/**
 * One page of event records plus the total, in one statement (the total is an uncorrelated scalar subquery,
 * computed once; a page past the end has no row to carry it, so only then is it counted on its own). The
 * `starts_at` and `user-special-events` orders are a UNION ALL of index-ordered parts, each cut at offset + limit
 * rows, and the page is taken from their merge under the full order (ids first, records for the page only): the
 * same rows as sorting the whole filtered set, but without reading it (see `Slice`).
 */
export async function listEventRecords(
  db: DB,
  options: { viewerId: number | null; filters: EventFilters; sort: EventSort; limit: number; offset: number },
): Promise<{ rows: EventRecordRow[]; total: number }> {
  const filter = where(options.filters);
  const count = sql`select count(*)::int as n from events ev left join categories c on c.id = ev.category_id where ${filter}`;
  const withTotal = sql`, (${count}) as total_count`;
  const result =
    options.sort === '-sales'
      ? await sql<EventRecordRow & { total_count: number }>`${recordSelect(options.viewerId, withTotal)} where ${filter}
          order by ev.sales_count desc, ev.id desc limit ${options.limit} offset ${options.offset}`.execute(db)
      : await sql<EventRecordRow & { total_count: number }>`with page as (
            select ev.id, row_number() over (order by ${mergedOrder(options.sort)}) as pos
            from (${mergedParts(options.viewerId, options.filters, options.sort, options.limit + options.offset)}) ev
          )
          ${recordSelect(options.viewerId, withTotal)} join page on page.id = ev.id
          where page.pos > ${options.offset} and page.pos <= ${options.offset + options.limit} order by page.pos`.execute(db);
  const first = result.rows[0];
  const total = first ? first.total_count : ((await sql<{ n: number }>`${count}`.execute(db)).rows[0]?.n ?? 0);
  return { rows: result.rows.map(({ total_count: _, ...row }) => row), total };
}

/** The full order of the merged parts (`ev` = their union): the order first written, over one whole-set sort. */
function mergedOrder(sort: 'starts_at' | 'user-special-events'): RawBuilder<unknown> {
  return sort === 'starts_at' ? upcomingFirst : sql`ev.special_score desc nulls last, ev.trended desc, ${upcomingFirst}`;
}

/**
 * The parts of the `starts_at` / `user-special-events` orders, each cut at `cut` rows: only the sort keys, so
 * parts stay cheap however deep the page; the page's records are built afterwards for its rows only.
 */
function mergedParts(viewerId: number | null, filters: EventFilters, sort: 'starts_at' | 'user-special-events', cut: number): RawBuilder<unknown> {
  const filter = where(filters);
  const slices = upcomingFirstSlices(filters.state);
  const part = (cond: RawBuilder<unknown>, order: RawBuilder<unknown>) =>
    sql`(select ev.id, ev.starts_at, ev.ends_at, sp.score as special_score, (tr.event_id is not null) as trended
      from events ev left join categories c on c.id = ev.category_id left join event_trends tr on tr.event_id = ev.id
      left join (${specialScores(viewerId)}) sp on sp.event_id = ev.id
      where ${filter} and ${cond} order by ${order} limit ${cut})`;
  const parts: RawBuilder<unknown>[] = [];
  if (sort === 'starts_at') {
    for (const slice of slices) parts.push(part(slice.where, slice.order));
    return sql.join(parts, sql` union all `);
  }
  // The caller's scored special events (few), then trended ones (few), then the rest by slice.
  if (viewerId !== null) parts.push(part(sql`sp.score is not null`, sql`sp.score desc, (tr.event_id is not null) desc, ${upcomingFirst}`));
  parts.push(part(sql`sp.score is null and tr.event_id is not null`, upcomingFirst));
  // Written as anti-joins (not `sp.score is null` on the outer join) so the planner sees how few rows they drop.
  const unscored =
    viewerId === null ? sql`true` : sql`not exists (select 1 from (${specialScores(viewerId)}) s where s.event_id = ev.id and s.score is not null)`;
  for (const slice of slices) {
    parts.push(part(sql`${unscored} and not exists (select 1 from event_trends t where t.event_id = ev.id) and ${slice.where}`, slice.order));
  }
  return sql.join(parts, sql` union all `);
}

export async function findEventRecord(db: DB, eventId: number, viewerId: number | null): Promise<EventRecordRow | undefined> {
  const result = await sql<EventRecordRow>`${recordSelect(viewerId)} where ev.id = ${eventId}`.execute(db);
  return result.rows[0];
}

/**
 * The record of the event whose current slug is `slug` (old slugs are not matched: see findSlugSuccessor), in one
 * statement; with `visitBy`, the same statement records that user's visit (one row per user and event: a repeat
 * visit only moves the time).
 */
export async function findEventRecordBySlug(
  db: DB,
  slug: string,
  viewerId: number | null,
  options: { visitBy?: number | undefined } = {},
): Promise<EventRecordRow | undefined> {
  const result =
    viewerId === null
      ? await recordBySlug.guest(db, { slug })
      : options.visitBy === undefined
        ? await recordBySlug.viewer(db, { slug, viewer: viewerId })
        : await recordBySlug.visit(db, { slug, viewer: viewerId, visitor: options.visitBy });
  return result.rows[0];
}

/** The event record by slug, compiled once per shape and prepared on the server (a hot read: every event page). */
const recordBySlug = {
  guest: preparedStatement(['slug'], (p) => sql<EventRecordRow>`${recordSelect(null)} where ev.slug = ${p.slug}`, { serverName: 'event_record' }),
  viewer: preparedStatement(['slug', 'viewer'], (p) => sql<EventRecordRow>`${recordSelect(p.viewer as number)} where ev.slug = ${p.slug}`, {
    serverName: 'event_record_viewer',
  }),
  visit: preparedStatement(
    ['slug', 'viewer', 'visitor'],
    (p) => sql<EventRecordRow>`with visit as (
        insert into event_visits (user_id, event_id, visited_at) select ${p.visitor}::int, id, now() from events where slug = ${p.slug}
        on conflict (user_id, event_id) do update set visited_at = now()
      ) ${recordSelect(p.viewer as number)} where ev.slug = ${p.slug}`,
    { serverName: 'event_record_visit' },
  ),
};

/** An organization's events ordered by state (active … canceled), then upcoming soonest / past latest. */
export async function listOrganizationEventRecords(
  db: DB,
  options: { organizationId: number; viewerId: number | null; limit: number; offset: number },
): Promise<{ rows: EventRecordRow[]; total: number }> {
  const rows = await sql<EventRecordRow>`${recordSelect(options.viewerId)} where ev.organization_id = ${options.organizationId}
    order by ${eventStateRankSql('ev')} asc, ${upcomingFirst} limit ${options.limit} offset ${options.offset}`.execute(db);
  const total = await db
    .selectFrom('events')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('organization_id', '=', options.organizationId)
    .executeTakeFirst();
  return { rows: rows.rows, total: total?.n ?? 0 };
}

/**
 * Up to `limit` upcoming, not canceled events like `event`: same category first, then same city (in-person
 * events only), soonest first; never the event itself.
 */
export async function similarEventRecords(db: DB, event: EventRow, viewerId: number | null, limit = 10): Promise<EventRecordRow[]> {
  const sameCategory = event.category_id === null ? sql`false` : sql`ev.category_id = ${event.category_id}`;
  const sameCity = event.online || event.city_name === '' ? sql`false` : sql`(ev.city_name = ${event.city_name} and not ev.online)`;
  const result = await sql<EventRecordRow>`${recordSelect(viewerId)}
    where ev.id <> ${event.id} and ev.starts_at > now() and ev.canceled_at is null and (${sameCategory} or ${sameCity})
    order by coalesce(${sameCategory}, false) desc, coalesce(${sameCity}, false) desc, ev.starts_at asc, ev.id asc limit ${limit}`.execute(db);
  return result.rows;
}

/** The seed's summary item (2.3). */
export interface EventSummaryRow {
  id: number;
  name: string;
  slug: string;
  city_name: string;
  online: boolean;
  organization_name: string;
  starts_at: Date;
  cover: string | null;
}

/** Up to 4 distinct events the user looked up in the last 14 days, latest visit first (one index range). */
export async function recentlyVisitedEvents(db: DB, userId: number): Promise<EventSummaryRow[]> {
  const result = await sql<EventSummaryRow>`select ev.id, ev.name, ev.slug, ev.city_name, ev.online, o.name as organization_name,
      ev.starts_at, ev.cover
    from event_visits v join events ev on ev.id = v.event_id join organizations o on o.id = ev.organization_id
    where v.user_id = ${userId} and v.visited_at > now() - interval '14 days'
    order by v.visited_at desc, v.event_id desc limit 4`.execute(db);
  return result.rows;
}

export interface FollowedCategoryRow {
  category_id: number;
  category_title: string;
  category_slug: string;
  total_sales: number;
  event: EventSummaryRow | null;
}

/**
 * The user's followed categories by total sales (descending), each with its up to 4 best-selling events that
 * are not canceled. One query: per category a lateral top 4 read from the partial index
 * events_category_top_idx (category_id, sales_count desc, starts_at desc, id desc) where not canceled.
 */
export async function followedCategoriesWithEvents(db: DB, userId: number): Promise<FollowedCategoryRow[]> {
  const result = await sql<{
    category_id: number;
    category_title: string;
    category_slug: string;
    total_sales: number;
    id: number | null;
    name: string | null;
    slug: string | null;
    city_name: string | null;
    online: boolean | null;
    organization_name: string | null;
    starts_at: Date | null;
    cover: string | null;
  }>`with followed as (
      select c.id, c.title, c.slug,
        coalesce((select sum(e.sales_count) from events e where e.category_id = c.id), 0)::int as total_sales
      from category_follows f join categories c on c.id = f.category_id
      where f.user_id = ${userId}
    )
    select f.id as category_id, f.title as category_title, f.slug as category_slug, f.total_sales,
      r.id, r.name, r.slug, r.city_name, r.online, r.organization_name, r.starts_at, r.cover
    from followed f left join lateral (
      select ev.id, ev.name, ev.slug, ev.city_name, ev.online, o.name as organization_name, ev.starts_at, ev.cover,
        row_number() over (order by ev.sales_count desc, ev.starts_at desc, ev.id desc) as rn
      from events ev join organizations o on o.id = ev.organization_id
      where ev.category_id = f.id and ev.canceled_at is null
      order by ev.sales_count desc, ev.starts_at desc, ev.id desc limit 4
    ) r on true
    order by f.total_sales desc, f.id asc, r.rn asc`.execute(db);
  return result.rows.map((r) => ({
    category_id: r.category_id,
    category_title: r.category_title,
    category_slug: r.category_slug,
    total_sales: r.total_sales,
    event:
      r.id === null
        ? null
        : {
            id: r.id,
            name: r.name ?? '',
            slug: r.slug ?? '',
            city_name: r.city_name ?? '',
            online: r.online ?? false,
            organization_name: r.organization_name ?? '',
            starts_at: r.starts_at as Date,
            cover: r.cover,
          },
  }));
}

export interface WidgetInput {
  type: string;
  title: string;
  description?: string | null | undefined;
  content?: unknown;
}

export function listWidgets(db: DB, eventId: number) {
  return db
    .selectFrom('event_widgets')
    .select(['id', 'position', 'type', 'title', 'description', 'content'])
    .where('event_id', '=', eventId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Replaces the event's widgets with `items` in their order (inside the caller's transaction). */
export async function replaceWidgets(trx: DB, eventId: number, items: WidgetInput[]): Promise<void> {
  await trx.deleteFrom('event_widgets').where('event_id', '=', eventId).execute();
  if (!items.length) return;
  await trx
    .insertInto('event_widgets')
    .values(
      items.map((w, position) => ({
        event_id: eventId,
        position,
        type: w.type,
        title: w.title,
        description: w.description ?? null,
        content: w.content === undefined || w.content === null ? null : JSON.stringify(w.content),
      })),
    )
    .execute();
}

export async function setTrended(db: DB, eventId: number, trended: boolean): Promise<void> {
  if (trended) await db.insertInto('event_trends').values({ event_id: eventId }).onConflict((oc) => oc.column('event_id').doNothing()).execute();
  else await db.deleteFrom('event_trends').where('event_id', '=', eventId).execute();
}

/** Stores seed 2.12 records (one row a user, replaced); `records` must already be de-duplicated by user. */
export async function upsertUserSpecialEvents(trx: DB, records: Array<{ user_id: number; events: string }>): Promise<void> {
  if (!records.length) return;
  await trx
    .insertInto('user_special_event')
    .values(records.map((r) => ({ user_id: r.user_id, events: r.events })))
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ events: (eb) => eb.ref('excluded.events'), received_at: sql<Date>`now()` as never }))
    .execute();
}

export type EventValues = {
  organization_id: number;
  category_id: number | null;
  slug: string;
  name: string;
  city_name: string;
  online: boolean;
  starts_at: Date;
  ends_at: Date;
  sales_deadline: Date | null;
  capacity: number | null;
  cover: string | null;
  invitation_email_enabled: boolean;
  sales_collaboration_enabled: boolean;
  waiting_list_enabled?: boolean;
  time_zone: string;
};

export async function insertEvent(db: DB, values: EventValues): Promise<number> {
  return (await db.insertInto('events').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/**
 * Updates an event's columns; with `newSlug`, the current slug goes to the slug history first. The event may take
 * back one of its own old slugs; `slug_taken` when another event holds `newSlug` in its history.
 */
/**
 * Updates an event from its row as it is NOW: the row is locked (`FOR UPDATE`) in the same transaction and
 * `decide` (the domain's rules: date order, capacity against sales) runs on it, so a concurrent PATCH can never
 * make the checked values stale. `decide` throws to refuse; it returns the columns to set and a new slug, if any.
 */
export async function updateEventRow(
  db: DB,
  eventId: number,
  decide: (locked: EventRow) => { set: Record<string, unknown>; newSlug?: string | undefined },
): Promise<'updated' | 'slug_taken' | 'missing'> {
  return db.transaction().execute(async (trx) => {
    const locked = await trx.selectFrom('events').selectAll().where('id', '=', eventId).forUpdate().executeTakeFirst();
    if (!locked) return 'missing' as const;
    const { set, newSlug } = decide(locked);
    const values: Record<string, unknown> = { ...set, updated_at: new Date() };
    if (newSlug !== undefined) {
      const owner = await trx.selectFrom('event_slug_history').select('event_id').where('slug', '=', newSlug).executeTakeFirst();
      if (owner && owner.event_id !== eventId) return 'slug_taken' as const;
      if (owner) await trx.deleteFrom('event_slug_history').where('slug', '=', newSlug).execute();
      await trx.insertInto('event_slug_history').values({ slug: locked.slug, event_id: eventId }).execute();
      values.slug = newSlug;
    }
    await trx.updateTable('events').set(values).where('id', '=', eventId).execute();
    return 'updated' as const;
  });
}

/** Cancels the event; the first cancellation time is kept. */
export async function cancelEventRow(db: DB, eventId: number): Promise<void> {
  await db
    .updateTable('events')
    .set({ canceled_at: sql<Date>`coalesce(canceled_at, now())` as never, updated_at: new Date() })
    .where('id', '=', eventId)
    .execute();
}

export function findEventById(db: DB, id: number): Promise<EventRow | undefined> {
  return db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
}
