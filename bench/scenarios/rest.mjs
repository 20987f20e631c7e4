// REST reads under autocannon (fixed connections, warm-up, no pipelining): GET /api/events/{slug} as a guest (an
// ASCII slug and a Persian one, percent-encoded as every app sends it) and authenticated, and GET /api/events?per_page=20, against (a) bare Express 5 + pg and (b) bare node:http + pg
// running the same SQL, captured from Convene through a wire-protocol proxy (bench/lib/pg-capture.mjs).
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { CPUS, forkScript, startConvene } from '../lib/infra.mjs';
import { startPgCapture } from '../lib/pg-capture.mjs';
import { mintTokens, seedAttendees, seedCatalogue } from '../lib/seed.mjs';
import { cpuSeconds, round, sleep } from '../lib/util.mjs';

export async function run(env) {
  const warmupSeconds = env.smoke ? 0.3 : env.quick ? 0.5 : 3;
  const roundCount = env.smoke ? 1 : env.quick ? 2 : 3;
  const roundSeconds = env.smoke ? 0.5 : env.quick ? 1.25 : 5;
  const connections = 10;

  // 1. Capture the SQL of each request from a node whose database connections go through the proxy.
  const capture = await startPgCapture();
  const viaProxy = new URL(env.databaseUrl);
  viaProxy.port = String(capture.port);
  // Captured with the guest-read cache off: the baselines replay the SQL a read costs when it queries every time.
  const capNode = await startConvene({ databaseUrl: viaProxy.toString(), smsUrl: env.smsUrl, label: 'convene-capture', extraEnv: { CATALOGUE_CACHE_ENTRIES: '0' } });
  let captured;
  let token;
  let slug;
  let persianPath;
  try {
    ({ eventSlug: slug } = await seedCatalogue(env.databaseUrl));
    // The platform's real slugs are Persian (issue 44: they took Express's path while ASCII ones were read before it).
    persianPath = `/api/events/${encodeURIComponent(await seedPersianEvent(env.databaseUrl))}`;
    const [userId] = await seedAttendees(env.databaseUrl, (await seedCatalogue(env.databaseUrl)).eventId, 1, 3);
    [token] = await mintTokens(env.databaseUrl, [userId], null);
    const requests = {
      guest: { path: `/api/events/${slug}` },
      guest_fa: { path: persianPath },
      auth: { path: `/api/events/${slug}`, headers: { authorization: `Bearer ${token}` } },
      list: { path: '/api/events?per_page=20' },
    };
    captured = {};
    const once = async (r) => {
      await sleep(300);
      const mark = capture.mark();
      await expectOk(capNode.url, r);
      await sleep(300);
      return capture.since(mark);
    };
    const same = (a, b) => a.length === b.length && a.every((x, i) => x.sql === b[i].sql);
    for (const [kind, r] of Object.entries(requests)) {
      for (let i = 0; i < 3; i++) await expectOk(capNode.url, r);
      // Two captures in a row must agree, so a background statement never slips into the replayed request.
      let previous = await once(r);
      for (let attempt = 0; attempt < 5 && !captured[kind]; attempt++) {
        const next = await once(r);
        if (same(previous, next)) captured[kind] = next;
        previous = next;
      }
      if (!captured[kind]?.length) throw new Error(`no stable SQL captured for ${kind}`);
    }
  } finally {
    await capNode.stop();
    await capture.close();
  }
  const dir = mkdtempSync(join(tmpdir(), 'convene-bench-sql-'));
  const sqlFile = join(dir, 'captured.json');
  writeFileSync(sqlFile, JSON.stringify(captured));

  // 2. Convene and both baselines, each measured alone while the others idle.
  const node = await startConvene({ databaseUrl: env.databaseUrl, smsUrl: env.smsUrl, label: 'convene-rest' });
  const baseEnv = { DATABASE_URL: env.databaseUrl, BENCH_SQL_FILE: sqlFile, DATABASE_POOL_SIZE: '10' };
  const express = await forkScript('baselines/rest-express.mjs', { cpus: CPUS.server, env: baseEnv, label: 'express-pg' });
  const bare = await forkScript('baselines/rest-http.mjs', { cpus: CPUS.server, env: baseEnv, label: 'http-pg' });
  const load = await forkScript('load/http-load.mjs', { cpus: CPUS.load, label: 'rest-load' });
  const servers = {
    convene: { url: node.url, pid: node.pid },
    express: { url: `http://127.0.0.1:${express.ready.port}`, pid: express.pid },
    http: { url: `http://127.0.0.1:${bare.ready.port}`, pid: bare.pid },
  };
  const endpoints = [
    { name: `GET /api/events/{slug} (guest)`, path: `/api/events/${slug}` },
    { name: `GET /api/events/{slug} (guest, Persian slug)`, path: persianPath },
    { name: `GET /api/events/{slug} (authenticated)`, path: `/api/events/${slug}`, headers: { authorization: `Bearer ${token}` } },
    { name: 'GET /api/events?per_page=20', path: '/api/events?per_page=20' },
  ];
  const results = [];
  try {
    for (const ep of endpoints) {
      const rounds = {};
      for (const [name, srv] of Object.entries(servers)) {
        rounds[name] = [];
        await load.request({ type: 'autocannon', url: `${srv.url}${ep.path}`, headers: ep.headers, connections, durationSeconds: warmupSeconds }, 120_000);
      }
      // Servers take turns, round after round, so a burst of outside load hits them alike; the median round counts.
      for (let r = 0; r < roundCount; r++) {
        const order = Object.keys(servers);
        for (let k = 0; k < r % order.length; k++) order.push(order.shift());
        for (const name of order) {
          const srv = servers[name];
          const cpu0 = cpuSeconds(srv.pid);
          const res = await load.request({ type: 'autocannon', url: `${srv.url}${ep.path}`, headers: ep.headers, connections, durationSeconds: roundSeconds }, 120_000);
          const cpu = cpuSeconds(srv.pid) - cpu0;
          rounds[name].push({ ...res, server_cpu_s: round(cpu), requests_per_cpu_s: cpu > 0 ? round(res.requests / cpu, 0) : null });
        }
      }
      const row = { endpoint: ep.name, rounds };
      for (const name of Object.keys(servers)) row[name] = median(rounds[name], (x) => x.requests_per_s);
      results.push(row);
      env.log(`  ${ep.name}: Convene ${row.convene.requests_per_s}/s, Express+pg ${row.express.requests_per_s}/s, node:http+pg ${row.http.requests_per_s}/s`);
    }
  } finally {
    await Promise.all([load.stop(), express.stop(), bare.stop(), node.stop()]);
    rmSync(dir, { recursive: true, force: true });
  }
  const table = [];
  const notes = [
    `autocannon, ${connections} connections, no pipelining, ${warmupSeconds} s warm-up per server, then ${roundCount} rounds of ${roundSeconds} s with the servers taking turns (one under load at a time); the round with the median requests/s is reported`,
    'the baselines run the statements captured from Convene for the same request (in `sql` below, with their parameters), without validation, auth, logging or presenters',
    'the Persian slug: the baselines replay the guest read’s statements (the same SQL as `guest_fa` below, with the ASCII slug as parameter), so that row compares Convene’s Persian read with the same baseline as the ASCII one',
  ];
  for (const r of results) {
    // A baseline that answered errors did not do the request's work: its figures compare nothing.
    const failed = ['express', 'http'].filter((name) => r[name].non_2xx || r[name].errors);
    if (failed.length) notes.push(`${r.endpoint}: NO COMPARISON, ${failed.join(' and ')} answered errors (the captured SQL did not replay); ratios left out`);
    const ratio = (a, b) => (failed.length ? null : b ? round(a / b, 2) : null);
    table.push(
      { figure: `${r.endpoint}: requests/s`, convene: r.convene.requests_per_s, baseline: r.express.requests_per_s, baseline_name: 'Express 5 + pg', ratio: ratio(r.convene.requests_per_s, r.express.requests_per_s), target: '≥ 0.9' },
      { figure: `${r.endpoint}: requests/s vs node:http`, convene: r.convene.requests_per_s, baseline: r.http.requests_per_s, baseline_name: 'node:http + pg', ratio: ratio(r.convene.requests_per_s, r.http.requests_per_s) },
      { figure: `${r.endpoint}: requests per server CPU-second`, convene: r.convene.requests_per_cpu_s, baseline: r.express.requests_per_cpu_s, baseline_name: 'Express 5 + pg', ratio: ratio(r.convene.requests_per_cpu_s, r.express.requests_per_cpu_s) },
      { figure: `${r.endpoint}: p50 / p99 ms`, convene: `${r.convene.latency_ms.p50} / ${r.convene.latency_ms.p99}`, baseline: `${r.express.latency_ms.p50} / ${r.express.latency_ms.p99}; ${r.http.latency_ms.p50} / ${r.http.latency_ms.p99}`, baseline_name: 'Express; node:http' },
    );
    for (const name of Object.keys(servers)) {
      if (r[name].non_2xx || r[name].errors) notes.push(`${r.endpoint} on ${name}: ${r[name].non_2xx} non-2xx answers, ${r[name].errors} errors`);
    }
  }
  return {
    scenario: 'rest',
    setup: { connections, warmupSeconds, roundCount, roundSeconds, events: 60 },
    results,
    sql: Object.fromEntries(Object.entries(captured).map(([k, v]) => [k, v.map((s) => ({ sql: s.sql.replace(/\s+/g, ' '), params: s.params, conn: s.conn, ...(s.name ? { name: s.name } : {}) }))])),
    table,
    notes,
  };
}

/** An event of the bench organization with a Persian slug (as the demo's `demo-1-همایش-فناوریهای-نوین-1405`); answers the slug. */
async function seedPersianEvent(databaseUrl) {
  const slug = 'bench-همایش-فناوریهای-نوین-1405';
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const from = await c.query(`select organization_id, category_id, starts_at, ends_at, sales_deadline, cover from events where slug = 'bench-event-1'`);
    const e = from.rows[0];
    await c.query(
      `insert into events (organization_id, category_id, slug, name, city_name, online, starts_at, ends_at, sales_deadline, capacity, sales_count, cover)
       values ($1, $2, $3, $4, 'تهران', false, $5, $6, $7, 1000, 3, $8) on conflict (slug) do nothing`,
      [e.organization_id, e.category_id, slug, 'همایش فناوری‌های نوین ۱۴۰۵', e.starts_at, e.ends_at, e.sales_deadline, e.cover],
    );
    return slug;
  } finally {
    await c.end();
  }
}

function median(list, key) {
  const sorted = [...list].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

async function expectOk(base, { path, headers }) {
  const res = await fetch(`${base}${path}`, { headers });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${text.slice(0, 200)}`);
}
