import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { cursorParam, errorBody, halPageOf, pageParam, pageSizeParam } from '../../schemas.js';
import { halCursorPage } from '../../envelopes.js';
import { pageOf, publicUserWithPresence } from './networking-schemas.js';
import { attendeeTagFilters, networkingFields } from '../../../server/matchmaking/schemas.js';
import { SEARCH_COUNT_CAP } from '../../../server/networking/attendees.js';

const attendeePage = halPageOf('public_user', publicUserWithPresence.merge(networkingFields).openapi('Attendee')).openapi('AttendeePage');

const query = z
  .object({
    page: pageParam,
    page_size: pageSizeParam('page_size'),
    cursor: cursorParam,
    q: z.string().max(100).optional().openapi({ description: 'Matches name, surname, full name, job title or organization (case-insensitive substring)' }),
    interest: attendeeTagFilters.interest.openapi({ description: 'Only attendees with this tag among their interests (CONTRACT 11)' }),
    looking_for: attendeeTagFilters.looking_for.openapi({ description: 'Only attendees looking for this tag' }),
    offering: attendeeTagFilters.offering.openapi({ description: 'Only attendees offering this tag' }),
  })
  .strict();

export function attendeeRoutes(routes: Routes): void {
  const { ctx } = routes;
  routes.add({
    method: 'get',
    path: '/event/attendees',
    summary: 'Attendees of the token’s event',
    description:
      'Ticket holders of the event the token is bound to (403 `event_token_required` otherwise), by name, surname, id; `online` tells whether a socket of the user is connected. ' +
      `\`_total_items\` is exact; with \`q\` or a tag filter it is exact up to ${SEARCH_COUNT_CAP.toLocaleString('en-US')} matches and that number beyond (a floor: follow \`_links.next\` while present). ` +
      'A search that is slow in a big event (its matches sort late) keeps its matches on the node for 30 s: its pages then show voids, blocks and leaving the directory at once, ' +
      'but a holder who joined or renamed into it since only when that time is up, and its total counts the listed matches as they were read, before blocks. ' +
      '`_links.next` of a full page carries a `cursor`: following it reads the next page from the index at any depth; `page` alone reaches 10,000 attendees deep (422 naming `page` beyond).',
    operationId: 'listAttendees',
    tags: ['Networking'],
    auth: 'required',
    query,
    responses: { 200: { description: 'A page of public_user, each with `online`', schema: attendeePage }, 422: { description: '`invalid`: a bad query parameter, a cursor this list did not give, or a `page` deeper than 10,000 attendees', schema: errorBody }, 403: { description: 'event_token_required (token not bound to an event) or not_event_participant (no ticket or organizer role any more)', schema: errorBody } },
    async handler({ auth, query, req }) {
      const page = pageOf(query);
      const tags = [
        ...(query.interest ? [{ kind: 'interest' as const, slug: query.interest }] : []),
        ...(query.looking_for ? [{ kind: 'looking_for' as const, slug: query.looking_for }] : []),
        ...(query.offering ? [{ kind: 'offering' as const, slug: query.offering }] : []),
      ];
      const { items, total, next, capped } = await ctx.attendees.list(auth, { ...page, cursor: query.cursor, q: query.q, tags });
      return { body: halCursorPage(ctx.config, req, 'public_user', items, total, page, next, capped) };
    },
  });
}
