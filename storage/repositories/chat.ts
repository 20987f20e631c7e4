import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { DB } from '../database.js';
import type { ChatMessagesTable } from '../schema.js';
import { prefixedUserColumns } from './user-columns.js';
import { bannedSql, blockedBetweenSql, participantSql } from './access.js';
import { streamLocksSql } from './stream-order.js';
import { preparedStatement } from '../prepared.js';
import { inSequence } from '../sequence.js';

export type ChatMessageRow = Selectable<ChatMessagesTable>;

/** What sendChatMessage found and did. */
export interface ChatSendOutcome {
  senderOk: boolean;
  recipientOk: boolean;
  banned: boolean;
  blocked: boolean;
  /**
   * Set when the sender already sent `perMinute` messages in the last minute (and this is not a retry): seconds
   * until the oldest of them leaves the window. Nothing was written.
   */
  overBudgetFor: number | undefined;
  /** The checks passed and an insert was tried (false for a retry and for a refusal). */
  attempted: boolean;
  /** The stored message: the new one (`created`), or the sender's earlier one with this client id (a retry). */
  row: ChatMessageRow | undefined;
  created: boolean;
  /** An outbox job was recorded for the new message (`pushJob` given, and the recipient subscribed or `always`). */
  pushQueued: boolean;
}

/**
 * Sends a direct message in one statement (one round trip, its own transaction): answers whether sender and
 * recipient take part in the event (a deleted account does not), whether the sender is banned from it, whether
 * either blocked the other, the sender's message that already carries the client id (a retry), and whether the
 * sender is out of budget (`perMinute` messages stored in the last minute, counted on the (sender_id, created_at)
 * index: no Redis round trip, the same count on every node, and retries and refusals cost nothing because only
 * stored messages count); and only when every check passes and it is not a retry, finds or creates the pair's chat,
 * takes both users' chat stream locks (ids follow commit order, see stream-order.ts), inserts the message, moves both members' `last_message_id`, and
 * (with `pushJob`) records an outbox job `{message_id}` when the recipient has push subscriptions or
 * `pushJob.always` (`pushQueued`). Whether the recipient is online is not asked here: the job's handler asks.
 *
 * Concurrency: a chat created by another transaction after this statement's snapshot is found by the upsert's
 * conflict (which sees committed rows); a concurrent retry that won the insert leaves `attempted` with no row (the
 * caller reads the winner). Every CTE that writes reads from `go`, which is empty when a check failed. The budget
 * is read from the statement's snapshot, so one sender's sends running at the same instant may pass it together by
 * their number (bounded by the per-socket event limits); sequential sends never do.
 */
export async function sendChatMessage(
  db: DB,
  args: {
    eventId: number;
    senderId: number;
    recipientId: number;
    message: string;
    clientMessageId: string | null;
    pushJob: { kind: string; always: boolean } | null;
    /** The sender's budget: at most this many new messages in any minute. */
    perMinute: number;
  },
): Promise<ChatSendOutcome> {
  const { eventId, senderId, recipientId, message, clientMessageId, pushJob, perMinute } = args;
  const [low, high] = senderId < recipientId ? [senderId, recipientId] : [recipientId, senderId];
  const values = { eventId, senderId, recipientId, low, high, message, clientMessageId, perMinute, pushKind: pushJob?.kind ?? null, pushAlways: pushJob?.always ?? false };
  const result = await (pushJob ? sendChatStatement.withPush : sendChatStatement.plain)(db, values);
  const { sender_ok, recipient_ok, banned, blocked, attempted, created, over_budget_for, push_queued, ...row } = result.rows[0]!;
  return {
    overBudgetFor: over_budget_for === null || over_budget_for === undefined ? undefined : Math.max(1, Number(over_budget_for)),
    senderOk: sender_ok === true,
    recipientOk: recipient_ok === true,
    banned: banned === true,
    blocked: blocked === true,
    attempted: attempted === true,
    row: row.id === null || row.id === undefined ? undefined : row,
    created: created === true,
    pushQueued: push_queued === true,
  };
}

