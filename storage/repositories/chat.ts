import { sql, type Selectable } from 'kysely';
import type { DB } from '../database.js';
import type { ChatMessagesTable } from '../schema.js';
import { prefixedUserColumns } from './user-columns.js';
import { bannedSql, blockedBetweenSql, participantSql } from './access.js';

export type ChatMessageRow = Selectable<ChatMessagesTable>;

/**
 * What sending a chat message needs to know before it stores anything, in one query: whether sender and recipient
 * take part in the event (a deleted account does not), whether the sender is banned from it, whether either
 * blocked the other, whether the recipient has Web Push subscriptions, and (with a client id) the sender's message
 * that already carries it.
 */
export async function chatSendCheck(
  db: DB,
  args: { eventId: number; senderId: number; recipientId: number; clientMessageId: string | null },
): Promise<{ senderOk: boolean; recipientOk: boolean; banned: boolean; blocked: boolean; recipientSubscribed: boolean; existing: ChatMessageRow | undefined }> {
  const { eventId, senderId, recipientId, clientMessageId } = args;
  const existing =
    clientMessageId === null
      ? sql`left join chat_messages m on false`
      : sql`left join chat_messages m on m.sender_id = ${senderId} and m.client_message_id = ${clientMessageId}`;
  const result = await sql<ChatMessageRow & { sender_ok: boolean; recipient_ok: boolean; banned: boolean; blocked: boolean; recipient_subscribed: boolean }>`select
      ${participantSql('e', senderId)} as sender_ok,
      (${participantSql('e', recipientId)} and exists (select 1 from users r where r.id = ${recipientId} and r.deleted_at is null)) as recipient_ok,
      ${bannedSql('e', senderId)} as banned, ${blockedBetweenSql(senderId, recipientId)} as blocked,
      exists (select 1 from push_subscriptions s where s.user_id = ${recipientId}) as recipient_subscribed, m.*
    from (select 1) as one left join events e on e.id = ${eventId} ${existing}`.execute(db);
  const row = result.rows[0]!;
  const { sender_ok, recipient_ok, banned, blocked, recipient_subscribed, ...message } = row;
  return {
    senderOk: sender_ok === true,
    recipientOk: recipient_ok === true,
    banned: banned === true,
    blocked: blocked === true,
    recipientSubscribed: recipient_subscribed === true,
    existing: message.id === null || message.id === undefined ? undefined : message,
  };
}

/**
 * The chat of a pair of users, created (with its two members) on first use, in one statement. Safe when both
 * write to each other at once: when a concurrent transaction created the chat after this statement's snapshot,
 * the insert finds the conflict but the select cannot see the row yet, so it is read again by a fresh statement.
 */
export async function findOrCreateChat(db: DB, a: number, b: number): Promise<number> {
  const [low, high] = a < b ? [a, b] : [b, a];
  const result = await sql<{ id: number }>`with created as (
      insert into chats (user_low, user_high) values (${low}, ${high}) on conflict (user_low, user_high) do nothing returning id
    ), members as (
      insert into chat_members (chat_id, user_id, peer_id)
      select id, ${low}::int, ${high}::int from created union all select id, ${high}::int, ${low}::int from created
      on conflict (chat_id, user_id) do nothing
    )
    select id from created union all select id from chats where user_low = ${low} and user_high = ${high}`.execute(db);
  const id = result.rows[0]?.id;
  if (id !== undefined) return id;
  return (await db.selectFrom('chats').select('id').where('user_low', '=', low).where('user_high', '=', high).executeTakeFirstOrThrow()).id;
}

/**
 * Inserts a message and moves both members' `last_message_id` to it, in one statement; unless this sender already
 * used the client id (then nothing is written and it returns undefined).
 */
export async function insertChatMessage(
  db: DB,
  values: { chatId: number; senderId: number; recipientId: number; message: string; clientMessageId: string | null },
): Promise<ChatMessageRow | undefined> {
  const result = await sql<ChatMessageRow>`with inserted as (
      insert into chat_messages (chat_id, sender_id, recipient_id, message, client_message_id)
      values (${values.chatId}, ${values.senderId}, ${values.recipientId}, ${values.message}, ${values.clientMessageId})
      on conflict (sender_id, client_message_id) do nothing
      returning *
    ), members as (
      update chat_members c set last_message_id = greatest(c.last_message_id, i.id) from inserted i where c.chat_id = i.chat_id
    )
    select * from inserted`.execute(db);
  return result.rows[0];
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

/** Marks the member's chat read up to its latest message: the new read position and the other member, or undefined when the user is not a member. */
export function markChatRead(db: DB, chatId: number, userId: number): Promise<{ last_read_id: number; peer_id: number } | undefined> {
  return db
    .updateTable('chat_members')
    .set({ last_read_id: sql<number>`last_message_id` })
    .where('chat_id', '=', chatId)
    .where('user_id', '=', userId)
    .returning(['last_read_id', 'peer_id'])
    .executeTakeFirst();
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
      'lm.edited_at as lm_edited_at',
      'lm.deleted_at as lm_deleted_at',
      sql<number>`(select p.last_read_id from chat_members p where p.chat_id = m.chat_id and p.user_id = m.peer_id)`.as('other_last_read_id'),
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

/** A chat message with the reporter's membership of its chat (for reports): undefined unless the user is a member. */
export function findChatMessageForMember(db: DB, id: number, userId: number) {
  return db
    .selectFrom('chat_messages as x')
    .innerJoin('chat_members as c', (j) => j.onRef('c.chat_id', '=', 'x.chat_id').on('c.user_id', '=', userId))
    .select(['x.id', 'x.sender_id', 'x.message'])
    .where('x.id', '=', id)
    .executeTakeFirst();
}
