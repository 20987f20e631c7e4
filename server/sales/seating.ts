import { createHash } from 'node:crypto';
import type { DB } from '../../storage/database.js';
import { isCheckViolation, isForeignKeyViolation, isUniqueViolation } from '../../storage/pg-errors.js';
import { eventsByIds, listTicketTypesWithRemaining, queueWaitingListOffers } from '../../storage/repositories/sales.js';
import {
  anySeatFree,
  beginPickClaim,
  claimBestFreeRun,
  claimBestFreeSeat,
  claimSeats,
  claimedSeatsChanged,
  findSeatPlan,
  findSeatedTicket,
  listSeatStates,
  listSeats,
  lockSeatPlan,
  lockSeats,
  moveTicketSeat,
  releaseOrderSeats,
  replaceSeats,
  seatedTypeIds,
  pickFreeSeats,
  seatStateVersion,
  seatsForClaim,
  sellOrderSeats,
  setItemSeats,
  setSeatedCapacities,
  setSeatsBlocked,
  undoPickClaim,
  type SeatValues,
} from '../../storage/repositories/seating.js';
import { requireEventBySlug } from '../catalogue/lookup.js';
import type { ReadCache } from '../catalogue/read-cache.js';
import { AppError, conflict, invalid, notFound, unavailable } from '../errors.js';
import { OVERLOAD_RETRY_AFTER_SECONDS } from '../outages.js';
import type { Outbox } from '../outbox/outbox.js';
import type { Notifier } from '../ports.js';
import { transaction, type ServiceDeps } from '../service.js';
import type { SeatPlanInput, SeatPlanItem, SeatStatusItem } from './schemas.js';

/**
 * Reserved seating (CONTRACT 19). A seat plan per event (the client derives it from its seating template, which stays
 * opaque); a seated ticket type's places are its seats that are not blocked (its capacity follows them). An order of
 * a seated type claims its seats in its own transaction, before the counters' claim: the claim's primary key
 * (event, seat) decides, whatever the concurrency and however many nodes, so a seat is in at most one held or sold
 * order. Every change of a seat's state is announced after commit (`notifier.seats`), and the realtime layer pushes
 * `seats:changed` coalesced.
 */

export interface SeatingDeps extends ServiceDeps {
  cache: ReadCache;
  outbox: Outbox;
  notifier: Notifier;
}

/** One line of an order as the seat claim sees it: its type, how many places, and the seats named (if any). */
export interface SeatLine {
  ticket_type_id: number;
  quantity: number;
  seats?: string[] | undefined;
}

/** 409 `seat_taken` naming the seats (for an order: its item's field). */
export const seatTaken = (seats: string[], field = 'seats') =>
  new AppError('conflict', 'seat_taken', `These seats are not available: ${seats.slice(0, 20).join(', ')}.`, { field, extra: { seats } });

const seatsInUse = (seats: string[]) =>
  new AppError('conflict', 'seats_in_use', seats.length ? `These seats are held or sold: ${seats.slice(0, 20).join(', ')}.` : 'Seats of the plan are held or sold.', {
    field: 'seats',
    extra: { seats },
  });

/** A strong validator of an event's seat states at a version (opaque: the version itself is not shown). */
const stateTag = (eventId: number, version: string) => `"${createHash('sha256').update(`seats:${eventId}:${version}`).digest('base64url').slice(0, 27)}"`;

/**
 * How many times a pick whose seats a concurrent order is claiming (on another node: this node's own are left out of
 * the pick) picks again around them before it waits for the best seats instead.
 */
const PICK_TRIES = 12;
/**
 * How many times a pick that waited picks again when a concurrent order committed its seats first (each time one more
 * order's seats are taken: the picks make progress) before the buyer is answered 503 `overloaded`, never a false
 * `sold_out` while seats are free.
 */
const WAITED_PICK_TRIES = 8;
/** Among how many of the next runs a pick that lost the best run to a concurrent order chooses (at random). */
const SPREAD_RUNS = 16;

