import type { Server, Socket } from 'socket.io';
import { z } from 'zod';
import type { AccessClaims } from '../server/identity/tokens.js';
import type { ChatMessageItem, LivefeedItem } from '../server/networking/types.js';

/** What every acknowledgement looks like: the same error codes as the REST error body. */
export type Ack<T> = { ok: true; data: T } | { ok: false; error: AckError };
export interface AckError {
  code: string;
  message: string;
  /** The input field at fault, when one is. */
  field?: string;
  /** `service_unavailable` (the database cannot be reached) or `overloaded` (every connection busy): seconds to wait before trying again. */
  retry_after?: number;
}
export type AckFn<T> = (response: Ack<T>) => void;

export interface SyncData {
  livefeed: LivefeedItem[];
  chat: ChatMessageItem[];
  /**
   * With `chat_updates_after`: messages of the caller's chats edited or deleted after that update cursor (their
   * current state), in update order, at most 100; absent otherwise.
   */
  chat_updates?: ChatMessageItem[];
  /** The update cursor to send as `chat_updates_after` next time (present with `chat_updates`). */
  chat_updates_cursor?: number;
  /** At least one stream has more after this page: call `sync` again with the last ids. */
  has_more: boolean;
}

/**
 * Live chat's events (CONTRACT 10) as zod schemas, so documents (AsyncAPI) can be generated from them; the
 * TypeScript types below are inferred from these.
 */
export const liveChatEventSchemas = {
  /** Server → client: a user who shares a chat with the receiver came online (first socket) or went offline (last). */
  presence: z.object({ user_id: z.number().int(), online: z.boolean() }),
  /** Server → client: `from` is typing in chat `chat_id` (at most one a second per sending socket). */
  chatTyping: z.object({ chat_id: z.number().int(), from: z.number().int() }),
  /** Server → client: a member read the chat up to `last_read_id` (to both members' sockets). */
  chatRead: z.object({ chat_id: z.number().int(), user_id: z.number().int(), last_read_id: z.number().int() }),
  /** Server → client: a chat message was edited or deleted; the current item. */
  chatUpdated: z.object({
    id: z.number().int(),
    chat_id: z.number().int(),
    from: z.number().int(),
    to: z.number().int(),
    message: z.string(),
    created_at: z.string(),
    edited_at: z.string().optional(),
    deleted: z.literal(true).optional(),
  }),
  /** Client → server: "I am typing to `to`" (acknowledged; not stored). */
  chatTypingRequest: z.object({ to: z.number().int() }),
  /** The acknowledgement of `chat:typing`: the chat, and whether it was passed on (false: under the 1-a-second limit). */
  chatTypingAck: z.object({ chat_id: z.number().int(), passed_on: z.boolean() }),
} as const;
export type PresencePayload = z.infer<typeof liveChatEventSchemas.presence>;
export type ChatTypingPayload = z.infer<typeof liveChatEventSchemas.chatTyping>;
export type ChatReadPayload = z.infer<typeof liveChatEventSchemas.chatRead>;
export type ChatTypingAck = z.infer<typeof liveChatEventSchemas.chatTypingAck>;

/** Server → client. Items are the REST items, whichever way (REST or socket, any node) they were posted. */
export interface ServerToClientEvents {
  'livefeed:message': (item: LivefeedItem) => void;
  /** A feed message was deleted (by its author or an organizer): drop it from the view. */
  'livefeed:deleted': (payload: { id: number }) => void;
  'chat:message': (item: ChatMessageItem) => void;
  /**
   * This node's link to the other nodes was down and is back: pushes from other nodes may have been missed
   * meanwhile, so call `sync` from the last ids received (the socket itself stayed connected).
   */
  'sync:required': () => void;
  presence: (payload: PresencePayload) => void;
  'chat:typing': (payload: ChatTypingPayload) => void;
  'chat:read': (payload: ChatReadPayload) => void;
  'chat:updated': (item: ChatMessageItem) => void;
  /** A session of the socket's event was created or changed (CONTRACT 12): refetch it. */
  'session:updated': (payload: { id: number }) => void;
  /** A session of the socket's event was deleted. */
  'session:deleted': (payload: { id: number }) => void;
}

/**
 * Client → server. Payloads are typed for clients; the server validates them anyway (they are untrusted JSON),
 * and an event sent without an acknowledgement callback is processed and its answer dropped.
 */
export interface ClientToServerEvents {
  'livefeed:post': (payload: { message: string; client_message_id?: string }, ack: AckFn<LivefeedItem>) => void;
  'chat:send': (payload: { to: number; message: string; client_message_id?: string }, ack: AckFn<ChatMessageItem>) => void;
  'chat:read': (payload: { chat_id: number }, ack: AckFn<{ chat_id: number }>) => void;
  sync: (payload: { livefeed_after?: number; chat_after?: number; chat_updates_after?: number; limit?: number }, ack: AckFn<SyncData>) => void;
  'chat:typing': (payload: { to: number }, ack: AckFn<ChatTypingAck>) => void;
}

/** Node → node (through the adapter). */
export interface InterServerEvents {
  /** A user's account was deleted or a login revoked: forget cached token state for the user. */
  'user:revoked': (userId: number, done: (ok: boolean) => void) => void;
}

/** What the auth middleware leaves on `socket.data`. */
export interface SocketData {
  claims: AccessClaims;
  /** The token is bound to an event and its user still takes part in it (checked at connect): in the event's room. */
  inEvent: boolean;
  /** Users this user blocked or was blocked by, at connect: the socket joins their `hides:` rooms. */
  hides: number[];
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
