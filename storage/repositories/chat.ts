import { sql, type Selectable } from 'kysely';
import type { DB } from '../database.js';
import type { ChatMessagesTable } from '../schema.js';
import { prefixedUserColumns } from './user-columns.js';

export type ChatMessageRow = Selectable<ChatMessagesTable>;

/** The chat of a pair of users, created on first use; safe when both write to each other at once. */
export async function findOrCreateChat(db: DB, a: number, b: number): Promise<number> {
  const [low, high] = a < b ? [a, b] : [b, a];
  const created = await db
    .insertInto('chats')
    .values({ user_low: low, user_high: high })
    .onConflict((oc) => oc.columns(['user_low', 'user_high']).doNothing())
    .returning('id')
    .executeTakeFirst();
  const chatId = created?.id ?? (await db.selectFrom('chats').select('id').where('user_low', '=', low).where('user_high', '=', high).executeTakeFirstOrThrow()).id;
  if (created) {
    await db
      .insertInto('chat_members')
      .values([
        { chat_id: chatId, user_id: low, peer_id: high },
        { chat_id: chatId, user_id: high, peer_id: low },
      ])
      .onConflict((oc) => oc.columns(['chat_id', 'user_id']).doNothing())
      .execute();
  }
  return chatId;
}

/** Inserts a message unless this sender already used the client id (then returns undefined). */
export async function insertChatMessage(
  db: DB,
  values: { chatId: number; senderId: number; recipientId: number; message: string; clientMessageId: string | null },
): Promise<ChatMessageRow | undefined> {
  const row = await db
    .insertInto('chat_messages')
    .values({
      chat_id: values.chatId,
      sender_id: values.senderId,
      recipient_id: values.recipientId,
      message: values.message,
      client_message_id: values.clientMessageId,
    })
    .onConflict((oc) => oc.columns(['sender_id', 'client_message_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (row) {
    await db
      .updateTable('chat_members')
      .set({ last_message_id: sql<number>`greatest(last_message_id, ${row.id})` })
      .where('chat_id', '=', values.chatId)
      .execute();
  }
  return row;
}

export function findChatMessageByClientId(db: DB, senderId: number, clientMessageId: string): Promise<ChatMessageRow | undefined> {
  return db.selectFrom('chat_messages').selectAll().where('sender_id', '=', senderId).where('client_message_id', '=', clientMessageId).executeTakeFirst();
}

export function findMembership(db: DB, chatId: number, userId: number) {
  return db.selectFrom('chat_members').select(['chat_id', 'peer_id', 'last_message_id', 'last_read_id']).where('chat_id', '=', chatId).where('user_id', '=', userId).executeTakeFirst();
}

export function findMembershipWith(db: DB, userId: number, peerId: number) {
  return db.selectFrom('chat_members').select(['chat_id']).where('user_id', '=', userId).where('peer_id', '=', peerId).executeTakeFirst();
}

/** Marks the member's chat read up to its latest message; false when the user is not a member. */
export async function markChatRead(db: DB, chatId: number, userId: number): Promise<boolean> {
  const rows = await db
    .updateTable('chat_members')
    .set({ last_read_id: sql<number>`last_message_id` })
    .where('chat_id', '=', chatId)
    .where('user_id', '=', userId)
    .returning('chat_id')
    .execute();
  return rows.length > 0;
}

/** Messages of one chat: newest first, or (with `after`) the ones after that id, oldest first. */
export async function listChatMessages(
  db: DB,
  chatId: number,
  options: { after?: number | undefined; limit: number; offset: number },
): Promise<{ rows: ChatMessageRow[]; total: number }> {
  let rowsQuery = db.selectFrom('chat_messages').selectAll().where('chat_id', '=', chatId);
  let countQuery = db.selectFrom('chat_messages').select(sql<number>`count(*)::int`.as('n')).where('chat_id', '=', chatId);
  if (options.after !== undefined) {
    rowsQuery = rowsQuery.where('id', '>', options.after).orderBy('id', 'asc');
    countQuery = countQuery.where('id', '>', options.after);
  } else {
    rowsQuery = rowsQuery.orderBy('id', 'desc');
  }
  const [rows, count] = await Promise.all([rowsQuery.limit(options.limit).offset(options.offset).execute(), countQuery.executeTakeFirstOrThrow()]);
  return { rows, total: Number(count.n) };
}

/** Messages of every chat the user belongs to with id > after, oldest first. */
export function listUserMessagesAfter(db: DB, userId: number, after: number, limit: number): Promise<ChatMessageRow[]> {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('chat_id', 'in', (eb) => eb.selectFrom('chat_members').select('chat_id').where('user_id', '=', userId))
    .where('id', '>', after)
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}

/** The user's chats, latest activity first, each with the other member, the last message and the unread count. */
export async function listChats(db: DB, userId: number, options: { limit: number; offset: number }) {
  const rowsQuery = db
    .selectFrom('chat_members as m')
    .innerJoin('users as u', 'u.id', 'm.peer_id')
    .leftJoin('chat_messages as lm', 'lm.id', 'm.last_message_id')
    .select([
      'm.chat_id',
      ...prefixedUserColumns('u', 'u_'),
      'lm.id as lm_id',
      'lm.sender_id as lm_sender_id',
      'lm.recipient_id as lm_recipient_id',
      'lm.message as lm_message',
      'lm.created_at as lm_created_at',
      sql<number>`(select count(*)::int from chat_messages x where x.chat_id = m.chat_id and x.id > m.last_read_id and x.sender_id <> ${userId})`.as('unread'),
    ])
    .where('m.user_id', '=', userId)
    .orderBy('m.last_message_id', 'desc')
    .orderBy('m.chat_id', 'desc')
    .limit(options.limit)
    .offset(options.offset);
  const countQuery = db.selectFrom('chat_members').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', userId);
  const [rows, count] = await Promise.all([rowsQuery.execute(), countQuery.executeTakeFirstOrThrow()]);
  return { rows, total: Number(count.n) };
}
