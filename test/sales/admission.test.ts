import { request as nodeRequest, type ClientRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createEvent, createOrganization, createUser, tokenFor } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// Issue 49: order requests are admitted in arrival order, at most SALES_ORDER_CONCURRENCY at once per node, from
// their first byte (gateway/admission.ts); the rest wait a bounded time, then 503 `overloaded` with Retry-After.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PAYMENT_PROVIDERS: 'test', SALES_ORDER_CONCURRENCY: '1', SALES_ORDER_WAIT_MS: '1500' } });
});
afterAll(async () => {
  await server?.stop();
});

let keys = 0;
const key = () => `admit-${Date.now()}-${++keys}`;

async function shop() {
  const ctx = server.ctx;
  const organizer = await createUser(ctx);
  const org = await createOrganization(ctx, organizer);
  const event = await createEvent(ctx, org.id, { capacity: null });
  const token = await tokenFor(ctx, organizer);
  const res = await server.http.post(`/api/events/${event.slug}/tickets`, { name: 'Standard', price: 1_000_000, capacity: 100 }, { token });
  expect(res.status, res.text).toBe(201);
  return { event, slug: event.slug, ticketId: (res.body.data as { id: number }).id };
}

async function buyer() {
  const user = await createUser(server.ctx);
  return { user, token: await tokenFor(server.ctx, user) };
}

/** An order whose body is sent in two parts: it holds its admission slot until `finish()` sends the rest. */
function heldOrder(slug: string, token: string, body: unknown) {
  const text = JSON.stringify(body);
  const url = new URL(`/api/events/${slug}/orders`, server.url);
  let req!: ClientRequest;
  const answer = new Promise<{ status: number; body: any }>((resolve, reject) => {
    req = nodeRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), authorization: `Bearer ${token}`, 'idempotency-key': key() },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') }));
      },
    );
    req.on('error', reject);
  });
  req.write(text.slice(0, 5));
  return {
    answer,
    finish: () => {
      if (!req.writableEnded && !req.destroyed) req.end(text.slice(5));
    },
    hangUp: () => {
      answer.catch(() => undefined);
      req.destroy();
    },
  };
}

const orderBody = (ticketId: number) => ({ email: 'buyer@example.com', items: [{ ticket_id: ticketId, quantity: 1 }] });
const ordersOf = async (userId: number) => Number((await server.ctx.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).where('buyer_id', '=', userId).executeTakeFirstOrThrow()).n);

describe('order admission (SALES_ORDER_CONCURRENCY)', () => {
  it('queues orders behind the one being handled, in arrival order, while every other route answers at once', async () => {
    const s = await shop();
    const [a, b] = [await buyer(), await buyer()];
    const first = heldOrder(s.slug, a.token, orderBody(s.ticketId));
    onTestFinished(() => first.finish());
    // The first order holds the node's only slot: the second waits for it.
    await new Promise((r) => setTimeout(r, 200));
    let secondDone = false;
    const second = server.http.post(`/api/events/${s.slug}/orders`, orderBody(s.ticketId), { token: b.token, headers: { 'idempotency-key': key() } }).finally(() => (secondDone = true));
    await new Promise((r) => setTimeout(r, 300));
    // Other routes are not queued: the health check, the event record and a list answer while both orders wait.
    const [health, record, mine] = await Promise.all([server.http.get('/healthz'), server.http.get(`/api/events/${s.slug}`), server.http.get('/connect/orders', { token: b.token })]);
    expect(health.status).toBe(200);
    expect(record.status).toBe(200);
    expect(mine.status).toBe(200);
    expect(secondDone).toBe(false);
    expect(await ordersOf(b.user.id)).toBe(0);
    first.finish();
    const [one, two] = [await first.answer, await second];
    expect(one.status).toBe(201);
    expect(two.status, two.text).toBe(201);
    // Placed in arrival order: the first buyer's order was created first.
    const rows = await server.ctx.db.selectFrom('orders').select(['buyer_id', 'id']).where('event_id', '=', s.event.id).orderBy('id').execute();
    expect(rows.map((r) => r.buyer_id)).toEqual([a.user.id, b.user.id]);
  });

  it('answers a buyer who waited past SALES_ORDER_WAIT_MS 503 overloaded with Retry-After, and places nothing for them', async () => {
    const s = await shop();
    const [a, b] = [await buyer(), await buyer()];
    const first = heldOrder(s.slug, a.token, orderBody(s.ticketId));
    onTestFinished(() => first.finish());
    await new Promise((r) => setTimeout(r, 200));
    const t0 = Date.now();
    const second = await server.http.post(`/api/events/${s.slug}/orders`, orderBody(s.ticketId), { token: b.token, headers: { 'idempotency-key': key() } });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1400);
    expect(second.status, second.text).toBe(503);
    expect(second.body.errors[0].code).toBe('overloaded');
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(second.headers.get('x-request-id')).toBeTruthy();
    expect(await ordersOf(b.user.id)).toBe(0);
    first.finish();
    expect((await first.answer).status).toBe(201);
  });

  it('never starts the order of a buyer who hung up while waiting', async () => {
    const s = await shop();
    const [a, b] = [await buyer(), await buyer()];
    const first = heldOrder(s.slug, a.token, orderBody(s.ticketId));
    onTestFinished(() => first.finish());
    await new Promise((r) => setTimeout(r, 200));
    const gone = heldOrder(s.slug, b.token, orderBody(s.ticketId));
    gone.finish();
    await new Promise((r) => setTimeout(r, 200));
    gone.hangUp();
    await new Promise((r) => setTimeout(r, 200));
    first.finish();
    expect((await first.answer).status).toBe(201);
    // The slot passed over the buyer who left: a new order is admitted and answered at once.
    const c = await buyer();
    const third = await server.http.post(`/api/events/${s.slug}/orders`, orderBody(s.ticketId), { token: c.token, headers: { 'idempotency-key': key() } });
    expect(third.status, third.text).toBe(201);
    expect(await ordersOf(b.user.id)).toBe(0);
  });

  it('still refuses a guest 401 and a bad body 422 through the queue', async () => {
    const s = await shop();
    const guest = await server.http.post(`/api/events/${s.slug}/orders`, orderBody(s.ticketId), { headers: { 'idempotency-key': key() } });
    expect(guest.status).toBe(401);
    const b = await buyer();
    const bad = await server.http.post(`/api/events/${s.slug}/orders`, { email: 'x', items: [] }, { token: b.token, headers: { 'idempotency-key': key() } });
    expect(bad.status).toBe(422);
  });
});
