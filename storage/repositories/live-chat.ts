import { sql } from 'kysely';
import type { DB } from '../database.js';
import type { ChatMessageRow } from './chat.js';

/** Live chat (CONTRACT 10): edits, deletions and the peers presence is pushed to (`sync`'s update pages: chat.ts). */

/** Replaces the text of a sender's message not yet deleted and sent after `sentAfter`; undefined when none matched. */
export function editChatMessage(db: DB, args: { id: number; senderId: number; message: string; sentAfter: Date }): Promise<ChatMessageRow | undefined> {
  return db
    .updateTable('chat_messages')
    .set({ message: args.message, edited_at: sql<Date>`now()`, update_seq: sql<number>`nextval('chat_message_update_seq')` })
    .where('id', '=', args.id)
    .where('sender_id', '=', args.senderId)
    .where('deleted_at', 'is', null)
    .where('created_at', '>', args.sentAfter)
    .returningAll()
    .executeTakeFirst();
}

/** Empties a sender's message and marks it deleted; undefined when it was deleted already (or is not theirs). */
export function deleteChatMessage(db: DB, args: { id: number; senderId: number }): Promise<ChatMessageRow | undefined> {
  return db
    .updateTable('chat_messages')
    .set({ message: '', deleted_at: sql<Date>`now()`, update_seq: sql<number>`nextval('chat_message_update_seq')` })
    .where('id', '=', args.id)
    .where('sender_id', '=', args.senderId)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Everyone who shares a chat with the user (presence goes to them only). */
export async function chatPeersOf(db: DB, userId: number): Promise<number[]> {
  return (await chatPeersOfMany(db, [userId]))[0]!;
}

/** The chat peers of each user, in the order asked, in one statement (chat_members pk (user_id, …)). */
export async function chatPeersOfMany(db: DB, userIds: readonly number[]): Promise<number[][]> {
  if (userIds.length === 0) return [];
  const rows = await db.selectFrom('chat_members').select(['user_id', 'peer_id']).where('user_id', 'in', [...new Set(userIds)]).execute();
  const peers = new Map<number, number[]>();
  for (const row of rows) {
    let list = peers.get(row.user_id);
    if (!list) peers.set(row.user_id, (list = []));
    list.push(row.peer_id);
  }
  return userIds.map((id) => peers.get(id) ?? []);
}
