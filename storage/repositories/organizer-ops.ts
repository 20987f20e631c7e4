import { sql, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../database.js';
import { movePlaces, queueWaitingListOffers } from './sales.js';
import { releaseTicketSeat } from './seating.js';
import { escapeLike } from './events.js';
import { inSequence } from '../sequence.js';
import { SEARCH_COUNT_CAP } from './attendees.js';
import { recentMarks, type RecentMarks } from './recent-marks.js';

/** SQL of organizer operations (CONTRACT 8): the attendee list and export, voiding, check-ins and their stats. */

export interface AttendeeFilters {
  q?: string | undefined;
  status?: 'valid' | 'void' | undefined;
  checkedIn?: boolean | undefined;
}

export interface AttendeeRow {
  id: number;
  code: string;
  status: 'valid' | 'void';
  created_at: Date;
  checked_in_at: Date | null;
  ticket_name: string | null;
  user_id: number;
  name: string;
  surname: string;
  mobile: string;
  email: string | null;
  /** The ticket's seat (reserved seating) and its label, section and row; null without one. */
  seat: string | null;
  seat_label: string | null;
  seat_section: string | null;
  seat_row: string | null;
}

/**
 * The event's tickets matching the filters, over attendee_tickets alone (the holder is joined for a page's rows only).
 * `q` is answered from the trigram indexes of event_directory (holders) and attendee_tickets_code_trgm_idx (codes),
 * never by reading users. `walk`: the event is selected by a range of attendee_tickets_event_id_idx instead (see
 * ticketIds).
 */
function ticketBase(db: DB, eventId: number, filters: AttendeeFilters, walk?: { after: number }) {
  let base = db.selectFrom('attendee_tickets as t');
  if (filters.q) {
    // The matching tickets are the event's already, so they are not selected by event again (a primary-key probe
    // per match, from the index alone). The service has turned control characters into spaces, so a match never
    // spans two fields.
    base = base.where(sql<boolean>`t.id in (${searchedTicketIds(eventId, filters.q)})`);
    if (walk) base = base.where('t.id', '>', walk.after);
  } else if (walk) {
    base = base.where(sql<boolean>`(t.event_id, t.id) > (${eventId}, ${walk.after})`).where('t.event_id', '<=', eventId);
  } else {
    base = base.where('t.event_id', '=', eventId);
  }
  if (filters.status) base = base.where('t.status', '=', filters.status);
  if (filters.checkedIn !== undefined) base = base.where('t.checked_in_at', filters.checkedIn ? 'is not' : 'is', null);
  return base;
}

/** `q` as a LIKE pattern that matches text containing it. */
const containing = (q: string) => `%${escapeLike(q)}%`;

/**
 * Whether the directory entry `d` matches `q` by its holder's name (name, surname or both together: the first field
 * of `search`), mobile or e-mail: first the columns the trigram indexes serve, then the name field alone. The
 * directory's text is stored in lower case (migration 20261127T1200): LIKE on lower(q) is what ILIKE does, without
 * lowering every row it tests.
 */
function directoryMatchSql(q: string) {
  const lowered = sql`lower(${containing(q)})`;
  return sql<boolean>`(d.search like ${lowered} or d.contact like ${lowered})
        and (split_part(d.search, chr(1), 1) like ${lowered} or d.contact like ${lowered})`;
}

/**
 * The ids of the event's tickets whose holder matches `q` (directoryMatchSql, found by the trigram indexes of
 * event_directory), and of its tickets whose code contains it (attendee_tickets_code_trgm_idx). An id may come twice.
 */
function searchedTicketIds(eventId: number, q: string) {
  return sql<{ id: number }>`select ht.id from event_directory d join attendee_tickets ht on ht.event_id = d.event_id and ht.user_id = d.user_id
      where d.event_id = ${eventId} and ${directoryMatchSql(q)}
      union all
      select c.id from attendee_tickets c where c.code ilike ${containing(q)} and c.event_id = ${eventId}`;
}

/**
 * Whether the holder of the ticket `alias` (a row with event_id and user_id) matches `q` by name, mobile or e-mail: a
 * probe of event_directory_pk and the row's lower-case text (what searchedTicketIds finds through the trigram indexes).
 * A scalar subquery, run per row: an EXISTS under an OR may be planned as a hashed subplan instead, which reads every
 * matching holder of every event first (it did on a small table).
 */
function holderMatchesSql(alias: string, q: string) {
  const lowered = sql`lower(${containing(q)})`;
  const t = sql.ref(alias);
  return sql<boolean>`coalesce((select split_part(d.search, chr(1), 1) like ${lowered} or d.contact like ${lowered}
      from event_directory d where d.event_id = ${t}.event_id and d.user_id = ${t}.user_id), false)`;
}

/** The status and check-in filters on the ticket `alias`. */
function ticketFiltersSql(alias: string, filters: AttendeeFilters) {
  const t = sql.ref(alias);
  const parts = [sql`true`];
  if (filters.status) parts.push(sql`${t}.status = ${filters.status}`);
  if (filters.checkedIn !== undefined) parts.push(filters.checkedIn ? sql`${t}.checked_in_at is not null` : sql`${t}.checked_in_at is null`);
  return sql.join(parts, sql` and `);
}

/**
 * The ids of the event's tickets matching `q` (searchedTicketIds) and the other filters, each once without a `union`
 * (which must read every match before it yields one): the tickets of the holders found by the trigram indexes, then
 * those whose code matches and whose holder does not. So a `limit` over it stops early: the capped count reads at
 * most SEARCH_COUNT_CAP matches and their tickets.
 */
function matchingTicketIds(eventId: number, q: string, filters: AttendeeFilters) {
  return sql<{ id: number }>`select ht.id from event_directory d join attendee_tickets ht on ht.event_id = d.event_id and ht.user_id = d.user_id
      where d.event_id = ${eventId} and ${directoryMatchSql(q)} and ${ticketFiltersSql('ht', filters)}
      union all
      select c.id from attendee_tickets c where c.code ilike ${containing(q)} and c.event_id = ${eventId} and ${ticketFiltersSql('c', filters)}
        and not ${holderMatchesSql('c', q)}`;
}

/**
 * The number of the event's tickets matching `q` and the filters, counted up to SEARCH_COUNT_CAP (a floor beyond).
 * Without a status or check-in filter the matching holders are counted first (up to the cap, no visit of their
 * tickets): every such holder holds at least one ticket of the event, so as many holders mean as many tickets, and
 * only fewer are counted again by ticket (the inner count is an InitPlan, run only when the CASE reaches it).
 */
function cappedMatchCount(eventId: number, q: string, filters: AttendeeFilters) {
  const tickets = sql<number>`(select count(*)::int from (${matchingTicketIds(eventId, q, filters)} limit ${SEARCH_COUNT_CAP}) m)`;
  if (filters.status || filters.checkedIn !== undefined) return tickets;
  return sql<number>`(select case when h.n >= ${SEARCH_COUNT_CAP} then h.n else ${tickets} end from (select count(*)::int as n from (select 1 from event_directory d
      where d.event_id = ${eventId} and ${directoryMatchSql(q)} limit ${SEARCH_COUNT_CAP}) hm) h)`;
}

/** The ticket rows of `ids` (a subquery of ticket ids in order) with their holders and ticket types. */
function withHolders(db: DB, ids: SelectQueryBuilder<any, any, { id: number }>) {
  return db
    .selectFrom(ids.as('k'))
    .innerJoin('attendee_tickets as t', 't.id', 'k.id')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('ticket_types as tt', 'tt.id', 't.ticket_type_id')
    // The seat's label, section and row for the page's rows only (a primary-key probe of seats per row).
    .leftJoin('seats as s', (j) => j.onRef('s.event_id', '=', 't.event_id').onRef('s.seat_id', '=', 't.seat'))
    .select(attendeeColumns)
    .orderBy('t.id');
}

/**
 * A page of the event's ticket ids, oldest first, after a ticket id or from an offset. The event is selected as the
 * range (event_id, id) > (event, after) and event_id <= event, ordered by (event_id, id): only
 * attendee_tickets_event_id_idx yields that order, so the plan walks the event's own entries from the cursor. With
 * `event_id = ?` and `order by id`, the planner may walk the primary key across every event and filter (it did at
 * platform size: 1.2 s, issue 22), because it assumes an event's tickets are spread evenly over the ids.
 */
function ticketIds(db: DB, eventId: number, filters: AttendeeFilters, window: { limit: number; offset?: number; after?: number | undefined }) {
  let ids = ticketBase(db, eventId, filters, { after: window.after ?? 0 }).select('t.id');
  ids = (filters.q ? ids : ids.orderBy('t.event_id')).orderBy('t.id').limit(window.limit);
  if (window.after === undefined && window.offset) ids = ids.offset(window.offset);
  return ids;
}

const attendeeColumns = [
  't.id',
  't.code',
  't.status',
  't.created_at',
  't.checked_in_at',
  'tt.name as ticket_name',
  'u.id as user_id',
  'u.name',
  'u.surname',
  'u.mobile',
  'u.email',
  't.seat',
  's.label as seat_label',
  's.section as seat_section',
  's.row as seat_row',
] as const;

/**
 * How many of the event's tickets (in id order, from the page's cursor) the organizer's search walks at most, testing
 * each holder's text by event_directory_pk. A common `q` fills its page within a few hundred tickets (the big event's
 * "sar", 7,785 matches of 50,000: about 130 for a page of 20), where reading every match would visit them all.
 */
export const ATTENDEE_SEARCH_WALK = 2_000;

/**
 * Searches whose capped count reached SEARCH_COUNT_CAP (event, `q`, filters → when), remembered by this node for
 * a minute: their next pages walk at once and answer the total as the cap (a floor, `capped`), without counting
 * again (the big event's "sar": 4 of its 5.6 ms). A thousand matches do not fall under the cap within a minute but by
 * voids or departures of that many holders; the rows themselves are always read live.
 */
export function createCappedSearches(): RecentMarks {
  return recentMarks(60_000, 2_000);
}

/**
 * The marks of a direct call that passes none (repository tests, scripts): one set per database, keyed by its Kysely
 * adapter (shared by its `withPlugin` copies and its transactions), made on its first such call (two test files in
 * one worker never share them). The organizer-ops service is given its context's (context/context.ts
 * `createListCaches`).
 */
const directCallMarks = new WeakMap<object, RecentMarks>();

function directMarksOf(db: DB): RecentMarks {
  let marks = directCallMarks.get(db.getExecutor().adapter);
  if (!marks) directCallMarks.set(db.getExecutor().adapter, (marks = createCappedSearches()));
  return marks;
}

function cappedKey(eventId: number, filters: AttendeeFilters): string {
  return JSON.stringify([eventId, filters.q?.toLowerCase(), filters.status ?? null, filters.checkedIn ?? null]);
}

/**
 * One page of an event's tickets with their holders, oldest first, from an offset or after a ticket id (keyset), and
 * the filtered total: exact from the event's counters (event_ticket_counts) without `q`; with `q`, the matches counted
 * up to SEARCH_COUNT_CAP (`capped` when it reached it: a floor, more may follow). A search reads its count first
 * (the matching holders from the trigram indexes, stopping at the cap), then its page one of two ways: a walk of the
 * event's tickets in id order (at most ATTENDEE_SEARCH_WALK) when matches are dense enough to fill the page soon,
 * otherwise every match from the trigram indexes, sorted for the page (also when the walk did not fill it). A search
 * whose count reached the cap on this node within the last minute skips the count (cappedSearches).
 */
export async function listAttendeePage(
  db: DB,
  eventId: number,
  filters: AttendeeFilters,
  page: { limit: number; offset: number; after?: number | undefined },
  cappedSearches: RecentMarks = directMarksOf(db),
) {
  if (filters.q) {
    const q = filters.q;
    const offset = page.after !== undefined ? 0 : page.offset;
    // The capped count first, with the number of the event's tickets the walk would read from (its counters): they
    // tell which way the page is read.
    const wanted = offset + page.limit;
    const key = cappedKey(eventId, filters);
    const now = Date.now();
    const recentlyCapped = wanted <= ATTENDEE_SEARCH_WALK && cappedSearches.has(key, now);
    const counts = recentlyCapped
      ? { n: SEARCH_COUNT_CAP, tickets: 0 }
      : await db
          .selectNoFrom([cappedMatchCount(eventId, q, filters).as('n'), ticketCount(db, eventId, { status: filters.status, checkedIn: filters.checkedIn }).as('tickets')])
          .executeTakeFirstOrThrow();
    const total = Number(counts.n);
    const tickets = Number(counts.tickets);
    if (!recentlyCapped) {
      if (total >= SEARCH_COUNT_CAP) cappedSearches.mark(key, now);
      else cappedSearches.unmark(key);
    }
    let rows: AttendeeRow[] = [];
    // The walk is expected to read about wanted × tickets / total tickets to fill the page; every match from the
    // trigram indexes reads `total` of them. The walk when it is expected to read fewer, or when the count reached its
    // cap (the full set is larger still, and the walk stops at its bound), as long as the page is within that bound.
    if (total > 0 && wanted <= ATTENDEE_SEARCH_WALK && (total >= SEARCH_COUNT_CAP || wanted * tickets <= total * total)) {
      // Many matches: the walk, over the event's tickets from the cursor on in (event_id, id) order
      // (attendee_tickets_event_id_idx, or the valid-ticket index when filtered on status), each tested as it comes;
      // the limit stops it at a full page.
      const walked = ticketBase(db, eventId, { status: filters.status, checkedIn: filters.checkedIn }, { after: page.after ?? 0 })
        .select(['t.id', 't.event_id', 't.user_id', 't.code'])
        .orderBy('t.event_id')
        .orderBy('t.id')
        .limit(ATTENDEE_SEARCH_WALK);
      let ids = db
        .selectFrom(walked.as('w'))
        .select('w.id')
        .where(sql<boolean>`(${holderMatchesSql('w', q)} or w.code ilike ${containing(q)})`)
        .orderBy('w.event_id')
        .orderBy('w.id')
        .limit(page.limit);
      if (offset) ids = ids.offset(offset);
      rows = (await withHolders(db, ids).execute()) as AttendeeRow[];
    }
    if (total > 0 && rows.length < page.limit) {
      // Few matches (or a walk that did not fill the page): every match from the trigram indexes, each once, sorted
      // for the page.
      let ids = db.selectFrom(sql<{ id: number }>`(${matchingTicketIds(eventId, q, filters)})`.as('m')).select('m.id').orderBy('m.id').limit(page.limit);
      ids = page.after !== undefined ? ids.where('m.id', '>', page.after) : ids.offset(offset);
      rows = (await withHolders(db, ids).execute()) as AttendeeRow[];
    }
    return { rows, total, capped: total >= SEARCH_COUNT_CAP };
  }
  const [rows, count] = await inSequence(
    () => withHolders(db, ticketIds(db, eventId, filters, page)).execute(),
    () => ticketCount(db, eventId, filters).executeTakeFirstOrThrow(),
  );
  return { rows: rows as AttendeeRow[], total: Number(count.n), capped: false };
}

/**
 * Every filtered ticket of the event, read in keyset batches of `batchSize` (index attendee_tickets(event_id, id)):
 * at most one batch is in memory, whatever the event's size. Stop iterating to stop reading.
 */
export async function* streamAttendees(db: DB, eventId: number, filters: AttendeeFilters, batchSize = 1000): AsyncGenerator<AttendeeRow> {
  let after = 0;
  for (;;) {
    const rows = (await withHolders(db, ticketIds(db, eventId, filters, { limit: batchSize, after })).execute()) as AttendeeRow[];
    for (const row of rows) yield row;
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1]!.id;
  }
}

