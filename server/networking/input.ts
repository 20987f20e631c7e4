import { invalid, seedServerError } from '../errors.js';
import { MAX_ID } from '../ids.js';
import { checkText, textProblem } from '../text.js';

/** Input rules shared by REST and socket handlers (they pass raw values; the rules live here once). */

export const MESSAGE_MAX_CHARS = 2000;
export const CLIENT_MESSAGE_ID_MAX = 100;

/**
 * A feed or chat `message`: a non-empty string of at most 2,000 characters (code points), stored exactly as
 * sent. `missing: 'server_error'` keeps the seed's 500 for a feed post without `message` (with a clear body).
 */
export function readMessage(value: unknown, missing: 'server_error' | 'invalid'): string {
  if (value === undefined || value === null) {
    if (missing === 'server_error') throw seedServerError('message_required', 'The field message is required.', 'message');
    throw invalid('message', 'message is required.');
  }
  if (typeof value !== 'string') throw invalid('message', 'message must be a string.');
  if (value.trim() === '') throw invalid('message', 'message must not be empty.');
  // NUL or a lone surrogate could not be stored as sent (server/text.ts): refused, never altered.
  checkText(value, 'message');
  let chars = 0;
  for (const _ of value) if (++chars > MESSAGE_MAX_CHARS) throw invalid('message', `message must be at most ${MESSAGE_MAX_CHARS} characters.`);
  return value;
}

/** Optional `client_message_id`: a string of 1 to 100 characters the client makes up, or absent. */
export function readClientMessageId(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.length === 0 || value.length > CLIENT_MESSAGE_ID_MAX || textProblem(value)) {
    throw invalid('client_message_id', `client_message_id must be a string of 1 to ${CLIENT_MESSAGE_ID_MAX} characters.`);
  }
  return value;
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
