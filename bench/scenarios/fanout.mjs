// Feed fan-out: N authenticated sockets in one event room, posts at a fixed rate carrying their send time,
// delivery latency sampled in the clients, deliveries/s and server CPU per delivery (from /proc/<pid>/stat of
// the server processes). Same run: Convene on 1 node and on 2 nodes sharing Redis, bare Socket.IO on 1 and 2
// nodes (same adapter, no auth or storage), and a raw `ws` broadcaster. Also resident memory per socket.
import { CPUS, forkScript, profileFlags, SERVER_EXEC_ARGV, startConvene } from '../lib/infra.mjs';
import { mintTokens, seedAttendees, seedBlocks, seedCatalogue } from '../lib/seed.mjs';
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuSeconds, cpuSecondsByThread, nowMs, round, rssBytes, sleep, summarize } from '../lib/util.mjs';

const PER_WORKER = 2500;

async function startServers(kind, nodes, env, serverEnv = {}) {
  const servers = [];
  for (let n = 0; n < nodes; n++) {
    const redisUrl = nodes > 1 ? env.redisUrl : undefined;
    if (kind === 'convene') {
      const node = await startConvene({ databaseUrl: env.databaseUrl, redisUrl, smsUrl: env.smsUrl, label: `convene-fanout-${n}`, extraEnv: serverEnv });
      servers.push({ pid: node.pid, url: `${node.url}/connect/socket.io`, stop: node.stop });
      const probe = await fetch(`${node.url}/connect/socket.io/?EIO=4&transport=polling`);
      await probe.arrayBuffer();
      if (probe.status === 404) {
        await Promise.all(servers.map((s) => s.stop()));
        throw new Error('Convene serves no Socket.IO at /connect/socket.io (realtime not attached in app/main.ts)');
      }
    } else {
      const script = kind === 'ws' ? 'baselines/ws-bare.mjs' : 'baselines/socketio-bare.mjs';
      const child = await forkScript(script, { cpus: CPUS.server, execArgv: [...SERVER_EXEC_ARGV, ...profileFlags()], label: `${kind}-${n}`, env: { ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `bare${process.pid}:` } : { REDIS_URL: '' }), ...serverEnv } });
      const path = kind === 'ws' ? '/' : '/connect/socket.io';
      servers.push({ pid: child.pid, url: `http://127.0.0.1:${child.ready.port}${path}`, stop: child.stop });
    }
  }
  return servers;
}

/**
 * Resident memory of each server after a full GC (SIGUSR2, see lib/gc-on-signal.mjs): the median of three
 * readings 400 ms apart.
 */
async function settledRss(servers) {
  const readings = [];
  const heaps = [];
  for (let k = 0; k < 3; k++) {
    for (const s of servers) process.kill(s.pid, 'SIGUSR2');
    await sleep(400);
    readings.push(servers.map((s) => rssBytes(s.pid)));
    heaps.push(servers.map((s) => liveHeap(s.pid)));
  }
  const median = (rows, i) => rows.map((r) => r[i]).sort((a, b) => a - b)[1];
  return { rss: servers.map((_, i) => median(readings, i)), heap: servers.map((_, i) => median(heaps, i)) };
}

/** Live JS memory after the forced GC (heap used + external + array buffers), from the preload's file. */
function liveHeap(pid) {
  try {
    const m = JSON.parse(readFileSync(join(tmpdir(), `convene-bench-mem-${pid}.json`), 'utf8'));
    return m.heapUsed + m.external + m.arrayBuffers;
  } catch {
    return NaN;
  }
}

/** One configuration: start servers, connect N sockets from forked workers, post, wait for every delivery. */
/**
 * `warmSeconds`: posts at the same rate for that long before the measured window, waiting until they are delivered,
 * so the window measures nodes whose delivery path V8 has already compiled (steady state) rather than each node's
 * warm-up, which a short window repeats once per node.
 */
