import type { RedisClientType } from 'redis';
import type { Logger } from './logger.js';
import { isCluster, redisReady } from './redis-cluster.js';

/**
 * Which users have a socket connected, on any node (CONTRACT 10). The realtime layer reports connects and
 * disconnects; services ask `onlineOf` (one round trip for a whole page of users).
 */
export interface PresenceStore {
  /** Records a socket; true when it is the user's first (the user just came online). */
  connect(userId: number, socketId: string): Promise<boolean>;
  /** Forgets a socket; true when it was the user's last (the user just went offline). */
  disconnect(userId: number, socketId: string): Promise<boolean>;
  /** The users among `userIds` with at least one live socket. */
  onlineOf(userIds: readonly number[]): Promise<Set<number>>;
  close(): Promise<void>;
}

/** A socket counts for this long after its node last refreshed it: a node that dies leaves nobody online for longer. */
export const PRESENCE_TTL_MS = 60_000;
const REFRESH_MS = PRESENCE_TTL_MS / 3;

/** One node: the sockets in memory. */
export function createMemoryPresence(): PresenceStore {
  const sockets = new Map<number, Set<string>>();
  return {
    async connect(userId, socketId) {
      let set = sockets.get(userId);
      if (!set) sockets.set(userId, (set = new Set()));
      set.add(socketId);
      return set.size === 1;
    },
    async disconnect(userId, socketId) {
      const set = sockets.get(userId);
      if (!set?.delete(socketId)) return false;
      if (set.size > 0) return false;
      sockets.delete(userId);
      return true;
    },
    async onlineOf(userIds) {
      return new Set(userIds.filter((id) => (sockets.get(id)?.size ?? 0) > 0));
    },
    async close() {
      sockets.clear();
    },
  };
}

/**
 * Several nodes: a sorted set per user in Redis, `{prefix}presence:{userId}`, whose members are socket ids scored by
 * the time they stop counting. Each node re-scores its own sockets every TTL/3, so the sockets of a node that died
 * fall out within PRESENCE_TTL_MS (and the key itself expires). Connect and disconnect are one MULTI each, so when
 * two devices connect at once on two nodes exactly one of them sees "first". While Redis is away every call fails
 * at once (nothing waits for it); the refresh puts this node's sockets back when it returns. On a Redis Cluster each
 * MULTI still touches one key (one slot); the refresh and `onlineOf` send one command per key instead of a pipeline.
 */
export function createRedisPresence(redis: RedisClientType, prefix: string, logger: Logger): PresenceStore {
  const key = (userId: number) => `${prefix}presence:${userId}`;
  const local = new Map<string, number>();
  let closed = false;
  const cluster = isCluster(redis);
  const refresh = setInterval(() => {
    if (!local.size || !redisReady(redis)) return;
    const expires = Date.now() + PRESENCE_TTL_MS;
    if (cluster) {
      // Keys live on different shards: one command per key (node-redis pipelines them per shard).
      const each = [...local].map(([socketId, userId]) =>
        Promise.all([redis.zAdd(key(userId), { score: expires, value: socketId }), redis.pExpire(key(userId), PRESENCE_TTL_MS)]),
      );
      Promise.all(each).catch((err: unknown) => logger.warn({ err: (err as Error).message }, 'presence.refresh_failed'));
      return;
    }
    const multi = redis.multi();
    for (const [socketId, userId] of local) {
      multi.zAdd(key(userId), { score: expires, value: socketId });
      multi.pExpire(key(userId), PRESENCE_TTL_MS);
    }
    multi.execAsPipeline().catch((err: unknown) => logger.warn({ err: (err as Error).message }, 'presence.refresh_failed'));
  }, REFRESH_MS);
  refresh.unref();

  /** Like the rate limiters: never queue commands for a Redis that is away (callers treat presence as unknown). */
  const ready = () => {
    if (!redisReady(redis)) throw new Error('presence: Redis is not connected');
  };

  return {
    async connect(userId, socketId) {
      local.set(socketId, userId);
      ready();
      const now = Date.now();
      const replies = await redis
        .multi()
        .zRemRangeByScore(key(userId), '-inf', now)
        .zAdd(key(userId), { score: now + PRESENCE_TTL_MS, value: socketId })
        .zCard(key(userId))
        .pExpire(key(userId), PRESENCE_TTL_MS)
        .exec();
      return Number(replies[2]) === 1;
    },
    async disconnect(userId, socketId) {
      local.delete(socketId);
      if (closed && !redisReady(redis)) return false;
      ready();
      const replies = await redis
        .multi()
        .zRem(key(userId), socketId)
        .zRemRangeByScore(key(userId), '-inf', Date.now())
        .zCard(key(userId))
        .exec();
      return Number(replies[0]) === 1 && Number(replies[2]) === 0;
    },
    async onlineOf(userIds) {
      const ids = [...new Set(userIds)];
      if (!ids.length) return new Set();
      ready();
      const now = Date.now();
      let counts: unknown[];
      if (cluster) counts = await Promise.all(ids.map((id) => redis.zCount(key(id), now, '+inf')));
      else {
        const multi = redis.multi();
        for (const id of ids) multi.zCount(key(id), now, '+inf');
        counts = await multi.execAsPipeline();
      }
      return new Set(ids.filter((_, i) => Number(counts[i]) > 0));
    },
    async close() {
      closed = true;
      clearInterval(refresh);
    },
  };
}
