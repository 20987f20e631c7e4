import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { cursorParam, errorBody, idParam, perPageOf, perPageQuery } from '../../schemas.js';
import { dataPage } from '../../envelopes.js';
import { BAN_REASON_MAX } from '../../../server/safety/moderation.js';
import { ban, moderationReport, reportStatuses } from '../../../server/safety/schemas.js';
import { REPORT_COUNT_CAP } from '../../../server/safety/reports.js';
import { MAX_PAGE_OFFSET } from '../../../server/paging.js';
import { slugPath } from './event-schemas.js';

const forbiddenDoc = { description: 'not_organizer: not a member of the event’s organization', schema: errorBody };
const notFoundDoc = { description: 'Unknown slug or id', schema: errorBody };
const organizersNote = 'Members of the event’s organization only (403 `not_organizer`).';

/** CONTRACT 7 on {api_url}: the organizers' report queue, feed deletions and bans. */
export function moderationRoutes(routes: Routes): void {
  const { ctx } = routes;
  routes.add({
    method: 'get',
    path: '/events/:slug/reports',
    summary: 'Reports filed in an event',
    description:
      `${organizersNote} Newest first, optionally of one status. ` +
      `\`meta.pagination.total\` (and \`total_pages\`) is exact up to ${REPORT_COUNT_CAP.toLocaleString('en-US')} reports and that number beyond (a floor: \`links.next\` is then on every full page). ` +
      `\`links.next\` of a full page carries a \`cursor\` beside \`page\`: following it reads the next page from the index at any depth; \`page\` alone reaches ${MAX_PAGE_OFFSET.toLocaleString('en-US')} reports deep (422 naming \`page\` beyond).`,
    operationId: 'listEventReports',
    tags: ['Moderation'],
    auth: 'required',
    params: slugPath,
    query: perPageQuery.extend({ status: z.enum(reportStatuses).optional(), cursor: cursorParam }),
    responses: {
      200: { description: 'A page of reports', schema: z.object({ data: z.array(moderationReport), meta: z.unknown() }) },
      403: forbiddenDoc,
      404: notFoundDoc,
      422: { description: `\`invalid\`: a bad status or page, a cursor this list did not give, or a \`page\` deeper than ${MAX_PAGE_OFFSET.toLocaleString('en-US')} reports`, schema: errorBody },
    },
    async handler({ auth, params, query, req }) {
      const page = perPageOf(query);
      const { items, total, next, capped } = await ctx.reports.list(auth.userId, params.slug, { ...page, status: query.status, cursor: query.cursor });
      return { body: dataPage(ctx.config, req, items, total, page, { next, capped }) };
    },
  });

  routes.add({
    method: 'patch',
    path: '/events/:slug/reports/:report_id',
    summary: 'Resolve or dismiss a report',
    description: organizersNote,
    operationId: 'resolveEventReport',
    tags: ['Moderation'],
    auth: 'required',
    params: slugPath.extend({ report_id: idParam }),
    body: z.object({ status: z.enum(['resolved', 'dismissed']) }).strict(),
    responses: { 200: { description: 'The report', schema: moderationReport }, 403: forbiddenDoc, 404: notFoundDoc },
    async handler({ auth, params, body }) {
      return { body: await ctx.reports.setStatus(auth.userId, params.slug, params.report_id, body.status) };
    },
  });

  routes.add({
    method: 'delete',
    path: '/events/:slug/livefeed/messages/:message_id',
    summary: 'Delete a feed post of the event',
    description: `${organizersNote} The post leaves lists and \`sync\`; \`livefeed:deleted {id}\` is pushed to the event’s sockets on every node.`,
    operationId: 'deleteEventFeedMessage',
    tags: ['Moderation'],
    auth: 'required',
    params: slugPath.extend({ message_id: idParam }),
    responses: { 204: { description: 'Deleted' }, 403: forbiddenDoc, 404: notFoundDoc },
    async handler({ auth, params }) {
      await ctx.moderation.deleteFeedMessage(auth.userId, params.slug, params.message_id);
      return { status: 204 };
    },
  });

  routes.add({
    method: 'get',
    path: '/events/:slug/bans',
    summary: 'Participants muted in the event',
    description: `${organizersNote} Newest first.`,
    operationId: 'listEventBans',
    tags: ['Moderation'],
    auth: 'required',
    params: slugPath,
    query: perPageQuery,
    responses: { 200: { description: 'A page of bans', schema: z.object({ data: z.array(ban), meta: z.unknown() }) }, 403: forbiddenDoc, 404: notFoundDoc },
    async handler({ auth, params, query, req }) {
      const page = perPageOf(query);
      const { items, total } = await ctx.moderation.listBans(auth.userId, params.slug, page);
      return { body: dataPage(ctx.config, req, items, total, page) };
    },
  });

  routes.add({
    method: 'put',
    path: '/events/:slug/bans/:user_id',
    summary: 'Mute a participant in the event',
    description:
      `${organizersNote} With a token of this event, every feed post and chat message of the user is refused (403 \`banned\`) over REST and over sockets ` +
      'already open, on every node, from the moment the ban is stored; reading still works. Their pending and future accepted meetings in the event are cancelled (`meeting:updated` to both members). Organizers of the event cannot be banned (422).',
    operationId: 'banEventParticipant',
    tags: ['Moderation'],
    auth: 'required',
    params: slugPath.extend({ user_id: idParam }),
    body: z.object({ reason: z.string().max(BAN_REASON_MAX).nullable().optional() }).strict(),
    responses: {
      201: { description: 'Banned' },
      204: { description: 'Already banned' },
      403: forbiddenDoc,
      404: notFoundDoc,
      422: { description: 'An organizer of the event, or bad input', schema: errorBody },
    },
    async handler({ auth, params, body }) {
      const created = await ctx.moderation.ban(auth.userId, params.slug, params.user_id, body.reason?.trim() || null);
      return { status: created ? 201 : 204 };
    },
  });

  routes.add({
    method: 'delete',
    path: '/events/:slug/bans/:user_id',
    summary: 'Lift a ban',
    description: `${organizersNote} Idempotent.`,
    operationId: 'liftEventBan',
    tags: ['Moderation'],
    auth: 'required',
    params: slugPath.extend({ user_id: idParam }),
    responses: { 204: { description: 'Not banned (any more)' }, 403: forbiddenDoc, 404: notFoundDoc },
    async handler({ auth, params }) {
      await ctx.moderation.unban(auth.userId, params.slug, params.user_id);
      return { status: 204 };
    },
  });
}