export async function measure({ kind, nodes, size, tokens, userIds, rate, seconds, posters, env, suffix = '', serverEnv = {}, warmSeconds = 0, idleSeconds = 0 }) {
  const label = `${kind === 'convene' ? 'Convene' : kind === 'ws' ? 'raw ws' : 'bare Socket.IO'}, ${nodes} node${nodes > 1 ? 's' : ''}${suffix}`;
  env.log(`  fanout ${size} sockets: ${label}`);
  const servers = await startServers(kind, nodes, env, serverEnv);
  const workers = [];
  try {
    const memBefore = await settledRss(servers);
    const rssBefore = memBefore.rss;
    const count = Math.ceil(size / PER_WORKER) < 2 ? 2 : Math.ceil(size / PER_WORKER);
    const per = Math.ceil(size / count);
    for (let w = 0; w < count; w++) workers.push(await forkScript('load/socket-clients.mjs', { cpus: CPUS.load, label: `clients-${w}` }));
    const connects = await Promise.all(
      workers.map((wk, w) => {
        const offset = w * per;
        const n = Math.max(0, Math.min(per, size - offset));
        return wk.request(
          { type: 'connect', kind: kind === 'ws' ? 'ws' : 'socketio', urls: servers.map((s) => s.url), tokens: tokens?.slice(offset, offset + n), userIds: userIds?.slice(offset, offset + n), count: n, offset },
          180_000,
        );
      }),
    );
    const connected = connects.reduce((a, c) => a + c.connected, 0);
    const connectErrors = connects.reduce((a, c) => ({ ...a, ...c.errors }), {});
    const memAfter = await settledRss(servers);
    const rssAfter = memAfter.rss;

    if (warmSeconds > 0) {
      const warm = await workers[0].request({ type: 'post', rate, seconds: warmSeconds, posters }, (warmSeconds + 30) * 1000);
      const warmExpected = warm.acked * connected;
      const warmDeadline = Date.now() + 30_000;
      while (Date.now() < warmDeadline) {
        const got = (await Promise.all(workers.map((wk) => wk.request({ type: 'count' })))).reduce((a, c) => a + c.received, 0);
        if (got >= warmExpected) break;
        await sleep(200);
      }
      await sleep(500);
    }
    await Promise.all(workers.map((wk) => wk.request({ type: 'reset' })));
    // `idleSeconds`: the same nodes and sockets with nothing posted, first: what the nodes cost while the hall is
    // quiet (timers, heartbeats, Redis), the part of the per-delivery figure that is not delivery.
    let idleCpu = null;
    if (idleSeconds > 0) {
      const idle0 = servers.reduce((a, s) => a + cpuSeconds(s.pid), 0);
      const idleThreads0 = servers.map((s) => cpuSecondsByThread(s.pid));
      env.log(`    idle ${idleSeconds} s (server pids ${servers.map((s) => s.pid).join(', ')})`);
      await sleep(idleSeconds * 1000);
      idleCpu = round(servers.reduce((a, s) => a + cpuSeconds(s.pid), 0) - idle0, 3);
      // By thread name, as server_cpu_s_by_thread.
      const byThread = {};
      servers.forEach((s, i) => {
        for (const [name, seconds] of Object.entries(cpuSecondsByThread(s.pid))) byThread[name] = round((byThread[name] ?? 0) + seconds - (idleThreads0[i][name] ?? 0), 2);
      });
      idleCpu = { cpu_s: idleCpu, by_thread: byThread };
    }
    // BENCH_PERF_DIR (diagnosis): `perf record` of the servers over the measured window only, one file per
    // configuration (start the nodes with BENCH_NODE_FLAGS=--perf-basic-prof for JavaScript names).
    const perf = process.env.BENCH_PERF_DIR
      ? spawn('perf', ['record', '-F', '999', '-g', '-o', join(process.env.BENCH_PERF_DIR, `perf-${kind}-${nodes}${suffix.replace(/\W+/g, '_')}.data`), '-p', servers.map((s) => s.pid).join(',')], { stdio: 'ignore' })
      : undefined;
    const cpu0 = servers.map((s) => cpuSeconds(s.pid));
    const threads0 = servers.map((s) => cpuSecondsByThread(s.pid));
    const redisCpu0 = nodes > 1 ? cpuSeconds(env.redisPid) : null;
    const t0 = nowMs();
    const post = await workers[0].request({ type: 'post', rate, seconds, posters }, (seconds + 30) * 1000);
    const expected = post.acked * connected;
    // Wait (bounded) until every delivery has arrived or nothing more comes in.
    let received = 0;
    let last = -1;
    let stalls = 0;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      received = (await Promise.all(workers.map((wk) => wk.request({ type: 'count' })))).reduce((a, c) => a + c.received, 0);
      if (received >= expected) break;
      stalls = received === last ? stalls + 1 : 0;
      if (stalls >= 10) break;
      last = received;
      await sleep(200);
    }
    const elapsed = (nowMs() - t0) / 1000;
    const cpu = servers.reduce((a, s, i) => a + (cpuSeconds(s.pid) - cpu0[i]), 0);
    if (perf) {
      const exited = new Promise((resolve) => perf.once('exit', resolve));
      perf.kill('SIGINT');
      await exited;
    }
    // Where the servers' CPU went, by thread name (main thread, V8's GC helpers, libuv's pool), over the window.
    const threads = {};
    servers.forEach((s, i) => {
      for (const [name, seconds] of Object.entries(cpuSecondsByThread(s.pid))) threads[name] = round((threads[name] ?? 0) + seconds - (threads0[i][name] ?? 0), 2);
    });
    const redisCpu = nodes > 1 ? round(cpuSeconds(env.redisPid) - redisCpu0) : null;
    const collected = await Promise.all(workers.map((wk) => wk.request({ type: 'collect', raw: true })));
    const latency = summarize(collected.flatMap((c) => c.samples));
    return {
      label,
      kind,
      nodes,
      sockets: connected,
      connect_failures: size - connected,
      connect_errors: connectErrors,
      posts: post,
      deliveries_expected: expected,
      deliveries: received,
      deliveries_per_s: round(received / elapsed, 1),
      latency_ms: latency,
      server_cpu_s: round(cpu),
      idle_cpu_s: idleCpu === null ? undefined : { seconds: idleSeconds, ...idleCpu },
      server_cpu_s_by_thread: threads,
      redis_cpu_s: redisCpu,
      deliveries_per_cpu_s: cpu > 0 ? round(received / cpu, 0) : null,
      cpu_us_per_delivery: received > 0 ? round((cpu / received) * 1e6, 2) : null,
      rss_before_mb: rssBefore.map((b) => round(b / 2 ** 20, 1)),
      rss_after_mb: rssAfter.map((b) => round(b / 2 ** 20, 1)),
      rss_per_socket_kb: connected ? round(rssAfter.reduce((a, b, i) => a + b - rssBefore[i], 0) / connected / 1024, 2) : null,
      heap_before_mb: memBefore.heap.map((b) => round(b / 2 ** 20, 1)),
      heap_after_mb: memAfter.heap.map((b) => round(b / 2 ** 20, 1)),
      heap_per_socket_kb: connected ? round(memAfter.heap.reduce((a, b, i) => a + b - memBefore.heap[i], 0) / connected / 1024, 2) : null,
    };
  } finally {
    await Promise.all(workers.map((wk) => wk.request({ type: 'close' }, 30_000).catch(() => undefined)));
    await Promise.all(workers.map((wk) => wk.stop()));
    await Promise.all(servers.map((s) => s.stop()));
    for (const s of servers) rmSync(join(tmpdir(), `convene-bench-mem-${s.pid}.json`), { force: true });
  }
}

