import type { Logger } from '../infra/logger.js';
import { AppError, badRequest } from '../server/errors.js';
import { asOutage } from '../server/outages.js';
import type { Ack, AckError } from './events.js';

/** An AppError as an acknowledgement error: the code and message of the REST error body (and its field). */
export function toAckError(err: unknown, logger: Logger, context: Record<string, unknown>): AckError {
  // Socket commands change something (a post, a message, a vote, a read mark): an unknown outcome says so.
  const outage = asOutage(err, { write: true });
  if (outage) {
    // `service_unavailable` with `retry_after` seconds, as REST's 503 with Retry-After; logged once by the context.
    return { code: outage.code, message: outage.message, retry_after: outage.retryAfter ?? 1 };
  }
  if (err instanceof AppError) {
    const detail = err.details[0];
    const out: AckError = { code: err.code, message: err.message };
    if (detail?.field !== undefined) out.field = detail.field;
    // A refusal over a budget says when to come back, as REST's 429 does with Retry-After.
    if (err.kind === 'rate_limited' && err.retryAfter !== undefined) out.retry_after = err.retryAfter;
    return out;
  }
  logger.error({ err, ...context }, 'realtime.handler_failed');
  return { code: 'internal_error', message: 'Something went wrong on our side; try again.' };
}

/** The socket payload as a plain object, or 400 `malformed_payload` (arrays, strings, null are refused). */
export function payloadObject(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest('malformed_payload', 'The payload must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

/**
 * Splits a raw event's arguments into payload and acknowledgement. Clients are untrusted: the callback may be
 * missing (the answer is dropped) and the payload may be anything.
 */
export function splitArgs<T>(args: unknown[]): { payload: unknown; ack: (response: Ack<T>) => void } {
  const last = args.at(-1);
  const ack = typeof last === 'function' ? (last as (response: Ack<T>) => void) : () => undefined;
  const payload = typeof last === 'function' ? (args.length > 1 ? args[0] : undefined) : args[0];
  return { payload, ack };
}
