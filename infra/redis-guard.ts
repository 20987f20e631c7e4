import type { RedisClientType } from 'redis';
import type { Logger } from './logger.js';
import { isCluster, redisReady } from './redis-cluster.js';

/**
 * Every Redis call answers or fails within REDIS_COMMAND_TIMEOUT_MS, whatever the network does.
 *
 * node-redis's own command timeout (`commandOptions.timeout`) only covers a command waiting in its queue: once the
 * bytes are written, the timer is dropped and the command waits for its reply for ever. When Redis is partitioned
 * (packets dropped, not refused) the socket stays writable and open, so every command (ours, the rate limiter's,
 * the Socket.IO adapter's) would hang until TCP gives up, many minutes later. So:
 * - every promise a client method returns (commands, `multi().exec()`, `execAsPipeline()`) is raced against the
 *   deadline and rejected with `RedisUnavailableError` when it passes (the reply, if it ever comes, is dropped);
 * - a watchdog PINGs Redis about every second with the same deadline; while it gets no answer (or the client is
 *   not connected) Redis counts as unreachable and calls fail at once instead of waiting out the deadline, so the
 *   services take their fallbacks (memory rate limits, presence unknown, this node's sockets only) without delay;
 * - a call whose deadline passes marks Redis unreachable at once (the watchdog brings it back with its next
 *   answered PING), so a request that makes two Redis calls waits one deadline, not two (issue 44);
 * - listeners (`onRedisHealth`) hear each change, so the Socket.IO adapter counts as down during a partition that
 *   node-redis never notices (no `reconnecting` while the socket stays open) and its sockets are told to `sync`.
 */

export class RedisUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RedisUnavailableError';
  }
}

interface Health {
  reachable: boolean;
  /** Whether a watchdog restores `reachable` (not for a Redis Cluster, which follows its own failovers). */
  watched: boolean;
  listeners: Set<(reachable: boolean) => void>;
}

function setReachable(health: Health, reachable: boolean): void {
  if (health.reachable === reachable) return;
  health.reachable = reachable;
  for (const listener of health.listeners) listener(reachable);
}

/**
 * Calls `listener(false)` each time the guard of `client` finds Redis unreachable (a PING or a call past its
 * deadline) and `listener(true)` when its watchdog hears from Redis again. Nothing for an unguarded client.
 */
export function onRedisHealth(client: RedisClientType | undefined, listener: (reachable: boolean) => void): () => void {
  const health = client ? healthOf.get(client) : undefined;
  if (!health) return () => undefined;
  health.listeners.add(listener);
  return () => health.listeners.delete(listener);
}

const healthOf = new WeakMap<object, Health>();

/** Whether the watchdog of a guarded client last heard from Redis (true for a client that is not guarded). */
export function redisReachable(client: RedisClientType | undefined): boolean {
  if (!client) return false;
  const health = healthOf.get(client);
  return redisReady(client) && (health ? health.reachable : true);
}

/** Races `promise` against `ms`; the timer never keeps the process alive. */
export function withDeadline<T>(promise: Promise<T>, ms: number, what = 'Redis'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RedisUnavailableError(`${what} did not answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** Methods that hand back something other than a command's promise (or manage the connection itself). */
const PASS_THROUGH = new Set(['duplicate', 'on', 'once', 'off', 'emit', 'addListener', 'removeListener', 'removeAllListeners', 'listeners', 'connect', 'close', 'quit', 'destroy', 'disconnect']);

/** A view of `target` whose promises are bounded (and fail at once while `health` says Redis is away). */
function bounded<T extends object>(target: T, ms: number, health: Health, isReady: () => boolean, builder = false): T {
  const view: T = new Proxy(target, {
    get(obj, prop) {
      const value: unknown = Reflect.get(obj, prop, obj);
      if (typeof value !== 'function') return value;
      const fn = value as (...args: unknown[]) => unknown;
      if (typeof prop !== 'string' || PASS_THROUGH.has(prop)) return fn.bind(obj);
      // A multi() builder: queuing a command returns the builder (kept as this view); only exec sends.
      const sends = builder ? prop.startsWith('exec') : prop !== 'multi' && prop !== 'MULTI';
      return (...args: unknown[]) => {
        if (sends && (!health.reachable || !isReady())) return Promise.reject(new RedisUnavailableError('Redis is unreachable'));
        const result = fn.apply(obj, args);
        if (result instanceof Promise) {
          return withDeadline(result, ms).catch((err: unknown) => {
            // No answer within the deadline: the next call fails at once instead of waiting a deadline of its own.
            if (err instanceof RedisUnavailableError && health.watched) setReachable(health, false);
            throw err;
          });
        }
        if (result === obj) return view;
        if (!builder && result && typeof result === 'object' && (prop === 'multi' || prop === 'MULTI')) return bounded(result, ms, health, isReady, true);
        return result;
      };
    },
  });
  return view;
}

/** The bounded view of a connected client, with its watchdog (stopped by `stop`). */
export function guardRedis(client: RedisClientType, ms: number, logger: Logger): { client: RedisClientType; stop: () => void } {
  const health: Health = { reachable: true, watched: !isCluster(client), listeners: new Set() };
  const view = bounded(client, ms, health, () => redisReady(client));
  healthOf.set(view, health);
  healthOf.set(client, health);
  let probing = false;
  let lastError = '';
  // Logged once an outage, whichever noticed first (a call's deadline or the watchdog's PING).
  health.listeners.add((reachable) => {
    if (reachable) logger.info('redis.reachable');
    else logger.warn({ err: lastError || `a call got no answer within ${ms} ms` }, 'redis.unreachable');
  });
  const probe = async () => {
    if (probing) return;
    probing = true;
    try {
      if (!client.isReady) throw new RedisUnavailableError('not connected');
      await withDeadline(client.ping(), ms);
      lastError = '';
      setReachable(health, true);
    } catch (err) {
      lastError = err instanceof Error ? err.message : String(err);
      setReachable(health, false);
    } finally {
      probing = false;
    }
  };
  // A Redis Cluster follows its own failovers (infra/redis-cluster.ts): only the deadlines apply to it.
  if (isCluster(client)) return { client: view, stop: () => undefined };
  const timer = setInterval(() => void probe(), Math.min(1000, Math.max(100, Math.floor(ms / 2))));
  timer.unref();
  return { client: view, stop: () => clearInterval(timer) };
}
