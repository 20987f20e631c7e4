import type { Notifier } from '../ports.js';
import {
  CHAT_MESSAGE_COUNT_CAP,
  findChatMessageByClientId,
  listChatMessages,
  listChats,
  userMessagesAfterMany,
  type ChatPageAsk,
  markChatRead,
  sendChatMessage,
  type ChatMessageRow,
} from '../../storage/repositories/chat.js';
import { findUserById } from '../../storage/repositories/users.js';
import { conflict, invalid, notFound, rateLimited } from '../errors.js';
import { presentPrefixedUser } from './public-user.js';
import { readClientMessageId, readCursor, readMessage, readUserId } from './input.js';
import { requireEvent } from '../access/rules.js';
import type { ChatItem, ChatMessageItem, } from './types.js';
import type { PushService } from '../push/service.js';
import { boundedPageWindow, encodeCursor, keysetWindow, trimPage, withLookahead, type CursorPage } from '../paging.js';
import type { ServiceDeps } from '../service.js';
import type { AccessClaims } from '../identity/tokens.js';
import type { Page, PageRequest } from '../paging.js';
import { createStreamPageLoader, type PageWait } from './stream-pages.js';

/** Chat messages per user per minute (documented in the OpenAPI description of the route). */
export const CHAT_MESSAGES_PER_MINUTE = 30;

/**
 * The chat_message item: `edited_at` once edited; a deleted message is `{id, chat_id, from, to, deleted: true,
 * message: "", created_at}` (CONTRACT 10).
 */
export function presentChatMessage(
  row: Pick<ChatMessageRow, 'id' | 'chat_id' | 'sender_id' | 'recipient_id' | 'message' | 'created_at'> & Partial<Pick<ChatMessageRow, 'edited_at' | 'deleted_at'>>,
): ChatMessageItem {
  const item: ChatMessageItem = { id: row.id, chat_id: row.chat_id, from: row.sender_id, to: row.recipient_id, message: row.message, created_at: row.created_at.toISOString() };
  if (row.deleted_at) return { ...item, deleted: true, message: '' };
  if (row.edited_at) item.edited_at = row.edited_at.toISOString();
  return item;
}

/**
 * A retry must be of the same message: a client_message_id already used for another recipient is not a retry, and
 * answering with that message would tell the client its new one was delivered (409 instead).
 */
function sameRecipient(first: ChatMessageRow, to: number): ChatMessageRow {
  if (first.recipient_id !== to) {
    throw conflict('client_message_id_reused', 'This client_message_id was already used for a message to another user; make up a new one.', 'client_message_id');
  }
  return first;
}

export interface ChatService {
  send(actor: AccessClaims, input: { to: unknown; message?: unknown; client_message_id?: unknown }): Promise<{ item: ChatMessageItem; created: boolean }>;
  markRead(actor: AccessClaims, chatId: number): Promise<void>;
  /**
   * Messages of every chat the actor is a member of with id > afterId, oldest first, at most `limit` (`sync`). Asks
   * that arrive together share statements; with `wait`, one whose turn comes too late or for nobody is refused
   * `overloaded` unread.
   */
  listAfter(actor: AccessClaims, afterId: number, limit: number, wait?: PageWait): Promise<ChatMessageItem[]>;
  /**
   * The actor's chats, latest activity first: a page after `cursor` (from `next`), or an offset `page` reaching
   * MAX_PAGE_OFFSET deep (422 naming `page` beyond; a cursor this list did not give is 422 naming `cursor`). Exact total.
   */
  listChats(actor: AccessClaims, page: PageRequest & { cursor?: string | undefined }): Promise<CursorPage<ChatItem>>;
  /**
   * Messages of one chat (404 unless the actor is a member): newest first (with `before`, a keyset page of the ones
   * before that id), or after an id oldest first. Without `before`, `page` reaches MAX_PAGE_OFFSET deep (422 beyond).
   * `total` is exact up to CHAT_MESSAGE_COUNT_CAP, that cap beyond.
   */
  chatMessages(actor: AccessClaims, chatId: number, options: MessagePageRequest): Promise<Page<ChatMessageItem>>;
  /** Messages of the actor's chat with a user (404 unknown user; an empty page when they have not talked yet), paged as chatMessages. */
  messagesWith(actor: AccessClaims, userId: number, options: MessagePageRequest): Promise<Page<ChatMessageItem>>;
}

/** A page of a chat's messages: an offset `page`, or after / before a message id. */
export type MessagePageRequest = PageRequest & { after?: number | undefined; before?: number | undefined };

/** The window of a page of chat messages: a keyset page (`before`) starts at its cursor; an offset page is bounded. */
const messageWindow = (options: MessagePageRequest) =>
  options.after === undefined && options.before !== undefined ? { limit: options.size, offset: 0 } : boundedPageWindow(options);

export interface ChatServiceDeps extends ServiceDeps {
  notifier: Notifier;
  push?: Pick<PushService, 'chatPushJob' | 'kick'>;
}

/**
 * Direct chat: one chat per pair of users. Only its two members ever see a chat or its messages (others get
 * 404, which does not reveal that the chat exists). Sending needs an event-bound token, and the recipient must
 * be an attendee or organizer of that event.
 */
