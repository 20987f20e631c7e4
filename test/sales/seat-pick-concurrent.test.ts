import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anySeatFree, claimBestFreeRun, claimBestFreeSeat } from '../../storage/repositories/seating.js';
import { createEvent, createOrganization, createUser, tokenFor } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// A seated drop's buyers asking for a quantity (CONTRACT 19, issue 49): concurrent picks never queue behind each
// other for the same best seats. A one-seat pick claims the best seat nobody is claiming in one statement (FOR UPDATE
// SKIP LOCKED); a seat in flight on another connection is skipped, not waited for; and when the only free seats are in
// flight the order waits for them instead of being answered a false `sold_out`.
const postgres = Boolean(process.env.TEST_DATABASE_URL);
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { MAX_PENDING_ORDERS: '5' } });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

let keys = 0;
const key = () => `pick-concurrent-${Date.now()}-${++keys}`;

/** An event with a seated type of `n` seats in one row (A1…An) and an unseated type whose orders lend their ids. */
async function hall(n: number) {
  const ctx = server.ctx;
  const organizer = await createUser(ctx);
  const org = await createOrganization(ctx, organizer);
  const event = await createEvent(ctx, org.id, { capacity: null });
  const token = await tokenFor(ctx, organizer);
  const seated = (await server.http.post(`/api/events/${event.slug}/tickets`, { name: 'Stalls', price: 0, max_per_order: 10 }, { token })).body.data.id as number;
  const side = (await server.http.post(`/api/events/${event.slug}/tickets`, { name: 'Standing', price: 0, capacity: 100 }, { token })).body.data.id as number;
  const seats = Array.from({ length: n }, (_, i) => ({ id: `A${i + 1}`, label: `A ${i + 1}`, row: 'A', ticket_id: seated, x: i, y: 0 }));
  const put = await server.http.put(`/api/events/${event.slug}/seat-plan`, { seats }, { token });
  expect(put.status, put.text).toBe(200);
  return { eventId: event.id, slug: event.slug, seated, side };
}

const buyer = async () => tokenFor(server.ctx, await createUser(server.ctx));
const order = async (slug: string, item: { ticket_id: number; quantity: number }, token?: string) =>
  server.http.post(`/api/events/${slug}/orders`, { email: 'buyer@example.com', items: [item] }, { token: token ?? (await buyer()), headers: { 'idempotency-key': key() } });

/** An order of the unseated type: a real order id for a raw seat claim. */
async function orderId(slug: string, side: number): Promise<number> {
  const res = await order(slug, { ticket_id: side, quantity: 1 });
  expect(res.status, res.text).toBe(201);
  const row = await server.ctx.db.selectFrom('orders').select('id').where('code', '=', res.body.data.code).executeTakeFirstOrThrow();
  return row.id;
}

const claimsOf = async (eventId: number) =>
  (await sql<{ seat_id: string; order_id: number }>`select seat_id, order_id from seat_claims where event_id = ${eventId} order by seat_id`.execute(server.ctx.db)).rows;

/** Resolves with `p`'s value, or rejects when it takes longer than `ms` (a claim that waited for a lock). */
const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms))]);

