import type { DB } from '../../storage/database.js';
import {
  claimPlaces,
  endReservation,
  findVoucherById,
  insertVouchers,
  insertWaitingEntry,
  listTicketTypesWithRemaining,
  listWaitingList,
  liveWaitingEntry,
  lockVoucher,
  nextWaitingEntry,
  queueWaitingListOffers,
  setWaitingState,
  waitingEntryByVoucher,
  waitingListEvent,
  waitingPosition,
  WAITING_LIST_JOB,
  type VoucherRow,
  type WaitingListRow,
} from '../../storage/repositories/sales.js';
import type { Config } from '../../infra/config.js';
import type { Logger } from '../../infra/logger.js';
import { requireEventBySlug } from '../catalogue/lookup.js';
import type { ReadCache } from '../catalogue/read-cache.js';
import { conflict, invalid } from '../errors.js';
import type { MailService } from '../mail/service.js';
import type { SmsMessages } from '../mail/sms-messages.js';
import type { WaitingListOfferData } from '../mail/templates/waiting-list-offer.js';
import { enqueueWebhookEvent } from '../organizer-ops/webhooks.js';
import { enqueueJob, exponentialBackoff, type Outbox } from '../outbox/outbox.js';
import type { Notifier } from '../ports.js';
import { transaction, type ServiceDeps } from '../service.js';
import { newVoucherCode, saleWindow, windowState } from './rules.js';
import type { WaitingListEntryItem, WaitingListJoin, WaitingListPlace, WaitingListWebhookData } from './schemas.js';

/** The outbox kind that ends a `reserve` voucher's hold at its `valid_until` (`{voucher_id}`). */
export const VOUCHER_LAPSE_JOB = 'sales.voucher_lapse';
/** Offers made by one look at an event's queue (the job runs again when more places free up). */
const OFFERS_PER_RUN = 100;
const LIST_MAX = 5000;

export interface WaitingListDeps extends ServiceDeps {
  config: Config;
  cache: ReadCache;
  outbox: Outbox;
  logger: Logger;
  mail: MailService;
  notifier: Notifier;
  texts: SmsMessages;
}

export type WaitingListService = ReturnType<typeof createWaitingList>;

/** Thrown inside an offer's transaction to roll it back: the entry's ticket type had no place after all. */
class NoPlace extends Error {}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The waiting list (CONTRACT 15): buyers queue for a sold-out event; when places free up the first in line gets a
 * personal `reserve` voucher for one place, valid WAITING_LIST_OFFER_HOURS, told by push and by mail; an offer not
 * used in time passes to the next. Every offer is decided by the database: an event's offers one at a time (an
 * advisory lock, then the first waiting entry locked: storage's nextWaitingEntry) and the place with the same
 * conditional claim as an order, so any number of nodes may look at one queue at once, never offer one place
 * twice, and offer it to the first in line.
 */
