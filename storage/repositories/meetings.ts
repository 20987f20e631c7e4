import { sql, type Selectable } from 'kysely';
import type { DB } from '../database.js';
import type { MeetingLocationsTable, MeetingSettingsTable, MeetingStatus, MeetingsTable } from '../schema.js';
import { prefixedUserColumns } from './user-columns.js';
import { bannedSql, blockedBetweenSql, participantSql, participantUserSql } from './access.js';
import { inSequence } from '../sequence.js';

/**
 * One-to-one meetings (CONTRACT 11). Whether an accept double-books anyone is decided by the database: an accepted
 * meeting holds `meeting_bookings` rows (one per member, one for its location) under two exclusion constraints
 * (`meeting_bookings_user_excl`, `meeting_bookings_location_excl`, btree_gist): of concurrent accepts that would
 * overlap one person or one location, exactly one commits and the others fail with SQLSTATE 23P01.
 */

export type MeetingRow = Selectable<MeetingsTable>;
export type LocationRow = Selectable<MeetingLocationsTable>;

export interface Range {
  starts_at: Date;
  ends_at: Date;
}

const iso = (d: Date) => d.toISOString();
const range = (r: Range) => sql`tstzrange(${iso(r.starts_at)}::timestamptz, ${iso(r.ends_at)}::timestamptz)`;

/** PostgreSQL broke a lock cycle (SQLSTATE 40P01): the transaction was rolled back and may be tried again. */
export function isDeadlock(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '40P01';
}

/** A booking constraint refused the row: which one (SQLSTATE 23P01). */
export function exclusionViolation(err: unknown): 'user' | 'location' | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e.code !== '23P01') return undefined;
  const text = `${String(e.constraint ?? '')} ${String(e.message ?? '')}`;
  if (text.includes('meeting_bookings_location_excl')) return 'location';
  if (text.includes('meeting_bookings_user_excl')) return 'user';
  return undefined;
}

// ---------------------------------------------------------------- settings

export interface StoredSettings {
  settings: Selectable<MeetingSettingsTable>;
  windows: Range[];
  locations: Array<{ id: number; name: string }>;
}

