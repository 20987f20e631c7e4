import type { Server, Socket } from 'socket.io';
import type { ErrorCode } from '../server/errors.js';
import type { AccessClaims } from '../server/identity/tokens.js';
import type { ChatMessageItem, ChatReadPayload, ChatTypingAck, ChatTypingPayload, LivefeedItem, PresencePayload } from '../server/networking/types.js';
import type { PollItem, QuestionItem, QuestionUpdated } from '../server/qa/schemas.js';
import type { MeetingItem, MeetingReminder } from '../server/meetings/schemas.js';
import type { QaPush } from './qa-pushes.js';

/** What every acknowledgement looks like: the same error codes as the REST error body. */
export type Ack<T> = { ok: true; data: T } | { ok: false; error: AckError };
export interface AckError {
  /** A code of the error catalogue (server/errors.ts). */
  code: ErrorCode;
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
  /** Live Q&A of a joined session (CONTRACT 12): a new question, as the receiver may see it. */
  'question:new': (item: QuestionItem) => void;
  /** Coalesced: the latest stored count and status of a question (at most one per question per QA_PUSH_INTERVAL_MS). */
  'question:updated': (payload: QuestionUpdated) => void;
  /** A question was deleted (or hidden, for attendees): drop it. */
  'question:deleted': (payload: { id: number }) => void;
  /** Coalesced: the poll with its stored counts. */
  'poll:updated': (poll: PollItem) => void;
  /** A meeting of the user was requested or changed (CONTRACT 11): the current item. */
  'meeting:updated': (item: MeetingItem) => void;
  /** An accepted meeting of the user starts in MEETING_REMINDER_MINUTES. */
  'meeting:reminder': (payload: MeetingReminder) => void;
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
  'session:join': (payload: { session_id: number }, ack: AckFn<{ questions: QuestionItem[]; polls: PollItem[] }>) => void;
  'session:leave': (payload: { session_id: number }, ack: AckFn<{ session_id: number }>) => void;
  'question:vote': (payload: { question_id: number }, ack: AckFn<{ question_id: number; voted: boolean; created: boolean }>) => void;
  'question:unvote': (payload: { question_id: number }, ack: AckFn<{ question_id: number; voted: boolean; created: boolean }>) => void;
  'poll:vote': (payload: { poll_id: number; options: number[] }, ack: AckFn<PollItem>) => void;
}

/** Node → node (through the adapter). */
export interface InterServerEvents {
  /** A user's account was deleted or a login revoked: forget cached token state for the user. */
  'user:revoked': (userId: number, done: (ok: boolean) => void) => void;
  /** A live Q&A change every node delivers to its own sockets, after applying it to its join snapshots (realtime/qa-pushes.ts). */
  'qa:push': (change: QaPush) => void;
}

/** What the auth middleware leaves on `socket.data`. */
export interface SocketData {
  claims: AccessClaims;
  /** The token is bound to an event and its user still takes part in it (checked at connect): in the event's room. */
  inEvent: boolean;
  /** Users this user blocked or was blocked by, at connect: the socket joins their `hides:` rooms (then dropped). */
  hides: number[];
  /** Users who share a chat with this user, at connect (the presence push); dropped once the connection used it. */
  chatPeers?: number[] | undefined;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
