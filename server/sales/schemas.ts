import { z } from 'zod';
import { bodyId, dateTime, text } from '../fields.js';
import { MAX_ID } from '../ids.js';
import { nameInput } from '../catalogue/schemas.js';
import { defineCommands, definePushes } from '../realtime.js';

/**
 * Ticket sales (CONTRACT 15): the ONE declaration of its inputs and items. Money is an integer in the smallest unit
 * of `CURRENCY`; only the server computes prices, discounts, tax and totals (what a client sends of them is ignored).
 */

const time = z.string().meta({ format: 'date-time' });
const money = z.number().int().meta({ description: 'An integer in the smallest unit of the currency.' });

export const MAX_PER_ORDER_LIMIT = 100;
export const VOUCHER_COUNT_MAX = 10_000;
export const ORDER_ITEMS_MAX = 20;

// ---- ticket types ------------------------------------------------------------------------------------------

const ticketTypeFields = {
  name: nameInput,
  price: z.number().int().min(0).max(MAX_ID),
  capacity: z.number().int().min(0).max(10_000_000).nullable(),
  description: text(2000).nullable(),
  sales_start: dateTime.nullable(),
  sales_end: dateTime.nullable(),
  min_per_order: z.number().int().min(1).max(MAX_PER_ORDER_LIMIT),
  max_per_order: z.number().int().min(1).max(MAX_PER_ORDER_LIMIT),
  hidden: z.boolean(),
  tax_rate: z.number().min(0).max(100).meta({ description: 'Percent included in the price.' }),
};

/** `POST /events/{slug}/tickets`: the sale's fields are optional (defaults: the event's sales_deadline, 1, 10, false, 0). */
export const salesTicketTypeCreate = z
  .object({
    name: ticketTypeFields.name,
    price: ticketTypeFields.price,
    capacity: ticketTypeFields.capacity.optional(),
    description: ticketTypeFields.description.optional(),
    sales_start: ticketTypeFields.sales_start.optional(),
    sales_end: ticketTypeFields.sales_end.optional(),
    min_per_order: ticketTypeFields.min_per_order.optional(),
    max_per_order: ticketTypeFields.max_per_order.optional(),
    hidden: ticketTypeFields.hidden.optional(),
    tax_rate: ticketTypeFields.tax_rate.optional(),
  })
  .strict();

/** `PATCH /events/{slug}/tickets/{id}`: only the fields sent change. */
export const salesTicketTypePatch = salesTicketTypeCreate.partial().strict();

/** A ticket type as its organizers see it. */
export const salesTicketType = z
  .object({
    id: z.number().int(),
    name: z.string(),
    price: money,
    currency: z.string(),
    capacity: z.number().int().nullable(),
    description: z.string().nullable(),
    sales_start: time.nullable(),
    sales_end: time.nullable(),
    min_per_order: z.number().int(),
    max_per_order: z.number().int(),
    hidden: z.boolean(),
    tax_rate: z.number(),
    sold: z.number().int(),
    held: z.number().int(),
  })
  .meta({ id: 'SalesTicketType' });

export const TICKET_STATUSES = ['on_sale', 'sold_out', 'not_yet', 'ended'] as const;

/** `GET /events/{slug}/tickets` (anyone): hidden types are left out. */
export const ticketForSale = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    price: money,
    currency: z.string(),
    status: z.enum(TICKET_STATUSES),
    remaining: z.number().int().nullable().meta({ description: 'What can still be sold; null when nothing limits it.' }),
    min_per_order: z.number().int(),
    max_per_order: z.number().int(),
    sales_start: time.nullable(),
    sales_end: time.nullable(),
  })
  .meta({ id: 'TicketForSale' });

// ---- quotas ------------------------------------------------------------------------------------------------

export const quotaCreate = z
  .object({ name: nameInput, size: z.number().int().min(0).max(10_000_000), ticket_ids: z.array(bodyId).min(1).max(100) })
  .strict();