/**
 * The seats this node's orders in flight are claiming, by event: a pick leaves them out (their claims are not
 * committed, so the database still shows them free), and concurrent buyers on one node pick around each other instead
 * of all picking the same best seats and all but one picking again. Held from the claim to the end of the order's
 * transaction (`SeatPicks.end`).
 */
export interface SeatPicks {
  /** Ends the order's picks (after its transaction committed or rolled back). */
  end(): void;
}

export function createSeating(deps: SeatingDeps) {
  const { db, access, cache, outbox, notifier } = deps;

  async function organizerEvent(userId: number, slug: string) {
    const event = await requireEventBySlug(db, slug);
    await access.requireOrganizer(userId, event.id);
    return event;
  }

  async function presentPlan(eventId: number): Promise<SeatPlanItem> {
    const [plan, seats] = await Promise.all([findSeatPlan(db, eventId), listSeats(db, eventId)]);
    return {
      seating_template_id: plan?.seating_template_id ?? null,
      seats: seats.map((s) => ({ id: s.seat_id, label: s.label, section: s.section, row: s.row, ticket_id: s.ticket_type_id, x: s.x, y: s.y, blocked: s.blocked })),
    };
  }

  /**
   * Whether the caller may upload the event's seat plan (401 before, 404 unknown event, 403 `not_organizer`): asked
   * by the route before it reads the body (up to 8 MiB), so a guest or a stranger never makes the server read it.
   */
  async function mayPutPlan(userId: number, slug: string): Promise<void> {
    await organizerEvent(userId, slug);
  }

  /** `PUT /events/{slug}/seat-plan` (organizers): the whole plan; held or sold seats stay (409 `seats_in_use` otherwise). */
  async function putPlan(userId: number, slug: string, input: SeatPlanInput): Promise<SeatPlanItem> {
    const event = await organizerEvent(userId, slug);
    const seen = new Set<string>();
    input.seats.forEach((s, i) => {
      if (seen.has(s.id)) throw invalid(`seats.${i}.id`, `The seat id "${s.id}" appears twice in the plan.`);
      seen.add(s.id);
    });
    const types = new Set((await listTicketTypesWithRemaining(db, event.id)).map((t) => t.id));
    input.seats.forEach((s, i) => {
      if (!types.has(s.ticket_id)) throw invalid(`seats.${i}.ticket_id`, 'Every ticket_id must be a ticket type of this event.');
    });
    const values: SeatValues[] = input.seats.map((s) => ({
      seat_id: s.id,
      label: s.label,
      section: s.section ?? null,
      row: s.row ?? null,
      ticket_type_id: s.ticket_id,
      x: s.x ?? null,
      y: s.y ?? null,
    }));
    try {
      await transaction(db, async (trx) => {
        await lockSeatPlan(trx, event.id, input.seating_template_id === undefined ? undefined : input.seating_template_id);
        await lockSeats(trx, event.id);
        const inUse = await claimedSeatsChanged(trx, event.id, values);
        if (inUse.length) throw seatsInUse(inUse);
        const typeIds = await replaceSeats(trx, event.id, values);
        await setSeatedCapacities(trx, event.id, typeIds);
        await queueWaitingListOffers(trx, event.id);
      });
    } catch (err) {
      if (isCheckViolation(err)) throw conflict('capacity_below_sold', 'A seated ticket type would have fewer seats than places already sold and held.', 'seats');
      // The claims' foreign key: a claimed seat cannot leave the plan (the check above answers first; this backs it).
      if (isForeignKeyViolation(err)) throw seatsInUse([]);
      throw err;
    }
    outbox.wake();
    await cache.changed();
    return presentPlan(event.id);
  }

  async function getPlan(slug: string): Promise<SeatPlanItem> {
    const event = await requireEventBySlug(db, slug);
    return presentPlan(event.id);
  }

  /**
   * The ETag of `GET /events/{slug}/seats` now: from the event's seat-state version alone (one primary-key read), so a
   * conditional GET that matches is answered 304 without reading a seat. The version is the database's, so every node
   * gives the same tag, and a change committed on any node changes it.
   */
  async function statesTag(slug: string): Promise<string> {
    const event = await requireEventBySlug(db, slug);
    return stateTag(event.id, await seatStateVersion(db, event.id));
  }

  /**
   * `GET /events/{slug}/seats` (anyone): every seat's state, never who holds it, with its ETag. The version and the
   * states are read in one snapshot (repeatable read), so the tag is exactly the body's.
   */
  async function states(slug: string): Promise<{ etag: string; data: SeatStatusItem[] }> {
    const event = await requireEventBySlug(db, slug);
    return db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const version = await seatStateVersion(trx, event.id);
        return { etag: stateTag(event.id, version), data: await listSeatStates(trx, event.id) };
      });
  }

  /** The states of an event's seats by id (the socket's `seats:watch` ack and the pushes' reads). */
  async function statesOf(eventId: number, seatIds?: string[]): Promise<SeatStatusItem[]> {
    return listSeatStates(db, eventId, seatIds);
  }

  /** `seats:watch`: the event must exist. */
  async function watchable(eventId: number): Promise<void> {
    if (!(await eventsByIds(db, [eventId])).has(eventId)) throw notFound('Event');
  }

  /** `POST /events/{slug}/seats/block` (organizers). Held or sold seats cannot be blocked (409 `seats_in_use`). */
  async function block(userId: number, slug: string, seats: string[], blocked: boolean): Promise<SeatStatusItem[]> {
    const event = await organizerEvent(userId, slug);
    const ids = [...new Set(seats)];
    let changed: string[];
    try {
      changed = await transaction(db, async (trx) => {
        await lockSeatPlan(trx, event.id);
        const result = await setSeatsBlocked(trx, event.id, ids, blocked);
        if (result.known !== ids.length) throw invalid('seats', 'Every seat must be a seat of this event’s plan.');
        if (result.claimed.length) throw seatsInUse(result.claimed);
        await setSeatedCapacities(trx, event.id, [...(await seatedTypeIds(trx, event.id))]);
        if (!blocked) await queueWaitingListOffers(trx, event.id);
        return result.changed;
      });
    } catch (err) {
      if (isCheckViolation(err)) throw conflict('capacity_below_sold', 'A seated ticket type would have fewer seats than places already sold and held.', 'seats');
      throw err;
    }
    outbox.wake();
    await cache.changed();
    notifier.seats(event.id, changed);
    return listSeatStates(db, event.id, ids);
  }

  /** `POST /events/{slug}/tickets/{code}/seat` (organizers): the ticket moves to a free seat of its type; its code (and QR) stay. */
  async function moveTicket(userId: number, slug: string, code: string, seat: string): Promise<{ code: string; seat: string }> {
    const event = await organizerEvent(userId, slug);
    let from: string | null = null;
    try {
      await transaction(db, async (trx) => {
        const ticket = await findSeatedTicket(trx, event.id, code);
        if (!ticket) throw notFound('Ticket');
        if (ticket.status !== 'valid') throw conflict('already_void', 'This ticket is void.');
        if (ticket.seat === null) throw invalid('seat', 'This ticket has no seat (its ticket type is not seated).');
        from = ticket.seat;
        if (ticket.seat === seat) return;
        const [target] = await seatsForClaim(trx, event.id, [seat]);
        if (!target) throw invalid('seat', 'No such seat in this event’s plan.');
        if (target.ticket_type_id !== ticket.ticket_type_id) throw invalid('seat', 'The seat belongs to another ticket type.');
        if (target.blocked) throw seatTaken([seat], 'seat');
        if (!(await moveTicketSeat(trx, event.id, ticket.id, seat))) throw conflict('seats_in_use', 'The ticket holds no live seat.', 'seat');
      });
    } catch (err) {
      // The claim's primary key: the seat is held or sold to another order.
      if (isUniqueViolation(err)) throw seatTaken([seat], 'seat');
      throw err;
    }
    if (from !== null && from !== seat) notifier.seats(event.id, [from, seat]);
    return { code, seat };
  }

  // ---- in an order's transaction ---------------------------------------------------------------------------

  /** Which of these ticket types are seated (their orders name or are given seats). */
  function seatedTypes(eventId: number, typeIds: number[]): Promise<Set<number>> {
    return seatedTypeIds(db, eventId, typeIds);
  }

  /** Seats being claimed by this node's orders in flight, by event (`SeatPicks`). */
  const inFlight = new Map<number, Map<string, number>>();
  const passing = (eventId: number) => [...(inFlight.get(eventId)?.keys() ?? [])];
  function hold(eventId: number, seats: string[], mine: string[]): void {
    let m = inFlight.get(eventId);
    if (!m) inFlight.set(eventId, (m = new Map()));
    for (const seat of seats) {
      m.set(seat, (m.get(seat) ?? 0) + 1);
      mine.push(seat);
    }
  }
  // (A count per seat: two orders of this node may both be claiming one seat, one after the other's rollback.)
  function letGo(eventId: number, seats: string[]): void {
    const m = inFlight.get(eventId);
    if (!m) return;
    for (const seat of seats) {
      const n = (m.get(seat) ?? 1) - 1;
      if (n > 0) m.set(seat, n);
      else m.delete(seat);
    }
    if (!m.size) inFlight.delete(eventId);
  }

  /**
   * One order's best-seat picks: the seats it claims count as taken for this node's other picks until `end`. The
   * caller ends it after the order's transaction, whatever its outcome.
   */
  function beginPicks(eventId: number): SeatPicks & { held: string[] } {
    const held: string[] = [];
    return {
      held,
      end: () => letGo(eventId, held.splice(0)),
    };
  }

  /**
   * The best free seats for one line, claimed. First around what concurrent orders are claiming: this node's (left
   * out of the pick) and other nodes' (their seat rows locked: the claim skips them and this order picks again
   * around them), so a drop's buyers never queue behind each other for the same seats. When every try met seats in
   * flight, it waits for the best seats instead (a claim in flight that rolls back frees them). `null`: sold out.
   */
  async function pickAndClaim(trx: DB, eventId: number, orderId: number, line: SeatLine, status: 'held' | 'sold', picks: ReturnType<typeof beginPicks> | undefined): Promise<string[] | null> {
    if (line.quantity === 1) {
      for (let attempt = 0; attempt < PICK_TRIES; attempt++) {
        const seat = await claimBestFreeSeat(trx, eventId, orderId, line.ticket_type_id, status, passing(eventId));
        if (seat) {
          if (picks) hold(eventId, [seat], picks.held);
          return [seat];
        }
        if (!(await anySeatFree(trx, eventId, line.ticket_type_id))) return null;
      }
    } else {
      // First in one statement: the first run among the best seats nobody is claiming, claimed (the seats it looked
      // at but did not take are locked until the savepoint's end, so a short answer rolls back to it).
      await beginPickClaim(trx);
      const run = await claimBestFreeRun(trx, eventId, orderId, line.ticket_type_id, line.quantity, status, passing(eventId));
      if (run.length === line.quantity) {
        if (picks) hold(eventId, run, picks.held);
        return run;
      }
      await undoPickClaim(trx);
      const lost = new Set<string>();
      for (let attempt = 0; attempt < PICK_TRIES; attempt++) {
        // The best run first; after a loss, one of the next runs at random, so that the buyers who lost the same run
        // do not all pick the same next one (each run a buyer skips is n seats on: they overlap by one seat at a time).
        const skip = attempt === 0 ? 0 : Math.floor(Math.random() * SPREAD_RUNS) * line.quantity;
        const picked = await pickFreeSeats(trx, eventId, line.ticket_type_id, line.quantity, [...passing(eventId), ...lost], skip);
        if (!picked) break;
        // Held from before the claim is sent: this node's next pick already goes around it.
        const mine: string[] = [];
        hold(eventId, picked, mine);
        await beginPickClaim(trx);
        const claimed = await claimSeats(trx, eventId, orderId, line.ticket_type_id, picked, status, { skipLocked: true }).catch((err: unknown) => {
          letGo(eventId, mine);
          throw err;
        });
        if (claimed.length === picked.length) {
          if (picks) picks.held.push(...mine);
          else letGo(eventId, mine);
          return picked;
        }
        letGo(eventId, mine);
        await undoPickClaim(trx);
        // Which of them another order holds is not told (nothing is claimed unless all are): all count as lost.
        for (const seat of picked) lost.add(seat);
      }
    }
    // Every try met seats in flight: wait for the best seats (a claim in flight ahead of this one commits or rolls
    // back first).
    for (let attempt = 0; attempt < WAITED_PICK_TRIES; attempt++) {
      const picked = await pickFreeSeats(trx, eventId, line.ticket_type_id, line.quantity);
      if (!picked) return null;
      await beginPickClaim(trx);
      const claimed = await claimSeats(trx, eventId, orderId, line.ticket_type_id, picked, status);
      if (claimed.length === picked.length) return picked;
      await undoPickClaim(trx);
    }
    throw unavailable('overloaded', 'Many buyers are ordering these seats right now; try again in a moment.', OVERLOAD_RETRY_AFTER_SECONDS);
  }

  /**
   * Claims the seats of an order's seated lines (`seated`) in the order's transaction, before its places: the seats
   * named (409 `seat_taken` naming those another order holds, or blocked), or the best free ones (plan order, side by
   * side in one row when possible; picked again when a concurrent order took some first). Records each item's seats.
   * `undefined` when a type has not enough free seats (the caller answers `sold_out`); otherwise the seats claimed.
   */
  async function claimForOrder(
    trx: DB,
    eventId: number,
    orderId: number,
    lines: SeatLine[],
    seated: Set<number>,
    status: 'held' | 'sold',
    picks?: ReturnType<typeof beginPicks>,
  ): Promise<{ seats: string[] } | { soldOut: number }> {
    const all: string[] = [];
    for (const [index, line] of lines.entries()) {
      if (!seated.has(line.ticket_type_id)) continue;
      const field = `items.${index}.seats`;
      let got: string[] | undefined;
      if (line.seats) {
        const asked = line.seats;
        if (new Set(asked).size !== asked.length) throw invalid(field, 'A seat appears twice in the order.');
        const rows = new Map((await seatsForClaim(trx, eventId, asked)).map((r) => [r.seat_id, r]));
        const unknown = asked.filter((id) => rows.get(id)?.ticket_type_id !== line.ticket_type_id);
        if (unknown.length) throw invalid(field, `Not seats of this ticket type in the event’s plan: ${unknown.slice(0, 20).join(', ')}.`);
        const blocked = asked.filter((id) => rows.get(id)!.blocked);
        if (blocked.length) throw seatTaken(blocked, field);
        const claimed = new Set(await claimSeats(trx, eventId, orderId, line.ticket_type_id, asked, status));
        const taken = asked.filter((id) => !claimed.has(id));
        if (taken.length) throw seatTaken(taken, field);
        got = asked;
      } else {
        const picked = await pickAndClaim(trx, eventId, orderId, line, status, picks);
        if (!picked) return { soldOut: index };
        got = picked;
      }
      await setItemSeats(trx, orderId, line.ticket_type_id, got);
      all.push(...got);
    }
    return { seats: all };
  }

  /** A late payment takes its order's seats again (`false`: one is taken meanwhile; the caller refunds). */
  async function reclaimForOrder(trx: DB, eventId: number, orderId: number, items: Array<{ ticket_type_id: number; seats: string[] | null }>): Promise<string[] | false> {
    const all: string[] = [];
    for (const item of items) {
      if (!item.seats?.length) continue;
      const claimed = await claimSeats(trx, eventId, orderId, item.ticket_type_id, item.seats, 'held');
      if (claimed.length !== item.seats.length) return false;
      all.push(...claimed);
    }
    return all;
  }

  return {
    mayPutPlan,
    putPlan,
    getPlan,
    states,
    statesTag,
    statesOf,
    watchable,
    block,
    moveTicket,
    seatedTypes,
    beginPicks,
    claimForOrder,
    reclaimForOrder,
    /** The order's seats are sold, each to its ticket (after the tickets are issued). */
    sellForOrder: (trx: DB, orderId: number) => sellOrderSeats(trx, orderId),
    /** The order's seats are free again (expiry, cancel). */
    releaseForOrder: (trx: DB, orderId: number) => releaseOrderSeats(trx, orderId),
  };
}

export type Seating = ReturnType<typeof createSeating>;
