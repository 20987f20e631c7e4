import { pipeline } from 'node:stream/promises';
import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { dataPage } from '../../envelopes.js';
import { cursorParam, dataOf, errorBody, idParam, paginationMeta, perPageOf, perPageQuery } from '../../schemas.js';
import { booleanParam, slugPath, text } from './event-schemas.js';
import { attendeeCsv } from '../../../server/organizer-ops/csv.js';
import { CHECKIN_BATCH_MAX, SEARCH_COUNT_CAP } from '../../../server/organizer-ops/service.js';
import { attendeeItem, batchAnswer, checkinItem, checkinStats, webhookDelivery, webhookItem } from '../../../server/organizer-ops/schemas.js';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_URL_MAX } from '../../../server/organizer-ops/webhooks.js';

/** Organizer operations (CONTRACT 8): attendee list and export, void, check-in, webhooks. */

// The items are declared once, in the domain (server/organizer-ops/schemas.ts).
const stats = checkinStats;
const webhook = webhookItem;
const delivery = webhookDelivery;

const codePath = slugPath.extend({ code: text(64).refine((v) => v.length > 0, 'must not be empty') });
const webhookPath = slugPath.extend({ id: idParam });
const attendeeQuery = perPageQuery.extend({
  cursor: cursorParam,
  q: text(200).optional(),
  status: z.enum(['valid', 'void'], { error: () => 'must be valid or void' }).optional(),
  checked_in: booleanParam,
  format: z.enum(['json', 'csv'], { error: () => 'must be json or csv' }).optional(),
});

const forbiddenDoc = { description: 'Not an organizer of the event (`not_organizer`)', schema: errorBody };
const notFoundDoc = { description: 'Unknown event (`not_found`, or `slug_changed`), or a ticket code of no ticket of this event', schema: errorBody };
const memberForbiddenDoc = { description: 'Not a member of the organization (`not_member`)', schema: errorBody };
const orgNotFoundDoc = { description: 'Unknown organization or webhook', schema: errorBody };

