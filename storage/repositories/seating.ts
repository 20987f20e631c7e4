import { sql } from 'kysely';
import type { DB } from '../database.js';
import { preparedStatement } from '../prepared.js';

/**
 * Reserved seating (CONTRACT 19). A seat plan is rows of `seats`; a live claim of a seat is a row of `seat_claims`,
 * whose primary key (event_id, seat_id) keeps every seat in at most one held or sold order under any concurrency.
 * Seat statements run before the counters' (claimPlaces, movePlaces) in every transaction that touches both, so
 * plan changes, blocks and orders lock in one order: the plan row, seats, then ticket types. Callers pass their
 * transaction.
 */

export interface SeatValues {
  seat_id: string;
  label: string;
  section: string | null;
  row: string | null;
  ticket_type_id: number;
  x: number | null;
  y: number | null;
}

export type SeatState = 'free' | 'held' | 'sold' | 'blocked';

export function findSeatPlan(db: DB, eventId: number) {
  return db.selectFrom('seat_plans').selectAll().where('event_id', '=', eventId).executeTakeFirst();
}

/** The plan's seats in plan order. */
export function listSeats(db: DB, eventId: number) {
  return db.selectFrom('seats').selectAll().where('event_id', '=', eventId).orderBy('position').execute();
}

/** Every seat of the event with its state, in plan order (held or sold wins over blocked: a claim is never blocked). */
export async function listSeatStates(db: DB, eventId: number, seatIds?: string[]): Promise<Array<{ id: string; status: SeatState }>> {
  if (seatIds && !seatIds.length) return [];
  const rows = await sql<{ id: string; status: SeatState }>`select s.seat_id as id,
      case when c.status is not null then c.status when s.blocked then 'blocked' else 'free' end as status
    from seats s left join seat_claims c on c.event_id = s.event_id and c.seat_id = s.seat_id
    where s.event_id = ${eventId} ${seatIds ? sql`and s.seat_id = any(${sql.val(seatIds)}::text[])` : sql``}
    order by s.position`.execute(db);
  return rows.rows;
}

/** Takes the event's plan row (made when missing): plan uploads and blocks of one event run one at a time. */
export async function lockSeatPlan(trx: DB, eventId: number, seatingTemplateId?: number | null): Promise<void> {
  await sql`insert into seat_plans (event_id, seating_template_id) values (${eventId}, ${seatingTemplateId ?? null})
    on conflict (event_id) do update set updated_at = now() ${seatingTemplateId !== undefined ? sql`, seating_template_id = excluded.seating_template_id` : sql``}`.execute(trx);
}

/**
 * Locks every seat of the event's plan (a plan upload): a claim in flight (which locks its seats FOR SHARE) either
 * committed before, and the caller's next read sees it, or waits for the caller and then finds the new plan.
 */
export async function lockSeats(trx: DB, eventId: number): Promise<void> {
  await sql`select 1 from seats where event_id = ${eventId} for update`.execute(trx);
}

/** Claimed seats (held or sold) that the new plan would drop or give to another ticket type. */
export async function claimedSeatsChanged(trx: DB, eventId: number, seats: SeatValues[]): Promise<string[]> {
  const rows = await sql<{ seat_id: string }>`select c.seat_id from seat_claims c join seats s on s.event_id = c.event_id and s.seat_id = c.seat_id
    left join unnest(${sql.val(seats.map((s) => s.seat_id))}::text[], ${sql.val(seats.map((s) => s.ticket_type_id))}::integer[]) as n(seat_id, ticket_type_id) on n.seat_id = c.seat_id
    where c.event_id = ${eventId} and (n.seat_id is null or n.ticket_type_id <> s.ticket_type_id)
    order by s.position limit 100`.execute(trx);
  return rows.rows.map((r) => r.seat_id);
}

/**
 * Replaces the plan's seats: seats not in `seats` are deleted (the claims' foreign key refuses a claimed one), the
 * rest written in their new order (blocked states kept). Answers the ticket types that had or have seats.
 */
