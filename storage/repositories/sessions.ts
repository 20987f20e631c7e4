import { sql, type Selectable } from 'kysely';
import type { DB } from '../database.js';
import type { CancelledAgendaSessionsTable, EventSessionsTable } from '../schema.js';
import { unknownTagSlugs } from './tags.js';

export type SessionRow = Selectable<EventSessionsTable>;

export interface SessionWrite {
  title?: string;
  description?: string | null;
  starts_at?: Date;
  ends_at?: Date;
  room?: string | null;
  speakers?: string;
  tags?: string[];
  qa_enabled?: boolean;
}

/**
 * Tags travel as one comma-joined parameter split in SQL, the same on node-postgres and PGlite (no driver array
 * serialisation). Slugs never hold commas (server/sessions/schemas.ts tagSlug).
 */
const tagArray = (tags: readonly string[]) => sql<string[]>`string_to_array(${tags.join(',')}, ',')`;

function values(input: SessionWrite) {
  const { tags, ...rest } = input;
  return tags === undefined ? rest : { ...rest, tags: tagArray(tags) };
}

export async function insertSession(db: DB, eventId: number, input: SessionWrite & { title: string; starts_at: Date; ends_at: Date }): Promise<SessionRow> {
  return db
    .insertInto('event_sessions')
    .values({ ...values(input), event_id: eventId } as never)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Updates a session of this event only (a session of another event is unknown here). */
export async function updateSession(db: DB, eventId: number, id: number, input: SessionWrite): Promise<SessionRow | undefined> {
  return db
    .updateTable('event_sessions')
    // Every change is one more SEQUENCE in the calendars that hold the session (server/meetings/calendar.ts).
    .set({ ...values(input), updated_at: sql`now()`, sequence: sql`sequence + 1` } as never)
    .where('id', '=', id)
    .where('event_id', '=', eventId)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Deletes a session of this event; in the same statement, every agenda that held it keeps it as cancelled (its
 * calendar shows STATUS:CANCELLED with one more SEQUENCE). The agenda rows themselves go with the session (cascade);
 * the statement's snapshot still sees them.
 */
export async function deleteSession(db: DB, eventId: number, id: number): Promise<boolean> {
  const res = await sql<{ deleted: number }>`
    with gone as (delete from event_sessions where id = ${id} and event_id = ${eventId} returning *),
         kept as (
           insert into cancelled_agenda_sessions (user_id, session_id, event_id, title, description, room, starts_at, ends_at, sequence)
           select a.user_id, g.id, g.event_id, g.title, g.description, g.room, g.starts_at, g.ends_at, g.sequence + a.sequence_offset + 1
           from gone g join agenda_sessions a on a.session_id = g.id
           on conflict (user_id, session_id) do update set
             title = excluded.title, description = excluded.description, room = excluded.room, starts_at = excluded.starts_at,
             ends_at = excluded.ends_at, sequence = excluded.sequence, cancelled_at = now()
           returning 1)
    select (select count(*) from gone)::int as deleted, (select count(*) from kept)::int as kept`.execute(db);
  return Number(res.rows[0]?.deleted ?? 0) > 0;
}

export async function findSession(db: DB, eventId: number, id: number): Promise<SessionRow | undefined> {
  return db.selectFrom('event_sessions').selectAll().where('id', '=', id).where('event_id', '=', eventId).executeTakeFirst();
}

export interface SessionFilter {
  /** UTC day [from, to). */
  from?: Date;
  to?: Date;
  room?: string;
  tag?: string;
}

/** An event's sessions by `starts_at`, then `id` (index event_sessions_event_starts_idx). */
export async function listSessions(db: DB, eventId: number, filter: SessionFilter): Promise<SessionRow[]> {
  let q = db.selectFrom('event_sessions').selectAll().where('event_id', '=', eventId);
  if (filter.from) q = q.where('starts_at', '>=', filter.from);
  if (filter.to) q = q.where('starts_at', '<', filter.to);
  if (filter.room !== undefined) q = q.where('room', '=', filter.room);
  if (filter.tag !== undefined) q = q.where(sql<boolean>`${filter.tag} = any(tags)`);
  return q.orderBy('starts_at').orderBy('id').limit(1000).execute();
}

/** Tags a session may carry are the event's tags (CONTRACT 11, `event_tags`): the slugs that are not among them. */
export async function unknownSessionTags(db: DB, eventId: number, slugs: readonly string[]): Promise<string[]> {
  return unknownTagSlugs(db, eventId, slugs);
}

/** Saves a session of this event in the user's agenda: true when new, false when already saved, undefined for a session of another event. */
export async function saveAgendaSession(db: DB, userId: number, eventId: number, sessionId: number): Promise<boolean | undefined> {
  // One statement: the insert happens only for a session of the event; a conflict means it was already saved.
  // A session saved again after it was taken off the agenda replaces its cancellation in the calendar: its SEQUENCE
  // starts above the cancelled one's (sequence_offset), so calendars take the session back.
  const res = await sql<{ inserted: boolean | null; known: boolean }>`
    with s as (select id, sequence from event_sessions where id = ${sessionId} and event_id = ${eventId}),
         c as (select sequence from cancelled_agenda_sessions where user_id = ${userId} and session_id = ${sessionId}),
         ins as (
           insert into agenda_sessions (user_id, session_id, sequence_offset)
           select ${userId}, s.id, coalesce((select greatest(0, c.sequence + 1 - s.sequence) from c), 0) from s
           on conflict do nothing returning 1),
         uncancel as (delete from cancelled_agenda_sessions where user_id = ${userId} and session_id = ${sessionId} and exists (select 1 from ins) returning 1)
    select exists (select 1 from ins) as inserted, exists (select 1 from s) as known, (select count(*) from uncancel)::int as uncancelled`.execute(db);
  const row = res.rows[0]!;
  return row.known ? row.inserted === true : undefined;
}

/** Removes it: false for a session of another event (404), true otherwise (saved or not). */
export async function removeAgendaSession(db: DB, userId: number, eventId: number, sessionId: number): Promise<boolean> {
  // One statement: the saved row goes and, when there was one, the user's calendar keeps the session as cancelled.
  const res = await sql<{ known: boolean }>`
    with s as (select * from event_sessions where id = ${sessionId} and event_id = ${eventId}),
         gone as (delete from agenda_sessions where user_id = ${userId} and session_id = ${sessionId} and exists (select 1 from s) returning sequence_offset),
         kept as (
           insert into cancelled_agenda_sessions (user_id, session_id, event_id, title, description, room, starts_at, ends_at, sequence)
           select ${userId}, s.id, s.event_id, s.title, s.description, s.room, s.starts_at, s.ends_at, s.sequence + gone.sequence_offset + 1
           from s, gone
           on conflict (user_id, session_id) do update set
             title = excluded.title, description = excluded.description, room = excluded.room, starts_at = excluded.starts_at,
             ends_at = excluded.ends_at, sequence = excluded.sequence, cancelled_at = now()
           returning 1)
    select exists (select 1 from s) as known, (select count(*) from kept)::int as kept`.execute(db);
  return res.rows[0]?.known === true;
}

/** A saved session as the user's calendar shows it: the session and its SEQUENCE there. */
export type CalendarSessionRow = SessionRow & { calendar_sequence: number };

/** The user's saved sessions of the event with their calendar SEQUENCE, by starts_at then id. */
export async function calendarSessionsOf(db: DB, userId: number, eventId: number): Promise<CalendarSessionRow[]> {
  return db
    .selectFrom('agenda_sessions as a')
    .innerJoin('event_sessions as s', 's.id', 'a.session_id')
    .selectAll('s')
    .select(sql<number>`s.sequence + a.sequence_offset`.as('calendar_sequence'))
    .where('a.user_id', '=', userId)
    .where('s.event_id', '=', eventId)
    .orderBy('s.starts_at')
    .orderBy('s.id')
    .execute();
}

export type CancelledAgendaSessionRow = Selectable<CancelledAgendaSessionsTable>;

/** Sessions that left the user's agenda of the event (deleted, or unsaved), by starts_at then id. */
export async function cancelledAgendaSessionsOf(db: DB, userId: number, eventId: number): Promise<CancelledAgendaSessionRow[]> {
  return db
    .selectFrom('cancelled_agenda_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('event_id', '=', eventId)
    .orderBy('starts_at')
    .orderBy('session_id')
    .execute();
}

/** The user's saved sessions of the event, by starts_at then id. */
export async function agendaSessions(db: DB, userId: number, eventId: number): Promise<SessionRow[]> {
  return db
    .selectFrom('agenda_sessions as a')
    .innerJoin('event_sessions as s', 's.id', 'a.session_id')
    .selectAll('s')
    .where('a.user_id', '=', userId)
    .where('s.event_id', '=', eventId)
    .orderBy('s.starts_at')
    .orderBy('s.id')
    .execute();
}

/** Which of these sessions the user saved (one query for a page). */
export async function savedAmong(db: DB, userId: number, sessionIds: readonly number[]): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db.selectFrom('agenda_sessions').select('session_id').where('user_id', '=', userId).where('session_id', 'in', sessionIds).execute();
  return new Set(rows.map((r) => r.session_id));
}
