import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RedisClientType } from 'redis';

export interface Limiter {
  /** Counts one hit for `key`; throws the factory's refusal (the domain's 429, with Retry-After) once the budget is spent. */
  consume(key: string, points?: number): Promise<void>;
  /**
   * Counts `points` for `key` when the budget allows, atomically (so concurrent callers cannot all slip past a
   * check): 0 when counted, else the seconds until it may try again (nothing counted). Never throws a refusal.
   */
  tryConsume(key: string, points?: number): Promise<number>;
  /** Gives back the budget of `key` (e.g. when the guarded action failed for reasons of our own). */
  reset(key: string): Promise<void>;
  /** Seconds until `key` may act again, or 0 when it has budget left. Consumes nothing. */
  blockedFor(key: string): Promise<number>;
  /** Gives `points` back to `key` (a concurrency cap: one point per open connection, given back when it closes). */
  give(key: string, points?: number): Promise<void>;
  /** Points `key` has consumed in its current window (0 when none or unknown). */
  used(key: string): Promise<number>;
}

export interface LimiterOptions {
  /** Hits allowed per window. */
  points: number;
  /** Window length in seconds. */
  duration: number;
  message?: string;
}

export type LimiterFactory = (name: string, options: LimiterOptions) => Limiter;

/** The error a spent budget throws (the domain's 429 `rate_limited`, given by the wiring: infra knows no error catalogue). */
export type Refusal = (retryAfterSeconds: number, message?: string) => Error;

/**
 * Limiters live in Redis when it is configured, so every node shares one budget; a memory limiter stands in
 * while Redis is unreachable (never fail open silently, never crash). Without Redis there is one node, so memory is exact.
 */
export function createLimiterFactory(redis: RedisClientType | undefined, keyPrefix: string, refuse: Refusal): LimiterFactory {
  return (name, { points, duration, message }) => {
    const memory = new RateLimiterMemory({ keyPrefix: `${keyPrefix}rl:${name}`, points, duration });
    const limiter: RateLimiterAbstract = redis
      ? new RateLimiterRedis({
          storeClient: redis,
          useRedisPackage: true,
          rejectIfRedisNotReady: true,
          keyPrefix: `${keyPrefix}rl:${name}`,
          points,
          duration,
          insuranceLimiter: memory,
        })
      : memory;
    return {
      async consume(key, cost = 1) {
        try {
          await limiter.consume(key, cost);
        } catch (err) {
          if (err instanceof RateLimiterRes) throw refuse(err.msBeforeNext / 1000, message);
          throw err;
        }
      },
      async tryConsume(key, cost = 1) {
        try {
          await limiter.consume(key, cost);
          return 0;
        } catch (err) {
          if (!(err instanceof RateLimiterRes)) throw err;
          // A refused consume still counted its points (rate-limiter-flexible): take back exactly this call's own.
          await limiter.reward(key, Math.min(cost, err.consumedPoints)).catch(() => undefined);
          return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
        }
      },
      async reset(key) {
        await limiter.delete(key).catch(() => undefined);
      },
      async give(key, points = 1) {
        const res = await limiter.get(key).catch(() => null);
        // Never below zero: a window that expired meanwhile starts again from nothing.
        if (res && res.consumedPoints > 0) await limiter.reward(key, Math.min(points, res.consumedPoints)).catch(() => undefined);
      },
      async used(key) {
        const res = await limiter.get(key).catch(() => null);
        return res?.consumedPoints ?? 0;
      },
      async blockedFor(key) {
        const res = await limiter.get(key).catch(() => null);
        return res && res.consumedPoints >= points ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0;
      },
    };
  };
}
