import { sql } from 'kysely';
import type { DB } from '../database.js';

/** How long a key is remembered: a request with it after that runs as new. */
const KEY_TTL = sql`interval '24 hours'`;

export interface IdempotencyRecord {
  fingerprint: string;
  state: 'started' | 'done';
  status: number | null;
  body: string | null;
  location: string | null;
  created_at: Date;
}

/**
 * Claims (user, key) for a request in one statement: a new row, or a day-old one taken over. Answers true when this
 * request owns the key now; false when another request has it (then `findIdempotencyKey` says what it did).
 */
export async function claimIdempotencyKey(db: DB, userId: number, key: string, fingerprint: string): Promise<boolean> {
  const row = await sql<{ key: string }>`insert into idempotency_keys (user_id, key, fingerprint) values (${userId}, ${key}, ${fingerprint})
    on conflict (user_id, key) do update set fingerprint = excluded.fingerprint, state = 'started', status = null, body = null, location = null, created_at = now()
      where idempotency_keys.created_at < now() - ${KEY_TTL}
    returning key`.execute(db);
  return row.rows.length > 0;
}

export function findIdempotencyKey(db: DB, userId: number, key: string): Promise<IdempotencyRecord | undefined> {
  return db.selectFrom('idempotency_keys').select(['fingerprint', 'state', 'status', 'body', 'location', 'created_at']).where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
}

/** Records the answer a retry gets. */
export async function completeIdempotencyKey(db: DB, userId: number, key: string, answer: { status: number; body: string | null; location: string | null }): Promise<void> {
  await db.updateTable('idempotency_keys').set({ state: 'done', ...answer }).where('user_id', '=', userId).where('key', '=', key).where('state', '=', 'started').execute();
}

/** Forgets a key whose request changed nothing (refused, or failed before writing): the same key may be sent again. */
export async function releaseIdempotencyKey(db: DB, userId: number, key: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('key', '=', key).where('state', '=', 'started').execute();
}
