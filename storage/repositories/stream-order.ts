import { sql } from 'kysely';
import type { DB } from '../database.js';

/** Lock namespaces (the first key of the two-key advisory lock). */
const STREAMS = { livefeed: 1, chat: 2 } as const;

/**
 * Serialises inserts into one message stream (an event's feed, a user's chat messages) until the transaction
 * ends, so ids are handed out in commit order. Without it, a message with id 11 could commit before id 10, a
 * client could `sync` past 11, and 10 would never reach it. Call inside a transaction, before the insert (its
 * nextval).
 *
 * One statement for all the keys: a VALUES list in ascending order, locked row by row in that order (a values
 * scan emits its rows as written, and the lock is volatile, so the planner evaluates it after the `order by`,
 * never before). Ascending order everywhere means two transactions can never wait on each other (no deadlocks).
 */
export async function lockStreams(trx: DB, stream: keyof typeof STREAMS, ids: number[]): Promise<void> {
  const keys = [...new Set(ids)].sort((a, b) => a - b);
  if (!keys.length) return;
  const rows = sql.join(keys.map((id) => sql`(${id}::int)`));
  await sql`select pg_advisory_xact_lock(${STREAMS[stream]}::int, k.id) from (values ${rows}) as k(id) order by k.id`.execute(trx);
}
