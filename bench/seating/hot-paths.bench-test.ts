import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEvent, createOrganization, createUser, tokenFor } from '../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../test/helpers/server.js';

// The seat hot paths at a 20,000-seat plan, through HTTP on one node (issue 50 leftovers, docs/seating.md "Measured"):
// `GET /events/{slug}/seats` (200) and with a matching `If-None-Match` (304), and a `quantity` order of 2 when only
// the plan's last row is free (every other seat blocked in SQL, as bench/scenarios/drop-seated.mjs does), so the pick
// has to go past 19,980 seats; and three uploads of the plan before. Prints one JSON line. Run it on a checkout before and after a change to compare.
const SEATS = 20_000;
const PER_ROW = 20;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { MAX_PENDING_ORDERS: '5', PAYMENT_PROVIDERS: 'test,manual' } });
});
afterAll(async () => {
  await server?.stop();
});

const ms = (t0: number) => Math.round((performance.now() - t0) * 10) / 10;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

it('times the seat states, their 304 and the best-seat pick at 20,000 seats', async () => {
  const ctx = server.ctx;
  const organizer = await createUser(ctx);
  const event = await createEvent(ctx, (await createOrganization(ctx, organizer)).id, { capacity: null });
  const token = await tokenFor(ctx, organizer);
  const type = await server.http.post(`/api/events/${event.slug}/tickets`, { name: 'Hall', price: 1_000_000, capacity: SEATS, max_per_order: 10 }, { token });
  expect(type.status, type.text).toBe(201);
  const ticketId = type.body.data.id as number;
  const seats = Array.from({ length: SEATS }, (_, i) => {
    const r = Math.floor(i / PER_ROW) + 1;
    const n = (i % PER_ROW) + 1;
    return { id: `R${r}-${n}`, label: `Row ${r}, seat ${n}`, section: 'Hall', row: String(r), ticket_id: ticketId, x: n * 10, y: r * 10 };
  });
  // Three uploads of the whole plan (the first inserts the seats, the others rewrite them).
  const uploads: number[] = [];
  for (let k = 0; k < 3; k++) {
    const t0 = performance.now();
    expect((await server.http.put(`/api/events/${event.slug}/seat-plan`, { seats }, { token })).status).toBe(200);
    uploads.push(ms(t0));
  }
  const path = `/api/events/${event.slug}/seats`;

  const full: number[] = [];
  let etag = '';
  for (let k = 0; k < 7; k++) {
    const t0 = performance.now();
    const res = await server.http.get(path);
    full.push(ms(t0));
    expect(res.status).toBe(200);
    etag = res.headers.get('etag')!;
  }
  const notModified: number[] = [];
  for (let k = 0; k < 7; k++) {
    const t0 = performance.now();
    const res = await server.http.get(path, { headers: { 'if-none-match': etag } });
    notModified.push(ms(t0));
    expect(res.status).toBe(304);
  }

  await sql`update seats set blocked = true where event_id = ${event.id} and position < ${SEATS - PER_ROW}`.execute(ctx.db);
  // What autovacuum does after such an update: the statistics and the visibility map as a live database has them.
  await sql`vacuum analyze seats`.execute(ctx.db);
  await sql`analyze seat_claims`.execute(ctx.db);
  const lastRow = new Set(seats.slice(-PER_ROW).map((s) => s.id));
  const picks: number[] = [];
  for (let k = 0; k < 5; k++) {
    const buyer = await tokenFor(ctx, await createUser(ctx));
    const t0 = performance.now();
    const res = await server.http.post(`/api/events/${event.slug}/orders`, { email: 'hall@example.com', items: [{ ticket_id: ticketId, quantity: 2 }] }, { token: buyer, headers: { 'idempotency-key': `hall-${k}` } });
    picks.push(ms(t0));
    expect(res.status, res.text).toBe(201);
    expect((res.body.data.items[0].seats as string[]).every((id) => lastRow.has(id))).toBe(true);
  }
  // The pick alone, in the database (storage/repositories/seating.ts `pickFreeSeats`), when this checkout has it; and
  // the statement the Node pick used to read (every seat of the type with whether it is free), for comparison.
  const repo = (await import('../../storage/repositories/seating.js')) as { pickFreeSeats?: (db: unknown, e: number, t: number, n: number) => Promise<string[] | null> };
  const timeIt = async (f: () => Promise<unknown>) => {
    const out: number[] = [];
    for (let k = 0; k < 7; k++) {
      const t0 = performance.now();
      await f();
      out.push(ms(t0));
    }
    return median(out);
  };
  const wholeType = () =>
    sql`select s.seat_id, s.section, s.row, (not s.blocked and c.seat_id is null) as free from seats s left join seat_claims c on c.event_id = s.event_id and c.seat_id = s.seat_id
      where s.event_id = ${event.id} and s.ticket_type_id = ${ticketId} order by s.position`.execute(ctx.db);
  const alone = {
    read_whole_type_p50: await timeIt(wholeType),
    pick_in_sql_2_p50: repo.pickFreeSeats ? await timeIt(() => repo.pickFreeSeats!(ctx.db, event.id, ticketId, 2)) : null,
    pick_in_sql_1_p50: repo.pickFreeSeats ? await timeIt(() => repo.pickFreeSeats!(ctx.db, event.id, ticketId, 1)) : null,
  };
  // The same with the whole plan free again but for the seats sold above (the pick finds its seats at the front).
  await sql`update seats set blocked = false where event_id = ${event.id}`.execute(ctx.db);
  await sql`vacuum analyze seats`.execute(ctx.db);
  const front = {
    read_whole_type_p50: await timeIt(wholeType),
    pick_in_sql_2_p50: repo.pickFreeSeats ? await timeIt(() => repo.pickFreeSeats!(ctx.db, event.id, ticketId, 2)) : null,
  };
  const frontOrders: number[] = [];
  for (let k = 0; k < 5; k++) {
    const buyer = await tokenFor(ctx, await createUser(ctx));
    const t0 = performance.now();
    const res = await server.http.post(`/api/events/${event.slug}/orders`, { email: 'hall@example.com', items: [{ ticket_id: ticketId, quantity: 2 }] }, { token: buyer, headers: { 'idempotency-key': `front-${k}` } });
    frontOrders.push(ms(t0));
    expect(res.status, res.text).toBe(201);
  }
  const database = process.env.TEST_DATABASE_URL ? 'postgresql' : 'embedded';
  console.log(JSON.stringify({ database, seats: SEATS, upload_ms: uploads, seats_200_ms: full, seats_200_p50: median(full), seats_304_ms: notModified, seats_304_p50: median(notModified), pick_last_row_order_ms: picks, pick_p50: median(picks), last_row_only: alone, front_free: front, front_order_ms: frontOrders, front_order_p50: median(frontOrders) }));
});