/** One ticket of the event with its holder (the attendee item). */
export async function findAttendee(db: DB, eventId: number, code: string): Promise<AttendeeRow | undefined> {
  return (await withHolders(db, ticketBase(db, eventId, {}).select('t.id').where('t.code', '=', code).orderBy('t.id').limit(1)).executeTakeFirst()) as AttendeeRow | undefined;
}

/**
 * Voids a valid ticket and gives its seat back, in the caller's transaction: the status change is conditional (a
 * ticket is voided once), and the event's sales counter moves only when it happened. Undefined when the ticket is
 * not valid (or not the event's).
 */
export async function voidTicket(trx: DB, eventId: number, code: string): Promise<{ id: number; user_id: number; seat: string | null } | undefined> {
  const voided = await trx
    .updateTable('attendee_tickets')
    .set({ status: 'void', voided_at: sql<Date>`now()` as never })
    .where('event_id', '=', eventId)
    .where('code', '=', code)
    .where('status', '=', 'valid')
    .returning(['id', 'user_id', 'ticket_type_id'])
    .executeTakeFirst();
  if (!voided) return undefined;
  // Its seat (reserved seating) is free again, before the counters move (seats before ticket types: CONTRACT 19).
  const seat = await releaseTicketSeat(trx, voided.id);
  // The place goes back to the type's, its quotas' and the event's counters (in the claim's order: CONTRACT 15).
  await movePlaces(trx, eventId, [{ ticketTypeId: voided.ticket_type_id, quantity: 1 }], 'unsell');
  // The freed place goes to the first in the waiting list, if anyone waits.
  await queueWaitingListOffers(trx, eventId);
  return { id: voided.id, user_id: voided.user_id, seat: seat ?? null };
}

