import { randomInt } from 'node:crypto';
import type { RedisClientType } from 'redis';
import type { CatalogueVersions } from '../catalogue/read-cache.js';
import { redisReady } from './redis-cluster.js';

/**
 * The catalogue version shared by every node, in Redis. A missing key (first start, or a Redis that lost its data)
 * starts from a random value, so entries cached before cannot be mistaken for current ones. While Redis is not
 * ready the version is unknown and nodes serve nothing from cache (commands would otherwise wait in the offline queue).
 */
export function redisCatalogueVersions(redis: RedisClientType, prefix: string): CatalogueVersions {
  const key = `${prefix}catalogue:version`;
  const fresh = () => String(Date.now() * 1000 + randomInt(1000));
  const read = async () => {
    if (!redisReady(redis)) return undefined;
    const value = await redis.get(key);
    if (value !== null) return value;
    await redis.set(key, fresh(), { NX: true });
    return (await redis.get(key)) ?? undefined;
  };
  return {
    // Busy nodes ask Redis once per batch of reads, not once per read (issue 28), and never less fresh than before.
    current: batchedSinceCall(read),
    async bump() {
      if (!redisReady(redis)) return;
      // INCR of a missing key gives 1: start that one from a fresh value instead.
      if ((await redis.incr(key)) === 1) await redis.set(key, fresh());
    },
  };
}

/**
 * `read` shared by concurrent callers, each answered by a call that STARTED after it asked: a caller arriving while
 * a read is in flight waits for the next one, which starts when that one ends and serves everyone who came
 * meanwhile. So a write acknowledged (on any node) before a caller asks is always seen, as with one read per
 * caller, while a node under load sends at most one read at a time.
 */
export function batchedSinceCall<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const p = read().finally(() => {
      if (inFlight === p) inFlight = null;
    });
    inFlight = p;
    return p;
  };
  return () => {
    if (!inFlight) return start();
    if (!next) {
      const after = inFlight.then(
        () => undefined,
        () => undefined,
      );
      next = after.then(() => {
        next = null;
        return start();
      });
    }
    return next;
  };
}
