import { sql } from 'kysely';
import type { DB } from '../database.js';

/** Web Push subscriptions (one row per user and browser endpoint). */

export interface PushKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Stores the subscription of a user (keys refreshed when the endpoint is known) and keeps only the user's newest
 * `keep` (atomically: the user's subscription writes are serialized); `created` tells a new row from an update.
 */
export async function saveSubscription(db: DB, userId: number, keys: PushKeys, keep: number): Promise<{ id: number; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    // The user's row is locked first: concurrent subscriptions of one user (on any node) run one after the other,
    // so each trim sees the others' rows and the cap holds (without it, 30 at once over two nodes kept 12-14).
    await sql`select 1 from users where id = ${userId} for update`.execute(trx);
    const row = await sql<{ id: number; created: boolean }>`insert into push_subscriptions (user_id, endpoint, p256dh, auth)
      values (${userId}, ${keys.endpoint}, ${keys.p256dh}, ${keys.auth})
      on conflict (user_id, endpoint) do update set p256dh = excluded.p256dh, auth = excluded.auth
      returning id, (xmax = 0) as created`.execute(trx);
    await sql`delete from push_subscriptions where user_id = ${userId} and id not in (
      select id from push_subscriptions where user_id = ${userId} order by id desc limit ${keep})`.execute(trx);
    return row.rows[0]!;
  });
}

export function listSubscriptions(db: DB, userId: number) {
  return db.selectFrom('push_subscriptions').select(['id', 'endpoint', 'created_at']).where('user_id', '=', userId).orderBy('id', 'desc').execute();
}

/** Removes one of the user's own subscriptions (never another user's); whether one was removed. */
export async function deleteSubscription(db: DB, userId: number, endpoint: string): Promise<boolean> {
  const rows = await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).returning('id').execute();
  return rows.length > 0;
}

export function findSubscription(db: DB, id: number) {
  return db.selectFrom('push_subscriptions').select(['id', 'user_id', 'endpoint', 'p256dh', 'auth']).where('id', '=', id).executeTakeFirst();
}

export async function deleteSubscriptionById(db: DB, id: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

/** What a push about a message from `senderId` to `recipientId` needs, in one query: the sender's name and the recipient's subscriptions. */
export async function pushTargets(db: DB, recipientId: number, senderId: number): Promise<{ senderName: string; subscriptionIds: number[] }> {
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('push_subscriptions as s', (j) => j.on('s.user_id', '=', recipientId))
    .select(['u.name', 'u.surname', 's.id as subscription_id'])
    .where('u.id', '=', senderId)
    .orderBy('s.id')
    .execute();
  const first = rows[0];
  return {
    senderName: first ? `${first.name} ${first.surname}`.trim() : '',
    subscriptionIds: rows.flatMap((r) => (r.subscription_id === null ? [] : [r.subscription_id])),
  };
}
