// Forked load generator: runs autocannon (fixed connections, no pipelining), a login burst, or a paced mix of GETs
// (an open loop at a fixed total rate, for the keynote scenario) and reports numbers.
import { Agent, request } from 'node:http';
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

/**
 * An open loop: `rate` GETs per second for `seconds` from `startAt` (epoch ms), spread over `targets` by weight
 * (smooth weighted round-robin) and over `bases` (the nodes) in turn. A 5 ms timer issues whatever is due, so a slow
 * server does not slow the sending (latency is counted from the moment a request is issued, waits for a free
 * keep-alive connection included). A target with `tokens` sends `authorization: Bearer <token>`, one token after another.
 * Before the window, `warmConnections` requests at once per node and endpoint open that many keep-alive connections
 * (a dashboard or app that has been running): otherwise every pool opens at the window's first second, and those
 * requests all wait for their connections to be accepted at once (a node accepts one per turn of its loop).
 */
async function paced({ bases, targets, rate, seconds, startAt, maxSockets = 64, timeoutMs = 30_000, warmConnections = 0 }) {
  // One pool of keep-alive connections per node and endpoint: the clients of different endpoints are different people
  // (a dashboard, a late attendee), so a slow answer of one endpoint never holds another's request in a shared queue.
  const agents = bases.map(() => targets.map(() => new Agent({ keepAlive: true, maxSockets })));
  const origins = bases.map((b) => new URL(b));
  // Latencies also split by connection: a request sent on a kept-alive connection, or one that waited for a new
  // connection to be accepted (a busy node accepts one connection per turn of its event loop: libuv >= 1.45).
  const stats = targets.map((t) => ({ name: t.name, weight: t.weight, sent: 0, ok: 0, statuses: {}, errors: {}, latencies: [], reused: [], fresh: [], freshAt: [] }));
  const current = targets.map(() => 0);
  const served = new WeakSet();
  const totalWeight = targets.reduce((a, t) => a + t.weight, 0);
  const pick = () => {
    let best = 0;
    for (let i = 0; i < targets.length; i++) {
      current[i] += targets[i].weight;
      if (current[i] > current[best]) best = i;
    }
    current[best] -= totalWeight;
    return best;
  };
  /**
   * GET of target `k` on node `b`; `settle(status, error, reused)` once, `reused` telling whether its connection had
   * answered before (Node's `req.reusedSocket` is false for a request that waited in the agent's queue for a busy
   * connection, so the agent's sockets are remembered here instead).
   */
  const get = (b, k, token, settle) => {
    const t = targets[k];
    const headers = token ? { authorization: `Bearer ${token}` } : {};
    const req = request({ agent: agents[b][k], host: origins[b].hostname, port: origins[b].port, path: t.path, method: 'GET', headers }, (res) => {
      res.on('data', () => undefined);
      const socket = res.socket;
      res.on('end', () => {
        const reused = served.has(socket);
        served.add(socket);
        settle(res.statusCode, undefined, reused);
      });
      res.on('error', (e) => settle(0, e.message));
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
    req.on('error', (e) => settle(0, e.message));
    req.end();
  };
  if (warmConnections > 0) {
    const warm = (b, k) => new Promise((resolve) => get(b, k, targets[k].tokens?.[0], resolve));
    await Promise.all(bases.flatMap((_, b) => targets.flatMap((_, k) => Array.from({ length: Math.min(warmConnections, maxSockets) }, () => warm(b, k)))));
  }
  const total = Math.round(rate * seconds);
  const end = startAt + seconds * 1000;
  const lags = [];
  let next = 0;
  let inWindow = 0;
  let outstanding = 0;
  let finish;
  const finished = new Promise((resolve) => (finish = resolve));
  const issue = (n) => {
    const k = pick();
    const t = targets[k];
    const st = stats[k];
    const b = n % bases.length;
    const token = t.tokens?.length ? t.tokens[st.sent % t.tokens.length] : undefined;
    st.sent++;
    outstanding++;
    const t0 = nowMs();
    let done = false;
    const settle = (status, err, reused) => {
      if (done) return;
      done = true;
      outstanding--;
      if (err) st.errors[err] = (st.errors[err] ?? 0) + 1;
      else {
        st.statuses[status] = (st.statuses[status] ?? 0) + 1;
        if (status >= 200 && status < 300) st.ok++;
        const ms = nowMs() - t0;
        st.latencies.push(ms);
        (reused ? st.reused : st.fresh).push(ms);
        // When in the window a request went out on a new connection (seconds since the start, whole).
        if (!reused) st.freshAt.push(Math.max(0, Math.floor((t0 - startAt) / 1000)));
      }
      if (next >= total && outstanding === 0) finish();
    };
    get(b, k, token, settle);
  };
  const timer = setInterval(() => {
    const now = nowMs();
    if (now < startAt) return;
    const due = Math.min(total, Math.floor(((now - startAt) * rate) / 1000) + 1);
    for (; next < due; next++) {
      const at = nowMs();
      lags.push(at - (startAt + (next * 1000) / rate));
      if (at <= end) inWindow++;
      issue(next);
    }
    if (next >= total) {
      clearInterval(timer);
      if (outstanding === 0) finish();
    }
  }, 5);
  await finished;
  for (const a of agents.flat()) a.destroy();
  return {
    asked_rate: rate,
    sent: next,
    sent_in_window: inWindow,
    send_lag_ms: summarize(lags),
    targets: stats.map(({ latencies, reused, fresh, freshAt, ...st }) => ({
      ...st,
      latency_ms: summarize(latencies),
      reused_connection_latency_ms: summarize(reused),
      new_connection_latency_ms: summarize(fresh),
      // Requests on a new connection per second of the window ({second: count}): a cold client opens its pool as the window starts.
      new_connection_by_second: freshAt.reduce((by, second) => ((by[second] = (by[second] ?? 0) + 1), by), {}),
    })),
  };
}

serveRunner(async (msg) => {
  if (msg.type === 'paced') return paced(msg);
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