export interface CheckinRow {
  code: string;
  user_id: number;
  checked_in_at: Date;
  ticket_name: string | null;
  name: string;
  surname: string;
  seat: string | null;
  seat_label: string | null;
  seat_section: string | null;
  seat_row: string | null;
}

/**
 * Checks a valid ticket in at `at` (default now) when it is not checked in yet: one conditional UPDATE, so of
 * concurrent scans of one code exactly one wins. Undefined when it did not (already in, void, unknown).
 */
export async function checkIn(db: DB, eventId: number, code: string, at?: Date): Promise<CheckinRow | undefined> {
  const result = await sql<CheckinRow>`with c as (
      update attendee_tickets set checked_in_at = ${at ?? sql`now()`}
      where event_id = ${eventId} and code = ${code} and status = 'valid' and checked_in_at is null
      returning code, user_id, checked_in_at, ticket_type_id, seat)
    select c.code, c.user_id, c.checked_in_at, tt.name as ticket_name, u.name, u.surname,
      c.seat, s.label as seat_label, s.section as seat_section, s.row as seat_row
    from c join users u on u.id = c.user_id left join ticket_types tt on tt.id = c.ticket_type_id
      left join seats s on s.event_id = ${eventId} and s.seat_id = c.seat`.execute(db);
  return result.rows[0];
}