export async function replaceSeats(trx: DB, eventId: number, seats: SeatValues[]): Promise<number[]> {
  const before = await trx.selectFrom('seats').select('ticket_type_id').distinct().where('event_id', '=', eventId).execute();
  await sql`delete from seats where event_id = ${eventId} and not (seat_id = any(${sql.val(seats.map((s) => s.seat_id))}::text[]))`.execute(trx);
  // In slices: each statement's arrays stay far below any parameter or message limit.
  for (let i = 0; i < seats.length; i += 5000) {
    const part = seats.slice(i, i + 5000);
    const col = <T>(f: (s: SeatValues) => T) => sql.val(part.map(f));
    await sql`insert into seats (event_id, seat_id, label, section, row, ticket_type_id, x, y, position)
      select ${eventId}, n.seat_id, n.label, n.section, n.row, n.ticket_type_id, n.x, n.y, n.position
      from unnest(${col((s) => s.seat_id)}::text[], ${col((s) => s.label)}::text[], ${col((s) => s.section)}::text[], ${col((s) => s.row)}::text[],
        ${col((s) => s.ticket_type_id)}::integer[], ${col((s) => s.x)}::float8[], ${col((s) => s.y)}::float8[], ${sql.val(part.map((_, j) => i + j))}::integer[])
        as n(seat_id, label, section, row, ticket_type_id, x, y, position)
      on conflict (event_id, seat_id) do update set label = excluded.label, section = excluded.section, row = excluded.row,
        ticket_type_id = excluded.ticket_type_id, x = excluded.x, y = excluded.y, position = excluded.position`.execute(trx);
  }
  return [...new Set([...before.map((r) => r.ticket_type_id), ...seats.map((s) => s.ticket_type_id)])];
}

/**
 * A seated type's places are its seats that are not blocked: its capacity is set to their number (a type without
 * seats any more keeps its capacity). The table's check refuses a capacity below what is sold and held.
 */
export async function setSeatedCapacities(trx: DB, eventId: number, typeIds: number[]): Promise<void> {
  if (!typeIds.length) return;
  await sql`update ticket_types tt set capacity = c.n
    from (select ticket_type_id, (count(*) filter (where not blocked))::int as n from seats where event_id = ${eventId} group by ticket_type_id) c
    where tt.id = c.ticket_type_id and tt.event_id = ${eventId} and tt.id = any(${sql.val(typeIds)}::integer[])`.execute(trx);
}

/** The seats among `ids` with their type and state (unknown ids absent), locked against blocks while the caller's transaction runs. */
export async function seatsForClaim(trx: DB, eventId: number, ids: string[]) {
  if (!ids.length) return [];
  const rows = await sql<{ seat_id: string; ticket_type_id: number; blocked: boolean }>`select seat_id, ticket_type_id, blocked from seats
    where event_id = ${eventId} and seat_id = any(${sql.val(ids)}::text[]) for share`.execute(trx);
  return rows.rows;
}

/**
 * A seat `s` that is free (not blocked, no claim committed), and not among `passing` (seats concurrent orders are
 * claiming, their claims not committed yet: counted as taken).
 */
const freeSeat = (passing: readonly string[] = []) =>
  sql`(not s.blocked${passing.length ? sql` and s.seat_id <> all(${sql.val([...passing])}::text[])` : sql``} and not exists (select 1 from seat_claims c where c.event_id = s.event_id and c.seat_id = s.seat_id))`;

/**
 * The best `n` free seats of one ticket type (not blocked, not claimed), found by the database, or null when fewer
 * than `n` are free. The rule (CONTRACT 19): the first run of `n` seats side by side in one row, i.e. consecutive among
 * the type's seats in plan order, of one section and row (a missing section or row counts as empty), none taken or
 * blocked between; when no row has one, the first `n` free seats in plan order.
 *
 * Both reads walk the type's seats in plan order (`seats_type_pick_idx (ticket_type_id, position)`, covering, or
 * `seats_order_idx (event_id, position)`) and probe the claims per seat, and stop at what they need: the run read
 * at the run's last seat (its window functions all follow the one plan order, so they stream: nothing after the run
 * is read), the fallback after `n` free seats. Only the seats picked reach Node (the type's whole plan did before:
 * 20,000 rows at 20,000 seats). The claim that follows (`claimSeats`) still decides: a seat a concurrent order
 * claimed after this read is left out there, and the caller picks again.
 */
