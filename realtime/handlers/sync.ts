import { readCursor } from '../../server/networking/input.js';
import type { SyncData } from '../events.js';
import type { HandlerFn } from './index.js';

/** Page size of each stream in one `sync` answer. */
export const SYNC_PAGE = 100;

/**
 * `sync {livefeed_after?, chat_after?, chat_updates_after?}` → what was stored after those ids, oldest first, at most 100 of each,
 * straight from the database (so it works on any node, whatever Redis did meanwhile). A stream whose cursor is
 * omitted (or null) returns nothing, and so does the feed for a token not bound to an event; `has_more` says to call again with the last ids received.
 */
export const sync: HandlerFn<SyncData> = async (ctx, socket, payload) => {
  const claims = socket.data.claims;
  // null counts as omitted (clients serialise "no cursor" either way).
  const feedAfter = payload.livefeed_after == null ? undefined : readCursor(payload.livefeed_after, 'livefeed_after');
  const chatAfter = payload.chat_after == null ? undefined : readCursor(payload.chat_after, 'chat_after');
  // One more than a page tells whether there is more, without a count query.
  // Edits and deletions of older messages follow their own cursor (live chat): omitted, none are returned.
  const updatesAfter = payload.chat_updates_after ?? undefined;
  // A token not bound to an event has no live feed: its chat, and an empty feed (never event_token_required).
  const [feed, chat, updates] = await Promise.all([
    feedAfter === undefined || claims.eventId === null ? [] : ctx.livefeed.listAfter(claims, feedAfter, SYNC_PAGE + 1),
    chatAfter === undefined ? [] : ctx.chat.listAfter(claims, chatAfter, SYNC_PAGE + 1),
    updatesAfter === undefined ? undefined : ctx.liveChat.updatesAfter(claims, updatesAfter, SYNC_PAGE),
  ]);
  return {
    livefeed: feed.slice(0, SYNC_PAGE),
    chat: chat.slice(0, SYNC_PAGE),
    ...(updates ? { chat_updates: updates.items, chat_updates_cursor: updates.cursor } : {}),
    has_more: feed.length > SYNC_PAGE || chat.length > SYNC_PAGE || (updates?.hasMore ?? false),
  };
};
