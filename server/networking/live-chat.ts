import { deleteChatMessage, editChatMessage } from '../../storage/repositories/live-chat.js';
import { userMessageUpdatesAfterMany, type ChatPageAsk } from '../../storage/repositories/chat.js';
import { createStreamPageLoader, type PageWait } from './stream-pages.js';
import { safetyErrors } from '../access/rules.js';
import type { AccessClaims } from '../identity/tokens.js';
import { forbidden, invalid, notFound } from '../errors.js';
import type { Notifier } from '../ports.js';
import { presentChatMessage } from './chat.js';
import { readCursor, readMessage, readUserId } from './input.js';
import type { ChatMessageItem } from './types.js';
import type { ServiceDeps } from '../service.js';

/** A message may be edited this long after it was sent (deleting has no window). */
export const EDIT_WINDOW_MINUTES = 15;

export interface LiveChatService {
  /**
   * `chat:typing {to}`: checked (the two must share a chat, no block), then passed on to `to` as
   * `chat:typing {chat_id, from}` when `passOn` (the transport's per-socket throttle says so).
   */
  typing(actor: AccessClaims, to: unknown, passOn: boolean): Promise<{ chat_id: number }>;
  edit(actor: AccessClaims, chatId: number, messageId: number, input: { message?: unknown }): Promise<ChatMessageItem>;
  remove(actor: AccessClaims, chatId: number, messageId: number): Promise<void>;
  /**
   * Messages of the actor's chats edited or deleted after the update cursor (`sync`'s `chat_updates_after`), in
   * order. Asks that arrive together share a statement (like the feed and chat pages); with `wait`, one whose turn
   * comes too late or for nobody is refused `overloaded` unread.
   */
  updatesAfter(actor: AccessClaims, afterSeq: unknown, limit: number, wait?: PageWait): Promise<{ items: ChatMessageItem[]; cursor: number; hasMore: boolean }>;
}

export interface LiveChatServiceDeps extends ServiceDeps {
  notifier: Notifier;
}

/**
 * Typing, edits and deletions of direct chat messages (CONTRACT 10). Only the two members of a chat see it (404 for
 * anyone else); only a message's sender may change it (403); edits and deletions push `chat:updated` to both members
 * and move the message to the end of the update sequence that `sync` follows.
 */
export function createLiveChatService(deps: LiveChatServiceDeps): LiveChatService {
  const { db, access, notifier } = deps;
  // `sync`'s update pages of many sockets in one statement each (a hall reconnecting at once syncs together).
  const updatesOf = createStreamPageLoader((asks: Array<ChatPageAsk & { wait?: PageWait | undefined }>) => userMessageUpdatesAfterMany(db, asks));

  return {
    async typing(actor, toValue, passOn) {
      const to = readUserId(toValue, 'to');
      if (to === actor.userId) throw invalid('to', 'You cannot type to yourself.');
      const membership = await access.chatWith(actor.userId, to);
      if (!membership) throw notFound('User', 'user_not_found');
      if (await access.isBlockedBetween(actor.userId, to)) throw safetyErrors.blocked();
      if (passOn) notifier.push({ user: to }, 'chat:typing', { chat_id: membership.chat_id, from: actor.userId });
      return { chat_id: membership.chat_id };
    },

    async edit(actor, chatId, messageId, input) {
      const text = readMessage(input.message, 'invalid');
      const current = await access.requireOwnChatMessage(actor.userId, chatId, messageId);
      if (current.deleted_at) throw forbidden('This message was deleted.', 'message_deleted');
      const sentAfter = new Date(Date.now() - EDIT_WINDOW_MINUTES * 60_000);
      const tooLate = () => forbidden(`Messages can be edited for ${EDIT_WINDOW_MINUTES} minutes after they are sent.`, 'edit_window_passed');
      if (current.created_at <= sentAfter) throw tooLate();
      const row = await editChatMessage(db, { id: messageId, senderId: actor.userId, message: text, sentAfter });
      if (!row) throw tooLate(); // deleted, or the window closed, since the read above
      const item = presentChatMessage(row);
      notifier.push({ chat: [item.from, item.to] }, 'chat:updated', item);
      return item;
    },

    async remove(actor, chatId, messageId) {
      const current = await access.requireOwnChatMessage(actor.userId, chatId, messageId);
      if (current.deleted_at) return;
      const row = await deleteChatMessage(db, { id: messageId, senderId: actor.userId });
      if (!row) return; // a concurrent deletion won
      const item = presentChatMessage(row);
      notifier.push({ chat: [item.from, item.to] }, 'chat:updated', item);
    },

    async updatesAfter(actor, afterValue, limit, wait) {
      const after = readCursor(afterValue, 'chat_updates_after');
      const size = Math.max(1, Math.min(limit, 1000));
      // One more than a page tells whether there is more.
      const rows = await updatesOf({ userId: actor.userId, after, limit: size + 1, wait });
      const page = rows.slice(0, size);
      return { items: page.map(presentChatMessage), cursor: page.at(-1)?.update_seq ?? after, hasMore: rows.length > size };
    },
  };
}
