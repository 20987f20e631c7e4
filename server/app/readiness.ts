import type { AppContext } from './context.js';
import { isCluster, pingCluster, redisReady } from '../infra/redis-cluster.js';

export type Check = 'ok' | 'down';

export interface Readiness {
  /** 503 only when this node cannot serve: the database is down. */
  ready: boolean;
  body: { status: 'ok' | 'degraded' | 'unavailable' | 'draining'; checks: Record<string, Check>; degraded?: string[] };
}

function bounded(check: () => Promise<unknown>, ms: number): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve('down'), ms);
  });
  const run = (async () => {
    try {
      await check();
      return 'ok' as const;
    } catch {
      return 'down' as const;
    }
  })();
  return Promise.race([run, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Readiness with two dependencies, answered within READINESS_TIMEOUT_MS whatever they do. The database is
 * required (without it nothing is served). Redis is not: without it this node keeps serving REST and sockets,
 * delivers to its own sockets, and clients catch up with `sync` once cross-node delivery is back, so Redis down
 * is `degraded` (200), not unready.
 */
export async function checkReadiness(ctx: AppContext): Promise<Readiness> {
  // A node told to stop (SIGTERM) says so first, whatever its dependencies: the balancer stops sending to it.
  if (ctx.lifecycle.draining) return { ready: false, body: { status: 'draining', checks: {} } };
  const ms = ctx.config.timeouts.readinessMs;
  const redis = ctx.redis;
  const [database, redisCheck] = await Promise.all([
    bounded(() => ctx.database.ping(ms), ms),
    redis
      ? bounded(async () => (!redisReady(redis) ? Promise.reject(new Error('not ready')) : isCluster(redis) ? pingCluster(redis) : redis.ping()), ms)
      : Promise.resolve(undefined),
  ]);
  const checks: Record<string, Check> = { database };
  if (redisCheck) checks.redis = redisCheck;
  if (database === 'down') return { ready: false, body: { status: 'unavailable', checks } };
  if (redisCheck === 'down') {
    return {
      ready: true,
      body: { status: 'degraded', checks, degraded: ['redis: cross-node delivery and shared rate limits are paused; this node delivers to its own sockets and clients catch up with sync'] },
    };
  }
  return { ready: true, body: { status: 'ok', checks } };
}
