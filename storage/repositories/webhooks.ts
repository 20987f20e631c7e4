import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../database.js';
import type { DeliveryStatus } from '../schema.js';
import { inSequence } from '../sequence.js';

/**
 * Webhooks and their deliveries (CONTRACT 8): an organization's (`exhibitor_id` null) and an exhibitor's own
 * (CONTRACT 20; `exhibitor_id` set, `organization_id` the event's organization). Every organization query below
 * excludes the exhibitors' webhooks; the exhibitor queries see only that exhibitor's.
 */

export const webhookColumns = ['id', 'url', 'events', 'created_at'] as const;

interface WebhookValues {
  organization_id: number;
  exhibitor_id?: number | null;
  url: string;
  events: string[];
  secret: string;
  created_by: number;
}

export function insertWebhook(db: DB, values: WebhookValues) {
  return db
    .insertInto('webhooks')
    .values({ ...values, exhibitor_id: values.exhibitor_id ?? null, events: sql<string[]>`${sql.val(values.events)}::text[]` as never })
    .returning([...webhookColumns, 'secret'])
    .executeTakeFirstOrThrow();
}

/**
 * Inserts the organization webhook unless the organization already has `cap`: the organization's row is locked
 * first (in the caller's transaction), so concurrent creations for one organization, on any node, count one after
 * another and the database decides the cap. Undefined when at the cap.
 */
export async function insertWebhookWithinCap(trx: DB, values: Omit<WebhookValues, 'exhibitor_id'>, cap: number) {
  await trx.selectFrom('organizations').select('id').where('id', '=', values.organization_id).forUpdate().executeTakeFirst();
  const count = await countWebhooks(trx, values.organization_id);
  if (count >= cap) return undefined;
  return insertWebhook(trx, { ...values, exhibitor_id: null });
}

/** The organization's own webhooks (never an exhibitor's). */
const ofOrganization = (db: DB, organizationId: number) => db.selectFrom('webhooks').where('organization_id', '=', organizationId).where('exhibitor_id', 'is', null);

export async function countWebhooks(db: DB, organizationId: number): Promise<number> {
  const row = await ofOrganization(db, organizationId).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listWebhooks(db: DB, organizationId: number) {
  return ofOrganization(db, organizationId).select(webhookColumns).orderBy('id').execute();
}

export function findWebhook(db: DB, organizationId: number, id: number) {
  return ofOrganization(db, organizationId).select(webhookColumns).where('id', '=', id).executeTakeFirst();
}

/** Deletes the organization webhook and its deliveries (their jobs then find nothing to send and end); false when there was none. */
export async function deleteWebhook(db: DB, organizationId: number, id: number): Promise<boolean> {
  const row = await db
    .deleteFrom('webhooks')
    .where('organization_id', '=', organizationId)
    .where('exhibitor_id', 'is', null)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Inserts the exhibitor's webhook unless it already has `cap`: the exhibitor's row is locked first (in the caller's
 * transaction), so concurrent creations on any node count one after another. Undefined when at the cap (or when the
 * exhibitor is gone).
 */
export async function insertExhibitorWebhookWithinCap(trx: DB, values: WebhookValues & { exhibitor_id: number }, cap: number) {
  const locked = await trx.selectFrom('exhibitors').select('id').where('id', '=', values.exhibitor_id).forUpdate().executeTakeFirst();
  if (!locked) return undefined;
  const row = await trx.selectFrom('webhooks').select(sql<number>`count(*)::int`.as('n')).where('exhibitor_id', '=', values.exhibitor_id).executeTakeFirstOrThrow();
  if (Number(row.n) >= cap) return undefined;
  return insertWebhook(trx, values);
}

export function listExhibitorWebhooks(db: DB, exhibitorId: number) {
  return db.selectFrom('webhooks').select(webhookColumns).where('exhibitor_id', '=', exhibitorId).orderBy('id').execute();
}

/** Deletes the exhibitor's webhook and its deliveries; false when the exhibitor has no such webhook. */
export async function deleteExhibitorWebhook(db: DB, exhibitorId: number, id: number): Promise<boolean> {
  const row = await db.deleteFrom('webhooks').where('exhibitor_id', '=', exhibitorId).where('id', '=', id).returning('id').executeTakeFirst();
  return row !== undefined;
}

/** Which webhooks an announcement goes to: an organization's own, or one exhibitor's. */
export type WebhookAudience = { organizationId: number } | { exhibitorId: number };

const audienceFilter = (to: WebhookAudience): RawBuilder<unknown> =>
  'exhibitorId' in to ? sql`w.exhibitor_id = ${to.exhibitorId}` : sql`w.organization_id = ${to.organizationId} and w.exhibitor_id is null`;

/**
 * Records one delivery of `body` for every webhook of the audience (the organization's own, never its exhibitors',
 * or one exhibitor's) subscribed to `type`, and a job of `jobKind` for each: one statement, meant for the
 * transaction of the change. `subjects` are the users the body describes (the account deletion's scrub finds the
 * bodies by them). Returns how many deliveries were recorded.
 */
export async function insertDeliveries(db: DB, to: WebhookAudience, type: string, body: string, jobKind: string, subjects: readonly number[] = []): Promise<number> {
  const result = await sql<{ n: number }>`with d as (
      insert into webhook_deliveries (webhook_id, type, message_id, body, subject_user_ids)
      select w.id, ${type}, 'msg_' || replace(gen_random_uuid()::text, '-', ''), ${body}, ${sql.val([...subjects])}::int[]
      from webhooks w where ${audienceFilter(to)} and ${type} = any(w.events)
      returning id),
    j as (insert into jobs (kind, payload) select ${jobKind}, jsonb_build_object('delivery_id', d.id) from d returning id)
    select count(*)::int as n from j`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/** A delivery with its webhook's address and secret (undefined once the webhook is deleted). */
export function findDeliveryTarget(db: DB, deliveryId: number) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
    .select(['d.id', 'd.type', 'd.message_id', 'd.body', 'd.status', 'w.url', 'w.secret'])
    .where('d.id', '=', deliveryId)
    .executeTakeFirst();
}

export async function recordDeliveryAttempt(
  db: DB,
  id: number,
  attempt: { attempts: number; status: DeliveryStatus; statusCode: number | null; error: string | null },
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({
      attempts: attempt.attempts,
      status: attempt.status,
      last_status_code: attempt.statusCode,
      last_error: attempt.error?.slice(0, 500) ?? null,
      ...(attempt.status === 'delivered' ? { delivered_at: sql<Date>`now()` as never } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** A page of the webhook's deliveries, newest first, and their total. */
export async function listDeliveries(db: DB, webhookId: number, page: { limit: number; offset: number }) {
  const base = db.selectFrom('webhook_deliveries').where('webhook_id', '=', webhookId);
  const [rows, count] = await inSequence(
    () => base
      .select(['id', 'type', 'message_id', 'status', 'attempts', 'last_status_code', 'last_error', 'created_at', 'delivered_at'])
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    () => base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  );
  return { rows, total: Number(count.n) };
}
