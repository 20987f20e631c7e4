import type { DB } from '../../storage/database.js';
import { cancelOpenAdPayments, findAdOrderById, insertAdPayment, latestAdPayment, lockAdOrder, markAdOrderPaid } from '../../storage/repositories/advertising.js';
import { isCheckViolation, isUniqueViolation } from '../../storage/pg-errors.js';
import type { EventRow } from '../../storage/repositories/events.js';
import {
  cancelOpenPayments,
  claimHasEventStep,
  claimPlaces,
  countBuyerOrders,
  countEventOrders,
  deleteQuota,
  deleteVoucher,
  dueOrders,
  endReservation,
  eventsByIds,
  findEventForSale,
  findOrderByCode,
  findOrderById,
  findOrdersByKeys,
  findPaymentByReference,
  findQuota,
  findSalesTicketType,
  findUserByEmail,
  findVoucherByCode,
  findVoucherOfEvent,
  finishPendingOrder,
  insertOrder,
  insertPayment,
  insertSalesTicketType,
  insertVouchers,
  latestPayments,
  listBuyerOrders,
  listEventOrders,
  listOrderItems,
  listOrderTickets,
  listQuotas,
  listTicketTypesWithRemaining,
  listVouchers,
  lockBuyer,
  lockVoucher,
  queueWaitingListOffers,
  takeReserved,
  waitingEntryByVoucher,
  findVoucherById,
  lockOrder,
  lockTicketTypes,
  movePlaces,
  pendingOrderOf,
  releaseVoucherUses,
  salesByDay,
  salesByTicket,
  salesTotals,
  saveQuota,
  setWaitingState,
  settleLateOrder,
  updatePayment,
  updateSalesTicketType,
  type EventOrderFilters,
  type EventOrderRow,
  type OrderRow,
  type PaymentRow,
  type Places,
  type QuotaRow,
  type SalesTicketTypeRow,
  type VoucherRow,
  type OrderItemRow,
} from '../../storage/repositories/sales.js';
import type { Config } from '../../infra/config.js';
import type { Logger } from '../../infra/logger.js';
import { requireEventBySlug } from '../catalogue/lookup.js';
import { queueOrderConfirmation } from '../mail/orders.js';
import type { MailService } from '../mail/service.js';
import type { SmsMessages } from '../mail/sms-messages.js';
import { issueTicketIn } from '../catalogue/manage.js';
import type { ReadCache } from '../catalogue/read-cache.js';
import { AppError, conflict, invalid, notFound } from '../errors.js';
import { MAX_ID } from '../ids.js';
import { enqueueWebhookEvent, type WebhookEventType } from '../organizer-ops/webhooks.js';
import { enqueueJob, exponentialBackoff, type Outbox } from '../outbox/outbox.js';
import type { Page, PageRequest } from '../paging.js';
import { pageWindow } from '../paging.js';
import { transaction, type ServiceDeps } from '../service.js';
import type { PaymentProvider, PaymentProviders, ProviderMessage } from './providers/port.js';
import { ProviderMessageRejected } from './providers/port.js';
import { MANUAL_CONFIRMATION } from './providers/manual.js';
import { issueInvoice } from './invoices.js';
import DataLoader from 'dataloader';
import { createGate } from './gate.js';
import { sharedReads } from './shared-reads.js';
import {
  isTimeZone,
  newOrderCode,
  newVoucherCode,
  priceLines,
  requestHash,
  saleWindow,
  ticketStatus,
  voucherApplies,
  windowState,
  type Discount,
} from './rules.js';
import type {
  OrderInput,
  OrderItem,
  OrderWebhookData,
  PaymentItem,
  QuotaInput,
  QuotaItem,
  QuotaPatch,
  SalesSummaryItem,
  SalesTicketTypeInput,
  SalesTicketTypeItem,
  SalesTicketTypePatch,
  TicketForSaleItem,
  VoucherInput,
  VoucherItem,
} from './schemas.js';
import { IDEMPOTENCY_KEY_MAX } from './schemas.js';
import { createWaitingList, scheduleVoucherLapse } from './waiting-list.js';
import { createSeating } from './seating.js';
import { seatFields } from './seat-place.js';
import type { Notifier } from '../ports.js';

/** The outbox kind that expires one pending order at its `expires_at` (payload `{order_id}`). */
export const ORDER_EXPIRY_JOB = 'sales.order_expire';
/** Days of the sales summary are in this zone when the event names none (events have no time zone column yet). */
export const DEFAULT_TIME_ZONE = 'Asia/Tehran';

export interface SalesServiceDeps extends ServiceDeps {
  config: Config;
  cache: ReadCache;
  outbox: Outbox;
  providers: PaymentProviders;
  logger: Logger;
  /** The order confirmation mail (server/mail/orders.ts), queued in the paying transaction. */
  mail: MailService;
  /** The waiting list's offers are pushed to the user (server/sales/waiting-list.ts). */
  notifier: Notifier;
  /** ... and sent by SMS to a user without a confirmed e-mail address (server/mail/sms-messages.ts). */
  texts: SmsMessages;
}

type SaleEvent = Pick<EventRow, 'id' | 'slug' | 'name' | 'organization_id' | 'canceled_at' | 'sales_deadline'>;

export interface PlacedOrder {
  order: OrderItem;
  /** False when the idempotency key answered an order placed before (200 instead of 201). */
  created: boolean;
}

export interface TestPaymentView {
  reference: string;
  status: PaymentRow['status'];
  amount: number;
  currency: string;
  order_code: string;
  order_status: OrderRow['status'];
  event_name: string;
  /** The attempt pays a retargeting order (its code `AD-<id>`), not a ticket order. */
  advertising?: boolean;
}

/** What a provider's message changed: the ticket order's code, or `AD-<id>` for an advertising order. */
export interface ProviderMessageResult {
  order_code: string;
  status: OrderRow['status'];
  subject: 'order' | 'advertising';
}

/** What an attempt is created for at the provider: a ticket order, or an advertising order (`AD-<id>`). */
interface PaidSubject {
  code: string;
  currency: string;
  idempotency_key: string;
}

/** The advertising order's name towards the providers and on the sandbox page. */
export const advertisingOrderCode = (id: number) => `AD-${id}`;

/** The payment half of the retargeting order (CONTRACT 15), given to the advertising service. */
export interface AdvertisingPayments {
  /** The enabled provider's name (422 `provider` otherwise); the first of PAYMENT_PROVIDERS when none is named. */
  provider(name: string | undefined): string;
  /** Inserts a `created` attempt in the order's transaction (open attempts of the order become `canceled`). */
  open(trx: DB, adOrderId: number, providerName: string, amount: number): Promise<PaymentRow>;
  /** After commit: the attempt at the provider (502 `payment_provider_unavailable` when it fails; the attempt `failed`). */
  start(payment: PaymentRow, adOrderId: number, baseUrl: string): Promise<PaymentItem>;
  latest(adOrderId: number): Promise<PaymentItem | null>;
  /** An administrator's confirmation of the order's open `manual` attempt (409 `payment_not_manual` without one). */
  confirmManual(adOrderId: number): Promise<void>;
}

export type SalesService = ReturnType<typeof createSalesService>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function presentTicketType(t: SalesTicketTypeRow, currency: string): SalesTicketTypeItem {
  return {
    id: t.id,
    name: t.name,
    price: t.price,
    currency,
    capacity: t.capacity,
    description: t.description,
    sales_start: iso(t.sales_start),
    sales_end: iso(t.sales_end),
    min_per_order: t.min_per_order,
    max_per_order: t.max_per_order,
    hidden: t.hidden,
    tax_rate: t.tax_rate,
    sold: t.sold,
    held: t.held,
  };
}

