import type { DB } from '../database.js';

export interface TicketTypeRow {
  id: number;
  name: string;
  price: number;
  capacity: number | null;
}

export function insertTicketType(db: DB, eventId: number, input: { name: string; price: number; capacity: number | null }): Promise<TicketTypeRow> {
  return db
    .insertInto('ticket_types')
    .values({ event_id: eventId, name: input.name, price: input.price, capacity: input.capacity })
    .returning(['id', 'name', 'price', 'capacity'])
    .executeTakeFirstOrThrow();
}

export function listTicketTypes(db: DB, eventId: number): Promise<TicketTypeRow[]> {
  return db.selectFrom('ticket_types').select(['id', 'name', 'price', 'capacity']).where('event_id', '=', eventId).orderBy('id').execute();
}

export function insertAttendeeTicket(trx: DB, values: { code: string; event_id: number; user_id: number; ticket_type_id: number | null; order_id?: number | null; seat?: string | null }) {
  return trx.insertInto('attendee_tickets').values(values).returning(['code', 'created_at']).executeTakeFirstOrThrow();
}

/** A ticket by code with its event, organization, type and holder (GET /tickets/{code}). */
export function findTicketWithEvent(db: DB, code: string) {
  return db
    .selectFrom('attendee_tickets as t')
    .innerJoin('events as ev', 'ev.id', 't.event_id')
    .innerJoin('organizations as o', 'o.id', 'ev.organization_id')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('ticket_types as tt', 'tt.id', 't.ticket_type_id')
    .leftJoin('seats as s', (j) => j.onRef('s.event_id', '=', 't.event_id').onRef('s.seat_id', '=', 't.seat'))
    .select([
      't.code',
      't.user_id',
      't.seat',
      's.label as seat_label',
      's.section as seat_section',
      's.row as seat_row',
      't.created_at',
      'ev.id as event_id',
      'ev.name as event_name',
      'ev.slug as event_slug',
      'ev.city_name',
      'ev.online',
      'ev.starts_at',
      'ev.cover',
      'o.name as organization_name',
      'tt.name as ticket_name',
      'u.name as holder_name',
      'u.surname as holder_surname',
    ])
    .where('t.code', '=', code)
    .executeTakeFirst();
}

/** The code of a valid ticket `userId` already holds to the event, of `ticketTypeId` (null: one without a type), if any. */
export async function findValidTicketOf(db: DB, eventId: number, userId: number, ticketTypeId: number | null): Promise<string | undefined> {
  let q = db.selectFrom('attendee_tickets').select('code').where('event_id', '=', eventId).where('user_id', '=', userId).where('status', '=', 'valid');
  q = ticketTypeId === null ? q.where('ticket_type_id', 'is', null) : q.where('ticket_type_id', '=', ticketTypeId);
  return (await q.orderBy('id').limit(1).executeTakeFirst())?.code;
}

/**
 * Locks the holder's user row until the caller's transaction ends: two imports of the same person at once then
 * look for the person's ticket one after the other, so the second sees the first one's ticket.
 */
export async function lockTicketHolder(trx: DB, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}
