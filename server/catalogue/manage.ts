import { randomBytes } from 'node:crypto';
import { isCheckViolation, isUniqueViolation } from '../../storage/pg-errors.js';
import { categoryExists, insertCategory, listCategories } from '../../storage/repositories/categories.js';
import { findEventById, findEventRecord, insertEvent, replaceWidgets, updateEventRow, cancelEventRow, type WidgetInput } from '../../storage/repositories/events.js';
import { findOrganizationById, findOrganizationBySlug, takenEventSlugs } from '../../storage/repositories/organizations.js';
import { queueWaitingListOffers } from '../../storage/repositories/sales.js';
import { insertAttendeeTicket, insertTicketType, listTicketTypes, type TicketTypeRow } from '../../storage/repositories/tickets.js';
import { claimPlaces } from '../../storage/repositories/sales.js';
import type { DB } from '../../storage/database.js';
import { findOrCreateUserByMobile } from '../../storage/repositories/users.js';
import { findAttendee } from '../../storage/repositories/organizer-ops.js';
import { presentAttendee } from '../organizer-ops/service.js';
import { enqueueWebhookEvent } from '../organizer-ops/webhooks.js';
import type { ReadCache } from './read-cache.js';
import { conflict, invalid, notFound } from '../errors.js';
import { mobileHint, normalizeMobile } from '../identity/mobile.js';
import { requireEventBySlug } from './lookup.js';
import { sanitizeWidgetHtml } from '../safety/html.js';
import { presentEventRecord } from './presenters.js';
import { slugify, uniqueSlug } from './slugs.js';
import { transaction, type ServiceDeps } from '../service.js';
import type { Notifier } from '../ports.js';
import { seatedTypeIds } from '../../storage/repositories/seating.js';
import type {
  AttendeeInput,
  AttendeeTicketItem,
  CategoryInput,
  CategoryItem,
  EventInput,
  EventPatch,
  OrganizerEventItem,
  TicketTypeInput,
  TicketTypeItem,
} from './schemas.js';

/** CONTRACT 3: `starts_at` ≤ `ends_at`, `sales_deadline` ≤ `ends_at` (past dates are allowed). */
export function checkDates(startsAt: Date, endsAt: Date, salesDeadline: Date | null): void {
  if (startsAt.getTime() > endsAt.getTime()) throw invalid('ends_at', 'ends_at must not be before starts_at.');
  if (salesDeadline && salesDeadline.getTime() > endsAt.getTime()) throw invalid('sales_deadline', 'sales_deadline must not be after ends_at.');
}

/** A ticket code (the seed's `attendee_id`): 12 characters from an unambiguous alphabet, ~60 bits. */
export function newTicketCode(): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const bytes = randomBytes(12);
  let code = '';
  for (const b of bytes) code += alphabet[b % alphabet.length];
  return code;
}

/**
 * Issues one ticket in the caller's transaction (section 3 codes): the ticket row, and the `ticket.issued` webhook
 * recorded with it; holding a valid ticket makes the holder a participant. The caller has already counted the
 * place (storage/repositories/sales.ts claimPlaces): organizer issues here, paid orders in server/sales.
 */
export async function issueTicketIn(
  trx: DB,
  event: { id: number; slug: string; name: string; organization_id: number },
  holderId: number,
  ticketTypeId: number | null,
  orderId: number | null = null,
  seat: string | null = null,
) {
  const ticket = await insertAttendeeTicket(trx, { code: newTicketCode(), event_id: event.id, user_id: holderId, ticket_type_id: ticketTypeId, order_id: orderId, seat });
  const issued = await findAttendee(trx, event.id, ticket.code);
  await enqueueWebhookEvent(
    trx,
    event.organization_id,
    'ticket.issued',
    { event: { id: event.id, slug: event.slug, name: event.name }, attendee: presentAttendee(issued!) },
    [holderId],
  );
  return ticket;
}

