import express, { type Request, type Response } from 'express';
import { seatPlace } from '../../../server/sales/schemas.js';
import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { dataOf, errorBody, idParam, pageParam, pageSizeParam, paginationMeta, perPageOf, perPageQuery } from '../../schemas.js';
import { dataPage, publicBase } from '../../envelopes.js';
import { readyJsonNow, readyJsonOf } from '../../ready-json.js';
import type { FastRead } from '../../fast-reads.js';
import type { AppContext } from '../../../context/context.js';
import { authenticate } from '../../middleware/auth.js';
import type { AccessClaims } from '../../../server/identity/tokens.js';
import { type Viewer } from '../../../server/catalogue/catalogue.js';
import { slugChanged } from '../../../server/catalogue/lookup.js';
import { bodyId, booleanParam, eventRecord, eventSummary, fieldsParam, slugPath, sortParam, stateParam, text, widgetList } from './event-schemas.js';

const apiBase = (routes: Routes, req: Request) => `${publicBase(routes.ctx.config, req)}/api`;
const viewerOf = (routes: Routes, req: Request, auth: AccessClaims | null): Viewer => ({ apiBase: apiBase(routes, req), userId: auth?.userId ?? null });

const listQuery = z
  .object({
    sort: sortParam,
    fields: fieldsParam,
    page: pageParam,
    per_page: pageSizeParam('per_page'),
    category: text(100).optional().openapi({ description: 'Category slug or id.' }),
    city: text(100).optional().openapi({ description: 'Exact city name.' }),
    online: booleanParam,
    q: text(200).optional().openapi({ description: 'Matches the event name (case-insensitive substring).' }),
    state: stateParam,
  })
  .openapi('EventListQuery');

const eventList = z.object({ data: z.array(eventRecord), meta: paginationMeta });
const followedItem = z
  .object({
    category_id: z.number().int(),
    category_title: z.string(),
    category_slug: z.string(),
    total_sales: z.number().int(),
    events: z.array(eventSummary),
  })
  .openapi('FollowedCategory');
const ticket = z
  .object({
    code: z.string(),
    event: eventSummary,
    ticket_name: z.string().nullable(),
    holder: z.object({ name: z.string(), surname: z.string() }),
    seat: z.string().optional().meta({ description: 'The seat of a reserved-seating ticket (its id in the seat plan).' }),
    seat_place: seatPlace.optional().meta({ description: 'The seat with its label, section and row (reserved seating).' }),
    issued_at: z.string(),
  })
  .openapi('Ticket');

/** Seed 2.12: `[{user_id, events: [[event_id, score], …]}, …]`. */
const specialEventsBody = z
  .array(
    z
      .object({
        user_id: bodyId,
        events: z.array(z.tuple([bodyId, z.number().finite()])).max(10_000),
      })
      .strict(),
  )
  .max(200_000)
  .openapi('UserSpecialEvents');

/** The upload may carry thousands of records: parsed here (after the admin check) with its own limit. */
const BULK_JSON_LIMIT = '20mb';
const bulkJson = express.json({ limit: BULK_JSON_LIMIT, strict: true, type: ['application/json', 'application/*+json'] });

const notFoundDoc = { description: 'Unknown slug (`not_found`, or `slug_changed` with `new_slug` for an old one)', schema: errorBody };

// Cached public answers as bytes (gateway/ready-json.ts), per cached value (shared by every app of the process: the
// values are the read cache's own objects).
const readyRecord = readyJsonOf((record: z.input<typeof eventRecord>) => ({ data: record }));

/**
 * The event record's answer: a guest's is the read cache's own object, so its bytes, ETag and gzip are made once per
 * version; a signed-in caller's is made for them (their ticket link) and serialized once, compressed in one call.
 */
const recordAnswer = (record: z.input<typeof eventRecord>, auth: AccessClaims | null) => (auth ? readyJsonNow({ data: record }) : readyRecord(record));

