import { createHash } from 'node:crypto';
import type { DB } from '../storage/database.js';
import { claimIdempotencyKey, completeIdempotencyKey, findIdempotencyKey, releaseIdempotencyKey } from '../storage/repositories/idempotency.js';
import { AppError, invalid } from './errors.js';
import { asOutage } from './outages.js';

/** The longest `Idempotency-Key` taken (as for orders, CONTRACT 15). */
export const IDEMPOTENCY_KEY_LENGTH_MAX = 200;
/** A request with the key may still be running this long after it started (every wait of a request is bounded well below). */
const IN_PROGRESS_MS = 30_000;

export interface StoredAnswer {
  status: number;
  /** The JSON body as sent, or null for none. */
  body: string | null;
  location: string | null;
}

export type Begun = { kind: 'run' } | { kind: 'replay'; answer: StoredAnswer };

/**
 * The `Idempotency-Key` header on the POSTs that create things (issue 44; the IETF httpapi draft's semantics, as
 * Stripe answers it): the first request with a key runs and its answer is recorded; the same key and request again
 * get that answer (`Idempotent-Replayed: true`), never a second write; the same key with another request is 422
 * `idempotency_key_reused`; while the first still runs, 409 `idempotency_key_in_progress` with Retry-After. Keys are
 * per user and remembered a day. A request refused (4xx) or failed before writing (`service_unavailable`,
 * `overloaded`) forgets its key, so it can be sent again; one whose outcome is unknown keeps it, and once it is older
 * than any request can run, the key answers 503 `outcome_unknown` (check, then send with a new key).
 */
export interface IdempotencyService {
  /** A key's request starts: run it, or answer what the first one answered. Throws the refusals above. */
  begin(userId: number, key: string, fingerprint: string): Promise<Begun>;
  /** The request answered: recorded for retries. */
  finish(userId: number, key: string, answer: StoredAnswer): Promise<void>;
  /** The request failed with `err`: its key is forgotten when nothing was written. */
  failed(userId: number, key: string, err: unknown): Promise<void>;
}

/** What a key is bound to: the method, the route and its parameters, and the body (hashed). */
export function requestFingerprint(method: string, route: string, params: unknown, body: unknown): string {
  return createHash('sha256').update(JSON.stringify([method.toUpperCase(), route, params ?? null, body ?? null])).digest('base64url');
}

export function createIdempotencyService(db: DB): IdempotencyService {
  async function settle(userId: number, key: string, fingerprint: string): Promise<Begun> {
    const found = await findIdempotencyKey(db, userId, key);
    if (!found) return (await claimIdempotencyKey(db, userId, key, fingerprint)) ? { kind: 'run' } : settle(userId, key, fingerprint);
    if (found.fingerprint !== fingerprint) throw invalid('Idempotency-Key', 'This Idempotency-Key was used before with another request; use a new key for a new request.', 'idempotency_key_reused');
    if (found.state === 'done') return { kind: 'replay', answer: { status: found.status ?? 200, body: found.body, location: found.location } };
    if (Date.now() - found.created_at.getTime() < IN_PROGRESS_MS) {
      throw new AppError('conflict', 'idempotency_key_in_progress', 'A request with this Idempotency-Key is still being handled; send it again in a moment.', { field: 'Idempotency-Key', retryAfter: 1 });
    }
    throw new AppError(
      'unavailable',
      'outcome_unknown',
      'The request first sent with this Idempotency-Key did not finish: it may or may not have been stored. Check whether it was, then send it with a new key if not.',
      { retryAfter: 5 },
    );
  }

  return {
    async begin(userId, key, fingerprint) {
      if (key.length === 0 || key.length > IDEMPOTENCY_KEY_LENGTH_MAX || !/^[\x21-\x7e]+$/.test(key)) {
        throw invalid('Idempotency-Key', `Send an Idempotency-Key of 1-${IDEMPOTENCY_KEY_LENGTH_MAX} visible ASCII characters.`, 'idempotency_key_required');
      }
      if (await claimIdempotencyKey(db, userId, key, fingerprint)) return { kind: 'run' };
      return settle(userId, key, fingerprint);
    },
    async finish(userId, key, answer) {
      await completeIdempotencyKey(db, userId, key, answer);
    },
    async failed(userId, key, err) {
      const outage = asOutage(err, { write: true });
      // Refused, or failed before anything was written: the key may be used again. Otherwise (an unknown outcome, a
      // fault after which a write may have committed) it stays, so a retry can never write twice.
      const nothingWritten = err instanceof AppError ? err.kind !== 'unavailable' && err.kind !== 'internal' : outage !== undefined && outage.code !== 'outcome_unknown';
      if (nothingWritten) await releaseIdempotencyKey(db, userId, key).catch(() => undefined);
    },
  };
}
