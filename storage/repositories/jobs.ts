import { sql } from 'kysely';
import type { DB } from '../database.js';

/**
 * The outbox table (`jobs`): work recorded with the change that causes it and run later by the dispatcher
 * (server/outbox). A claimed job's `run_at` moves past its lease, so a job whose node died is claimed again once the
 * lease ends; `attempts` counts claims.
 */

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
}

/** Records a job; call with the transaction of the change so both commit (or neither). */
export async function insertJob(db: DB, kind: string, payload: unknown, delayMs = 0): Promise<number> {
  const row = await db
    .insertInto('jobs')
    .values({ kind, payload: JSON.stringify(payload), run_at: sql<Date>`now() + ${delayMs}::float8 * interval '1 millisecond'` as never })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Claims up to `limit` due jobs of these kinds for `leaseMs`: one statement, `FOR UPDATE SKIP LOCKED`, so nodes
 * polling at once never claim the same job.
 */
export async function claimJobs(db: DB, kinds: string[], limit: number, leaseMs: number): Promise<ClaimedJob[]> {
  if (!kinds.length || limit < 1) return [];
  const result = await sql<ClaimedJob>`update jobs
    set attempts = attempts + 1, run_at = now() + ${leaseMs}::float8 * interval '1 millisecond', locked_until = now() + ${leaseMs}::float8 * interval '1 millisecond'
    where id in (
      select id from jobs
      where status = 'pending' and run_at <= now() and kind in (${sql.join(kinds)})
      order by run_at, id
      limit ${limit}
      for update skip locked)
    returning id, kind, payload, attempts`.execute(db);
  return result.rows;
}

/** A job that is done is removed (its domain keeps its own history). */
export async function deleteJob(db: DB, id: number): Promise<void> {
  await db.deleteFrom('jobs').where('id', '=', id).execute();
}

/** Runs the job again after `delayMs`. */
export async function rescheduleJob(db: DB, id: number, delayMs: number, error: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ run_at: sql<Date>`now() + ${delayMs}::float8 * interval '1 millisecond'` as never, locked_until: null, last_error: error.slice(0, 1000) })
    .where('id', '=', id)
    .execute();
}

/** Gives up on the job (kept with its last error for inspection). */
export async function failJob(db: DB, id: number, error: string): Promise<void> {
  await db.updateTable('jobs').set({ status: 'failed', locked_until: null, last_error: error.slice(0, 1000) }).where('id', '=', id).execute();
}
