// Token endpoint: refresh_token grant throughput and p99, and /healthz p99 while a burst of mobile_verification
// logins (code request + token) runs, against /healthz p99 with no burst on the same node in the same run.
import { benchMobile, login } from '../lib/login.mjs';
import { CPUS, forkScript, startConvene } from '../lib/infra.mjs';

export async function run(env) {
  const { quick } = env;
  const seconds = env.smoke ? 1 : quick ? 3 : 15;
  const connections = 10;
  const node = await startConvene({ databaseUrl: env.databaseUrl, smsUrl: env.smsUrl, label: 'convene-token' });
  const loadA = await forkScript('load/http-load.mjs', { cpus: CPUS.load, label: 'load-a' });
  const loadB = await forkScript('load/http-load.mjs', { cpus: CPUS.load, label: 'load-b' });
  try {
    // Logins through the real path give the refresh chains their first tokens (three per connection, see http-load).
    const tokens = [];
    for (let i = 0; i < 3 * connections; i++) tokens.push((await login(node.url, env.sinkUrl, benchMobile(1_000_000 + i))).refresh_token);
    const refresh = await loadA.request({ type: 'autocannon', url: node.url, connections, durationSeconds: seconds, refreshTokens: tokens });

    const healthProbe = { type: 'autocannon', url: `${node.url}/healthz`, connections: 1, overallRate: 200, durationSeconds: seconds };
    const healthIdle = await loadB.request(healthProbe);
    const burstCount = env.smoke ? 40 : quick ? 400 : 3000;
    const [healthBurst, burst] = await Promise.all([
      loadB.request(healthProbe),
      loadA.request({ type: 'login-burst', base: node.url, sinkUrl: env.sinkUrl, count: burstCount, concurrency: 20, firstMobile: 2_000_000, maxSeconds: seconds }),
    ]);
    return {
      scenario: 'token',
      setup: { node: 'one Convene node (PostgreSQL)', connections, seconds, burst_concurrency: 20 },
      refresh_token: refresh,
      login_burst: burst,
      healthz_idle: healthIdle,
      healthz_during_burst: healthBurst,
      table: [
        { figure: 'refresh_token grant, requests/s (10 connections)', convene: refresh.requests_per_s },
        { figure: 'refresh_token grant, p99 ms', convene: refresh.latency_ms.p99 },
        { figure: 'mobile_verification logins/s (code + token, 20 at a time)', convene: burst.logins_per_s },
        {
          figure: '/healthz p99 ms during the login burst (baseline: same node idle)',
          convene: healthBurst.latency_ms.p99,
          baseline: healthIdle.latency_ms.p99,
          baseline_name: 'idle',
          ratio: healthIdle.latency_ms.p99 ? healthBurst.latency_ms.p99 / healthIdle.latency_ms.p99 : null,
        },
      ],
    };
  } finally {
    await Promise.all([loadA.stop(), loadB.stop(), node.stop()]);
  }
}