export const quotaPatch = quotaCreate.partial().strict();
export const quota = z
  .object({
    id: z.number().int(),
    name: z.string(),
    size: z.number().int(),
    ticket_ids: z.array(z.number().int()),
    sold: z.number().int(),
    held: z.number().int(),
    remaining: z.number().int(),
  })
  .meta({ id: 'Quota' });

// ---- vouchers ----------------------------------------------------------------------------------------------

const discount = z.union([
  z.object({ percent: z.number().int().min(1).max(100) }).strict(),
  z.object({ amount: z.number().int().min(1).max(MAX_ID) }).strict(),
  z.object({ price: z.number().int().min(0).max(MAX_ID) }).strict(),
]);

/** Voucher codes: letters, digits, `-` and `_`; case-insensitive. */
export const voucherCode = z
  .string()
  .trim()
  .min(3)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be 3-64 letters, digits, - or _');

export const voucherCreate = z
  .object({
    code: voucherCode.optional(),
    count: z.number().int().min(1).max(VOUCHER_COUNT_MAX).optional(),
    discount,
    max_uses: z.number().int().min(1).max(1_000_000).optional(),
    valid_until: dateTime.nullable().optional(),
    ticket_ids: z.array(bodyId).min(1).max(100).nullable().optional(),
    reserve: z.boolean().optional(),
    unlocks_hidden: z.boolean().optional(),
  })
  .strict();

export const voucher = z
  .object({
    id: z.number().int(),
    code: z.string(),
    discount: z.object({ percent: z.number().int() }).or(z.object({ amount: money })).or(z.object({ price: money })),
    max_uses: z.number().int(),
    used: z.number().int(),
    valid_until: time.nullable(),
    ticket_ids: z.array(z.number().int()).nullable(),
    reserve: z.boolean(),
    reserved: z.number().int().meta({ description: 'Places a `reserve` voucher still holds (counted as held); 0 otherwise.' }),
    personal: z.boolean().meta({ description: 'A waiting-list offer: only the person it was made for can use it.' }),
    unlocks_hidden: z.boolean(),
    created_at: time,
  })
  .meta({ id: 'Voucher' });

// ---- orders ------------------------------------------------------------------------------------------------

export const IDEMPOTENCY_KEY_MAX = 200;

/** A seat's id in its event's plan (CONTRACT 19). */
export const seatId = z.string().min(1).max(64);

export const orderCreate = z.object({
  items: z
    .array(
      z
        .object({
          ticket_id: bodyId,
          quantity: z.number().int().min(1).max(MAX_PER_ORDER_LIMIT).optional(),
          seats: z
            .array(seatId)
            .min(1)
            .max(MAX_PER_ORDER_LIMIT)
            .optional()
            .meta({ description: 'A seated ticket type’s seats, by their ids in the seat plan (CONTRACT 19); without them the best free seats are picked.' }),
        })
        .refine((i) => i.quantity !== undefined || i.seats !== undefined, { message: 'Send quantity or seats.', path: ['quantity'] }),
    )
    .min(1)
    .max(ORDER_ITEMS_MAX),
  voucher: voucherCode.optional(),
  email: z.email().max(320),
  buyer: z
    .object({ name: text(100, { trim: true }), surname: text(100, { trim: true }), company: text(200, { trim: true }).optional(), tax_id: text(64, { trim: true }).optional() })
    .optional(),
  attendees: z
    .array(z.object({ ticket_id: bodyId, name: text(100, { trim: true }), surname: text(100, { trim: true }), email: z.email().max(320).optional() }))
    .max(MAX_PER_ORDER_LIMIT * ORDER_ITEMS_MAX)
    .optional(),
  provider: text(32).optional(),
});

export const paymentAction = z
  .union([z.object({ type: z.literal('redirect'), url: z.string() }), z.object({ type: z.literal('client_secret'), value: z.string() })])
  .nullable();

