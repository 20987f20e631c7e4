import DataLoader from 'dataloader';
import type { DB } from '../../storage/database.js';
import { accessRevoked, accessRevokedMany } from '../../storage/repositories/refresh-tokens.js';
import type { Locale } from '../locale.js';

/** How long a "still valid" answer is trusted on this node when no invalidation arrives (bounded staleness). */
export const REVOCATION_CACHE_MS = 10_000;
/** Users remembered per node; the oldest entries go first. */
const MAX_USERS = 10_000;

export interface RevocationCheck {
  /** Whether access tokens of this user (and login `sid`) are dead: deleted account or revoked login. */
  isRevoked(userId: number, sid: string | null): Promise<boolean>;
  /** Drops what this node remembers about the user (after a deletion or logout here or on another node). */
  forget(userId: number): void;
}

/**
 * The per-request check that makes deletion and logout reach access tokens at once (CONTRACT 7): a small bounded
 * in-process cache in front of one indexed query. Answers are kept at most REVOCATION_CACHE_MS; the node that stores
 * a deletion or logout forgets the user at once, and the others are told through the realtime cluster link
 * (`Notifier.sessionsRevoked`), so in practice every node refuses the token from the moment the change is stored.
 * A revoked answer is permanent (a deleted account or revoked login never comes back), so it is kept as long.
 */
export interface RevocationCheckDeps {
  db: DB;
  /** How long a "still valid" answer is kept (REVOCATION_CACHE_MS unless given). */
  ttlMs?: number;
  /** Hears the saved locale of each live user the check read from the database (server/locale.ts LocaleHints). */
  onLocale?: (userId: number, locale: Locale | null) => void;
}

/** Checks asked in the same turn of the event loop go to the database together, at most this many a statement. */
const BATCH_MAX = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createRevocationCheck(deps: RevocationCheckDeps): RevocationCheck {
  const { db, ttlMs = REVOCATION_CACHE_MS, onLocale } = deps;
  const cache = new Map<number, Map<string, { revoked: boolean; until: number }>>();
  /**
   * Misses asked in one turn of the event loop are answered by one statement (dataloader: a drop's or a keynote's
   * thousand requests arriving at once would otherwise each send their own).
   */
  const loader = new DataLoader<{ userId: number; familyId: string | null }, boolean, string>(async (pairs) => {
    const answers = await accessRevokedMany(db, pairs);
    if (onLocale) answers.forEach((a, k) => !a.dead && onLocale(pairs[k]!.userId, a.locale));
    return answers.map((a) => a.dead);
  }, {
    cache: false,
    maxBatchSize: BATCH_MAX,
    cacheKeyFn: (p) => `${p.userId}:${p.familyId ?? ''}`,
  });
  // A login id that is not a UUID (never one Convene signs) is asked alone, as before, so it cannot fail a batch.
  const ask = (userId: number, sid: string | null): Promise<boolean> => (sid !== null && !UUID.test(sid) ? accessRevoked(db, userId, sid) : loader.load({ userId, familyId: sid }));
  return {
    async isRevoked(userId, sid) {
      const key = sid ?? '';
      const now = Date.now();
      const hit = cache.get(userId)?.get(key);
      if (hit && (hit.revoked || hit.until > now)) return hit.revoked;
      const revoked = await ask(userId, sid);
      let entry = cache.get(userId);
      if (entry) {
        cache.delete(userId);
      } else {
        entry = new Map();
        if (cache.size >= MAX_USERS) cache.delete(cache.keys().next().value!);
      }
      // Re-inserted last: the Map's order is least recently filled first.
      cache.set(userId, entry);
      if (entry.size >= 50) entry.clear();
      entry.set(key, { revoked, until: now + ttlMs });
      return revoked;
    },
    forget(userId) {
      cache.delete(userId);
    },
  };
}