export function createWaitingList(deps: WaitingListDeps) {
  const { db, access, config, outbox, mail, notifier, cache, logger, texts } = deps;
  const offerMs = config.sales.waitingListOfferHours * 3_600_000;

  async function placeOf(entry: WaitingListRow): Promise<WaitingListPlace> {
    const voucher = entry.state === 'offered' && entry.voucher_id !== null ? await findVoucherById(db, entry.voucher_id) : undefined;
    return {
      position: entry.state === 'waiting' ? await waitingPosition(db, entry) : 0,
      state: entry.state,
      ticket_id: entry.ticket_type_id,
      offer: voucher && entry.offer_expires_at ? { voucher: voucher.code, ticket_id: entry.ticket_type_id ?? voucher.reserve_ticket_id ?? 0, expires_at: entry.offer_expires_at.toISOString() } : null,
    };
  }

  /** `PUT {api_url}/events/{slug}/waiting-list`: 201 with the new place, 200 with the one the user already has. */
  async function join(userId: number, slug: string, input: WaitingListJoin): Promise<{ place: WaitingListPlace; created: boolean }> {
    const event = await requireEventBySlug(db, slug);
    if (event.canceled_at) throw conflict('event_canceled', 'The event is canceled; nothing is on sale.');
    if (!event.waiting_list_enabled) throw conflict('waiting_list_closed', 'The event has no open waiting list.');
    if (input.ticket_id !== undefined) {
      const type = (await listTicketTypesWithRemaining(db, event.id)).find((t) => t.id === input.ticket_id);
      if (!type || type.hidden) throw invalid('ticket_id', 'No ticket type with this id is on sale for this event.');
    }
    const existing = await liveWaitingEntry(db, event.id, userId);
    if (existing) return { place: await placeOf(existing), created: false };
    const inserted = await transaction(db, async (trx) => {
      const row = await insertWaitingEntry(trx, event.id, userId, input.ticket_id ?? null);
      // Places may be free right now (a hold expired a moment ago): the queue is looked at at once.
      if (row) await queueWaitingListOffers(trx, event.id);
      return row;
    });
    if (!inserted) {
      const raced = await liveWaitingEntry(db, event.id, userId);
      if (raced) return { place: await placeOf(raced), created: false };
      throw conflict('concurrent_update', 'Your place changed while it was being written; try again.');
    }
    outbox.wake();
    return { place: await placeOf(inserted), created: true };
  }

  /** `DELETE`: the user leaves the queue; an offer they hold is given up and passes to the next at once. */
  async function leave(userId: number, slug: string): Promise<void> {
    const event = await requireEventBySlug(db, slug);
    const entry = await liveWaitingEntry(db, event.id, userId);
    if (!entry) return;
    await transaction(db, async (trx) => {
      if (entry.state === 'offered' && entry.voucher_id !== null) {
        const voucher = await lockVoucher(trx, entry.voucher_id);
        if (voucher && voucher.used === 0) await endReservation(trx, event.id, voucher);
      }
      if (await setWaitingState(trx, entry.id, ['waiting', 'offered'], 'left')) await queueWaitingListOffers(trx, event.id);
    });
    outbox.wake();
    await cache.changed();
  }

  /** `GET {api_url}/events/{slug}/waiting-list` (organizers): the queue in order, then its history. */
  async function listForOrganizer(userId: number, slug: string): Promise<{ enabled: boolean; items: WaitingListEntryItem[] }> {
    const event = await requireEventBySlug(db, slug);
    await access.requireOrganizer(userId, event.id);
    let position = 0;
    const items = (await listWaitingList(db, event.id, LIST_MAX)).map((r) => ({
      id: r.id,
      position: r.state === 'waiting' ? ++position : null,
      user: { id: r.user_id, name: r.name, surname: r.surname },
      ticket_id: r.ticket_type_id,
      state: r.state,
      created_at: r.created_at.toISOString(),
      offered_at: iso(r.offered_at),
      offer_expires_at: iso(r.offer_expires_at),
      offer_used: (r.voucher_used ?? 0) > 0,
    }));
    return { enabled: event.waiting_list_enabled, items };
  }

  /**
   * Offers the event's free places to its queue, first come first served: for each waiting entry (in order) whose
   * ticket type (or, without one, the first visible type) is on sale with a place left, one transaction claims the
   * entry, creates its voucher, holds the place (the order's claim: refused → rolled back, the entry keeps waiting),
   * queues its mail, webhook and lapse job. The push goes after the commit. Any node may run it at any time.
   */
  async function offerFreed(eventId: number): Promise<number> {
    const event = await waitingListEvent(db, eventId);
    if (!event || !event.waiting_list_enabled || event.canceled_at) return 0;
    let after = 0;
    let offers = 0;
    while (offers < OFFERS_PER_RUN) {
      const now = new Date();
      const open = (await listTicketTypesWithRemaining(db, eventId)).filter(
        (t) => windowState(saleWindow(t, event.sales_deadline), now) === 'open' && (t.remaining === null || t.remaining > 0),
      );
      if (!open.length) break;
      let outcome: { entry: WaitingListRow; ticketId: number; voucher: VoucherRow; expiresAt: Date } | 'none' | 'skip';
      try {
        outcome = await transaction(db, async (trx) => {
          const entry = await nextWaitingEntry(trx, eventId, after);
          if (!entry) return 'none' as const;
          after = entry.id;
          const type = entry.ticket_type_id !== null ? open.find((t) => t.id === entry.ticket_type_id) : open.find((t) => !t.hidden);
          if (!type) return 'skip' as const;
          const expiresAt = new Date(now.getTime() + offerMs);
          const [voucher] = await insertVouchers(trx, eventId, [newVoucherCode()], {
            discount_kind: 'percent',
            discount_value: 0,
            max_uses: 1,
            valid_until: expiresAt,
            ticket_ids: [type.id],
            reserve: true,
            unlocks_hidden: true,
            reserved: 1,
            reserve_ticket_id: type.id,
            user_id: entry.user_id,
          });
          const claim = await claimPlaces(trx, eventId, [{ ticketTypeId: type.id, quantity: 1 }], 'hold');
          if (!claim.ok) throw new NoPlace();
          await setWaitingState(trx, entry.id, ['waiting'], 'offered', { voucher_id: voucher!.id, offered_at: now, offer_expires_at: expiresAt });
          await enqueueJob(trx, VOUCHER_LAPSE_JOB, { voucher_id: voucher!.id }, { delayMs: offerMs + 1000 });
          const data: WaitingListWebhookData = { event: { id: event.id, slug: event.slug, name: event.name }, entry_id: entry.id, user_id: entry.user_id, ticket_id: type.id, expires_at: expiresAt.toISOString() };
          await enqueueWebhookEvent(trx, event.organization_id, 'waiting_list.offered', data, [entry.user_id]);
          const facts = await mail.eventData(trx, eventId);
          if (facts) {
            // A confirmed address gets the mail; anyone else (unconfirmed or no address) the SMS, one per offer.
            if (await mail.hasConfirmedAddress(trx, entry.user_id)) {
              const offer: WaitingListOfferData = { sender: facts.sender, event_name: facts.event_name, event_url: facts.event_url, voucher: voucher!.code, expires_at: expiresAt.toISOString() };
              await mail.queue(trx, { key: `waiting_list_offer:${entry.id}`, template: 'waiting_list_offer', userId: entry.user_id, data: offer });
            } else {
              await texts.queue(trx, {
                key: `waiting_list_offer:${entry.id}`,
                template: 'waiting_list_offer',
                userId: entry.user_id,
                data: { event_name: facts.event_name, event_url: facts.event_url, voucher: voucher!.code, expires_at: expiresAt.toISOString(), time_zone: facts.time_zone },
              });
            }
          }
          return { entry, ticketId: type.id, voucher: voucher!, expiresAt };
        });
      } catch (err) {
        if (!(err instanceof NoPlace)) throw err;
        outcome = 'skip';
      }
      if (outcome === 'none') break;
      if (outcome === 'skip') continue;
      offers++;
      notifier.push({ user: [outcome.entry.user_id] }, 'waiting_list:offered', {
        event: { id: event.id, slug: event.slug, name: event.name },
        ticket_id: outcome.ticketId,
        voucher: outcome.voucher.code,
        expires_at: outcome.expiresAt.toISOString(),
      });
    }
    if (offers > 0) {
      outbox.wake();
      await cache.changed();
      logger.info({ eventId, offers }, 'sales.waiting_list_offered');
    }
    return offers;
  }

  /**
   * A `reserve` voucher reached `valid_until`: what it still holds goes back to sale and, when it was a waiting-list
   * offer, the entry ends (`done` when the offer was used, else `lapsed`); the queue is looked at again.
   */
  async function lapseVoucher(voucherId: number): Promise<void> {
    const changed = await transaction(db, async (trx) => {
      const voucher = await lockVoucher(trx, voucherId);
      if (!voucher) return false;
      await endReservation(trx, voucher.event_id, voucher);
      const entry = await waitingEntryByVoucher(trx, voucherId);
      if (entry) await setWaitingState(trx, entry.id, ['offered'], voucher.used > 0 ? 'done' : 'lapsed');
      await queueWaitingListOffers(trx, voucher.event_id);
      return voucher.reserved > 0 || entry !== undefined;
    });
    if (changed) {
      outbox.wake();
      await cache.changed();
    }
  }

  function registerJobs(): void {
    const backoff = exponentialBackoff({ baseMs: 1000, maxMs: 60_000 });
    outbox.register(
      WAITING_LIST_JOB,
      async (payload) => {
        const id = (payload as { event_id?: unknown }).event_id;
        if (typeof id === 'number') await offerFreed(id);
      },
      { maxAttempts: 10, backoff },
    );
    outbox.register(
      VOUCHER_LAPSE_JOB,
      async (payload) => {
        const id = (payload as { voucher_id?: unknown }).voucher_id;
        if (typeof id !== 'number') return;
        const voucher = await findVoucherById(db, id);
        if (!voucher) return;
        // Early (another node's clock): try again later.
        if (voucher.valid_until && voucher.valid_until.getTime() > Date.now()) throw new Error('not due yet');
        await lapseVoucher(id);
      },
      { maxAttempts: 20, backoff },
    );
  }

  /** Whether buyers may queue for the event now (the shop shows the list's button by it). */
  async function isOpen(slug: string): Promise<boolean> {
    const event = await requireEventBySlug(db, slug);
    return event.waiting_list_enabled && !event.canceled_at;
  }

  return { join, leave, listForOrganizer, offerFreed, lapseVoucher, registerJobs, isOpen };
}

/** Queues the lapse of a `reserve` voucher with an end (its places go back at `valid_until`). */
export function scheduleVoucherLapse(trx: DB, voucher: Pick<VoucherRow, 'id' | 'valid_until' | 'reserve'>): Promise<number> | undefined {
  if (!voucher.reserve || !voucher.valid_until) return undefined;
  return enqueueJob(trx, VOUCHER_LAPSE_JOB, { voucher_id: voucher.id }, { delayMs: Math.max(0, voucher.valid_until.getTime() - Date.now()) + 1000 });
}
