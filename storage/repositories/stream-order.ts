import { sql, type RawBuilder } from 'kysely';

/** Lock namespaces (the first key of the two-key advisory lock). */
const STREAMS = { livefeed: 1, chat: 2 } as const;

/**
 * Serialises inserts into one message stream (an event's feed, a user's chat messages) until the transaction
 * ends, so ids are handed out in commit order. Without it, a message with id 11 could commit before id 10, a
 * client could `sync` past 11, and 10 would never reach it.
 *
 * A fragment for a single-statement write that takes the locks inside a CTE before its insert draws the id (see
 * sendChatMessage, postLivefeedMessage): the insert reads from the locks' CTE. `keys` must be distinct (values or
 * placeholders), `from` adds a relation to the FROM list (a CTE that is empty when nothing is to be written, so no
 * lock is taken then). The keys are locked one by one in ascending order (`order by`: the lock is volatile, so the
 * planner evaluates it after the sort, never before); ascending order everywhere means two transactions can never
 * wait on each other (no deadlocks).
 */
export function streamLocksSql(stream: keyof typeof STREAMS, keys: readonly unknown[], from?: RawBuilder<unknown>): RawBuilder<unknown> {
  const rows = sql.join(keys.map((id) => sql`(${id}::int)`));
  const extra = from ? sql`, ${from}` : sql``;
  return sql`select pg_advisory_xact_lock(${STREAMS[stream]}::int, k.id) from (values ${rows}) as k(id)${extra} order by k.id`;
}
