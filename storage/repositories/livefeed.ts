import type { DB } from '../database.js';
import { sql } from 'kysely';
import { prefixedUserColumns } from './user-columns.js';

const itemColumns = ['f.id', 'f.message', 'f.created_at', ...prefixedUserColumns('u', 'u_')] as const;

function itemsQuery(db: DB) {
  return db.selectFrom('livefeed_messages as f').innerJoin('users as u', 'u.id', 'f.user_id').select(itemColumns);
}

export type LivefeedRow = Awaited<ReturnType<ReturnType<typeof itemsQuery>['executeTakeFirstOrThrow']>>;

/** Inserts a message; with a client id already used by this sender in this event, inserts nothing (returns undefined). */
export async function insertLivefeedMessage(
  db: DB,
  values: { eventId: number; userId: number; message: string; clientMessageId: string | null },
): Promise<number | undefined> {
  const row = await db
    .insertInto('livefeed_messages')
    .values({ event_id: values.eventId, user_id: values.userId, message: values.message, client_message_id: values.clientMessageId })
    .onConflict((oc) => oc.columns(['event_id', 'user_id', 'client_message_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function findLivefeedIdByClientId(db: DB, eventId: number, userId: number, clientMessageId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('livefeed_messages')
    .select('id')
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .where('client_message_id', '=', clientMessageId)
    .executeTakeFirst();
  return row?.id;
}

export function findLivefeedItem(db: DB, id: number): Promise<LivefeedRow | undefined> {
  return itemsQuery(db).where('f.id', '=', id).executeTakeFirst();
}

/** One page of an event's feed: newest first, or (with `after`) the ones after that id, oldest first. */
export async function listLivefeed(
  db: DB,
  eventId: number,
  options: { after?: number | undefined; limit: number; offset: number },
): Promise<{ rows: LivefeedRow[]; total: number }> {
  let rowsQuery = itemsQuery(db).where('f.event_id', '=', eventId);
  let countQuery = db.selectFrom('livefeed_messages as f').select(sql<number>`count(*)::int`.as('n')).where('f.event_id', '=', eventId);
  if (options.after !== undefined) {
    rowsQuery = rowsQuery.where('f.id', '>', options.after).orderBy('f.id', 'asc');
    countQuery = countQuery.where('f.id', '>', options.after);
  } else {
    rowsQuery = rowsQuery.orderBy('f.id', 'desc');
  }
  const [rows, count] = await Promise.all([rowsQuery.limit(options.limit).offset(options.offset).execute(), countQuery.executeTakeFirstOrThrow()]);
  return { rows, total: Number(count.n) };
}
