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
  return {
    async current() {
      if (!redisReady(redis)) return undefined;
      const value = await redis.get(key);
      if (value !== null) return value;
      await redis.set(key, fresh(), { NX: true });
      return (await redis.get(key)) ?? undefined;
    },
    async bump() {
      if (!redisReady(redis)) return;
      // INCR of a missing key gives 1: start that one from a fresh value instead.
      if ((await redis.incr(key)) === 1) await redis.set(key, fresh());
    },
  };
}