/**
 * Counts one organizer-issued place in the caller's transaction: the same claim as a sale (CONTRACT 15), against the
 * type's, its quotas' and the event's counters, held places included. Full → 409 `sold_out` (the event) or
 * `ticket_sold_out` (the type or a quota). Used by POST /events/{slug}/attendees and the CSV import.
 */
export async function claimOrganizerPlace(trx: DB, eventId: number, ticketTypeId: number | null): Promise<void> {
  const claim = await claimPlaces(trx, eventId, [{ ticketTypeId, quantity: 1 }], 'sell');
  if (!claim.ok) {
    if (claim.where === 'event') throw conflict('sold_out', 'The event is sold out: its capacity is reached.');
    throw conflict('ticket_sold_out', 'This ticket type is sold out.', 'ticket_id');
  }
}

const presentTicketType = (t: TicketTypeRow): TicketTypeItem => ({ id: t.id, name: t.name, price: t.price, capacity: t.capacity });
const slugTaken = (slug: unknown) => conflict('slug_taken', `The slug "${String(slug)}" is taken.`, 'slug');

export interface EventManagementService {
  createEvent(userId: number, input: EventInput, apiBase: string): Promise<OrganizerEventItem>;
  /**
   * Updates an event; a new slug keeps the old one in the slug history (lookups by it then point to the new
   * one). The cross-field rules are checked against the row locked in the update's own transaction, so two
   * concurrent PATCHes that are each valid alone cannot together break them.
   */
  updateEvent(userId: number, slug: string, patch: EventPatch, apiBase: string): Promise<OrganizerEventItem>;
  /** Cancels the event (idempotent: the first cancellation time is kept). */
  cancelEvent(userId: number, slug: string, apiBase: string): Promise<OrganizerEventItem>;
  /** The event as its organizers read it: the record plus capacity and the settings (members of its organization only). */
  organizerRecord(userId: number, slug: string, apiBase: string): Promise<OrganizerEventItem>;
  putWidgets(userId: number, slug: string, items: WidgetInput[]): Promise<void>;
  createTicketType(userId: number, slug: string, input: TicketTypeInput): Promise<TicketTypeItem>;
  listTicketTypes(slug: string): Promise<TicketTypeItem[]>;
  /**
   * Issues a ticket to a mobile number: creates the user when new (names only then), counts it as a sale. The
   * capacity checks and the counter move in one transaction: a conditional UPDATE takes the event row's lock,
   * so concurrent issues never overshoot the capacity (409 `sold_out`).
   */
  issueAttendeeTicket(userId: number, slug: string, input: AttendeeInput): Promise<AttendeeTicketItem>;
  createCategory(input: CategoryInput): Promise<CategoryItem>;
  listCategories(): Promise<CategoryItem[]>;
}

export interface EventManagementServiceDeps extends ServiceDeps {
  cache: ReadCache;
  /** An issued ticket changes the event's check-in figures (`checkins:progress`: its total). */
  notifier: Pick<Notifier, 'checkins'>;
  /** DEFAULT_TIME_ZONE: the `time_zone` of an event created without one (default Asia/Tehran). */
  defaultTimeZone?: string;
}

/**
 * The organizer side of the catalogue (CONTRACT 3): events, their widgets, ticket types and issued tickets, and
 * categories (admins). Members of the event's organization manage its events.
 */
