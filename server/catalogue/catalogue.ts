import type { DB } from '../../storage/database.js';
import { seatFields } from '../sales/seat-place.js';
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
import { categoryExists, setCategoryFollow } from '../../storage/repositories/categories.js';
import { findTicketWithEvent } from '../../storage/repositories/tickets.js';
import type { AccessPolicy } from '../access/policy.js';
import type { AccessClaims } from '../identity/tokens.js';
import { findEventById } from '../../storage/repositories/events.js';
import { notFound } from '../errors.js';
import { requireEventBySlug } from './lookup.js';
import { iso, presentEventRecord, presentEventSummary, type EventSummary, type RecordField } from './presenters.js';
import { pageWindow, type PageRequest } from '../paging.js';
import type { ReadCache } from './read-cache.js';
import { transaction, type ServiceDeps } from '../service.js';
import type { LagTolerantReads } from '../../storage/read-replica.js';

export interface Viewer {
  apiBase: string;
  userId: number | null;
}

export type Paging = PageRequest;

const present = (rows: EventRecordRow[], viewer: Viewer, fields?: readonly RecordField[]) =>
  rows.map((row) => presentEventRecord(row, { apiBase: viewer.apiBase, viewerId: viewer.userId, fields }));

async function listEvents(
  db: DB,
  viewer: Viewer,
  options: { filters: EventFilters; sort: EventSort; fields?: readonly RecordField[] | undefined; paging: Paging },
) {
  const { rows, total } = await listEventRecords(db, {
    viewerId: viewer.userId,
    filters: options.filters,
    sort: options.sort,
    ...pageWindow(options.paging),
  });
  return { items: present(rows, viewer, options.fields), total };
}

export type EventLookup = { kind: 'found'; record: Record<string, unknown> } | { kind: 'moved'; slug: string };

/**
 * An event by slug. `moved` for an old slug (v1 answers 404 `slug_changed`, v2 answers 301). An authenticated
 * lookup of a current slug records a visit (recently visited events).
 */
async function getEvent(db: DB, viewer: Viewer, slug: string): Promise<EventLookup> {
  // One statement: the record, and for an authenticated caller the visit too.
  const row = await findEventRecordBySlug(db, slug, viewer.userId, { visitBy: viewer.userId ?? undefined });
  if (!row) {
    const successor = await findSlugSuccessor(db, slug);
    if (successor) return { kind: 'moved', slug: successor };
    throw notFound('Event');
  }
  return { kind: 'found', record: presentEventRecord(row, { apiBase: viewer.apiBase, viewerId: viewer.userId }) };
}

/** A seed 2.5 widget item (gateway: EventWidget). */
export interface WidgetItem {
  title: string;
  type: string;
  description?: string;
  content?: string | Array<{ name: string; [key: string]: unknown }>;
}

/** Seed 2.5 widget items in the organizer's order; `description`/`content` only where set. */
async function eventWidgets(db: DB, slug: string): Promise<WidgetItem[]> {
  const event = await requireEventBySlug(db, slug);
  const rows = await listWidgets(db, event.id);
  return rows.map((w) => {
    const item: WidgetItem = { title: w.title, type: w.type };
    if (w.description !== null) item.description = w.description;
    // Stored only after the widget schema accepted it (a string or an array of named objects).
    if (w.content !== null) item.content = w.content as WidgetItem['content'];
    return item;
  });
}

async function similarEvents(db: DB, viewer: Viewer, slug: string) {
  const event = await requireEventBySlug(db, slug);
  return present(await similarEventRecords(db, event, viewer.userId), viewer);
}

