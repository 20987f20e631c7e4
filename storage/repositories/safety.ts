import { sql } from 'kysely';
import type { DB } from '../database.js';
import type { ReportReason, ReportStatus, ReportTargetType } from '../schema.js';
import { blockedBetweenSql, participantSql } from './access.js';
import { publicUserColumns } from './user-columns.js';
import { inSequence } from '../sequence.js';

// ---- blocks ----

/** Stores the block and removes bookmarks between the two either way (inside the caller's transaction); false when it existed. */
export async function insertBlock(trx: DB, userId: number, blockedUserId: number): Promise<boolean> {
  const row = await trx
    .insertInto('user_blocks')
    .values({ user_id: userId, blocked_user_id: blockedUserId })
    .onConflict((oc) => oc.columns(['user_id', 'blocked_user_id']).doNothing())
    .returning('blocked_user_id')
    .executeTakeFirst();
  await trx
    .deleteFrom('user_bookmarks')
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', userId), eb('target_user_id', '=', blockedUserId)]),
        eb.and([eb('user_id', '=', blockedUserId), eb('target_user_id', '=', userId)]),
      ]),
    )
    .execute();
  return row !== undefined;
}

/** Removes the caller's block; answers whether any block is left between the two (the other's). */
export async function deleteBlock(db: DB, userId: number, blockedUserId: number): Promise<{ stillBlocked: boolean }> {
  const result = await sql<{ still: boolean }>`with gone as (
      delete from user_blocks where user_id = ${userId} and blocked_user_id = ${blockedUserId}
    )
    select exists (select 1 from user_blocks where user_id = ${blockedUserId} and blocked_user_id = ${userId}) as still`.execute(db);
  return { stillBlocked: result.rows[0]?.still === true };
}

