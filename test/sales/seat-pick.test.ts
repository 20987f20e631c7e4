import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pickFreeSeats } from '../../storage/repositories/seating.js';
import { createEvent, createOrganization, createUser, tokenFor } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// The best-seat pick (CONTRACT 19) is made by the database (storage/repositories/seating.ts `pickFreeSeats`): these
// tests hold it to the rule, written out below as it was computed in Node before, on a plan of a few thousand seats
// with held, sold and blocked seats among them; and the seat states' ETag is a version (304 without reading a seat).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { MAX_PENDING_ORDERS: '5', PAYMENT_PROVIDERS: 'test,manual' } });
});
afterAll(async () => {
  await server?.stop();
});

let keys = 0;
const key = () => `pick-${Date.now()}-${++keys}`;

interface PlanSeat {
  id: string;
  label: string;
  section?: string;
  row?: string;
  ticket_id: number;
}

/**
 * The rule as the Node pick had it: the first run of `n` free seats side by side in one row (consecutive among the
 * type's seats in plan order, one section and row, a missing one counting as empty), else the first `n` free seats.
 */
function referencePick(seats: Array<{ id: string; section?: string; row?: string; free: boolean }>, n: number): string[] | null {
  let run: string[] = [];
  let key: string | undefined;
  for (const s of seats) {
    const k = `${s.section ?? ''}\u0000${s.row ?? ''}`;
    if (k !== key || !s.free) run = [];
    key = k;
    if (!s.free) continue;
    run.push(s.id);
    if (run.length === n) return run;
  }
  const free = seats.filter((s) => s.free).map((s) => s.id);
  return free.length >= n ? free.slice(0, n) : null;
}

/** A small deterministic generator (the same plan and states every run). */
function random(seed: number) {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0;
    x ^= x >>> 13;
    return (x >>> 0) / 2 ** 32;
  };
}

async function shop() {
  const ctx = server.ctx;
  const organizer = await createUser(ctx);
  const org = await createOrganization(ctx, organizer);
  const event = await createEvent(ctx, org.id, { capacity: null });
  const token = await tokenFor(ctx, organizer);
  const paid = await server.http.post(`/api/events/${event.slug}/tickets`, { name: 'Stalls', price: 1_000_000, capacity: 10_000, max_per_order: 100 }, { token });
  const free = await server.http.post(`/api/events/${event.slug}/tickets`, { name: 'Guests', price: 0, capacity: 10_000, max_per_order: 100 }, { token });
  expect(paid.status, paid.text).toBe(201);
  expect(free.status, free.text).toBe(201);
  return { event, slug: event.slug, token, paid: paid.body.data.id as number, free: free.body.data.id as number };
}

const buyerToken = async () => tokenFor(server.ctx, await createUser(server.ctx));

function order(slug: string, token: string, item: { ticket_id: number; seats?: string[]; quantity?: number }) {
  return server.http.post(`/api/events/${slug}/orders`, { email: 'buyer@example.com', items: [item] }, { token, headers: { 'idempotency-key': key() } });
}

async function states(slug: string): Promise<Map<string, string>> {
  const res = await server.http.get(`/api/events/${slug}/seats`);
  expect(res.status).toBe(200);
  return new Map((res.body.data as Array<{ id: string; status: string }>).map((s) => [s.id, s.status]));
}

/** The type's seats in plan order with whether each is free now (from `GET /seats`). */
async function seatsOf(slug: string, plan: PlanSeat[], type: number) {
  const now = await states(slug);
  return plan.filter((s) => s.ticket_id === type).map((s) => ({ id: s.id, section: s.section, row: s.row, free: now.get(s.id) === 'free' }));
}

/** Claims `ids` with orders naming them (100 a order, a new buyer each): held for the paid type, sold for the free one. */
async function take(slug: string, type: number, ids: string[]) {
  for (let i = 0; i < ids.length; i += 100) {
    const res = await order(slug, await buyerToken(), { ticket_id: type, seats: ids.slice(i, i + 100) });
    expect(res.status, res.text).toBe(201);
  }
}

