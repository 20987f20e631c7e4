// node bench/order-probe.mjs [--n=300] [--concurrency=1,300] [--no-build]: the server CPU of one order request, by
// answer, on one Convene node over PostgreSQL (no balancer, no second node): `POST /api/events/{slug}/orders` answered
// 422 `voucher_invalid` (an unknown voucher), 409 `sold_out` (a quota of 0 left), and 201 (places left), each sent n
// times at each concurrency; server CPU from /proc over each phase, divided by the answers. The drop (issue 49)
// sends mostly the first two: what they cost bounds how fast a drop's buyers are all answered.
import pg from 'pg';
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { buildConvene, createBenchDatabase, ensurePostgres, killAll, startConvene, startRedis } from './lib/infra.mjs';
import { mintTokens, seedCatalogue } from './lib/seed.mjs';
import { cpuSeconds, cpuSecondsByComm, cpuSecondsByThread, round } from './lib/util.mjs';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const N = Number(arg('n', 300));
const CONCURRENCY = arg('concurrency', '1,300').split(',').map(Number);
// --perf=<file>: `perf record` of the node over the phases (start the node with BENCH_NODE_FLAGS=--perf-basic-prof
// for JavaScript names): real CPU samples, where V8's profiler counts the time a thread waits for its core too.
const PERF = arg('perf', '');
// --answers=422,409,201: which answers to measure (default all three).
const ANSWERS = arg('answers', '422,409,201').split(',');
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

function send(url, { method = 'POST', headers = {}, body }) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(url, { method, agent, headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', (err) => resolve({ status: 0, body: err.message }));
    if (payload) req.write(payload);
    req.end();
  });
}

async function api(base, token, method, path, body) {
  const res = await send(`${base}/api${path}`, { method, headers: { authorization: `Bearer ${token}` }, body });
  if (res.status >= 300) throw new Error(`${method} ${path} → ${res.status} ${res.body.slice(0, 300)}`);
  return JSON.parse(res.body).data;
}

await ensurePostgres();
if (!process.argv.includes('--no-build')) buildConvene();
const db = await createBenchDatabase();
const redis = await startRedis();
const node = await startConvene({ databaseUrl: db.url, redisUrl: redis.url, extraEnv: { PAYMENT_PROVIDERS: 'test', SMS_DRIVER: 'log', DATABASE_POOL_SIZE: '20', SHUTDOWN_NOTICE_MS: '0' } });
const c = new pg.Client({ connectionString: db.url });
await c.connect();
try {
  const { organizationId, categoryId } = await seedCatalogue(db.url, { events: 1 });
  const starts = new Date(Date.now() + 30 * 86_400_000);
  const mk = async (slug) => (await c.query(`insert into events (organization_id, category_id, slug, name, city_name, online, starts_at, ends_at, sales_deadline, capacity, sales_count) values ($1, $2, $3, 'Probe', 'Tehran', false, $4, $5, $4, null, 0) returning id`, [organizationId, categoryId, slug, starts, new Date(starts.getTime() + 3_600_000)])).rows[0].id;
  const total = N * CONCURRENCY.length * 3 + 1;
  const mobiles = Array.from({ length: total }, (_, k) => `+98936${String(k).padStart(7, '0')}`);
  const ids = (await c.query(`insert into users (mobile, name, surname) select m, 'Probe', 'Buyer' from unnest($1::text[]) m returning id`, [mobiles])).rows.map((r) => r.id);
  const [orgId, ...buyerIds] = ids;
  await c.query(`insert into organization_members (organization_id, user_id, role) values ($1, $2, 'owner')`, [organizationId, orgId]);
  const eventId = await mk('probe-drop');
  const [orgToken, ...tokens] = await mintTokens(db.url, [orgId, ...buyerIds], eventId);
  const base = node.url;
  const open = await api(base, orgToken, 'POST', '/events/probe-drop/tickets', { name: 'Open', price: 1_000_000 });
  const gone = await api(base, orgToken, 'POST', '/events/probe-drop/tickets', { name: 'Gone', price: 1_000_000 });
  await api(base, orgToken, 'POST', '/events/probe-drop/quotas', { name: 'Big', size: 100_000, ticket_ids: [open.id] });
  await api(base, orgToken, 'POST', '/events/probe-drop/quotas', { name: 'None', size: 0, ticket_ids: [gone.id] });
  await api(base, orgToken, 'POST', '/events/probe-drop/vouchers', { code: 'REAL', discount: { percent: 10 }, max_uses: 10, ticket_ids: [open.id] });
  let next = 0;
  const rows = [];
  let perf;
  for (const [round_, concurrency] of CONCURRENCY.entries()) {
    // perf records from the second round on: the first one warms the node (V8 compiles the order path).
    if (PERF && round_ === 1) {
      perf = spawn('perf', ['record', '-F', '1999', '-g', '-p', String(node.pid), '-o', PERF], { stdio: 'ignore' });
      await new Promise((r) => setTimeout(r, 1000));
    }
    for (const [what, body] of [
      ['422 voucher_invalid', { items: [{ ticket_id: open.id, quantity: 1 }], email: 'p@example.com', voucher: 'NOPE' }],
      ['409 sold_out', { items: [{ ticket_id: gone.id, quantity: 1 }], email: 'p@example.com' }],
      ['201', { items: [{ ticket_id: open.id, quantity: 1 }], email: 'p@example.com' }],
    ].filter(([what]) => ANSWERS.includes(what.split(' ')[0]))) {
      const batch = tokens.slice(next, next + N);
      next += N;
      const cpu0 = cpuSeconds(node.pid);
      const pg0 = cpuSecondsByComm('postgres').seconds;
      const threads0 = cpuSecondsByThread(node.pid);
      const t0 = performance.now();
      const statuses = {};
      let k = 0;
      await Promise.all(
        Array.from({ length: Math.min(concurrency, N) }, async () => {
          while (k < batch.length) {
            const i = k++;
            const res = await send(`${base}/api/events/probe-drop/orders`, { headers: { authorization: `Bearer ${batch[i]}`, 'idempotency-key': `p-${next}-${i}` }, body });
            statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          }
        }),
      );
      const ms = performance.now() - t0;
      const cpu = cpuSeconds(node.pid) - cpu0;
      const pgCpu = cpuSecondsByComm('postgres').seconds - pg0;
      const threads = Object.fromEntries(Object.entries(cpuSecondsByThread(node.pid)).map(([name, sec]) => [name, round(((sec - (threads0[name] ?? 0)) * 1000) / N, 2)]).filter(([, v]) => v > 0));
      rows.push({ answer: what, concurrency, statuses, cpu_ms_per_request: round((cpu * 1000) / N, 2), postgres_cpu_ms_per_request: round((pgCpu * 1000) / N, 2), by_thread_ms: threads, wall_s: round(ms / 1000, 2) });
      process.stderr.write(`${JSON.stringify(rows.at(-1))}\n`);
    }
  }
  if (perf) {
    perf.kill('SIGINT');
    await new Promise((r) => perf.once('exit', r));
  }
  process.stdout.write(`${JSON.stringify({ probe: 'order', n: N, rows })}\n`);
} finally {
  await c.end();
  await node.stop();
  killAll();
  await db.drop();
}
