import { sql } from 'kysely';
import type { DB } from '../database.js';

/** Mail rows, confirmations, unsubscribes and reminder settings (server/mail). */

export interface QueuedMail {
  key: string;
  template: string;
  user_id: number | null;
  address: string | null;
  data: unknown;
  status: 'queued' | 'sent' | 'dropped';
}

/** Records the mail of one cause; false when that cause already has one (nothing is queued twice). */
export async function insertMail(db: DB, mail: { key: string; template: string; userId: number | null; address: string | null; data: unknown }): Promise<boolean> {
  const row = await db
    .insertInto('mails')
    .values({ key: mail.key, template: mail.template, user_id: mail.userId, address: mail.address, data: JSON.stringify(mail.data) })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findMail(db: DB, key: string): Promise<QueuedMail | undefined> {
  return db.selectFrom('mails').select(['key', 'template', 'user_id', 'address', 'data', 'status']).where('key', '=', key).executeTakeFirst();
}

export async function setMailStatus(db: DB, key: string, status: 'sent' | 'dropped'): Promise<void> {
  await db
    .updateTable('mails')
    .set({ status, sent_at: status === 'sent' ? sql<Date>`now()` as never : null })
    .where('key', '=', key)
    .execute();
}

/** A user's address as mail may use it: `confirmed` only when the confirmation is of the current address. */
export async function userAddress(db: DB, userId: number): Promise<{ email: string | null; confirmed: boolean; deleted: boolean } | undefined> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('email_confirmations as c', 'c.user_id', 'u.id')
    .select(['u.email', 'u.deleted_at', 'c.email as confirmed_email', 'c.confirmed_at'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const confirmed = row.email !== null && row.confirmed_at !== null && row.confirmed_email?.toLowerCase() === row.email.toLowerCase();
  return { email: row.email, confirmed, deleted: row.deleted_at !== null };
}

/** Starts (or restarts) the confirmation of `email`: only a link carrying `nonce` confirms it. */
export async function startConfirmation(db: DB, userId: number, email: string, nonce: string): Promise<void> {
  await db
    .insertInto('email_confirmations')
    .values({ user_id: userId, email, nonce, confirmed_at: null })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ email, nonce, confirmed_at: null }))
    .execute();
}

/**
 * Confirms the address once: the link's nonce must be the pending one and its address still the user's. The nonce
 * is cleared in the same statement, so a second use of the link confirms nothing.
 */
export async function confirmAddress(db: DB, userId: number, email: string, nonce: string): Promise<boolean> {
  const row = await db
    .updateTable('email_confirmations')
    .set({ confirmed_at: sql<Date>`now()` as never, nonce: null })
    .where('user_id', '=', userId)
    .where('nonce', '=', nonce)
    .where('email', '=', email)
    .where((eb) => eb.exists(eb.selectFrom('users').select('id').where('id', '=', userId).where('email', '=', email).where('deleted_at', 'is', null)))
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function isUnsubscribed(db: DB, address: string): Promise<boolean> {
  const row = await db.selectFrom('email_unsubscribes').select('address').where('address', '=', address.toLowerCase()).executeTakeFirst();
  return row !== undefined;
}

export async function unsubscribe(db: DB, address: string): Promise<void> {
  await db.insertInto('email_unsubscribes').values({ address: address.toLowerCase() }).onConflict((oc) => oc.column('address').doNothing()).execute();
}

export async function findNotificationSettings(db: DB, userId: number): Promise<unknown> {
  const row = await db.selectFrom('notification_settings').select('settings').where('user_id', '=', userId).executeTakeFirst();
  return row?.settings;
}

export async function saveNotificationSettings(db: DB, userId: number, settings: unknown): Promise<void> {
  const json = JSON.stringify(settings);
  await db
    .insertInto('notification_settings')
    .values({ user_id: userId, settings: json })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ settings: json }))
    .execute();
}

