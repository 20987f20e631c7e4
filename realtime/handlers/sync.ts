import { invalid } from '../../server/errors.js';
import { readCursor } from '../../server/networking/input.js';
import type { PageWait } from '../../server/networking/stream-pages.js';
import type { ChatMessageItem, LivefeedItem } from '../../server/networking/types.js';
import type { RealtimeSocket, SyncData } from '../events.js';
import type { Handler } from './index.js';

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

/** Syncs of one socket that may wait at once; a newer one beyond them replaces the oldest still waiting. */
export const SYNC_WAITING_PER_SOCKET = 4;

/**
 * Each socket's syncs that still wait, oldest first, keyed by what they ask (per node; a WeakMap, not socket.data,
 * see realtime/server.ts). A waiting sync no longer listed is answered `overloaded` at its turn, unread.
 */
const waitingSyncs = new WeakMap<RealtimeSocket, Array<{ key: string }>>();

/**
 * Lists a new sync of the socket: it replaces a waiting one that asks the same (a client that gave up waiting and
 * asked again), and the oldest waiting one when the socket already has SYNC_WAITING_PER_SOCKET. Different syncs sent
 * together (one per stream, say) are all answered.
 */
function enlist(socket: RealtimeSocket, key: string): { wanted: () => boolean; done: () => void } {
  let list = waitingSyncs.get(socket);
  if (!list) waitingSyncs.set(socket, (list = []));
  const same = list.findIndex((entry) => entry.key === key);
  if (same >= 0) list.splice(same, 1);
  if (list.length >= SYNC_WAITING_PER_SOCKET) list.shift();
  const own = { key };
  list.push(own);
  return {
    wanted: () => socket.connected && list.includes(own),
    done: () => {
      const at = list.indexOf(own);
      if (at >= 0) list.splice(at, 1);
    },
  };
}

/**
 * `sync {livefeed_after?, chat_after?, chat_updates_after?}` → what was stored after those ids, oldest first, at most 100 of each,
 * straight from the database (so it works on any node, whatever Redis did meanwhile). A stream whose cursor is
 * omitted (or null) returns nothing, and so does the feed for a token not bound to an event; `has_more` says to call again with the last ids received.
 */
export const sync: Handler<'sync'> = async (ctx, socket, payload): Promise<SyncData> => {
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
  // Syncs that arrive together share one statement per stream (the services' batch loaders). A socket's newer sync
  // asking the same replaces its waiting one (see enlist), and one whose socket left is not read.
  const entry = enlist(socket, JSON.stringify([feedAfter, chatAfter, updatesAfter, limit]));
  const wait: PageWait = { until: Date.now() + SYNC_WAIT_MS, wanted: entry.wanted };
  let feed: LivefeedItem[];
  let chat: ChatMessageItem[];
  let updates: Awaited<ReturnType<typeof ctx.liveChat.updatesAfter>> | undefined;
  try {
    // A token not bound to an event has no live feed: its chat, and an empty feed (never event_token_required).
    // One stream after the other: a `sync` holds at most one pooled connection at a time (issue 22).
    feed = feedAfter === undefined || claims.eventId === null ? [] : await ctx.livefeed.listAfter(claims, feedAfter, limit + 1, wait);
    chat = chatAfter === undefined ? [] : await ctx.chat.listAfter(claims, chatAfter, limit + 1, wait);
    updates = updatesAfter === undefined ? undefined : await ctx.liveChat.updatesAfter(claims, updatesAfter, limit, wait);
  } finally {
    entry.done();
  }
  return {
    livefeed: feed.slice(0, limit),
    chat: chat.slice(0, limit),
    ...(updates ? { chat_updates: updates.items, chat_updates_cursor: updates.cursor } : {}),
    has_more: feed.length > limit || chat.length > limit || (updates?.hasMore ?? false),
  };
};
