import { z } from 'zod';
import { EVENT_STATES } from '../../storage/repositories/event-state.js';

/**
 * The event catalogue (CONTRACT 3): the ONE declaration of its items. The presenters' types are inferred from these,
 * and the routes (gateway/routes/api/events.ts, organizer.ts) show them in the OpenAPI document under their ids.
 */

const time = z.string().meta({ format: 'date-time' });
const link = z.object({ href: z.string() });

/** The event record; every field optional because `?fields=` may ask for only some. */
export const eventRecord = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    url: z.string(),
    organization: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), logo: z.string().nullable() }),
    organization_name: z.string(),
    category: z.object({ id: z.number().int(), title: z.string(), slug: z.string() }).nullable(),
    city_name: z.string(),
    online: z.boolean(),
    starts_at: time,
    ends_at: time,
    sales_deadline: time.nullable(),
    state: z.enum(EVENT_STATES),
    cover: z.string().nullable(),
    sold_out: z.boolean(),
    is_user_special_event: z.boolean().optional().meta({ description: 'Only when all fields are returned (no `fields`).' }),
    is_trended_event: z.boolean().optional().meta({ description: 'Only when all fields are returned (no `fields`).' }),
    _links: z.object({
      self: link,
      user_ticket: link.nullable().optional().meta({ description: 'Authenticated callers only: their ticket (`GET /tickets/{code}`), or null.' }),
    }),
  })
  .partial()
  .meta({ id: 'Event', description: 'The event record; with `?fields=` only the fields asked for.' });

/** The short form of an event in lists of similar and recently visited events. */
export const eventSummary = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    city_name: z.string(),
    online: z.boolean(),
    organization_name: z.string(),
    starts_at: time,
    cover: z.string().nullable(),
  })
  .meta({ id: 'EventSummary' });

export type EventSummary = z.infer<typeof eventSummary>;