const presentQuota = (q: QuotaRow): QuotaItem => ({
  id: q.id,
  name: q.name,
  size: q.size,
  ticket_ids: q.ticket_ids,
  sold: q.sold,
  held: q.held,
  remaining: Math.max(0, q.size - q.sold - q.held),
});

function presentVoucher(v: VoucherRow): VoucherItem {
  const discount = v.discount_kind === 'percent' ? { percent: v.discount_value } : v.discount_kind === 'amount' ? { amount: v.discount_value } : { price: v.discount_value };
  return {
    id: v.id,
    code: v.code,
    discount,
    max_uses: v.max_uses,
    used: v.used,
    valid_until: iso(v.valid_until),
    ticket_ids: v.ticket_ids,
    reserve: v.reserve,
    reserved: v.reserved,
    personal: v.user_id !== null,
    unlocks_hidden: v.unlocks_hidden,
    created_at: v.created_at.toISOString(),
  };
}

const presentPayment = (p: PaymentRow): PaymentItem => ({
  id: p.id,
  provider: p.provider,
  status: p.status,
  amount: p.amount,
  provider_reference: p.provider_reference,
  action: p.status === 'created' || p.status === 'pending' ? ((p.action ?? null) as PaymentItem['action']) : null,
});

const placesOf = (items: Array<{ ticket_type_id: number; quantity: number }>): Places[] => items.map((i) => ({ ticketTypeId: i.ticket_type_id, quantity: i.quantity }));

/**
 * Ticket sales (CONTRACT 15): ticket types' sale fields, quotas, vouchers, orders and their payments.
 *
 * Never oversold by construction: what can be sold is decided by the database in the order's own transaction
 * (claimPlaces: one statement chaining a conditional UPDATE per ticket type, quota and event, in a fixed order); a
 * voucher's uses the same way, as the chain's last step. Availability is never read first and written later, and never read from a replica.
 */