export function createChatService(deps: ChatServiceDeps): ChatService {
  const { db, access, notifier, push } = deps;

  // `sync` pages of many sockets in one statement each (issue 21: a hall reconnecting at once syncs together).
  const pageOf = createStreamPageLoader((asks: Array<ChatPageAsk & { wait?: PageWait | undefined }>) => userMessagesAfterMany(db, asks));

  return {
    async send(actor, input) {
      const eventId = requireEvent(actor);
      const to = readUserId(input.to, 'to');
      const message = readMessage(input.message, 'invalid');
      const clientMessageId = readClientMessageId(input.client_message_id);
      if (to === actor.userId) throw invalid('to', 'You cannot send a message to yourself.');
      // One statement (one round trip) answers, in this order: a retry (the first message, answered even out of
      // budget), the sender's budget (429, counted from their stored messages, so refusals and retries cost none),
      // the facts of the interaction rule (the sender takes part in the event, is not banned from it, the recipient
      // takes part, no block either way: server/access/rules.ts interactionRefusal); and when all pass, stores the
      // message (sendChatMessage) with its push job when the recipient can be pushed to. Whether the recipient is
      // online is asked by that job's handler (server/push/service.ts), not here: no Redis round trip per message.
      const outcome = await sendChatMessage(db, {
        eventId,
        senderId: actor.userId,
        recipientId: to,
        message,
        clientMessageId,
        pushJob: push?.chatPushJob ?? null,
        perMinute: CHAT_MESSAGES_PER_MINUTE,
      });
      if (outcome.row && !outcome.created) return { item: presentChatMessage(sameRecipient(outcome.row, to)), created: false };
      if (outcome.overBudgetFor !== undefined) throw rateLimited(outcome.overBudgetFor, `At most ${CHAT_MESSAGES_PER_MINUTE} chat messages a minute; try again later.`);
      // The interaction rule (server/access/rules.ts) over the statement's facts, in its one order of refusals.
      if (!outcome.attempted) access.requireInteractionFacts({ participant: outcome.senderOk, banned: outcome.banned, recipient: outcome.recipientOk, blocked: outcome.blocked });
      // A concurrent retry with the same client id won the insert: answer with its message.
      const row = outcome.row ?? (clientMessageId === null ? undefined : await findChatMessageByClientId(db, actor.userId, clientMessageId));
      if (!row) throw new Error('chat insert conflicted but no row found');
      const item = presentChatMessage(outcome.created ? row : sameRecipient(row, to));
      if (outcome.created) {
        notifier.push({ chat: [item.from, item.to] }, 'chat:message', item);
        if (outcome.pushQueued) push?.kick();
      }
      return { item, created: outcome.created };
    },

    async markRead(actor, chatId) {
      const read = await markChatRead(db, chatId, actor.userId);
      if (!read) throw notFound('Chat', 'chat_not_found');
      // The reader's other devices clear their badge; the other member sees "seen".
      notifier.push({ chat: [actor.userId, read.peer_id] }, 'chat:read', { chat_id: chatId, user_id: actor.userId, last_read_id: read.last_read_id });
    },

    async listAfter(actor, afterId, limit, wait) {
      const after = readCursor(afterId, 'chat_after');
      const rows = await pageOf({ userId: actor.userId, after, limit: Math.max(1, Math.min(limit, 1001)), wait });
      return rows.map(presentChatMessage);
    },

    async listChats(actor, page) {
      const window = keysetWindow(page, ['int', 'int']);
      const after = window.after as readonly [number, number] | undefined;
      const read = await listChats(db, actor.userId, { limit: window.limit + 1, offset: window.offset, after });
      const { total } = read;
      const { rows, more } = trimPage(read.rows, window.limit);
      const items: ChatItem[] = rows.map((r) => ({
        id: r.chat_id,
        user: presentPrefixedUser(r, 'u_'),
        last_message:
          r.lm_id === null || r.lm_id === undefined
            ? null
            : presentChatMessage({
                id: r.lm_id,
                chat_id: r.chat_id,
                sender_id: r.lm_sender_id!,
                recipient_id: r.lm_recipient_id!,
                message: r.lm_message!,
                created_at: r.lm_created_at!,
                edited_at: r.lm_edited_at,
                deleted_at: r.lm_deleted_at,
              }),
        unread: r.unread,
        other_last_read_id: r.other_last_read_id ? r.other_last_read_id : null,
      }));
      const last = rows.at(-1);
      return { items, total, next: last && more ? encodeCursor([last.last_message_id, last.chat_id]) : undefined };
    },

    async chatMessages(actor, chatId, options) {
      await access.requireChatMember(actor.userId, chatId);
      const window = messageWindow(options);
      const read = await listChatMessages(db, chatId, { after: options.after, before: options.before, ...withLookahead(window) });
      const { rows, more } = trimPage(read.rows, window.limit);
      return { items: rows.map(presentChatMessage), total: read.total, more };
    },

    async messagesWith(actor, userId, options) {
      const membership = await access.chatWith(actor.userId, userId);
      if (!membership && userId !== actor.userId && !(await findUserById(db, userId))) throw notFound('User', 'user_not_found');
      const window = messageWindow(options);
      if (!membership) return { items: [], total: 0 };
      const read = await listChatMessages(db, membership.chat_id, { after: options.after, before: options.before, ...withLookahead(window) });
      const { rows, more } = trimPage(read.rows, window.limit);
      return { items: rows.map(presentChatMessage), total: read.total, more };
    },
  };
}

export { CHAT_MESSAGE_COUNT_CAP };
