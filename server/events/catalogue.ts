import type { DB } from '../../storage/database.js';
import {
  findEventRecordBySlug,
  findSlugSuccessor,
  followedCategoriesWithEvents,
  listEventRecords,
  listOrganizationEventRecords,
  listWidgets,
  recentlyVisitedEvents,
  setTrended,
  similarEventRecords,
  upsertUserSpecialEvents,
  type EventFilters,
  type EventRecordRow,
  type EventSort,
} from '../../storage/repositories/events.js';
import { findOrganizationBySlug } from '../../storage/repositories/organizations.js';
import { isEventOrganizer } from '../../storage/repositories/event-access.js';
import { notFound } from '../errors.js';
import { requireEventBySlug } from './lookup.js';
import { iso, presentEventRecord, presentEventSummary, type RecordField } from './presenters.js';

export interface Viewer {
  apiBase: string;
  userId: number | null;
}

export interface Paging {
  page: number;
  size: number;
}

const present = (rows: EventRecordRow[], viewer: Viewer, fields?: readonly RecordField[]) =>
  rows.map((row) => presentEventRecord(row, { apiBase: viewer.apiBase, viewerId: viewer.userId, fields }));

export async function listEvents(
  db: DB,
  viewer: Viewer,
  options: { filters: EventFilters; sort: EventSort; fields?: readonly RecordField[] | undefined; paging: Paging },
) {
  const { rows, total } = await listEventRecords(db, {
    viewerId: viewer.userId,
    filters: options.filters,
    sort: options.sort,
    limit: options.paging.size,
    offset: (options.paging.page - 1) * options.paging.size,
  });
  return { items: present(rows, viewer, options.fields), total };
}

export type EventLookup = { kind: 'found'; record: Record<string, unknown> } | { kind: 'moved'; slug: string };

/**
 * An event by slug. `moved` for an old slug (v1 answers 404 `slug_changed`, v2 answers 301). An authenticated
 * lookup of a current slug records a visit (recently visited events).
 */
export async function getEvent(db: DB, viewer: Viewer, slug: string): Promise<EventLookup> {
  // One statement: the record, and for an authenticated caller the visit too.
  const row = await findEventRecordBySlug(db, slug, viewer.userId, { visitBy: viewer.userId ?? undefined });
  if (!row) {
    const successor = await findSlugSuccessor(db, slug);
    if (successor) return { kind: 'moved', slug: successor };
    throw notFound('Event');
  }
  return { kind: 'found', record: presentEventRecord(row, { apiBase: viewer.apiBase, viewerId: viewer.userId }) };
}

/** Seed 2.5 widget items in the organizer's order; `description`/`content` only where set. */
export async function eventWidgets(db: DB, slug: string) {
  const event = await requireEventBySlug(db, slug);
  const rows = await listWidgets(db, event.id);
  return rows.map((w) => {
    const item: Record<string, unknown> = { title: w.title, type: w.type };
    if (w.description !== null) item.description = w.description;
    if (w.content !== null) item.content = w.content;
    return item;
  });
}

export async function similarEvents(db: DB, viewer: Viewer, slug: string, version: 1 | 2) {
  const event = await requireEventBySlug(db, slug);
  const rows = await similarEventRecords(db, event, viewer.userId);
  if (version === 1) return present(rows, viewer);
  return rows.map((r) =>
    presentEventSummary({
      id: r.id,
      name: r.name,
      slug: r.slug,
      city_name: r.city_name,
      online: r.online,
      organization_name: r.org_name,
      starts_at: r.starts_at,
      cover: r.cover,
    }),
  );
}

export async function organizationEvents(db: DB, viewer: Viewer, organizationSlug: string, paging: Paging) {
  const org = await findOrganizationBySlug(db, organizationSlug);
  if (!org) throw notFound('Organization');
  const { rows, total } = await listOrganizationEventRecords(db, {
    organizationId: org.id,
    viewerId: viewer.userId,
    limit: paging.size,
    offset: (paging.page - 1) * paging.size,
  });
  return { items: present(rows, viewer), total };
}

