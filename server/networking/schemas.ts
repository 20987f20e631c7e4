import { z } from 'zod';
import { MAX_ID } from '../ids.js';
import { textProblem } from '../text.js';

/**
 * Networking ({connect_url}): the ONE source of the area's item and input shapes. The TypeScript types
 * (types.ts), the REST routes and their OpenAPI schemas (gateway/routes/connect/networking-schemas.ts), the socket
 * catalogue and its AsyncAPI document (realtime/catalog.ts), the Notifier's payloads (server/ports.ts) and the input
 * rules both transports apply (input.ts) all come from here. A schema with a `meta({id})` is a named component of
 * both documents (an id may be declared only once: zod's registry refuses a second).
 */

export const MESSAGE_MAX_CHARS = 2000;
export const CLIENT_MESSAGE_ID_MAX = 100;

const isoDateTime = z.string().meta({ format: 'date-time', examples: ['2026-11-22T10:00:00.000Z'] });
const userId = z.number().int().min(1).max(MAX_ID);

/** Counts code points, as the JSON Schema `maxLength` documented below does (zod's `.max()` counts UTF-16 units). */
export function codePoints(value: string, stopAfter = Infinity): number {
  let n = 0;
  for (const _ of value) if (++n > stopAfter) break;
  return n;
}

// ---- Items ------------------------------------------------------------------------------------------------------

export const publicUser = z
  .object({
    id: z.number().int(),
    name: z.string(),
    surname: z.string(),
    avatar: z.string().nullable().meta({ description: 'URL of the avatar image' }),
    biography: z.string().nullable(),
    jobTitle: z.string().nullable(),
    organization: z.string().nullable(),
    website: z.string().nullable(),
    telegram: z.string().nullable(),
    linkedin: z.string().nullable(),
  })
  .meta({ id: 'PublicUser', description: 'Seed 2.1 plus id: the only shape in which another user is ever shown. Never carries mobile or e-mail.' });

export const ownProfile = publicUser
  .extend({
    mobile: z.string().meta({ examples: ['+989121234567'] }),
    email: z.string().nullable(),
    directory_visible: z.boolean().meta({ description: 'false: left out of other users’ attendee lists (default true).' }),
    locale: z.enum(['fa', 'en']).nullable().meta({ description: 'The language the user picked (CONTRACT 17); null: none, then Accept-Language and DEFAULT_LOCALE decide.' }),
  })
  .meta({ id: 'OwnProfile', description: 'The caller’s own profile: the public fields plus their own mobile and e-mail.' });

/** A public user with presence (CONTRACT 10): attendee lists and profiles. */
export const publicUserWithPresence = publicUser
  .extend({ online: z.boolean().meta({ description: 'A socket of the user is connected on some node; always false between users with a block.' }) })
  .meta({ id: 'PublicUserWithPresence' });

export const livefeedMessage = z
  .object({ id: z.number().int(), message: z.string(), created_at: isoDateTime, user: publicUser })
  .meta({ id: 'LivefeedMessage', description: 'An item of the live feed (`GET {connect_url}/livefeed/messages`, `livefeed:message`).' });

export const chatMessage = z
  .object({
    id: z.number().int(),
    chat_id: z.number().int(),
    from: z.number().int().meta({ description: 'Sender user id' }),
    to: z.number().int().meta({ description: 'Recipient user id' }),
    message: z.string().meta({ description: 'Exactly as sent (or as last edited); "" once deleted.' }),
    created_at: isoDateTime,
    edited_at: isoDateTime.optional().meta({ description: 'When the sender last edited it; absent when never edited.' }),
    deleted: z.literal(true).optional().meta({ description: 'Present (true) once the sender deleted it; `message` is then "".' }),
  })
  .meta({ id: 'ChatMessage', description: 'A direct chat message (`GET {connect_url}/users/{id}/messages`, `chat:message`, `chat:updated`).' });

export const chat = z
  .object({
    id: z.number().int(),
    user: publicUser,
    last_message: chatMessage.nullable(),
    unread: z.number().int().meta({ description: 'Messages from the other member after the caller’s last read' }),
    other_last_read_id: z.number().int().nullable().meta({ description: 'The newest message id the other member has read ("seen"), or null.' }),
  })
  .meta({ id: 'Chat' });

// ---- Live chat payloads (CONTRACT 10) -----------------------------------------------------------------------------

/** Server → client: a user who shares a chat with the receiver came online (first socket) or went offline (last). */
export const presenceChange = z.object({ user_id: z.number().int(), online: z.boolean() }).meta({ id: 'PresenceChange' });
/** Server → client: `from` is typing in chat `chat_id` (at most one a second per sending socket). */
export const chatTyping = z.object({ chat_id: z.number().int(), from: z.number().int() }).meta({ id: 'ChatTyping' });
/** Server → client: a member read the chat up to `last_read_id` (to both members' sockets). */
export const chatRead = z.object({ chat_id: z.number().int(), user_id: z.number().int(), last_read_id: z.number().int() }).meta({ id: 'ChatRead' });
/** The acknowledgement of `chat:typing`: the chat, and whether it was passed on (false: under the 1-a-second limit). */
export const chatTypingAck = z.object({ chat_id: z.number().int(), passed_on: z.boolean() });

