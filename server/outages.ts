import { isDatabaseUnavailable, isPoolBusy } from '../storage/pg-errors.js';
import { AppError, ERROR_CODES, unavailable } from './errors.js';

/** Seconds a client is told to wait (Retry-After) while the database is unavailable. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;
/** Seconds a client is told to wait (Retry-After) when every database connection is busy (pressure, not an outage). */
export const OVERLOAD_RETRY_AFTER_SECONDS = 1;

/**
 * The one place a dependency failure becomes the domain's `unavailable` error: the gateway answers it as 503
 * `service_unavailable` with Retry-After, realtime as an ack with the same code. A pool-wait timeout while the
 * database answers is pressure, not an outage: 503 `overloaded` with a short Retry-After (counted and logged by the
 * context as `database.overloaded`, never `database.unavailable`). Anything else is left alone (undefined), so real
 * faults stay 500s.
 */
export function asOutage(err: unknown): AppError | undefined {
  if (err instanceof AppError) return err.kind === 'unavailable' ? err : undefined;
  if (isPoolBusy(err)) return unavailable('overloaded', ERROR_CODES.overloaded.message, OVERLOAD_RETRY_AFTER_SECONDS);
  if (isDatabaseUnavailable(err)) {
    return unavailable('service_unavailable', 'The service is temporarily unavailable (its database cannot be reached); try again shortly.', OUTAGE_RETRY_AFTER_SECONDS);
  }
  return undefined;
}
