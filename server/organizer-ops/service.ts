export type { AttendeeItem, BatchAnswer } from './schemas.js';
export { SEARCH_COUNT_CAP } from '../../storage/repositories/attendees.js';
import type { DB } from '../../storage/database.js';
import {
  checkIn,
  checkinStats,
  findAttendee,
  keepEarliestCheckin,
  listAttendeePage,
  streamAttendees,
  ticketStates,
  voidTicket,
  type AttendeeFilters,
  type AttendeeRow,
  type CheckinRow,
} from '../../storage/repositories/organizer-ops.js';
import { AppError, conflict, invalid, notFound } from '../errors.js';
import { badgeHolders, isBadgeOfEvent } from '../../storage/repositories/exhibitors.js';
import type { Notifier } from '../ports.js';
import type { MeetingServiceOn } from '../meetings/service.js';
import type { ReadCache } from '../catalogue/read-cache.js';
import { enqueueWebhookEvent } from './webhooks.js';
import { seatPlaceOf, type SeatPlaceRow } from '../sales/seat-place.js';
import { inTransaction, transaction, type ServiceDeps } from '../service.js';
import { searchQuery } from '../text.js';
import { createListCaches, type ListCaches } from '../../storage/repositories/list-caches.js';
import type { AttendeeItem, BatchAnswer, CheckinItem, CheckinProgress, CheckinStats } from './schemas.js';
import { eventsByIds } from '../../storage/repositories/sales.js';
import { encodeCursor, keysetWindow, trimPage, withLookahead, type CursorPage, type PageRequest } from '../paging.js';

/**
 * Organizer operations (CONTRACT 8): who holds the event's tickets (with their contact details, for the event's
 * organizers only), taking a ticket back, and letting people in at the door, online or from offline scanners.
 * Every change announces itself to the organization's webhooks in its own transaction.
 */

export const CHECKIN_BATCH_MAX = 500;
/** Offline scanners' clocks drift: a scan time further ahead than this is refused. */
const FUTURE_SKEW_MS = 5 * 60_000;

const badgeAtDoor = () => invalid('code', 'This is an exhibitor badge, not a ticket: badges admit no one. Scan the ticket’s code.', 'badge_not_ticket');

export type CheckinResult = 'checked_in' | 'already_checked_in' | 'ticket_void' | 'not_found' | 'invalid';


/** The attendee item: the holder's mobile and e-mail are shown because only the event's organizers get here. */
export function presentAttendee(row: AttendeeRow): AttendeeItem {
  return {
    ticket_code: row.code,
    ticket_name: row.ticket_name,
    status: row.status,
    issued_at: row.created_at.toISOString(),
    checked_in_at: row.checked_in_at?.toISOString() ?? null,
    user: { id: row.user_id, name: row.name, surname: row.surname, mobile: row.mobile, email: row.email },
    ...seatPlaceField(row),
  };
}

const seatPlaceField = (row: SeatPlaceRow) => {
  const place = seatPlaceOf(row);
  return place ? { seat_place: place } : {};
};

const presentCheckin = (row: CheckinRow): CheckinItem => ({
  ticket_code: row.code,
  ticket_name: row.ticket_name,
  holder: { name: row.name, surname: row.surname },
  ...seatPlaceField(row),
  checked_in_at: row.checked_in_at.toISOString(),
});

const eventRef = (event: { id: number; slug: string; name: string }) => ({ id: event.id, slug: event.slug, name: event.name });

export interface OrganizerOpsService {
  /**
   * A page from an offset (`page`, up to MAX_PAGE_OFFSET deep) or after `cursor`; `next` is the cursor of the next page
   * when this one is full. With `q` the total is capped at SEARCH_COUNT_CAP (`capped`: a floor).
   */
  listAttendees(userId: number, slug: string, filters: AttendeeFilters, page: PageRequest & { cursor?: string | undefined }): Promise<CursorPage<AttendeeItem>>;
  /** Every filtered attendee, read from the database in batches as the consumer asks (bounded memory). */
  exportAttendees(userId: number, slug: string, filters: AttendeeFilters): Promise<{
    event: {
      slug: string;
    };
    rows: AsyncGenerator<AttendeeRow>;
  }>;
  /**
   * Voids a ticket: the status change and the returned seat commit together (with the `ticket.voided`
   * announcement); then, when the holder has no other valid ticket and is no organizer, their sockets leave the
   * event's room on every node.
   */
  voidTicket(userId: number, slug: string, code: string): Promise<AttendeeItem>;
  checkIn(userId: number, slug: string, code: string): Promise<CheckinItem>;
  /**
   * Check-ins uploaded by scanners that were offline: answered per item in the order sent. Items that are not
   * `{code: string, checked_in_at: ISO time}` answer `invalid` and the others are still stored; the earliest time
   * of a code wins (within the batch and against what is stored).
   */
  checkInBatch(userId: number, slug: string, items: unknown[]): Promise<BatchAnswer[]>;
  /** Tickets and check-ins, in all and per ticket type (one statement; void tickets not counted). */
  stats(userId: number, slug: string): Promise<CheckinStats>;
  /** `checkins:watch`: 404 for an unknown event, 403 `not_organizer` unless the user organizes it; the current figures. */
  watchableCheckins(userId: number, eventId: number): Promise<CheckinProgress>;
  /** The figures `checkins:progress` carries, read from the database (the realtime layer's flush). */
  progressOf(eventId: number): Promise<CheckinProgress>;
}