type SendChatRow = ChatMessageRow & {
  sender_ok: boolean;
  recipient_ok: boolean;
  banned: boolean;
  blocked: boolean;
  attempted: boolean;
  created: boolean | null;
  over_budget_for: number | string | null;
  push_queued: boolean;
};
const SEND_CHAT_VALUES = ['eventId', 'senderId', 'recipientId', 'low', 'high', 'message', 'clientMessageId', 'perMinute', 'pushKind', 'pushAlways'] as const;
type SendChatValues = Record<(typeof SEND_CHAT_VALUES)[number], unknown>;

/** The statement of sendChatMessage, compiled once per shape (with or without the push job). */
function sendChatSql(p: SendChatValues, withPush: boolean): RawBuilder<SendChatRow> {
  const [senderId, recipientId] = [p.senderId as number, p.recipientId as number];
  const push = withPush
    ? sql`, push as (
        insert into jobs (kind, payload) select ${p.pushKind}::text, jsonb_build_object('message_id', i.id) from inserted i, go
        where go.recipient_subscribed or ${p.pushAlways}::boolean
        returning id
      )`
    : sql``;
  const pushQueued = withPush ? sql`exists (select 1 from push)` : sql`false`;
  return sql<SendChatRow>`with checks as (
      select ${participantSql('e', senderId)} as sender_ok,
        (${participantSql('e', recipientId)} and exists (select 1 from users r where r.id = ${recipientId}::int and r.deleted_at is null)) as recipient_ok,
        ${bannedSql('e', senderId)} as banned, ${blockedBetweenSql(senderId, recipientId)} as blocked,
        exists (select 1 from push_subscriptions s where s.user_id = ${recipientId}::int) as recipient_subscribed
      from (select 1) as one left join events e on e.id = ${p.eventId}::int
    ), existing as (
      select m.* from chat_messages m where m.sender_id = ${senderId}::int and m.client_message_id = ${p.clientMessageId}::text
    ), recent as (
      select b.created_at from chat_messages b where b.sender_id = ${senderId}::int and b.created_at > now() - interval '1 minute'
      order by b.created_at desc limit ${p.perMinute}::int
    ), budget as (
      select case when count(*) >= ${p.perMinute}::int and not exists (select 1 from existing)
        then ceil(extract(epoch from (min(r.created_at) + interval '1 minute' - now())))::int end as over_budget_for
      from recent r
    ), go as (
      select c.recipient_subscribed from checks c, budget
      where budget.over_budget_for is null and c.sender_ok and c.recipient_ok and not c.banned and not c.blocked and not exists (select 1 from existing)
    ), pair as (
      select id from chats where user_low = ${p.low}::int and user_high = ${p.high}::int
    ), created_chat as (
      insert into chats (user_low, user_high) select ${p.low}::int, ${p.high}::int from go where not exists (select 1 from pair)
      on conflict (user_low, user_high) do update set user_low = excluded.user_low returning id
    ), chat as (
      select id from pair union all select id from created_chat
    ), locks as (${streamLocksSql('chat', [p.low, p.high], sql`go`)}), inserted as (
      insert into chat_messages (chat_id, sender_id, recipient_id, message, client_message_id)
      select chat.id, ${senderId}::int, ${recipientId}::int, ${p.message}::text, ${p.clientMessageId}::text
      from chat, go, (select count(*) from locks) as locked
      on conflict (sender_id, client_message_id) do nothing
      returning *
    ), members as (
      insert into chat_members (chat_id, user_id, peer_id, last_message_id)
      select i.chat_id, ${p.low}::int, ${p.high}::int, i.id from inserted i union all select i.chat_id, ${p.high}::int, ${p.low}::int, i.id from inserted i
      on conflict (chat_id, user_id) do update set last_message_id = greatest(chat_members.last_message_id, excluded.last_message_id)
    )${push}
    select c.sender_ok, c.recipient_ok, c.banned, c.blocked, budget.over_budget_for, exists (select 1 from go) as attempted, ${pushQueued} as push_queued, x.*
    from checks c cross join budget left join (select i.*, true as created from inserted i union all select m.*, false as created from existing m) as x on true`;
}