describe('best-seat picks under concurrency', () => {
  it('claims the best free seat in plan order, leaves out the seats named as in flight, and tells sold out from in flight', async () => {
    const h = await hall(3);
    const [o1, o2] = [await orderId(h.slug, h.side), await orderId(h.slug, h.side)];
    const db = server.ctx.db;
    await db.transaction().execute(async (trx) => {
      expect(await claimBestFreeSeat(trx, h.eventId, o1, h.seated, 'held')).toBe('A1');
      // A2 is being claimed by another order of this node: left out.
      expect(await claimBestFreeSeat(trx, h.eventId, o2, h.seated, 'held', ['A2'])).toBe('A3');
      expect(await anySeatFree(trx, h.eventId, h.seated)).toBe(true);
      expect(await claimBestFreeSeat(trx, h.eventId, o2, h.seated, 'held', ['A2'])).toBeNull();
      expect(await claimBestFreeSeat(trx, h.eventId, o2, h.seated, 'held')).toBe('A2');
      expect(await anySeatFree(trx, h.eventId, h.seated)).toBe(false);
      expect(await claimBestFreeSeat(trx, h.eventId, o2, h.seated, 'held')).toBeNull();
      throw new Error('roll back');
    }).catch((err: Error) => expect(err.message).toBe('roll back'));
    expect(await claimsOf(h.eventId)).toEqual([]);
  });

  it('claims the first run of seats side by side in one statement, around seats taken, in flight or of another row', async () => {
    const h = await hall(8);
    const [o1, o2] = [await orderId(h.slug, h.side), await orderId(h.slug, h.side)];
    const db = server.ctx.db;
    // A2 taken for good: A1 alone is no run of two.
    expect((await order(h.slug, { ticket_id: h.seated, quantity: 1 })).status).toBe(201);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('seats').set({ blocked: true }).where('event_id', '=', h.eventId).where('seat_id', '=', 'A6').execute();
      expect(await claimBestFreeRun(trx, h.eventId, o1, h.seated, 2, 'held')).toEqual(['A2', 'A3']);
      throw new Error('roll back');
    }).catch((err: Error) => expect(err.message).toBe('roll back'));
    // (A1 went to the order above: the run starts at A2.) A3 in flight on this node: A4 and A5; then with A6 blocked
    // no three are side by side (A2 A3, A7 A8), and around A3 again the next pair is A7 and A8.
    await db.transaction().execute(async (trx) => {
      expect(await claimBestFreeRun(trx, h.eventId, o1, h.seated, 2, 'held', ['A3'])).toEqual(['A4', 'A5']);
      await trx.updateTable('seats').set({ blocked: true }).where('event_id', '=', h.eventId).where('seat_id', '=', 'A6').execute();
      expect(await claimBestFreeRun(trx, h.eventId, o2, h.seated, 3, 'held')).toEqual([]);
      expect(await claimBestFreeRun(trx, h.eventId, o2, h.seated, 2, 'held', ['A3'])).toEqual(['A7', 'A8']);
      throw new Error('roll back');
    }).catch((err: Error) => expect(err.message).toBe('roll back'));
    expect((await claimsOf(h.eventId)).map((c) => c.seat_id)).toEqual(['A1']);
  });

  it.skipIf(!postgres)('PostgreSQL: a seat another connection is claiming is skipped at once, not waited for', async () => {
    const h = await hall(3);
    const [o1, o2] = [await orderId(h.slug, h.side), await orderId(h.slug, h.side)];
    const db = server.ctx.db;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first!: (seat: string | null) => void;
    const claimed = new Promise<string | null>((resolve) => (first = resolve));
    // The first order claims A1 and keeps its transaction open; the second, on another connection, gets A2 meanwhile.
    const t1 = db.transaction().execute(async (trx) => {
      first(await claimBestFreeSeat(trx, h.eventId, o1, h.seated, 'held'));
      await held;
      throw new Error('roll back');
    });
    expect(await claimed).toBe('A1');
    const second = await within(
      db.transaction().execute(async (trx) => claimBestFreeSeat(trx, h.eventId, o2, h.seated, 'held')),
      5_000,
    ).finally(release);
    expect(second).toBe('A2');
    await expect(t1).rejects.toThrow('roll back');
    expect(await claimsOf(h.eventId)).toEqual([{ seat_id: 'A2', order_id: o2 }]);
  });

  it.skipIf(!postgres)('PostgreSQL: when the only free seat is in flight, an order waits for it: 201 with it when the other rolls back, sold_out when it commits', async () => {
    for (const outcome of ['rollback', 'commit'] as const) {
      const h = await hall(2);
      // A1 taken for good; A2 the only free seat.
      expect((await order(h.slug, { ticket_id: h.seated, quantity: 1 })).status).toBe(201);
      const other = await orderId(h.slug, h.side);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let first!: (seat: string | null) => void;
      const claimed = new Promise<string | null>((resolve) => (first = resolve));
      const t1 = db().transaction().execute(async (trx) => {
        first(await claimBestFreeSeat(trx, h.eventId, other, h.seated, 'held'));
        await held;
        if (outcome === 'rollback') throw new Error('roll back');
      });
      expect(await claimed).toBe('A2');
      const answer = order(h.slug, { ticket_id: h.seated, quantity: 1 });
      // The order is still waiting while the other claim is in flight (not answered sold_out).
      const early = await Promise.race([answer.then(() => 'answered'), new Promise((r) => setTimeout(() => r('waiting'), 500))]);
      expect(early).toBe('waiting');
      release();
      if (outcome === 'rollback') await expect(t1).rejects.toThrow('roll back');
      else await t1;
      const res = await answer;
      if (outcome === 'rollback') {
        expect(res.status, res.text).toBe(201);
        expect(res.body.data.tickets.map((t: { seat: string }) => t.seat)).toEqual(['A2']);
      } else {
        expect(res.status, res.text).toBe(409);
        expect(res.body.errors[0].code).toBe('sold_out');
      }
    }
  });
});

const db = () => server.ctx.db;
