import type { AppContext } from './context.js';
import { isCluster, pingCluster, redisReady } from '../infra/redis-cluster.js';

export type Check = 'ok' | 'down';

export interface Readiness {
  /** 503 only when this node cannot serve: the database is down. */
  ready: boolean;
  body: {
    status: 'ok' | 'degraded' | 'unavailable' | 'draining';
    checks: Record<string, Check>;
    degraded?: string[];
    /** DATABASE_READ_URL only: the replica's last check (`lagging` and `down` are served by the primary). */
    replica?: { status: 'ok' | 'lagging' | 'down'; lagMs: number | null };
  };
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
  const state = ctx.readReplica?.state();
  const replica = state ? { replica: { status: state.status, lagMs: state.lagMs } } : {};
  if (database === 'down') return { ready: false, body: { status: 'unavailable', checks, ...replica } };
  const degraded: string[] = [];
  if (redisCheck === 'down') degraded.push('redis: cross-node delivery and shared rate limits are paused; this node delivers to its own sockets and clients catch up with sync');
  // A replica that is down or lagging costs the primary its reads, nothing else: degraded, still ready.
  if (state && state.status !== 'ok') degraded.push(`replica: ${state.status}${state.status === 'lagging' ? ` (${state.lagMs} ms behind)` : ''}; lag-tolerant reads go to the primary`);
  // A mail server or SMS provider that fails costs its sends (mail waits in the outbox), nothing else: degraded.
  const providers = ctx.providerHealth.state();
  for (const [name, p] of Object.entries(providers)) {
    checks[name] = p.status === 'ok' ? 'ok' : 'down';
    if (p.status === 'failing') degraded.push(`${name}: failing since ${p.since ?? '?'} (${p.reason ?? 'unknown'}); ${name === 'mail' ? 'mails wait in the outbox and are retried' : 'verification codes answer 503 sms_unavailable; written messages wait in the outbox and are retried'}`);
  }
  if (degraded.length) return { ready: true, body: { status: 'degraded', checks, degraded, ...replica } };
  return { ready: true, body: { status: 'ok', checks, ...replica } };
}
