import { createAdapter, createShardedAdapter } from '@socket.io/redis-adapter';
import type { RedisClientType } from 'redis';
import type { ServerOptions } from 'socket.io';
import type { AppContext } from '../context/context.js';
import { onRedisHealth, redisReachable, withDeadline } from '../infra/redis-guard.js';
import { followFailover, isCluster, redisReady } from '../infra/redis-cluster.js';

/** How sockets on different nodes reach each other. */
export interface ClusterLink {
  /** The Socket.IO adapter factory, or undefined for the in-memory one (a single node). */
  adapter: ServerOptions['adapter'] | undefined;
  kind: 'memory' | 'redis' | 'redis-sharded';
  /**
   * Whether a broadcast can reach the other nodes right now. While Redis is away, delivery falls back to this
   * node's sockets only (clients elsewhere catch up with `sync`), instead of queueing publishes in memory.
   */
  connected(): boolean;
  /** Calls `listener` each time the link comes back after Redis was away (subscriptions already restored). */
  onRestored(listener: () => void): void;
  close(): Promise<void>;
}

/** Methods the adapter calls without handling their promise: a rejection there would end the process. */
const FIRE_AND_FORGET = ['publish', 'sPublish', 'subscribe', 'pSubscribe', 'sSubscribe', 'unsubscribe', 'pUnsubscribe', 'sUnsubscribe', 'sendCommand'];

/**
 * Hands the adapter a view of a node-redis client whose fire-and-forget commands can never reject unhandled:
 * with Redis gone, node-redis rejects commands in flight, and the adapter does not catch its `publish` calls.
 */
function guarded(client: RedisClientType, onError: (err: unknown) => void, deadlineMs: number): RedisClientType {
  return new Proxy(client, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      const fn = value as (...args: unknown[]) => unknown;
      if (typeof prop === 'string' && !['duplicate', 'on', 'once', 'off', 'connect', 'close', 'destroy', 'quit'].includes(prop)) {
        return (...args: unknown[]) => {
          let result = fn.apply(target, args);
          // Bounded like every Redis call (infra/redis-guard.ts): the adapter's own calls (serverCount's
          // PUBSUB NUMSUB, publishes) never wait on a partitioned Redis.
          if (result instanceof Promise) result = withDeadline(result, deadlineMs);
          if (result instanceof Promise && FIRE_AND_FORGET.includes(prop)) result.catch(onError);
          return result;
        };
      }
      return fn.bind(target);
    },
  });
}

async function closeClient(client: RedisClientType): Promise<void> {
  if (!client.isOpen) return;
  if (isCluster(client) ? redisReady(client) : client.isReady) {
    // QUIT waits for Redis; never let a half-dead Redis hold the shutdown.
    await Promise.race([client.close().catch(() => undefined), new Promise((r) => setTimeout(r, 1000).unref())]);
  }
  if (client.isOpen) client.destroy();
}

/**
 * With `REDIS_URL`: the Redis adapter on two dedicated connections (publish, and subscribe, which Redis puts in
 * subscriber mode), both duplicated from the context's client so they share its reconnect strategy; the sharded
 * adapter (SPUBLISH/SSUBSCRIBE, Redis 7+) with `REDIS_SHARDED_ADAPTER=1`. Channels carry `REDIS_KEY_PREFIX`, so
 * several deployments (or test runs) can share one Redis. node-redis reconnects forever and restores its
 * subscriptions on reconnect (test/realtime/realtime-redis-restart.test.ts proves it for both adapters).
 */
export async function createClusterLink(ctx: AppContext): Promise<ClusterLink> {
  const { redis, config, logger } = ctx;
  if (!redis) {
    return { adapter: undefined, kind: 'memory', connected: () => true, onRestored: () => undefined, close: async () => undefined };
  }
  const pub = redis.duplicate() as RedisClientType;
  const sub = redis.duplicate() as RedisClientType;
  let lastLogged = 0;
  // Set once this node shuts the link down: what the closing clients report then is not an outage.
  let closing = false;
  const onError = (role: string) => (err: unknown) => {
    if (closing) return;
    const now = Date.now();
    if (now - lastLogged < 5000) return;
    lastLogged = now;
    logger.warn({ err: err instanceof Error ? err.message : String(err), role }, 'realtime.redis_error');
  };
  pub.on('error', onError('pub'));
  sub.on('error', onError('sub'));
  // node-redis finishes resubscribing before it emits 'ready' again, so "both ready" means delivery is back.
  const cluster = isCluster(redis);
  const ready = (client: RedisClientType) => (cluster ? redisReady(client) : client.isReady);
  let down = false;
  const restored = new Set<() => void>();
  // The three links (commands, publish, subscribe) and the watchdog come back in any order, and the commands
  // client's own 'ready' is not among the events heard here: while down, the link also looks every half second, so
  // the last of them to return always ends the outage.
  let recheck: NodeJS.Timeout | undefined;
  const lost = () => {
    if (closing) return;
    if (!down) logger.warn('realtime.redis_down');
    down = true;
    if (!recheck) {
      recheck = setInterval(() => back(), 500);
      recheck.unref();
    }
  };
  const back = () => {
    if (!down || closing || !ready(pub) || !ready(sub) || !redisReachable(redis)) return;
    down = false;
    clearInterval(recheck);
    recheck = undefined;
    logger.info('realtime.redis_restored');
    for (const listener of restored) listener();
  };
  for (const client of [pub, sub]) {
    if (cluster) {
      // The slot map and the shard subscriptions follow a failover (infra/redis-cluster.ts); once every master
      // answers again, local sockets are told to `sync` what they may have missed meanwhile.
      client.on('node-reconnecting', lost);
      client.on('node-disconnect', lost);
      followFailover(client, logger, back);
    } else {
      client.on('reconnecting', lost);
      client.on('ready', back);
    }
  }
  // A partition (packets dropped) never makes node-redis reconnect: the socket stays open and replies just stop.
  // The guard's watchdog (infra/redis-guard.ts) notices within its deadline, and so does every call that waits it
  // out: the link is down from then on (broadcasts stay on this node, issue 44), and when the watchdog hears from
  // Redis again every local socket is told to `sync` what it may have missed.
  const stopWatching = onRedisHealth(redis, (reachable) => (reachable ? back() : lost()));
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (err) {
    stopWatching();
    pub.destroy();
    sub.destroy();
    throw err;
  }
  const channel = `${config.redisKeyPrefix}socket.io`;
  const deadlineMs = config.timeouts.redisCommandMs;
  const pubView = guarded(pub, onError('pub'), deadlineMs);
  const subView = guarded(sub, onError('sub'), deadlineMs);
  // A Redis Cluster always gets the sharded adapter (a classic PUBLISH reaches every node of the cluster).
  const sharded = config.redisShardedAdapter || cluster;
  const adapter = sharded
    ? createShardedAdapter(pubView, subView, { channelPrefix: channel })
    : createAdapter(pubView, subView, { key: channel, requestsTimeout: deadlineMs });
  return {
    adapter,
    kind: sharded ? 'redis-sharded' : 'redis',
    // Ready sockets are not enough: a partitioned Redis keeps them open (the watchdog tells).
    connected: () => ready(pub) && ready(sub) && redisReachable(redis),
    onRestored: (listener) => restored.add(listener),
    async close() {
      closing = true;
      clearInterval(recheck);
      stopWatching();
      await Promise.all([closeClient(pub), closeClient(sub)]);
    },
  };
}