/** What a mail about an event shows: its name, slug and start, and its organization's name and logo. */
export interface EventMailFacts {
  event_id: number;
  event_name: string;
  slug: string;
  starts_at: string;
  ends_at: string;
  organization_id: number;
  organization_name: string;
  organization_logo: string | null;
  /** The IANA zone its times are shown in. */
  time_zone: string;
  /** Where it takes place: its city, or online. */
  city_name: string;
  online: boolean;
}

export async function eventMailFacts(db: DB, eventId: number): Promise<EventMailFacts | undefined> {
  const row = await db
    .selectFrom('events as e')
    .innerJoin('organizations as o', 'o.id', 'e.organization_id')
    .select(['e.id', 'e.name', 'e.slug', 'e.starts_at', 'e.ends_at', 'e.time_zone', 'e.city_name', 'e.online', 'o.id as organization_id', 'o.name as organization_name', 'o.logo'])
    .where('e.id', '=', eventId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    event_id: row.id,
    event_name: row.name,
    slug: row.slug,
    starts_at: new Date(row.starts_at).toISOString(),
    ends_at: new Date(row.ends_at).toISOString(),
    organization_id: row.organization_id,
    organization_name: row.organization_name,
    organization_logo: row.logo,
    time_zone: row.time_zone,
    city_name: row.city_name,
    online: row.online,
  };
}

export async function userNames(db: DB, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'name', 'surname']).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [r.id, `${r.name} ${r.surname}`.trim()]));
}

/**
 * Counts `n` more invitations for the organization today (UTC), only when that keeps it at or under `cap`: one
 * statement, so two calls at once cannot both pass the cap. False when the cap would be passed (nothing counted).
 */
export async function countInvitations(db: DB, organizationId: number, n: number, cap: number): Promise<boolean> {
  if (n > cap) return false;
  const result = await sql<{ count: number }>`insert into invitation_sends (organization_id, day, count)
    values (${organizationId}, (now() at time zone 'utc')::date, ${n})
    on conflict (organization_id, day) do update set count = invitation_sends.count + excluded.count
      where invitation_sends.count + excluded.count <= ${cap}
    returning count`.execute(db);
  return result.rows.length > 0;
}

/** Marks the progress bar's `invitation_email` item done (CONTRACT 16: sending any invitation does). */
export async function markInvitationEmailDone(db: DB, eventId: number): Promise<void> {
  await db.updateTable('events').set({ invitation_email_enabled: true }).where('id', '=', eventId).execute();
}

/** A written SMS of one cause (table `sms_messages`). */
export interface QueuedSms {
  key: string;
  template: string;
  user_id: number;
  data: unknown;
  status: 'queued' | 'sent' | 'dropped';
}

/** Records the SMS of one cause; false when that cause already has one (nothing is queued twice). */
export async function insertSms(db: DB, message: { key: string; template: string; userId: number; data: unknown }): Promise<boolean> {
  const row = await db
    .insertInto('sms_messages')
    .values({ key: message.key, template: message.template, user_id: message.userId, data: JSON.stringify(message.data) })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findSms(db: DB, key: string): Promise<QueuedSms | undefined> {
  return db.selectFrom('sms_messages').select(['key', 'template', 'user_id', 'data', 'status']).where('key', '=', key).executeTakeFirst();
}

export async function setSmsStatus(db: DB, key: string, status: 'sent' | 'dropped'): Promise<void> {
  await db
    .updateTable('sms_messages')
    .set({ status, sent_at: status === 'sent' ? sql<Date>`now()` as never : null })
    .where('key', '=', key)
    .execute();
}

/** The number an SMS to the user goes to now: none for a deleted account. */
export async function userMobile(db: DB, userId: number): Promise<{ mobile: string | null; deleted: boolean } | undefined> {
  const row = await db.selectFrom('users').select(['mobile', 'deleted_at']).where('id', '=', userId).executeTakeFirst();
  if (!row) return undefined;
  return { mobile: row.mobile, deleted: row.deleted_at !== null };
}
