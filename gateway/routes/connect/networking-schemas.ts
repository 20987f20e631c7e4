import type { Request } from 'express';
import { z } from '../../zod.js';
import { AppError, invalid } from '../../../server/errors.js';
import { MAX_ID } from '../../../server/ids.js';
import { halPageOf, intParam, pageParam, pageSizeParam } from '../../schemas.js';
import type { PageRequest } from '../../envelopes.js';
import { chat, chatMessage, livefeedMessage, ownProfile, publicUser, publicUserWithPresence } from '../../../server/networking/schemas.js';

/** Schemas and helpers shared by the networking routes ({connect_url}). */

// The items are declared once, in the domain (server/networking/schemas.ts): their ids name the OpenAPI components.
export { chat, chatMessage, livefeedMessage, ownProfile, publicUser, publicUserWithPresence };
export const publicUserWithPresencePage = halPageOf('public_user', publicUserWithPresence).openapi('PublicUserWithPresencePage');

export const publicUserPage = halPageOf('public_user', publicUser).openapi('PublicUserPage');
export const livefeedPage = halPageOf('livefeed_message', livefeedMessage).openapi('LivefeedMessagePage');
export const chatPage = halPageOf('chat', chat).openapi('ChatPage');
export const chatMessagePage = halPageOf('chat_message', chatMessage).openapi('ChatMessagePage');

// No id is larger than int4's maximum: a cursor beyond it has nothing after it (an empty page, not a database error
// and not a refusal: a client may keep a cursor from another system). Clamped here, so no value past int4 reaches SQL.
const CURSOR_MAX = 9_999_999_999;
const cursorParam = intParam(0, CURSOR_MAX, 'a message id')
  .transform((n) => Math.min(n, MAX_ID))
  .optional()
  .openapi({ type: 'integer', minimum: 0, maximum: CURSOR_MAX, description: 'Only messages with a larger id, oldest first (catching up). A cursor past the largest id gives an empty page; 422 beyond 9999999999.' });

// Unknown query parameters are ignored (cache-busters such as `_=` must not break a list), as on {api_url}.
export const pageQuery = z.object({ page: pageParam, page_size: pageSizeParam('page_size') });
export const pageAfterQuery = z.object({ page: pageParam, page_size: pageSizeParam('page_size'), after: cursorParam });
const beforeParam = intParam(1, CURSOR_MAX, 'a message id')
  .transform((n) => Math.min(n, MAX_ID))
  .optional()
  .openapi({ type: 'integer', minimum: 1, maximum: CURSOR_MAX, description: 'Keyset cursor: only messages with a smaller id, newest first (what `_links.next` sends; `page` is then not walked). A cursor past the largest id reads from the newest; 422 beyond 9999999999.' });
export const pageAfterBeforeQuery = pageAfterQuery.extend({ before: beforeParam });

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
