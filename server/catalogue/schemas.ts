import { z } from 'zod';
import { EVENT_STATES } from '../../storage/repositories/event-state.js';
import { bodyId, dateTime, text } from '../fields.js';
import { MAX_ID } from '../ids.js';
import { SLUG_MAX, SLUG_PATTERN } from './slugs.js';
import { isTimeZone } from '../../infra/config.js';

/**
 * The event catalogue (CONTRACT 3): the ONE declaration of its items and the organizer's inputs. The presenters' and
 * the management service's types are inferred from these, and the routes (gateway/routes/api/events.ts,
 * organizer.ts) use them, so the OpenAPI document shows them under their ids.
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
    time_zone: z.string().meta({ description: 'The IANA time zone the event’s times are shown in (times stay UTC in the API).', examples: ['Asia/Tehran'] }),
    is_user_special_event: z.boolean().optional().meta({ description: 'Only when all fields are returned (no `fields`).' }),
    is_trended_event: z.boolean().optional().meta({ description: 'Only when all fields are returned (no `fields`).' }),
    _links: z.object({
      self: link,
      user_ticket: link.nullable().optional().meta({ description: 'Authenticated callers only: their ticket (`GET /tickets/{code}`), or null.' }),
    }),
  })
  .partial()
  .meta({ id: 'Event', description: 'The event record; with `?fields=` only the fields asked for.' });

/**
 * The event as its organizers read it (`GET /events/{slug}/organizer`, and the answers of `POST /events`,
 * `PATCH /events/{slug}`, `POST /events/{slug}/cancel`): the event record plus the settings only they set and see.
 * Guests and participants never get these fields (the public record stays CONTRACT 3's).
 */
export const organizerEventRecord = z
  .object({
    ...eventRecord.shape,
    capacity: z.number().int().nullable().meta({ description: 'Places in all (null: unlimited).' }),
    waiting_list_enabled: z.boolean().meta({ description: 'Buyers may queue once it is sold out (CONTRACT 15).' }),
    invitation_email_enabled: z.boolean(),
    sales_collaboration_enabled: z.boolean(),
  })
  .meta({ id: 'OrganizerEvent', description: 'The event record with the settings only its organizers see.' });

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
/** What the organizer's record adds to the event record (presented as a record plus these). */
export type OrganizerEventSettings = Pick<z.infer<typeof organizerEventRecord>, 'capacity' | 'waiting_list_enabled' | 'invitation_email_enabled' | 'sales_collaboration_enabled'>;
export type OrganizerEventItem = Record<string, unknown> & OrganizerEventSettings;

// ---- The organizer side (CONTRACT 3, second table): inputs and items of gateway/routes/api/organizer.ts -----------

/** A slug given by the client (an event's, an organization's, a category's). */
export const slugInput = z
  .string()
  .min(1)
  .max(SLUG_MAX)
  .regex(SLUG_PATTERN, 'must be lowercase letters or digits joined by single hyphens');

/** A name (event, organization, ticket type, category): trimmed, non-empty, at most 200 characters. */
export const nameInput = text(200)
  .transform((v) => v.trim())
  .refine((v) => v.length > 0, 'must not be empty');

/** A logo or cover image: an absolute http(s) URL. */
export const imageUrlInput = text(2000).regex(/^[Hh][Tt][Tt][Pp][Ss]?:\/\/\S+$/, 'must be an http(s) URL such as https://example.com/logo.png');

/** An IANA time zone name (Asia/Tehran, Europe/Berlin, UTC). */
export const timeZoneInput = z.string().max(64).refine(isTimeZone, 'must be an IANA time zone such as Asia/Tehran or Europe/Berlin');

const eventFields = {
  name: nameInput,
  slug: slugInput.optional().meta({ description: 'Made from the name when not given (Persian names too), kept unique.' }),
  category_id: bodyId.nullable(),
  city_name: text(100).transform((v) => v.trim()),
  online: z.boolean(),
  starts_at: dateTime,
  ends_at: dateTime,
  sales_deadline: dateTime.nullable().optional(),
  capacity: z.number().int().min(0).max(10_000_000).nullable().optional().meta({ description: 'null: unlimited' }),
  cover: imageUrlInput.nullable().optional(),
  invitation_email_enabled: z.boolean().optional(),
  sales_collaboration_enabled: z.boolean().optional(),
  waiting_list_enabled: z.boolean().optional().meta({ description: 'Buyers may queue once it is sold out (CONTRACT 15); default false.' }),
  time_zone: timeZoneInput.optional().meta({ description: 'An IANA time zone such as Asia/Tehran; default DEFAULT_TIME_ZONE.' }),
};

/** `POST /events`. */
export const eventCreate = z
  .object({
    organization: z
      .union([text(200), bodyId], { error: () => 'must be an organization slug (string) or id (positive integer)' })
      .meta({ description: 'Organization slug or id.' }),
    ...eventFields,
  })
  .strict()
  .meta({ id: 'EventCreate' });

/** `PATCH /events/{slug}`: only the fields sent change. */
export const eventPatch = z.object(eventFields).partial().strict().meta({ id: 'EventPatch' });

export const ticketType = z
  .object({ id: z.number().int(), name: z.string(), price: z.number().int(), capacity: z.number().int().nullable() })
  .meta({ id: 'TicketType' });

/** `POST /events/{slug}/tickets`. */
export const ticketTypeCreate = z
  .object({ name: nameInput, price: z.number().int().min(0).max(MAX_ID), capacity: z.number().int().min(0).max(10_000_000).nullable().optional() })
  .strict();

/** `POST /events/{slug}/attendees`: a ticket issued to a mobile number. */
export const attendeeCreate = z
  .object({
    mobile: z.string().max(32).meta({ example: '09121234567' }),
    ticket_id: bodyId.optional(),
    name: text(100).transform((v) => v.trim()).optional(),
    surname: text(100).transform((v) => v.trim()).optional(),
  })
  .strict();

export const attendeeTicket = z
  .object({ attendee_id: z.string(), user_id: z.number().int(), event_id: z.number().int(), ticket_id: z.number().int().nullable(), issued_at: z.string() })
  .meta({ id: 'AttendeeTicket' });

export const category = z.object({ id: z.number().int(), title: z.string(), slug: z.string() }).meta({ id: 'Category' });

/** `POST /categories` (administrators). */
export const categoryCreate = z.object({ title: nameInput, slug: slugInput }).strict();

export type EventInput = z.infer<typeof eventCreate>;
export type EventPatch = z.infer<typeof eventPatch>;
export type TicketTypeItem = z.infer<typeof ticketType>;
export type TicketTypeInput = z.infer<typeof ticketTypeCreate>;
export type AttendeeInput = z.infer<typeof attendeeCreate>;
export type AttendeeTicketItem = z.infer<typeof attendeeTicket>;
export type CategoryItem = z.infer<typeof category>;
export type CategoryInput = z.infer<typeof categoryCreate>;
