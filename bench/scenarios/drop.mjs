// A ticket drop (issue 49, CONTRACT 15's last paragraph): N buyers who logged in beforehand send their orders at
// once for C places of one quota shared by two ticket types, half of them with a voucher, over two Convene nodes on
// PostgreSQL (behind HAProxy from deploy/haproxy.cfg when it is installed, as section 14's node tests run). Then the
// held orders are paid through the `test` provider's Pay button, the rest expire (the bench moves their expiry in
// the database and their buyers look at them), and the freed places pass to the waiting list the refused buyers joined. Beside it, in
// the same run on the same database, the floor: the same claim as bare SQL over `pg` with the same concurrency.
// The end state is checked exactly (counters, orders, tickets, vouchers); any difference fails the scenario.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { CPUS, forkScript, ROOT, startConvene } from '../lib/infra.mjs';
import { mintTokens, seedCatalogue } from '../lib/seed.mjs';
import { cpuSeconds, cpuSecondsByComm, freePort, pin, round, sleep, summarize, waitFor } from '../lib/util.mjs';
import { runSeated } from './drop-seated.mjs';

// Which drops run: `plain` (two types in a quota, vouchers, payment, expiry, the waiting list) and `seated` (one seated type,
// the best seats picked; bench/scenarios/drop-seated.mjs). BENCH_DROP_VARIANTS=seated runs the seated one alone.
const VARIANTS = (process.env.BENCH_DROP_VARIANTS ?? 'plain,seated').split(',').map((v) => v.trim());

// Claim transactions per node (SALES_CLAIM_CONCURRENCY, default 8 in infra/config.ts); the floor runs nodes × this
// many connections. BENCH_DROP_CLAIM_CONCURRENCY=<n> sets both (to measure the gate's width).
const CLAIM_CONCURRENCY = Number(process.env.BENCH_DROP_CLAIM_CONCURRENCY ?? 8);

// Where the nodes run: `spread` (default) gives each node a core of its own, as two nodes are deployed on a 2-core
// machine (node 1 shares CPU 0 with HAProxy and Redis, node 2 shares CPU 1 with the buyers and the floor);
// `shared` (BENCH_DROP_LAYOUT=shared, the layout of the runs before 2026-12-03 afternoon) puts both nodes on CPU 0.
// The rehearsal's buyers (BENCH_DROP_WARM=<n>, 0: none): by default as many as the drop's, at most 2,000.
const WARM_BUYERS = process.env.BENCH_DROP_WARM !== undefined ? Number(process.env.BENCH_DROP_WARM) : undefined;
// Rehearsal rounds (BENCH_DROP_WARM_ROUNDS, default 3): V8 is still compiling the order path after one (a profile of
// the measured drop after a single round spent 17 % of the node's CPU in TurboFan's background compiles).
const WARM_ROUNDS = Number(process.env.BENCH_DROP_WARM_ROUNDS ?? 3);
const LAYOUT = process.env.BENCH_DROP_LAYOUT === 'shared' ? 'shared' : 'spread';
const cpuOfNode = (k) => (LAYOUT === 'spread' ? [CPUS.server, CPUS.load][k % 2] : CPUS.server);

function haproxyPresent() {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** HAProxy from deploy/haproxy.cfg (the same rendering as scripts/cluster.mjs and test/helpers/haproxy.ts), pinned to the server core. */
async function startHaproxy(nodes, maxconn) {
  const port = await freePort();
  const statsPort = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'convene-bench-haproxy-'));
  const cfg = readFileSync(join(ROOT, 'deploy', 'haproxy.cfg'), 'utf8')
    .replaceAll('{{BIND}}', `127.0.0.1:${port}`)
    .replaceAll('{{STATS_BIND}}', `127.0.0.1:${statsPort}`)
    .replaceAll('{{CHECK_INTER}}', '1s')
    .replaceAll('{{MAXCONN}}', String(maxconn))
    .replaceAll('{{SERVERS}}', nodes.map((n, i) => `    server node${i + 1} 127.0.0.1:${n.port} check cookie node${i + 1}`).join('\n'));
  writeFileSync(join(dir, 'haproxy.cfg'), cfg);
  const child = spawn('haproxy', ['-db', '-f', join(dir, 'haproxy.cfg')], { stdio: ['ignore', 'ignore', 'inherit'] });
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${url}/readyz`)).ok, { timeoutMs: 20_000, what: 'haproxy' });
  pin(child.pid, CPUS.server);
  return {
    url,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const gone = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await gone;
      }
      process.off('exit', kill);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Users for the buyers (no tickets: they are buying them), ids in order. */
async function seedBuyers(c, count) {
  const ids = [];
  for (let start = 0; start < count; start += 1000) {
    const n = Math.min(1000, count - start);
    const mobiles = Array.from({ length: n }, (_, k) => `+98937${String(start + k).padStart(7, '0')}`);
    const r = await c.query(
      `insert into users (mobile, name, surname) select m, 'Buyer', 'Drop ' || o from unnest($1::text[]) with ordinality as t(m, o)
       on conflict (mobile) do update set name = excluded.name returning id, mobile`,
      [mobiles],
    );
    const byMobile = new Map(r.rows.map((row) => [row.mobile, row.id]));
    ids.push(...mobiles.map((m) => byMobile.get(m)));
  }
  return ids;
}

async function api(base, token, method, path, body) {
  const res = await fetch(`${base}/api${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path} → ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text).data;
}