export const PAYMENT_STATUSES = ['created', 'pending', 'confirmed', 'failed', 'canceled', 'refunded'] as const;

export const payment = z
  .object({
    id: z.number().int(),
    provider: z.string(),
    status: z.enum(PAYMENT_STATUSES),
    amount: money,
    provider_reference: z.string().nullable(),
    action: paymentAction,
  })
  .meta({ id: 'Payment' });

export const ORDER_STATUSES = ['pending', 'paid', 'expired', 'canceled'] as const;

/**
 * Where a reserved-seating ticket sits (CONTRACT 19): its seat's id in the plan and the label, section and row the
 * organizer gave it, as the ticket, the door, the attendee list and the order mail show it.
 */
export const seatPlace = z
  .object({
    id: z.string().meta({ description: 'The seat’s id in the plan (the ticket’s `seat`).' }),
    label: z.string(),
    section: z.string().nullable(),
    row: z.string().nullable(),
  })
  .meta({ id: 'SeatPlace', description: 'A ticket’s seat with its label, section and row (CONTRACT 19).' });

export type SeatPlaceItem = z.infer<typeof seatPlace>;

export const orderTicket = z.object({
  code: z.string(),
  ticket_name: z.string().nullable(),
  status: z.enum(['valid', 'void']),
  holder: z.object({ name: z.string(), surname: z.string() }),
  seat: z.string().optional().meta({ description: 'The seat of a reserved-seating ticket (its id in the seat plan).' }),
  seat_place: seatPlace.optional().meta({ description: 'The seat with its label, section and row (reserved seating).' }),
  qr: z.string().meta({ description: 'The text the ticket’s QR code encodes (the ticket code, as check-in takes it).' }),
});

export const order = z
  .object({
    code: z.string(),
    event: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
    status: z.enum(ORDER_STATUSES),
    email: z.string(),
    buyer: z.object({ name: z.string(), surname: z.string(), company: z.string().optional(), tax_id: z.string().optional() }).nullable(),
    total: money,
    currency: z.string(),
    items: z.array(
      z.object({
        ticket_id: z.number().int(),
        name: z.string(),
        quantity: z.number().int(),
        unit_price: money,
        discount: money,
        tax: money,
        seats: z.array(z.string()).optional().meta({ description: 'The seats of a seated ticket type (CONTRACT 19).' }),
      }),
    ),
    expires_at: time,
    created_at: time,
    paid_at: time.nullable(),
    canceled_at: time.nullable(),
    cancel_reason: z.string().nullable(),
    refunded_total: money,
    tickets: z.array(orderTicket),
    payment: payment.nullable(),
  })
  .meta({ id: 'Order' });

export const paymentCreate = z.object({ provider: text(32).optional() }).strict();

// ---- organizer figures -------------------------------------------------------------------------------------

export const salesSummary = z
  .object({
    orders_paid: z.number().int(),
    tickets_sold: z.number().int(),
    gross: money,
    refunded: money,
    net: money,
    currency: z.string(),
    time_zone: z.string(),
    by_ticket: z.array(z.object({ ticket_id: z.number().int(), name: z.string(), sold: z.number().int(), held: z.number().int(), remaining: z.number().int().nullable(), gross: money })),
    by_day: z.array(z.object({ date: z.string(), orders: z.number().int(), tickets: z.number().int(), gross: money })),
  })
  .meta({ id: 'SalesSummary' });

/** Webhook payload of `order.placed`, `order.paid`, `order.expired`, `order.canceled`. */
export const orderWebhookData = z.object({
  event: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  order: z.object({ code: z.string(), status: z.enum(ORDER_STATUSES), total: money, currency: z.string(), tickets: z.number().int(), cancel_reason: z.string().nullable() }),
});

