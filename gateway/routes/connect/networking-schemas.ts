import type { Request } from 'express';
import { z } from '../../zod.js';
import { AppError, invalid } from '../../../server/errors.js';
import { MAX_ID } from '../../../server/ids.js';
import { halPageOf, pageParam, pageSizeParam } from '../../schemas.js';
import type { PageRequest } from '../../envelopes.js';

/** Schemas and helpers shared by the networking routes ({connect_url}). */

export const publicUser = z
  .object({
    id: z.number().int(),
    name: z.string(),
    surname: z.string(),
    avatar: z.string().nullable().openapi({ description: 'URL of the avatar image' }),
    biography: z.string().nullable(),
    jobTitle: z.string().nullable(),
    organization: z.string().nullable(),
    website: z.string().nullable(),
    telegram: z.string().nullable(),
    linkedin: z.string().nullable(),
  })
  .openapi('PublicUser', { description: 'Seed 2.1 plus id. Never carries mobile or e-mail.' });

export const ownProfile = publicUser
  .extend({
    mobile: z.string().openapi({ example: '+989121234567' }),
    email: z.string().nullable(),
    directory_visible: z.boolean().openapi({ description: 'false: left out of other users’ attendee lists (default true).' }),
  })
  .openapi('OwnProfile', { description: 'The caller’s own profile: the public fields plus their own mobile and e-mail.' });

export const livefeedMessage = z
  .object({ id: z.number().int(), message: z.string(), created_at: z.string().openapi({ example: '2026-11-22T10:00:00.000Z' }), user: publicUser })
  .openapi('LivefeedMessage');

export const chatMessage = z
  .object({
    id: z.number().int(),
    chat_id: z.number().int(),
    from: z.number().int().openapi({ description: 'Sender user id' }),
    to: z.number().int().openapi({ description: 'Recipient user id' }),
    message: z.string().openapi({ description: 'Exactly as sent (or as last edited); "" once deleted.' }),
    created_at: z.string(),
    edited_at: z.string().optional().openapi({ description: 'When the sender last edited it; absent when never edited.' }),
    deleted: z.literal(true).optional().openapi({ description: 'Present (true) once the sender deleted it; `message` is then "".' }),
  })
  .openapi('ChatMessage');

export const chat = z
  .object({
    id: z.number().int(),
    user: publicUser,
    last_message: chatMessage.nullable(),
    unread: z.number().int().openapi({ description: 'Messages from the other member after the caller’s last read' }),
    other_last_read_id: z.number().int().nullable().openapi({ description: 'The newest message id the other member has read ("seen"), or null.' }),
  })
  .openapi('Chat');

/** A public user with presence (CONTRACT 10): attendee lists and profiles. */
export const publicUserWithPresence = publicUser
  .extend({ online: z.boolean().openapi({ description: 'A socket of the user is connected on some node; always false between users with a block.' }) })
  .openapi('PublicUserWithPresence');
export const publicUserWithPresencePage = halPageOf('public_user', publicUserWithPresence).openapi('PublicUserWithPresencePage');

export const publicUserPage = halPageOf('public_user', publicUser).openapi('PublicUserPage');
export const livefeedPage = halPageOf('livefeed_message', livefeedMessage).openapi('LivefeedMessagePage');
export const chatPage = halPageOf('chat', chat).openapi('ChatPage');
export const chatMessagePage = halPageOf('chat_message', chatMessage).openapi('ChatMessagePage');

const cursorParam = z
  .string()
  .regex(/^\d{1,10}$/, 'must be a non-negative integer message id')
  .transform(Number)
  .refine((n) => Number.isSafeInteger(n), 'must be a non-negative integer message id')
  // No id is larger than int4's maximum: a cursor beyond it has nothing after it (an empty page, not a database error).
  .transform((n) => Math.min(n, MAX_ID))
  .optional()
  .openapi({ type: 'integer', minimum: 0, maximum: 9_999_999_999, description: 'Only messages with a larger id, oldest first (catching up). A cursor past the largest id gives an empty page.' });

// Unknown query parameters are ignored (cache-busters such as `_=` must not break a list), as on {api_url}.
export const pageQuery = z.object({ page: pageParam, page_size: pageSizeParam('page_size') });
export const pageAfterQuery = z.object({ page: pageParam, page_size: pageSizeParam('page_size'), after: cursorParam });

export const pageOf = (query: { page?: number | undefined; page_size?: number | undefined }): PageRequest => ({ page: query.page ?? 1, size: query.page_size ?? 20 });

/**
 * The JSON object body of a post whose fields the domain service validates itself (so sockets share the
 * rules): 415 for another media type, 422 for a body that is not an object.
 */
export function jsonObjectBody(req: Request): Record<string, unknown> {
  const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  if (hasBody && !req.is(['application/json', 'application/*+json'])) {
    throw AppError.of('unsupported_media_type');
  }
  const body: unknown = req.body ?? {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid('body', 'The body must be a JSON object.');
  return body as Record<string, unknown>;
}
