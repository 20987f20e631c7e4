import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { DB } from '../database.js';
import type { ExhibitorsTable, LeadsTable } from '../schema.js';
import { prefixedUserColumns } from './user-columns.js';

/** Exhibitors, their staff, badges and leads (CONTRACT 20). */

export type ExhibitorRow = Selectable<ExhibitorsTable>;
export type LeadRow = Selectable<LeadsTable>;

export function insertExhibitor(db: DB, values: Insertable<ExhibitorsTable>) {
  return db.insertInto('exhibitors').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateExhibitor(db: DB, eventId: number, id: number, changes: Updateable<ExhibitorsTable>) {
  return db
    .updateTable('exhibitors')
    .set({ ...changes, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('event_id', '=', eventId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteExhibitor(db: DB, eventId: number, id: number): Promise<boolean> {
  const row = await db.deleteFrom('exhibitors').where('id', '=', id).where('event_id', '=', eventId).returning('id').executeTakeFirst();
  return row !== undefined;
}

export function findExhibitor(db: DB, id: number) {
  return db.selectFrom('exhibitors').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listExhibitors(db: DB, eventId: number) {
  return db.selectFrom('exhibitors').selectAll().where('event_id', '=', eventId).orderBy('id').limit(1000).execute();
}

/** The staff of each exhibitor (public columns), one query for the whole list. */
export async function staffOf(db: DB, exhibitorIds: readonly number[]) {
  const out = new Map<number, Array<Record<string, unknown>>>();
  if (exhibitorIds.length === 0) return out;
  const rows = await db
    .selectFrom('exhibitor_staff as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.exhibitor_id', ...prefixedUserColumns('u', 'u_')])
    .where('s.exhibitor_id', 'in', exhibitorIds)
    .where('u.deleted_at', 'is', null)
    .orderBy('s.exhibitor_id')
    .orderBy('s.created_at')
    .execute();
  for (const row of rows) {
    const list = out.get(row.exhibitor_id) ?? [];
    list.push(row as Record<string, unknown>);
    out.set(row.exhibitor_id, list);
  }
  return out;
}

/** The ids of the exhibitor's booth staff (accounts not deleted): who hears of its leads (`lead:captured`). */
export async function staffIdsOf(db: DB, exhibitorId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('exhibitor_staff as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select('s.user_id')
    .where('s.exhibitor_id', '=', exhibitorId)
    .where('u.deleted_at', 'is', null)
    .execute();
  return rows.map((r) => r.user_id);
}

/** Leads per exhibitor of the event (one grouped count). */
export async function leadCounts(db: DB, eventId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('leads as l')
    .innerJoin('exhibitors as x', 'x.id', 'l.exhibitor_id')
    .select(['l.exhibitor_id', sql<number>`count(*)::int`.as('n')])
    .where('x.event_id', '=', eventId)
    .groupBy('l.exhibitor_id')
    .execute();
  return new Map(rows.map((r) => [r.exhibitor_id, r.n]));
}

/** True when added, false when the user already was staff. */
export async function addStaff(db: DB, exhibitorId: number, userId: number): Promise<boolean> {
  const row = await db
    .insertInto('exhibitor_staff')
    .values({ exhibitor_id: exhibitorId, user_id: userId })
    .onConflict((oc) => oc.columns(['exhibitor_id', 'user_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function removeStaff(db: DB, exhibitorId: number, userId: number): Promise<boolean> {
  const row = await db.deleteFrom('exhibitor_staff').where('exhibitor_id', '=', exhibitorId).where('user_id', '=', userId).returning('user_id').executeTakeFirst();
  return row !== undefined;
}

/** The user's badge in the event, made with `code` when they have none (a concurrent first read keeps one). */
export async function ensureBadge(db: DB, eventId: number, userId: number, code: string) {
  await db
    .insertInto('badges')
    .values({ event_id: eventId, user_id: userId, code })
    .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
    .execute();
  return db.selectFrom('badges').select(['code', 'event_id']).where('event_id', '=', eventId).where('user_id', '=', userId).executeTakeFirstOrThrow();
}

/** Replaces the user's badge code (the old one stops working at once). */
export async function rotateBadge(db: DB, eventId: number, userId: number, code: string) {
  return db
    .insertInto('badges')
    .values({ event_id: eventId, user_id: userId, code })
    .onConflict((oc) => oc.columns(['event_id', 'user_id']).doUpdateSet({ code, created_at: sql`now()` }))
    .returning(['code', 'event_id'])
    .executeTakeFirstOrThrow();
}

/** Who holds the badge `code` in the event (a badge of another event, or no badge: undefined). */
export async function badgeHolders(db: DB, eventId: number, codes: readonly string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db.selectFrom('badges').select(['code', 'user_id']).where('event_id', '=', eventId).where('code', 'in', codes).execute();
  return new Map(rows.map((r) => [r.code, r.user_id]));
}

/** Whether `code` is a badge of the event (the door refuses it: badges admit no one). */
export async function isBadgeOfEvent(db: DB, eventId: number, code: string): Promise<boolean> {
  const row = await db.selectFrom('badges').select('user_id').where('event_id', '=', eventId).where('code', '=', code).executeTakeFirst();
  return row !== undefined;
}

export interface LeadWrite {
  exhibitor_id: number;
  user_id: number;
  source: 'scan' | 'visit';
  captured_by: number | null;
  captured_at: Date;
  /** undefined: keep what is stored (on an update). */
  rating?: 'hot' | 'warm' | 'cold' | null | undefined;
  notes?: string | null | undefined;
  answers?: string | undefined;
}

/**
 * A staff scan or a visit: the lead of (exhibitor, person) is created, or the given fields replace the stored ones.
 * One statement decides between concurrent first scans (the unique key). `created` tells which.
 */
export async function upsertLead(db: DB, lead: LeadWrite): Promise<{ id: number; created: boolean }> {
  const set: Record<string, unknown> = { updated_at: sql`now()` };
  if (lead.rating !== undefined) set.rating = lead.rating;
  if (lead.notes !== undefined) set.notes = lead.notes;
  if (lead.answers !== undefined) set.answers = lead.answers;
  // A visit after a scan keeps the scan's staff member and time.
  if (lead.source === 'scan') {
    set.source = 'scan';
    set.captured_by = sql`coalesce(leads.captured_by, excluded.captured_by)`;
  }
  const row = await db
    .insertInto('leads')
    .values({
      exhibitor_id: lead.exhibitor_id,
      user_id: lead.user_id,
      source: lead.source,
      captured_by: lead.captured_by,
      captured_at: lead.captured_at,
      rating: lead.rating ?? null,
      notes: lead.notes ?? null,
      answers: lead.answers ?? '[]',
    })
    .onConflict((oc) => oc.columns(['exhibitor_id', 'user_id']).doUpdateSet(set as never))
    .returning(['id', sql<boolean>`(xmax = 0)`.as('created')])
    .executeTakeFirstOrThrow();
  return { id: row.id, created: row.created };
}

/**
 * An offline scan: created when new; when a lead exists, the earlier scan wins (its time, staff member, rating,
 * notes and answers replace the stored ones only when it is earlier). `outcome` says which happened.
 */
export async function keepEarliestLead(db: DB, lead: Required<LeadWrite>): Promise<{ id: number; captured_at: Date; outcome: 'created' | 'updated' | 'kept' }> {
  const row = await db
    .insertInto('leads')
    .values({ ...lead })
    .onConflict((oc) =>
      oc
        .columns(['exhibitor_id', 'user_id'])
        .doUpdateSet({
          captured_at: sql`excluded.captured_at`,
          captured_by: sql`excluded.captured_by`,
          source: 'scan',
          rating: sql`excluded.rating`,
          notes: sql`excluded.notes`,
          answers: sql`excluded.answers`,
          updated_at: sql`now()`,
        })
        .where(sql<boolean>`excluded.captured_at < leads.captured_at`),
    )
    .returning(['id', 'captured_at', sql<boolean>`(xmax = 0)`.as('created')])
    .executeTakeFirst();
  if (row) return { id: row.id, captured_at: row.captured_at, outcome: row.created ? 'created' : 'updated' };
  const kept = await db
    .selectFrom('leads')
    .select(['id', 'captured_at'])
    .where('exhibitor_id', '=', lead.exhibitor_id)
    .where('user_id', '=', lead.user_id)
    .executeTakeFirstOrThrow();
  return { ...kept, outcome: 'kept' };
}

/**
 * Leads with their person: public columns always; e-mail and mobile only when the person allows it in the event
 * (networking_profiles.share_contact_with_exhibitors), the lead's contact was not removed, and the account is not
 * deleted (decided here in SQL: the columns are null otherwise, so no caller can leak them).
 */
function leadQuery(db: DB) {
  return db
    .selectFrom('leads as l')
    .innerJoin('exhibitors as x', 'x.id', 'l.exhibitor_id')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .leftJoin('networking_profiles as np', (j) => j.onRef('np.event_id', '=', 'x.event_id').onRef('np.user_id', '=', 'l.user_id'))
    .select([
      'l.id',
      'l.exhibitor_id',
      'l.user_id',
      'l.source',
      'l.rating',
      'l.notes',
      'l.answers',
      'l.captured_by',
      'l.captured_at',
      'l.updated_at',
      ...prefixedUserColumns('u', 'u_'),
      sql<boolean>`(coalesce(np.share_contact_with_exhibitors, false) and not l.contact_removed and u.deleted_at is null)`.as('shares_contact'),
    ])
    .select((eb) => [
      eb.case().when(sql<boolean>`coalesce(np.share_contact_with_exhibitors, false) and not l.contact_removed and u.deleted_at is null`).then(eb.ref('u.email')).else(null).end().as('contact_email'),
      eb.case().when(sql<boolean>`coalesce(np.share_contact_with_exhibitors, false) and not l.contact_removed and u.deleted_at is null`).then(eb.ref('u.mobile')).else(null).end().as('contact_mobile'),
    ]);
}

export type LeadWithPerson = Awaited<ReturnType<ReturnType<typeof leadQuery>['executeTakeFirstOrThrow']>>;

export function findLead(db: DB, id: number) {
  return leadQuery(db).where('l.id', '=', id).executeTakeFirst();
}

/** The leads of these ids (any order; unknown ids are left out). */
export function findLeads(db: DB, ids: readonly number[]) {
  return ids.length === 0 ? Promise.resolve([]) : leadQuery(db).where('l.id', 'in', [...ids]).execute();
}

/** Every lead of the exhibitor, oldest capture first (bounded: an exhibitor's leads at one event). */
export function listLeads(db: DB, exhibitorId: number, limit = 20_000) {
  return leadQuery(db).where('l.exhibitor_id', '=', exhibitorId).orderBy('l.captured_at').orderBy('l.id').limit(limit).execute();
}

/** The exhibitors holding a lead of the user (with whether it carries their contact). */
export function leadsOfPerson(db: DB, userId: number) {
  return leadQuery(db).select(['x.name as exhibitor_name', 'x.event_id']).where('l.user_id', '=', userId).orderBy('l.id').limit(1000).execute();
}

/** A lead whose contact details were removed: which, and whose (the exhibitor's staff are told). */
export interface RemovedLeadContact {
  id: number;
  exhibitor_id: number;
}

/** The person withdraws their contact from one lead of theirs (for good). Undefined when it is not theirs. */
export function withdrawLeadContact(db: DB, userId: number, leadId: number): Promise<RemovedLeadContact | undefined> {
  return db.updateTable('leads').set({ contact_removed: true, updated_at: sql`now()` }).where('id', '=', leadId).where('user_id', '=', userId).returning(['id', 'exhibitor_id']).executeTakeFirst();
}

/**
 * A block between `a` and `b`: each one's contact leaves the leads of every exhibitor the other staffs (for good:
 * unblocking does not bring it back). Run in the block's transaction.
 */
export function removeLeadContactsForBlock(db: DB, a: number, b: number): Promise<RemovedLeadContact[]> {
  return db
    .updateTable('leads')
    .set({ contact_removed: true, updated_at: sql`now()` })
    .where('contact_removed', '=', false)
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', a), eb('exhibitor_id', 'in', eb.selectFrom('exhibitor_staff').select('exhibitor_id').where('user_id', '=', b))]),
        eb.and([eb('user_id', '=', b), eb('exhibitor_id', 'in', eb.selectFrom('exhibitor_staff').select('exhibitor_id').where('user_id', '=', a))]),
      ]),
    )
    .returning(['id', 'exhibitor_id'])
    .execute();
}

/** The account's deletion: its contact leaves every lead. Run in the deletion's transaction. */
export function removeLeadContactsOfUser(db: DB, userId: number): Promise<RemovedLeadContact[]> {
  return db.updateTable('leads').set({ contact_removed: true, updated_at: sql`now()` }).where('user_id', '=', userId).where('contact_removed', '=', false).returning(['id', 'exhibitor_id']).execute();
}

/** Whether a staff member of the exhibitor and the person blocked each other, either way. */
export async function blockedWithStaff(db: DB, exhibitorId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('exhibitor_staff as s')
    .innerJoin('user_blocks as b', (j) => j.on((eb) => eb.or([eb.and([eb('b.user_id', '=', eb.ref('s.user_id')), eb('b.blocked_user_id', '=', userId)]), eb.and([eb('b.blocked_user_id', '=', eb.ref('s.user_id')), eb('b.user_id', '=', userId)])])))
    .select('s.user_id')
    .where('s.exhibitor_id', '=', exhibitorId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Consent: whether the user's contact goes with their leads in the event. */
export async function setContactConsent(db: DB, eventId: number, userId: number, share: boolean): Promise<void> {
  await db
    .insertInto('networking_profiles')
    .values({ event_id: eventId, user_id: userId, share_contact_with_exhibitors: share })
    .onConflict((oc) => oc.columns(['event_id', 'user_id']).doUpdateSet({ share_contact_with_exhibitors: share, updated_at: sql`now()` }))
    .execute();
}

export async function contactConsent(db: DB, eventId: number, userId: number): Promise<boolean> {
  const row = await db.selectFrom('networking_profiles').select('share_contact_with_exhibitors').where('event_id', '=', eventId).where('user_id', '=', userId).executeTakeFirst();
  return row?.share_contact_with_exhibitors ?? false;
}


/** The event an exhibitor belongs to (for the webhook's payload and its organization). */
export function eventOfExhibitor(db: DB, eventId: number) {
  return db.selectFrom('events').select(['id', 'slug', 'name', 'organization_id']).where('id', '=', eventId).executeTakeFirstOrThrow();
}
