import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { attachRealtime } from '../../realtime/server.js';
import { createEvent, createOrganization, createUser, tokenFor } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { closeAllSockets, collect, connectSocket, eventually, request } from '../helpers/sockets.js';

// Reserved seating (CONTRACT 19), on whichever database the run uses.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ attachments: [attachRealtime], env: { OUTBOX_POLL_MS: '50', QA_PUSH_INTERVAL_MS: '100', MAX_PENDING_ORDERS: '5', PAYMENT_PROVIDERS: 'test,manual' } });
});
afterAll(async () => {
  closeAllSockets();
  await server?.stop();
});

let keys = 0;
const key = () => `seat-${Date.now()}-${++keys}`;

interface Seat {
  id: string;
  label: string;
  section?: string;
  row?: string;
  ticket_id: number;
  x?: number;
  y?: number;
}

/** A hall: `rows` rows (A, B, …) of `perRow` seats, all of one ticket type. */
const hall = (ticketId: number, rows: number, perRow: number): Seat[] =>
  Array.from({ length: rows * perRow }, (_, i) => {
    const row = String.fromCharCode(65 + Math.floor(i / perRow));
    const n = (i % perRow) + 1;
    return { id: `${row}${n}`, label: `${row} ${n}`, section: 'Stalls', row, ticket_id: ticketId, x: n * 10, y: (i / perRow) * 10 };
  });

async function shop(price = 1_000_000, maxPerOrder = 10) {
  const ctx = server.ctx;
  const organizer = await createUser(ctx);
  const org = await createOrganization(ctx, organizer);
  const event = await createEvent(ctx, org.id, { capacity: null });
  const token = await tokenFor(ctx, organizer);
  const type = await server.http.post(`/api/events/${event.slug}/tickets`, { name: 'Stalls', price, capacity: 1000, max_per_order: maxPerOrder }, { token });
  expect(type.status, type.text).toBe(201);
  return { org, event, slug: event.slug, token, ticketId: (type.body.data as { id: number }).id };
}

async function buyer() {
  const user = await createUser(server.ctx);
  return { user, token: await tokenFor(server.ctx, user) };
}

const putPlan = (slug: string, token: string | undefined, seats: unknown[]) => server.http.put(`/api/events/${slug}/seat-plan`, { seats }, token ? { token } : {});

function order(slug: string, token: string, item: { ticket_id: number; seats?: string[]; quantity?: number }) {
  return server.http.post(`/api/events/${slug}/orders`, { email: 'buyer@example.com', items: [item] }, { token, headers: { 'idempotency-key': key() } });
}

async function states(slug: string): Promise<Record<string, string>> {
  const res = await server.http.get(`/api/events/${slug}/seats`);
  expect(res.status).toBe(200);
  return Object.fromEntries((res.body.data as Array<{ id: string; status: string }>).map((s) => [s.id, s.status]));
}

async function capacity(ticketId: number) {
  return (await sql<{ capacity: number; held: number; sold: number }>`select capacity, held, sold from ticket_types where id = ${ticketId}`.execute(server.ctx.db)).rows[0]!;
}