export function createSalesService(deps: SalesServiceDeps) {
  const { db, access, config, cache, outbox, providers, logger, mail } = deps;
  const currency = config.sales.currency;
  const holdMs = config.sales.holdMinutes * 60_000;
  /** Order placements at once on this node (server/sales/gate.ts). */
  const claimGate = createGate({ size: config.sales.claimConcurrency, maxWaitMs: config.sales.claimWaitMs, maxQueue: config.sales.claimQueueMax });
  const waitingList = createWaitingList(deps);
  const seating = createSeating(deps);

  /** Announces after commit that an order's seats changed state (held, sold or freed). */
  async function seatsOfOrderChanged(order: { id: number; event_id: number }): Promise<void> {
    const items = await listOrderItems(db, [order.id]);
    deps.notifier.seats(order.event_id, items.flatMap((i) => i.seats ?? []));
  }

  async function organizerEvent(userId: number, slug: string): Promise<EventRow> {
    const event = await requireEventBySlug(db, slug);
    await access.requireOrganizer(userId, event.id);
    return event;
  }

  /** Everything an order that has just become paid sends from its paying transaction: `order.paid` and the buyer's mail. */
  async function orderPaid(trx: DB, event: SaleEvent | { id: number; slug: string; name: string; organization_id: number }, order: OrderRow, tickets: number) {
    await orderWebhook(trx, event, 'order.paid', order, tickets);
    await queueOrderConfirmation(mail, trx, order, config.defaultLocale);
  }

  function orderWebhook(trx: DB, event: SaleEvent | { id: number; slug: string; name: string; organization_id: number }, type: WebhookEventType, order: OrderRow, tickets: number) {
    const data: OrderWebhookData = {
      event: { id: event.id, slug: event.slug, name: event.name },
      order: { code: order.code, status: order.status, total: order.total, currency: order.currency, tickets, cancel_reason: order.cancel_reason },
    };
    return enqueueWebhookEvent(trx, event.organization_id, type, data);
  }

  // ---- ticket types ----------------------------------------------------------------------------------------

  function checkTypeRules(v: { min_per_order: number; max_per_order: number; sales_start: Date | null; sales_end: Date | null }) {
    if (v.min_per_order > v.max_per_order) throw invalid('min_per_order', 'min_per_order must not be above max_per_order.');
    if (v.sales_start && v.sales_end && v.sales_start.getTime() >= v.sales_end.getTime()) throw invalid('sales_end', 'sales_end must be after sales_start.');
  }

  async function createTicketType(userId: number, slug: string, input: SalesTicketTypeInput): Promise<SalesTicketTypeItem> {
    const event = await organizerEvent(userId, slug);
    const values = {
      name: input.name,
      price: input.price,
      capacity: input.capacity ?? null,
      description: input.description ?? null,
      sales_start: input.sales_start ?? null,
      sales_end: input.sales_end ?? null,
      min_per_order: input.min_per_order ?? 1,
      max_per_order: input.max_per_order ?? Math.max(10, input.min_per_order ?? 1),
      hidden: input.hidden ?? false,
      tax_rate: input.tax_rate ?? 0,
    };
    checkTypeRules(values);
    const row = await insertSalesTicketType(db, event.id, values);
    await cache.changed();
    return presentTicketType(row, currency);
  }

  async function updateTicketType(userId: number, slug: string, id: number, patch: SalesTicketTypePatch): Promise<SalesTicketTypeItem> {
    const event = await organizerEvent(userId, slug);
    const current = await findSalesTicketType(db, event.id, id);
    if (!current) throw notFound('Ticket type');
    const set: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(patch)) if (v !== undefined) set[k] = v;
    checkTypeRules({
      min_per_order: patch.min_per_order ?? current.min_per_order,
      max_per_order: patch.max_per_order ?? current.max_per_order,
      sales_start: patch.sales_start === undefined ? current.sales_start : patch.sales_start,
      sales_end: patch.sales_end === undefined ? current.sales_end : patch.sales_end,
    });
    let row: SalesTicketTypeRow | 'below' | undefined;
    try {
      row = await updateSalesTicketType(db, event.id, id, set);
    } catch (err) {
      // The table's check backs the statement's condition (a claim between the two).
      if (isCheckViolation(err)) row = 'below';
      else throw err;
    }
    if (row === undefined) throw notFound('Ticket type');
    if (row === 'below') throw conflict('capacity_below_sold', 'capacity cannot be below the places already sold and held.', 'capacity');
    // A larger capacity or a sale window opening may free places for the waiting list.
    await queueWaitingListOffers(db, event.id);
    outbox.wake();
    await cache.changed();
    return presentTicketType(row, currency);
  }

  async function listTicketTypesForOrganizer(userId: number, slug: string): Promise<SalesTicketTypeItem[]> {
    const event = await organizerEvent(userId, slug);
    return (await listTicketTypesWithRemaining(db, event.id)).map((t) => presentTicketType(t, currency));
  }

  /** `GET /events/{slug}/tickets` (anyone, primary: an organizer may have just changed them): hidden types left out. */
  async function listTicketsForSale(slug: string): Promise<TicketForSaleItem[]> {
    const event = await requireEventBySlug(db, slug);
    const now = new Date();
    return (await listTicketTypesWithRemaining(db, event.id))
      .filter((t) => !t.hidden)
      .map((t) => {
        const window = saleWindow(t, event.sales_deadline);
        return {
          id: t.id,
          name: t.name,
          description: t.description,
          price: t.price,
          currency,
          status: event.canceled_at ? 'ended' : ticketStatus(window, t.remaining, now),
          remaining: t.remaining,
          min_per_order: t.min_per_order,
          max_per_order: t.max_per_order,
          sales_start: iso(window.sales_start),
          sales_end: iso(window.sales_end),
        };
      });
  }

  // ---- quotas ----------------------------------------------------------------------------------------------

  /** Writes a quota: its types locked (the claim's order: types first), its counters taken from theirs. */
  async function writeQuota(eventId: number, id: number | null, values: { name: string; size: number; ticketIds: number[] }): Promise<QuotaItem> {
    const ticketIds = [...new Set(values.ticketIds)].sort((a, b) => a - b);
    try {
      const quotaId = await transaction(db, async (trx) => {
        const types = await lockTicketTypes(trx, eventId, ticketIds);
        if (types.length !== ticketIds.length) throw invalid('ticket_ids', 'Every ticket_id must be a ticket type of this event.');
        const held = types.reduce((n, t) => n + t.held, 0);
        const sold = types.reduce((n, t) => n + t.sold, 0);
        if (held + sold > values.size) throw conflict('capacity_below_sold', `size cannot be below the ${held + sold} places already sold and held.`, 'size');
        const saved = await saveQuota(trx, eventId, id, { name: values.name, size: values.size, ticketIds, held, sold });
        await queueWaitingListOffers(trx, eventId);
        return saved;
      });
      outbox.wake();
      return presentQuota((await findQuota(db, eventId, quotaId))!);
    } catch (err) {
      if (isCheckViolation(err)) throw conflict('capacity_below_sold', 'size cannot be below the places already sold and held.', 'size');
      throw err;
    }
  }

  async function createQuota(userId: number, slug: string, input: QuotaInput): Promise<QuotaItem> {
    const event = await organizerEvent(userId, slug);
    const created = await writeQuota(event.id, null, { name: input.name, size: input.size, ticketIds: input.ticket_ids });
    await cache.changed();
    return created;
  }

  async function listEventQuotas(userId: number, slug: string): Promise<QuotaItem[]> {
    const event = await organizerEvent(userId, slug);
    return (await listQuotas(db, event.id)).map(presentQuota);
  }

  async function getQuota(userId: number, slug: string, id: number): Promise<QuotaItem> {
    const event = await organizerEvent(userId, slug);
    const q = await findQuota(db, event.id, id);
    if (!q) throw notFound('Quota');
    return presentQuota(q);
  }

  async function updateQuota(userId: number, slug: string, id: number, patch: QuotaPatch): Promise<QuotaItem> {
    const event = await organizerEvent(userId, slug);
    const q = await findQuota(db, event.id, id);
    if (!q) throw notFound('Quota');
    const updated = await writeQuota(event.id, id, { name: patch.name ?? q.name, size: patch.size ?? q.size, ticketIds: patch.ticket_ids ?? q.ticket_ids });
    await cache.changed();
    return updated;
  }

  async function removeQuota(userId: number, slug: string, id: number): Promise<void> {
    const event = await organizerEvent(userId, slug);
    if (!(await transaction(db, (trx) => deleteQuota(trx, event.id, id)))) throw notFound('Quota');
    await cache.changed();
  }

  // ---- vouchers --------------------------------------------------------------------------------------------

  async function createVouchers(userId: number, slug: string, input: VoucherInput): Promise<VoucherItem[]> {
    const event = await organizerEvent(userId, slug);
    if ((input.code === undefined) === (input.count === undefined)) throw invalid('code', 'Send either code or count.');
    const ticketIds = input.ticket_ids ? [...new Set(input.ticket_ids)].sort((a, b) => a - b) : null;
    if (ticketIds) {
      const known = new Set((await listTicketTypesWithRemaining(db, event.id)).map((t) => t.id));
      if (ticketIds.some((id) => !known.has(id))) throw invalid('ticket_ids', 'Every ticket_id must be a ticket type of this event.');
    }
    const d = input.discount;
    const kind: Discount['kind'] = 'percent' in d ? 'percent' : 'amount' in d ? 'amount' : 'price';
    const value = 'percent' in d ? d.percent : 'amount' in d ? d.amount : d.price;
    const values = {
      discount_kind: kind,
      discount_value: value,
      max_uses: input.max_uses ?? 1,
      valid_until: input.valid_until ?? null,
      ticket_ids: ticketIds,
      reserve: input.reserve ?? false,
      unlocks_hidden: input.unlocks_hidden ?? false,
      // A reserving voucher holds its `max_uses` places from now: on its one ticket type (with that type's quotas and
      // the event), or on the event alone when it names several types or none.
      reserved: input.reserve ? (input.max_uses ?? 1) : 0,
      reserve_ticket_id: input.reserve && ticketIds?.length === 1 ? ticketIds[0]! : null,
    };
    const codes = input.code !== undefined ? [input.code] : Array.from({ length: input.count! }, newVoucherCode);
    try {
      const rows = await transaction(db, async (trx) => {
        if (values.reserve) {
          const claim = await claimPlaces(trx, event.id, [{ ticketTypeId: values.reserve_ticket_id, quantity: values.reserved * codes.length }], 'hold');
          if (!claim.ok) throw conflict('sold_out', 'Not enough places are left to reserve for these vouchers.', 'max_uses');
        }
        const inserted = await insertVouchers(trx, event.id, codes, values);
        for (const v of inserted) await scheduleVoucherLapse(trx, v);
        return inserted;
      });
      if (values.reserve) await cache.changed();
      return rows.map(presentVoucher);
    } catch (err) {
      // A generated code colliding (80 bits: not expected) or the organizer's own code taken.
      if (isUniqueViolation(err)) throw conflict('voucher_code_taken', 'The event has a voucher with this code (codes are case-insensitive).', 'code');
      throw err;
    }
  }

  async function listEventVouchers(userId: number, slug: string): Promise<{ event: EventRow; items: VoucherItem[] }> {
    const event = await organizerEvent(userId, slug);
    return { event, items: (await listVouchers(db, event.id)).map(presentVoucher) };
  }

  /** Deleting a reserving voucher gives what it still holds back to sale (and to the waiting list). */
  async function removeVoucher(userId: number, slug: string, id: number): Promise<void> {
    const event = await organizerEvent(userId, slug);
    const found = await transaction(db, async (trx) => {
      const voucher = await findVoucherOfEvent(trx, event.id, id);
      if (!voucher) return false;
      const locked = await lockVoucher(trx, voucher.id);
      if (!locked) return false;
      await endReservation(trx, event.id, locked);
      const entry = await waitingEntryByVoucher(trx, locked.id);
      if (entry) await setWaitingState(trx, entry.id, ['offered'], 'lapsed');
      await deleteVoucher(trx, event.id, id);
      await queueWaitingListOffers(trx, event.id);
      return true;
    });
    if (!found) throw notFound('Voucher');
    outbox.wake();
    await cache.changed();
  }

  // ---- orders ----------------------------------------------------------------------------------------------

  /** `known`: an order just placed and not paid (no tickets), with what its placement already holds: nothing is read. */
  async function presentOrders(rows: OrderRow[], known?: { items: OrderItemRow[]; payment: PaymentRow | undefined; event: { id: number; slug: string; name: string } }): Promise<OrderItem[]> {
    const ids = rows.map((r) => r.id);
    const [items, tickets, payments, events] = known
      ? [known.items, [], new Map(known.payment ? [[known.payment.order_id, known.payment]] : []), new Map([[known.event.id, known.event]])]
      : await Promise.all([listOrderItems(db, ids), listOrderTickets(db, ids), latestPayments(db, ids), eventsByIds(db, [...new Set(rows.map((r) => r.event_id))])]);
    return rows.map((o) => {
      const ev = events.get(o.event_id)!;
      const payment = payments.get(o.id);
      return {
        code: o.code,
        event: { id: ev.id, slug: ev.slug, name: ev.name },
        status: o.status,
        email: o.email,
        buyer: (o.buyer ?? null) as OrderItem['buyer'],
        total: o.total,
        currency: o.currency,
        items: items
          .filter((i) => i.order_id === o.id)
          .map((i) => ({
            ticket_id: i.ticket_type_id,
            name: i.name,
            quantity: i.quantity,
            unit_price: i.unit_price,
            discount: i.discount,
            tax: i.tax,
            ...(i.seats ? { seats: i.seats } : {}),
          })),
        expires_at: o.expires_at.toISOString(),
        created_at: o.created_at.toISOString(),
        paid_at: iso(o.paid_at),
        canceled_at: iso(o.canceled_at),
        cancel_reason: o.cancel_reason,
        refunded_total: o.refunded_total,
        tickets: tickets
          .filter((t) => t.order_id === o.id)
          .map((t) => ({
            code: t.code,
            ticket_name: t.ticket_name,
            status: t.status,
            holder: { name: t.holder_name, surname: t.holder_surname },
            ...seatFields(t),
            qr: t.code,
          })),
        payment: payment ? presentPayment(payment) : null,
      };
    });
  }

  const presentOrder = async (row: OrderRow): Promise<OrderItem> => (await presentOrders([row]))[0]!;

  /**
   * Issues an order's tickets in the paying transaction (the places are already counted as sold): each to the named
   * attendee when the order names them (a user found by e-mail; without one the buyer holds it), else to the buyer.
   */
  async function issueOrderTickets(trx: DB, order: OrderRow, event: { id: number; slug: string; name: string; organization_id: number }): Promise<number> {
    const items = await listOrderItems(trx, [order.id]);
    const attendees = (Array.isArray(order.attendees) ? order.attendees : []) as Array<{ ticket_id: number; email?: string }>;
    let issued = 0;
    for (const item of items) {
      const named = attendees.filter((a) => a.ticket_id === item.ticket_type_id);
      for (let i = 0; i < item.quantity; i++) {
        const email = named[i]?.email;
        const holder = email ? await findUserByEmail(trx, email) : undefined;
        await issueTicketIn(trx, event, holder?.id ?? order.buyer_id, item.ticket_type_id, order.id, item.seats?.[i] ?? null);
        issued++;
      }
    }
    return issued;
  }

  /** The order (pending, locked by the caller) becomes paid: held places become sold, tickets are issued. */
  async function payPendingOrder(trx: DB, order: OrderRow): Promise<OrderRow> {
    const items = await listOrderItems(trx, [order.id]);
    await movePlaces(trx, order.event_id, placesOf(items), 'convert');
    const paid = (await finishPendingOrder(trx, order.id, 'paid'))!;
    const event = (await eventsByIds(trx, [order.event_id])).get(order.event_id)!;
    const tickets = await issueOrderTickets(trx, paid, event);
    await seating.sellForOrder(trx, paid.id);
    await issueInvoice(trx, paid, event.organization_id, config.payments.invoicePrefix);
    await orderPaid(trx, event, paid, tickets);
    return paid;
  }

  /** Places of a pending order go back, its voucher uses too, its open payment attempts end. */
  async function releaseOrder(trx: DB, order: OrderRow): Promise<void> {
    // Its seats first (seats before the counters, CONTRACT 19): free again from this commit on.
    await seating.releaseForOrder(trx, order.id);
    // A reserving voucher's row is locked before the counters, as every path touching a reservation does.
    if (order.voucher_id !== null && (await findVoucherById(trx, order.voucher_id))?.reserve) await lockVoucher(trx, order.voucher_id);
    const items = await listOrderItems(trx, [order.id]);
    await movePlaces(trx, order.event_id, placesOf(items), 'release');
    if (order.voucher_id !== null && order.voucher_uses > 0) await releaseVoucherUses(trx, order.voucher_id, order.voucher_uses);
    await cancelOpenPayments(trx, order.id);
    // The places are free again: the first in the waiting list gets an offer.
    await queueWaitingListOffers(trx, order.event_id);
  }

  /** Expires one pending order past its hold (whichever node gets there first: the update is conditional). */
  async function expireOrder(orderId: number): Promise<boolean> {
    const expired = await transaction(db, async (trx) => {
      const order = await finishPendingOrder(trx, orderId, 'expired', { due: true });
      if (!order) return false;
      await releaseOrder(trx, order);
      const event = (await eventsByIds(trx, [order.event_id])).get(order.event_id)!;
      await orderWebhook(trx, event, 'order.expired', order, 0);
      return order;
    });
    if (expired) {
      // Held places went back: nothing the catalogue caches (it shows sales, not holds), so no version bump.
      outbox.wake();
      await seatsOfOrderChanged(expired);
    }
    return expired !== false;
  }

  /** Expires the pending orders past their hold (all events, or one); any node may run it at any time. */
  async function expireDue(limit = 100, eventId?: number): Promise<number> {
    let n = 0;
    for (const { id } of await dueOrders(db, limit, eventId)) if (await expireOrder(id)) n++;
    return n;
  }

  const eventCanceled = () => conflict('event_canceled', 'The event is canceled; nothing is on sale.');
  /** The claim's event step refused an order: the event is full, or was canceled since the plan (read after the rollback). */
  class EventStepRefused extends Error {
    constructor(readonly soldOut: AppError) {
      super('the event step refused the claim');
    }
  }

  /** 409 `sold_out` naming the item (`waiting_list`: whether the event's waiting list is open). */
  const soldOut = (index: number, ticketTypeId: number | null, waitingList: boolean) =>
    new AppError('conflict', 'sold_out', 'Not enough places are left for this order.', { field: `items.${index}.ticket_id`, extra: { ticket_id: ticketTypeId, waiting_list: waitingList } });

  /**
   * An order with a reserving voucher takes its places from the reservation first (the voucher row locked before any
   * counter): as many as it still holds, of its ticket type (or of any of the voucher's types when it holds on the
   * event alone). Answers those places, which the claim then does not count again.
   */
  async function takeFromReservation(trx: DB, voucherId: number, lines: Array<{ ticket_type_id: number; quantity: number; discounted: boolean }>, uses: number): Promise<Places[]> {
    const locked = await lockVoucher(trx, voucherId);
    if (!locked || locked.reserved <= 0) return [];
    const coverable = locked.reserve_ticket_id !== null ? lines.filter((l) => l.discounted && l.ticket_type_id === locked.reserve_ticket_id).reduce((n, l) => n + l.quantity, 0) : uses;
    const n = Math.min(locked.reserved, coverable);
    if (n <= 0) return [];
    await takeReserved(trx, voucherId, n);
    return [{ ticketTypeId: locked.reserve_ticket_id, quantity: n }];
  }

  function requireKey(key: string | undefined): string {
    if (key === undefined || key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX) {
      throw invalid('Idempotency-Key', `Send an Idempotency-Key header of 1-${IDEMPOTENCY_KEY_MAX} characters.`, 'idempotency_key_required');
    }
    return key;
  }

  /**
   * Orders looked up by (buyer, Idempotency-Key), the lookups of one turn of the event loop in one statement
   * (dataloader): every placement asks first, and a drop's buyers ask at once (issue 49).
   */
  const ordersByKey = new DataLoader<{ buyerId: number; key: string }, OrderRow | undefined, string>((pairs) => findOrdersByKeys(db, pairs), { cache: false, maxBatchSize: 500 });

  async function replay(buyerId: number, key: string, hash: string, baseUrl: string): Promise<PlacedOrder | undefined> {
    const prior = await ordersByKey.load({ buyerId, key });
    if (!prior) return undefined;
    if (prior.request_hash !== hash) throw invalid('Idempotency-Key', 'This Idempotency-Key was used with another body.', 'idempotency_key_reused');
    // The first try committed the order but stopped before its payment was started at the provider (its answer lost
    // to a 503 after the commit): the retry starts it, so it answers what the first try would have.
    if (prior.status === 'pending') {
      const payment = (await latestPayments(db, [prior.id])).get(prior.id);
      if (payment && payment.status === 'created' && payment.provider_reference === null) await startAttempt(payment, prior, chooseProvider(payment.provider), baseUrl);
    }
    return { order: await presentOrder(prior), created: false };
  }

  function chooseProvider(name: string | undefined): PaymentProvider {
    const chosen = name ?? config.sales.providers[0];
    const provider = chosen === undefined ? undefined : providers.get(chosen);
    if (!provider) throw invalid('provider', `provider must be one of: ${[...providers.keys()].join(', ') || '(none enabled)'}.`);
    return provider;
  }

  /** Creates the attempt at the provider (outside any transaction: it is a network call) and records its answer. */
  async function startAttempt(payment: PaymentRow, order: PaidSubject, provider: PaymentProvider, baseUrl: string): Promise<PaymentRow> {
    let created;
    try {
      created = await provider.create({
        paymentId: payment.id,
        orderCode: order.code,
        amount: payment.amount,
        currency: order.currency,
        idempotencyKey: `${order.idempotency_key}:${payment.id}`,
        baseUrl,
      });
    } catch (err) {
      // Only the error's class: a provider's message may echo a key or a request (no secret reaches a log).
      logger.warn({ provider: provider.name, payment: payment.id, error: err instanceof Error ? err.name : typeof err }, 'sales.payment_create_failed');
      await updatePayment(db, payment.id, { status: 'failed' }, ['created']);
      throw new AppError('bad_gateway', 'payment_provider_unavailable', 'The payment provider failed or timed out; the order stays pending. Retry with POST /orders/{code}/payments.');
    }
    const updated = await updatePayment(db, payment.id, { status: created.status, provider_reference: created.reference, action: created.action }, ['created']);
    return updated ?? payment;
  }

  /**
   * `POST /events/{slug}/orders`. Everything money is computed here from the rows (the client's prices are never
   * read). In two steps: the plan (every read and every refusal that needs no lock, before the gate, the reads shared
   * between concurrent buyers), then the claim, the voucher's uses, the pending-orders limit and the order committed
   * in one transaction, at most `SALES_CLAIM_CONCURRENCY` at once on this node (server/sales/gate.ts). A buyer who
   * cannot get an order (an unknown voucher, one used up, a type sold out) is answered without waiting behind
   * those who can (issue 49).
   */
  async function placeOrder(buyerId: number, slug: string, keyHeader: string | undefined, input: OrderInput, baseUrl: string): Promise<PlacedOrder> {
    const key = requireKey(keyHeader);
    const hash = requestHash({ slug, ...input });
    const prior = await replay(buyerId, key, hash, baseUrl);
    if (prior) return prior;
    const plan = await planOrder(buyerId, slug, input);
    // The gate holds the transaction alone: what follows the commit (the provider's attempt, the answer) runs
    // outside it, so the next buyer's claim does not wait for this buyer's answer.
    const placed = await claimGate(async (waited) => {
      // Places may have gone while this buyer waited its turn: one shared read refuses without a transaction.
      if (waited) refuseShort(plan, new Map((await readTypes(plan.event.id)).map((t) => [t.id, t])));
      return commitOrder(buyerId, key, hash, input, plan);
    });
    if ('replayed' in placed) {
      const again = await replay(buyerId, key, hash, baseUrl);
      if (again) return again;
      throw placed.replayed;
    }
    return afterOrderCommitted(plan, placed, baseUrl);
  }

  /** Reads shared by concurrent placements (server/sales/shared-reads.ts): hints only, the claim decides. */
  const shared = sharedReads();
  const readTypes = (eventId: number) => shared(`types:${eventId}`, () => listTicketTypesWithRemaining(db, eventId));

  type OrderPlan = Awaited<ReturnType<typeof planOrder>>;
  /** What an order's transaction wrote: the order, its items, its payment attempt (none for a free order). */
  type PlacedRows = { order: OrderRow; items: OrderItemRow[]; payment?: PaymentRow };

  /** Throws 409 `sold_out` when a line asks for more than its type has left (not for a reserving voucher's order). */
  function refuseShort(plan: Pick<OrderPlan, 'lines' | 'reserving' | 'event'>, types: Map<number, { remaining: number | null }>): void {
    if (plan.reserving) return;
    const short = plan.lines.findIndex((l) => {
      const remaining = types.get(l.ticket_type_id)?.remaining ?? null;
      return remaining !== null && remaining < l.quantity;
    });
    if (short >= 0) throw soldOut(short, plan.lines[short]!.ticket_type_id, plan.event.waiting_list_enabled);
  }

  /** The order's lines, prices, voucher and provider from the rows, or the refusal; no lock is taken. */
  async function planOrder(buyerId: number, slug: string, input: OrderInput) {
    const event = await shared(`event:${slug}`, () => requireEventBySlug(db, slug));
    if (event.canceled_at) throw conflict('event_canceled', 'The event is canceled; nothing is on sale.');
    // Orders of this event past their hold give their places back first (the outbox job may not have run yet).
    const due = await shared(`due:${event.id}`, () => dueOrders(db, 1, event.id));
    if (due.length) await shared(`expire:${event.id}`, () => expireDue(20, event.id));

    const typeIds = [...new Set(input.items.map((i) => i.ticket_id))].sort((a, b) => a - b);
    const [typeRows, found, seated] = await Promise.all([
      readTypes(event.id),
      input.voucher === undefined ? undefined : shared(`voucher:${event.id}:${input.voucher.toUpperCase()}`, () => findVoucherByCode(db, event.id, input.voucher!)),
      shared(`seated:${event.id}:${typeIds.join(',')}`, () => seating.seatedTypes(event.id, typeIds)),
    ]);
    const types = new Map(typeRows.map((t) => [t.id, t]));
    const seen = new Set<number>();
    let voucher: VoucherRow | undefined;
    if (input.voucher !== undefined) {
      voucher = found;
      const now = Date.now();
      if (!voucher) throw invalid('voucher', 'No such voucher for this event.', 'voucher_invalid');
      if (voucher.valid_until && voucher.valid_until.getTime() <= now) throw invalid('voucher', 'The voucher expired.', 'voucher_invalid');
      if (voucher.used >= voucher.max_uses) throw invalid('voucher', 'The voucher has no uses left.', 'voucher_invalid');
      // A personal voucher (a waiting-list offer) is refused to anyone else exactly as an unknown code is.
      if (voucher.user_id !== null && voucher.user_id !== buyerId) throw invalid('voucher', 'No such voucher for this event.', 'voucher_invalid');
      if (!input.items.some((i) => voucherApplies(voucher!.ticket_ids, i.ticket_id))) throw invalid('voucher', 'The voucher does not apply to these tickets.', 'voucher_invalid');
    }
    const now = new Date();
    const lines = input.items.map((item, index) => {
      const field = `items.${index}`;
      const type = types.get(item.ticket_id);
      if (item.seats && !seated.has(item.ticket_id)) throw invalid(`${field}.seats`, 'This ticket type is not seated: send quantity alone.');
      if (item.seats && item.quantity !== undefined && item.quantity !== item.seats.length) throw invalid(`${field}.quantity`, 'quantity must be the number of seats named.');
      const quantity = item.seats?.length ?? item.quantity!;
      const unlocked = type?.hidden && voucher?.unlocks_hidden && voucherApplies(voucher.ticket_ids, item.ticket_id);
      if (!type || (type.hidden && !unlocked)) throw invalid(`${field}.ticket_id`, 'No ticket type with this id is on sale for this event.');
      if (seen.has(type.id)) throw invalid(`${field}.ticket_id`, 'Each ticket type appears once in items; add to its quantity instead.');
      seen.add(type.id);
      if (windowState(saleWindow(type, event.sales_deadline), now) !== 'open') throw invalid(`${field}.ticket_id`, `"${type.name}" is not on sale now.`, 'not_on_sale');
      if (quantity < type.min_per_order || quantity > type.max_per_order) {
        throw invalid(item.seats ? `${field}.seats` : `${field}.quantity`, `quantity of "${type.name}" must be between ${type.min_per_order} and ${type.max_per_order}.`);
      }
      return { ticket_type_id: type.id, name: type.name, quantity, seats: item.seats, price: type.price, tax_rate: type.tax_rate, discounted: voucher !== undefined && voucherApplies(voucher.ticket_ids, type.id) };
    });
    const discount: Discount | null = voucher ? { kind: voucher.discount_kind, value: voucher.discount_value } : null;
    const priced = priceLines(lines, discount);
    if (priced.total > MAX_ID) throw invalid('items', 'The order’s total is too large; split it.');
    const voucherUses = lines.filter((l) => l.discounted).reduce((n, l) => n + l.quantity, 0);
    if (input.attendees) {
      for (const line of lines) {
        const named = input.attendees.filter((a) => a.ticket_id === line.ticket_type_id).length;
        if (named !== line.quantity) throw invalid('attendees', `attendees must name one person per ticket: ${line.quantity} for ticket ${line.ticket_type_id}, ${named} given.`);
      }
      if (input.attendees.some((a) => !seen.has(a.ticket_id))) throw invalid('attendees', 'An attendee names a ticket type that is not in items.');
    }
    const free = priced.total === 0;
    const provider = free ? undefined : chooseProvider(input.provider);
    // A provider may hold longer (`manual`: MANUAL_HOLD_HOURS).
    const orderHoldMs = provider?.holdMinutes ? provider.holdMinutes * 60_000 : holdMs;
    // Sold out already: answered without a transaction. Only a hint: the claim decides.
    // A reserving voucher's places are counted as held: its orders skip the hint and go to the claim.
    const reserving = voucher !== undefined && voucher.reserve && voucher.reserved > 0;
    refuseShort({ lines, reserving, event }, types);
    return { event, lines, priced, voucher, voucherUses, seated, free, provider, orderHoldMs, reserving };
  }

  /**
   * The order's transaction: the buyer's pending limit, the order, its payment and expiry, then the claim last.
   * `replayed`: the same key raced in twice and the other request's order committed first (the caller answers it).
   */
  async function commitOrder(buyerId: number, key: string, hash: string, input: OrderInput, plan: OrderPlan): Promise<PlacedRows | { replayed: unknown }> {
    const { event, lines, priced, voucher, voucherUses, seated, free, provider, orderHoldMs } = plan;
    // The seats this order picks count as taken for this node's other picks until its transaction ends.
    const picks = seated.size ? seating.beginPicks(event.id) : undefined;
    try {
      return await transaction(db, async (trx) => {
        await lockBuyer(trx, buyerId);
        const pending = await pendingOrderOf(trx, buyerId, event.id, config.sales.maxPendingOrders);
        if (pending.count >= config.sales.maxPendingOrders) {
          throw new AppError('conflict', 'order_pending', 'You have a pending order for this event: pay or cancel it first.', { extra: { order_code: pending.code } });
        }
        const { order, items } = await insertOrder(
          trx,
          {
            code: newOrderCode(),
            event_id: event.id,
            buyer_id: buyerId,
            email: input.email,
            buyer: input.buyer ?? null,
            attendees: input.attendees ?? null,
            status: free ? 'paid' : 'pending',
            total: priced.total,
            currency,
            voucher_id: voucher?.id ?? null,
            voucher_uses: voucher ? voucherUses : 0,
            idempotency_key: key,
            request_hash: hash,
            expires_at: new Date(Date.now() + orderHoldMs),
            paid_at: free ? new Date() : null,
          },
          priced.lines,
        );
        await orderWebhook(trx, event, 'order.placed', order, 0);
        const payment = free ? undefined : await insertPayment(trx, { order_id: order.id, provider: provider!.name, status: 'created', amount: order.total });
        if (!free) await enqueueJob(trx, ORDER_EXPIRY_JOB, { order_id: order.id }, { delayMs: orderHoldMs + 1000 });
        // The claim comes last, places and voucher uses in one statement: the hot counter rows stay locked only from
        // here to the commit (a drop's buyers wait on each other for the claim alone). A refusal rolls back everything above.
        // Seats first (seats before the counters, CONTRACT 19): the seat claims' primary key decides who gets a seat.
        if (seated.size) {
          const got = await seating.claimForOrder(trx, event.id, order.id, lines, seated, free ? 'sold' : 'held', picks);
          if ('soldOut' in got) throw soldOut(got.soldOut, lines[got.soldOut]!.ticket_type_id, event.waiting_list_enabled);
        }
        const covered = voucher?.reserve && voucherUses > 0 ? await takeFromReservation(trx, voucher.id, lines, voucherUses) : [];
        // A cancel committed since the plan's read: the claim's event step sees it under the event row's lock (`open`);
        // a claim wholly covered by a reservation has no event step, so it reads the event itself.
        if (!claimHasEventStep(placesOf(lines), covered)) {
          const now = await findEventForSale(trx, event.id);
          if (!now || now.canceled_at) throw eventCanceled();
        }
        // A pending order writes nothing after its claim: on PostgreSQL the claim commits the transaction itself
        // (`last`), so the counter rows are locked for PostgreSQL's time alone, not this node's reply and COMMIT.
        // Never in a caller's transaction (a service built by inTransaction): what the caller writes after would
        // escape it.
        const claim = await claimPlaces(trx, event.id, placesOf(lines), free ? 'sell' : 'hold', voucher && voucherUses > 0 ? { id: voucher.id, uses: voucherUses } : undefined, covered, { last: !free && !db.isTransaction, open: true });
        if (!claim.ok && claim.where === 'voucher') throw invalid('voucher', 'The voucher has not enough uses left for this order.', 'voucher_invalid');
        if (!claim.ok) {
          const index = lines.findIndex((l) => l.ticket_type_id === claim.ticketTypeId);
          const refusal = soldOut(Math.max(0, index), claim.ticketTypeId, event.waiting_list_enabled);
          // The event's step: full, or canceled meanwhile (told apart after the rollback).
          throw claim.where === 'event' ? new EventStepRefused(refusal) : refusal;
        }
        if (free) {
          const tickets = await issueOrderTickets(trx, order, event);
          if (seated.size) await seating.sellForOrder(trx, order.id);
          await orderPaid(trx, event, order, tickets);
          return { order, items };
        }
        return { order, items, payment };
      });
    } catch (err) {
      // The same key raced in twice: the other request's order is the answer.
      if (isUniqueViolation(err)) return { replayed: err };
      if (err instanceof EventStepRefused) {
        const now = await findEventForSale(db, event.id);
        throw !now || now.canceled_at ? eventCanceled() : err.soldOut;
      }
      throw err;
    } finally {
      picks?.end();
    }
  }

  /** After the order's commit: the outbox, the caches, the seat and check-in pushes, the provider's attempt, the answer. */
  async function afterOrderCommitted(plan: OrderPlan, placed: PlacedRows, baseUrl: string): Promise<PlacedOrder> {
    const { event, seated, provider } = plan;
    outbox.wake();
    // The catalogue shows sales (the event's sales_count, its sold-out state), not holds: only an order paid at once
    // (a free one) changes what any node may have cached. A pending order's answer does not wait for the bump.
    if (placed.order.status === 'paid') await cache.changed();
    if (seated.size) await seatsOfOrderChanged(placed.order);
    // A free order's tickets are issued: the event's check-in figures grow (`checkins:progress`).
    if (placed.order.status === 'paid') deps.notifier.checkins(event.id);
    const payment = placed.payment ? await startAttempt(placed.payment, placed.order, provider!, baseUrl) : undefined;
    // A pending order without seats is answered from what its placement holds (its seats, its tickets, are read back).
    if (placed.order.status === 'pending' && !seated.size) return { order: (await presentOrders([placed.order], { items: placed.items, payment, event }))[0]!, created: true };
    return { order: await presentOrder(placed.order), created: true };
  }

  /** An order its buyer or the event's organizers may see; anyone else gets the same 404 as for no order. */
  async function visibleOrder(userId: number, code: string): Promise<OrderRow> {
    let order = await findOrderByCode(db, code);
    if (!order || !(await access.canSeeOrder(userId, order))) throw notFound('Order');
    if (order.status === 'pending' && order.expires_at.getTime() <= Date.now() && (await expireOrder(order.id))) order = (await findOrderById(db, order.id))!;
    return order;
  }

  async function getOrder(userId: number, code: string): Promise<OrderItem> {
    return presentOrder(await visibleOrder(userId, code));
  }

  async function listMyOrders(userId: number, page: PageRequest): Promise<Page<OrderItem>> {
    const [rows, total] = await Promise.all([listBuyerOrders(db, userId, pageWindow(page)), countBuyerOrders(db, userId)]);
    return { items: await presentOrders(rows), total };
  }

  /** `POST /orders/{code}/cancel`: the buyer, while pending. */
  async function cancelOrder(userId: number, code: string): Promise<OrderItem> {
    const order = await visibleOrder(userId, code);
    if (order.buyer_id !== userId) throw notFound('Order');
    const canceled = await transaction(db, async (trx) => {
      const row = await finishPendingOrder(trx, order.id, 'canceled', { cancelReason: 'buyer' });
      if (!row) return undefined;
      await releaseOrder(trx, row);
      const event = (await eventsByIds(trx, [row.event_id])).get(row.event_id)!;
      await orderWebhook(trx, event, 'order.canceled', row, 0);
      return row;
    });
    if (!canceled) throw conflict('order_not_pending', 'Only a pending order can be canceled by its buyer.');
    // A pending order's places were held, not sold: the catalogue (sales only) did not change.
    outbox.wake();
    await seatsOfOrderChanged(canceled);
    return presentOrder(canceled);
  }

  /** `POST /orders/{code}/payments`: a new attempt on a pending order (the buyer). */
  async function startPayment(userId: number, code: string, providerName: string | undefined, baseUrl: string): Promise<PaymentItem> {
    const order = await visibleOrder(userId, code);
    if (order.buyer_id !== userId) throw notFound('Order');
    if (order.status !== 'pending') throw conflict('order_not_pending', 'Only a pending order takes a payment.');
    const provider = chooseProvider(providerName);
    const payment = await transaction(db, async (trx) => {
      const locked = await lockOrder(trx, order.id);
      if (!locked || locked.status !== 'pending') throw conflict('order_not_pending', 'Only a pending order takes a payment.');
      await cancelOpenPayments(trx, order.id);
      return insertPayment(trx, { order_id: order.id, provider: provider.name, status: 'created', amount: locked.total });
    });
    return presentPayment(await startAttempt(payment, order, provider, baseUrl));
  }

  class LateRefund extends Error {}

  /**
   * What a provider says about an attempt, applied once: a replayed or duplicated message finds the attempt already
   * settled and changes nothing. A confirmation after the hold: the order is paid when its places are still free
   * (re-claimed in this transaction), otherwise the attempt is refunded and the order canceled
   * (`expired_before_payment`). A confirmation for an order paid by another attempt is refunded.
   */
  async function applyProviderMessage(providerName: string, message: ProviderMessage): Promise<ProviderMessageResult | undefined> {
    const provider = providers.get(providerName);
    if (!provider) throw notFound('Payment provider');
    let said;
    try {
      said = await provider.confirm(message);
    } catch (err) {
      if (err instanceof ProviderMessageRejected) throw new AppError('malformed', 'bad_request', 'The message is not the provider’s (bad signature or shape); nothing changed.');
      throw err;
    }
    if (said.outcome === 'ignored') return undefined;
    const payment = await findPaymentByReference(db, providerName, said.reference);
    if (!payment) throw notFound('Payment');
    if (said.amount !== undefined && said.amount !== payment.amount) {
      logger.warn({ provider: providerName, payment: payment.id }, 'sales.payment_amount_mismatch');
      throw new AppError('malformed', 'bad_request', 'The amount does not match the payment; nothing changed.');
    }
    if (payment.advertising_order_id !== null) return applyAdvertisingMessage(provider, payment, payment.advertising_order_id, said.outcome);
    const orderId = payment.order_id!;
    if (said.outcome === 'failed') {
      await updatePayment(db, payment.id, { status: 'failed' }, ['created', 'pending']);
      const order = (await findOrderById(db, orderId))!;
      return { order_code: order.code, status: order.status, subject: 'order' };
    }
    let refund = false;
    let result: OrderRow;
    try {
      result = await transaction(db, async (trx) => {
        const confirmed = await updatePayment(trx, payment.id, { status: 'confirmed' }, ['created', 'pending', 'failed', 'canceled']);
        const order = (await lockOrder(trx, orderId))!;
        if (!confirmed) return order; // already settled: a replay
        if (order.status === 'pending') return payPendingOrder(trx, order);
        if (order.status === 'paid') {
          refund = true;
          await updatePayment(trx, payment.id, { status: 'refunded' });
          return order;
        }
        // Expired or canceled: the places were given back; take them again if they are still free.
        const items = await listOrderItems(trx, [order.id]);
        // Its seats again first (seats before the counters): one taken meanwhile refunds the payment.
        if ((await seating.reclaimForOrder(trx, order.event_id, order.id, items)) === false) throw new LateRefund();
        const claim = await claimPlaces(trx, order.event_id, placesOf(items), 'sell');
        if (!claim.ok) throw new LateRefund();
        const paid = (await settleLateOrder(trx, order.id, 'paid', null))!;
        const event = (await eventsByIds(trx, [order.event_id])).get(order.event_id)!;
        const tickets = await issueOrderTickets(trx, paid, event);
        await seating.sellForOrder(trx, paid.id);
        await issueInvoice(trx, paid, event.organization_id, config.payments.invoicePrefix);
        await orderPaid(trx, event, paid, tickets);
        return paid;
      });
    } catch (err) {
      if (!(err instanceof LateRefund)) throw err;
      refund = true;
      result = await transaction(db, async (trx) => {
        const order = (await lockOrder(trx, orderId))!;
        const refunded = await updatePayment(trx, payment.id, { status: 'refunded' }, ['created', 'pending', 'failed', 'canceled']);
        if (!refunded) return order;
        const canceled = await settleLateOrder(trx, order.id, 'canceled', 'expired_before_payment');
        if (!canceled) return order;
        const event = (await eventsByIds(trx, [order.event_id])).get(order.event_id)!;
        await orderWebhook(trx, event, 'order.canceled', canceled, 0);
        return canceled;
      });
    }
    if (refund && payment.provider_reference) {
      const outcome = await provider.refund({ reference: payment.provider_reference, amount: payment.amount }).catch(() => ({ status: 'failed' as const }));
      if (outcome.status === 'failed') logger.error({ provider: providerName, payment: payment.id }, 'sales.refund_failed');
    }
    outbox.wake();
    await cache.changed();
    await seatsOfOrderChanged(result);
    if (result.status === 'paid') deps.notifier.checkins(result.event_id);
    return { order_code: result.code, status: result.status, subject: 'order' };
  }

  // ---- the retargeting order's payments (CONTRACT 15, last bullet; seed 4.1) ---------------------------------

  /**
   * A provider's message about an advertising order's attempt, applied once: the attempt moves to `confirmed` by a
   * conditional UPDATE (a duplicate or a replay finds it settled and changes nothing), and the order moves from
   * `pending` to `paid` by another (a second attempt confirmed after the first is refunded at its provider).
   */
  async function applyAdvertisingMessage(provider: PaymentProvider, payment: PaymentRow, adOrderId: number, outcome: 'confirmed' | 'failed'): Promise<ProviderMessageResult> {
    if (outcome === 'failed') {
      await updatePayment(db, payment.id, { status: 'failed' }, ['created', 'pending']);
      const order = (await findAdOrderById(db, adOrderId))!;
      return { order_code: advertisingOrderCode(order.id), status: order.status, subject: 'advertising' };
    }
    let refund = false;
    let newlyPaid = false;
    const result = await transaction(db, async (trx) => {
      const confirmed = await updatePayment(trx, payment.id, { status: 'confirmed' }, ['created', 'pending', 'failed', 'canceled']);
      const order = (await lockAdOrder(trx, adOrderId))!;
      if (!confirmed) return order; // already settled: a replay
      const paid = await markAdOrderPaid(trx, adOrderId);
      newlyPaid = paid !== undefined;
      if (paid) return paid;
      // Paid by another attempt already (or canceled): this one's money goes back.
      refund = true;
      await updatePayment(trx, payment.id, { status: 'refunded' });
      return order;
    });
    if (newlyPaid) logger.info({ advertising_order: adOrderId, provider: provider.name, payment: payment.id }, 'advertising.order_paid');
    if (refund && payment.provider_reference) {
      const done = await provider.refund({ reference: payment.provider_reference, amount: payment.amount }).catch(() => ({ status: 'failed' as const }));
      if (done.status === 'failed') logger.error({ provider: provider.name, payment: payment.id }, 'sales.refund_failed');
    }
    return { order_code: advertisingOrderCode(result.id), status: result.status, subject: 'advertising' };
  }

  /**
   * Payments of advertising orders through the same providers (server/organizer-tools/advertising.ts places the
   * order): the provider is chosen before anything is written, the attempt is inserted in the order's transaction and
   * created at the provider after its commit, as for ticket orders.
   */
  const advertisingPayments: AdvertisingPayments = {
    provider(name) {
      return chooseProvider(name).name;
    },
    async open(trx, adOrderId, providerName, amount) {
      await cancelOpenAdPayments(trx, adOrderId);
      return insertAdPayment(trx, { advertising_order_id: adOrderId, provider: providerName, status: 'created', amount });
    },
    async start(payment, adOrderId, baseUrl) {
      const provider = chooseProvider(payment.provider);
      const subject: PaidSubject = { code: advertisingOrderCode(adOrderId), currency, idempotency_key: `advertising:${adOrderId}` };
      return presentPayment(await startAttempt(payment, subject, provider, baseUrl));
    },
    async latest(adOrderId) {
      const p = await latestAdPayment(db, adOrderId);
      return p ? presentPayment(p) : null;
    },
    async confirmManual(adOrderId) {
      const p = await latestAdPayment(db, adOrderId);
      if (!p || p.provider !== 'manual' || !p.provider_reference || !['created', 'pending', 'canceled'].includes(p.status)) {
        throw conflict('payment_not_manual', 'The order has no manual payment attempt to confirm.');
      }
      await applyProviderMessage('manual', { headers: {}, params: { reference: p.provider_reference, by: MANUAL_CONFIRMATION } });
    },
  };

  /** What the `test` provider's sandbox page shows for an attempt (404 unless `test` is enabled). */
  async function testPaymentView(reference: string): Promise<TestPaymentView> {
    if (!providers.has('test')) throw notFound('Payment');
    const payment = await findPaymentByReference(db, 'test', reference);
    if (!payment) throw notFound('Payment');
    if (payment.advertising_order_id !== null) {
      const ad = (await findAdOrderById(db, payment.advertising_order_id))!;
      const event = (await eventsByIds(db, [ad.event_id])).get(ad.event_id)!;
      return { reference, status: payment.status, amount: payment.amount, currency, order_code: advertisingOrderCode(ad.id), order_status: ad.status, event_name: event.name, advertising: true };
    }
    const order = (await findOrderById(db, payment.order_id!))!;
    const event = (await eventsByIds(db, [order.event_id])).get(order.event_id)!;
    return { reference, status: payment.status, amount: payment.amount, currency: order.currency, order_code: order.code, order_status: order.status, event_name: event.name };
  }

  // ---- organizer views -------------------------------------------------------------------------------------

  async function listOrdersOfEvent(userId: number, slug: string, filters: EventOrderFilters, page: PageRequest): Promise<Page<OrderItem>> {
    const event = await organizerEvent(userId, slug);
    const [rows, total] = await Promise.all([listEventOrders(db, event.id, filters, pageWindow(page)), countEventOrders(db, event.id, filters)]);
    return { items: await presentOrders(rows), total };
  }

  async function exportOrdersOfEvent(userId: number, slug: string, filters: EventOrderFilters): Promise<{ event: EventRow; rows: EventOrderRow[]; items: OrderItem[] }> {
    const event = await organizerEvent(userId, slug);
    const rows = await listEventOrders(db, event.id, filters, null);
    return { event, rows, items: await presentOrders(rows) };
  }

  async function salesSummary(userId: number, slug: string): Promise<SalesSummaryItem> {
    const event = await organizerEvent(userId, slug);
    const zone = [(event as { time_zone?: unknown }).time_zone].find((z): z is string => typeof z === 'string' && isTimeZone(z)) ?? DEFAULT_TIME_ZONE;
    const [totals, byTicket, byDay, types] = await Promise.all([salesTotals(db, event.id), salesByTicket(db, event.id), salesByDay(db, event.id, zone), listTicketTypesWithRemaining(db, event.id)]);
    const gross = new Map(byTicket.map((t) => [t.ticket_type_id, t.gross]));
    const by_ticket = types.map((t) => ({ ticket_id: t.id, name: t.name, sold: t.sold, held: t.held, remaining: t.remaining, gross: gross.get(t.id) ?? 0 }));
    return {
      orders_paid: totals.orders_paid,
      tickets_sold: by_ticket.reduce((n, t) => n + t.sold, 0),
      gross: totals.gross,
      refunded: totals.refunded,
      net: totals.gross - totals.refunded,
      currency,
      time_zone: zone,
      by_ticket,
      by_day: byDay,
    };
  }

  /** The expiry job: a job that runs early (another node's clock) tries again later. */
  function registerJobs(): void {
    waitingList.registerJobs();
    outbox.register(
      ORDER_EXPIRY_JOB,
      async (payload) => {
        const id = (payload as { order_id?: unknown }).order_id;
        if (typeof id !== 'number') return;
        const order = await findOrderById(db, id);
        if (!order || order.status !== 'pending') return;
        if (order.expires_at.getTime() > Date.now()) throw new Error('not due yet');
        await expireOrder(id);
      },
      { maxAttempts: 20, backoff: exponentialBackoff({ baseMs: 1000, maxMs: 60_000 }) },
    );
  }

  return {
    createTicketType,
    updateTicketType,
    listTicketTypesForOrganizer,
    listTicketsForSale,
    createQuota,
    listEventQuotas,
    getQuota,
    updateQuota,
    removeQuota,
    createVouchers,
    listEventVouchers,
    removeVoucher,
    placeOrder,
    getOrder,
    listMyOrders,
    cancelOrder,
    startPayment,
    applyProviderMessage,
    advertisingPayments,
    testPaymentView,
    listOrdersOfEvent,
    exportOrdersOfEvent,
    salesSummary,
    expireOrder,
    expireDue,
    registerJobs,
    joinWaitingList: waitingList.join,
    leaveWaitingList: waitingList.leave,
    listWaitingList: waitingList.listForOrganizer,
    offerFreedPlaces: waitingList.offerFreed,
    lapseVoucher: waitingList.lapseVoucher,
    isWaitingListOpen: waitingList.isOpen,
    mayPutSeatPlan: seating.mayPutPlan,
    putSeatPlan: seating.putPlan,
    getSeatPlan: seating.getPlan,
    seatStates: seating.states,
    seatStatesTag: seating.statesTag,
    seatStatesOf: seating.statesOf,
    watchableSeats: seating.watchable,
    blockSeats: seating.block,
    moveTicketSeat: seating.moveTicket,
  };
}
