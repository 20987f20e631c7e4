// Forked load generator of the ticket drop (bench/scenarios/drop.mjs): buyers who logged in beforehand send their
// orders at once, each on a connection of its own (thousands of browsers), and wait for a definite answer; the
// sandbox's Pay button for the held orders; and the bare-SQL floor (the same claim over `pg`, no HTTP, no Node
// service in between) on the same database.
import { Agent, request } from 'node:http';
import pg from 'pg';
import { serveRunner } from '../lib/infra.mjs';
import { nowMs, round } from '../lib/util.mjs';

const newAgent = () => new Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 100_000 });
let agent = newAgent();

/** One HTTP request; resolves with {status, headers, body} or {error: 'timeout' | message}. */
function send(url, { method = 'POST', headers = {}, body, timeoutMs }) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const req = request(url, { method, agent, headers: { ...(payload !== undefined ? { 'content-length': Buffer.byteLength(payload) } : {}), ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', (err) => resolve({ error: err.message }));
    });
    req.setTimeout(timeoutMs, () => {
      req.destroy(new Error('timeout'));
    });
    req.on('error', (err) => resolve({ error: err.message === 'timeout' ? 'timeout' : err.message }));
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

const parse = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * Every buyer at once (`startAt`: the same instant for all). A 503 (the node's "try again", with Retry-After) is
 * retried after Retry-After, at most `retries` times; the time to a definite answer runs from the first send to the
 * answer that is not a 503, waits included. A request unanswered after `timeoutMs` is a timeout.
 */
async function orders({ bases, slug, buyers, timeoutMs, retries = 5, startAt }) {
  const wait = startAt - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  const t0 = nowMs();
  const results = await Promise.all(
    buyers.map(async (b, k) => {
      const base = bases[k % bases.length];
      const started = nowMs();
      let attempts = 0;
      let retried503 = 0;
      for (;;) {
        attempts++;
        const res = await send(`${base}/api/events/${slug}/orders`, {
          headers: { 'content-type': 'application/json', authorization: `Bearer ${b.token}`, 'idempotency-key': b.key },
          body: b.body,
          timeoutMs,
        });
        const at = nowMs();
        if (res.error) return { i: b.i, status: res.error === 'timeout' ? 'timeout' : 'error', error: res.error, ms: at - started, at: at - t0, attempts, retried503 };
        if (res.status === 503 && attempts <= retries) {
          retried503++;
          const after = Math.min(10, Number(res.headers['retry-after']) || 1);
          await new Promise((r) => setTimeout(r, after * 1000));
          continue;
        }
        const json = parse(res.body);
        const err = json?.errors?.[0];
        const order = json?.data;
        return {
          i: b.i,
          status: res.status,
          code: err?.code,
          waiting_list: err?.waiting_list ?? err?.extra?.waiting_list,
          order_code: order?.code,
          order_status: order?.status,
          payment_url: order?.payment?.action?.url,
          ms: at - started,
          at: at - t0,
          attempts,
          retried503,
          ...(res.status >= 500 ? { body: res.body.slice(0, 300) } : {}),
        };
      }
    }),
  );
  const elapsed = nowMs() - t0;
  // Each drop's buyers arrive on connections of their own: the idle ones of this drop (the rehearsal's) are closed, so
  // the next drop never reuses a connection the balancer is closing just then (its keep-alive timeout).
  agent.destroy();
  agent = newAgent();
  return { results, elapsed_ms: elapsed };
}

/**
 * A request after the drop: a 503 (HAProxy's "no server" while its health checks, starved during the drop, still
 * count the nodes down, or Convene's "nothing done, try again") is sent again after half a second, at most 120 times.
 */
async function sendAgain(url, opts) {
  for (let attempt = 0; ; attempt++) {
    const res = await send(url, opts);
    if (res.status !== 503 || attempt >= 120) return res;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The sandbox's Pay button for each attempt (a form POST, as the page sends it), `concurrency` at a time. */
async function pay({ base, paths, concurrency = 32, timeoutMs = 30_000 }) {
  const statuses = {};
  let next = 0;
  const t0 = nowMs();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, paths.length) }, async () => {
      while (next < paths.length) {
        const path = paths[next++];
        const res = await sendAgain(`${base}${path}/pay`, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '', timeoutMs });
        const key = res.error ? (res.error === 'timeout' ? 'timeout' : 'error') : String(res.status);
        statuses[key] = (statuses[key] ?? 0) + 1;
      }
    }),
  );
  return { statuses, elapsed_ms: round(nowMs() - t0, 1) };
}

