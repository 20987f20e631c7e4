// Forked load generator: runs autocannon (fixed connections, no pipelining) or a login burst and reports numbers.
import autocannon from 'autocannon';
import { serveRunner } from '../lib/infra.mjs';
import { benchMobile, CLIENT, login } from '../lib/login.mjs';
import { nowMs, round, summarize } from '../lib/util.mjs';

function run(opts) {
  return new Promise((resolve, reject) => {
    // No progress bar (autocannon.track is not called): the runner's output stays readable.
    autocannon({ pipelining: 1, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const pick = (r) => ({
  requests_per_s: round(r.requests.average, 1),
  requests: r.requests.total,
  latency_ms: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max, mean: round(r.latency.average) },
  non_2xx: r.non2xx,
  errors: r.errors,
  timeouts: r.timeouts,
  duration_s: r.duration,
  connections: r.connections,
});

/**
 * Refresh-token chains: a request takes a live token from the pool and its 200 answer puts the rotated one back,
 * so no token is ever presented twice (that would revoke its login). autocannon resets per-connection context
 * after every request, hence the shared pool; a spare token per connection covers the request each connection
 * builds ahead at start-up.
 */
function refreshRequests(tokens) {
  const pool = [...tokens];
  return [
    {
      method: 'POST',
      path: '/connect/oauth2/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      setupRequest(req) {
        const token = pool.shift();
        if (!token) throw new Error('refresh token pool ran dry (a refresh failed)');
        req.body = new URLSearchParams({ grant_type: 'refresh_token', client_id: CLIENT.id, client_secret: CLIENT.secret, refresh_token: token }).toString();
        return req;
      },
      onResponse(status, body) {
        if (status === 200) pool.push(JSON.parse(body).refresh_token);
      },
    },
  ];
}

serveRunner(async (msg) => {
  if (msg.type === 'autocannon') {
    const { url, warmupSeconds = 0, durationSeconds, connections, headers, method, body, overallRate, refreshTokens } = msg;
    const base = Object.fromEntries(Object.entries({ url, connections, headers, method, body, overallRate }).filter(([, v]) => v !== undefined));
    if (refreshTokens) {
      if (refreshTokens.length < 2 * connections) throw new Error('two refresh tokens per connection are needed');
      // No warm-up for chains: every request rotates, so the chain carries on from where it stands.
      return pick(await run({ url, connections, requests: refreshRequests(refreshTokens), duration: durationSeconds }));
    }
    if (warmupSeconds > 0) await run({ ...base, duration: warmupSeconds });
    return pick(await run({ ...base, duration: durationSeconds }));
  }
  if (msg.type === 'login-burst') {
    // `count` logins (code request + token), `concurrency` at a time, bounded by `maxSeconds`.
    const { base, sinkUrl, count, concurrency, firstMobile, maxSeconds } = msg;
    const latencies = [];
    let next = 0;
    let failed = 0;
    const deadline = Date.now() + maxSeconds * 1000;
    const started = nowMs();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < count && Date.now() < deadline) {
          const i = next++;
          const t0 = nowMs();
          try {
            await login(base, sinkUrl, benchMobile(firstMobile + i));
            latencies.push(nowMs() - t0);
          } catch {
            failed++;
          }
        }
      }),
    );
    const seconds = (nowMs() - started) / 1000;
    return { logins: latencies.length, failed, seconds: round(seconds), logins_per_s: round(latencies.length / seconds, 1), latency_ms: summarize(latencies) };
  }
  throw new Error(`unknown request ${msg.type}`);
});
process.send({ type: 'ready' });
