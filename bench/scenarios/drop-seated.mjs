// The seated variant of the ticket drop (issue 50, CONTRACT 19), run by `npm run bench -- --only=drop` after the
// unseated one (BENCH_DROP_VARIANTS=plain,seated; either alone). N buyers send `quantity` orders at once for one
// seated ticket type whose C places are the C seats of a plan (rows of 20): the server picks the best free seats
// (side by side in a row) for each, and a seat is claimed at most once (the claims' primary key). The end state is
// checked exactly: claims = held + sold places of the type = places of the live orders, no seat in two claims.
// Beside it, on the same nodes: a 20,000-seat plan's upload, `GET /events/{slug}/seats` (and its 304), and the best
// seats picked when only the last row of the plan is free; and EXPLAIN (ANALYZE) of the seat statements on it.
import { forkScript, CPUS } from '../lib/infra.mjs';
import { mintTokens } from '../lib/seed.mjs';
import { round, summarize } from '../lib/util.mjs';

const statusKey = (r) => (typeof r.status === 'number' ? (r.code ? `${r.status} ${r.code}` : String(r.status)) : r.status);
const countBy = (list, key) => list.reduce((m, x) => ((m[key(x)] = (m[key(x)] ?? 0) + 1), m), {});

/** `rows` × `perRow` seats of one type, best first (row A first), each `{id, label, section, row, ticket_id, x, y}`. */
function hall(ticketId, count, perRow = 20) {
  return Array.from({ length: count }, (_, i) => {
    const r = Math.floor(i / perRow);
    const n = (i % perRow) + 1;
    return { id: `R${r + 1}-${n}`, label: `Row ${r + 1}, seat ${n}`, section: 'Hall', row: String(r + 1), ticket_id: ticketId, x: n * 10, y: r * 10 };
  });
}