export function createEventManagementService(deps: EventManagementServiceDeps): EventManagementService {
  const { db, access, cache } = deps;
  const defaultTimeZone = deps.defaultTimeZone ?? 'Asia/Tehran';

  async function organizerEvent(userId: number, slug: string) {
    const event = await requireEventBySlug(db, slug);
    await access.requireOrganizer(userId, event.id);
    return event;
  }

  async function checkCategory(categoryId: number | null | undefined): Promise<void> {
    if (categoryId === null || categoryId === undefined) return;
    if (!(await categoryExists(db, categoryId))) throw invalid('category_id', `No category has id ${categoryId}.`);
  }

  /** The organizer's record: the event record and the settings only organizers see (schemas.ts `organizerEventRecord`). */
  async function eventRecord(eventId: number, userId: number, apiBase: string): Promise<OrganizerEventItem> {
    const [row, event] = await Promise.all([findEventRecord(db, eventId, userId), findEventById(db, eventId)]);
    if (!row || !event) throw notFound('Event');
    return {
      ...presentEventRecord(row, { apiBase, viewerId: userId }),
      capacity: event.capacity,
      waiting_list_enabled: event.waiting_list_enabled,
      invitation_email_enabled: event.invitation_email_enabled,
      sales_collaboration_enabled: event.sales_collaboration_enabled,
    };
  }

  return {
    async createEvent(userId: number, input: EventInput, apiBase: string) {
      const org =
        typeof input.organization === 'number' ? await findOrganizationById(db, input.organization) : await findOrganizationBySlug(db, input.organization);
      if (!org) throw invalid('organization', 'No such organization.');
      await access.requireOrganizationRole(userId, org.id, 'member', 'Only members of the organization may create its events.');
      await checkCategory(input.category_id);
      checkDates(input.starts_at, input.ends_at, input.sales_deadline ?? null);
      let slug = input.slug;
      if (slug !== undefined) {
        if ((await takenEventSlugs(db, [slug])).size) throw slugTaken(slug);
      } else {
        slug = await uniqueSlug((s) => takenEventSlugs(db, s), slugify(input.name, 'event'));
      }
      try {
        const id = await insertEvent(db, {
          organization_id: org.id,
          category_id: input.category_id,
          slug,
          name: input.name,
          city_name: input.city_name,
          online: input.online,
          starts_at: input.starts_at,
          ends_at: input.ends_at,
          sales_deadline: input.sales_deadline ?? null,
          capacity: input.capacity ?? null,
          cover: input.cover ?? null,
          invitation_email_enabled: input.invitation_email_enabled ?? false,
          sales_collaboration_enabled: input.sales_collaboration_enabled ?? false,
          waiting_list_enabled: input.waiting_list_enabled ?? false,
          time_zone: input.time_zone ?? defaultTimeZone,
        });
        await cache.changed();
        return eventRecord(id, userId, apiBase);
      } catch (err) {
        if (isUniqueViolation(err)) throw slugTaken(slug);
        throw err;
      }
    },

    /**
     * Updates an event; a new slug keeps the old one in the slug history (lookups by it then point to the new
     * one). The cross-field rules are checked against the row locked in the update's own transaction, so two
     * concurrent PATCHes that are each valid alone cannot together break them.
     */
    async updateEvent(userId: number, slug: string, patch: EventPatch, apiBase: string) {
      const event = await organizerEvent(userId, slug);
      await checkCategory(patch.category_id);
      const { slug: wanted, ...rest } = patch;
      const set: Record<string, unknown> = { ...rest };
      for (const key of Object.keys(set)) if (set[key] === undefined) delete set[key];
      let newSlug: string | undefined;
      let outcome: 'updated' | 'slug_taken' | 'missing';
      try {
        outcome = await updateEventRow(db, event.id, (locked) => {
          const deadline = patch.sales_deadline === undefined ? locked.sales_deadline : patch.sales_deadline;
          checkDates(patch.starts_at ?? locked.starts_at, patch.ends_at ?? locked.ends_at, deadline);
          if (patch.capacity !== undefined && patch.capacity !== null && patch.capacity < locked.sales_count) {
            throw invalid('capacity', `capacity cannot be below the ${locked.sales_count} tickets already issued.`);
          }
          newSlug = wanted !== undefined && wanted !== locked.slug ? wanted : undefined;
          return { set, newSlug };
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw slugTaken(newSlug);
        // The table's own checks back the rules above; one firing means the event changed under this request.
        if (isCheckViolation(err)) throw conflict('concurrent_update', 'The event changed while this update was applied; read it again and retry.');
        throw err;
      }
      if (outcome === 'slug_taken') throw slugTaken(newSlug);
      if (outcome === 'missing') throw notFound('Event');
      // A larger capacity, or the waiting list opened, may have places for those waiting (the sales area's job).
      if (patch.capacity !== undefined || patch.waiting_list_enabled === true) await queueWaitingListOffers(db, event.id);
      await cache.changed();
      return eventRecord(event.id, userId, apiBase);
    },

    /** Cancels the event (idempotent: the first cancellation time is kept). */
    async cancelEvent(userId: number, slug: string, apiBase: string) {
      const event = await organizerEvent(userId, slug);
      await cancelEventRow(db, event.id);
      await cache.changed();
      return eventRecord(event.id, userId, apiBase);
    },

    async organizerRecord(userId: number, slug: string, apiBase: string) {
      const event = await organizerEvent(userId, slug);
      return eventRecord(event.id, userId, apiBase);
    },

    async putWidgets(userId: number, slug: string, items: WidgetInput[]): Promise<void> {
      const event = await organizerEvent(userId, slug);
      // Widget HTML is sanitized when written (CONTRACT 7): what is stored is what every reader gets.
      const clean = items.map((w) => (typeof w.description === 'string' ? { ...w, description: sanitizeWidgetHtml(w.description) } : w));
      await transaction(db, (trx) => replaceWidgets(trx, event.id, clean));
      await cache.changed();
    },

    async createTicketType(userId: number, slug: string, input: TicketTypeInput) {
      const event = await organizerEvent(userId, slug);
      return presentTicketType(await insertTicketType(db, event.id, { name: input.name, price: input.price, capacity: input.capacity ?? null }));
    },

    async listTicketTypes(slug: string) {
      const event = await requireEventBySlug(db, slug);
      return (await listTicketTypes(db, event.id)).map(presentTicketType);
    },

    /**
     * Issues a ticket to a mobile number: creates the user when new (names only then), counts it as a sale. The
     * capacity checks and the counter move in one transaction: a conditional UPDATE takes the event row's lock,
     * so concurrent issues never overshoot the capacity (409 `sold_out`).
     */
    async issueAttendeeTicket(userId: number, slug: string, input: AttendeeInput) {
      const mobile = normalizeMobile(input.mobile);
      if (!mobile) throw invalid('mobile', `mobile must be ${mobileHint()}.`);
      const event = await organizerEvent(userId, slug);
      if (event.canceled_at) throw conflict('event_canceled', 'The event is canceled; no tickets can be issued.');
      const issued = await transaction(db, async (trx) => {
        let ticketTypeId: number | null = null;
        if (input.ticket_id !== undefined) {
          const type = (await listTicketTypes(trx, event.id)).find((t) => t.id === input.ticket_id);
          if (!type) throw invalid('ticket_id', 'No ticket type with this id belongs to the event.');
          // A seated type's places are its seats (CONTRACT 19): they are had through orders, which claim a seat each.
          if ((await seatedTypeIds(trx, event.id, [type.id])).size) throw invalid('ticket_id', 'This ticket type is seated: its seats are sold through orders.');
          ticketTypeId = type.id;
        }
        await claimOrganizerPlace(trx, event.id, ticketTypeId);
        const user = await findOrCreateUserByMobile(trx, mobile, { name: input.name, surname: input.surname });
        const ticket = await issueTicketIn(trx, event, user.id, ticketTypeId);
        return { attendee_id: ticket.code, user_id: user.id, event_id: event.id, ticket_id: ticketTypeId, issued_at: ticket.created_at.toISOString() };
      });
      // A sale can make the event sold out.
      await cache.changed();
      deps.notifier.checkins(event.id);
      return issued;
    },

    async createCategory(input: CategoryInput): Promise<CategoryItem> {
      try {
        const created = await insertCategory(db, input);
        await cache.changed();
        return created;
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('slug_taken', `The category slug "${input.slug}" is taken.`, 'slug');
        throw err;
      }
    },

    listCategories: (): Promise<CategoryItem[]> => listCategories(db),
  };
}