/** The event's meeting settings, windows by start, live locations in the organizer's order (three index reads). */
export async function findSettings(db: DB, eventId: number): Promise<StoredSettings | undefined> {
  const settings = await db.selectFrom('meeting_settings').selectAll().where('event_id', '=', eventId).executeTakeFirst();
  if (!settings) return undefined;
  const [windows, locations] = await Promise.all([
    db.selectFrom('meeting_windows').select(['starts_at', 'ends_at']).where('event_id', '=', eventId).orderBy('starts_at').execute(),
    db
      .selectFrom('meeting_locations')
      .select(['id', 'name'])
      .where('event_id', '=', eventId)
      .where('removed_at', 'is', null)
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  return { settings, windows, locations };
}

/** Ids among `ids` that are not live locations of the event. */
export async function unknownLocations(db: DB, eventId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('meeting_locations').select('id').where('event_id', '=', eventId).where('removed_at', 'is', null).where('id', 'in', ids).execute();
  const known = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/**
 * Stores the whole settings in the caller's transaction. Locations sent with an id are renamed and reordered, those
 * without are new, live ones left out are removed: their future accepted meetings lose the location (and its
 * booking). Returns the ids of those meetings (their members are told after commit).
 */
export async function saveSettings(
  trx: DB,
  eventId: number,
  input: { enabled: boolean; slot_minutes: number; windows: Range[]; locations: Array<{ id?: number | undefined; name: string }> },
): Promise<number[]> {
  await trx
    .insertInto('meeting_settings')
    .values({ event_id: eventId, enabled: input.enabled, slot_minutes: input.slot_minutes })
    .onConflict((oc) => oc.column('event_id').doUpdateSet({ enabled: input.enabled, slot_minutes: input.slot_minutes, updated_at: sql`now()` }))
    .execute();
  await trx.deleteFrom('meeting_windows').where('event_id', '=', eventId).execute();
  if (input.windows.length) {
    await trx
      .insertInto('meeting_windows')
      .values(input.windows.map((w) => ({ event_id: eventId, starts_at: w.starts_at, ends_at: w.ends_at })))
      .execute();
  }
  const kept = input.locations.flatMap((l) => (l.id === undefined ? [] : [l.id]));
  // Removed: the live locations of the event not sent back.
  let removedQuery = trx.updateTable('meeting_locations').set({ removed_at: sql`now()` }).where('event_id', '=', eventId).where('removed_at', 'is', null);
  if (kept.length) removedQuery = removedQuery.where('id', 'not in', kept);
  const removed = (await removedQuery.returning('id').execute()).map((r) => r.id);
  for (const [position, l] of input.locations.entries()) {
    if (l.id === undefined) await trx.insertInto('meeting_locations').values({ event_id: eventId, name: l.name, position }).execute();
    else await trx.updateTable('meeting_locations').set({ name: l.name, position }).where('id', '=', l.id).where('event_id', '=', eventId).execute();
  }
  if (!removed.length) return [];
  const result = await sql<{ id: number }>`
    with moved as (
      update meetings set location_id = null, sequence = sequence + 1, updated_at = now()
      where event_id = ${eventId} and status = 'accepted' and starts_at > now() and location_id = any(${removed}::int[])
      returning id
    ), freed as (
      delete from meeting_bookings b using moved where b.meeting_id = moved.id and b.location_id is not null
    )
    select id from moved`.execute(trx);
  return result.rows.map((r) => r.id);
}

// ---------------------------------------------------------------- availability

/**
 * Everything a new request needs to know, in one statement: whether `otherId` is someone the caller may meet in
 * the event (exists, not deleted, a participant, not banned), a block either way, whether the caller is banned,
 * the recipient's `available_for_meetings`, and whether either of the two already holds a booking in the slot.
 */
export async function requestFacts(db: DB, eventId: number, userId: number, otherId: number, slot: Range) {
  const result = await sql<{ participant: boolean; other_ok: boolean; blocked: boolean; banned: boolean; available: boolean; busy: boolean }>`
    select
      ${participantSql('e', userId)} as participant,
      (u.id is not null and u.deleted_at is null and ${participantUserSql('e', otherId)} and not ${bannedSql('e', otherId)}) as other_ok,
      ${blockedBetweenSql(userId, otherId)} as blocked,
      ${bannedSql('e', userId)} as banned,
      coalesce((select p.available_for_meetings from networking_profiles p where p.event_id = e.id and p.user_id = ${otherId}), true) as available,
      exists (select 1 from meeting_bookings b where b.user_id in (${userId}, ${otherId}) and b.during && ${range(slot)}) as busy
    from events e left join users u on u.id = ${otherId}
    where e.id = ${eventId}`.execute(db);
  const row = result.rows[0];
  return {
    participant: row?.participant === true,
    otherOk: row?.other_ok === true,
    blocked: row?.blocked === true,
    banned: row?.banned === true,
    available: row?.available !== false,
    busy: row?.busy === true,
  };
}

/** Whether the user takes part in the event and is banned in it, and whether there is a block between the two members (one query). */
export async function actFacts(db: DB, eventId: number, userId: number, otherId: number) {
  const result = await sql<{ participant: boolean; banned: boolean; blocked: boolean }>`
    select ${participantSql('e', userId)} as participant, ${bannedSql('e', userId)} as banned, ${blockedBetweenSql(userId, otherId)} as blocked
    from events e where e.id = ${eventId}`.execute(db);
  const row = result.rows[0];
  return { participant: row?.participant === true, banned: row?.banned === true, blocked: row?.blocked === true };
}

/** The future bookings of these people (any event: a person is in one place at a time). */
export async function userBookings(db: DB, userIds: readonly number[], from: Date): Promise<Range[]> {
  const result = await sql<Range>`
    select lower(during) as starts_at, upper(during) as ends_at from meeting_bookings
    where user_id in (${sql.join(userIds)}) and upper(during) > ${iso(from)}::timestamptz`.execute(db);
  return result.rows.map((r) => ({ starts_at: new Date(r.starts_at), ends_at: new Date(r.ends_at) }));
}

/** The future bookings of the event's live locations. */
export async function locationBookings(db: DB, eventId: number, from: Date): Promise<Array<Range & { location_id: number }>> {
  const result = await sql<Range & { location_id: number }>`
    select b.location_id, lower(b.during) as starts_at, upper(b.during) as ends_at
    from meeting_bookings b join meeting_locations l on l.id = b.location_id and l.removed_at is null
    where b.event_id = ${eventId} and b.location_id is not null and upper(b.during) > ${iso(from)}::timestamptz`.execute(db);
  return result.rows.map((r) => ({ location_id: r.location_id, starts_at: new Date(r.starts_at), ends_at: new Date(r.ends_at) }));
}

// ---------------------------------------------------------------- requests and transitions

/** Serializes one user's request writes (the pending limit holds across nodes). */
export async function lockUser(trx: DB, userId: number): Promise<void> {
  await sql`select 1 from users where id = ${userId} for update`.execute(trx);
}

export async function findSamePending(trx: DB, eventId: number, fromId: number, toId: number, startsAt: Date): Promise<number | undefined> {
  const row = await trx
    .selectFrom('meetings')
    .select('id')
    .where('event_id', '=', eventId)
    .where('from_user_id', '=', fromId)
    .where('to_user_id', '=', toId)
    .where('starts_at', '=', startsAt)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row?.id;
}

/** The user's outgoing pending requests in the event that have not started. */
export async function countPendingOutgoing(trx: DB, eventId: number, userId: number): Promise<number> {
  const row = await trx
    .selectFrom('meetings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('from_user_id', '=', userId)
    .where('event_id', '=', eventId)
    .where('status', '=', 'pending')
    .where('starts_at', '>', sql<Date>`now()`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertMeeting(trx: DB, values: { eventId: number; fromId: number; toId: number; slot: Range; message: string | null }): Promise<number> {
  const row = await trx
    .insertInto('meetings')
    .values({
      event_id: values.eventId,
      from_user_id: values.fromId,
      to_user_id: values.toId,
      starts_at: values.slot.starts_at,
      ends_at: values.slot.ends_at,
      message: values.message,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A meeting of the event of which the user is a member, locked for the transaction. */
export async function findMemberMeetingForUpdate(trx: DB, eventId: number, id: number, userId: number): Promise<MeetingRow | undefined> {
  return trx
    .selectFrom('meetings')
    .selectAll()
    .where('id', '=', id)
    .where('event_id', '=', eventId)
    .where((eb) => eb.or([eb('from_user_id', '=', userId), eb('to_user_id', '=', userId)]))
    .forUpdate()
    .executeTakeFirst();
}

/** Advisory lock classes (two-int form): a person's bookings, a location's bookings. */
const LOCK_USER = 2411;
const LOCK_LOCATION = 2412;

/**
 * Accepts a pending meeting in the caller's transaction. The exclusion constraints decide (a person or a location
 * booked twice at once is refused with 23P01, on any node); advisory transaction locks taken first, always in the
 * same order (the two members by id, then locations by id), make concurrent accepts queue instead of deadlocking
 * (two inserts that conflict in an exclusion constraint at the same moment otherwise wait on each other). Books
 * both members, then the lowest-id live location with no booking in the slot, its row locked `for share` so that a
 * concurrent removal of it (saveSettings) either waits for this accept or is seen by it. 'no_location_free' when
 * none is.
 */
export async function acceptMeeting(trx: DB, meeting: MeetingRow): Promise<'accepted' | 'no_location_free'> {
  const during = range(meeting);
  const [low, high] = [meeting.from_user_id, meeting.to_user_id].sort((a, b) => a - b);
  await sql`select pg_advisory_xact_lock(${LOCK_USER}, ${low}), pg_advisory_xact_lock(${LOCK_USER}, ${high})`.execute(trx);
  await sql`insert into meeting_bookings (meeting_id, event_id, user_id, during)
    values (${meeting.id}, ${meeting.event_id}, ${low}, ${during}), (${meeting.id}, ${meeting.event_id}, ${high}, ${during})`.execute(trx);
  const freeAfter = (after: number) => sql<{ id: number }>`
    select l.id from meeting_locations l
    where l.event_id = ${meeting.event_id} and l.removed_at is null and l.id > ${after}
      and not exists (select 1 from meeting_bookings b where b.location_id = l.id and b.during && ${during})
    order by l.id limit 1`.execute(trx);
  let after = 0;
  let locationId: number | undefined;
  for (;;) {
    const candidate = (await freeAfter(after)).rows[0]?.id;
    if (candidate === undefined) return 'no_location_free';
    // Waits for an accept holding this location; then a fresh statement sees what it committed.
    await sql`select pg_advisory_xact_lock(${LOCK_LOCATION}, ${candidate})`.execute(trx);
    // The location row, shared until commit: settings removing it (an update of the row) wait for this accept and then
    // move its meeting off; an accept that comes second waits for the removal to commit and finds the row gone.
    const live = await sql<{ id: number }>`select id from meeting_locations where id = ${candidate} and removed_at is null for share`.execute(trx);
    if (!live.rows.length) {
      after = candidate;
      continue;
    }
    const still = await sql<{ free: boolean }>`select not exists (select 1 from meeting_bookings b where b.location_id = ${candidate} and b.during && ${during}) as free`.execute(trx);
    if (still.rows[0]?.free) {
      locationId = candidate;
      break;
    }
    after = candidate;
  }
  await sql`insert into meeting_bookings (meeting_id, event_id, location_id, during) values (${meeting.id}, ${meeting.event_id}, ${locationId}, ${during})`.execute(trx);
  await trx
    .updateTable('meetings')
    .set({ status: 'accepted', location_id: locationId, accepted_at: sql`now()`, sequence: sql`sequence + 1`, updated_at: sql`now()` })
    .where('id', '=', meeting.id)
    .execute();
  return 'accepted';
}

/** Declines or cancels; a cancelled meeting gives its bookings back. */
export async function endMeeting(trx: DB, id: number, status: Extract<MeetingStatus, 'declined' | 'cancelled'>, cancelledBy: number | null): Promise<void> {
  await trx
    .updateTable('meetings')
    .set({ status, cancelled_by: cancelledBy, sequence: sql`sequence + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
  await trx.deleteFrom('meeting_bookings').where('meeting_id', '=', id).execute();
}

export async function setAttendance(trx: DB, meeting: MeetingRow, userId: number, met: boolean): Promise<void> {
  const column = meeting.from_user_id === userId ? 'from_met' : 'to_met';
  await trx
    .updateTable('meetings')
    .set({ [column]: met, sequence: sql`sequence + 1`, updated_at: sql`now()` })
    .where('id', '=', meeting.id)
    .execute();
}

/**
 * What participation ending cancels (CONTRACT 11): the pending and future accepted meetings of `userId` (in one
 * event, or everywhere), or only those with `otherId` (a block). `notParticipant`: only when the user no longer
 * takes part in the event (a voided ticket while another ticket remains cancels nothing). In the caller's
 * transaction; `cancelled_by` null; bookings given back. The ids of the cancelled meetings, and of those among them
 * that had been accepted (`accepted_at` is set by an accept and never cleared).
 */
export async function cancelMeetingsOf(
  trx: DB,
  scope: { userId: number; eventId?: number; otherId?: number; notParticipant?: boolean },
): Promise<{ ids: number[]; accepted: number[] }> {
  const { userId } = scope;
  const conditions = [sql`(m.from_user_id = ${userId} or m.to_user_id = ${userId})`, sql`(m.status = 'pending' or (m.status = 'accepted' and m.starts_at > now()))`];
  if (scope.eventId !== undefined) conditions.push(sql`m.event_id = ${scope.eventId}`);
  if (scope.otherId !== undefined) conditions.push(sql`(m.from_user_id = ${scope.otherId} or m.to_user_id = ${scope.otherId})`);
  if (scope.notParticipant) {
    conditions.push(sql`not exists (select 1 from events e where e.id = m.event_id and ${participantUserSql('e', userId)})`);
  }
  const result = await sql<{ id: number; was_accepted: boolean }>`
    with gone as (
      update meetings m set status = 'cancelled', cancelled_by = null, sequence = sequence + 1, updated_at = now()
      where ${sql.join(conditions, sql` and `)}
      returning m.id, m.accepted_at is not null as was_accepted
    ), freed as (
      delete from meeting_bookings b using gone where b.meeting_id = gone.id
    )
    select id, was_accepted from gone`.execute(trx);
  return { ids: result.rows.map((r) => r.id), accepted: result.rows.filter((r) => r.was_accepted).map((r) => r.id) };
}

/**
 * One outbox job of `kind` per member (except `exceptUserId`, when given) of each of these meetings, in one
 * statement: the push `{user_id, data: {type: 'meeting', meeting_id, status}, offline_only: true}` (server/push
 * USER_PUSH_JOB).
 */
export async function enqueueMemberPushes(trx: DB, kind: string, ids: readonly number[], exceptUserId: number | null): Promise<void> {
  if (ids.length === 0) return;
  await sql`insert into jobs (kind, payload)
    select ${kind}, jsonb_build_object('user_id', x.user_id, 'offline_only', true,
      'data', jsonb_build_object('type', 'meeting', 'meeting_id', m.id, 'status', m.status))
    from meetings m cross join lateral (values (m.from_user_id), (m.to_user_id)) as x(user_id)
    where m.id = any(${[...ids]}::int[]) and x.user_id is distinct from ${exceptUserId}::int`.execute(trx);
}

// ---------------------------------------------------------------- items

/** A meeting with both members' public columns (f_…, t_…) and its location: one query for any number of them. */
function itemQuery(db: DB) {
  return db
    .selectFrom('meetings as m')
    .innerJoin('users as f', 'f.id', 'm.from_user_id')
    .innerJoin('users as t', 't.id', 'm.to_user_id')
    .leftJoin('meeting_locations as l', 'l.id', 'm.location_id')
    .selectAll('m')
    .select(prefixedUserColumns('f', 'f_'))
    .select(prefixedUserColumns('t', 't_'))
    .select(['l.name as location_name']);
}
export type MeetingItemRow = Awaited<ReturnType<ReturnType<typeof itemQuery>['execute']>>[number];

export async function meetingItems(db: DB, ids: readonly number[]): Promise<MeetingItemRow[]> {
  if (ids.length === 0) return [];
  return itemQuery(db).where('m.id', 'in', ids).orderBy('m.starts_at').orderBy('m.id').execute();
}

/**
 * Where a meeting list resumes: the previous page's last meeting, by its `starts_at` (ISO 8601 in UTC, to the
 * microsecond: `cursor_at` of the page's rows) and id. The lists' order is (starts_at, id), soonest first (CONTRACT 11).
 */
export type MeetingKey = readonly [startsAt: string, id: number];

/** A row's `starts_at` as its cursor carries it: every digit the column holds (a Date keeps milliseconds only). */
const cursorAt = sql<string>`to_char(m.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('cursor_at');

/** Of the keys `k`: after `key` (the lower bound on starts_at bounds the index range; the row comparison breaks ties on id). */
const afterKey = (key: MeetingKey) => {
  const at = sql`${key[0]}::timestamptz`;
  return sql<boolean>`k.starts_at >= ${at} and (k.starts_at, k.id) > (${at}, ${key[1]}::int)`;
};

/**
 * A member's meetings in the event, soonest first (by starts_at, then id), and how many there are. With `after` a
 * keyset page after that meeting, else the offset. The page's ids come first, each role from a range of its own
 * index in the list's order (meetings_from_order_idx, meetings_to_order_idx: (member, event_id, starts_at, id)),
 * the two merged (a meeting has two different members, so none comes twice); then both members and the location for
 * those ids only. `total` is exact: a count of the member's own meetings in the event from the same two indexes.
 * Rows and count run one after the other on one connection.
 */
export async function meetingPage(
  db: DB,
  eventId: number,
  userId: number,
  filter: { status?: MeetingStatus | undefined; role?: 'incoming' | 'outgoing' | undefined },
  window: { limit: number; offset: number; after?: MeetingKey | undefined },
): Promise<{ rows: Array<MeetingItemRow & { cursor_at: string }>; total: number }> {
  const offset = window.after ? 0 : window.offset;
  const roles = filter.role === 'incoming' ? (['to_user_id'] as const) : filter.role === 'outgoing' ? (['from_user_id'] as const) : (['from_user_id', 'to_user_id'] as const);
  // One role's first offset + limit meetings from the cursor on, in the list's order.
  const branch = (member: 'from_user_id' | 'to_user_id') => {
    let q = db.selectFrom('meetings as k').select(['k.id', 'k.starts_at']).where(`k.${member}`, '=', userId).where('k.event_id', '=', eventId);
    if (filter.status) q = q.where('k.status', '=', filter.status);
    if (window.after) q = q.where(afterKey(window.after));
    return q.orderBy('k.starts_at').orderBy('k.id').limit(offset + window.limit);
  };
  const [first, second] = roles.map(branch);
  const merged = second ? db.selectFrom(first!.as('a')).selectAll().unionAll(db.selectFrom(second.as('b')).selectAll()) : first!;
  const keys = db.selectFrom(merged.as('p')).select('p.id').orderBy('p.starts_at').orderBy('p.id').limit(window.limit).offset(offset);
  let countQuery = db.selectFrom('meetings as m').select(sql<number>`count(*)::int`.as('n')).where('m.event_id', '=', eventId);
  if (filter.role === 'incoming') countQuery = countQuery.where('m.to_user_id', '=', userId);
  else if (filter.role === 'outgoing') countQuery = countQuery.where('m.from_user_id', '=', userId);
  else countQuery = countQuery.where((eb) => eb.or([eb('m.from_user_id', '=', userId), eb('m.to_user_id', '=', userId)]));
  if (filter.status) countQuery = countQuery.where('m.status', '=', filter.status);
  const [rows, count] = await inSequence(
    () => itemQuery(db).select(cursorAt).where('m.id', 'in', keys).orderBy('m.starts_at').orderBy('m.id').execute(),
    () => countQuery.executeTakeFirstOrThrow(),
  );
  return { rows, total: Number(count.n) };
}

/** The user's accepted meetings of the event, by time (the personal agenda). */
export async function acceptedMeetingsOf(db: DB, userId: number, eventId: number): Promise<MeetingItemRow[]> {
  return itemQuery(db)
    .where('m.event_id', '=', eventId)
    .where('m.status', '=', 'accepted')
    .where((eb) => eb.or([eb('m.from_user_id', '=', userId), eb('m.to_user_id', '=', userId)]))
    .orderBy('m.starts_at')
    .orderBy('m.id')
    .execute();
}

// ---------------------------------------------------------------- organizers

/** A meeting as organizers see it: both members' id, name and surname (never more), its location and event. */
function organizerQuery(db: DB) {
  return db
    .selectFrom('meetings as m')
    .innerJoin('users as f', 'f.id', 'm.from_user_id')
    .innerJoin('users as t', 't.id', 'm.to_user_id')
    .innerJoin('events as e', 'e.id', 'm.event_id')
    .leftJoin('meeting_locations as l', 'l.id', 'm.location_id')
    .select([
      'm.id',
      'm.event_id',
      'm.status',
      'm.from_user_id',
      'm.to_user_id',
      'm.starts_at',
      'm.ends_at',
      'm.location_id',
      'm.message',
      'm.cancelled_by',
      'm.from_met',
      'm.to_met',
      'm.created_at',
      'm.updated_at',
      'f.name as from_name',
      'f.surname as from_surname',
      't.name as to_name',
      't.surname as to_surname',
      'l.name as location_name',
      'e.slug as event_slug',
      'e.name as event_name',
      'e.organization_id',
    ]);
}
export type OrganizerMeetingRow = Awaited<ReturnType<ReturnType<typeof organizerQuery>['execute']>>[number];

export async function organizerMeetings(db: DB, ids: readonly number[]): Promise<OrganizerMeetingRow[]> {
  if (ids.length === 0) return [];
  return organizerQuery(db).where('m.id', 'in', ids).orderBy('m.id').execute();
}

/** Totals of an event's meetings above this are not counted: `total` is then this number, a floor (as the report queue's). */
export const MEETING_COUNT_CAP = 1_000;

/**
 * The event's meetings by time (starts_at, then id), optionally of one status: with `after` a keyset page after that
 * meeting, else the offset. The page's ids come first, a range of an index in the list's order
 * (meetings_event_order_idx (event_id, starts_at, id); with a status meetings_event_status_order_idx), then members,
 * location and event for those ids only. `total` is exact up to MEETING_COUNT_CAP and that cap beyond. Rows and count
 * run one after the other on one connection.
 */
export async function organizerMeetingPage(
  db: DB,
  eventId: number,
  status: MeetingStatus | undefined,
  window: { limit: number; offset: number; after?: MeetingKey | undefined },
): Promise<{ rows: Array<OrganizerMeetingRow & { cursor_at: string }>; total: number }> {
  let keys = db.selectFrom('meetings as k').select('k.id').where('k.event_id', '=', eventId);
  let countQuery = db.selectFrom('meetings as m').select(sql<number>`1`.as('one')).where('m.event_id', '=', eventId);
  if (status) {
    keys = keys.where('k.status', '=', status);
    countQuery = countQuery.where('m.status', '=', status);
  }
  if (window.after) keys = keys.where(afterKey(window.after));
  keys = keys.orderBy('k.starts_at').orderBy('k.id').limit(window.limit).offset(window.after ? 0 : window.offset);
  const [rows, count] = await inSequence(
    () => organizerQuery(db).select(cursorAt).where('m.id', 'in', keys).orderBy('m.starts_at').orderBy('m.id').execute(),
    () => db.selectFrom(countQuery.limit(MEETING_COUNT_CAP).as('capped')).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  );
  return { rows, total: Number(count.n) };
}

/** Every meeting of the event, read in keyset batches as the consumer asks (bounded memory for the CSV). */
export async function* streamOrganizerMeetings(db: DB, eventId: number, status: MeetingStatus | undefined, batch = 500): AsyncGenerator<OrganizerMeetingRow> {
  let after = 0;
  for (;;) {
    let q = organizerQuery(db).where('m.event_id', '=', eventId).where('m.id', '>', after);
    if (status) q = q.where('m.status', '=', status);
    const rows = await q.orderBy('m.id').limit(batch).execute();
    for (const row of rows) yield row;
    if (rows.length < batch) return;
    after = rows[rows.length - 1]!.id;
  }
}

/** Counts by status, met (both said yes), no-show (either said no), and accepted meetings per live location: two statements. */
export async function meetingStats(db: DB, eventId: number) {
  const counts = await sql<{ pending: number; accepted: number; declined: number; cancelled: number; met: number; no_show: number }>`
    select
      count(*) filter (where status = 'pending')::int as pending,
      count(*) filter (where status = 'accepted')::int as accepted,
      count(*) filter (where status = 'declined')::int as declined,
      count(*) filter (where status = 'cancelled')::int as cancelled,
      count(*) filter (where status = 'accepted' and from_met and to_met)::int as met,
      count(*) filter (where status = 'accepted' and (from_met = false or to_met = false))::int as no_show
    from meetings where event_id = ${eventId}`.execute(db);
  const locations = await sql<{ id: number; name: string; booked_slots: number }>`
    select l.id, l.name, (select count(*) from meetings m where m.location_id = l.id and m.status = 'accepted')::int as booked_slots
    from meeting_locations l where l.event_id = ${eventId} and l.removed_at is null order by l.position, l.id`.execute(db);
  return { ...counts.rows[0]!, locations: locations.rows };
}

// ---------------------------------------------------------------- calendar

/** The user's meetings a calendar shows: accepted ones, and those cancelled after acceptance (STATUS:CANCELLED). */
export async function calendarMeetingsOf(db: DB, userId: number, eventId: number): Promise<Array<MeetingItemRow & { accepted_at: Date | null }>> {
  return itemQuery(db)
    .where('m.event_id', '=', eventId)
    .where('m.accepted_at', 'is not', null)
    .where((eb) => eb.or([eb('m.status', '=', 'accepted'), eb('m.status', '=', 'cancelled')]))
    .where((eb) => eb.or([eb('m.from_user_id', '=', userId), eb('m.to_user_id', '=', userId)]))
    .orderBy('m.starts_at')
    .orderBy('m.id')
    .execute();
}

/** What a calendar of the event is named and linked by (server/meetings/calendar.ts). */
export async function calendarEventOf(db: DB, eventId: number): Promise<{ name: string; slug: string } | undefined> {
  return db.selectFrom('events').select(['name', 'slug']).where('id', '=', eventId).executeTakeFirst();
}

/** Stores the hash of a new secret for (user, event), replacing the old one. */
export async function replaceCalendarLink(db: DB, userId: number, eventId: number, secretHash: string): Promise<void> {
  await db
    .insertInto('calendar_links')
    .values({ user_id: userId, event_id: eventId, secret_hash: secretHash })
    .onConflict((oc) => oc.columns(['user_id', 'event_id']).doUpdateSet({ secret_hash: secretHash, created_at: sql`now()` } as never))
    .execute();
}

/** Whose calendar a secret opens (its hash, by the unique index). */
export async function findCalendarLink(db: DB, secretHash: string): Promise<{ user_id: number; event_id: number } | undefined> {
  return db
    .selectFrom('calendar_links as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.user_id', 'c.event_id'])
    .where('c.secret_hash', '=', secretHash)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
}