export async function pickFreeSeats(trx: DB, eventId: number, ticketTypeId: number, n: number, passing: readonly string[] = [], skipRuns = 0): Promise<string[] | null> {
  if (n < 1) return [];
  // `passing`: seats concurrent orders are claiming, counted as taken. `skipRuns`: the run after that many
  // (overlapping) runs, for a pick that lost the best ones to concurrent orders.
  const free = freeSeat(passing);
  if (n > 1) {
    // Each seat's rank among the type's seats (rn), then the free seats alone: a free seat continues the run of the
    // free seat before it (brk = 0) when that one is the seat just before it among the type's (rn one less) and of
    // one row. A free seat whose n - 1 seats up to it all continue ends the first run of n. Only the rank is taken
    // over every seat walked; the rest is over free seats, so a plan taken up to its end costs one cheap walk.
    const run = await sql<{ seat_id: string }>`with t as (
        select s.position, coalesce(s.section, '') as sec, coalesce(s.row, '') as rw, ${free} as free, row_number() over (order by s.position) as rn
        from seats s where s.event_id = ${eventId} and s.ticket_type_id = ${ticketTypeId}),
      f as (
        select position, lag(position, ${n - 1}) over w as first_position,
          case when lag(rn) over w = rn - 1 and lag(sec) over w = sec and lag(rw) over w = rw then 0 else 1 end as brk
        from t where free window w as (order by position)),
      hit as (
        select first_position, position as last_position from (
          select first_position, position, sum(brk) over (order by position rows between ${n - 2} preceding and current row) as breaks from f) r
        where breaks = 0 order by position limit 1 offset ${skipRuns})
      select s.seat_id from hit join seats s on s.event_id = ${eventId} and s.ticket_type_id = ${ticketTypeId}
        and s.position between hit.first_position and hit.last_position
      order by s.position`.execute(trx);
    if (run.rows.length === n) return run.rows.map((r) => r.seat_id);
    // Fewer runs than skipped: the best one.
    if (skipRuns > 0) return pickFreeSeats(trx, eventId, ticketTypeId, n, passing);
  }
  const first = await sql<{ seat_id: string }>`select s.seat_id from seats s
    where s.event_id = ${eventId} and s.ticket_type_id = ${ticketTypeId} and ${free}
    order by s.position limit ${n}`.execute(trx);
  return first.rows.length === n ? first.rows.map((r) => r.seat_id) : null;
}

/**
 * A one-seat order's pick and claim in one statement: the best free seat of the type (plan order) that no concurrent
 * order is claiming, locked FOR UPDATE SKIP LOCKED and claimed. Concurrent buyers never wait for each other here:
 * each takes the next seat nobody holds. Answers the seat, or null when none could be taken now: none free, every free
 * one in flight (`passing`, or its row locked by another node's claim), or one claimed and committed by another order
 * after this statement's snapshot (ON CONFLICT); `anySeatFree` tells sold out from in flight.
 */
export async function claimBestFreeSeat(trx: DB, eventId: number, orderId: number, ticketTypeId: number, status: 'held' | 'sold', passing: readonly string[] = []): Promise<string | null> {
  const rows = await sql<{ seat_id: string }>`insert into seat_claims (event_id, seat_id, order_id, status)
    select s.event_id, s.seat_id, ${orderId}, ${status} from seats s
    where s.event_id = ${eventId} and s.ticket_type_id = ${ticketTypeId} and ${freeSeat(passing)}
    order by s.position limit 1 for update of s skip locked
    on conflict (event_id, seat_id) do nothing returning seat_id`.execute(trx);
  return rows.rows[0]?.seat_id ?? null;
}