// ---- Inputs (one rule for REST and sockets) ---------------------------------------------------------------------

/**
 * A feed or chat `message`: a non-empty string of at most 2,000 characters (code points, as JSON Schema counts
 * them), storable exactly as sent (no NUL, no lone surrogate: server/text.ts). The messages are the error bodies'.
 */
export const messageText = z
  .string({ error: 'message must be a string.' })
  .refine((v) => v.trim() !== '', 'message must not be empty.')
  .refine((v) => textProblem(v) !== 'nul', 'message must not contain NUL characters.')
  .refine((v) => textProblem(v) !== 'lone_surrogate', 'message must be well-formed Unicode (no lone surrogates).')
  .refine((v) => codePoints(v, MESSAGE_MAX_CHARS) <= MESSAGE_MAX_CHARS, `message must be at most ${MESSAGE_MAX_CHARS} characters.`)
  .meta({ minLength: 1, maxLength: MESSAGE_MAX_CHARS, description: `Non-empty, at most ${MESSAGE_MAX_CHARS.toLocaleString('en-US')} characters (code points, as JSON Schema counts them), stored exactly as sent; NUL and lone UTF-16 surrogates (which could not be stored as sent) are 422.` });

/** Optional `client_message_id`: a string of 1 to 100 characters the client makes up. */
export const clientMessageId = z
  .string({ error: `client_message_id must be a string of 1 to ${CLIENT_MESSAGE_ID_MAX} characters.` })
  .min(1, `client_message_id must be a string of 1 to ${CLIENT_MESSAGE_ID_MAX} characters.`)
  .max(CLIENT_MESSAGE_ID_MAX, `client_message_id must be a string of 1 to ${CLIENT_MESSAGE_ID_MAX} characters.`)
  .refine((v) => textProblem(v) === null, `client_message_id must be a string of 1 to ${CLIENT_MESSAGE_ID_MAX} characters.`)
  .meta({ description: 'Made up by the client: a retry with the same id stores nothing new and answers the first item.' });

/** A user id: a positive integer. */
export const userIdInput = userId;

/** `POST {connect_url}/livefeed/messages` and `livefeed:post`. */
export const livefeedPostInput = z.object({ message: messageText, client_message_id: clientMessageId.optional() }).meta({ id: 'LivefeedPost' });
/** `POST {connect_url}/users/{to}/messages` (with `to` from the path) and `chat:send`. */
export const chatSendInput = z.object({ message: messageText, client_message_id: clientMessageId.optional() }).meta({ id: 'ChatSend' });
/** `PATCH {connect_url}/chats/{chat_id}/messages/{id}` (live chat edit). */
export const chatEditInput = z.object({ message: messageText.meta({ description: 'The new text: the same rules as sending.' }) }).meta({ id: 'ChatMessageEdit' });

// ---- Profiles ---------------------------------------------------------------------------------------------------

const httpUrl = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => {
      try {
        const u = new URL(v);
        return u.protocol === 'https:' || u.protocol === 'http:';
      } catch {
        return false;
      }
    }, 'must be an http(s) URL');

/** A lone UTF-16 surrogate cannot be stored as UTF-8 (it would come back as U+FFFD): refused like a bad value. */
const wellFormed = (v: string) => !/\p{Cs}/u.test(v);
const text = (max: number) => z.string().trim().max(max).refine(wellFormed, 'must be well-formed Unicode (no lone surrogates)');
const optionalText = (max: number) => text(max).nullable().optional().transform((v) => (v === '' ? null : v));

/** `PATCH {connect_url}/users/me`: the editable profile fields (seed 2.1 names, plus email); nothing else is stored. */
export const profilePatchInput = z
  .object({
    name: text(100).min(1).optional(),
    surname: text(100).min(1).optional(),
    avatar: httpUrl(2048).nullable().optional().meta({ description: 'An image URL, e.g. the `url` answered by `POST /files`' }),
    biography: optionalText(2000),
    jobTitle: optionalText(200),
    organization: optionalText(200),
    website: httpUrl(2048).nullable().optional(),
    telegram: optionalText(100),
    linkedin: optionalText(2048),
    email: z.email().max(254).nullable().optional(),
    directory_visible: z.boolean().optional().meta({ description: 'false leaves you out of other users’ attendee lists (chat and profile rules unchanged).' }),
    locale: z.enum(['fa', 'en']).nullable().optional().meta({ description: 'The language of error messages, mails and texts for you (null: follow Accept-Language).' }),
  })
  .strict()
  .meta({
    id: 'ProfilePatch',
    description: 'Only these fields are editable; any other field (`role`, `mobile`, …) is refused with 422 and nothing is stored. Empty strings clear the optional text fields.',
  });
