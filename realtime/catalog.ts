import { z } from 'zod';
import { MAX_ID } from '../server/ids.js';
import { CLIENT_MESSAGE_ID_MAX, MESSAGE_MAX_CHARS } from '../server/networking/input.js';
import { liveChatEventSchemas, type ClientToServerEvents, type ServerToClientEvents } from './events.js';

/**
 * The one list of Socket.IO events, with the zod schemas of their payloads and acknowledgements: the AsyncAPI
 * document (`GET {connect_url}/asyncapi.json`) is generated from it. Keyed by the event interfaces of events.ts,
 * so an event added there does not compile until it is described here. Handlers validate their payloads with the
 * domain's readers (server/networking/input.ts); these schemas state the same rules for clients.
 */

const iso = z.string().meta({ format: 'date-time', examples: ['2026-11-22T10:00:00.000Z'] });
const id = z.number().int().min(1).max(MAX_ID);

/** Where Socket.IO listens (the seed's `{connect_url}` plus `/socket.io`). */
export const SOCKET_PATH = '/connect/socket.io';

export const publicUserSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    surname: z.string(),
    avatar: z.string().nullable(),
    biography: z.string().nullable(),
    jobTitle: z.string().nullable(),
    organization: z.string().nullable(),
    website: z.string().nullable(),
    telegram: z.string().nullable(),
    linkedin: z.string().nullable(),
  })
  .meta({ title: 'PublicUser' });

export const livefeedItemSchema = z
  .object({ id: z.number().int(), message: z.string(), created_at: iso, user: publicUserSchema })
  .meta({ title: 'LivefeedMessage', description: 'The item of `GET {connect_url}/livefeed/messages`.' });

export const chatMessageSchema = z
  .object({
    id: z.number().int(),
    chat_id: z.number().int(),
    from: z.number().int(),
    to: z.number().int(),
    message: z.string().meta({ description: 'As sent or last edited; "" once deleted.' }),
    created_at: iso,
    edited_at: iso.optional().meta({ description: 'When the sender last edited it; absent when never edited.' }),
    deleted: z.literal(true).optional().meta({ description: 'Present once the sender deleted it.' }),
  })
  .meta({ title: 'ChatMessage', description: 'The item of `GET {connect_url}/users/{id}/messages`.' });

const message = z.string().min(1).max(MESSAGE_MAX_CHARS).meta({ description: `Non-empty, at most ${MESSAGE_MAX_CHARS} characters, stored as sent.` });
const clientMessageId = z
  .string()
  .min(1)
  .max(CLIENT_MESSAGE_ID_MAX)
  .meta({ description: 'Made up by the client: a retry with the same id stores nothing new and answers the first item.' });
const cursor = z.number().int().min(0).nullable().optional();

export const ackErrorSchema = z
  .object({ code: z.string(), message: z.string(), field: z.string().optional().meta({ description: 'The input field at fault, when one is.' }) })
  .meta({ title: 'AckError', description: 'The codes and messages of the REST error body.' });

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
    payload: z.object({ message, client_message_id: clientMessageId.optional() }),
    ack: livefeedItemSchema,
  },
  'chat:send': {
    summary: 'Send a chat message',
    description: 'Same rules as `POST {connect_url}/users/{to}/messages`; both members get `chat:message`.',
    payload: z.object({ to: id.meta({ description: 'The recipient’s user id' }), message, client_message_id: clientMessageId.optional() }),
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
      'a token not bound to an event gets its chat and an empty `livefeed`. `has_more`: call again with the last ids received.',
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
    payload: liveChatEventSchemas.chatTypingRequest.extend({ to: id }),
    ack: liveChatEventSchemas.chatTypingAck,
  },
};

export const SERVER_EVENTS: { [K in keyof ServerToClientEvents]: EventDoc } = {
  'livefeed:message': { summary: 'A new live feed item of the socket’s event (posted by REST or socket, on any node)', payload: livefeedItemSchema },
  'chat:message': { summary: 'A new message in one of the user’s chats (sent or received)', payload: chatMessageSchema },
  'livefeed:deleted': {
    summary: 'A live feed item of the socket’s event was deleted (by its author or an organizer): drop it from the list',
    payload: z.object({ id: z.number().int().positive() }),
  },
  'sync:required': {
    summary: 'Pushes from other nodes may have been missed (the cluster link was down and is back): call `sync` from the last ids received',
  },
  presence: {
    summary: 'A user you share a chat with came online (first socket on any node) or went offline (last socket); never between users with a block',
    payload: liveChatEventSchemas.presence,
  },
  'chat:typing': { summary: 'The other member of a chat is typing (at most one a second per sending socket)', payload: liveChatEventSchemas.chatTyping },
  'chat:read': {
    summary: 'A member read a chat up to `last_read_id`: the reader’s other devices clear the badge, the sender shows "seen"',
    payload: liveChatEventSchemas.chatRead,
  },
  'chat:updated': { summary: 'A chat message was edited or deleted: replace it by `id`', payload: chatMessageSchema },
  'session:updated': {
    summary: 'A session of the socket’s event was created or changed: fetch `GET {api_url}/events/{slug}/sessions/{id}`',
    payload: z.object({ id: z.number().int().positive() }),
  },
  'session:deleted': { summary: 'A session of the socket’s event was deleted: drop it', payload: z.object({ id: z.number().int().positive() }) },
};