export async function followedCategories(db: DB, userId: number) {
  const rows = await followedCategoriesWithEvents(db, userId);
  const out: Array<{ category_id: number; category_title: string; category_slug: string; total_sales: number; events: unknown[] }> = [];
  for (const row of rows) {
    let item = out.at(-1);
    if (!item || item.category_id !== row.category_id) {
      item = { category_id: row.category_id, category_title: row.category_title, category_slug: row.category_slug, total_sales: row.total_sales, events: [] };
      out.push(item);
    }
    if (row.event) item.events.push(presentEventSummary(row.event));
  }
  return out;
}

export async function followCategory(db: DB, userId: number, categoryId: number, follow: boolean): Promise<void> {
  const category = await db.selectFrom('categories').select('id').where('id', '=', categoryId).executeTakeFirst();
  if (!category) throw notFound('Category');
  if (follow) {
    await db
      .insertInto('category_follows')
      .values({ user_id: userId, category_id: categoryId })
      .onConflict((oc) => oc.columns(['user_id', 'category_id']).doNothing())
      .execute();
  } else {
    await db.deleteFrom('category_follows').where('user_id', '=', userId).where('category_id', '=', categoryId).execute();
  }
}

export async function recentlyVisited(db: DB, userId: number) {
  return (await recentlyVisitedEvents(db, userId)).map(presentEventSummary);
}

export async function trendEvent(db: DB, slug: string, trended: boolean): Promise<void> {
  const event = await requireEventBySlug(db, slug);
  await setTrended(db, event.id, trended);
}

/** Rows per INSERT when storing an upload: bounded statements whatever the upload's size. */
export const SPECIAL_EVENTS_BATCH = 500;

/**
 * Seed 2.12: stores each record's `events` as received, one row a user (a later record for the same user in the
 * same upload wins), all or nothing.
 */
export async function uploadUserSpecialEvents(db: DB, records: Array<{ user_id: number; events: unknown }>): Promise<number> {
  const byUser = new Map<number, string>();
  for (const record of records) byUser.set(record.user_id, JSON.stringify(record.events));
  const rows = [...byUser].map(([user_id, events]) => ({ user_id, events }));
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += SPECIAL_EVENTS_BATCH) await upsertUserSpecialEvents(trx, rows.slice(i, i + SPECIAL_EVENTS_BATCH));
  });
  return records.length;
}

/** A ticket, for its holder or a member of the event's organization; anyone else gets 404 (codes are secrets). */
export async function getTicket(db: DB, userId: number, code: string) {
  const row = await db
    .selectFrom('attendee_tickets as t')
    .innerJoin('events as ev', 'ev.id', 't.event_id')
    .innerJoin('organizations as o', 'o.id', 'ev.organization_id')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('ticket_types as tt', 'tt.id', 't.ticket_type_id')
    .select([
      't.code',
      't.user_id',
      't.created_at',
      'ev.id as event_id',
      'ev.name as event_name',
      'ev.slug as event_slug',
      'ev.city_name',
      'ev.online',
      'ev.starts_at',
      'ev.cover',
      'o.name as organization_name',
      'tt.name as ticket_name',
      'u.name as holder_name',
      'u.surname as holder_surname',
    ])
    .where('t.code', '=', code)
    .executeTakeFirst();
  if (!row) throw notFound('Ticket');
  if (row.user_id !== userId && !(await isEventOrganizer(db, userId, row.event_id))) throw notFound('Ticket');
  return {
    code: row.code,
    event: presentEventSummary({
      id: row.event_id,
      name: row.event_name,
      slug: row.event_slug,
      city_name: row.city_name,
      online: row.online,
      organization_name: row.organization_name,
      starts_at: row.starts_at,
      cover: row.cover,
    }),
    ticket_name: row.ticket_name,
    holder: { name: row.holder_name, surname: row.holder_surname },
    issued_at: iso(row.created_at),
  };
}