async function similarSummaries(db: DB, viewer: Viewer, slug: string): Promise<EventSummary[]> {
  const event = await requireEventBySlug(db, slug);
  const rows = await similarEventRecords(db, event, viewer.userId);
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

async function organizationEvents(db: DB, viewer: Viewer, organizationSlug: string, paging: Paging) {
  const org = await findOrganizationBySlug(db, organizationSlug);
  if (!org) throw notFound('Organization');
  const { rows, total } = await listOrganizationEventRecords(db, {
    organizationId: org.id,
    viewerId: viewer.userId,
    ...pageWindow(paging),
  });
  return { items: present(rows, viewer), total };
}

async function followedCategories(db: DB, userId: number) {
  const rows = await followedCategoriesWithEvents(db, userId);
  const out: Array<{ category_id: number; category_title: string; category_slug: string; total_sales: number; events: EventSummary[] }> = [];
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

async function followCategory(db: DB, userId: number, categoryId: number, follow: boolean): Promise<void> {
  if (!(await categoryExists(db, categoryId))) throw notFound('Category');
  await setCategoryFollow(db, userId, categoryId, follow);
}

async function recentlyVisited(db: DB, userId: number) {
  return (await recentlyVisitedEvents(db, userId)).map(presentEventSummary);
}

async function trendEvent(db: DB, slug: string, trended: boolean): Promise<void> {
  const event = await requireEventBySlug(db, slug);
  await setTrended(db, event.id, trended);
}

/** Rows per INSERT when storing an upload: bounded statements whatever the upload's size. */
export const SPECIAL_EVENTS_BATCH = 500;

/**
 * Seed 2.12: stores each record's `events` as received, one row a user (a later record for the same user in the
 * same upload wins), all or nothing.
 */
async function uploadUserSpecialEvents(db: DB, records: Array<{ user_id: number; events: unknown }>): Promise<number> {
  const byUser = new Map<number, string>();
  for (const record of records) byUser.set(record.user_id, JSON.stringify(record.events));
  const rows = [...byUser].map(([user_id, events]) => ({ user_id, events }));
  await transaction(db, async (trx) => {
    for (let i = 0; i < rows.length; i += SPECIAL_EVENTS_BATCH) await upsertUserSpecialEvents(trx, rows.slice(i, i + SPECIAL_EVENTS_BATCH));
  });
  return records.length;
}

/** A ticket, for its holder or a member of the event's organization; anyone else gets 404 (codes are secrets). */
async function getTicket(db: DB, access: AccessPolicy, userId: number, code: string) {
  const row = await findTicketWithEvent(db, code);
  if (!row || !(await access.canSeeTicket(userId, row))) throw notFound('Ticket');
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
    ...seatFields(row),
    issued_at: iso(row.created_at),
  };
}

/** How long a cached list may be served: lists reorder as events start and end, so only briefly. */
export const LIST_CACHE_MS = 2_000;
/** The longest a cached record is served (it also ends at the event's next deadline, start or end). */
export const RECORD_CACHE_MS = 60_000;

/** Until the first of the rows' start, sales deadline or end that is still ahead (their state moves then). */
function ttlUntilNextBoundary(rows: Array<Pick<EventRecordRow, 'starts_at' | 'ends_at' | 'sales_deadline'>>, cap: number): number {
  const now = Date.now();
  let ttl = cap;
  for (const row of rows) {
    for (const at of [row.starts_at, row.ends_at, row.sales_deadline]) {
      if (at === null) continue;
      const ms = new Date(at).getTime() - now;
      if (ms > 0 && ms < ttl) ttl = ms;
    }
  }
  return ttl;
}

/** Why a lookup of an unknown slug is cached too: probes of missing slugs then cost no query either. */
type CachedLookup = EventLookup | { kind: 'missing' };

export interface CatalogueService {
  listEvents(viewer: Viewer, options: Parameters<typeof listEvents>[2]): Promise<{
    items: Record<string, unknown>[];
    total: number;
  }>;
  getEvent(viewer: Viewer, slug: string): Promise<EventLookup>;
  eventWidgets(slug: string): Promise<WidgetItem[]>;
  similarEvents(viewer: Viewer, slug: string): Promise<Record<string, unknown>[]>;
  similarSummaries(viewer: Viewer, slug: string): Promise<EventSummary[]>;
  organizationEvents(viewer: Viewer, organizationSlug: string, paging: Paging): Promise<{
    items: Record<string, unknown>[];
    total: number;
  }>;
  followedCategories(userId: number): Promise<{
    category_id: number;
    category_title: string;
    category_slug: string;
    total_sales: number;
    events: EventSummary[];
  }[]>;
  followCategory(userId: number, categoryId: number, follow: boolean): Promise<void>;
  recentlyVisited(userId: number): Promise<EventSummary[]>;
  trendEvent(slug: string, trended: boolean): Promise<void>;
  uploadUserSpecialEvents(records: Array<{
    user_id: number;
    events: unknown;
  }>): Promise<number>;
  /** `GET {connect_url}/event`: the event of an event-bound token, for its participants (the app's header and time zone). */
  currentEvent(actor: AccessClaims): Promise<CurrentEvent>;
  getTicket(userId: number, code: string): Promise<{
    code: string;
    event: EventSummary;
    ticket_name: string | null;
    holder: {
      name: string;
      surname: string;
    };
    issued_at: string;
  }>;
}

export interface CurrentEvent {
  id: number;
  slug: string;
  name: string;
  starts_at: string;
  ends_at: string;
  time_zone: string;
  online: boolean;
  city_name: string;
}

export interface CatalogueServiceDeps extends ServiceDeps {
  cache: ReadCache;
  /** Lag-tolerant reads (DATABASE_READ_URL): guest reads may go to the read replica. */
  reads?: LagTolerantReads;
}

/**
 * The public side of the catalogue (CONTRACT 3): lists, records, widgets, similar events, follows, visits, tickets.
 * Guest reads go through `cache` (read-cache.ts): a write through any node is seen at once by every node.
 */
export function createCatalogueService(deps: CatalogueServiceDeps): CatalogueService {
  const { db, access, cache } = deps;
  // Guest reads may come from the read replica (CONTRIBUTING.md "Read replica"); a signed-in viewer's stay on the
  // primary (they see their own writes, and record visits). What the cache stores reads from `since` on.
  const reads: LagTolerantReads = deps.reads ?? (() => db);
  const guest = (viewer: Viewer) => viewer.userId === null;
  return {
    listEvents: (viewer: Viewer, options: Parameters<typeof listEvents>[2]) =>
      guest(viewer)
        ? cache.read(`list\0${viewer.apiBase}\0${JSON.stringify(options)}`, async ({ since }) => ({ value: await listEvents(reads(since), viewer, options), ttlMs: LIST_CACHE_MS }))
        : listEvents(db, viewer, options),
    async getEvent(viewer: Viewer, slug: string): Promise<EventLookup> {
      if (!guest(viewer)) return getEvent(db, viewer, slug);
      const found = await cache.read<CachedLookup>(`event\0${viewer.apiBase}\0${slug}`, async ({ since }) => {
        const from = reads(since);
        const row = await findEventRecordBySlug(from, slug, null, {});
        if (row) return { value: { kind: 'found', record: presentEventRecord(row, { apiBase: viewer.apiBase, viewerId: null }) }, ttlMs: ttlUntilNextBoundary([row], RECORD_CACHE_MS) };
        const successor = await findSlugSuccessor(from, slug);
        return { value: successor ? { kind: 'moved', slug: successor } : { kind: 'missing' }, ttlMs: RECORD_CACHE_MS };
      });
      if (found.kind === 'missing') throw notFound('Event');
      return found;
    },
    // Widgets and v2 similar events are read by anyone, organizers who just edited them too: with the cache off or
    // bypassed (no version to reason from) they come from the primary (`since` now: no check can vouch for it yet).
    eventWidgets: (slug: string) =>
      cache.read(`widgets\0${slug}`, async ({ since }) => ({ value: await eventWidgets(reads(since ?? Date.now()), slug), ttlMs: RECORD_CACHE_MS })),
    similarEvents: (viewer: Viewer, slug: string) =>
      guest(viewer)
        ? cache.read(`similar\0${viewer.apiBase}\0${slug}`, async ({ since }) => ({ value: await similarEvents(reads(since), viewer, slug), ttlMs: LIST_CACHE_MS }))
        : similarEvents(db, viewer, slug),
    similarSummaries: (viewer: Viewer, slug: string) =>
      cache.read(`similar2\0${slug}`, async ({ since }) => ({ value: await similarSummaries(reads(since ?? Date.now()), viewer, slug), ttlMs: LIST_CACHE_MS })),
    organizationEvents: (viewer: Viewer, organizationSlug: string, paging: Paging) => organizationEvents(guest(viewer) ? reads() : db, viewer, organizationSlug, paging),
    followedCategories: (userId: number) => followedCategories(db, userId),
    followCategory: (userId: number, categoryId: number, follow: boolean) => followCategory(db, userId, categoryId, follow),
    recentlyVisited: (userId: number) => recentlyVisited(db, userId),
    async trendEvent(slug: string, trended: boolean) {
      await trendEvent(db, slug, trended);
      await cache.changed();
    },
    uploadUserSpecialEvents: (records: Array<{ user_id: number; events: unknown }>) => uploadUserSpecialEvents(db, records),
    getTicket: (userId: number, code: string) => getTicket(db, access, userId, code),
    async currentEvent(actor: AccessClaims): Promise<CurrentEvent> {
      const eventId = await access.requireParticipation(actor);
      const e = await findEventById(db, eventId);
      if (!e) throw notFound('Event');
      return { id: e.id, slug: e.slug, name: e.name, starts_at: e.starts_at.toISOString(), ends_at: e.ends_at.toISOString(), time_zone: e.time_zone, online: e.online, city_name: e.city_name };
    },
  };
}

