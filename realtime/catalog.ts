import { z } from 'zod';
import { ERROR_CATALOGUE, type ErrorCode } from '../server/errors.js';
import { MAX_ID } from '../server/ids.js';
import {
  chatMessage,
  chatRead,
  chatSendInput,
  chatTyping,
  chatTypingAck,
  livefeedMessage,
  livefeedPostInput,
  presenceChange,
} from '../server/networking/schemas.js';
import {
  pollItem,
  pollVoteSocket,
  questionDeleted,
  questionItem,
  questionUpdated,
  questionVoteAck,
  questionVoteSocket,
  sessionJoin,
  sessionJoinAck,
} from '../server/qa/schemas.js';
import { meetingItem, meetingReminder } from '../server/meetings/schemas.js';
import type { ClientToServerEvents, ServerToClientEvents } from './events.js';

/**
 * The one list of Socket.IO events, with the zod schemas of their payloads and acknowledgements: the AsyncAPI
 * document (`GET {connect_url}/asyncapi.json`) is generated from it. Keyed by the event interfaces of events.ts,
 * so an event added there does not compile until it is described here. Handlers validate their payloads with the
 * domain's readers (server/networking/input.ts); these schemas state the same rules for clients.
 */

const id = z.number().int().min(1).max(MAX_ID);

/** How long a connection may take from its Engine.IO handshake to being admitted (Socket.IO's `connectTimeout`). */
export const SOCKET_CONNECT_TIMEOUT_MS = 45_000;
/** Where Socket.IO listens (the seed's `{connect_url}` plus `/socket.io`). */
export const SOCKET_PATH = '/connect/socket.io';

// Items and inputs are declared once, in the domain (server/networking/schemas.ts); the ids name the AsyncAPI components.
const livefeedItemSchema = livefeedMessage;
const chatMessageSchema = chatMessage;

/** A feed or chat message is at most 2,000 characters; nothing a client sends needs more than this. */
export const MAX_PACKET_BYTES = 32 * 1024;
const cursor = z.number().int().min(0).nullable().optional();