/** GETs the orders as their buyers (a buyer looking at an order past its hold makes it expire, on any node). */
async function look({ bases, orders: list, concurrency = 32, timeoutMs = 30_000 }) {
  const statuses = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, list.length) }, async () => {
      while (next < list.length) {
        const k = next++;
        const o = list[k];
        const res = await sendAgain(`${bases[k % bases.length]}/api/orders/${o.code}`, { method: 'GET', headers: { authorization: `Bearer ${o.token}` }, timeoutMs });
        const key = res.error ? 'error' : `${res.status} ${parse(res.body)?.data?.status ?? ''}`.trim();
        statuses[key] = (statuses[key] ?? 0) + 1;
      }
    }),
  );
  return { statuses };
}

/**
 * The floor: `attempts` claims queued at once on `concurrency` connections, each the statements a claim needs at
 * the least: in one transaction the order row and its item, then the conditional UPDATE of the quota's counter row
 * (committed when it matched, rolled back when the quota is full). No HTTP, no authentication, no JavaScript service.
 */
async function floor({ databaseUrl, eventId, quotaId, ticketTypeId, buyerIds, places, concurrency }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: concurrency });
  // Open the connections first (Convene's pools are warm too).
  const warm = await Promise.all(Array.from({ length: concurrency }, () => pool.connect()));
  for (const c of warm) c.release();
  const t0 = nowMs();
  let last = 0;
  let ok = 0;
  let full = 0;
  let deadlocks = 0;
  const latencies = [];
  await Promise.all(
    buyerIds.map(async (buyerId, k) => {
      const started = nowMs();
      const n = places[k];
      const c = await pool.connect();
      try {
        await c.query('begin');
        const order = await c.query(
          `insert into orders (code, event_id, buyer_id, email, status, total, currency, idempotency_key, request_hash, expires_at)
           values ($1, $2, $3, $4, 'pending', $5, 'IRR', $6, 'floor', now() + interval '15 minutes') returning id`,
          [`FLOOR-${k}-${process.pid}`, eventId, buyerId, `floor${k}@example.com`, 1000 * n, `floor-${k}`],
        );
        await c.query(`insert into order_items (order_id, ticket_type_id, name, quantity, unit_price, discount, tax) values ($1, $2, 'Floor', $3, 1000, 0, 0)`, [order.rows[0].id, ticketTypeId, n]);
        const claimed = await c.query(`update quotas set held = held + $1 where id = $2 and held + sold + $1 <= size returning id`, [n, quotaId]);
        if (claimed.rowCount === 1) {
          await c.query('commit');
          ok++;
          last = nowMs();
        } else {
          await c.query('rollback');
          full++;
        }
      } catch (err) {
        await c.query('rollback').catch(() => undefined);
        if (err.code === '40P01') deadlocks++;
        else throw err;
      } finally {
        c.release();
      }
      latencies.push(nowMs() - started);
    }),
  );
  const end = nowMs();
  await pool.end();
  return { claimed: ok, refused: full, deadlocks, to_last_claim_ms: round(last - t0, 1), elapsed_ms: round(end - t0, 1), latencies };
}

serveRunner(async (msg) => {
  if (msg.type === 'orders') return orders(msg);
  if (msg.type === 'pay') return pay(msg);
  if (msg.type === 'look') return look(msg);
  if (msg.type === 'floor') return floor(msg);
  throw new Error(`unknown request ${msg.type}`);
});
process.send({ type: 'ready' });