export function organizerOpsRoutes(routes: Routes): void {
  const { ctx } = routes;

  routes.add({
    method: 'get',
    path: '/events/:slug/attendees',
    summary: 'Attendees of an event (organizers)',
    description:
      'Every ticket of the event with its holder, oldest first. Filters: `q` (name, surname, ticket code, mobile or e-mail contains), ' +
      '`status` (`valid`, `void`), `checked_in`. The event’s organizers are the only ones who see the holders’ mobile and e-mail. ' +
      '`?format=csv` or `Accept: text/csv` answers the whole filtered list (no paging) as a CSV attachment, UTF-8 with a header row, ' +
      'streamed from the database in batches; cells that would start a spreadsheet formula (=, +, -, @, tab, CR) are prefixed with `\'`. ' +
      `\`meta.pagination.total\` is exact without \`q\`; with \`q\` it is exact up to ${SEARCH_COUNT_CAP.toLocaleString('en-US')} matching tickets and that number beyond (a floor, and \`total_pages\` with it: follow \`links.next\` while present). ` +
      '`links.next` of a full page carries a `cursor` that reads the next page from the index at any depth; `page` alone reaches 10,000 tickets deep (422 naming `page` beyond).',
    operationId: 'listEventAttendees',
    tags: ['Organizer operations'],
    auth: 'required',
    params: slugPath,
    query: attendeeQuery,
    responses: {
      200: { description: 'A page of attendees (or the CSV)', schema: z.object({ data: z.array(attendeeItem), meta: paginationMeta }) },
      403: forbiddenDoc,
      404: notFoundDoc,
      422: { description: '`invalid`: a bad filter, a cursor this list did not give, or a `page` deeper than 10,000 tickets', schema: errorBody },
    },
    async handler({ params, query, auth, req, res }) {
      const filters = { q: query.q || undefined, status: query.status, checkedIn: query.checked_in };
      const csv = query.format === 'csv' || (query.format === undefined && req.accepts(['application/json', 'text/csv']) === 'text/csv');
      if (csv) {
        const { event, rows } = await ctx.organizerOps.exportAttendees(auth.userId, params.slug, filters);
        res.status(200);
        res.set({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${event.slug.replace(/[^A-Za-z0-9._-]/g, '_')}-attendees.csv"`,
          'cache-control': 'no-store',
        });
        await pipeline(attendeeCsv(rows), res).catch((err: unknown) => {
          // The client went away mid-download: nothing to answer.
          if (!res.writableEnded) ctx.logger.warn({ err }, 'attendees.export_aborted');
        });
        return;
      }
      const page = perPageOf(query);
      const { items, total, next, capped } = await ctx.organizerOps.listAttendees(auth.userId, params.slug, filters, { ...page, cursor: query.cursor });
      return { body: dataPage(ctx.config, req, items, total, page, { next, capped }) };
    },
  });

  routes.add({
    method: 'post',
    path: '/events/:slug/tickets/:code/void',
    summary: 'Void a ticket (organizers)',
    description:
      'The seat is given back (a sold-out event can become `active` again) in the same transaction; the holder no longer takes part in ' +
      'the event (refresh of an event-bound login → `invalid_grant`, feed posts → 403, their sockets leave the event’s room on every ' +
      'node, check-in refused, their pending and future accepted meetings cancelled with `meeting:updated` to both members) unless they hold another valid ticket or belong to the organization. Announced as `ticket.voided`.',
    operationId: 'voidTicket',
    tags: ['Organizer operations'],
    auth: 'required',
    params: codePath,
    responses: {
      200: { description: 'The attendee item, `status: "void"`', schema: dataOf(attendeeItem) },
      403: forbiddenDoc,
      404: notFoundDoc,
      409: { description: 'Already void (`already_void`)', schema: errorBody },
    },
    async handler({ params, auth }) {
      return { body: { data: await ctx.organizerOps.voidTicket(auth.userId, params.slug, params.code) } };
    },
  });

  routes.add({
    method: 'post',
    path: '/events/:slug/checkins',
    summary: 'Check a ticket in (organizers)',
    description:
      'One conditional update decides: of concurrent scans of one code exactly one is 201. Again → 409 `already_checked_in` carrying the ' +
      'first `checked_in_at`; a void ticket → 409 `ticket_void`; unknown or another event’s code → 404. Announced as `checkin.created`.',
    operationId: 'checkInTicket',
    tags: ['Organizer operations'],
    auth: 'required',
    params: slugPath,
    body: z.object({ code: text(64).min(1) }).strict(),
    responses: {
      201: { description: 'Checked in', schema: dataOf(checkinItem) },
      403: forbiddenDoc,
      404: notFoundDoc,
      409: { description: '`already_checked_in` (with `checked_in_at`) or `ticket_void`', schema: errorBody },
    },
    async handler({ params, body, auth }) {
      return { status: 201, body: { data: await ctx.organizerOps.checkIn(auth.userId, params.slug, body.code) } };
    },
  });

  routes.add({
    method: 'post',
    path: '/events/:slug/checkins/batch',
    summary: 'Upload offline check-ins (organizers)',
    description:
      `At most ${CHECKIN_BATCH_MAX} items \`{code, checked_in_at}\` (more → 422). Answered per item in the order sent; the earliest time of a ` +
      'code wins (also against a time already stored). An item that is not a `{code: string, checked_in_at: ISO time}` (or whose time is more ' +
      'than 5 minutes ahead) answers `invalid` with a `message`, and the other items are still stored.',
    operationId: 'uploadCheckIns',
    tags: ['Organizer operations'],
    auth: 'required',
    params: slugPath,
    body: z.object({ checkins: z.array(z.unknown()).min(1).max(CHECKIN_BATCH_MAX) }).strict(),
    responses: { 200: { description: 'One answer per item', schema: dataOf(z.array(batchAnswer)) }, 403: forbiddenDoc, 404: notFoundDoc },
    async handler({ params, body, auth }) {
      return { body: { data: await ctx.organizerOps.checkInBatch(auth.userId, params.slug, body.checkins) } };
    },
  });

  routes.add({
    method: 'get',
    path: '/events/:slug/checkins/stats',
    summary: 'Check-in stats (organizers)',
    description: 'Valid tickets and how many are checked in, in all and per ticket type (void tickets are not counted). One query, over counters kept in step with every ticket write (a few rows, whatever the event’s size): exact.',
    operationId: 'getCheckInStats',
    tags: ['Organizer operations'],
    auth: 'required',
    params: slugPath,
    responses: { 200: { description: 'The stats', schema: dataOf(stats) }, 403: forbiddenDoc, 404: notFoundDoc },
    async handler({ params, auth }) {
      return { body: { data: await ctx.organizerOps.stats(auth.userId, params.slug) } };
    },
  });

  routes.add({
    method: 'post',
    path: '/organizations/:slug/webhooks',
    summary: 'Add a webhook (members of the organization)',
    description:
      'Deliveries are POSTs of `{type, timestamp, data}` signed as Standard Webhooks specifies (`webhook-id`, `webhook-timestamp`, ' +
      '`webhook-signature`); verify them with the `secret`, shown only in this answer. `url` is http(s), at most ' +
      `${WEBHOOK_URL_MAX} characters, and may not point at a loopback or private address (422 \`private_address\`). ` +
      'Retried with exponential backoff and jitter on a non-2xx answer or a timeout, with the same `webhook-id`. At most 20 a organization.',
    operationId: 'createWebhook',
    tags: ['Organizer operations'],
    auth: 'required',
    params: slugPath,
    body: z
      .object({
        url: z.string().min(1),
        events: z.array(z.enum(WEBHOOK_EVENT_TYPES, { error: () => `must be one of: ${WEBHOOK_EVENT_TYPES.join(', ')}` })).min(1).max(WEBHOOK_EVENT_TYPES.length * 2),
      })
      .strict(),
    responses: {
      201: { description: 'The webhook with its secret (`whsec_` + base64)', schema: dataOf(webhook.extend({ secret: z.string() })) },
      403: memberForbiddenDoc,
      404: orgNotFoundDoc,
      409: { description: 'Too many webhooks (`too_many_webhooks`)', schema: errorBody },
    },
    async handler({ params, body, auth }) {
      return { status: 201, body: { data: await ctx.webhooks.create(auth.userId, params.slug, body) } };
    },
  });

  routes.add({
    method: 'get',
    path: '/organizations/:slug/webhooks',
    summary: 'Webhooks of an organization (members; no secrets)',
    description: 'The organization’s webhooks (URL, event types, creation time) for its members; signing secrets are shown only once, when a webhook is created.',
    operationId: 'listWebhooks',
    tags: ['Organizer operations'],
    auth: 'required',
    params: slugPath,
    responses: { 200: { description: 'The webhooks', schema: dataOf(z.array(webhook)) }, 403: memberForbiddenDoc, 404: orgNotFoundDoc },
    async handler({ params, auth }) {
      return { body: { data: await ctx.webhooks.list(auth.userId, params.slug) } };
    },
  });

  routes.add({
    method: 'delete',
    path: '/organizations/:slug/webhooks/:id',
    summary: 'Delete a webhook (members)',
    description: 'Its pending deliveries are dropped.',
    operationId: 'deleteWebhook',
    tags: ['Organizer operations'],
    auth: 'required',
    params: webhookPath,
    responses: { 204: { description: 'Deleted' }, 403: memberForbiddenDoc, 404: orgNotFoundDoc },
    async handler({ params, auth }) {
      await ctx.webhooks.remove(auth.userId, params.slug, params.id);
      return { status: 204 };
    },
  });

  routes.add({
    method: 'get',
    path: '/organizations/:slug/webhooks/:id/deliveries',
    summary: 'Delivery history of a webhook (members)',
    description: 'Newest first.',
    operationId: 'listWebhookDeliveries',
    tags: ['Organizer operations'],
    auth: 'required',
    params: webhookPath,
    query: perPageQuery,
    responses: {
      200: { description: 'A page of deliveries', schema: z.object({ data: z.array(delivery), meta: paginationMeta }) },
      403: memberForbiddenDoc,
      404: orgNotFoundDoc,
    },
    async handler({ params, query, auth, req }) {
      const page = perPageOf(query);
      const { items, total } = await ctx.webhooks.deliveries(auth.userId, params.slug, params.id, page);
      return { body: dataPage(ctx.config, req, items, total, page) };
    },
  });
}
