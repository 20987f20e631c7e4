import { invalid, seedServerError } from '../errors.js';
import type { z } from 'zod';
import { MAX_ID } from '../ids.js';
import { inputError } from '../input.js';
import { clientMessageId, messageText } from './schemas.js';

export { CLIENT_MESSAGE_ID_MAX, MESSAGE_MAX_CHARS } from './schemas.js';

/**
 * Input rules shared by REST and socket handlers: they pass raw values, and these readers apply the area's zod
 * schemas (schemas.ts, the same ones the OpenAPI and AsyncAPI documents show) and turn the first problem into the
 * catalogued 422 naming the field.
 */
function readWith<T>(schema: z.ZodType<T>, value: unknown, field: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  // The shared translator (server/input.ts), first problem only: these schemas check text themselves and their
  // messages name the field, so the body is the one a route-parsed body or a socket payload would get.
  throw inputError(parsed.error.issues.slice(0, 1), field, schema);
}

/**
 * A feed or chat `message` (schemas.ts `messageText`). `missing: 'server_error'` keeps the seed's 500 for a feed
 * post without `message` (with a clear body).
 */
export function readMessage(value: unknown, missing: 'server_error' | 'invalid'): string {
  if (value === undefined || value === null) {
    if (missing === 'server_error') throw seedServerError('message_required', 'The field message is required.', 'message');
    throw invalid('message', 'message is required.');
  }
  return readWith(messageText, value, 'message');
}

/** Optional `client_message_id` (schemas.ts), or null when absent. */
export function readClientMessageId(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return readWith(clientMessageId, value, 'client_message_id');
}

/** A user id given as a positive integer (or its decimal string, as path parameters arrive). */
export function readUserId(value: unknown, field: string): number {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0 || n > MAX_ID) throw invalid(field, `${field} must be a positive integer user id.`);
  return n;
}

/**
 * A non-negative integer cursor (`after`), as sockets and services receive it. One past the largest possible id
 * is clamped to it (nothing comes after it), so the database never sees an out-of-range integer.
 */
export function readCursor(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw invalid(field, `${field} must be a non-negative integer message id.`);
  return Math.min(value, MAX_ID);
}