describe('seat plans', () => {
  it('are uploaded by organizers, set the seated type’s capacity, and are read back with labels and positions', async () => {
    const s = await shop();
    const res = await server.http.put(`/api/events/${s.slug}/seat-plan`, { seating_template_id: 7, seats: hall(s.ticketId, 2, 5) }, { token: s.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.seating_template_id).toBe(7);
    expect(res.body.data.seats).toHaveLength(10);
    expect(res.body.data.seats[0]).toEqual({ id: 'A1', label: 'A 1', section: 'Stalls', row: 'A', ticket_id: s.ticketId, x: 10, y: 0, blocked: false });
    expect((await capacity(s.ticketId)).capacity).toBe(10);
    const plan = await server.http.get(`/api/events/${s.slug}/seat-plan`);
    expect(plan.status).toBe(200);
    expect(plan.body.data.seats.map((x: Seat) => x.id)).toEqual(hall(s.ticketId, 2, 5).map((x) => x.id));
    const tickets = await server.http.get(`/api/events/${s.slug}/tickets`);
    expect(tickets.body.data[0]).toMatchObject({ id: s.ticketId, remaining: 10 });
    // A smaller plan: the type's capacity follows.
    expect((await putPlan(s.slug, s.token, hall(s.ticketId, 1, 5))).status).toBe(200);
    expect((await capacity(s.ticketId)).capacity).toBe(5);
    // A seated type's places are had through orders only: an organizer's issue of one (CONTRACT 3) is 422.
    const issued = await server.http.post(`/api/events/${s.slug}/attendees`, { mobile: '09121112233', name: 'Reza', surname: 'Ahmadi', ticket_id: s.ticketId }, { token: s.token });
    expect(issued.status, issued.text).toBe(422);
    expect(issued.body.errors[0].field).toBe('ticket_id');
  });

  it('refuse more than 20,000 seats, duplicate ids and unknown ticket types', async () => {
    const s = await shop();
    const many = Array.from({ length: 20_001 }, (_, i) => ({ id: `s${i}`, label: `${i}`, ticket_id: s.ticketId }));
    const tooMany = await putPlan(s.slug, s.token, many);
    expect(tooMany.status, tooMany.text.slice(0, 300)).toBe(422);
    const full = await putPlan(s.slug, s.token, many.slice(0, 20_000));
    expect(full.status, full.text.slice(0, 300)).toBe(200);
    expect((await capacity(s.ticketId)).capacity).toBe(20_000);
    const dup = await putPlan(s.slug, s.token, [
      { id: 'A1', label: 'A1', ticket_id: s.ticketId },
      { id: 'A1', label: 'A1 again', ticket_id: s.ticketId },
    ]);
    expect(dup.status).toBe(422);
    expect(dup.body.errors[0].field).toBe('seats.1.id');
    const other = await shop();
    const unknown = await putPlan(s.slug, s.token, [{ id: 'A1', label: 'A1', ticket_id: other.ticketId }]);
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].field).toBe('seats.0.ticket_id');
    // Nothing of the refused plans was stored.
    expect((await server.http.get(`/api/events/${s.slug}/seat-plan`)).body.data.seats).toHaveLength(20_000);
  });

  it('are organizers’ only: no token 401, a buyer 403, an organizer of another event 403', async () => {
    const s = await shop();
    expect((await putPlan(s.slug, undefined, hall(s.ticketId, 1, 2))).status).toBe(401);
    const b = await buyer();
    const refused = await putPlan(s.slug, b.token, hall(s.ticketId, 1, 2));
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].code).toBe('not_organizer');
    const other = await shop();
    expect((await putPlan(s.slug, other.token, hall(s.ticketId, 1, 2))).status).toBe(403);
    expect((await server.http.post(`/api/events/${s.slug}/seats/block`, { seats: ['A1'], blocked: true }, { token: other.token })).status).toBe(403);
  });

  it('keep held and sold seats: dropping one is 409 seats_in_use', async () => {
    const s = await shop();
    await putPlan(s.slug, s.token, hall(s.ticketId, 1, 4));
    const b = await buyer();
    expect((await order(s.slug, b.token, { ticket_id: s.ticketId, seats: ['A4'] })).status).toBe(201);
    const drop = await putPlan(s.slug, s.token, hall(s.ticketId, 1, 3));
    expect(drop.status).toBe(409);
    expect(drop.body.errors[0]).toMatchObject({ code: 'seats_in_use', seats: ['A4'] });
    // Relabelling and reordering them is fine.
    const seats = hall(s.ticketId, 1, 4).reverse();
    expect((await putPlan(s.slug, s.token, seats)).status).toBe(200);
    expect((await states(s.slug)).A4).toBe('held');
  });
});