/**
 * An offline scan of a ticket already checked in: the earliest time wins, so a later stored time moves back to
 * `at`. Returns the stored time afterwards (undefined when the ticket is not checked in).
 */
export async function keepEarliestCheckin(db: DB, eventId: number, code: string, at: Date): Promise<Date | undefined> {
  const row = await db
    .updateTable('attendee_tickets')
    .set({ checked_in_at: sql<Date>`least(checked_in_at, ${at})` as never })
    .where('event_id', '=', eventId)
    .where('code', '=', code)
    .where('checked_in_at', 'is not', null)
    .returning('checked_in_at')
    .executeTakeFirst();
  return row?.checked_in_at ?? undefined;
}

/** The state of tickets of the event by code (why a check-in did not happen). */
export async function ticketStates(db: DB, eventId: number, codes: string[]) {
  if (!codes.length) return [];
  return db
    .selectFrom('attendee_tickets')
    .select(['code', 'status', 'checked_in_at'])
    .where('event_id', '=', eventId)
    .where('code', 'in', codes)
    .execute();
}

/**
 * Check-in stats in one statement: per ticket type of the event (types without tickets included), plus a row with a
 * null type for tickets issued without one. Void tickets are not counted. Read from the event's counters
 * (event_ticket_counts, kept by a trigger: migration 20261127T1300), a few rows whatever the event's size.
 */
export async function checkinStats(db: DB, eventId: number) {
  const result = await sql<{ ticket_id: number | null; name: string | null; tickets: number; checked_in: number }>`
    select tt.id as ticket_id, tt.name, coalesce(sum(c.tickets), 0)::int as tickets,
      coalesce(sum(c.tickets) filter (where c.checked_in), 0)::int as checked_in
    from (select ticket_type_id, checked_in, tickets from event_ticket_counts where event_id = ${eventId} and status = 'valid' and tickets > 0) c
    full join (select id, name from ticket_types where event_id = ${eventId}) tt on tt.id = c.ticket_type_id
    group by tt.id, tt.name
    order by tt.id nulls last`.execute(db);
  return result.rows;
}

/** The number of the event's tickets with a status and check-in state (either may be left out), from its counters. */
function ticketCount(db: DB, eventId: number, filters: AttendeeFilters) {
  let count = db.selectFrom('event_ticket_counts as c').select(sql<number>`coalesce(sum(c.tickets), 0)::int`.as('n')).where('c.event_id', '=', eventId);
  if (filters.status) count = count.where('c.status', '=', filters.status);
  if (filters.checkedIn !== undefined) count = count.where('c.checked_in', '=', filters.checkedIn);
  return count;
}
