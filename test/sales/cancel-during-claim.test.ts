import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganization, createUser, tokenFor } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// An event canceled while an order is being placed (issue 49's claim, CONTRACT 15): the order's claim asks for an
// open event under the event row's lock, so a cancel that commits after the order's plan read and before its claim
// refuses the order 409 `event_canceled`; it never leaves a pending order for a canceled event. PostgreSQL only: the
// cancel holds the event row from another connection while the order's claim waits for it.
const postgres = Boolean(process.env.TEST_DATABASE_URL);
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

describe('an event canceled during an order', () => {
  it.skipIf(!postgres)('PostgreSQL: a cancel committed while the claim waits for the event row refuses the order as event_canceled, and nothing is held', async () => {
    const ctx = server.ctx;
    const organizer = await createUser(ctx);
    const org = await createOrganization(ctx, organizer);
    const event = await createEvent(ctx, org.id, { capacity: 100 });
    const token = await tokenFor(ctx, organizer);
    const type = await server.http.post(`/api/events/${event.slug}/tickets`, { name: 'Hall', price: 1_000_000, capacity: 50 }, { token });
    expect(type.status, type.text).toBe(201);
    const buyer = await tokenFor(ctx, await createUser(ctx));

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // The organizer's cancel: the event row locked first, committed once the order is on its way.
    const cancel = ctx.db.transaction().execute(async (trx) => {
      await sql`select id from events where id = ${event.id} for update`.execute(trx);
      locked();
      await held;
      await trx.updateTable('events').set({ canceled_at: new Date() }).where('id', '=', event.id).execute();
    });
    await isLocked;
    const answer = server.http.post(
      `/api/events/${event.slug}/orders`,
      { email: 'buyer@example.com', items: [{ ticket_id: type.body.data.id, quantity: 1 }] },
      { token: buyer, headers: { 'idempotency-key': `cancel-during-${event.id}` } },
    );
    // The order waits at its claim for the event row (not answered yet), then the cancel commits.
    const early = await Promise.race([answer.then(() => 'answered'), new Promise((r) => setTimeout(() => r('waiting'), 500))]);
    expect(early).toBe('waiting');
    release();
    await cancel;
    const res = await answer;
    expect(res.status, res.text).toBe(409);
    expect(res.body.errors[0].code).toBe('event_canceled');
    const orders = await ctx.db.selectFrom('orders').select('id').where('event_id', '=', event.id).execute();
    expect(orders).toEqual([]);
    const counters = await sql<{ held: number }>`select held from events where id = ${event.id}`.execute(ctx.db);
    expect(counters.rows[0]!.held).toBe(0);
  });
});