describe('seats in orders', () => {
  it('sell named seats, list them with an ETag, and refuse a taken seat with seat_taken naming it', async () => {
    const s = await shop();
    await putPlan(s.slug, s.token, hall(s.ticketId, 2, 5));
    const first = await server.http.get(`/api/events/${s.slug}/seats`);
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect(first.body.data[0]).toEqual({ id: 'A1', status: 'free' });
    expect((await server.http.get(`/api/events/${s.slug}/seats`, { headers: { 'if-none-match': etag } })).status).toBe(304);

    const a = await buyer();
    const placed = await order(s.slug, a.token, { ticket_id: s.ticketId, seats: ['A2', 'A3'] });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.body.data.items[0]).toMatchObject({ ticket_id: s.ticketId, quantity: 2, seats: ['A2', 'A3'] });
    expect(await capacity(s.ticketId)).toMatchObject({ held: 2, sold: 0 });
    const after = await server.http.get(`/api/events/${s.slug}/seats`, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(await states(s.slug)).toMatchObject({ A1: 'free', A2: 'held', A3: 'held' });

    const b = await buyer();
    const taken = await order(s.slug, b.token, { ticket_id: s.ticketId, seats: ['A3', 'A4'] });
    expect(taken.status).toBe(409);
    expect(taken.body.errors[0]).toMatchObject({ code: 'seat_taken', seats: ['A3'], field: 'items.0.seats' });
    // Nothing of the refused order stays: A4 is free, the counters unchanged.
    expect((await states(s.slug)).A4).toBe('free');
    expect(await capacity(s.ticketId)).toMatchObject({ held: 2 });
    // A seat not in the plan (or of another event) is 422.
    const unknown = await order(s.slug, b.token, { ticket_id: s.ticketId, seats: ['Z9'] });
    expect(unknown.status).toBe(422);
    // More seats than the type's per-order maximum is 422.
    const many = await order(s.slug, b.token, { ticket_id: s.ticketId, seats: ['B1', 'B2', 'B3', 'B4', 'B5', 'A5', 'A4', 'A1', 'B6', 'B7', 'B8'].slice(0, 11) });
    expect(many.status).toBe(422);
  });

  it('issue tickets carrying their seats when paid (a free order), and a voided ticket frees its seat', async () => {
    const s = await shop(0);
    await putPlan(s.slug, s.token, hall(s.ticketId, 1, 5));
    const a = await buyer();
    const placed = await order(s.slug, a.token, { ticket_id: s.ticketId, seats: ['A1', 'A2'] });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.body.data.status).toBe('paid');
    expect(placed.body.data.tickets.map((t: { seat: string }) => t.seat).sort()).toEqual(['A1', 'A2']);
    expect(await states(s.slug)).toMatchObject({ A1: 'sold', A2: 'sold', A3: 'free' });
    expect(await capacity(s.ticketId)).toMatchObject({ held: 0, sold: 2 });
    const ticket = placed.body.data.tickets.find((t: { seat: string }) => t.seat === 'A1');
    const voided = await server.http.post(`/api/events/${s.slug}/tickets/${ticket.code}/void`, {}, { token: s.token });
    expect(voided.status, voided.text).toBe(200);
    expect((await states(s.slug)).A1).toBe('free');
    const again = await order(s.slug, (await buyer()).token, { ticket_id: s.ticketId, seats: ['A1'] });
    expect(again.status, again.text).toBe(201);
  });

  it('pick the best free seats side by side in one row for a quantity', async () => {
    const s = await shop();
    await putPlan(s.slug, s.token, hall(s.ticketId, 3, 4));
    // A2 and B3 taken: no three side by side in row A (A3, A4 only) nor in B (B1, B2 | B4); row C has them.
    expect((await order(s.slug, (await buyer()).token, { ticket_id: s.ticketId, seats: ['A2'] })).status).toBe(201);
    expect((await order(s.slug, (await buyer()).token, { ticket_id: s.ticketId, seats: ['B3'] })).status).toBe(201);
    const picked = await order(s.slug, (await buyer()).token, { ticket_id: s.ticketId, quantity: 3 });
    expect(picked.status, picked.text).toBe(201);
    expect(picked.body.data.items[0].seats).toEqual(['C1', 'C2', 'C3']);
    // Two fit in row A (A3, A4).
    const two = await order(s.slug, (await buyer()).token, { ticket_id: s.ticketId, quantity: 2 });
    expect(two.body.data.items[0].seats).toEqual(['A3', 'A4']);
    // When no row has them side by side (test/sales/seat-pick.test.ts has the rule at a few thousand seats), the
    // first free seats in plan order: A1, B1, B2, B4, C4 are left, no row has three.
    const spread = await order(s.slug, (await buyer()).token, { ticket_id: s.ticketId, quantity: 3 });
    expect(spread.status, spread.text).toBe(201);
    expect(spread.body.data.items[0].seats).toEqual(['A1', 'B1', 'B2']);
    // More than the free seats: sold_out.
    const left = Object.values(await states(s.slug)).filter((x) => x === 'free').length;
    const tooMany = await order(s.slug, (await buyer()).token, { ticket_id: s.ticketId, quantity: left + 1 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.errors[0].code).toBe('sold_out');
  });

  it('never sell blocked seats; blocking a held seat is 409 seats_in_use', async () => {
    const s = await shop();
    await putPlan(s.slug, s.token, hall(s.ticketId, 1, 3));
    const blocked = await server.http.post(`/api/events/${s.slug}/seats/block`, { seats: ['A1'], blocked: true }, { token: s.token });
    expect(blocked.status, blocked.text).toBe(200);
    expect(blocked.body.data).toEqual([{ id: 'A1', status: 'blocked' }]);
    expect((await capacity(s.ticketId)).capacity).toBe(2);
    const named = await order(s.slug, (await buyer()).token, { ticket_id: s.ticketId, seats: ['A1'] });
    expect(named.status).toBe(409);
    expect(named.body.errors[0]).toMatchObject({ code: 'seat_taken', seats: ['A1'] });
    const picked = await order(s.slug, (await buyer()).token, { ticket_id: s.ticketId, quantity: 2 });
    expect(picked.body.data.items[0].seats).toEqual(['A2', 'A3']);
    const inUse = await server.http.post(`/api/events/${s.slug}/seats/block`, { seats: ['A2'], blocked: true }, { token: s.token });
    expect(inUse.status).toBe(409);
    expect(inUse.body.errors[0]).toMatchObject({ code: 'seats_in_use', seats: ['A2'] });
    expect((await server.http.post(`/api/events/${s.slug}/seats/block`, { seats: ['nope'], blocked: true }, { token: s.token })).status).toBe(422);
    // Unblocked, it is for sale again.
    expect((await server.http.post(`/api/events/${s.slug}/seats/block`, { seats: ['A1'], blocked: false }, { token: s.token })).status).toBe(200);
    expect((await capacity(s.ticketId)).capacity).toBe(3);
    expect((await order(s.slug, (await buyer()).token, { ticket_id: s.ticketId, seats: ['A1'] })).status).toBe(201);
  });

  it('free the seats of an expired or canceled order', async () => {
    const s = await shop();
    await putPlan(s.slug, s.token, hall(s.ticketId, 1, 3));
    const a = await buyer();
    const placed = await order(s.slug, a.token, { ticket_id: s.ticketId, seats: ['A1', 'A2'] });
    expect(placed.status).toBe(201);
    await sql`update orders set expires_at = now() - interval '1 second' where code = ${placed.body.data.code as string}`.execute(server.ctx.db);
    await server.ctx.sales.expireDue(10, s.event.id);
    expect(await states(s.slug)).toMatchObject({ A1: 'free', A2: 'free' });
    expect(await capacity(s.ticketId)).toMatchObject({ held: 0 });
    // The expired order still shows which seats it had.
    const seen = await server.http.get(`/api/orders/${placed.body.data.code as string}`, { token: a.token });
    expect(seen.body.data).toMatchObject({ status: 'expired', items: [{ seats: ['A1', 'A2'] }] });
    const b = await buyer();
    const again = await order(s.slug, b.token, { ticket_id: s.ticketId, seats: ['A1'] });
    expect(again.status).toBe(201);
    const canceled = await server.http.post(`/api/orders/${again.body.data.code as string}/cancel`, {}, { token: b.token });
    expect(canceled.status, canceled.text).toBe(200);
    expect((await states(s.slug)).A1).toBe('free');
  });

  it('sell the held seats when the order is paid, and take them again for a late payment while they are free', async () => {
    const s = await shop();
    await putPlan(s.slug, s.token, hall(s.ticketId, 1, 4));
    const a = await buyer();
    const manual = (item: { ticket_id: number; seats: string[] }, token: string) =>
      server.http.post(`/api/events/${s.slug}/orders`, { email: 'buyer@example.com', items: [item], provider: 'manual' }, { token, headers: { 'idempotency-key': key() } });
    const placed = await manual({ ticket_id: s.ticketId, seats: ['A1', 'A2'] }, a.token);
    expect(placed.status, placed.text).toBe(201);
    const confirm = (code: string) => server.http.post(`/api/events/${s.slug}/orders/${code}/confirm-payment`, {}, { token: s.token });
    const paid = await confirm(placed.body.data.code as string);
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.data.status).toBe('paid');
    expect(paid.body.data.tickets.map((t: { seat: string }) => t.seat).sort()).toEqual(['A1', 'A2']);
    expect(await states(s.slug)).toMatchObject({ A1: 'sold', A2: 'sold' });
    expect(await capacity(s.ticketId)).toMatchObject({ held: 0, sold: 2 });

    // Expired, then paid: its seats are still free, so it is paid with them.
    const late = await manual({ ticket_id: s.ticketId, seats: ['A3'] }, (await buyer()).token);
    await sql`update orders set expires_at = now() - interval '1 second' where code = ${late.body.data.code as string}`.execute(server.ctx.db);
    await server.ctx.sales.expireDue(10, s.event.id);
    expect((await states(s.slug)).A3).toBe('free');
    const latePaid = await confirm(late.body.data.code as string);
    expect(latePaid.body.data).toMatchObject({ status: 'paid', tickets: [{ seat: 'A3' }] });
    expect((await states(s.slug)).A3).toBe('sold');

    // Expired, its seat sold meanwhile: the payment is refunded and the order canceled.
    const lost = await manual({ ticket_id: s.ticketId, seats: ['A4'] }, (await buyer()).token);
    await sql`update orders set expires_at = now() - interval '1 second' where code = ${lost.body.data.code as string}`.execute(server.ctx.db);
    await server.ctx.sales.expireDue(10, s.event.id);
    expect((await order(s.slug, (await buyer()).token, { ticket_id: s.ticketId, seats: ['A4'] })).status).toBe(201);
    const refused = await confirm(lost.body.data.code as string);
    expect(refused.body.data).toMatchObject({ status: 'canceled', cancel_reason: 'expired_before_payment', tickets: [] });
    expect((await states(s.slug)).A4).toBe('held');
    expect(await capacity(s.ticketId)).toMatchObject({ held: 1, sold: 3 });
  });

  it('move a ticket to another free seat, its code unchanged', async () => {
    const s = await shop(0);
    await putPlan(s.slug, s.token, hall(s.ticketId, 1, 4));
    const a = await buyer();
    const placed = await order(s.slug, a.token, { ticket_id: s.ticketId, seats: ['A1'] });
    const code = placed.body.data.tickets[0].code as string;
    expect((await order(s.slug, (await buyer()).token, { ticket_id: s.ticketId, seats: ['A2'] })).status).toBe(201);
    const onto = await server.http.post(`/api/events/${s.slug}/tickets/${code}/seat`, { seat: 'A2' }, { token: s.token });
    expect(onto.status).toBe(409);
    expect(onto.body.errors[0].code).toBe('seat_taken');
    await server.http.post(`/api/events/${s.slug}/seats/block`, { seats: ['A4'], blocked: true }, { token: s.token });
    expect((await server.http.post(`/api/events/${s.slug}/tickets/${code}/seat`, { seat: 'A4' }, { token: s.token })).status).toBe(409);
    expect((await server.http.post(`/api/events/${s.slug}/tickets/${code}/seat`, { seat: 'Q1' }, { token: s.token })).status).toBe(422);
    expect((await server.http.post(`/api/events/${s.slug}/tickets/${code}/seat`, { seat: 'A3' }, { token: a.token })).status).toBe(403);
    const moved = await server.http.post(`/api/events/${s.slug}/tickets/${code}/seat`, { seat: 'A3' }, { token: s.token });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.data).toEqual({ code, seat: 'A3' });
    expect(await states(s.slug)).toMatchObject({ A1: 'free', A3: 'sold' });
    const seen = await server.http.get(`/api/orders/${placed.body.data.code as string}`, { token: a.token });
    expect(seen.body.data.tickets[0]).toMatchObject({ code, seat: 'A3', qr: code });
  });

  it('sell each seat once when many buyers race for the same seats', async () => {
    const s = await shop();
    await putPlan(s.slug, s.token, hall(s.ticketId, 1, 10));
    const buyers = await Promise.all(Array.from({ length: 30 }, () => buyer()));
    const wanted = ['A4', 'A5'];
    const results = await Promise.all(
      buyers.map((b, i) => (i % 2 === 0 ? order(s.slug, b.token, { ticket_id: s.ticketId, seats: wanted }) : order(s.slug, b.token, { ticket_id: s.ticketId, quantity: 2 }))),
    );
    for (const r of results) expect([201, 409], r.text).toContain(r.status);
    const won = results.filter((r) => r.status === 201);
    const seats = won.flatMap((r) => r.body.data.items[0].seats as string[]);
    expect(new Set(seats).size).toBe(seats.length);
    expect(seats.length).toBe(10);
    expect(won.length).toBe(5);
    const claims = await sql<{ n: number }>`select count(*)::int as n from seat_claims where event_id = ${s.event.id}`.execute(server.ctx.db);
    expect(claims.rows[0]!.n).toBe(10);
    expect(await capacity(s.ticketId)).toMatchObject({ capacity: 10, held: 10 });
    for (const r of results.filter((x) => x.status === 409)) expect(['seat_taken', 'sold_out']).toContain(r.body.errors[0].code);
  });
});

