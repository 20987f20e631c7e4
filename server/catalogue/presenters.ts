import type { EventRecordRow, EventSummaryRow } from '../../storage/repositories/events.js';
import type { EventSummary } from './schemas.js';
/** The event states (one definition, evaluated in SQL: storage/repositories/event-state.ts), for schemas and docs. */
export { EVENT_STATES, type EventState } from '../../storage/repositories/event-state.js';

/** Fields `?fields=` may ask for; the two flags are never among them (seed 2.4). */
export const RECORD_FIELDS = [
  'id',
  'slug',
  'name',
  'url',
  'organization',
  'organization_name',
  'category',
  'city_name',
  'online',
  'starts_at',
  'ends_at',
  'sales_deadline',
  'state',
  'cover',
  'sold_out',
  'time_zone',
  '_links',
] as const;
export type RecordField = (typeof RECORD_FIELDS)[number];

export interface PresentOptions {
  /** `{api_url}`, e.g. `https://events.example.com/api`. */
  apiBase: string;
  /** The authenticated caller, or null for a guest (no `user_ticket` key then). */
  viewerId: number | null;
  /** Restricts the fields (then the two flags are left out). */
  fields?: readonly RecordField[] | undefined;
}

export const eventUrl = (apiBase: string, slug: string) => `${apiBase}/events/${encodeURIComponent(slug)}`;
export const ticketUrl = (apiBase: string, code: string) => `${apiBase}/tickets/${encodeURIComponent(code)}`;

/** The event record of CONTRACT 3. */
export function presentEventRecord(row: EventRecordRow, options: PresentOptions): Record<string, unknown> {
  const links: Record<string, unknown> = { self: { href: eventUrl(options.apiBase, row.slug) } };
  if (options.viewerId !== null) links.user_ticket = row.ticket_code ? { href: ticketUrl(options.apiBase, row.ticket_code) } : null;
  const full: Record<RecordField, unknown> = {
    id: row.id,
    slug: row.slug,
    name: row.name,
    url: eventUrl(options.apiBase, row.slug),
    organization: { id: row.org_id, slug: row.org_slug, name: row.org_name, logo: row.org_logo },
    organization_name: row.org_name,
    category: row.cat_id === null ? null : { id: row.cat_id, title: row.cat_title, slug: row.cat_slug },
    city_name: row.city_name,
    online: row.online,
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    sales_deadline: row.sales_deadline ? iso(row.sales_deadline) : null,
    state: row.state,
    cover: row.cover,
    sold_out: row.sold_out,
    time_zone: row.time_zone,
    _links: links,
  };
  if (options.fields) return Object.fromEntries(options.fields.map((f) => [f, full[f]]));
  return { ...full, is_user_special_event: row.special, is_trended_event: row.trended };
}

/** The seed's summary item (2.3) plus `id`, `starts_at` and `cover` (gateway: EventSummary). */
/** The summary item (schemas.ts `eventSummary`, the one declaration). */
export type { EventSummary } from './schemas.js';

export function presentEventSummary(row: EventSummaryRow): EventSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    city_name: row.city_name,
    online: row.online,
    organization_name: row.organization_name,
    starts_at: iso(row.starts_at),
    cover: row.cover,
  };
}

export const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();
