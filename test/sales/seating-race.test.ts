import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createEvent, createOrganization, createUser, tokenFor } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

/**
 * A seated drop (CONTRACT 19) over two real server instances sharing one database: 100 buyers race for the same 10
 * seats, some naming them, some asking for a quantity. On PostgreSQL the nodes have their own pools and the claims
 * run concurrently; the seat claims' primary key alone decides. On the embedded database the second instance
 * shares the first one's connection (the same code, serialised).
 */
let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  a = await startTestServer({ env: { MAX_PENDING_ORDERS: '1' } });
  b = await startTestServer({ shareDatabaseWith: a, env: { MAX_PENDING_ORDERS: '1' } });
}, 120_000);
afterAll(async () => {
  await b?.stop();
  await a?.stop();
});

describe('a seated drop over two nodes', () => {
  it('100 buyers for the same 10 seats: each seat sold once, every buyer 201 or 409', async () => {
    const ctx = a.ctx;
    const organizer = await createUser(ctx);
    const org = await createOrganization(ctx, organizer);
    const event = await createEvent(ctx, org.id);
    const token = await tokenFor(ctx, organizer);
    const type = (await a.http.post(`/api/events/${event.slug}/tickets`, { name: 'Front row', price: 0 }, { token })).body.data.id as number;
    const seats = Array.from({ length: 10 }, (_, i) => ({ id: `A${i + 1}`, label: `A ${i + 1}`, row: 'A', ticket_id: type, x: i, y: 0 }));
    expect((await a.http.put(`/api/events/${event.slug}/seat-plan`, { seats }, { token })).status).toBe(200);

    const buyers = await Promise.all(Array.from({ length: 100 }, async () => tokenFor(ctx, await createUser(ctx))));
    const answers = await Promise.all(
      buyers.map((t, i) => {
        const node = i % 2 === 0 ? a : b;
        // Pairs of neighbours by name, single named seats, and picks by quantity.
        const item =
          i % 3 === 0
            ? { ticket_id: type, seats: [`A${(i % 5) * 2 + 1}`, `A${(i % 5) * 2 + 2}`] }
            : i % 3 === 1
              ? { ticket_id: type, seats: [`A${(i % 10) + 1}`] }
              : { ticket_id: type, quantity: 1 + (i % 2) };
        return node.http.post(`/api/events/${event.slug}/orders`, { email: `s${i}@example.com`, items: [item] }, { token: t, headers: { 'idempotency-key': `seat-race-${i}` } });
      }),
    );
    const unexpected = answers.filter((r) => r.status !== 201 && r.status !== 409);
    expect(unexpected.map((r) => r.text)).toEqual([]);
    for (const r of answers.filter((x) => x.status === 409)) expect(['seat_taken', 'sold_out']).toContain(r.body.errors[0].code);
    const won = answers.filter((r) => r.status === 201);
    const sold = won.flatMap((r) => r.body.data.tickets.map((t: { seat: string }) => t.seat) as string[]);
    expect(new Set(sold).size).toBe(sold.length);
    expect(sold.sort()).toEqual(seats.map((s) => s.id).sort());
    const stored = await sql<{ seat: string; n: number }>`select seat, count(*)::int as n from attendee_tickets where event_id = ${event.id} and status = 'valid' group by seat`.execute(ctx.db);
    expect(stored.rows).toHaveLength(10);
    expect(stored.rows.every((r) => r.n === 1)).toBe(true);
    const counters = await sql<{ capacity: number; held: number; sold: number }>`select capacity, held, sold from ticket_types where id = ${type}`.execute(ctx.db);
    expect(counters.rows[0]).toEqual({ capacity: 10, held: 0, sold: 10 });
    const states = (await b.http.get(`/api/events/${event.slug}/seats`)).body.data as Array<{ status: string }>;
    expect(states.every((s) => s.status === 'sold')).toBe(true);
  }, 120_000);
});
