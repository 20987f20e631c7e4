import { z } from 'zod';
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
export type WebhookItem = z.infer<typeof webhookItem>;
export type WebhookDeliveryItem = z.infer<typeof webhookDelivery>;