/** What the database holds for the event: counters, orders by status, tickets, vouchers. */
async function state(c, eventId) {
  const one = async (q, p = [eventId]) => (await c.query(q, p)).rows;
  const [quota] = await one('select id, size, held, sold from quotas where event_id = $1');
  const types = await one('select id, held, sold from ticket_types where event_id = $1 order by id');
  const [event] = await one('select held, sales_count from events where id = $1');
  const orders = await one(
    `select o.status, count(distinct o.id)::int as orders, coalesce(sum(i.quantity), 0)::int as places from orders o join order_items i on i.order_id = o.id where o.event_id = $1 group by o.status`,
  );
  const [tickets] = await one(`select count(*)::int as n from attendee_tickets where event_id = $1 and status = 'valid'`);
  const vouchers = await one(
    `select v.code, v.max_uses, v.used, coalesce((select sum(o.voucher_uses) from orders o where o.voucher_id = v.id and o.status in ('pending', 'paid')), 0)::int as by_orders
     from vouchers v where v.event_id = $1 order by v.code`,
  );
  const by = Object.fromEntries(orders.map((o) => [o.status, o]));
  return { quota, types, event, orders: by, tickets: tickets.n, vouchers };
}

/** Every identity the end state must satisfy; answers the list of those that do not hold (empty: exact). */
function check(s, capacity) {
  const bad = [];
  const held = s.orders.pending?.places ?? 0;
  const sold = s.orders.paid?.places ?? 0;
  const eq = (what, a, b) => a !== b && bad.push(`${what}: ${a} ≠ ${b}`);
  eq('quota size', s.quota.size, capacity);
  eq('quota held vs pending orders’ places', s.quota.held, held);
  eq('quota sold vs paid orders’ places', s.quota.sold, sold);
  eq('valid tickets vs sold', s.tickets, sold);
  eq('ticket types held', s.types.reduce((n, t) => n + t.held, 0), held);
  eq('ticket types sold', s.types.reduce((n, t) => n + t.sold, 0), sold);
  eq('event held', s.event.held, held);
  eq('event sales_count', s.event.sales_count, sold);
  if (held + sold > capacity) bad.push(`oversold: ${held + sold} places sold or held of ${capacity}`);
  for (const v of s.vouchers) {
    if (v.used > v.max_uses) bad.push(`voucher ${v.code} used ${v.used} > max_uses ${v.max_uses}`);
    eq(`voucher ${v.code} used vs its orders`, v.used, v.by_orders);
  }
  return bad;
}

/** The fields of the one-line result (issue 49), in its order. */
const LINE_FIELDS = ['scenario', 'buyers', 'capacity', 'sold_or_held', 'oversold', 'orders_per_minute', 'floor_orders_per_minute', 'vs_floor', 'p50_ms', 'p99_ms', 'max_ms', 'statuses', 'errors_5xx', 'timeouts', 'voucher_overuse', 'lock_waits', 'deadlocks', 'node_cpu_s'];

const statusKey = (r) => (typeof r.status === 'number' ? (r.code ? `${r.status} ${r.code}` : String(r.status)) : r.status);
const countBy = (list, key) => list.reduce((m, x) => ((m[key(x)] = (m[key(x)] ?? 0) + 1), m), {});

