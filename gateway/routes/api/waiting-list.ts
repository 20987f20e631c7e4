import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { dataOf, errorBody } from '../../schemas.js';
import { slugPath } from './event-schemas.js';
import { waitingListEntry, waitingListJoin, waitingListPlace } from '../../../server/sales/schemas.js';

/** The waiting list of a sold-out event (CONTRACT 15) on {api_url}. */

const tags = ['Sales'];
const notFoundDoc = { description: 'Unknown event (or `slug_changed`)', schema: errorBody };

export function waitingListRoutes(routes: Routes): void {
  const { ctx } = routes;

  routes.add({
    method: 'put',
    path: '/events/:slug/waiting-list',
    summary: 'Join the waiting list',
    description:
      'Logged in. 201 with the new place `{position, state, ticket_id, offer}`, 200 with the place the caller already has (one per person and event). ' +
      'When places free up (an expiry, a cancel, a refund, a void, a larger capacity) the first in line gets an offer: a personal `reserve` voucher for ' +
      'one place, valid WAITING_LIST_OFFER_HOURS (default 24), pushed as `waiting_list:offered` and mailed to the confirmed address; unused in time, it ' +
      'passes to the next. 409 `waiting_list_closed` when the organizer has not opened it (`PATCH /events/{slug}` `{waiting_list_enabled: true}`), ' +
      '409 `event_canceled`, 422 for a `ticket_id` that is not a visible ticket type of the event.',
    operationId: 'joinWaitingList',
    tags,
    auth: 'required',
    params: slugPath,
    body: waitingListJoin,
    responses: {
      200: { description: 'Already in the list', schema: dataOf(waitingListPlace) },
      201: { description: 'Joined', schema: dataOf(waitingListPlace) },
      404: notFoundDoc,
      409: { description: '`waiting_list_closed`, `event_canceled`', schema: errorBody },
      422: { description: '`invalid` (ticket_id)', schema: errorBody },
    },
    async handler({ params, body, auth }) {
      const { place, created } = await ctx.sales.joinWaitingList(auth.userId, params.slug, body);
      return { status: created ? 201 : 200, body: { data: place } };
    },
  });

  routes.add({
    method: 'delete',
    path: '/events/:slug/waiting-list',
    summary: 'Leave the waiting list',
    description: 'Logged in; 204 whether or not the caller was in it. An offer the caller holds and has not used is given up and passes to the next at once.',
    operationId: 'leaveWaitingList',
    tags,
    auth: 'required',
    params: slugPath,
    responses: { 204: { description: 'Not in the list (any more)' }, 404: notFoundDoc },
    async handler({ params, auth }) {
      await ctx.sales.leaveWaitingList(auth.userId, params.slug);
      return { status: 204 };
    },
  });

  routes.add({
    method: 'get',
    path: '/events/:slug/waiting-list',
    summary: 'The waiting list (organizers)',
    description:
      'Live entries in queue order (`position` for those waiting), then the history, newest first: each person by name (no mobile, no e-mail), the ' +
      'ticket type wanted, `state` (`waiting`, `offered`, `done`, `left`, `lapsed`), when the offer was made and ends, and whether it was used.',
    operationId: 'listWaitingList',
    tags,
    auth: 'required',
    params: slugPath,
    responses: {
      200: { description: 'The queue', schema: z.object({ data: z.array(waitingListEntry), waiting_list_enabled: z.boolean() }) },
      403: { description: 'Not an organizer of the event (`not_organizer`)', schema: errorBody },
      404: notFoundDoc,
    },
    async handler({ params, auth }) {
      const { enabled, items } = await ctx.sales.listWaitingList(auth.userId, params.slug);
      return { body: { data: items, waiting_list_enabled: enabled } };
    },
  });
}