export type SalesTicketTypeInput = z.infer<typeof salesTicketTypeCreate>;
export type SalesTicketTypePatch = z.infer<typeof salesTicketTypePatch>;
export type SalesTicketTypeItem = z.infer<typeof salesTicketType>;
export type TicketForSaleItem = z.infer<typeof ticketForSale>;
export type QuotaInput = z.infer<typeof quotaCreate>;
export type QuotaPatch = z.infer<typeof quotaPatch>;
export type QuotaItem = z.infer<typeof quota>;
export type VoucherInput = z.infer<typeof voucherCreate>;
export type VoucherItem = z.infer<typeof voucher>;
export type OrderInput = z.infer<typeof orderCreate>;
export type OrderItem = z.infer<typeof order>;
export type PaymentItem = z.infer<typeof payment>;
export type PaymentAction = z.infer<typeof paymentAction>;
export type SalesSummaryItem = z.infer<typeof salesSummary>;
export type OrderWebhookData = z.infer<typeof orderWebhookData>;

// ---- the waiting list (CONTRACT 15) --------------------------------------------------------------------------

export const WAITING_LIST_STATES = ['waiting', 'offered', 'done', 'left', 'lapsed'] as const;

/** `PUT {api_url}/events/{slug}/waiting-list`. */
export const waitingListJoin = z
  .object({ ticket_id: bodyId.optional().meta({ description: 'The ticket type wanted; without it, the first one that frees up.' }) })
  .strict()
  .meta({ id: 'WaitingListJoin' });

const waitingOffer = z
  .object({
    voucher: z.string().meta({ description: 'A personal `reserve` voucher for one place: use it in `POST /events/{slug}/orders` `voucher`.' }),
    ticket_id: z.number().int(),
    expires_at: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'WaitingListOffer' });

/** The caller's place in the queue. */
export const waitingListPlace = z
  .object({
    position: z.number().int().min(0).meta({ description: '1 for the first in line; 0 once an offer is made.' }),
    state: z.enum(WAITING_LIST_STATES),
    ticket_id: z.number().int().nullable(),
    offer: waitingOffer.nullable(),
  })
  .meta({ id: 'WaitingListPlace' });

/** One entry of the organizer's view of the queue (names only: no mobile, no e-mail). */
export const waitingListEntry = z
  .object({
    id: z.number().int(),
    position: z.number().int().nullable().meta({ description: 'For `waiting` entries; null otherwise.' }),
    user: z.object({ id: z.number().int(), name: z.string(), surname: z.string() }),
    ticket_id: z.number().int().nullable(),
    state: z.enum(WAITING_LIST_STATES),
    created_at: z.string().meta({ format: 'date-time' }),
    offered_at: z.string().meta({ format: 'date-time' }).nullable(),
    offer_expires_at: z.string().meta({ format: 'date-time' }).nullable(),
    offer_used: z.boolean(),
  })
  .meta({ id: 'WaitingListEntry' });

export type WaitingListJoin = z.infer<typeof waitingListJoin>;
export type WaitingListPlace = z.infer<typeof waitingListPlace>;
export type WaitingListEntryItem = z.infer<typeof waitingListEntry>;

/** `waiting_list.offered` webhooks' `data`. */
export interface WaitingListWebhookData {
  event: { id: number; slug: string; name: string };
  entry_id: number;
  user_id: number;
  ticket_id: number;
  expires_at: string;
}

// ---- reserved seating (CONTRACT 19) -----------------------------------------------------------------------

export const SEAT_PLAN_MAX = 20_000;
export const SEAT_STATUSES = ['free', 'held', 'sold', 'blocked'] as const;

const seatInput = z
  .object({
    id: seatId,
    label: text(64, { trim: true }),
    section: text(100, { trim: true }).nullable().optional(),
    row: text(100, { trim: true }).nullable().optional(),
    ticket_id: bodyId,
    x: z.number().finite().nullable().optional(),
    y: z.number().finite().nullable().optional(),
  })
  .strict();