export interface OrganizerOpsServiceDeps extends ServiceDeps {
  notifier: Notifier;
  cache: ReadCache;
  /** Meetings (CONTRACT 11): a void that ends the holder's participation cancels their meetings in the same transaction. */
  meetings?: MeetingServiceOn;
  /** What the attendee list remembers between requests (the context's; without it, this service's own). */
  caches?: Pick<ListCaches, 'cappedSearches'>;
}

export function createOrganizerOpsService(deps: OrganizerOpsServiceDeps): OrganizerOpsService {
  const { db, access, notifier, cache } = deps;
  const cappedSearches = deps.caches?.cappedSearches ?? createListCaches().cappedSearches;
  const organizerEvent = (userId: number, slug: string) => access.requireOrganizerEvent(userId, slug);

  /** Why a code of the event was not checked in now: 404, 409 `ticket_void` or 409 `already_checked_in`. */
  async function refusal(eventId: number, code: string): Promise<AppError> {
    const [state] = await ticketStates(db, eventId, [code]);
    // An exhibitor badge (CONTRACT 20) admits no one; the answer names no ticket.
    if (!state && (await isBadgeOfEvent(db, eventId, code))) return badgeAtDoor();
    if (!state) return notFound('Ticket');
    if (state.status === 'void') return conflict('ticket_void', 'This ticket was voided; it does not admit anyone.');
    return new AppError('conflict', 'already_checked_in', 'This ticket is already checked in.', {
      extra: { checked_in_at: state.checked_in_at?.toISOString() ?? null },
    });
  }

  /** Checks in in the caller's transaction and announces `checkin.created`. */
  async function checkInAnnounced(trx: DB, event: { id: number; slug: string; name: string; organization_id: number }, code: string, at?: Date) {
    const row = await checkIn(trx, event.id, code, at);
    if (row) await enqueueWebhookEvent(trx, event.organization_id, 'checkin.created', { event: eventRef(event), ...presentCheckin(row) }, [row.user_id]);
    return row;
  }

  /** Tickets and check-ins of the event, in all and per ticket type (one statement over the event's counters). */
  async function figures(eventId: number): Promise<CheckinStats> {
    const rows = await checkinStats(db, eventId);
    let tickets = 0;
    let checkedIn = 0;
    const byTicket: Array<{ ticket_id: number; name: string; tickets: number; checked_in: number }> = [];
    for (const row of rows) {
      tickets += row.tickets;
      checkedIn += row.checked_in;
      if (row.ticket_id !== null) byTicket.push({ ticket_id: row.ticket_id, name: row.name ?? '', tickets: row.tickets, checked_in: row.checked_in });
    }
    return { tickets, checked_in: checkedIn, by_ticket: byTicket };
  }

  async function progressOf(eventId: number): Promise<CheckinProgress> {
    const f = await figures(eventId);
    return { event: eventId, checked_in: f.checked_in, total: f.tickets, by_ticket_type: f.by_ticket };
  }

  return {
    async listAttendees(userId, slug, filters, page) {
      const event = await organizerEvent(userId, slug);
      const window = keysetWindow(page, ['int']);
      const read = await listAttendeePage(db, event.id, { ...filters, q: searchQuery(filters.q) }, { ...withLookahead(window), after: window.after?.[0] as number | undefined }, cappedSearches);
      const { total, capped } = read;
      const { rows, more } = trimPage(read.rows, window.limit);
      const last = rows.at(-1);
      return { items: rows.map(presentAttendee), total, capped, next: last && more ? encodeCursor([last.id]) : undefined };
    },

    /** Every filtered attendee, read from the database in batches as the consumer asks (bounded memory). */
    async exportAttendees(userId: number, slug: string, filters: AttendeeFilters) {
      const event = await organizerEvent(userId, slug);
      return { event: { slug: event.slug }, rows: streamAttendees(db, event.id, { ...filters, q: searchQuery(filters.q) }) };
    },

    /**
     * Voids a ticket: the status change and the returned seat commit together (with the `ticket.voided`
     * announcement); then, when the holder has no other valid ticket and is no organizer, their sockets leave the
     * event's room on every node.
     */
    async voidTicket(userId: number, slug: string, code: string) {
      const event = await organizerEvent(userId, slug);
      const { item, announce, seat } = await inTransaction(deps, async (trxDeps) => {
        const trx = trxDeps.db;
        const voided = await voidTicket(trx, event.id, code);
        if (!voided) {
          const [state] = await ticketStates(trx, event.id, [code]);
          if (!state) throw notFound('Ticket');
          throw conflict('already_void', 'This ticket is already void.');
        }
        const row = await findAttendee(trx, event.id, code);
        const attendee = presentAttendee(row!);
        await enqueueWebhookEvent(trx, event.organization_id, 'ticket.voided', { event: eventRef(event), attendee }, [attendee.user.id]);
        // No longer a participant (no other valid ticket, no organizer): their meetings in the event are cancelled.
        const announce = await deps.meetings?.(trxDeps).cancelFor({ userId: attendee.user.id, eventId: event.id, notParticipant: true });
        return { item: attendee, announce, seat: voided.seat };
      });
      await announce?.();
      if (seat) notifier.seats(event.id, [seat]);
      notifier.checkins(event.id);
      // The seat is back: a sold-out event may be active again.
      await cache.changed();
      if (!(await access.isParticipant(item.user.id, event.id))) notifier.participationEnded(item.user.id, event.id);
      return item;
    },

    async checkIn(userId: number, slug: string, code: string) {
      const event = await organizerEvent(userId, slug);
      const row = await transaction(db, (trx) => checkInAnnounced(trx, event, code));
      if (!row) throw await refusal(event.id, code);
      notifier.checkins(event.id);
      return presentCheckin(row);
    },

    /**
     * Check-ins uploaded by scanners that were offline: answered per item in the order sent. Items that are not
     * `{code: string, checked_in_at: ISO time}` answer `invalid` and the others are still stored; the earliest time
     * of a code wins (within the batch and against what is stored).
     */
    async checkInBatch(userId: number, slug: string, items: unknown[]): Promise<BatchAnswer[]> {
      const event = await organizerEvent(userId, slug);
      const now = Date.now();
      const parsed = items.map((item): { code: string; at: Date } | { invalid: string; code: string | null } => {
        if (typeof item !== 'object' || item === null || Array.isArray(item)) return { invalid: 'Each check-in is an object {code, checked_in_at}.', code: null };
        const { code, checked_in_at: time } = item as Record<string, unknown>;
        if (typeof code !== 'string' || code.length < 1 || code.length > 64) return { invalid: 'code must be a ticket code (a string).', code: null };
        if (typeof time !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(time) || Number.isNaN(Date.parse(time))) {
          return { invalid: 'checked_in_at must be an ISO 8601 time.', code };
        }
        const at = new Date(time);
        if (at.getTime() > now + FUTURE_SKEW_MS) return { invalid: 'checked_in_at is in the future.', code };
        return { code, at };
      });
      // The earliest time of each code, in the order codes first appear.
      const earliest = new Map<string, Date>();
      for (const p of parsed) {
        if ('invalid' in p) continue;
        const seen = earliest.get(p.code);
        if (!seen || p.at < seen) earliest.set(p.code, p.at);
      }
      const outcome = new Map<string, { result: CheckinResult; at: Date | null }>();
      await transaction(db, async (trx) => {
        for (const [code, at] of earliest) {
          const row = await checkInAnnounced(trx, event, code, at);
          if (row) {
            outcome.set(code, { result: 'checked_in', at: row.checked_in_at });
            continue;
          }
          const stored = await keepEarliestCheckin(trx, event.id, code, at);
          if (stored) outcome.set(code, { result: 'already_checked_in', at: stored });
        }
        const rest = [...earliest.keys()].filter((code) => !outcome.has(code));
        for (const state of await ticketStates(trx, event.id, rest)) {
          outcome.set(state.code, { result: state.status === 'void' ? 'ticket_void' : 'already_checked_in', at: state.checked_in_at });
        }
      });
      // A new check-in, or an earlier time kept: the watchers' figures are read again (coalesced).
      if (outcome.size) notifier.checkins(event.id);
      const answered = new Set<string>();
      const missing = [...earliest.keys()].filter((code) => !outcome.has(code));
      const badges = new Set(missing.length ? [...(await badgeHolders(db, event.id, missing)).keys()] : []);
      return parsed.map((p): BatchAnswer => {
        if ('invalid' in p) return { code: p.code, result: 'invalid', checked_in_at: null, message: p.invalid };
        if (badges.has(p.code)) return { code: p.code, result: 'invalid', checked_in_at: null, message: 'An exhibitor badge, not a ticket: badges admit no one.' };
        const found = outcome.get(p.code) ?? { result: 'not_found' as const, at: null };
        // A code sent twice is checked in once: its later items answer `already_checked_in`.
        const result = found.result === 'checked_in' && answered.has(p.code) ? 'already_checked_in' : found.result;
        answered.add(p.code);
        return { code: p.code, result, checked_in_at: found.at?.toISOString() ?? null };
      });
    },

    /** Tickets and check-ins, in all and per ticket type (one statement; void tickets not counted). */
    async stats(userId: number, slug: string) {
      const event = await organizerEvent(userId, slug);
      return figures(event.id);
    },

    async watchableCheckins(userId: number, eventId: number) {
      if (!(await eventsByIds(db, [eventId])).has(eventId)) throw notFound('Event');
      await access.requireOrganizer(userId, eventId);
      return progressOf(eventId);
    },

    progressOf,
  };
}