export async function run(env) {
  const buyersN = env.sizes?.[0] ?? (env.smoke ? 200 : env.quick ? 1000 : 5000);
  const capacity = env.sizes?.[1] ?? (env.smoke ? 20 : env.quick ? 100 : 500);
  const payShare = 0.8; // of the held orders; the rest expire
  const timeoutMs = 30_000;
  const balancer = haproxyPresent();
  const nodeEnv = {
    DATABASE_POOL_SIZE: '20',
    PAYMENT_PROVIDERS: 'test',
    SOCKET_IO_COOKIE: '1',
    TRUSTED_PROXIES: '127.0.0.1',
    SHUTDOWN_NOTICE_MS: '0',
    SALES_CLAIM_CONCURRENCY: String(CLAIM_CONCURRENCY),
  };
  const common = { databaseUrl: env.databaseUrl, redisUrl: env.redisUrl, smsUrl: env.smsUrl };
  const nodes = [];
  let proxy;
  let load;
  const c = new pg.Client({ connectionString: env.databaseUrl });
  try {
    // The first node migrates; the second starts after it.
    nodes.push(await startConvene({ ...common, label: 'convene-drop-1', extraEnv: nodeEnv }));
    nodes.push(await startConvene({ ...common, label: 'convene-drop-2', extraEnv: { ...nodeEnv, DEMO_DATA: '0' } }));
    nodes.forEach((n, k) => pin(n.pid, cpuOfNode(k)));
    // Each connection takes two descriptors in HAProxy: stay inside its open-file limit (as scripts/cluster.mjs does).
    const fdLimit = Number(execFileSync('sh', ['-c', 'ulimit -n']).toString().trim()) || 1024;
    if (balancer) proxy = await startHaproxy(nodes, Math.max(256, Math.min(buyersN + 500, Math.floor((fdLimit - 200) / 2))));
    const bases = proxy ? [proxy.url] : nodes.map((n) => n.url);
    await c.connect();

    // ---- seed: an organizer, the drop's event, the floor's event, the buyers ----
    const { organizationId, categoryId } = await seedCatalogue(env.databaseUrl, { events: 1 });
    const starts = new Date(Date.now() + 30 * 86_400_000);
    const ends = new Date(starts.getTime() + 3 * 3_600_000);
    const mkEvent = async (slug, name) =>
      (
        await c.query(
          `insert into events (organization_id, category_id, slug, name, city_name, online, starts_at, ends_at, sales_deadline, capacity, sales_count)
           values ($1, $2, $3, $4, 'Tehran', false, $5, $6, $5, null, 0) returning id`,
          [organizationId, categoryId, slug, name, starts, ends],
        )
      ).rows[0].id;
    const slug = `bench-drop-${Date.now().toString(36)}`;
    const eventId = await mkEvent(slug, 'Bench ticket drop');
    const floorEventId = await mkEvent(`${slug}-floor`, 'Bench ticket drop (floor)');
    const [organizerId] = (await c.query(`insert into users (mobile, name, surname) values ('+989389999999', 'Drop', 'Organizer') on conflict (mobile) do update set name = excluded.name returning id`)).rows.map((r) => r.id);
    await c.query(`insert into organization_members (organization_id, user_id, role) values ($1, $2, 'owner') on conflict do nothing`, [organizationId, organizerId]);
    const buyerIds = await seedBuyers(c, buyersN);
    const seatedCtx = () => ({ env, c, bases, base: bases[0], mkEvent, organizerId, buyerIds, places: (i) => (i % 5 === 0 ? 2 : 1), timeoutMs });
    if (!VARIANTS.includes('plain')) return { scenario: 'drop', seated: await runSeated(seatedCtx()) };
    env.log(`  drop: minting ${buyersN} tokens`);
    const [organizerToken, ...tokens] = await mintTokens(env.databaseUrl, [organizerId, ...buyerIds], eventId);

    // ---- the sale, set up through the API: two types in one quota of C places, a voucher for each type ----
    const base = bases[0];
    /** One sale of `size` places (the drop's, each rehearsal's): two types in one quota, a voucher for each type. */
    const setUpSale = async (saleSlug, size) => {
      const a = await api(base, organizerToken, 'POST', `/events/${saleSlug}/tickets`, { name: 'Standard', price: 1_000_000 });
      const b = await api(base, organizerToken, 'POST', `/events/${saleSlug}/tickets`, { name: 'Supporter', price: 2_500_000 });
      await api(base, organizerToken, 'POST', `/events/${saleSlug}/quotas`, { name: 'Hall', size, ticket_ids: [a.id, b.id] });
      const uses = Math.max(1, Math.floor(size / 5));
      await api(base, organizerToken, 'POST', `/events/${saleSlug}/vouchers`, { code: 'DROP-A', discount: { percent: 50 }, max_uses: uses, ticket_ids: [a.id] });
      await api(base, organizerToken, 'POST', `/events/${saleSlug}/vouchers`, { code: 'DROP-B', discount: { amount: 500_000 }, max_uses: uses, ticket_ids: [b.id] });
      // Refused buyers may queue (CONTRACT 15): a sold-out answer says `waiting_list: true`.
      await api(base, organizerToken, 'PATCH', `/events/${saleSlug}`, { waiting_list_enabled: true });
      return [a, b];
    };
    const [typeA, typeB] = await setUpSale(slug, capacity);
    // The floor's quota and type, rows of the same tables.
    const floorType = (await c.query(`insert into ticket_types (event_id, name, price) values ($1, 'Floor', 1000) returning id`, [floorEventId])).rows[0].id;
    const floorQuota = (await c.query(`insert into quotas (event_id, name, size) values ($1, 'Floor', $2) returning id`, [floorEventId, capacity])).rows[0].id;
    await c.query(`insert into quota_ticket_types (quota_id, ticket_type_id) values ($1, $2)`, [floorQuota, floorType]);

    // Buyer i: type A or B in turn, two places for every fifth, a voucher for half of them (two in four).
    const places = (i) => (i % 5 === 0 ? 2 : 1);
    const orderBody = (i, a, b) => ({ items: [{ ticket_id: i % 2 === 0 ? a.id : b.id, quantity: places(i) }], email: `drop${i}@example.com`, ...(i % 4 < 2 ? { voucher: i % 2 === 0 ? 'drop-a' : 'drop-b' } : {}) });
    const buyers = buyerIds.map((_, i) => ({ i, token: tokens[i], key: `drop-${i}`, body: orderBody(i, typeA, typeB) }));

    load = await forkScript('load/drop-buyers.mjs', { cpus: CPUS.load, label: 'drop-buyers' });

    // ---- the rehearsal: the same drop on an event of its own, not measured ----
    // Nodes at a real drop have been serving for hours: V8 has compiled the order path. Fresh nodes would run the
    // measured drop in the interpreter (about twice the CPU per answer: bench/order-probe.mjs), so a rehearsal of the
    // same shape (its own event, types, quota and vouchers, its own tokens) runs first; its figures are kept as `warm_up`.
    let warmUp = null;
    const warmBuyersN = WARM_BUYERS ?? Math.min(buyersN, 2000);
    const warmRounds = warmBuyersN > 0 ? WARM_ROUNDS : 0;
    const rounds = [];
    for (let round_ = 0; round_ < warmRounds; round_++) {
      const warmSlug = `${slug}-rehearsal-${round_ + 1}`;
      const warmEventId = await mkEvent(warmSlug, `Bench ticket drop (rehearsal ${round_ + 1})`);
      const warmN = Math.min(warmBuyersN, buyerIds.length);
      const warmCapacity = Math.max(1, Math.round((capacity * warmN) / buyersN));
      const [wA, wB] = await setUpSale(warmSlug, warmCapacity);
      const warmTokens = await mintTokens(env.databaseUrl, buyerIds.slice(0, warmN), warmEventId);
      const warmBuyers = warmTokens.map((token, i) => ({ i, token, key: `rehearsal-${round_}-${i}`, body: orderBody(i, wA, wB) }));
      env.log(`  drop: rehearsal ${round_ + 1} of ${warmRounds}, ${warmN} buyers for ${warmCapacity} places (not measured)`);
      const cpuW = nodes.map((n) => cpuSeconds(n.pid));
      const w = await load.request({ type: 'orders', bases, slug: warmSlug, buyers: warmBuyers, timeoutMs, startAt: Date.now() + 200 }, timeoutMs * 8 + 60_000);
      const wCreated = w.results.filter((r) => r.status === 201);
      const wLast = Math.max(0, ...wCreated.map((r) => r.at));
      rounds.push({
        orders_per_minute: wLast ? round((wCreated.length / wLast) * 60_000, 0) : 0,
        p99_ms: summarize(w.results.filter((r) => typeof r.status === 'number' && r.status < 500).map((r) => r.ms)).p99,
        statuses: countBy(w.results, statusKey),
        node_cpu_s: nodes.map((n, k) => round(cpuSeconds(n.pid) - cpuW[k], 2)),
      });
      warmUp = { buyers: warmN, capacity: warmCapacity, rounds };
      // The nodes settle (the rehearsal's outbox work; its held orders' expiry jobs are 15 minutes away).
      await sleep(1500);
    }
    const deadlocksOf = async () => Number((await c.query('select deadlocks from pg_stat_database where datname = current_database()')).rows[0].deadlocks);

    // ---- the drop ----
    env.log(`  drop: ${buyersN} buyers for ${capacity} places over ${nodes.length} nodes${proxy ? ' behind HAProxy' : ' (no HAProxy: buyers alternate between the nodes)'}`);
    const deadlocks0 = await deadlocksOf();
    const cpu0 = nodes.map((n) => cpuSeconds(n.pid));
    const pgCpu0 = cpuSecondsByComm('postgres').seconds;
    const haCpu0 = proxy ? cpuSeconds(proxy.pid) : 0;
    const loadCpu0 = cpuSeconds(load.pid);
    const lockSamples = [];
    let sampling = true;
    const sampler = (async () => {
      const s = new pg.Client({ connectionString: env.databaseUrl });
      await s.connect();
      try {
        while (sampling) {
          const r = await s.query(
            `select count(*)::int as waiting, count(distinct pid)::int as backends,
                    coalesce(string_agg(distinct locktype, ','), '') as types
             from pg_locks where not granted and (database = (select oid from pg_database where datname = current_database()) or locktype = 'transactionid')`,
          );
          lockSamples.push(r.rows[0]);
          await sleep(100);
        }
      } finally {
        await s.end();
      }
    })();
    // BENCH_DROP_PERF=<file>: `perf record` of node 1 over the drop alone (with BENCH_NODE_FLAGS=--perf-basic-prof for
    // JavaScript names): real CPU samples, where V8's profiler also counts the time a thread waits for its core.
    const perf = process.env.BENCH_DROP_PERF ? spawn('perf', ['record', '-F', '1999', '-g', '-p', String(nodes[0].pid), '-o', process.env.BENCH_DROP_PERF], { stdio: 'ignore' }) : undefined;
    if (perf) await sleep(1000);
    const drop = await load.request({ type: 'orders', bases, slug, buyers, timeoutMs, startAt: Date.now() + 200 }, timeoutMs * 8 + 60_000);
    if (perf) {
      perf.kill('SIGINT');
      await new Promise((r) => perf.once('exit', r));
    }
    sampling = false;
    await sampler;
    const nodeCpu = nodes.map((n, k) => round(cpuSeconds(n.pid) - cpu0[k], 2));
    const pgCpu = round(cpuSecondsByComm('postgres').seconds - pgCpu0, 2);
    const haCpu = proxy ? round(cpuSeconds(proxy.pid) - haCpu0, 2) : null;
    const loadCpu = round(cpuSeconds(load.pid) - loadCpu0, 2);
    const deadlocks = (await deadlocksOf()) - deadlocks0;
    const results = drop.results;
    const created = results.filter((r) => r.status === 201);
    const lastCreated = Math.max(0, ...created.map((r) => r.at));
    const placesWon = created.reduce((n, r) => n + places(r.i), 0);
    const definite = results.filter((r) => typeof r.status === 'number' && r.status < 500);
    const lat = summarize(definite.map((r) => r.ms));
    const statuses = countBy(results, statusKey);
    const ordersPerMinute = lastCreated ? round((created.length / lastCreated) * 60_000, 0) : 0;
    // A buyer who timed out has left, but its request may still be queued on a node: wait (bounded) until the orders
    // stop changing and the balancer answers /readyz, so the phases below measure the sale that happened.
    const settleT0 = Date.now();
    let lastCount = -1;
    let steady = 0;
    while (Date.now() - settleT0 < 180_000 && steady < 3) {
      const n = Number((await c.query('select count(*)::int as n from orders where event_id = $1', [eventId])).rows[0].n);
      const ready = await fetch(`${base}/readyz`).then((r) => r.ok, () => false);
      steady = n === lastCount && ready ? steady + 1 : 0;
      lastCount = n;
      await sleep(1000);
    }
    const settledAfterS = round((Date.now() - settleT0) / 1000, 1);
    const afterDrop = await state(c, eventId);
    env.log(`  drop: ${created.length} orders (${placesWon} places) in ${round(lastCreated / 1000, 2)} s; all answered in ${round(drop.elapsed_ms / 1000, 2)} s; ${JSON.stringify(statuses)}`);

    // ---- the floor: the same claim in bare SQL, the same concurrency on the database ----
    const floorConcurrency = nodes.length * CLAIM_CONCURRENCY;
    env.log(`  drop: floor, ${buyersN} bare-SQL claims for ${capacity} places on ${floorConcurrency} connections`);
    const fl = await load.request({ type: 'floor', databaseUrl: env.databaseUrl, eventId: floorEventId, quotaId: floorQuota, ticketTypeId: floorType, buyerIds, places: buyerIds.map((_, i) => places(i)), concurrency: floorConcurrency }, 600_000);
    const floorOrdersPerMinute = fl.to_last_claim_ms ? round((fl.claimed / fl.to_last_claim_ms) * 60_000, 0) : 0;
    const floorLat = summarize(fl.latencies);
    const floorState = (await c.query('select held, sold, size from quotas where id = $1', [floorQuota])).rows[0];
    const floorPlaces = Number((await c.query(`select coalesce(sum(i.quantity), 0)::int as n from orders o join order_items i on i.order_id = o.id where o.event_id = $1`, [floorEventId])).rows[0].n);

    // ---- payment: most held orders paid through the sandbox's Pay button, the rest left to expire ----
    const pending = created.filter((r) => r.order_status === 'pending' && r.payment_url);
    const toPay = pending.filter((_, k) => k % 5 !== 4 || payShare >= 1);
    const toExpire = pending.filter((r) => !toPay.includes(r));
    env.log(`  drop: paying ${toPay.length} orders, expiring ${toExpire.length}`);
    const paid = await load.request({ type: 'pay', base, paths: toPay.map((r) => new URL(r.payment_url).pathname), concurrency: 32 }, 600_000);

    // ---- the waiting list: the buyers answered sold_out queue, first refused first (one after another, so the queue's
    // order is the order they were refused), before any place frees up ----
    const line = results.filter((r) => r.code === 'sold_out').sort((a, b) => a.at - b.at);
    const joinT0 = Date.now();
    const joinStatuses = {};
    for (const r of line) {
      const res = await fetch(`${base}/api/events/${slug}/waiting-list`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[r.i]}` }, body: '{}' });
      await res.arrayBuffer();
      joinStatuses[res.status] = (joinStatuses[res.status] ?? 0) + 1;
    }
    const joinS = round((Date.now() - joinT0) / 1000, 2);

    // ---- expiry: the bench moves the unpaid orders' hold into the past; their buyers look at them ----
    const expireCodes = toExpire.map((r) => r.order_code);
    await c.query(`update orders set expires_at = now() - interval '1 second' where code = any($1::text[])`, [expireCodes]);
    const looked = await load.request({ type: 'look', bases, orders: toExpire.map((r) => ({ code: r.order_code, token: tokens[r.i] })), concurrency: 32 }, 600_000);
    const freed = toExpire.reduce((n, r) => n + places(r.i), 0);
    // Every Pay press and every look must have done its work: the phases after the drop are checked, not assumed.
    const phaseBad = [];
    if ((paid.statuses['303'] ?? 0) !== toPay.length) phaseBad.push(`pay: ${JSON.stringify(paid.statuses)} for ${toPay.length} presses`);
    if ((looked.statuses['200 expired'] ?? 0) !== toExpire.length) phaseBad.push(`expiry: ${JSON.stringify(looked.statuses)} for ${toExpire.length} orders`);

    // ---- the offers: each freed place is offered to the next in line (a personal voucher for one place, by the outbox
    // job `sales.waiting_list_offer`), who orders with it as the app does after the `waiting_list:offered` push ----
    const offerT0 = Date.now();
    const offeredRows = async () => (await c.query(`select user_id from waiting_list where event_id = $1 and state = 'offered' order by offered_at, id`, [eventId])).rows;
    let offered = await offeredRows();
    // Until every freed place is offered (or the line ran out), at most 60 s.
    while (Date.now() - offerT0 < 60_000 && offered.length < Math.min(freed, line.length)) {
      await sleep(200);
      offered = await offeredRows();
    }
    const offersS = round((Date.now() - offerT0) / 1000, 2);
    const byUser = new Map(line.map((r) => [buyerIds[r.i], r]));
    const offerBuyers = [];
    for (const { user_id: userId } of offered) {
      const r = byUser.get(userId);
      if (!r) continue;
      // The buyer's place in the queue, with the offer (the voucher's code).
      const place = await api(base, tokens[r.i], 'PUT', `/events/${slug}/waiting-list`, {});
      if (!place.offer) continue;
      offerBuyers.push({ ...buyers[r.i], key: `drop-${r.i}-offer`, body: { items: [{ ticket_id: place.offer.ticket_id, quantity: 1 }], email: `drop${r.i}@example.com`, voucher: place.offer.voucher } });
    }
    const lineResults = offerBuyers.length ? (await load.request({ type: 'orders', bases, slug, buyers: offerBuyers, timeoutMs, startAt: Date.now() }, timeoutMs * 8 + 60_000)).results : [];
    const lineWon = lineResults.filter((r) => r.status === 201);
    const linePlaces = lineWon.length;

    // ---- the end: exact, or the scenario fails ----
    const end = await state(c, eventId);
    const bad = [...phaseBad, ...check(end, capacity)];
    if ((joinStatuses['201'] ?? 0) !== line.length) bad.push(`the waiting list: ${JSON.stringify(joinStatuses)} for ${line.length} joins`);
    if (freed > 0 && line.length > 0 && lineResults.length === 0) bad.push('the waiting list: nobody was offered the freed places');
    if (lineWon.length !== lineResults.length) bad.push(`the waiting list: offers used ${JSON.stringify(countBy(lineResults, statusKey))}`);
    const soldOrHeld = end.quota.held + end.quota.sold;
    const floorBad = floorState.held !== floorPlaces || floorState.held > floorState.size ? [`floor quota held ${floorState.held} vs its orders’ ${floorPlaces} places (size ${floorState.size})`] : [];
    const errors5xx = [...results, ...lineResults].filter((r) => typeof r.status === 'number' && r.status >= 500).length;
    const timeouts = [...results, ...lineResults].filter((r) => r.status === 'timeout').length;
    const voucherOveruse = end.vouchers.reduce((n, v) => n + Math.max(0, v.used - v.max_uses), 0);
    const waits = lockSamples.map((s) => s.waiting);
    const result = {
      scenario: 'drop',
      buyers: buyersN,
      capacity,
      sold_or_held: soldOrHeld,
      oversold: Math.max(0, soldOrHeld - capacity),
      orders_per_minute: ordersPerMinute,
      floor_orders_per_minute: floorOrdersPerMinute,
      vs_floor: floorOrdersPerMinute ? round(ordersPerMinute / floorOrdersPerMinute, 3) : null,
      p50_ms: round(lat.p50, 1),
      p99_ms: round(lat.p99, 1),
      max_ms: round(lat.max, 1),
      statuses,
      errors_5xx: errors5xx,
      timeouts,
      voucher_overuse: voucherOveruse,
      lock_waits: { samples: waits.length, samples_with_waiters: waits.filter((w) => w > 0).length, max_waiting: Math.max(0, ...waits), mean_waiting: waits.length ? round(waits.reduce((a, b) => a + b, 0) / waits.length, 2) : 0, lock_types: [...new Set(lockSamples.flatMap((s) => (s.types ? s.types.split(',') : [])))] },
      deadlocks,
      node_cpu_s: nodeCpu,
      setup: {
        nodes: nodes.length,
        balancer: proxy ? 'HAProxy (deploy/haproxy.cfg)' : 'none (haproxy not installed): buyers alternate between the nodes',
        claim_concurrency_per_node: CLAIM_CONCURRENCY,
        database_pool_per_node: Number(nodeEnv.DATABASE_POOL_SIZE),
        ticket_types: 2,
        places_per_order: '2 for every fifth buyer, else 1',
        vouchers: end.vouchers.map((v) => ({ code: v.code, max_uses: v.max_uses })),
        buyers_with_voucher: buyers.filter((b) => b.body.voucher).length,
        request_timeout_ms: timeoutMs,
        cpu:
          LAYOUT === 'spread'
            ? `node 1${proxy ? ', HAProxy' : ''} and Redis pinned to CPU ${CPUS.server}, node 2, the buyers and the floor to CPU ${CPUS.load}, PostgreSQL unpinned`
            : `nodes${proxy ? ' and HAProxy' : ''} pinned to CPU ${CPUS.server}, buyers and the floor to CPU ${CPUS.load}, PostgreSQL unpinned`,
        layout: LAYOUT,
        rehearsal: warmUp ? `${warmUp.rounds.length} rounds of ${warmUp.buyers} buyers for ${warmUp.capacity} places, each on an event of its own, just before the drop (not measured)` : 'none (BENCH_DROP_WARM=0): the drop runs on fresh nodes',
      },
      warm_up: warmUp,
      drop: {
        orders: created.length,
        places: placesWon,
        to_last_order_s: round(lastCreated / 1000, 3),
        all_answered_s: round(drop.elapsed_ms / 1000, 3),
        answers_per_minute: round((definite.length / drop.elapsed_ms) * 60_000, 0),
        latency_ms: lat,
        latency_201_ms: summarize(created.map((r) => r.ms)),
        retried_503: results.reduce((n, r) => n + r.retried503, 0),
        state_after: { held: afterDrop.quota.held, sold: afterDrop.quota.sold },
        orders_created_after_answers: afterDrop.orders.pending?.orders - created.length,
        nodes_settled_after_s: settledAfterS,
        postgres_cpu_s: pgCpu,
        haproxy_cpu_s: haCpu,
        // The buyers' own process (1,000s of connections and JSON), on node 2's core.
        buyers_cpu_s: loadCpu,
        five_xx_samples: results.filter((r) => r.body).slice(0, 3).map((r) => `${r.status} ${r.body}`),
        // Requests that got no HTTP answer at all (the connection refused or reset), by the client's error message.
        connection_errors: countBy(results.filter((r) => r.status === 'error'), (r) => r.error),
      },
      floor: { concurrency: floorConcurrency, attempts: buyersN, claimed: fl.claimed, refused: fl.refused, places: floorPlaces, deadlocks: fl.deadlocks, to_last_claim_s: round(fl.to_last_claim_ms / 1000, 3), all_done_s: round(fl.elapsed_ms / 1000, 3), latency_ms: floorLat },
      payment: { paid_requests: toPay.length, answers: paid.statuses, seconds: round(paid.elapsed_ms / 1000, 2) },
      expiry: { orders: toExpire.length, places_freed: freed, looked: looked.statuses },
      waiting_list: {
        mode: 'PUT /events/{slug}/waiting-list by every buyer answered sold_out, first refused first; each freed place offered by the outbox job; the offered buyers order with their voucher',
        joined: line.length,
        join_statuses: joinStatuses,
        join_s: joinS,
        places_freed: freed,
        offered: offered.length,
        offers_made_within_s: offersS,
        orders: lineWon.length,
        places: linePlaces,
        statuses: countBy(lineResults, statusKey),
      },
      end: {
        capacity,
        sold: end.quota.sold,
        held: end.quota.held,
        remaining: capacity - soldOrHeld,
        tickets_valid: end.tickets,
        orders: end.orders,
        vouchers: end.vouchers.map((v) => ({ code: v.code, used: v.used, max_uses: v.max_uses })),
        exact: bad.length === 0 && floorBad.length === 0,
      },
      table: [
        { figure: `orders per minute (${buyersN} buyers, ${capacity} places, 2 nodes); × bare-SQL floor`, convene: ordersPerMinute, baseline: floorOrdersPerMinute, baseline_name: `bare SQL, ${floorConcurrency} connections`, ratio: floorOrdersPerMinute ? round(ordersPerMinute / floorOrdersPerMinute, 3) : null, target: '≥ 5,000 and ≥ 0.7' },
        { figure: 'time to a definite answer p50 / p99 / max (ms)', convene: `${round(lat.p50, 1)} / ${round(lat.p99, 1)} / ${round(lat.max, 1)}`, target: 'p99 < 2,000' },
        { figure: 'sold or held / capacity; oversold; 5xx; timeouts', convene: `${soldOrHeld} / ${capacity}; ${Math.max(0, soldOrHeld - capacity)}; ${errors5xx}; ${timeouts}`, target: 'exactly capacity; 0; 0; 0' },
      ],
      notes: [
        'Orders per minute: orders placed (201) over the time from the first request to the last 201; the floor: claims committed over the time to its last commit.',
        'Waiting list: every buyer answered sold_out joins it (PUT /events/{slug}/waiting-list), first refused first; each freed place is offered to the next in line, who orders with the offer.',
      ],
    };
    const line1 = Object.fromEntries(LINE_FIELDS.map((k) => [k, result[k]]));
    Object.assign(line1, { waiting_list_places: linePlaces, sold: end.quota.sold, held: end.quota.held, remaining: capacity - soldOrHeld, exact: result.end.exact });
    if (bad.length || floorBad.length || result.oversold || voucherOveruse) {
      env.log(`  drop: NOT EXACT: ${JSON.stringify(result.end)}`);
      throw new Error(`drop: the end state is not exact: ${[...bad, ...floorBad].join('; ')}`);
    }
    // The result as one JSON line on stdout (the details are in bench/results/drop.json).
    process.stdout.write(JSON.stringify(line1) + '\n');
    // The seated variant on the same nodes and database, after the unseated drop has settled.
    if (VARIANTS.includes('seated')) result.seated = await runSeated(seatedCtx());
    return result;
  } finally {
    await c.end().catch(() => undefined);
    await load?.stop();
    await proxy?.stop();
    await Promise.all(nodes.map((n) => n.stop()));
  }
}