/** The event record as the route answers it, for the fast path (gateway/fast-reads.ts): undefined unless found. */
export function eventRead(ctx: AppContext): FastRead {
  return async (slug, apiBase, auth) => {
    const found = await ctx.catalogue.getEvent({ apiBase, userId: auth?.userId ?? null }, slug);
    return found.kind === 'found' ? recordAnswer(found.record, auth) : undefined;
  };
}

/** The event catalogue's read side (CONTRACT 3, first table) and its admin inputs. */
export function eventRoutes(routes: Routes): void {
  const { ctx } = routes;
  const readyWidgets = readyJsonOf((widgets: z.input<typeof widgetList>) => ({ data: widgets }));

  routes.add({
    method: 'get',
    path: '/events',
    summary: 'List events',
    description:
      '`sort`: `starts_at` (default: upcoming events soonest first, then past events latest first), `-sales` (most tickets issued first), ' +
      '`user-special-events` (the caller’s user-special events by score, then trended events, then the rest as `starts_at`). ' +
      'Filters: `category` (slug or id), `city` (exact), `online`, `q` (name contains), `state`. ' +
      '`fields=a,b` returns only those fields and never the two flags. Pages: `page` from 1, `per_page` 1–100 (default 20).',
    operationId: 'listEvents',
    tags: ['Events'],
    auth: 'optional',
    query: listQuery,
    responses: { 200: { description: 'A page of event records', schema: eventList } },
    async handler({ query, auth, req }) {
      const paging = perPageOf(query);
      const { items, total } = await ctx.catalogue.listEvents(viewerOf(routes, req, auth), {
        filters: { category: query.category, city: query.city, online: query.online, q: query.q, state: query.state },
        sort: query.sort ?? 'starts_at',
        fields: query.fields,
        paging,
      });
      return { body: dataPage(ctx.config, req, items, total, paging) };
    },
  });

  routes.add({
    method: 'get',
    path: '/events/:slug',
    summary: 'Event by slug',
    description:
      'An old slug answers 404 `{"errors":[{"code":"slug_changed","message":…,"new_slug":…}]}`. Authenticated callers get `_links.user_ticket` ' +
      '(null without a ticket) and the lookup is recorded as a visit (recently visited events).',
    operationId: 'getEvent',
    tags: ['Events'],
    auth: 'optional',
    params: slugPath,
    responses: { 200: { description: 'The event', schema: dataOf(eventRecord) }, 404: notFoundDoc },
    async handler({ params, auth, req }) {
      const found = await ctx.catalogue.getEvent(viewerOf(routes, req, auth), params.slug);
      if (found.kind === 'moved') throw slugChanged(found.slug);
      return { ready: recordAnswer(found.record, auth) };
    },
  });

  routes.add({
    method: 'get',
    path: '/v2/events/:slug',
    summary: 'Event by slug (v2)',
    description:
      'As v1, but an old slug answers 301 with `Location: {api_url}/v2/events/{new_slug}`. The record is the same as v1: its `url` and ' +
      '`_links.self` are the canonical `{api_url}/events/{slug}` address.',
    operationId: 'getEventV2',
    tags: ['Events'],
    auth: 'optional',
    params: slugPath,
    responses: {
      200: { description: 'The event', schema: dataOf(eventRecord) },
      301: { description: 'The slug changed; `Location` holds the new address' },
      404: { description: 'Unknown slug', schema: errorBody },
    },
    async handler({ params, auth, req }) {
      const found = await ctx.catalogue.getEvent(viewerOf(routes, req, auth), params.slug);
      if (found.kind === 'moved') {
        return { status: 301, headers: { Location: `${apiBase(routes, req)}/v2/events/${encodeURIComponent(found.slug)}` } };
      }
      return auth ? { body: { data: found.record } } : { ready: readyRecord(found.record) };
    },
  });

  routes.add({
    method: 'get',
    path: '/events/:slug/description',
    summary: 'Event widgets',
    description: 'Seed 2.5 widget items in the organizer’s order; `description` and `content` appear where set.',
    operationId: 'getEventWidgets',
    tags: ['Events'],
    auth: 'none',
    params: slugPath,
    responses: { 200: { description: 'The widgets', schema: dataOf(widgetList) }, 404: notFoundDoc },
    async handler({ params }) {
      return { ready: readyWidgets(await ctx.catalogue.eventWidgets(params.slug)) };
    },
  });

  const similarDescription =
    'Upcoming, not canceled events of the same category first, then of the same city (in-person events), soonest first; never the event itself; at most 10.';
  routes.add({
    method: 'get',
    path: '/events/:slug/similar',
    summary: 'Similar events (v1: full records)',
    description: similarDescription,
    operationId: 'listSimilarEvents',
    tags: ['Events'],
    auth: 'optional',
    params: slugPath,
    responses: { 200: { description: 'Event records', schema: dataOf(z.array(eventRecord)) }, 404: notFoundDoc },
    async handler({ params, auth, req }) {
      return { body: { data: await ctx.catalogue.similarEvents(viewerOf(routes, req, auth), params.slug) } };
    },
  });

  routes.add({
    method: 'get',
    path: '/v2/events/:slug/similar',
    summary: 'Similar events (v2: summary items)',
    description: similarDescription,
    operationId: 'listSimilarEventsV2',
    tags: ['Events'],
    auth: 'optional',
    params: slugPath,
    responses: { 200: { description: 'Summary items', schema: dataOf(z.array(eventSummary)) }, 404: notFoundDoc },
    async handler({ params, auth, req }) {
      return { body: { data: await ctx.catalogue.similarSummaries(viewerOf(routes, req, auth), params.slug) } };
    },
  });

  routes.add({
    method: 'get',
    path: '/organizations/:slug/events',
    summary: 'An organization’s events, ordered by state',
    description: 'Order: active, sold_out, sales_ended, ended, canceled; inside a state upcoming soonest first, then past latest first.',
    operationId: 'listOrganizationEvents',
    tags: ['Events'],
    auth: 'optional',
    params: slugPath,
    query: perPageQuery,
    responses: { 200: { description: 'A page of event records', schema: eventList }, 404: { description: 'Unknown organization', schema: errorBody } },
    async handler({ params, query, auth, req }) {
      const paging = perPageOf(query);
      const { items, total } = await ctx.catalogue.organizationEvents(viewerOf(routes, req, auth), params.slug, paging);
      return { body: dataPage(ctx.config, req, items, total, paging) };
    },
  });

  routes.add({
    method: 'get',
    path: '/followed-categories/events',
    summary: 'Followed categories with their best-selling events',
    description:
      'Categories the caller follows by `total_sales` (tickets issued for the category’s events, organizer-issued included) descending, ' +
      'each with up to 4 not canceled events, best-selling first.',
    operationId: 'listFollowedCategoryEvents',
    tags: ['Events'],
    auth: 'required',
    responses: { 200: { description: 'Followed categories', schema: dataOf(z.array(followedItem)) } },
    async handler({ auth }) {
      return { body: { data: await ctx.catalogue.followedCategories(auth.userId) } };
    },
  });

  const categoryPath = z.object({ category_id: idParam });
  routes.add({
    method: 'put',
    path: '/followed-categories/:category_id',
    summary: 'Follow a category',
    description: 'Adds the category to the caller’s followed categories (idempotent: following it again changes nothing). 404 for an unknown category.',
    operationId: 'followCategory',
    tags: ['Events'],
    auth: 'required',
    params: categoryPath,
    responses: { 204: { description: 'Followed (also when already followed)' }, 404: { description: 'Unknown category', schema: errorBody } },
    async handler({ params, auth }) {
      await ctx.catalogue.followCategory(auth.userId, params.category_id, true);
      return { status: 204 };
    },
  });

  routes.add({
    method: 'delete',
    path: '/followed-categories/:category_id',
    summary: 'Stop following a category',
    description: 'Removes the category from the caller’s followed categories; unfollowing one not followed is not an error.',
    operationId: 'unfollowCategory',
    tags: ['Events'],
    auth: 'required',
    params: categoryPath,
    responses: { 204: { description: 'Not followed any more' }, 404: { description: 'Unknown category', schema: errorBody } },
    async handler({ params, auth }) {
      await ctx.catalogue.followCategory(auth.userId, params.category_id, false);
      return { status: 204 };
    },
  });

  routes.add({
    method: 'get',
    path: '/recently-visited-events',
    summary: 'Recently visited events',
    description: 'Up to 4 distinct events the caller looked up by slug in the last 14 days, latest visit first.',
    operationId: 'listRecentlyVisitedEvents',
    tags: ['Events'],
    auth: 'required',
    responses: { 200: { description: 'Summary items', schema: dataOf(z.array(eventSummary)) } },
    async handler({ auth }) {
      return { body: { data: await ctx.catalogue.recentlyVisited(auth.userId) } };
    },
  });

  routes.add({
    method: 'get',
    path: '/tickets/:code',
    summary: 'A ticket (its holder or the event’s organizers)',
    description: 'Anyone else gets 404: ticket codes are not to be confirmed to strangers.',
    operationId: 'getTicket',
    tags: ['Events'],
    auth: 'required',
    params: z.object({ code: text(64) }),
    responses: { 200: { description: 'The ticket', schema: dataOf(ticket) }, 404: { description: 'Unknown ticket, or not yours', schema: errorBody } },
    async handler({ params, auth }) {
      return { body: { data: await ctx.catalogue.getTicket(auth.userId, params.code) } };
    },
  });

  const specialPath = '/data-providers/user-special-events';
  // Authenticate (admin) before reading what may be a large body; the route below reuses the verified claims.
  routes.router.post(specialPath, async (req: Request, res: Response, next: (err?: unknown) => void) => {
    try {
      await authenticate(ctx, req, 'admin');
    } catch (err) {
      next(err);
      return;
    }
    bulkJson(req, res, next);
  });
  routes.add({
    method: 'post',
    path: specialPath,
    summary: 'Upload user-special events (admin)',
    description:
      'Seed 2.12. Each record is kept as received in table `user_special_event`, one row a user (replaced on upload; within one upload the ' +
      `last record of a user wins), stored in batches in one transaction. Up to ${BULK_JSON_LIMIT} of JSON. 422 names the failing path.`,
    operationId: 'uploadUserSpecialEvents',
    tags: ['Events'],
    auth: 'admin',
    body: specialEventsBody,
    responses: {
      201: { description: 'Stored', schema: dataOf(z.object({ received: z.number().int() })) },
      413: { description: 'Body too large', schema: errorBody },
    },
    async handler({ body }) {
      return { status: 201, body: { data: { received: await ctx.catalogue.uploadUserSpecialEvents(body) } } };
    },
  });

  for (const [method, summary, operationId] of [
    ['put', 'Mark an event trended (admin)', 'markEventTrended'],
    ['delete', 'Unmark a trended event (admin)', 'unmarkEventTrended'],
  ] as const) {
    routes.add({
      method,
      path: '/events/:slug/trended',
      summary,
      description:
        'Administrators curate the `trended` flag: trended events follow the caller’s own special events in the `user-special-events` sort. ' +
        'Idempotent; the catalogue’s cached pages are invalidated on every node. 403 for anyone else, 404 for an unknown slug.',
      operationId,
      tags: ['Events'],
      auth: 'admin',
      params: slugPath,
      responses: { 204: { description: 'Done (idempotent)' }, 404: notFoundDoc },
      async handler({ params }) {
        await ctx.catalogue.trendEvent(params.slug, method === 'put');
        return { status: 204 };
      },
    });
  }
}