async function call(base, token, method, path, body, headers = {}) {
  const t0 = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const res = await fetch(`${base}/api${path}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers }, body: payload });
  const text = await res.text();
  return { status: res.status, text, ms: performance.now() - t0, bytes: Buffer.byteLength(text), sent: payload ? Buffer.byteLength(payload) : 0, etag: res.headers.get('etag') };
}

const must = (r, status, what) => {
  if (r.status !== status) throw new Error(`${what} → ${r.status} ${r.text.slice(0, 300)}`);
  return r;
};

/**
 * `ctx`: { env, c (a connected pg client), bases, base, mkEvent(slug, name), organizationId, organizerId, buyerIds,
 * places(i), timeoutMs }. Answers the seated result (throws when the end state is not exact).
 */
export async function runSeated(ctx) {
  const { env, c, bases, base, mkEvent, organizerId, buyerIds, places, timeoutMs } = ctx;
  const capacity = env.sizes?.[1] ?? (env.smoke ? 20 : env.quick ? 100 : 500);
  const slug = `bench-seated-${Date.now().toString(36)}`;
  const eventId = await mkEvent(slug, 'Bench seated drop');
  const hallSlug = `${slug}-hall`;
  const hallEventId = await mkEvent(hallSlug, 'Bench 20,000-seat hall');
  env.log(`  drop (seated): minting ${buyerIds.length} tokens`);
  const [organizerToken, ...tokens] = await mintTokens(env.databaseUrl, [organizerId, ...buyerIds], eventId);
  const [hallToken, ...hallBuyers] = await mintTokens(env.databaseUrl, [organizerId, ...buyerIds.slice(0, 5)], hallEventId);

  // ---- the 20,000-seat plan: upload, states with ETag and 304, the best seats near the plan's end ----
  const big = 20_000;
  const hallType = JSON.parse(must(await call(base, hallToken, 'POST', `/events/${hallSlug}/tickets`, { name: 'Hall', price: 1_000_000, capacity: big, max_per_order: 10 }), 201, 'hall type').text).data.id;
  const bigPlan = hall(hallType, big);
  const uploads = [];
  for (let k = 0; k < 3; k++) uploads.push(must(await call(base, hallToken, 'PUT', `/events/${hallSlug}/seat-plan`, { seats: bigPlan }), 200, 'upload 20,000 seats'));
  const reads = [];
  for (let k = 0; k < 5; k++) reads.push(must(await call(base, undefined, 'GET', `/events/${hallSlug}/seats`), 200, 'seats'));
  const etag = reads.at(-1).etag;
  const notModified = [];
  for (let k = 0; k < 5; k++) notModified.push(must(await call(base, undefined, 'GET', `/events/${hallSlug}/seats`, undefined, { 'if-none-match': etag }), 304, 'seats 304'));
  // Every seat but the last row's blocked (in SQL: 19,980 ids are more than the API's JSON limit for a block), so a
  // `quantity` order walks the whole plan to find its seats.
  const lastRow = bigPlan.slice(-20).map((s) => s.id);
  await c.query('update seats set blocked = true where event_id = $1 and position < $2', [hallEventId, big - 20]);
  const picks = [];
  for (let k = 0; k < 5; k++) {
    const r = must(
      await call(base, hallBuyers[k], 'POST', `/events/${hallSlug}/orders`, { items: [{ ticket_id: hallType, quantity: 2 }], email: `hall${k}@example.com` }, { 'idempotency-key': `${hallSlug}-pick-${k}` }),
      201,
      'pick near the end',
    );
    const seats = JSON.parse(r.text).data.items[0].seats;
    if (!seats.every((s) => lastRow.includes(s))) throw new Error(`picked ${seats} outside the last row`);
    picks.push(r);
  }
  // EXPLAIN (ANALYZE, BUFFERS) of the seat statements on the 20,000-seat plan, as the repositories send them.
  const explain = async (name, text, params) => {
    const r = await c.query(`explain (analyze, buffers, format json) ${text}`, params);
    const plan = r.rows[0]['QUERY PLAN'][0];
    const nodes = [];
    const walk = (n) => {
      nodes.push(`${n['Node Type']}${n['Index Name'] ? ` ${n['Index Name']}` : n['Relation Name'] ? ` on ${n['Relation Name']}` : ''}`);
      for (const k of n.Plans ?? []) walk(k);
    };
    walk(plan.Plan);
    return { name, ms: round(plan['Execution Time'], 2), nodes };
  };
  await c.query('analyze seats; analyze seat_claims');
  const someIds = bigPlan.slice(-4).map((s) => s.id);
  const plans = [
    // pickFreeSeats (storage/repositories/seating.ts) for 2 seats: the run read (the first run of 2 free seats of one row)
    // and the fallback read (the first 2 free seats), as it sends them.
    await explain('pickFreeSeats run (2 free side by side, plan order)', `with t as (select s.position, coalesce(s.section, '') as sec, coalesce(s.row, '') as rw, (not s.blocked and not exists (select 1 from seat_claims c where c.event_id = s.event_id and c.seat_id = s.seat_id)) as free, row_number() over (order by s.position) as rn from seats s where s.event_id = $1 and s.ticket_type_id = $2), f as (select position, lag(position, $3) over w as first_position, case when lag(rn) over w = rn - 1 and lag(sec) over w = sec and lag(rw) over w = rw then 0 else 1 end as brk from t where free window w as (order by position)), hit as (select first_position, position as last_position from (select first_position, position, sum(brk) over (order by position rows between $4 preceding and current row) as breaks from f) r where breaks = 0 order by position limit 1) select s.seat_id from hit join seats s on s.event_id = $1 and s.ticket_type_id = $2 and s.position between hit.first_position and hit.last_position order by s.position`, [hallEventId, hallType, 1, 0]),
    await explain('pickFreeSeats fallback (the first 2 free seats)', `select s.seat_id from seats s where s.event_id = $1 and s.ticket_type_id = $2 and (not s.blocked and not exists (select 1 from seat_claims c where c.event_id = s.event_id and c.seat_id = s.seat_id)) order by s.position limit $3`, [hallEventId, hallType, 2]),
    await explain('seatStateVersion (the ETag of GET /seats)', `select version::text as version from seat_state_versions where event_id = $1`, [hallEventId]),
    await explain('listSeatStates (GET /seats)', `select s.seat_id as id, case when s.blocked then 'blocked' when c.status is null then 'free' else c.status end as status from seats s left join seat_claims c on c.event_id = s.event_id and c.seat_id = s.seat_id where s.event_id = $1 order by s.position`, [hallEventId]),
    await explain('seatsForClaim (named seats, FOR SHARE)', `select seat_id, ticket_type_id, blocked from seats where event_id = $1 and seat_id = any($2::text[]) for share`, [hallEventId, someIds]),
    await explain('claims of an order (seat_claims_order_idx)', `select seat_id from seat_claims where order_id = (select max(order_id) from seat_claims where event_id = $1)`, [hallEventId]),
  ];

  // ---- the seated drop ----
  const type = JSON.parse(must(await call(base, organizerToken, 'POST', `/events/${slug}/tickets`, { name: 'Seated', price: 1_000_000, capacity, max_per_order: 10 }), 201, 'seated type').text).data.id;
  must(await call(base, organizerToken, 'PUT', `/events/${slug}/seat-plan`, { seats: hall(type, capacity) }), 200, 'seat plan');
  const buyers = buyerIds.map((_, i) => ({ i, token: tokens[i], key: `seated-${i}`, body: { items: [{ ticket_id: type, quantity: places(i) }], email: `seated${i}@example.com` } }));
  const load = await forkScript('load/drop-buyers.mjs', { cpus: CPUS.load, label: 'drop-seated-buyers' });
  let drop;
  try {
    env.log(`  drop (seated): ${buyers.length} buyers for ${capacity} seats (best seats picked)`);
    drop = await load.request({ type: 'orders', bases, slug, buyers, timeoutMs, startAt: Date.now() + 200 }, timeoutMs * 8 + 60_000);
  } finally {
    await load.stop();
  }
  const results = drop.results;
  const created = results.filter((r) => r.status === 201);
  const lastCreated = Math.max(0, ...created.map((r) => r.at));
  const definite = results.filter((r) => typeof r.status === 'number' && r.status < 500);
  const lat = summarize(definite.map((r) => r.ms));
  const ordersPerMinute = lastCreated ? round((created.length / lastCreated) * 60_000, 0) : 0;
  const statuses = countBy(results, statusKey);

  // ---- the end: exact, or the variant fails ----
  const one = async (q, p) => (await c.query(q, p)).rows[0];
  const t = await one('select capacity, held, sold from ticket_types where id = $1', [type]);
  const claims = await one(`select count(*)::int as n, count(distinct seat_id)::int as seats from seat_claims where event_id = $1`, [eventId]);
  const live = await one(`select coalesce(sum(i.quantity), 0)::int as places from orders o join order_items i on i.order_id = o.id where o.event_id = $1 and o.status in ('pending', 'paid')`, [eventId]);
  const itemSeats = await one(`select coalesce(sum(cardinality(i.seats)), 0)::int as n from orders o join order_items i on i.order_id = o.id where o.event_id = $1 and o.status in ('pending', 'paid')`, [eventId]);
  const bad = [];
  const eq = (what, a, b) => a !== b && bad.push(`${what}: ${a} ≠ ${b}`);
  eq('type capacity vs seats', t.capacity, capacity);
  eq('claims vs held + sold', claims.n, t.held + t.sold);
  eq('claims vs live orders’ places', claims.n, live.places);
  eq('seats named by live items vs claims', itemSeats.n, claims.n);
  eq('distinct seats claimed', claims.seats, claims.n);
  if (claims.n > capacity) bad.push(`oversold: ${claims.n} of ${capacity}`);
  const errors5xx = results.filter((r) => typeof r.status === 'number' && r.status >= 500).length;
  const timeouts = results.filter((r) => r.status === 'timeout').length;
  const result = {
    scenario: 'drop-seated',
    buyers: buyers.length,
    capacity,
    sold_or_held: claims.n,
    oversold: Math.max(0, claims.n - capacity),
    orders_per_minute: ordersPerMinute,
    p50_ms: round(lat.p50, 1),
    p99_ms: round(lat.p99, 1),
    max_ms: round(lat.max, 1),
    statuses,
    errors_5xx: errors5xx,
    timeouts,
    to_last_order_s: round(lastCreated / 1000, 3),
    all_answered_s: round(drop.elapsed_ms / 1000, 3),
    retried_503: results.reduce((n, r) => n + r.retried503, 0),
    // What the 5xx said (distinct bodies, at most five), and the connection errors by kind.
    five_xx_samples: [...new Set(results.filter((r) => r.body).map((r) => `${r.status} ${r.body}`))].slice(0, 5),
    connection_errors: countBy(results.filter((r) => r.error), (r) => r.error),
    exact: bad.length === 0,
    large_plan: {
      seats: big,
      upload_ms: uploads.map((u) => round(u.ms, 0)),
      upload_bytes: uploads[0].sent,
      seats_get_ms: summarize(reads.map((r) => r.ms)),
      seats_get_bytes: reads[0].bytes,
      seats_304_ms: summarize(notModified.map((r) => r.ms)),
      pick_last_row_order_ms: picks.map((p) => round(p.ms, 1)),
      explain: plans,
    },
    notes: [
      'Orders per minute: orders placed (201) over the time from the first request to the last 201. The seated variant stops after the drop (no payment, expiry or line phases).',
      'pick_last_row_order_ms: a whole order (POST /orders, quantity 2) on the 20,000-seat plan with every seat but the last row blocked, so the pick walks the whole plan in the database (only the 2 seats picked reach Node).',
    ],
  };
  if (bad.length) {
    env.log(`  drop (seated): NOT EXACT: ${bad.join('; ')}`);
    throw new Error(`drop (seated): the end state is not exact: ${bad.join('; ')}`);
  }
  const line = Object.fromEntries(['scenario', 'buyers', 'capacity', 'sold_or_held', 'oversold', 'orders_per_minute', 'p50_ms', 'p99_ms', 'max_ms', 'statuses', 'errors_5xx', 'timeouts', 'exact'].map((k) => [k, result[k]]));
  process.stdout.write(JSON.stringify(line) + '\n');
  return result;
}

