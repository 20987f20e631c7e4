import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { dataOf, errorBody } from '../../schemas.js';
import { slugPath, text } from './event-schemas.js';
import { seatPlan, seatPlanInput, seatsBlock, seatStatus, ticketSeat, ticketSeatMove } from '../../../server/sales/schemas.js';
import { SEAT_PLAN_BODY_LIMIT } from '../../middleware/large-json.js';

/** Reserved seating (CONTRACT 19) on {api_url}: seat plans, live seat states, blocks and moves. */

const tags = ['Sales'];
const notFoundDoc = { description: 'Unknown event (or `slug_changed`)', schema: errorBody };
const forbiddenDoc = { description: 'Not an organizer of the event (`not_organizer`)', schema: errorBody };
const codePath = slugPath.extend({ code: text(64).refine((v) => v.length > 0, 'must not be empty') });

const matches = (header: string | undefined, etag: string) =>
  header !== undefined && (header.trim() === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag));

export function seatPlanRoutes(routes: Routes): void {
  const { ctx } = routes;

  routes.add({
    method: 'put',
    path: '/events/:slug/seat-plan',
    summary: 'Upload the event’s seat plan (organizers)',
    description:
      'The whole plan, in its order (the best seats first: `quantity` orders get the first free seats side by side in one row). The client derives the seats ' +
      'from the seating template it designed (seed 2.7 stays opaque); `seating_template_id` only records which. Up to 20,000 seats; `id` unique in the plan ' +
      '(422 otherwise), `ticket_id` a ticket type of the event (422). The caller is checked before the body is read: a guest gets 401 and anyone but the event’s organizers 403 `not_organizer` without the server reading the upload. A seated ticket type’s places are its seats: its `capacity` becomes the number of ' +
      'its seats that are not blocked. Seats that are held or sold stay: a plan that drops one or gives it another ticket type → 409 `seats_in_use` ' +
      '(`seats` names them). Blocked states of seats kept in the plan stay. The body may be up to 8 MiB.',
    operationId: 'putSeatPlan',
    tags,
    auth: 'required',
    params: slugPath,
    body: seatPlanInput,
    // The body (up to 8 MiB) is read only once the caller is known to be an organizer of the event.
    largeBody: { limit: SEAT_PLAN_BODY_LIMIT, authorize: ({ params, auth }) => ctx.sales.mayPutSeatPlan(auth.userId, params.slug) },
    responses: {
      200: { description: 'The plan as stored', schema: dataOf(seatPlan) },
      403: forbiddenDoc,
      404: notFoundDoc,
      413: { description: 'The body is larger than 8 MiB', schema: errorBody },
      409: { description: '`seats_in_use`, `capacity_below_sold`', schema: errorBody },
      422: { description: 'More than 20,000 seats, a duplicate id, an unknown ticket_id', schema: errorBody },
    },
    async handler({ params, body, auth }) {
      return { body: { data: await ctx.sales.putSeatPlan(auth.userId, params.slug, body) } };
    },
  });

  routes.add({
    method: 'get',
    path: '/events/:slug/seat-plan',
    summary: 'The event’s seat plan',
    description:
      'Anyone, guests too: the seats in plan order with their labels, sections, rows, ticket types, positions (`x`, `y`, for drawing the plan) and whether ' +
      'they are blocked. An event without a plan has no seats. The live states are `GET /events/{slug}/seats`.',
    operationId: 'getSeatPlan',
    tags,
    auth: 'optional',
    params: slugPath,
    responses: { 200: { description: 'The plan', schema: dataOf(seatPlan) }, 404: notFoundDoc },
    async handler({ params }) {
      return { body: { data: await ctx.sales.getSeatPlan(params.slug) } };
    },
  });

  routes.add({
    method: 'get',
    path: '/events/:slug/seats',
    summary: 'The seats’ live states',
    description:
      'Anyone, guests too: every seat of the plan in plan order as `{id, status}`, `status` one of `free`, `held` (a pending order), `sold`, `blocked`; never ' +
      'who holds a seat. Carries an `ETag` (the event’s seat-state version: the same on every node, changed by every committed change of a seat’s state or of ' +
      'the plan); a matching `If-None-Match` → 304 without the states being read. Sockets that sent `seats:watch {event_id}` get `seats:changed` pushes instead of polling.',
    operationId: 'listSeats',
    tags,
    auth: 'optional',
    params: slugPath,
    responses: {
      200: { description: 'The states', schema: z.object({ data: z.array(seatStatus) }) },
      304: { description: 'Unchanged since the `ETag` sent in `If-None-Match`' },
      404: notFoundDoc,
    },
    async handler({ params, req }) {
      const sent = req.get('if-none-match');
      const headers = (etag: string) => ({ ETag: etag, 'Cache-Control': 'no-cache' });
      // A conditional GET is compared with the version's tag before any seat is read.
      if (sent !== undefined) {
        const etag = await ctx.sales.seatStatesTag(params.slug);
        if (matches(sent, etag)) return { status: 304, headers: headers(etag) };
      }
      const { etag, data } = await ctx.sales.seatStates(params.slug);
      if (matches(sent, etag)) return { status: 304, headers: headers(etag) };
      return { body: { data }, headers: headers(etag) };
    },
  });

  routes.add({
    method: 'post',
    path: '/events/:slug/seats/block',
    summary: 'Block or unblock seats (organizers)',
    description:
      'For guests, cameras, accessibility: a blocked seat is never sold (orders naming it → 409 `seat_taken`; `quantity` orders skip it) and its ticket ' +
      'type’s capacity leaves it out. Seats held or sold cannot be blocked (409 `seats_in_use` naming them); a seat not in the plan → 422. Answers the ' +
      'seats’ states; watchers get `seats:changed`.',
    operationId: 'blockSeats',
    tags,
    auth: 'required',
    params: slugPath,
    body: seatsBlock,
    responses: {
      200: { description: 'The seats’ states', schema: z.object({ data: z.array(seatStatus) }) },
      403: forbiddenDoc,
      404: notFoundDoc,
      409: { description: '`seats_in_use`', schema: errorBody },
      422: { description: 'A seat not in the plan', schema: errorBody },
    },
    async handler({ params, body, auth }) {
      return { body: { data: await ctx.sales.blockSeats(auth.userId, params.slug, body.seats, body.blocked) } };
    },
  });

  routes.add({
    method: 'post',
    path: '/events/:slug/tickets/:code/seat',
    summary: 'Move a ticket to another seat (organizers)',
    description:
      'The ticket moves to a free, unblocked seat of its own ticket type; its code (and so its QR code) stays valid. A seat held or sold to another order, ' +
      'or blocked → 409 `seat_taken`; a seat not in the plan, of another type, or a ticket without a seat → 422; a void ticket → 409 `already_void`. ' +
      'Watchers get `seats:changed` for both seats.',
    operationId: 'moveTicketSeat',
    tags,
    auth: 'required',
    params: codePath,
    body: ticketSeatMove,
    responses: {
      200: { description: 'The ticket’s code and new seat', schema: dataOf(ticketSeat) },
      403: forbiddenDoc,
      404: { description: 'Unknown event or ticket', schema: errorBody },
      409: { description: '`seat_taken`, `already_void`', schema: errorBody },
      422: { description: 'No such seat, another ticket type’s, or a ticket without a seat', schema: errorBody },
    },
    async handler({ params, body, auth }) {
      return { body: { data: await ctx.sales.moveTicketSeat(auth.userId, params.slug, params.code, body.seat) } };
    },
  });
}
