import { z } from 'zod';
import { MAX_ID } from '../ids.js';
import { defineCommands, definePushes } from '../realtime.js';
import { seatPlace } from '../sales/schemas.js';

/**
 * Organizer operations (CONTRACT 8): the ONE declaration of the area's items. The service's types are inferred from
 * these, and the routes (gateway/routes/api/organizer-ops.ts) show them in the OpenAPI document under their ids.
 */

const time = z.string().meta({ format: 'date-time' });

/** An attendee of the organizer's list: the holder's mobile and e-mail are shown because only organizers get here. */
export const attendeeItem = z
  .object({
    ticket_code: z.string(),
    ticket_name: z.string().nullable(),
    status: z.enum(['valid', 'void']),
    issued_at: time,
    checked_in_at: time.nullable(),
    user: z.object({ id: z.number().int(), name: z.string(), surname: z.string(), mobile: z.string(), email: z.string().nullable() }),
    seat_place: seatPlace.optional().meta({ description: 'The ticket’s seat with its label, section and row (reserved seating).' }),
  })
  .meta({ id: 'EventAttendee' });

export const checkinItem = z
  .object({
    ticket_code: z.string(),
    ticket_name: z.string().nullable(),
    holder: z.object({ name: z.string(), surname: z.string() }),
    seat_place: seatPlace.optional().meta({ description: 'Where the ticket’s holder sits (reserved seating): the door shows it.' }),
    checked_in_at: time,
  })
  .meta({ id: 'Checkin' });

export const batchAnswer = z.object({
  code: z.string().nullable(),
  result: z.enum(['checked_in', 'already_checked_in', 'ticket_void', 'not_found', 'invalid']),
  checked_in_at: time.nullable(),
  message: z.string().optional().meta({ description: 'Why an `invalid` item was refused.' }),
});

export const checkinStats = z.object({
  tickets: z.number().int(),
  checked_in: z.number().int(),
  by_ticket: z.array(z.object({ ticket_id: z.number().int(), name: z.string(), tickets: z.number().int(), checked_in: z.number().int() })),
});

/** `checkins:progress` (and the `checkins:watch` ack): the event's check-in figures, void tickets not counted. */
export const checkinProgress = z
  .object({
    event: z.number().int().meta({ description: 'The event’s id.' }),
    checked_in: z.number().int(),
    total: z.number().int().meta({ description: 'Valid tickets of the event.' }),
    by_ticket_type: z.array(z.object({ ticket_id: z.number().int(), name: z.string(), tickets: z.number().int(), checked_in: z.number().int() })),
  })
  .meta({ id: 'CheckinProgress' });

const checkinsWatch = z.object({ event: z.number().int().min(1).max(MAX_ID).meta({ description: 'The event’s id.' }) }).strict();

export const ORGANIZER_OPS_COMMANDS = defineCommands({
  'checkins:watch': {
    summary: 'Follow an event’s check-in progress (organizers)',
    description:
      'Organizers of the event only (members of its organization): anyone else → 403 `not_organizer`; 404 for an unknown event. The ack carries the current figures (as `GET {api_url}/events/{slug}/checkins/stats`); the socket then gets `checkins:progress` for the event until `checkins:unwatch` or disconnect. At most 10 events per socket (`too_many_sessions`).',
    input: checkinsWatch,
    ack: checkinProgress,
    errors: ['not_found', 'not_organizer', 'too_many_sessions'],
    rate: { points: 20, duration: 10 },
  },
  'checkins:unwatch': {
    summary: 'Stop following an event’s check-in progress',
    input: checkinsWatch,
    ack: z.object({ event: z.number().int() }),
    errors: [],
    rate: { points: 20, duration: 10 },
  },
});

export const ORGANIZER_OPS_PUSHES = definePushes({
  'checkins:progress': {
    audience: 'checkins',
    summary: 'The check-in figures of a watched event changed',
    description:
      'To the sockets that sent `checkins:watch`, on every node, after a check-in (`POST .../checkins`, the offline batch, from any node) or a void. Coalesced like `seats:changed`: a change only marks the event, and at most every `QA_PUSH_INTERVAL_MS` (default 500) one push carries the figures the database holds; the last one after a burst carries the final figures.',
    payload: checkinProgress,
  },
});

export const webhookItem = z.object({ id: z.number().int(), url: z.string(), events: z.array(z.string()), created_at: time }).meta({ id: 'Webhook' });

export const webhookDelivery = z
  .object({
    id: z.number().int(),
    type: z.string(),
    webhook_id: z.string().meta({ description: 'The `webhook-id` header sent (the same on every retry).' }),
    status: z.enum(['pending', 'delivered', 'failed']),
    attempts: z.number().int(),
    last_status_code: z.number().int().nullable(),
    last_error: z.string().nullable(),
    created_at: time,
    delivered_at: time.nullable(),
  })
  .meta({ id: 'WebhookDelivery' });

export type AttendeeItem = z.infer<typeof attendeeItem>;
export type CheckinItem = z.infer<typeof checkinItem>;
export type BatchAnswer = z.infer<typeof batchAnswer>;
export type CheckinStats = z.infer<typeof checkinStats>;
export type CheckinProgress = z.infer<typeof checkinProgress>;
export type WebhookItem = z.infer<typeof webhookItem>;
export type WebhookDeliveryItem = z.infer<typeof webhookDelivery>;