const ratio = (a, b) => (typeof a === 'number' && typeof b === 'number' && b ? round(a / b, 2) : null);

/** A configuration that fails (e.g. a server that does not start) is reported as such; the others still run. */
async function safe(opts) {
  try {
    return await measure(opts);
  } catch (err) {
    opts.env.log(`    failed: ${err.message}`);
    return { kind: opts.kind, nodes: opts.nodes, label: `${opts.kind}, ${opts.nodes} node(s)`, error: err.message, latency_ms: {}, posts: { sent: 0, acked: 0 } };
  }
}

const triple = (l) => (l?.p50 === undefined ? null : `${l.p50} / ${l.p99} / ${l.max}`);

export async function run(env) {
  const sizes = env.sizes?.length ? env.sizes : env.smoke ? [100] : env.quick ? [1000] : [1000, 5000, 10000];
  const seconds = env.smoke ? 2 : env.quick ? 4 : 10;
  // A first node migrates the database and creates the shared signing key the bench mints tokens with.
  const first = await startConvene({ databaseUrl: env.databaseUrl, smsUrl: env.smsUrl, label: 'convene-setup' });
  await first.stop();
  const { eventId } = await seedCatalogue(env.databaseUrl);
  const userIds = await seedAttendees(env.databaseUrl, eventId, Math.max(...sizes), 1);
  const tokens = await mintTokens(env.databaseUrl, userIds, eventId);
  const runs = [];
  const table = [];
  const notes = [];
  for (const size of sizes) {
    // About 20,000 deliveries a second at every size (10 posts/s at 1k sockets in quick mode), 1 post/s per poster.
    const rate = env.quick ? 10 : Math.max(1, Math.round(20_000 / size));
    const posters = Math.max(4, rate * 4); // well inside the per-user post limits (10 per 10 s per socket, 20 a minute)
    const common = { size, rate, seconds, posters, env };
    const c1 = await safe({ kind: 'convene', nodes: 1, tokens, userIds, ...common });
    // The same room with 100 blocks in it: each hides a poster from one socket (posts go to the room except those).
    const unblock = await seedBlocks(env.databaseUrl, userIds, posters, Math.min(100, size - posters));
    const c1b = await safe({ kind: 'convene', nodes: 1, tokens, userIds, ...common, suffix: ', 100 blocks' }).finally(unblock);
    const b1 = await safe({ kind: 'socketio', nodes: 1, ...common });
    const w1 = await safe({ kind: 'ws', nodes: 1, ...common });
    const c2 = await safe({ kind: 'convene', nodes: 2, tokens, userIds, ...common });
    const b2 = await safe({ kind: 'socketio', nodes: 2, ...common });
    // ws's native frame helper (bufferutil, an optional dependency) against ws's JavaScript fallback, Convene and
    // bare Socket.IO alike, at the first size only. (eiows, the other engine Socket.IO supports, builds from Node's
    // source fetched from GitHub at install time, which the bench machine cannot reach.)
    const plain = size === sizes[0] && !env.smoke ? { WS_NO_BUFFER_UTIL: '1' } : undefined;
    const c1p = plain ? await safe({ kind: 'convene', nodes: 1, tokens, userIds, ...common, suffix: ', without bufferutil', serverEnv: plain }) : undefined;
    const b1p = plain ? await safe({ kind: 'socketio', nodes: 1, ...common, suffix: ', without bufferutil', serverEnv: plain }) : undefined;
    runs.push({ size, rate, seconds, posters, results: [c1, c1b, b1, w1, c2, b2, ...(plain ? [c1p, b1p] : [])] });
    if (plain) {
      table.push(
        { figure: `${size} sockets, 1 node, both without bufferutil (ws's defaults): deliveries per server CPU-second vs bare Socket.IO`, convene: c1p.deliveries_per_cpu_s, baseline: b1p.deliveries_per_cpu_s, baseline_name: 'bare Socket.IO without bufferutil', ratio: ratio(c1p.deliveries_per_cpu_s, b1p.deliveries_per_cpu_s), target: '≥ 0.95' },
        { figure: `${size} sockets, 1 node: bufferutil on vs off, deliveries per server CPU-second (Convene; bare Socket.IO)`, convene: `${c1.deliveries_per_cpu_s} vs ${c1p.deliveries_per_cpu_s}`, baseline: `${b1.deliveries_per_cpu_s} vs ${b1p.deliveries_per_cpu_s}`, baseline_name: 'bare Socket.IO', ratio: ratio(c1.deliveries_per_cpu_s, c1p.deliveries_per_cpu_s) },
      );
    }
    table.push(
      { figure: `${size} sockets, 1 node: deliveries per server CPU-second`, convene: c1.deliveries_per_cpu_s, baseline: w1.deliveries_per_cpu_s, baseline_name: 'raw ws', ratio: ratio(c1.deliveries_per_cpu_s, w1.deliveries_per_cpu_s), target: '≥ 0.75' },
      { figure: `${size} sockets, 1 node: deliveries per server CPU-second vs bare Socket.IO`, convene: c1.deliveries_per_cpu_s, baseline: b1.deliveries_per_cpu_s, baseline_name: 'bare Socket.IO', ratio: ratio(c1.deliveries_per_cpu_s, b1.deliveries_per_cpu_s), target: '≥ 0.95' },
      { figure: `${size} sockets, 2 nodes: deliveries per server CPU-second vs bare Socket.IO, 2 nodes`, convene: c2.deliveries_per_cpu_s, baseline: b2.deliveries_per_cpu_s, baseline_name: 'bare Socket.IO, 2 nodes', ratio: ratio(c2.deliveries_per_cpu_s, b2.deliveries_per_cpu_s), target: '≥ 0.95' },
      { figure: `${size} sockets, 1 node: latency p50 / p99 / max ms`, convene: triple(c1.latency_ms), baseline: triple(b1.latency_ms), baseline_name: 'bare Socket.IO' },
      { figure: `${size} sockets, 1 node: post acknowledgement p50 / p99 ms (stored, before the push)`, convene: c1.posts.ack_latency_ms ? `${c1.posts.ack_latency_ms.p50} / ${c1.posts.ack_latency_ms.p99}` : null, baseline: b1.posts.ack_latency_ms ? `${b1.posts.ack_latency_ms.p50} / ${b1.posts.ack_latency_ms.p99}` : null, baseline_name: 'bare Socket.IO (no storage)' },
      { figure: `${size} sockets, 1 node, 100 blocks in the room: deliveries per server CPU-second`, convene: c1b.deliveries_per_cpu_s, baseline: c1.deliveries_per_cpu_s, baseline_name: 'Convene 1 node, no blocks', ratio: ratio(c1b.deliveries_per_cpu_s, c1.deliveries_per_cpu_s), target: '≥ 0.9' },
      { figure: `${size} sockets, 1 node, 100 blocks in the room: latency p50 / p99 / max ms`, convene: triple(c1b.latency_ms), baseline: triple(c1.latency_ms), baseline_name: 'Convene 1 node, no blocks' },
      { figure: `${size} sockets: deliveries/s (1 node; 2 nodes)`, convene: `${c1.deliveries_per_s ?? "–"}; ${c2.deliveries_per_s ?? "–"}`, baseline: `${b1.deliveries_per_s ?? "–"}; ${b2.deliveries_per_s ?? "–"}`, baseline_name: 'bare Socket.IO' },
      { figure: `${size} sockets, 2 nodes vs 1: deliveries per CPU-second`, convene: c2.deliveries_per_cpu_s, baseline: c1.deliveries_per_cpu_s, baseline_name: 'Convene 1 node', ratio: ratio(c2.deliveries_per_cpu_s, c1.deliveries_per_cpu_s), target: '≥ 0.9' },
      { figure: `${size} sockets, 2 nodes vs 1: p99 ms`, convene: c2.latency_ms.p99, baseline: c1.latency_ms.p99, baseline_name: 'Convene 1 node', ratio: ratio(c2.latency_ms.p99, c1.latency_ms.p99), target: typeof c1.latency_ms.p99 === 'number' ? `≤ 1.2× + 2 ms = ${round(c1.latency_ms.p99 * 1.2 + 2, 1)} ms` : '≤ 1.2× + 2 ms' },
      { figure: `${size} sockets, 2 nodes: latency p50 / p99 / max ms`, convene: triple(c2.latency_ms), baseline: triple(b2.latency_ms), baseline_name: 'bare Socket.IO, 2 nodes' },
      { figure: `${size} sockets, 1 node: resident memory per socket, KB`, convene: c1.rss_per_socket_kb, baseline: b1.rss_per_socket_kb, baseline_name: 'bare Socket.IO', ratio: ratio(c1.rss_per_socket_kb, b1.rss_per_socket_kb), target: '≤ 1.4' },
      { figure: `${size} sockets, 1 node: live JS heap per socket after a full GC, KB`, convene: c1.heap_per_socket_kb, baseline: b1.heap_per_socket_kb, baseline_name: 'bare Socket.IO', ratio: ratio(c1.heap_per_socket_kb, b1.heap_per_socket_kb) },
    );
    for (const r of [c1, c1b, b1, w1, c2, b2, ...(plain ? [c1p, b1p] : [])]) {
      // With blocks, a post reaches every socket but those hiding its author: fewer than posts × sockets is expected.
      if (r === c1b && !r.error) continue;
      if (r.error) {
        notes.push(`${size} sockets, ${r.label}: failed: ${r.error}`);
        continue;
      }
      if (r.deliveries < r.deliveries_expected) notes.push(`${size} sockets, ${r.label}: ${r.deliveries_expected - r.deliveries} of ${r.deliveries_expected} deliveries had not arrived when the wait ended`);
      if (r.connect_failures) notes.push(`${size} sockets, ${r.label}: ${r.connect_failures} sockets failed to connect (${JSON.stringify(r.connect_errors)})`);
      if (r.posts.acked < r.posts.sent) notes.push(`${size} sockets, ${r.label}: ${r.posts.sent - r.posts.acked} posts not acknowledged (${JSON.stringify(r.posts.ack_errors)})`);
    }
  }
  notes.push(
    'resident memory growth is blurred by heap slack (a process that already holds a bigger heap houses new sockets in pages it has); the live JS heap after a forced GC is the steadier comparison',
    'latency is post to receipt, so it includes storing the post (Convene only), the push, and the client processes reading frames on the one load core; at high delivery rates the Socket.IO clients saturate that core before the servers do (compare raw ws, whose clients parse less)',
  );
  notes.push('server CPU counts the node processes only (Convene or baseline); PostgreSQL (Convene stores each post) and Redis (2-node runs, `redis_cpu_s` in the JSON) are left out');
  return { scenario: 'fanout', runs, table, notes };
}
