import { createCluster, type RedisClientType, type RedisClusterType } from 'redis';
import type { Logger } from './logger.js';

/**
 * REDIS_CLUSTER_NODES: a Redis Cluster through node-redis' cluster client. The context keeps it where a single
 * client would be (`ctx.redis`): every command Convene sends touches one key (GET/SET/INCR, rate-limiter scripts,
 * one user's presence set in a MULTI), which the cluster client routes to the key's master exactly as a single
 * client sends it, so the call sites stay as they are. Where the two differ they ask `isCluster()`: a pipeline over
 * many keys (presence refresh and lookups) becomes one command per key, readiness pings every master, and the
 * realtime link uses the sharded adapter (SPUBLISH/SSUBSCRIBE: each room's channel lives on its slot's shard).
 * No operation touches two keys in one command, so no hash tag is needed today; one that does must put its keys
 * in one slot with a `{tag}`.
 */
export function isCluster(redis: RedisClientType | undefined): boolean {
  return redis !== undefined && (redis as unknown as { masters?: unknown }).masters !== undefined;
}

/** Whether commands can be sent now (a single client: connected; a cluster: open, the slot map known). */
export function redisReady(redis: RedisClientType): boolean {
  if (!isCluster(redis)) return redis.isReady;
  const cluster = redis as unknown as RedisClusterType;
  return cluster.isOpen && cluster.masters.length > 0;
}

/** `host:port,host:port` → the cluster's seed nodes. */
export function clusterRootNodes(list: string): Array<{ url: string }> {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((hostPort) => ({ url: `redis://${hostPort}` }));
}

/**
 * Connects the cluster client: the slot map from any seed node, endless reconnects per node, a failover followed
 * (node-redis re-reads the slot map on MOVED and when a node is lost). Returned typed as a single client (see above).
 */
export async function connectRedisCluster(nodes: string, logger: Logger, commandTimeoutMs?: number): Promise<RedisClientType> {
  const cluster = createCluster({
    rootNodes: clusterRootNodes(nodes),
    defaults: {
      ...(commandTimeoutMs ? { commandOptions: { timeout: commandTimeoutMs } } : {}),
      socket: { reconnectStrategy: (retries: number) => Math.min(100 * 2 ** Math.min(retries, 5), 3000), connectTimeout: 5000 },
    },
    // A lost master: re-read the slot map and follow the promoted replica.
    maxCommandRedirections: 16,
  });
  let lastLogged = 0;
  const log = (err: unknown) => {
    const now = Date.now();
    if (now - lastLogged > 5000) {
      lastLogged = now;
      logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'redis.error');
    }
  };
  cluster.on('error', log);
  cluster.on('node-error', log);
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`REDIS_CLUSTER_NODES: could not connect to ${nodes} within 10 s`)), 10_000).unref());
  try {
    await Promise.race([cluster.connect(), timeout]);
  } catch (err) {
    cluster.destroy();
    throw err;
  }
  followFailover(cluster as unknown as RedisClientType, logger);
  return cluster as unknown as RedisClientType;
}

/** The parts of node-redis' cluster internals failover following needs (node-redis 5.x, cluster-slots.js). */
interface PubSubClient {
  isReady: boolean;
  getPubSubListeners(type: 'SHARDED'): Map<string, unknown>;
  extendPubSubChannelListeners(type: 'SHARDED', channel: string, listeners: unknown): Promise<unknown>;
}
interface SlotsInternals {
  nodeByAddress: Map<string, { client?: PubSubClient; pubSub?: { client: PubSubClient } }>;
  rediscover(startWith: unknown): Promise<void>;
  getShardedPubSubClient(channel: string): Promise<PubSubClient>;
}

/**
 * Follows a failover. node-redis re-reads the slot map only when a node answers MOVED/ASK (node-redis#2806), which a
 * dead master never does: its slots would stay mapped to it. While any node is unreachable this re-reads the map
 * every second (a promoted replica replaces the dead master), moves the sharded Pub/Sub subscriptions the dead
 * node held to the shard's new master (node-redis drops them with the node), and tells `onRecovered` once every
 * master answers again.
 */
export function followFailover(redis: RedisClientType, logger: Logger, onRecovered: () => void = () => undefined): void {
  const cluster = redis as unknown as RedisClusterType;
  const slots = (redis as unknown as { _slots?: SlotsInternals })._slots;
  if (!slots || typeof slots.rediscover !== 'function') return;
  let timer: NodeJS.Timeout | undefined;
  const healthy = () => cluster.isOpen && cluster.masters.length > 0 && cluster.masters.every((m) => (m as { client?: PubSubClient }).client?.isReady === true);
  const refresh = async () => {
    const held = new Map<string, { listeners: unknown; client: PubSubClient }>();
    for (const node of slots.nodeByAddress.values()) {
      const client = node.pubSub?.client;
      if (!client) continue;
      for (const [channel, listeners] of client.getPubSubListeners('SHARDED')) held.set(channel, { listeners, client });
    }
    const live = [...slots.nodeByAddress.values()].find((n) => n.client?.isReady)?.client;
    await slots.rediscover(live ?? { options: undefined });
    for (const [channel, { listeners, client }] of held) {
      const target = await slots.getShardedPubSubClient(channel);
      if (target !== client) await target.extendPubSubChannelListeners('SHARDED', channel, listeners);
    }
  };
  const tick = () => {
    timer = undefined;
    if (!cluster.isOpen) return;
    refresh().then(
      () => {
        if (healthy()) {
          logger.info('redis.cluster_recovered');
          onRecovered();
        } else timer ??= setTimeout(tick, 1000).unref();
      },
      (err: unknown) => {
        logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'redis.cluster_rediscover_failed');
        timer ??= setTimeout(tick, 1000).unref();
      },
    );
  };
  const schedule = () => {
    timer ??= setTimeout(tick, 1000).unref();
  };
  cluster.on('node-reconnecting', schedule);
  cluster.on('node-disconnect', schedule);
}

/** PING every master (readiness): the cluster serves only when each shard answers. */
export async function pingCluster(redis: RedisClientType): Promise<void> {
  const cluster = redis as unknown as RedisClusterType;
  await Promise.all(cluster.masters.map(async (master) => (await cluster.nodeClient(master)).ping()));
}

/** Closes a client or cluster without waiting more than `ms` for a Redis that may be gone (then drops the sockets). */
export async function closeRedis(redis: RedisClientType, ms = 1000): Promise<void> {
  const closed = redis.close().then(
    () => true,
    () => false,
  );
  const done = await Promise.race([closed, new Promise<boolean>((r) => setTimeout(() => r(false), ms).unref())]);
  if (!done) {
    try {
      redis.destroy();
    } catch {
      // already closed
    }
  }
}