/** Users the caller blocked, newest first, as public columns (deleted accounts left out). */
export async function listBlocks(db: DB, userId: number, options: { limit: number; offset: number }) {
  const base = db.selectFrom('user_blocks as b').innerJoin('users as u', 'u.id', 'b.blocked_user_id').where('b.user_id', '=', userId).where('u.deleted_at', 'is', null);
  const [rows, count] = await inSequence(
    () => base
      .select(publicUserColumns.map((c) => `u.${c}` as const))
      .orderBy('b.created_at', 'desc')
      .orderBy('b.blocked_user_id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    () => base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  );
  return { rows, total: Number(count.n) };
}

/** Everyone on the other side of a block with the user, either direction (for the socket's `hides:` rooms). */
export async function blockPartners(db: DB, userId: number): Promise<number[]> {
  const result = await sql<{ id: number }>`select blocked_user_id as id from user_blocks where user_id = ${userId}
    union select user_id from user_blocks where blocked_user_id = ${userId}`.execute(db);
  return result.rows.map((r) => r.id);
}

// ---- reports ----

export interface ReportTarget {
  userId: number | null;
  snapshot: string;
}

/**
 * What a reporter may report in the event, and its snapshot; undefined when they cannot see it: a feed message of
 * the event (not hidden by a block), a chat message of one of the reporter's chats, a user taking part in the event.
 */
export async function findReportTarget(db: DB, args: { eventId: number; reporterId: number; type: ReportTargetType; id: number }): Promise<ReportTarget | undefined> {
  const { eventId, reporterId, type, id } = args;
  if (type === 'livefeed_message') {
    const row = await db
      .selectFrom('livefeed_messages as f')
      .select(['f.user_id', 'f.message'])
      .where('f.id', '=', id)
      .where('f.event_id', '=', eventId)
      .where(sql<boolean>`not ${blockedBetweenSql(reporterId, sql.ref('f.user_id'))}`)
      .executeTakeFirst();
    return row && { userId: row.user_id, snapshot: row.message };
  }
  if (type === 'chat_message') {
    const row = await db
      .selectFrom('chat_messages as x')
      .innerJoin('chat_members as c', (j) => j.onRef('c.chat_id', '=', 'x.chat_id').on('c.user_id', '=', reporterId))
      .select(['x.sender_id', 'x.message'])
      .where('x.id', '=', id)
      .executeTakeFirst();
    return row && { userId: row.sender_id, snapshot: row.message };
  }
  const row = await db
    .selectFrom('users as u')
    .innerJoin('events as e', (j) => j.on('e.id', '=', eventId))
    .select(['u.id', 'u.name', 'u.surname'])
    .where('u.id', '=', id)
    .where('u.deleted_at', 'is', null)
    .where(sql<boolean>`${participantSql('e', id)}`)
    .executeTakeFirst();
  return row && { userId: row.id, snapshot: `${row.name} ${row.surname}`.trim() };
}

const reportColumns = [
  'r.id',
  'r.target_type',
  'r.target_id',
  'r.reason',
  'r.note',
  'r.status',
  'r.created_at',
  'r.snapshot',
  'r.reporter_id',
  'rp.name as reporter_name',
  'rp.surname as reporter_surname',
  'r.target_user_id',
  'tu.name as target_name',
  'tu.surname as target_surname',
] as const;

function reportsQuery(db: DB) {
  return db.selectFrom('reports as r').innerJoin('users as rp', 'rp.id', 'r.reporter_id').leftJoin('users as tu', 'tu.id', 'r.target_user_id').select(reportColumns);
}

export type ReportRow = Awaited<ReturnType<ReturnType<typeof reportsQuery>['executeTakeFirstOrThrow']>>;

/** Inserts a report (inside the caller's transaction) unless this reporter already reported the target in the event. */
export async function insertReport(
  trx: DB,
  values: { eventId: number; reporterId: number; type: ReportTargetType; targetId: number; target: ReportTarget; reason: ReportReason; note: string | null },
): Promise<{ id: number; created: boolean }> {
  const inserted = await trx
    .insertInto('reports')
    .values({
      event_id: values.eventId,
      reporter_id: values.reporterId,
      target_type: values.type,
      target_id: values.targetId,
      target_user_id: values.target.userId,
      snapshot: values.target.snapshot,
      reason: values.reason,
      note: values.note,
    })
    .onConflict((oc) => oc.columns(['event_id', 'reporter_id', 'target_type', 'target_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const first = await trx
    .selectFrom('reports')
    .select('id')
    .where('event_id', '=', values.eventId)
    .where('reporter_id', '=', values.reporterId)
    .where('target_type', '=', values.type)
    .where('target_id', '=', values.targetId)
    .executeTakeFirstOrThrow();
  return { id: first.id, created: false };
}

export function findReport(db: DB, id: number, eventId?: number): Promise<ReportRow | undefined> {
  let query = reportsQuery(db).where('r.id', '=', id);
  if (eventId !== undefined) query = query.where('r.event_id', '=', eventId);
  return query.executeTakeFirst();
}

/** Totals of an event's reports above this are not counted: `total` is then this number, a floor (as the live feed's). */
export const REPORT_COUNT_CAP = 1_000;

/**
 * An event's reports, newest first, optionally of one status: with `before` (a report id: the previous page's last)
 * a keyset page after it, else the offset. The page's ids come first, then their reporters and targets for those ids
 * only. The ids are a range of an index in the list's order: `(event_id, id) < (event, before)` with `event_id`
 * bounded to the event on both sides, ordered by (event_id, id), which only `reports_event_id_idx` yields (with
 * `event_id = ? order by id` the planner may walk the primary key across every event's reports, assuming an event's
 * are spread over the ids, as the organizer list's tickets, README "Query plans"; with the lower bound alone it
 * sorted a small event's reports read from the unique index); with a status `(status, id) < (status, before)`,
 * ordered by (status, id) from `reports_event_status_idx`. `total` is exact up to REPORT_COUNT_CAP and that cap
 * beyond. Rows and count run one after the other on one connection.
 */
export async function listReports(db: DB, eventId: number, options: { status?: ReportStatus | undefined; limit: number; offset: number; before?: number | undefined }) {
  // Without a cursor the range starts at int4's maximum (no id is larger), inclusive.
  const upTo = options.before === undefined ? sql.raw('<=') : sql.raw('<');
  const before = options.before ?? 2_147_483_647;
  let keys = db.selectFrom('reports as k').select('k.id');
  let countQuery = db.selectFrom('reports as r').select(sql<number>`1`.as('one')).where('r.event_id', '=', eventId);
  if (options.status) {
    keys = keys
      .where('k.event_id', '=', eventId)
      .where(sql<boolean>`(k.status, k.id) ${upTo} (${options.status}, ${before})`)
      .where('k.status', '>=', options.status)
      .orderBy('k.status', 'desc');
    countQuery = countQuery.where('r.status', '=', options.status);
  } else {
    keys = keys
      .where(sql<boolean>`(k.event_id, k.id) ${upTo} (${eventId}, ${before})`)
      .where('k.event_id', '>=', eventId)
      .where('k.event_id', '<=', eventId)
      .orderBy('k.event_id', 'desc');
  }
  keys = keys.orderBy('k.id', 'desc').limit(options.limit).offset(options.before !== undefined ? 0 : options.offset);
  const [rows, count] = await inSequence(
    () => reportsQuery(db).where('r.id', 'in', keys).orderBy('r.id', 'desc').execute(),
    () => db.selectFrom(countQuery.limit(REPORT_COUNT_CAP).as('capped')).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  );
  return { rows, total: Number(count.n) };
}

export async function setReportStatus(db: DB, id: number, eventId: number, status: ReportStatus): Promise<boolean> {
  const row = await db.updateTable('reports').set({ status, updated_at: new Date() }).where('id', '=', id).where('event_id', '=', eventId).returning('id').executeTakeFirst();
  return row !== undefined;
}

// ---- bans ----

/** Bans the user in the event; false when already banned. */
export async function insertBan(db: DB, values: { eventId: number; userId: number; reason: string | null; createdBy: number }): Promise<boolean> {
  const row = await db
    .insertInto('event_bans')
    .values({ event_id: values.eventId, user_id: values.userId, reason: values.reason, created_by: values.createdBy })
    .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteBan(db: DB, eventId: number, userId: number): Promise<void> {
  await db.deleteFrom('event_bans').where('event_id', '=', eventId).where('user_id', '=', userId).execute();
}

/** An event's bans, newest first, with the banned user's name. */
export async function listBans(db: DB, eventId: number, options: { limit: number; offset: number }) {
  const [rows, count] = await inSequence(
    () => db
      .selectFrom('event_bans as b')
      .innerJoin('users as u', 'u.id', 'b.user_id')
      .select(['u.id', 'u.name', 'u.surname', 'b.reason', 'b.created_at'])
      .where('b.event_id', '=', eventId)
      .orderBy('b.created_at', 'desc')
      .orderBy('b.user_id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    () => db.selectFrom('event_bans').select(sql<number>`count(*)::int`.as('n')).where('event_id', '=', eventId).executeTakeFirstOrThrow(),
  );
  return { rows, total: Number(count.n) };
}

// ---- account deletion ----

/** Whether the user owns an organization (ownership must move on before the account can go). */
export async function ownsOrganization(db: DB, userId: number): Promise<boolean> {
  const row = await db.selectFrom('organization_members').select('organization_id').where('user_id', '=', userId).where('role', '=', 'owner').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Erases an account inside the caller's transaction: the row stays (so others' chats and the feed keep their
 * order and authorship ids) but every profile field is blanked and the mobile released (a later login with it
 * makes a new user); refresh tokens revoked; bookmarks, blocks and organization memberships gone; the name kept
 * in reports about the user blanked. False when there was no live account.
 */
export async function eraseUser(trx: DB, userId: number): Promise<boolean> {
  // What the account held before (for the copies kept elsewhere), the row locked for the rest of the transaction.
  const before = await trx.selectFrom('users').select(['mobile', 'email']).where('id', '=', userId).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
  if (!before) return false;
  const row = await trx
    .updateTable('users')
    .set({
      mobile: `deleted:${userId}`,
      email: null,
      name: '',
      surname: '',
      avatar: null,
      biography: null,
      job_title: null,
      organization: null,
      website: null,
      telegram: null,
      linkedin: null,
      directory_visible: false,
      deleted_at: new Date(),
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!row) return false;
  await trx.updateTable('refresh_tokens').set({ revoked_at: sql`now()` }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  await trx.deleteFrom('user_bookmarks').where((eb) => eb.or([eb('user_id', '=', userId), eb('target_user_id', '=', userId)])).execute();
  await trx.deleteFrom('user_blocks').where((eb) => eb.or([eb('user_id', '=', userId), eb('blocked_user_id', '=', userId)])).execute();
  await trx.deleteFrom('organization_members').where('user_id', '=', userId).execute();
  // No push reaches a deleted account's devices.
  await trx.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
  await trx.updateTable('reports').set({ snapshot: '' }).where('target_type', '=', 'user').where('target_user_id', '=', userId).execute();
  // Login codes sent to the number (hashed codes, but the number itself is personal).
  await trx.deleteFrom('verification_codes').where('mobile', '=', before.mobile).execute();
  await scrubWebhookDeliveries(trx, userId, [before.mobile, before.email]);
  // Mail kept for the account or its address (queued, sent or dropped: each row holds the address and the mail's data),
  // and its address confirmations: a deleted account's mails are never sent, and nothing names it afterwards.
  const mailOf = (eb: any) => (before.email ? eb.or([eb('user_id', '=', userId), eb('address', '=', before.email)]) : eb('user_id', '=', userId));
  await trx.deleteFrom('mails').where(mailOf).execute();
  // Its SMS messages likewise (a queued one finds no row and is not sent).
  await trx.deleteFrom('sms_messages').where('user_id', '=', userId).execute();
  await trx.deleteFrom('email_confirmations').where('user_id', '=', userId).execute();
  await trx.deleteFrom('notification_settings').where('user_id', '=', userId).execute();
  return true;
}

/**
 * Webhook deliveries (sent or pending) that describe the user, found by the users each delivery was recorded about
 * (`subject_user_ids`: `ticket.issued`, `ticket.voided`, `checkin.created` describe the holder, `meeting.*` both
 * members), and those that carry the user's mobile or e-mail anywhere: every object of the body that is this user
 * (`id` = userId with name, surname, mobile or e-mail fields, or, in a delivery about this user alone, such an object
 * with no id, as `checkin.created`'s `holder`) keeps its id and loses those fields' values, and any other copy of the
 * mobile or e-mail is removed. A delivery still pending goes out scrubbed.
 */
async function scrubWebhookDeliveries(trx: DB, userId: number, contacts: Array<string | null>): Promise<void> {
  // As the values appear inside the JSON text.
  const needles = contacts.filter((c): c is string => !!c).map((c) => JSON.stringify(c).slice(1, -1));
  const rows = await trx
    .selectFrom('webhook_deliveries')
    .select(['id', 'body', 'subject_user_ids'])
    .where((eb) => eb.or([eb(sql.val(userId), '=', eb.fn.any('subject_user_ids')), ...needles.map((n) => eb(sql<number>`strpos(body, ${n})`, '>', 0))]))
    .execute();
  for (const row of rows) {
    const soleSubject = row.subject_user_ids.length === 1 && row.subject_user_ids[0] === userId;
    let body = JSON.stringify(scrubPerson(JSON.parse(row.body) as unknown, userId, soleSubject));
    for (const n of needles) body = body.split(n).join('');
    await trx.updateTable('webhook_deliveries').set({ body }).where('id', '=', row.id).execute();
  }
}

const PERSONAL_FIELDS = ['name', 'surname', 'mobile', 'email', 'avatar'] as const;

/** `soleSubject`: the delivery describes this user alone, so a person object without an id (a `holder`) is them. */
function scrubPerson(value: unknown, userId: number, soleSubject: boolean): unknown {
  if (Array.isArray(value)) return value.map((v) => scrubPerson(v, userId, soleSubject));
  if (value === null || typeof value !== 'object') return value;
  const obj = value as Record<string, unknown>;
  const personal = PERSONAL_FIELDS.some((f) => f in obj);
  const anonymous = !('id' in obj) && !('user_id' in obj) && !('slug' in obj);
  const isUser = personal && (obj.id === userId || obj.user_id === userId || (soleSubject && anonymous));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) {
    out[k] =
      isUser && (PERSONAL_FIELDS as readonly string[]).includes(k) ? (typeof v === 'string' && (k === 'name' || k === 'surname') ? '' : null) : scrubPerson(v, userId, soleSubject);
  }
  return out;
}