// Prepared on the server too: parsing and planning this CTE cost PostgreSQL more than running it (the chat bench at
// 1,000 messages/s is PostgreSQL-bound on this machine).
const sendChatStatement = {
  plain: preparedStatement(SEND_CHAT_VALUES.filter((n) => n !== 'pushKind' && n !== 'pushAlways'), (p) => sendChatSql(p as SendChatValues, false), { serverName: 'chat_send' }),
  withPush: preparedStatement(SEND_CHAT_VALUES, (p) => sendChatSql(p, true), { serverName: 'chat_send_push' }),
};

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

/** A message and whether its recipient has read it already (their `last_read_id` reached it), in one query: what a chat push asks first. */
export function findChatMessageForPush(db: DB, id: number): Promise<(ChatMessageRow & { read: boolean }) | undefined> {
  return db
    .selectFrom('chat_messages as m')
    .leftJoin('chat_members as r', (j) => j.onRef('r.chat_id', '=', 'm.chat_id').onRef('r.user_id', '=', 'm.recipient_id'))
    .selectAll('m')
    .select(sql<boolean>`coalesce(r.last_read_id >= m.id, false)`.as('read'))
    .where('m.id', '=', id)
    .executeTakeFirst();
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

/**
 * Totals of a chat's messages above this are not counted (a count reads every message of the chat it counts):
 * `total` is then this number, a floor, as the live feed's (FEED_COUNT_CAP); the next links (keyset) read past it.
 */
export const CHAT_MESSAGE_COUNT_CAP = 1_000;

/**
 * Messages of one chat: newest first (with `before`, the ones before that id: a keyset page from the (chat_id, id)
 * index, no offset walked), or (with `after`) the ones after that id, oldest first. `total` is exact up to
 * CHAT_MESSAGE_COUNT_CAP and that cap beyond (counted without `before`: the whole list, as the feed's). Rows and
 * count run one after the other on one connection.
 */
export async function listChatMessages(
  db: DB,
  chatId: number,
  options: { after?: number | undefined; before?: number | undefined; limit: number; offset: number },
): Promise<{ rows: ChatMessageRow[]; total: number }> {
  let rowsQuery = db.selectFrom('chat_messages').selectAll().where('chat_id', '=', chatId);
  let countQuery = db.selectFrom('chat_messages').select(sql<number>`1`.as('one')).where('chat_id', '=', chatId);
  if (options.after !== undefined) {
    rowsQuery = rowsQuery.where('id', '>', options.after).orderBy('id', 'asc');
    countQuery = countQuery.where('id', '>', options.after);
  } else {
    if (options.before !== undefined) rowsQuery = rowsQuery.where('id', '<', options.before);
    rowsQuery = rowsQuery.orderBy('id', 'desc');
  }
  // A keyset page starts at its cursor: no offset to walk.
  const offset = options.after === undefined && options.before !== undefined ? 0 : options.offset;
  const [rows, count] = await inSequence(
    () => rowsQuery.limit(options.limit).offset(offset).execute(),
    () => db.selectFrom(countQuery.limit(CHAT_MESSAGE_COUNT_CAP).as('capped')).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  );
  return { rows, total: Number(count.n) };
}

/**
 * One user's ask of `userMessagesAfterMany` (the messages of every chat of `userId` after message id `after`) or of
 * `userMessageUpdatesAfterMany` (those edited or deleted after update cursor `after`), at most `limit`.
 */
export interface ChatPageAsk {
  userId: number;
  after: number;
  limit: number;
}

/**
 * The statement of the per-user chat pages of `sync`, following `cursor` (message ids, or the update sequence of
 * edits and deletions), compiled once and prepared on the server: per ask, the messages of every chat its user
 * belongs to past its cursor, in cursor order, at most its limit. The user's chats come first (chat_members by user),
 * then each chat's own messages past the cursor from its (chat_id, id) index, or its partial (chat_id, update_seq) one,
 * at most the limit each, merged and cut to the limit. Written the other way round (every message past the cursor in
 * cursor order, kept when its chat is the user's), the generic plan walked the whole table's primary key for a user
 * with few or no chats: 100 ms an ask at 54,000 messages after a bench's chat scenario, so a hall of new arrivals
 * (`chat_after` 0) held PostgreSQL for minutes (test/platform/list-plans.test.ts checks the plan).
 */
function chatPagesBy(cursor: 'id' | 'update_seq', serverName: string) {
  const statement = preparedStatement(
    ['users', 'afters', 'limits'],
    (p) => sql<ChatMessageRow & { __i: number }>`select q.i::int as __i, x.*
      from unnest(${p.users}::int[], ${p.afters}::int[], ${p.limits}::int[]) with ordinality as q(user_id, after_value, lim, i)
      cross join lateral (
        select m.* from chat_members cm
        cross join lateral (
          select m.* from chat_messages m
          where m.chat_id = cm.chat_id and ${sql.ref(`m.${cursor}`)} > q.after_value
          order by ${sql.ref(`m.${cursor}`)} limit q.lim
        ) m
        where cm.user_id = q.user_id
        order by ${sql.ref(`m.${cursor}`)} limit q.lim
      ) x
      order by q.i, ${sql.ref(`x.${cursor}`)}`,
    { serverName },
  );
  /** Many users' pages in ONE statement (issue 21: a hall reconnecting at once), answered in the order asked. */
  return async (db: DB, asks: readonly ChatPageAsk[]): Promise<ChatMessageRow[][]> => {
    if (asks.length === 0) return [];
    const { rows } = await statement(db, {
      users: asks.map((a) => a.userId),
      afters: asks.map((a) => a.after),
      limits: asks.map((a) => a.limit),
    });
    const out: ChatMessageRow[][] = asks.map(() => []);
    for (const { __i, ...row } of rows) out[__i - 1]!.push(row);
    return out;
  };
}

/** The chat pages of `sync` for many users: messages after each one's message id, oldest first. */
export const userMessagesAfterMany = chatPagesBy('id', 'chat_pages_after');

/** The chat updates of `sync` for many users: messages edited or deleted after each one's update cursor, in update order. */
export const userMessageUpdatesAfterMany = chatPagesBy('update_seq', 'chat_updates_after');

/**
 * The user's chats, latest activity first (by last message id, then chat id), each with the other member, the last
 * message and the unread count. With `after` (the last message id and chat id of the previous page's last chat) a
 * keyset page read from the (user_id, last_message_id) index after that chat, no offset walked. `total` is exact: an
 * index count of the user's own chats.
 */
export async function listChats(db: DB, userId: number, options: { limit: number; offset: number; after?: readonly [number, number] | undefined }) {
  let rowsQuery = db
    .selectFrom('chat_members as m')
    .innerJoin('users as u', 'u.id', 'm.peer_id')
    .leftJoin('chat_messages as lm', 'lm.id', 'm.last_message_id')
    .select([
      'm.chat_id',
      'm.last_message_id',
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
    .where('m.user_id', '=', userId);
  if (options.after) {
    const [lastMessageId, chatId] = options.after;
    // The first condition bounds the index range; the row comparison breaks ties on the chat id.
    rowsQuery = rowsQuery.where('m.last_message_id', '<=', lastMessageId).where(sql<boolean>`(m.last_message_id, m.chat_id) < (${lastMessageId}, ${chatId})`);
  }
  rowsQuery = rowsQuery
    .orderBy('m.last_message_id', 'desc')
    .orderBy('m.chat_id', 'desc')
    .limit(options.limit)
    .offset(options.after ? 0 : options.offset);
  const countQuery = db.selectFrom('chat_members').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', userId);
  const [rows, count] = await inSequence(() => rowsQuery.execute(), () => countQuery.executeTakeFirstOrThrow());
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