/**
 * A several-seat order's pick and claim in one statement: among the first `window` free seats of the type in plan
 * order that no concurrent order is claiming (locked FOR UPDATE SKIP LOCKED), the first run of `n` side by side (one
 * section and row, no other seat of the type between two of them), claimed. Answers the seats claimed: `n` of them,
 * or fewer (no such run among those seats, or one claimed and committed by another order after this statement's
 * snapshot); the caller runs it under a savepoint and rolls back to it unless it got `n`, which also ends the locks
 * of the seats it did not take. The first run of the type is found whenever it lies among those seats, so an
 * uncontended pick follows the rule of `pickFreeSeats`.
 */
export async function claimBestFreeRun(trx: DB, eventId: number, orderId: number, ticketTypeId: number, n: number, status: 'held' | 'sold', passing: readonly string[] = []): Promise<string[]> {
  if (n < 2) throw new Error('claimBestFreeRun: a run is of two seats or more');
  const window = 3 * n + 6;
  const rows = await sql<{ seat_id: string }>`with cand as materialized (
      select s.seat_id, s.position, coalesce(s.section, '') as sec, coalesce(s.row, '') as rw from seats s
      where s.event_id = ${eventId} and s.ticket_type_id = ${ticketTypeId} and ${freeSeat(passing)}
      order by s.position limit ${window} for update of s skip locked),
    p as (
      select position, sec, rw, lag(position) over w as prev, lag(sec) over w as prev_sec, lag(rw) over w as prev_rw
      from cand window w as (order by position)),
    b as (
      select position, case when prev is not null and prev_sec = sec and prev_rw = rw and not exists (
          select 1 from seats y where y.ticket_type_id = ${ticketTypeId} and y.event_id = ${eventId} and y.position > p.prev and y.position < p.position)
        then 0 else 1 end as brk
      from p),
    r as (
      select position, lag(position, ${n - 1}) over (order by position) as first_position,
        sum(brk) over (order by position rows between ${n - 2} preceding and current row) as breaks
      from b),
    hit as (select first_position, position as last_position from r where breaks = 0 and first_position is not null order by position limit 1)
    insert into seat_claims (event_id, seat_id, order_id, status)
    select ${eventId}, cand.seat_id, ${orderId}, ${status} from cand join hit on cand.position between hit.first_position and hit.last_position
    order by cand.seat_id
    on conflict (event_id, seat_id) do nothing returning seat_id`.execute(trx);
  return rows.rows.map((r) => r.seat_id);
}

/** Whether any seat of the type is free (not blocked, no committed claim), whoever is claiming it now. */
export async function anySeatFree(trx: DB, eventId: number, ticketTypeId: number): Promise<boolean> {
  const rows = await sql<{ free: boolean }>`select exists (select 1 from seats s
    where s.event_id = ${eventId} and s.ticket_type_id = ${ticketTypeId} and ${freeSeat()}) as free`.execute(trx);
  return rows.rows[0]?.free === true;
}

/**
 * The event's seat-state version (a number as text; '0' before its first change): bumped at the commit of every
 * transaction that changed its seats or claims (the deferred trigger of migration 20261203T1200_seat_state_versions).
 */
export async function seatStateVersion(db: DB, eventId: number): Promise<string> {
  const row = await db.selectFrom('seat_state_versions').select(sql<string>`version::text`.as('version')).where('event_id', '=', eventId).executeTakeFirst();
  return row?.version ?? '0';
}

/**
 * Claims seats for an order in one statement: the seats (of `ticketTypeId`, not blocked) are locked against a block
 * and inserted as claims; a seat another live order holds is left out (ON CONFLICT DO NOTHING waits for a claim in
 * flight and then sees it). The seats are locked and claimed in id order, the same for every claim, so two claims of
 * overlapping seats never wait for each other both ways. Answers the seats claimed: the caller compares them with
 * those asked.
 */