describe('seats:watch', () => {
  it('pushes seats:changed, coalesced, with the stored states', async () => {
    const s = await shop();
    await putPlan(s.slug, s.token, hall(s.ticketId, 1, 5));
    const watcher = await buyer();
    const socket = await connectSocket(server, watcher.token);
    const ack = await request(socket, 'seats:watch', { event_id: s.event.id });
    expect(ack.ok, JSON.stringify(ack)).toBe(true);
    expect(ack.ok && ack.data).toMatchObject({ event_id: s.event.id, seats: expect.arrayContaining([{ id: 'A1', status: 'free' }]) });
    const pushes = collect(socket, 'seats:changed');
    expect((await order(s.slug, (await buyer()).token, { ticket_id: s.ticketId, seats: ['A1'] })).status).toBe(201);
    expect((await order(s.slug, (await buyer()).token, { ticket_id: s.ticketId, seats: ['A2'] })).status).toBe(201);
    await server.http.post(`/api/events/${s.slug}/seats/block`, { seats: ['A5'], blocked: true }, { token: s.token });
    await eventually(() => {
      const last = new Map<string, string>();
      for (const p of pushes) for (const seat of p.seats) last.set(seat.id, seat.status);
      expect(Object.fromEntries(last)).toMatchObject({ A1: 'held', A2: 'held', A5: 'blocked' });
    });
    expect(pushes.every((p) => p.event_id === s.event.id)).toBe(true);
    // Coalesced: fewer pushes than changes is allowed, never more than one per change.
    expect(pushes.length).toBeLessThanOrEqual(3);
    expect((await request(socket, 'seats:watch', { event_id: 2_000_000_000 })).ok).toBe(false);
  });
});