describe('the best-seat pick, made by the database', () => {
  it('picks what the rule picks on a plan of 3,000 seats with held, sold and blocked seats: side by side, plan order, else the first free', async () => {
    const s = await shop();
    const rand = random(50);
    // Two sections of 40 rows of 36 seats, and 120 seats without section or row at the end. In each row the guests'
    // type has every fifth seat, so the paid type's runs are consecutive among its own seats across them.
    const plan: PlanSeat[] = [];
    for (const section of ['Stalls', 'Circle']) {
      for (let r = 0; r < 40; r++) {
        for (let n = 1; n <= 36; n++) {
          const row = `R${r}`;
          plan.push({ id: `${section}-${row}-${n}`, label: `${section} ${row} ${n}`, section, row, ticket_id: n % 5 === 0 ? s.free : s.paid });
        }
      }
    }
    for (let n = 1; n <= 120; n++) plan.push({ id: `X${n}`, label: `X ${n}`, ticket_id: n % 5 === 0 ? s.free : s.paid });
    expect(plan.length).toBe(3000);
    const put = await server.http.put(`/api/events/${s.slug}/seat-plan`, { seats: plan }, { token: s.token });
    expect(put.status, put.text).toBe(200);

    // About a fifth blocked, a third of the paid type held, half of the guests' type sold, more so at the front.
    const blocked: string[] = [];
    const held: string[] = [];
    const sold: string[] = [];
    plan.forEach((seat, i) => {
      const front = i < 1500 ? 0.25 : 0;
      const x = rand();
      if (x < 0.12) blocked.push(seat.id);
      else if (seat.ticket_id === s.paid && x < 0.4 + front) held.push(seat.id);
      else if (seat.ticket_id === s.free && x < 0.6 + front) sold.push(seat.id);
    });
    const block = await server.http.post(`/api/events/${s.slug}/seats/block`, { seats: blocked, blocked: true }, { token: s.token });
    expect(block.status, block.text).toBe(200);
    await take(s.slug, s.paid, held);
    await take(s.slug, s.free, sold);
    const now = await states(s.slug);
    expect([...now.values()].filter((v) => v === 'held').length).toBe(held.length);
    expect([...now.values()].filter((v) => v === 'sold').length).toBe(sold.length);

    // Every quantity up to 24, for both types: the database's pick is the rule's.
    let runs = 0;
    let fallbacks = 0;
    for (const type of [s.paid, s.free]) {
      const seats = await seatsOf(s.slug, plan, type);
      for (let n = 1; n <= 24; n++) {
        const expected = referencePick(seats, n);
        expect(await pickFreeSeats(server.ctx.db, s.event.id, type, n), `type ${type}, ${n} seats`).toEqual(expected);
        if (expected && n > 1) {
          const one = plan.find((p) => p.id === expected[0])!;
          if (expected.every((id) => plan.find((p) => p.id === id)!.row === one.row && plan.find((p) => p.id === id)!.section === one.section)) runs++;
          else fallbacks++;
        }
      }
      const free = seats.filter((x) => x.free).length;
      expect(await pickFreeSeats(server.ctx.db, s.event.id, type, free)).toEqual(seats.filter((x) => x.free).map((x) => x.id));
      expect(await pickFreeSeats(server.ctx.db, s.event.id, type, free + 1)).toBeNull();
    }
    // Both branches were exercised: runs in one row, and quantities no row has free side by side.
    expect(runs).toBeGreaterThan(5);
    expect(fallbacks).toBeGreaterThan(5);

    // Orders with `quantity` get the rule's seats, one after another (each pick sees the claims before it).
    for (const [i, n] of [3, 1, 4, 2, 6, 2, 5, 1, 8, 3].entries()) {
      const type = i % 3 === 2 ? s.free : s.paid;
      const expected = referencePick(await seatsOf(s.slug, plan, type), n);
      const placed = await order(s.slug, await buyerToken(), { ticket_id: type, quantity: n });
      expect(placed.status, placed.text).toBe(201);
      expect(placed.body.data.items[0].seats, `order ${i}: ${n} seats`).toEqual(expected);
    }
  }, 120_000);

  it('falls back to the first free seats in plan order when no row has enough, treats a missing row as one row, and is sold out past the free seats', async () => {
    const s = await shop();
    // Rows of three (A, B, C) and three seats without a row (N1–N3), of the paid type.
    const plan: PlanSeat[] = [
      ...['A', 'B', 'C'].flatMap((row) => [1, 2, 3].map((n) => ({ id: `${row}${n}`, label: `${row} ${n}`, section: 'Hall', row, ticket_id: s.paid }))),
      ...[1, 2, 3].map((n) => ({ id: `N${n}`, label: `N ${n}`, ticket_id: s.paid })),
    ];
    expect((await server.http.put(`/api/events/${s.slug}/seat-plan`, { seats: plan }, { token: s.token })).status).toBe(200);
    // B2 blocked; A2, C2 held; N2 held by an order of its own (canceled below).
    expect((await server.http.post(`/api/events/${s.slug}/seats/block`, { seats: ['B2'], blocked: true }, { token: s.token })).status).toBe(200);
    await take(s.slug, s.paid, ['A2', 'C2']);
    const buyerOfN2 = await buyerToken();
    const n2 = await order(s.slug, buyerOfN2, { ticket_id: s.paid, seats: ['N2'] });
    expect(n2.status, n2.text).toBe(201);
    // Two side by side: none in A, B, C (the middle seat taken in each), nor among the seats without a row (N2
    // taken): the first two free seats in plan order.
    const two = await order(s.slug, await buyerToken(), { ticket_id: s.paid, quantity: 2 });
    expect(two.status, two.text).toBe(201);
    expect(two.body.data.items[0].seats).toEqual(['A1', 'A3']);
    // One: the first free seat.
    expect((await order(s.slug, await buyerToken(), { ticket_id: s.paid, quantity: 1 })).body.data.items[0].seats).toEqual(['B1']);
    expect(await pickFreeSeats(server.ctx.db, s.event.id, s.paid, 2)).toEqual(['B3', 'C1']);
    // N2 freed: the seats without section or row are one row, N1–N3 the run of three.
    expect((await server.http.post(`/api/orders/${n2.body.data.code as string}/cancel`, {}, { token: buyerOfN2 })).status).toBe(200);
    const three = await order(s.slug, await buyerToken(), { ticket_id: s.paid, quantity: 3 });
    expect(three.status, three.text).toBe(201);
    expect(three.body.data.items[0].seats).toEqual(['N1', 'N2', 'N3']);
    // B3, C1, C3 are left: three fit (no two side by side), four are sold out.
    expect(await pickFreeSeats(server.ctx.db, s.event.id, s.paid, 3)).toEqual(['B3', 'C1', 'C3']);
    expect(await pickFreeSeats(server.ctx.db, s.event.id, s.paid, 4)).toBeNull();
    const tooMany = await order(s.slug, await buyerToken(), { ticket_id: s.paid, quantity: 4 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.errors[0].code).toBe('sold_out');
  }, 60_000);
});

describe('the seat states’ ETag', () => {
  it('is a version: a matching If-None-Match is 304 without reading the states, and any change makes the next GET 200 with a new tag', async () => {
    const s = await shop();
    const plan = Array.from({ length: 30 }, (_, i) => ({ id: `A${i + 1}`, label: `A ${i + 1}`, row: 'A', ticket_id: s.paid }));
    expect((await server.http.put(`/api/events/${s.slug}/seat-plan`, { seats: plan }, { token: s.token })).status).toBe(200);
    const first = await server.http.get(`/api/events/${s.slug}/seats`);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    // The same states, the same tag.
    expect((await server.http.get(`/api/events/${s.slug}/seats`)).headers.get('etag')).toBe(etag);

    const read = vi.spyOn(server.ctx.sales, 'seatStates');
    try {
      const cached = await server.http.get(`/api/events/${s.slug}/seats`, { headers: { 'if-none-match': etag } });
      expect(cached.status).toBe(304);
      expect(cached.headers.get('etag')).toBe(etag);
      expect((await server.http.get(`/api/events/${s.slug}/seats`, { headers: { 'if-none-match': `"other", ${etag}` } })).status).toBe(304);
      expect(read).not.toHaveBeenCalled();
      // Another tag: the states are read and sent.
      expect((await server.http.get(`/api/events/${s.slug}/seats`, { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
      expect(read).toHaveBeenCalledTimes(1);
    } finally {
      read.mockRestore();
    }

    // Each kind of change invalidates it: a hold, a block, a cancel that frees seats, a plan upload, a sale, a move, a void.
    let tag = etag;
    const changed = async (what: string) => {
      const res = await server.http.get(`/api/events/${s.slug}/seats`, { headers: { 'if-none-match': tag } });
      expect(res.status, what).toBe(200);
      const next = res.headers.get('etag')!;
      expect(next, what).not.toBe(tag);
      expect((await server.http.get(`/api/events/${s.slug}/seats`, { headers: { 'if-none-match': next } })).status, what).toBe(304);
      tag = next;
      return res.body.data as Array<{ id: string; status: string }>;
    };
    const buyer = await buyerToken();
    const placed = await order(s.slug, buyer, { ticket_id: s.paid, quantity: 2 });
    expect(placed.status, placed.text).toBe(201);
    expect((await changed('hold')).slice(0, 3).map((x) => x.status)).toEqual(['held', 'held', 'free']);
    expect((await server.http.post(`/api/events/${s.slug}/seats/block`, { seats: ['A30'], blocked: true }, { token: s.token })).status).toBe(200);
    expect((await changed('block')).at(-1)).toEqual({ id: 'A30', status: 'blocked' });
    const canceled = await server.http.post(`/api/orders/${placed.body.data.code}/cancel`, {}, { token: buyer });
    expect(canceled.status, canceled.text).toBe(200);
    expect((await changed('cancel'))[0]).toEqual({ id: 'A1', status: 'free' });
    expect((await server.http.put(`/api/events/${s.slug}/seat-plan`, { seats: plan.slice(0, 20) }, { token: s.token })).status).toBe(200);
    expect(await changed('plan upload')).toHaveLength(20);
    // A sale (a free order: sold at once), a move of its ticket, and its void.
    const guests = [1, 2, 3].map((n) => ({ id: `G${n}`, label: `G ${n}`, row: 'G', ticket_id: s.free }));
    expect((await server.http.put(`/api/events/${s.slug}/seat-plan`, { seats: [...plan.slice(0, 20), ...guests] }, { token: s.token })).status).toBe(200);
    expect(await changed('guest seats added')).toHaveLength(23);
    const sale = await order(s.slug, await buyerToken(), { ticket_id: s.free, quantity: 1 });
    expect(sale.status, sale.text).toBe(201);
    expect((await changed('sale')).find((x) => x.id === 'G1')).toEqual({ id: 'G1', status: 'sold' });
    const code = sale.body.data.tickets[0].code as string;
    expect((await server.http.post(`/api/events/${s.slug}/tickets/${code}/seat`, { seat: 'G3' }, { token: s.token })).status).toBe(200);
    expect((await changed('move')).slice(-3).map((x) => x.status)).toEqual(['free', 'free', 'sold']);
    expect((await server.http.post(`/api/events/${s.slug}/tickets/${code}/void`, {}, { token: s.token })).status).toBe(200);
    expect((await changed('void')).slice(-3).map((x) => x.status)).toEqual(['free', 'free', 'free']);
    // A refused change (a taken seat) leaves the tag.
    await take(s.slug, s.paid, ['A5']);
    await changed('another hold');
    expect((await order(s.slug, await buyerToken(), { ticket_id: s.paid, seats: ['A5'] })).status).toBe(409);
    expect((await server.http.get(`/api/events/${s.slug}/seats`, { headers: { 'if-none-match': tag } })).status).toBe(304);
    // Another event's tag is not this one's.
    const other = await shop();
    expect((await server.http.put(`/api/events/${other.slug}/seat-plan`, { seats: plan.map((p) => ({ ...p, ticket_id: other.paid })) }, { token: other.token })).status).toBe(200);
    expect((await server.http.get(`/api/events/${other.slug}/seats`, { headers: { 'if-none-match': tag } })).status).toBe(200);
    // An unknown event is 404 with or without a tag.
    expect((await server.http.get(`/api/events/no-such-event-50/seats`, { headers: { 'if-none-match': tag } })).status).toBe(404);
  }, 60_000);
});
