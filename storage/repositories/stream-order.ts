import { sql, type RawBuilder } from 'kysely';
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
  if (keys.length) await streamLocksSql(stream, keys).execute(trx);
}

/**
 * The lock statement of lockStreams as a fragment, for a single-statement write that takes the locks inside a CTE
 * (see sendChatMessage): `keys` must be distinct (values or placeholders; the statement itself locks them in
 * ascending order), `from` adds a relation to the FROM list (e.g. a CTE that is empty when nothing is to be
 * written, so no lock is taken then).
 */
export function streamLocksSql(stream: keyof typeof STREAMS, keys: readonly unknown[], from?: RawBuilder<unknown>): RawBuilder<unknown> {
  const rows = sql.join(keys.map((id) => sql`(${id}::int)`));
  const extra = from ? sql`, ${from}` : sql``;
  return sql`select pg_advisory_xact_lock(${STREAMS[stream]}::int, k.id) from (values ${rows}) as k(id)${extra} order by k.id`;
}