export const ackErrorSchema = z
  .object({
    code: z.enum(Object.keys(ERROR_CATALOGUE) as [ErrorCode, ...ErrorCode[]]).meta({
      description: `A code of the error catalogue, as in the REST error body:\n\n${(Object.keys(ERROR_CATALOGUE) as ErrorCode[]).map((c) => `- \`${c}\`: ${ERROR_CATALOGUE[c].description}`).join('\n')}`,
    }),
    message: z.string().meta({ description: 'For people; switch on `code`.' }),
    field: z.string().optional().meta({ description: 'The input field at fault, when one is.' }),
    retry_after: z.number().int().min(1).optional().meta({ description: '`service_unavailable` (the database cannot be reached), `overloaded` or `rate_limited` (over a budget): seconds to wait before trying again.' }),
  })
  .meta({ id: 'AckError', description: 'The codes and messages of the REST error body.' });

/** `{ok: true, data}` or `{ok: false, error}`: every acknowledgement. */
export function ackOf(data: z.ZodType) {
  return z.union([z.object({ ok: z.literal(true), data }), z.object({ ok: z.literal(false), error: ackErrorSchema })]);
}

export interface EventDoc {
  summary: string;
  description?: string;
  /** The payload (client events: the first argument; server events: the only one; absent: none). */
  payload?: z.ZodType;
  /** What the acknowledgement's `data` holds (client events; every client event is acknowledged). */
  ack?: z.ZodType;
}

export const CLIENT_EVENTS: { [K in keyof ClientToServerEvents]: EventDoc } = {
  'livefeed:post': {
    summary: 'Post to the live feed of the token’s event',
    description: 'Needs a token bound to an event. Same rules and limits as `POST {connect_url}/livefeed/messages`; the item is also pushed as `livefeed:message`.',
    payload: livefeedPostInput,
    ack: livefeedItemSchema,
  },
  'chat:send': {
    summary: 'Send a chat message',
    description: 'Same rules as `POST {connect_url}/users/{to}/messages`; both members get `chat:message`.',
    payload: chatSendInput.extend({ to: id.meta({ description: 'The recipient’s user id' }) }).meta({ id: 'ChatSendEvent' }),
    ack: chatMessageSchema,
  },
  'chat:read': {
    summary: 'Mark a chat read',
    payload: z.object({ chat_id: id }),
    ack: z.object({ chat_id: z.number().int() }),
  },
  sync: {
    summary: 'Catch up after a reconnect',
    description:
      'What was stored after the given ids, oldest first, at most `limit` (default 100, at most 1000) of each stream: a client catching up after a long gap sends `limit: 1000` and gets 10,000 missed feed items back in 10 calls. An omitted (or null) cursor returns nothing for that stream; ' +
      'a token not bound to an event gets its chat and an empty `livefeed`. `has_more`: call again with the last ids received. ' +
      'Syncs arriving together share one read per stream; one still waiting after 7 s (a reconnect storm) is answered `overloaded` with `retry_after`, and a ' +
      'newer sync of the same socket asking the same cursors and limit replaces its waiting one (the older is answered `overloaded`), as does a fifth waiting sync of one socket for its oldest: ask again after that long. Different syncs sent together are each answered.',
    payload: z.object({
      livefeed_after: cursor,
      chat_after: cursor,
      chat_updates_after: cursor.meta({ description: 'An update cursor (not a message id; start with 0): also return messages of your chats edited or deleted after it.' }),
      limit: z.number().int().min(1).max(1000).optional().meta({ description: 'Items of each stream per answer (default 100, the contract; at most 1000, for catching up after a long gap). Out of range → `invalid` on `limit`.' }),
    }),
    ack: z.object({
      livefeed: z.array(livefeedItemSchema),
      chat: z.array(chatMessageSchema),
      chat_updates: z.array(chatMessageSchema).optional().meta({ description: 'With `chat_updates_after`: the current state of edited or deleted messages, in update order, at most 100.' }),
      chat_updates_cursor: z.number().int().optional().meta({ description: 'Send as `chat_updates_after` next time.' }),
      has_more: z.boolean(),
    }),
  },
  'chat:typing': {
    summary: 'Tell the other member of a chat that you are typing',
    description:
      'Not stored. The two must already share a chat (`user_not_found` otherwise); `blocked` when either blocked the other. At most one a second per socket is passed on ' +
      '(`passed_on: false` for the rest); send it every 2–3 s while typing.',
    payload: z.object({ to: id }),
    ack: chatTypingAck,
  },
  'session:join': {
    summary: 'Join the live Q&A of a session of the token’s event',
    description:
      'The same refusals as `GET {connect_url}/sessions/{id}/questions` (403 not a participant, 404 a session of another event); an organizer of the session’s event may join with a token not bound to an event (their own login) and moderate. The ack carries the top 50 ' +
      'questions and the polls as the caller may see them, and `moderator` (the caller organizes the event: it also gets the staff pushes and may moderate); the socket then gets `question:new`, `question:updated`, `question:deleted` and `poll:updated` ' +
      'for the session until `session:leave` or disconnect. The counts and questions in the ack are never older than what the node already pushed to ' +
      'the session (a hall joining at once shares one read per node, kept current by the pushes). At most 10 sessions per socket (`too_many_sessions`). ' +
      'Refused `overloaded` (or `service_unavailable`) with `retry_after` seconds when the node cannot reach or wait for its database: ask again after that long.',
    payload: sessionJoin,
    ack: sessionJoinAck,
  },
  'session:leave': { summary: 'Stop receiving a session’s live Q&A pushes', payload: sessionJoin, ack: z.object({ session_id: z.number().int() }) },
  'question:vote': {
    summary: 'Vote for a question (`PUT {connect_url}/sessions/{id}/questions/{qid}/vote`)',
    description: 'Same rules and codes: one vote per user per question (`created: false` when already stored), 422 `own_question`, 403 `banned`, 404 unknown or hidden.',
    payload: questionVoteSocket,
    ack: questionVoteAck,
  },
  'question:unvote': {
    summary: 'Take back a vote (`DELETE {connect_url}/sessions/{id}/questions/{qid}/vote`)',
    payload: questionVoteSocket,
    ack: questionVoteAck,
  },
  'poll:vote': {
    summary: 'Vote in a poll (`PUT {connect_url}/polls/{pid}/vote`)',
    description: 'Same rules and codes: replaces the earlier choice while open; 409 `poll_closed` / `poll_not_open`; 422 `bad_option`, `single_choice`. The ack is the poll with its counts.',
    payload: pollVoteSocket,
    ack: pollItem,
  },
};

export const SERVER_EVENTS: { [K in keyof ServerToClientEvents]: EventDoc } = {
  'livefeed:message': { summary: 'A new live feed item of the socket’s event (posted by REST or socket, on any node)', description: 'To every socket in the event’s room except those on either side of a block with the author; the item is the REST item. After a reconnect, `sync` with `livefeed_after` returns what was missed.', payload: livefeedItemSchema },
  'chat:message': { summary: 'A new message in one of the user’s chats (sent or received)', description: 'To every socket of both members, on every node; the sender’s other devices see their own message too. Missed ones come back from `sync` with `chat_after`.', payload: chatMessageSchema },
  'livefeed:deleted': {
    summary: 'A live feed item of the socket’s event was deleted (by its author or an organizer): drop it from the list',
    description: 'To the event’s room; lists and `sync` no longer return the item.',
    payload: z.object({ id: z.number().int().positive() }),
  },
  'sync:required': {
    summary: 'Pushes from other nodes may have been missed (the cluster link was down and is back): call `sync` from the last ids received',
    description: 'Sent by a node whose Redis link was restored: pushes from other nodes during the gap may be lost, nothing stored is. No payload.',
  },
  presence: {
    summary: 'A user you share a chat with came online (first socket on any node) or went offline (last socket); never between users with a block',
    description: 'Computed across nodes from the presence store in Redis; `online` in attendee lists and profiles tells the same at any moment.',
    payload: presenceChange,
  },
  'chat:typing': { summary: 'The other member of a chat is typing (at most one a second per sending socket)', description: 'Not stored; clients show an indicator for about 3 s after the last one.', payload: chatTyping },
  'chat:read': {
    summary: 'A member read a chat up to `last_read_id`: the reader’s other devices clear the badge, the sender shows "seen"',
    description: 'To every socket of both members; `other_last_read_id` in the chat list tells the same.',
    payload: chatRead,
  },
  'chat:updated': { summary: 'A chat message was edited or deleted: replace it by `id`', description: 'To every socket of both members; the current item (with `edited_at`, or `deleted: true` and an empty message). `sync` with `chat_updates_after` returns missed ones.', payload: chatMessageSchema },
  'session:updated': {
    summary: 'A session of the socket’s event was created or changed: fetch `GET {api_url}/events/{slug}/sessions/{id}`',
    description: 'To the event’s room on every node; the payload is only the id, so clients refetch what they show.',
    payload: z.object({ id: z.number().int().positive() }),
  },
  'session:deleted': { summary: 'A session of the socket’s event was deleted: drop it', description: 'To the event’s room on every node; its questions and polls go with it.', payload: z.object({ id: z.number().int().positive() }) },
  'question:new': {
    summary: 'A new question in a joined session (or one shown again after being hidden), as the receiver may see it',
    description: 'Anonymous authors are null but for organizers; never the question of someone the receiver blocks or is blocked by.',
    payload: questionItem,
  },
  'question:updated': {
    summary: 'The stored vote count and status of a question of a joined session',
    description:
      'Coalesced: at most one per question every `QA_PUSH_INTERVAL_MS` (default 500) across all nodes, always the count the database holds; the last one after a burst of votes carries the final count.',
    payload: questionUpdated,
  },
  'question:deleted': { summary: 'A question of a joined session was deleted (or hidden by an organizer, for attendees): drop it', description: 'To the session’s room (sockets that sent `session:join`) on every node.', payload: questionDeleted },
  'poll:updated': {
    summary: 'A poll of a joined session with its stored counts (created, opened, closed, or voted in)',
    description: 'Coalesced like `question:updated`: at most one per poll per interval, the final counts after a burst. Drafts reach organizers only. No `my_options`.',
    payload: pollItem,
  },
  'meeting:updated': {
    summary: 'A meeting of yours was requested, accepted, declined, cancelled, moved off a removed location or answered: the current item (replace it by `id`)',
    description: 'To both members’ sockets on every node. A member with no connected socket gets a push `{type: "meeting", meeting_id, status}` instead.',
    payload: meetingItem,
  },
  'meeting:reminder': {
    summary: 'An accepted meeting of yours starts in MEETING_REMINDER_MINUTES (default 10): once per member, however many nodes run',
    description: 'Scheduled through the outbox and claimed once cluster-wide; members without a connected socket get a push instead.',
    payload: meetingReminder,
  },
};
