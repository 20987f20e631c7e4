import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { errorBody, pageParam, pageSizeParam } from '../../schemas.js';
import { halPage } from '../../envelopes.js';
import { pageOf, publicUserWithPresencePage } from './networking-schemas.js';

const query = z
  .object({
    page: pageParam,
    page_size: pageSizeParam('page_size'),
    q: z.string().max(100).optional().openapi({ description: 'Matches name, surname, full name, job title or organization (case-insensitive substring)' }),
  })
  .strict();

export function attendeeRoutes(routes: Routes): void {
  const { ctx } = routes;
  routes.add({
    method: 'get',
    path: '/event/attendees',
    summary: 'Attendees of the token’s event',
    description: 'Ticket holders of the event the token is bound to (403 `event_token_required` otherwise), by name, surname, id; `online` tells whether a socket of the user is connected.',
    tags: ['Networking'],
    auth: 'required',
    query,
    responses: { 200: { description: 'A page of public_user, each with `online`', schema: publicUserWithPresencePage }, 403: { description: 'event_token_required (token not bound to an event) or not_event_participant (no ticket or organizer role any more)', schema: errorBody } },
    async handler({ auth, query, req }) {
      const page = pageOf(query);
      const { items, total } = await ctx.attendees.list(auth, { ...page, q: query.q });
      return { body: halPage(ctx.config, req, 'public_user', items, total, page) };
    },
  });
}
