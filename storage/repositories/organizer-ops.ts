import { sql } from 'kysely';
import type { DB } from '../database.js';
import { escapeLike } from './events.js';
import { inSequence } from '../sequence.js';

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
}

function attendeeBase(db: DB, eventId: number, filters: AttendeeFilters) {
  let base = db
    .selectFrom('attendee_tickets as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('ticket_types as tt', 'tt.id', 't.ticket_type_id')
    .where('t.event_id', '=', eventId);
  if (filters.status) base = base.where('t.status', '=', filters.status);
  if (filters.checkedIn !== undefined) base = base.where('t.checked_in_at', filters.checkedIn ? 'is not' : 'is', null);
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    base = base.where(sql<boolean>`(u.name ilike ${pattern} escape '\\' or u.surname ilike ${pattern} escape '\\'
      or (u.name || ' ' || u.surname) ilike ${pattern} escape '\\' or t.code ilike ${pattern} escape '\\'
      or u.mobile ilike ${pattern} escape '\\' or coalesce(u.email, '') ilike ${pattern} escape '\\')`);
  }
  return base;
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
] as const;

/** One page of an event's tickets with their holders, oldest first, and the filtered total. */
export async function listAttendeePage(db: DB, eventId: number, filters: AttendeeFilters, page: { limit: number; offset: number }) {
  const base = attendeeBase(db, eventId, filters);
  const [rows, count] = await inSequence(
    () => base.select(attendeeColumns).orderBy('t.id').limit(page.limit).offset(page.offset).execute(),
    () => base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  );
  return { rows: rows as AttendeeRow[], total: Number(count.n) };
}

/**
 * Every filtered ticket of the event, read in keyset batches of `batchSize` (index attendee_tickets(event_id, id)):
 * at most one batch is in memory, whatever the event's size. Stop iterating to stop reading.
 */
export async function* streamAttendees(db: DB, eventId: number, filters: AttendeeFilters, batchSize = 1000): AsyncGenerator<AttendeeRow> {
  let after = 0;
  for (;;) {
    const rows = (await attendeeBase(db, eventId, filters).select(attendeeColumns).where('t.id', '>', after).orderBy('t.id').limit(batchSize).execute()) as AttendeeRow[];
    for (const row of rows) yield row;
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1]!.id;
  }
}

/** One ticket of the event with its holder (the attendee item). */
export async function findAttendee(db: DB, eventId: number, code: string): Promise<AttendeeRow | undefined> {
  return (await attendeeBase(db, eventId, {}).select(attendeeColumns).where('t.code', '=', code).executeTakeFirst()) as AttendeeRow | undefined;
}

/**
 * Voids a valid ticket and gives its seat back, in the caller's transaction: the status change is conditional (a
 * ticket is voided once), and the event's sales counter moves only when it happened. Undefined when the ticket is
 * not valid (or not the event's).
 */
export async function voidTicket(trx: DB, eventId: number, code: string): Promise<{ id: number; user_id: number } | undefined> {
  const voided = await trx
    .updateTable('attendee_tickets')
    .set({ status: 'void', voided_at: sql<Date>`now()` as never })
    .where('event_id', '=', eventId)
    .where('code', '=', code)
    .where('status', '=', 'valid')
    .returning(['id', 'user_id'])
    .executeTakeFirst();
  if (!voided) return undefined;
  await trx
    .updateTable('events')
    .set({ sales_count: sql<number>`greatest(sales_count - 1, 0)` as never })
    .where('id', '=', eventId)
    .execute();
  return voided;
}

export interface CheckinRow {
  code: string;
  user_id: number;
  checked_in_at: Date;
  ticket_name: string | null;
  name: string;
  surname: string;
}

/**
 * Checks a valid ticket in at `at` (default now) when it is not checked in yet: one conditional UPDATE, so of
 * concurrent scans of one code exactly one wins. Undefined when it did not (already in, void, unknown).
 */
export async function checkIn(db: DB, eventId: number, code: string, at?: Date): Promise<CheckinRow | undefined> {
  const result = await sql<CheckinRow>`with c as (
      update attendee_tickets set checked_in_at = ${at ?? sql`now()`}
      where event_id = ${eventId} and code = ${code} and status = 'valid' and checked_in_at is null
      returning code, user_id, checked_in_at, ticket_type_id)
    select c.code, c.user_id, c.checked_in_at, tt.name as ticket_name, u.name, u.surname
    from c join users u on u.id = c.user_id left join ticket_types tt on tt.id = c.ticket_type_id`.execute(db);
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
 * null type for tickets issued without one. Void tickets are not counted.
 */
export async function checkinStats(db: DB, eventId: number) {
  const result = await sql<{ ticket_id: number | null; name: string | null; tickets: number; checked_in: number }>`
    select tt.id as ticket_id, tt.name, count(t.id)::int as tickets, count(t.checked_in_at)::int as checked_in
    from (select id, ticket_type_id, checked_in_at from attendee_tickets where event_id = ${eventId} and status = 'valid') t
    full join (select id, name from ticket_types where event_id = ${eventId}) tt on tt.id = t.ticket_type_id
    group by tt.id, tt.name
    order by tt.id nulls last`.execute(db);
  return result.rows;
}