export async function claimSeats(
  trx: DB,
  eventId: number,
  orderId: number,
  ticketTypeId: number,
  ids: string[],
  status: 'held' | 'sold',
  options: { skipLocked?: boolean } = {},
): Promise<string[]> {
  if (!ids.length) return [];
  // skipLocked (a pick's claim): the seats are locked FOR UPDATE SKIP LOCKED, so a seat a concurrent order is claiming
  // (its seat row locked, by a pick's claim or a named seat's FOR SHARE) is left out at once instead of waited for; the
  // claim never waits, and the caller picks again around it. A named seat's claim waits (the buyer asked for that seat).
  if (options.skipLocked) {
    // All or nothing: the claims are inserted only when every seat could be locked, so a pick that lost some seats
    // leaves no claim rows to roll back (dead index entries every later pick would walk past: a drop's thousands of
    // lost picks made each pick slower than the last).
    const rows = await sql<{ seat_id: string }>`with l as (
        select event_id, seat_id from seats
        where event_id = ${eventId} and seat_id = any(${sql.val(ids)}::text[]) and ticket_type_id = ${ticketTypeId} and not blocked
        order by seat_id for update skip locked)
      insert into seat_claims (event_id, seat_id, order_id, status)
      select event_id, seat_id, ${orderId}, ${status} from l where (select count(*) from l) = ${ids.length}
      on conflict (event_id, seat_id) do nothing returning seat_id`.execute(trx);
    return rows.rows.map((r) => r.seat_id);
  }
  const rows = await sql<{ seat_id: string }>`insert into seat_claims (event_id, seat_id, order_id, status)
    select event_id, seat_id, ${orderId}, ${status} from seats
    where event_id = ${eventId} and seat_id = any(${sql.val(ids)}::text[]) and ticket_type_id = ${ticketTypeId} and not blocked
    order by seat_id for share
    on conflict (event_id, seat_id) do nothing returning seat_id`.execute(trx);
  return rows.rows.map((r) => r.seat_id);
}

/**
 * A pick's claim runs under a savepoint: when it comes out short (a concurrent order took some of the seats first),
 * `undoPickClaim` rolls it back, which ends the subtransaction's claim rows and seat locks at once. Deleting them
 * instead would leave them this transaction's until its commit: another order waiting to claim one of those seats
 * would wait for this one, which may be waiting for a seat that order holds (a deadlock PostgreSQL then breaks by
 * failing one of the orders).
 */
export async function beginPickClaim(trx: DB): Promise<void> {
  await sql`savepoint seat_pick`.execute(trx);
}

export async function undoPickClaim(trx: DB): Promise<void> {
  await sql`rollback to savepoint seat_pick`.execute(trx);
}

/** Records the seats of an order's item (what the order view and the tickets show). */
export async function setItemSeats(trx: DB, orderId: number, ticketTypeId: number, seats: string[]): Promise<void> {
  await trx.updateTable('order_items').set({ seats }).where('order_id', '=', orderId).where('ticket_type_id', '=', ticketTypeId).execute();
}

/** An order's claims end (it expired or was canceled): its seats are free again. Answers them. */
export async function releaseOrderSeats(trx: DB, orderId: number): Promise<Array<{ event_id: number; seat_id: string }>> {
  const rows = await sql<{ event_id: number; seat_id: string }>`delete from seat_claims where order_id = ${orderId} returning event_id, seat_id`.execute(trx);
  return rows.rows;
}

/** An order's held seats become sold, each to the ticket issued for it. Answers the seats. */
export async function sellOrderSeats(trx: DB, orderId: number): Promise<string[]> {
  const rows = await sql<{ seat_id: string }>`update seat_claims c set status = 'sold', ticket_id = t.id
    from attendee_tickets t where c.order_id = ${orderId} and t.order_id = ${orderId} and t.event_id = c.event_id and t.seat = c.seat_id
    returning c.seat_id`.execute(trx);
  return rows.rows.map((r) => r.seat_id);
}

