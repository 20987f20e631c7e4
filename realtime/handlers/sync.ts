import { invalid } from '../../server/errors.js';
import { readCursor } from '../../server/networking/input.js';
import type { PageWait } from '../../server/networking/stream-pages.js';
import type { RealtimeSocket, SyncData } from '../events.js';
import type { HandlerFn } from './index.js';

/** Page size of each stream in one `sync` answer (CONTRACT 6), unless the client asks for more with `limit`. */
export const SYNC_PAGE = 100;
/**
 * The most a client may ask for with `limit` (issue 22): a reconnect after a long gap gets 10,000 missed feed items
 * back in 10 calls (about a second each way on the large data set) instead of 100 calls throttled to 30 per 10 s.
 */
export const SYNC_MAX_PAGE = 1000;

/**
 * How long a `sync`'s pages may wait for their shared statements (issue 21): past it they are answered `overloaded`
 * (retry after 1 s), well before the client library's 10 s acknowledgement wait, so a client is never left waiting
 * past its timeout by syncs queued ahead of its own.
 */
export const SYNC_WAIT_MS = 7000;

/** Each socket's latest `sync` (per node; a WeakMap, not socket.data, see realtime/server.ts): an older one still waiting is not read. */
const latestSync = new WeakMap<RealtimeSocket, object>();

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
  const limit = payload.limit ?? SYNC_PAGE;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > SYNC_MAX_PAGE) {
    throw invalid('limit', `limit must be an integer from 1 to ${SYNC_MAX_PAGE}.`);
  }
  // Syncs that arrive together share one statement per stream (the services' batch loaders). At most one waiting
  // sync per socket: a newer one (a client that gave up waiting and asked again) replaces it, and one whose socket
  // left is not read.
  const own = {};
  latestSync.set(socket, own);
  const wait: PageWait = { until: Date.now() + SYNC_WAIT_MS, wanted: () => socket.connected && latestSync.get(socket) === own };
  // A token not bound to an event has no live feed: its chat, and an empty feed (never event_token_required).
  // One stream after the other: a `sync` holds at most one pooled connection at a time (issue 22).
  const feed = feedAfter === undefined || claims.eventId === null ? [] : await ctx.livefeed.listAfter(claims, feedAfter, limit + 1, wait);
  const chat = chatAfter === undefined ? [] : await ctx.chat.listAfter(claims, chatAfter, limit + 1, wait);
  const updates = updatesAfter === undefined ? undefined : await ctx.liveChat.updatesAfter(claims, updatesAfter, limit);
  return {
    livefeed: feed.slice(0, limit),
    chat: chat.slice(0, limit),
    ...(updates ? { chat_updates: updates.items, chat_updates_cursor: updates.cursor } : {}),
    has_more: feed.length > limit || chat.length > limit || (updates?.hasMore ?? false),
  };
};
