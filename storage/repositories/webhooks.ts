import { sql } from 'kysely';
import type { DB } from '../database.js';
import type { DeliveryStatus } from '../schema.js';
import { inSequence } from '../sequence.js';

/** Organization webhooks and their deliveries (CONTRACT 8). */

export const webhookColumns = ['id', 'url', 'events', 'created_at'] as const;

export function insertWebhook(db: DB, values: { organization_id: number; url: string; events: string[]; secret: string; created_by: number }) {
  return db
    .insertInto('webhooks')
    .values({ ...values, events: sql<string[]>`${sql.val(values.events)}::text[]` as never })
    .returning([...webhookColumns, 'secret'])
    .executeTakeFirstOrThrow();
}

/**
 * Inserts the webhook unless the organization already has `cap`: the organization's row is locked first (in the
 * caller's transaction), so concurrent creations for one organization, on any node, count one after another and the
 * database decides the cap. Undefined when at the cap.
 */
export async function insertWebhookWithinCap(
  trx: DB,
  values: { organization_id: number; url: string; events: string[]; secret: string; created_by: number },
  cap: number,
) {
  await trx.selectFrom('organizations').select('id').where('id', '=', values.organization_id).forUpdate().executeTakeFirst();
  const count = await countWebhooks(trx, values.organization_id);
  if (count >= cap) return undefined;
  return insertWebhook(trx, values);
}

export async function countWebhooks(db: DB, organizationId: number): Promise<number> {
  const row = await db.selectFrom('webhooks').select(sql<number>`count(*)::int`.as('n')).where('organization_id', '=', organizationId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listWebhooks(db: DB, organizationId: number) {
  return db.selectFrom('webhooks').select(webhookColumns).where('organization_id', '=', organizationId).orderBy('id').execute();
}

export function findWebhook(db: DB, organizationId: number, id: number) {
  return db.selectFrom('webhooks').select(webhookColumns).where('organization_id', '=', organizationId).where('id', '=', id).executeTakeFirst();
}

/** Deletes the webhook and its deliveries (their jobs then find nothing to send and end); false when there was none. */
export async function deleteWebhook(db: DB, organizationId: number, id: number): Promise<boolean> {
  const row = await db.deleteFrom('webhooks').where('organization_id', '=', organizationId).where('id', '=', id).returning('id').executeTakeFirst();
  return row !== undefined;
}

/**
 * Records one delivery of `body` for every webhook of the organization subscribed to `type`, and a job of `jobKind`
 * for each: one statement, meant for the transaction of the change. `subjects` are the users the body describes (the
 * account deletion's scrub finds the bodies by them). Returns how many deliveries were recorded.
 */
export async function insertDeliveries(db: DB, organizationId: number, type: string, body: string, jobKind: string, subjects: readonly number[] = []): Promise<number> {
  const result = await sql<{ n: number }>`with d as (
      insert into webhook_deliveries (webhook_id, type, message_id, body, subject_user_ids)
      select w.id, ${type}, 'msg_' || replace(gen_random_uuid()::text, '-', ''), ${body}, ${sql.val([...subjects])}::int[]
      from webhooks w where w.organization_id = ${organizationId} and ${type} = any(w.events)
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