/** A voided or refunded ticket's seat is free again. Answers it (undefined: the ticket had no live seat). */
export async function releaseTicketSeat(trx: DB, ticketId: number): Promise<string | undefined> {
  const rows = await sql<{ seat_id: string }>`delete from seat_claims where ticket_id = ${ticketId} returning seat_id`.execute(trx);
  return rows.rows[0]?.seat_id;
}

/** A valid ticket of the event by code, with its seat. */
export function findSeatedTicket(trx: DB, eventId: number, code: string) {
  return trx
    .selectFrom('attendee_tickets')
    .select(['id', 'code', 'seat', 'status', 'ticket_type_id', 'order_id'])
    .where('event_id', '=', eventId)
    .where('code', '=', code)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Moves a ticket's claim to another seat (the caller checked the seat's type and that it is not blocked, locking
 * it): the claim's key changes, so a seat another order holds is refused by the primary key (a unique violation).
 */
export async function moveTicketSeat(trx: DB, eventId: number, ticketId: number, to: string): Promise<boolean> {
  const rows = await sql<{ seat_id: string }>`update seat_claims set seat_id = ${to} where event_id = ${eventId} and ticket_id = ${ticketId} returning seat_id`.execute(trx);
  if (!rows.rows.length) return false;
  await trx.updateTable('attendee_tickets').set({ seat: to }).where('id', '=', ticketId).execute();
  return true;
}

/** Blocks or unblocks seats; answers those changed and, when blocking, those a live order holds (the caller refuses them). */
export async function setSeatsBlocked(trx: DB, eventId: number, ids: string[], blocked: boolean): Promise<{ changed: string[]; claimed: string[]; known: number }> {
  const known = await sql<{ n: number }>`select count(*)::int as n from seats where event_id = ${eventId} and seat_id = any(${sql.val(ids)}::text[])`.execute(trx);
  const changed = await sql<{ seat_id: string }>`update seats set blocked = ${blocked}
    where event_id = ${eventId} and seat_id = any(${sql.val(ids)}::text[]) and blocked <> ${blocked} returning seat_id`.execute(trx);
  // Read after the update (its row locks taken): a claim in flight either committed before (seen here) or waits
  // for this transaction and then finds the seat blocked.
  const claimed = blocked
    ? await sql<{ seat_id: string }>`select seat_id from seat_claims where event_id = ${eventId} and seat_id = any(${sql.val(ids)}::text[]) order by seat_id`.execute(trx)
    : { rows: [] };
  return { changed: changed.rows.map((r) => r.seat_id), claimed: claimed.rows.map((r) => r.seat_id), known: known.rows[0]?.n ?? 0 };
}

const typeSeatedStatement = preparedStatement(
  ['eventId', 'typeId'],
  (p) => sql<{ ticket_type_id: number }>`select ${p.typeId}::int as ticket_type_id where exists (select 1 from seats where event_id = ${p.eventId} and ticket_type_id = ${p.typeId})`,
  { serverName: 'type_seated' },
);

/** Ticket types of the event with seats (seated types). */
export async function seatedTypeIds(db: DB, eventId: number, typeIds?: number[]): Promise<Set<number>> {
  // One type (nearly every order's plan asks this): a statement prepared on the server (issue 49).
  if (typeIds?.length === 1) return new Set((await typeSeatedStatement(db, { eventId, typeId: typeIds[0] })).rows.map((r) => r.ticket_type_id));
  const rows = await db
    .selectFrom('seats')
    .select('ticket_type_id')
    .distinct()
    .where('event_id', '=', eventId)
    .$if(typeIds !== undefined, (q) => q.where('ticket_type_id', 'in', typeIds!.length ? typeIds! : [-1]))
    .execute();
  return new Set(rows.map((r) => r.ticket_type_id));
}

/** The seats of the given tickets (order view). */
export async function seatsOfItems(db: DB, orderIds: number[]) {
  if (!orderIds.length) return [];
  return db.selectFrom('order_items').select(['order_id', 'ticket_type_id', 'seats']).where('order_id', 'in', orderIds).where('seats', 'is not', null).execute();
}
