import { sql } from 'kysely';
import type { DB } from '../database.js';
import { publicUserColumns } from './user-columns.js';
import { inSequence } from '../sequence.js';

/** Adds a bookmark; false when it already existed. */
export async function addBookmark(db: DB, userId: number, targetUserId: number): Promise<boolean> {
  const row = await db
    .insertInto('user_bookmarks')
    .values({ user_id: userId, target_user_id: targetUserId })
    .onConflict((oc) => oc.columns(['user_id', 'target_user_id']).doNothing())
    .returning('target_user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function removeBookmark(db: DB, userId: number, targetUserId: number): Promise<void> {
  await db.deleteFrom('user_bookmarks').where('user_id', '=', userId).where('target_user_id', '=', targetUserId).execute();
}

/** The user's bookmarked users, newest bookmark first, as public columns (one query a page). */
export async function listBookmarks(db: DB, userId: number, options: { limit: number; offset: number }) {
  const rowsQuery = db
    .selectFrom('user_bookmarks as b')
    .innerJoin('users as u', 'u.id', 'b.target_user_id')
    .select(publicUserColumns.map((c) => `u.${c}` as const))
    .where('b.user_id', '=', userId)
    .orderBy('b.created_at', 'desc')
    .orderBy('b.target_user_id', 'desc')
    .limit(options.limit)
    .offset(options.offset);
  const countQuery = db.selectFrom('user_bookmarks').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', userId);
  const [rows, count] = await inSequence(() => rowsQuery.execute(), () => countQuery.executeTakeFirstOrThrow());
  return { rows, total: Number(count.n) };
}