/** `PUT {api_url}/events/{slug}/seat-plan`: the whole plan, in its order (best seats first). */
export const seatPlanInput = z
  .object({
    seating_template_id: bodyId.nullable().optional().meta({ description: 'The seating template (seed 2.7) the client derived the seats from; kept opaque.' }),
    seats: z.array(seatInput).max(SEAT_PLAN_MAX),
  })
  .strict()
  .meta({ id: 'SeatPlanInput' });

export const seatPlanSeat = z
  .object({
    id: z.string(),
    label: z.string(),
    section: z.string().nullable(),
    row: z.string().nullable(),
    ticket_id: z.number().int(),
    x: z.number().nullable(),
    y: z.number().nullable(),
    blocked: z.boolean(),
  })
  .meta({ id: 'SeatPlanSeat' });

export const seatPlan = z
  .object({ seating_template_id: z.number().int().nullable(), seats: z.array(seatPlanSeat) })
  .meta({ id: 'SeatPlan' });

export const seatStatus = z.object({ id: z.string(), status: z.enum(SEAT_STATUSES) }).meta({ id: 'SeatStatus' });

/** `POST {api_url}/events/{slug}/seats/block`. */
export const seatsBlock = z.object({ seats: z.array(seatId).min(1).max(SEAT_PLAN_MAX), blocked: z.boolean() }).strict().meta({ id: 'SeatsBlock' });

/** `POST {api_url}/events/{slug}/tickets/{code}/seat`. */
export const ticketSeatMove = z.object({ seat: seatId }).strict().meta({ id: 'TicketSeatMove' });

export const ticketSeat = z.object({ code: z.string(), seat: z.string() }).meta({ id: 'TicketSeat' });

export type SeatPlanInput = z.infer<typeof seatPlanInput>;
export type SeatPlanItem = z.infer<typeof seatPlan>;
export type SeatStatusItem = z.infer<typeof seatStatus>;

const seatsWatch = z.object({ event_id: z.number().int().min(1).max(MAX_ID) }).strict();

export const SALES_COMMANDS = defineCommands({
  'seats:watch': {
    summary: 'Follow the seat states of an event’s plan',
    description:
      'Any authenticated socket (the seats are public, `GET {api_url}/events/{slug}/seats`); 404 for an unknown event. The ack carries the current states; the socket then gets `seats:changed` for the event until `seats:unwatch` or disconnect. At most 10 events per socket (`too_many_sessions`).',
    input: seatsWatch,
    ack: z.object({ event_id: z.number().int(), seats: z.array(seatStatus) }),
    errors: ['not_found', 'too_many_sessions'],
    rate: { points: 20, duration: 10 },
  },
  'seats:unwatch': {
    summary: 'Stop following an event’s seats',
    input: seatsWatch,
    ack: z.object({ event_id: z.number().int() }),
    errors: [],
    rate: { points: 20, duration: 10 },
  },
});

export const SALES_PUSHES = definePushes({
  'seats:changed': {
    audience: 'seats',
    summary: 'Seats of a watched event changed state',
    description:
      'To the sockets that sent `seats:watch`, on every node. Coalesced like the Q&A counts (CONTRACT 12): changed seats are marked, and at most every `QA_PUSH_INTERVAL_MS` (default 500) one push carries the states the database holds of every seat marked since; the last one after a burst carries the final states. Never who holds a seat.',
    payload: z.object({ event_id: z.number().int(), seats: z.array(seatStatus) }).meta({ id: 'SeatsChanged' }),
  },
  'waiting_list:offered': {
    audience: 'user',
    summary: 'A place freed up and is held for you: an offer from the event’s waiting list',
    description:
      'To the user’s sockets on every node, once per offer, after the offer is stored; a mail goes to their confirmed address too. The voucher holds one place until `expires_at` (WAITING_LIST_OFFER_HOURS).',
    payload: z
      .object({ event: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }), ticket_id: z.number().int(), voucher: z.string(), expires_at: z.string().meta({ format: 'date-time' }) })
      .meta({ id: 'WaitingListOffered' }),
  },
});
