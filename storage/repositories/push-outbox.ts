import { sql } from 'kysely';
import type { DB } from '../database.js';

/** The durable push outbox (see server/push/outbox.ts). */

export interface OutboxJobRow {
  id: string;
  topic: string;
  payload: unknown;
  attempts: number;
}

export async function insertOutboxJobs(db: DB, jobs: ReadonlyArray<{ topic: string; payload: unknown }>): Promise<void> {
  if (!jobs.length) return;
  await db
    .insertInto('push_outbox')
    .values(jobs.map((j) => ({ topic: j.topic, payload: JSON.stringify(j.payload) })))
    .execute();
}

/**
 * Claims up to `limit` due jobs for this sender: `FOR UPDATE SKIP LOCKED` lets every node claim at once without
 * two taking the same job, and moving `next_attempt_at` past the lease hands a job back if its sender dies.
 */
export async function claimDueJobs(db: DB, limit: number, leaseSeconds: number): Promise<OutboxJobRow[]> {
  const result = await sql<OutboxJobRow>`update push_outbox o
      set attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
    where o.id in (select id from push_outbox where next_attempt_at <= now() order by next_attempt_at, id limit ${limit} for update skip locked)
    returning o.id::text as id, o.topic, o.payload, o.attempts`.execute(db);
  return result.rows;
}

export async function completeJob(db: DB, id: string): Promise<void> {
  await db.deleteFrom('push_outbox').where('id', '=', id).execute();
}

export async function retryJobLater(db: DB, id: string, delayMs: number, error: string): Promise<void> {
  await db
    .updateTable('push_outbox')
    .set({ next_attempt_at: sql<Date>`now() + make_interval(secs => ${delayMs / 1000})`, last_error: error.slice(0, 500) })
    .where('id', '=', id)
    .execute();
}

/** Jobs waiting (tests and the readiness of a drain). */
export async function countOutboxJobs(db: DB): Promise<number> {
  const row = await db.selectFrom('push_outbox').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n;
}
