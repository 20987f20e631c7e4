import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { dataOf, errorBody } from '../../schemas.js';

/** The event of an event-bound token (the app's header says which event you are in; its times are in its zone). */
const currentEvent = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    starts_at: z.string().meta({ format: 'date-time' }),
    ends_at: z.string().meta({ format: 'date-time' }),
    time_zone: z.string().meta({ description: 'IANA time zone; the app shows the event’s times in it.' }),
    online: z.boolean(),
    city_name: z.string(),
  })
  .meta({ id: 'CurrentEvent' });

export function currentEventRoutes(routes: Routes): void {
  const { ctx } = routes;
  routes.add({
    method: 'get',
    path: '/event',
    summary: 'The token’s event',
    description: 'For a participant with an event-bound token: the event’s id, slug, name, times, time zone and place.',
    operationId: 'getCurrentEvent',
    tags: ['Networking'],
    auth: 'required',
    responses: { 200: { description: 'The event', schema: dataOf(currentEvent) }, 403: { description: '`event_token_required`, or `not_event_participant`', schema: errorBody } },
    async handler({ auth }) {
      return { body: { data: await ctx.catalogue.currentEvent(auth) } };
    },
  });
}
