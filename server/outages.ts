import { isDatabaseBusy, isDatabaseUnavailable, isOutcomeUnknown } from '../storage/pg-errors.js';
import { AppError, unavailable } from './errors.js';

/** Seconds a client is told to wait (Retry-After) while the database is unavailable. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;
/** Seconds a client is told to wait while every database connection of the node is busy (pressure, not an outage). */
export const OVERLOAD_RETRY_AFTER_SECONDS = 1;

/**
 * The one place a dependency failure becomes the domain's `unavailable` error: the gateway answers it as 503
 * `service_unavailable` (or `overloaded` when every database connection of the node stayed busy for the pool wait:
 * pressure, not an outage) with Retry-After, realtime as an ack with the same code. Anything else is left alone
 * (undefined), so real faults stay 500s.
 *
 * For a request that changes something (`write`), a database that stopped answering after a statement may have
 * reached it is `outcome_unknown` (issue 44: a feed post answered "unavailable" after 12 s had been stored): the
 * client sends the same request again with the same `client_message_id`, which answers with what was stored,
 * or stores it now.
 */
export function asOutage(err: unknown, options: { write?: boolean } = {}): AppError | undefined {
  if (err instanceof AppError) return err.kind === 'unavailable' ? err : undefined;
  if (isDatabaseBusy(err)) {
    return unavailable('overloaded', 'The service is busy right now; try again in a moment.', OVERLOAD_RETRY_AFTER_SECONDS);
  }
  if (options.write && isOutcomeUnknown(err)) {
    return unavailable(
      'outcome_unknown',
      'The database stopped answering while this change was being made: it may or may not have been stored. After Retry-After, send the same request again with the same client_message_id (never a new one): it answers with what was stored, or stores it once. A request without one: check whether it was stored before sending it again.',
      OUTAGE_RETRY_AFTER_SECONDS,
    );
  }
  if (isDatabaseUnavailable(err)) {
    return unavailable('service_unavailable', 'The service is temporarily unavailable (its database cannot be reached); try again shortly.', OUTAGE_RETRY_AFTER_SECONDS);
  }
  return undefined;
}
