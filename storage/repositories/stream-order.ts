import { sql } from 'kysely';
import type { DB } from '../database.js';

/** Lock namespaces (the first key of the two-key advisory lock). */
const STREAMS = { livefeed: 1, chat: 2 } as const;

/**
 * Serialises inserts into one message stream (an event's feed, a user's chat messages) until the transaction
 * ends, so ids are handed out in commit order. Without it, a message with id 11 could commit before id 10, a
 * client could `sync` past 11, and 10 would never reach it. Locks are taken in ascending id order (no deadlocks).
 * Call inside a transaction, before the insert.
 */
export async function lockStreams(trx: DB, stream: keyof typeof STREAMS, ids: number[]): Promise<void> {
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    await sql`select pg_advisory_xact_lock(${STREAMS[stream]}::int, ${id}::int)`.execute(trx);
  }
}
