import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createEvent, createOrganization, createUser, tokenFor } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { WEBHOOK_ALLOW_PRIVATE: '1', OUTBOX_POLL_MS: '50' },
    // A provider that is down: every creation fails (as a 5xx or a timeout would).
    paymentProviders: [
      {
        name: 'down',
        create: () => Promise.reject(new Error('503 from the provider, secret sk_live_never_logged')),
        confirm: () => Promise.reject(new Error('unused')),
        refund: () => Promise.resolve({ status: 'failed' as const }),
      },
    ],
  });
});
afterAll(async () => {
  await server?.stop();
});

let keys = 0;
const key = () => `key-${Date.now()}-${++keys}`;

async function shop(attrs: { capacity?: number | null } = {}) {
  const ctx = server.ctx;
  const organizer = await createUser(ctx);
  const org = await createOrganization(ctx, organizer);
  const event = await createEvent(ctx, org.id, { capacity: attrs.capacity ?? null });
  const buyer = await createUser(ctx, { name: 'Sara', surname: 'Ahmadi' });
  const other = await createUser(ctx);
  const outsider = await createUser(ctx);
  const token = await tokenFor(ctx, organizer);
  // A webhook for the order events (its deliveries are recorded in the order's transaction).
  const hook = await server.http.post(`/api/organizations/${org.slug}/webhooks`, { url: 'http://127.0.0.1:9/hook', events: ['order.placed', 'order.paid', 'order.expired', 'order.canceled', 'ticket.issued'] }, { token });
  expect(hook.status, hook.text).toBe(201);
  return {
    org,
    event,
    slug: event.slug,
    token,
    buyer,
    buyerToken: await tokenFor(ctx, buyer),
    other,
    otherToken: await tokenFor(ctx, other),
    outsiderToken: await tokenFor(ctx, outsider),
  };
}

async function addType(slug: string, token: string, body: Record<string, unknown>) {
  const res = await server.http.post(`/api/events/${slug}/tickets`, body, { token });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: number; name: string; price: number };
}

function order(slug: string, token: string, body: Record<string, unknown>, k: string = key()) {
  return server.http.post(`/api/events/${slug}/orders`, { email: 'buyer@example.com', ...body }, { token, headers: { 'idempotency-key': k } });
}

async function webhookTypes(orgId: number): Promise<string[]> {
  const rows = await sql<{ type: string }>`select d.type from webhook_deliveries d join webhooks w on w.id = d.webhook_id where w.organization_id = ${orgId} order by d.id`.execute(server.ctx.db);
  return rows.rows.map((r) => r.type);
}

/** Presses a button of the test provider's sandbox page, as the buyer's browser does. */
async function press(actionUrl: string, outcome: 'pay' | 'fail') {
  const path = new URL(actionUrl).pathname;
  const page = await server.http.get(path);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  expect(page.text).toContain(`/pay"`);
  const res = await server.http.post(`${path}/${outcome}`, undefined, { raw: 'outcome=' + outcome, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(res.status, res.text).toBe(303);
  return res;
}

describe('orders', () => {
  it('a paid order: held, paid through the test provider, tickets issued with qr, webhooks, organizer and buyer views', async () => {
    const s = await shop({ capacity: 10 });
    const vip = await addType(s.slug, s.token, { name: 'VIP', price: 1_090_000, capacity: 5, tax_rate: 9 });
    // Prices, totals and discounts from the client are ignored.
    const placed = await order(s.slug, s.buyerToken, { items: [{ ticket_id: vip.id, quantity: 2, unit_price: 1 }], total: 1, buyer: { name: 'Sara', surname: 'Ahmadi' } });
    expect(placed.status, placed.text).toBe(201);
    const o = placed.body.data;
    expect(o).toMatchObject({
      status: 'pending',
      total: 2_180_000,
      currency: 'IRR',
      items: [{ ticket_id: vip.id, name: 'VIP', quantity: 2, unit_price: 1_090_000, discount: 0, tax: 180_000 }],
      tickets: [],
      paid_at: null,
      refunded_total: 0,
      event: { id: s.event.id, slug: s.slug },
      payment: { provider: 'test', status: 'pending', amount: 2_180_000, action: { type: 'redirect' } },
    });
    expect(new Date(o.expires_at).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    // The placement's answer is made from what it wrote (issue 49): it equals the order read back.
    const readBack = await server.http.get(`/api/orders/${o.code}`, { token: s.buyerToken });
    expect(readBack.status).toBe(200);
    expect(readBack.body.data).toEqual(o);
    expect((await server.http.get(`/api/events/${s.slug}/tickets`)).body.data[0].remaining).toBe(3);

    await press(o.payment.action.url, 'pay');
    const paid = await server.http.get(`/api/orders/${o.code}`, { token: s.buyerToken });
    expect(paid.body.data).toMatchObject({ status: 'paid', payment: { status: 'confirmed', action: null } });
    expect(paid.body.data.tickets).toHaveLength(2);
    for (const t of paid.body.data.tickets) expect(t).toMatchObject({ ticket_name: 'VIP', status: 'valid', holder: { name: 'Sara', surname: 'Ahmadi' }, qr: t.code });
    // The qr text is accepted by check-in.
    const checkin = await server.http.post(`/api/events/${s.slug}/checkins`, { code: paid.body.data.tickets[0].qr }, { token: s.token });
    expect(checkin.status, checkin.text).toBe(201);
    // A replayed Pay changes nothing.
    await server.http.post(`${new URL(o.payment.action.url).pathname}/pay`, undefined, { raw: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect((await server.http.get(`/api/orders/${o.code}`, { token: s.buyerToken })).body.data.tickets).toHaveLength(2);
    expect(await webhookTypes(s.org.id)).toEqual(['order.placed', 'ticket.issued', 'ticket.issued', 'order.paid']);
    // The holder is a participant now: the ticket link of the event record.
    const record = await server.http.get(`/api/events/${s.slug}`, { token: s.buyerToken });
    expect(record.body._links?.user_ticket ?? record.body.data?._links?.user_ticket).toBeTruthy();

    // The organizer sees it; another buyer and an outsider get 404.
    expect((await server.http.get(`/api/orders/${o.code}`, { token: s.token })).status).toBe(200);
    expect((await server.http.get(`/api/orders/${o.code}`, { token: s.otherToken })).status).toBe(404);
    expect((await server.http.get(`/api/orders/${o.code}`)).status).toBe(401);
    expect((await server.http.post(`/api/orders/${o.code}/cancel`, undefined, { token: s.otherToken })).status).toBe(404);
    expect((await server.http.post(`/api/orders/${o.code}/cancel`, undefined, { token: s.buyerToken })).body.errors[0].code).toBe('order_not_pending');

    const mine = await server.http.get('/connect/orders', { token: s.buyerToken });
    expect(mine.status).toBe(200);
    expect(mine.body._embedded.order.map((x: any) => x.code)).toEqual([o.code]);
    expect((await server.http.get('/connect/orders', { token: s.otherToken })).body._embedded.order).toEqual([]);

    const list = await server.http.get(`/api/events/${s.slug}/orders?status=paid&q=ahmad`, { token: s.token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((x: any) => x.code)).toEqual([o.code]);
    expect(list.body.meta.pagination.total).toBe(1);
    expect((await server.http.get(`/api/events/${s.slug}/orders?q=nobody`, { token: s.token })).body.data).toEqual([]);
    expect((await server.http.get(`/api/events/${s.slug}/orders`, { token: s.outsiderToken })).status).toBe(403);
    expect((await server.http.get(`/api/events/${s.slug}/orders?status=lost`, { token: s.token })).status).toBe(422);
    const csv = await server.http.get(`/api/events/${s.slug}/orders?format=csv`, { token: s.token });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.text.split('\r\n')[0]).toBe('code,status,created_at,paid_at,total,currency,tickets,email,buyer_name,buyer_surname,mobile,items');
    expect(csv.text).toContain(`${o.code},paid,`);

    const sales = await server.http.get(`/api/events/${s.slug}/sales`, { token: s.token });
    expect(sales.status).toBe(200);
    expect(sales.body.data).toMatchObject({ orders_paid: 1, tickets_sold: 2, gross: 2_180_000, refunded: 0, net: 2_180_000, time_zone: 'Asia/Tehran' });
    expect(sales.body.data.by_ticket).toEqual([{ ticket_id: vip.id, name: 'VIP', sold: 2, held: 0, remaining: 3, gross: 2_180_000 }]);
    expect(sales.body.data.by_day).toHaveLength(1);
    expect(sales.body.data.by_day[0]).toMatchObject({ orders: 1, tickets: 2, gross: 2_180_000 });
    expect((await server.http.get(`/api/events/${s.slug}/sales`, { token: s.outsiderToken })).status).toBe(403);
  });

  it('a retry of an order whose payment was never started (its answer lost after the commit) starts it once', async () => {
    const s = await shop();
    const paid = await addType(s.slug, s.token, { name: 'Paid', price: 700 });
    const k = key();
    const first = await order(s.slug, s.buyerToken, { items: [{ ticket_id: paid.id, quantity: 1 }], provider: 'test' }, k);
    expect(first.status, first.text).toBe(201);
    // As if the node had stopped between the commit and the provider call: the attempt is still `created`.
    await sql`update payments set status = 'created', provider_reference = null, action = null where order_id = (select id from orders where code = ${first.body.data.code})`.execute(server.ctx.db);
    const [again, twice] = await Promise.all([0, 1].map(() => order(s.slug, s.buyerToken, { items: [{ ticket_id: paid.id, quantity: 1 }], provider: 'test' }, k)));
    for (const r of [again!, twice!]) {
      expect(r.status, r.text).toBe(200);
      expect(r.body.data.code).toBe(first.body.data.code);
    }
    const answered = [again!, twice!].map((r) => r.body.data.payment);
    expect(answered.some((p) => p?.status === 'pending' && p.action?.type === 'redirect')).toBe(true);
    const attempts = await sql<{ n: number; started: number }>`select count(*)::int as n, count(provider_reference)::int as started from payments where order_id = (select id from orders where code = ${first.body.data.code})`.execute(server.ctx.db);
    expect(attempts.rows[0]).toEqual({ n: 1, started: 1 });
    // Another buyer's lookup with the same key finds nothing of this order.
    const other = await order(s.slug, s.otherToken, { items: [{ ticket_id: paid.id, quantity: 1 }], provider: 'test' }, k);
    expect(other.status).toBe(201);
    expect(other.body.data.code).not.toBe(first.body.data.code);
  });

  it('a free order is paid at once; the idempotency key answers the first order or refuses another body', async () => {
    const s = await shop();
    const free = await addType(s.slug, s.token, { name: 'Free', price: 0 });
    const k = key();
    const first = await order(s.slug, s.buyerToken, { items: [{ ticket_id: free.id, quantity: 1 }] }, k);
    expect(first.status, first.text).toBe(201);
    expect(first.body.data).toMatchObject({ status: 'paid', total: 0, payment: null });
    expect(first.body.data.tickets).toHaveLength(1);
    const again = await order(s.slug, s.buyerToken, { items: [{ ticket_id: free.id, quantity: 1 }] }, k);
    expect(again.status).toBe(200);
    expect(again.body.data.code).toBe(first.body.data.code);
    const reused = await order(s.slug, s.buyerToken, { items: [{ ticket_id: free.id, quantity: 2 }] }, k);
    expect(reused.status).toBe(422);
    expect(reused.body.errors[0].code).toBe('idempotency_key_reused');
    // Another buyer's same key is their own.
    expect((await order(s.slug, s.otherToken, { items: [{ ticket_id: free.id, quantity: 1 }] }, k)).status).toBe(201);
    const noKey = await server.http.post(`/api/events/${s.slug}/orders`, { email: 'a@example.com', items: [{ ticket_id: free.id, quantity: 1 }] }, { token: s.buyerToken });
    expect(noKey.status).toBe(422);
    expect(noKey.body.errors[0].code).toBe('idempotency_key_required');
    expect((await order(s.slug, s.buyerToken, { items: [{ ticket_id: free.id, quantity: 1 }] }, 'k'.repeat(201))).body.errors[0].code).toBe('idempotency_key_required');
    expect((await server.http.post(`/api/events/${s.slug}/orders`, { email: 'a@example.com', items: [] }, { headers: { 'idempotency-key': key() } })).status).toBe(401);
    expect(await webhookTypes(s.org.id)).toEqual(['order.placed', 'ticket.issued', 'order.paid', 'order.placed', 'ticket.issued', 'order.paid']);
  });

  it('refuses: quantities outside min/max, zero, negative or huge, unknown or another event’s type, hidden types, outside the window, a canceled event, a second pending order', async () => {
    const s = await shop();
    const t = await addType(s.slug, s.token, { name: 'T', price: 100, min_per_order: 2, max_per_order: 3 });
    const hidden = await addType(s.slug, s.token, { name: 'H', price: 100, hidden: true });
    const later = await addType(s.slug, s.token, { name: 'L', price: 100, sales_start: new Date(Date.now() + 3600_000).toISOString() });
    const other = await shop();
    const foreign = await addType(other.slug, other.token, { name: 'F', price: 1 });
    const code = async (body: Record<string, unknown>) => {
      const res = await order(s.slug, s.buyerToken, body);
      return [res.status, res.body.errors?.[0]?.code, res.body.errors?.[0]?.field];
    };
    expect(await code({ items: [{ ticket_id: t.id, quantity: 1 }] })).toEqual([422, 'invalid', 'items.0.quantity']);
    expect(await code({ items: [{ ticket_id: t.id, quantity: 4 }] })).toEqual([422, 'invalid', 'items.0.quantity']);
    expect((await code({ items: [{ ticket_id: t.id, quantity: 0 }] }))[0]).toBe(422);
    expect((await code({ items: [{ ticket_id: t.id, quantity: -1 }] }))[0]).toBe(422);
    expect((await code({ items: [{ ticket_id: t.id, quantity: 1e12 }] }))[0]).toBe(422);
    expect((await code({ items: [{ ticket_id: t.id, quantity: '2' }] }))[0]).toBe(422);
    expect(await code({ items: [{ ticket_id: foreign.id, quantity: 1 }] })).toEqual([422, 'invalid', 'items.0.ticket_id']);
    expect(await code({ items: [{ ticket_id: hidden.id, quantity: 1 }] })).toEqual([422, 'invalid', 'items.0.ticket_id']);
    expect(await code({ items: [{ ticket_id: later.id, quantity: 1 }] })).toEqual([422, 'not_on_sale', 'items.0.ticket_id']);
    expect((await code({ items: [{ ticket_id: t.id, quantity: 2 }], email: 'not-mail' }))[0]).toBe(422);
    expect((await server.http.post(`/api/events/no-such-event/orders`, { email: 'a@example.com', items: [{ ticket_id: t.id, quantity: 2 }] }, { token: s.buyerToken, headers: { 'idempotency-key': key() } })).status).toBe(404);

    const first = await order(s.slug, s.buyerToken, { items: [{ ticket_id: t.id, quantity: 2 }] });
    expect(first.status).toBe(201);
    const second = await order(s.slug, s.buyerToken, { items: [{ ticket_id: t.id, quantity: 2 }] });
    expect(second.status).toBe(409);
    expect(second.body.errors[0]).toMatchObject({ code: 'order_pending', order_code: first.body.data.code });
    // Nothing of the refused orders was written.
    const count = await server.ctx.db.selectFrom('orders').select(sql<number>`count(*)::int`.as('n')).where('event_id', '=', s.event.id).executeTakeFirstOrThrow();
    expect(count.n).toBe(1);

    await server.http.post(`/api/events/${s.slug}/cancel`, undefined, { token: s.token });
    expect(await code({ items: [{ ticket_id: t.id, quantity: 2 }] })).toEqual([409, 'event_canceled', undefined]);
  });

  it('expiry gives the places back (the outbox job or any reader), buyer cancel too; a payment after expiry is honoured when places remain, else refunded', async () => {
    const s = await shop();
    const t = await addType(s.slug, s.token, { name: 'One', price: 500, capacity: 1 });
    const a = (await order(s.slug, s.buyerToken, { items: [{ ticket_id: t.id, quantity: 1 }] })).body.data;
    expect((await order(s.slug, s.otherToken, { items: [{ ticket_id: t.id, quantity: 1 }] })).status).toBe(409);
    // The hold ends: the expiry job (outbox) frees the place on whichever node runs it.
    await server.ctx.db.updateTable('orders').set({ expires_at: new Date(Date.now() - 1000) }).where('code', '=', a.code).execute();
    await server.ctx.sales.expireDue();
    const expired = await server.http.get(`/api/orders/${a.code}`, { token: s.buyerToken });
    expect(expired.body.data).toMatchObject({ status: 'expired', payment: { status: 'canceled', action: null } });
    expect((await server.http.get(`/api/events/${s.slug}/tickets`)).body.data[0].remaining).toBe(1);

    // Paid after expiry with the place still free: honoured.
    await press(a.payment.action.url, 'pay');
    expect((await server.http.get(`/api/orders/${a.code}`, { token: s.buyerToken })).body.data).toMatchObject({ status: 'paid', payment: { status: 'confirmed' } });
    expect((await server.http.get(`/api/events/${s.slug}/tickets`)).body.data[0]).toMatchObject({ remaining: 0, status: 'sold_out' });

    // Paid after expiry with the place taken by someone else: refunded, canceled.
    const t2 = await addType(s.slug, s.token, { name: 'Two', price: 500, capacity: 1 });
    const b = (await order(s.slug, s.otherToken, { items: [{ ticket_id: t2.id, quantity: 1 }] })).body.data;
    await server.ctx.db.updateTable('orders').set({ expires_at: new Date(Date.now() - 1000) }).where('code', '=', b.code).execute();
    // A reader notices first this time.
    expect((await server.http.get(`/api/orders/${b.code}`, { token: s.otherToken })).body.data.status).toBe('expired');
    const c = await order(s.slug, s.buyerToken, { items: [{ ticket_id: t2.id, quantity: 1 }] });
    expect(c.status, c.text).toBe(201);
    await press(b.payment.action.url, 'pay');
    const late = (await server.http.get(`/api/orders/${b.code}`, { token: s.otherToken })).body.data;
    expect(late).toMatchObject({ status: 'canceled', cancel_reason: 'expired_before_payment', payment: { status: 'refunded' }, tickets: [] });

    // The buyer cancels a pending order: the place is free again.
    const cancel = await server.http.post(`/api/orders/${c.body.data.code}/cancel`, undefined, { token: s.buyerToken });
    expect(cancel.status).toBe(200);
    expect(cancel.body.data.status).toBe('canceled');
    expect((await server.http.get(`/api/events/${s.slug}/tickets`)).body.data[1].remaining).toBe(1);
    const types = await webhookTypes(s.org.id);
    expect(types.filter((x) => x === 'order.expired')).toHaveLength(2);
    expect(types.filter((x) => x === 'order.canceled')).toHaveLength(2);
  });

  it('a failed payment leaves the order pending; a new attempt pays it', async () => {
    const s = await shop();
    const t = await addType(s.slug, s.token, { name: 'T', price: 700 });
    const o = (await order(s.slug, s.buyerToken, { items: [{ ticket_id: t.id, quantity: 1 }] })).body.data;
    await press(o.payment.action.url, 'fail');
    expect((await server.http.get(`/api/orders/${o.code}`, { token: s.buyerToken })).body.data).toMatchObject({ status: 'pending', payment: { status: 'failed' } });
    expect((await server.http.post(`/api/orders/${o.code}/payments`, {}, { token: s.otherToken })).status).toBe(404);
    expect((await server.http.post(`/api/orders/${o.code}/payments`, { provider: 'nope' }, { token: s.buyerToken })).status).toBe(422);
    const retry = await server.http.post(`/api/orders/${o.code}/payments`, {}, { token: s.buyerToken });
    expect(retry.status, retry.text).toBe(201);
    expect(retry.body.data).toMatchObject({ provider: 'test', status: 'pending', amount: 700, action: { type: 'redirect' } });
    expect(retry.body.data.id).not.toBe(o.payment.id);
    await press(retry.body.data.action.url, 'pay');
    expect((await server.http.get(`/api/orders/${o.code}`, { token: s.buyerToken })).body.data.status).toBe('paid');
    expect((await server.http.get('/api/payments/test/tp_unknown')).status).toBe(404);
  });

  it('a provider that fails leaves the order pending with a failed payment (502); the buyer retries with another attempt', async () => {
    const s = await shop();
    const t = await addType(s.slug, s.token, { name: 'T', price: 900 });
    const res = await order(s.slug, s.buyerToken, { items: [{ ticket_id: t.id, quantity: 1 }], provider: 'down' });
    expect(res.status).toBe(502);
    expect(res.body.errors[0].code).toBe('payment_provider_unavailable');
    expect(res.text).not.toContain('sk_live');
    expect(server.log.lines.some((l) => l.msg === 'sales.payment_create_failed')).toBe(true);
    expect(JSON.stringify(server.log.lines)).not.toContain('sk_live');
    const mine = (await server.http.get('/connect/orders', { token: s.buyerToken })).body._embedded.order;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'pending', payment: { provider: 'down', status: 'failed', action: null } });
    const retry = await server.http.post(`/api/orders/${mine[0].code}/payments`, { provider: 'test' }, { token: s.buyerToken });
    expect(retry.status, retry.text).toBe(201);
    await press(retry.body.data.action.url, 'pay');
    expect((await server.http.get(`/api/orders/${mine[0].code}`, { token: s.buyerToken })).body.data.status).toBe('paid');
  });

  it('attendees by e-mail: a known user holds the ticket, the buyer sees them all; a wrong count is 422', async () => {
    const s = await shop();
    const t = await addType(s.slug, s.token, { name: 'T', price: 0 });
    await server.ctx.db.updateTable('users').set({ email: 'Guest@Example.com' }).where('id', '=', s.other.id).execute();
    const bad = await order(s.slug, s.buyerToken, { items: [{ ticket_id: t.id, quantity: 2 }], attendees: [{ ticket_id: t.id, name: 'A', surname: 'B' }] });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('attendees');
    const res = await order(s.slug, s.buyerToken, {
      items: [{ ticket_id: t.id, quantity: 2 }],
      attendees: [
        { ticket_id: t.id, name: 'G', surname: 'H', email: 'guest@example.com' },
        { ticket_id: t.id, name: 'S', surname: 'A' },
      ],
    });
    expect(res.status, res.text).toBe(201);
    const holders = await server.ctx.db.selectFrom('attendee_tickets').select('user_id').where('event_id', '=', s.event.id).orderBy('id').execute();
    expect(holders.map((h) => h.user_id)).toEqual([s.other.id, s.buyer.id]);
    expect(res.body.data.tickets).toHaveLength(2);
  });

  it('organizer-issued tickets go through the same claim', async () => {
    const s = await shop({ capacity: 2 });
    const t = await addType(s.slug, s.token, { name: 'T', price: 10 });
    expect((await order(s.slug, s.buyerToken, { items: [{ ticket_id: t.id, quantity: 1 }] })).status).toBe(201);
    const issued = await server.http.post(`/api/events/${s.slug}/attendees`, { mobile: '09120000001', ticket_id: t.id }, { token: s.token });
    expect(issued.status, issued.text).toBe(201);
    const full = await server.http.post(`/api/events/${s.slug}/attendees`, { mobile: '09120000002', ticket_id: t.id }, { token: s.token });
    expect(full.status).toBe(409);
    expect(full.body.errors[0].code).toBe('sold_out');
    expect((await order(s.slug, s.otherToken, { items: [{ ticket_id: t.id, quantity: 1 }] })).status).toBe(409);
    // A void gives the place back to the same counters.
    expect((await server.http.post(`/api/events/${s.slug}/tickets/${issued.body.data.attendee_id}/void`, undefined, { token: s.token })).status).toBe(200);
    expect((await server.http.get(`/api/events/${s.slug}/tickets`)).body.data[0].remaining).toBe(1);
  });
});

describe('vouchers', () => {
  it('discount by percent, amount or price; case-insensitive; used up; unlocks hidden types; CSV escapes formulas; organizers only', async () => {
    const s = await shop();
    const t = await addType(s.slug, s.token, { name: 'T', price: 1000 });
    const hidden = await addType(s.slug, s.token, { name: 'Crew', price: 1000, hidden: true });
    const mk = async (body: Record<string, unknown>) => {
      const res = await server.http.post(`/api/events/${s.slug}/vouchers`, body, { token: s.token });
      expect(res.status, res.text).toBe(201);
      return res.body.data;
    };
    const [pct] = await mk({ code: 'Half-Off', discount: { percent: 50 }, max_uses: 2 });
    expect(pct).toMatchObject({ code: 'Half-Off', discount: { percent: 50 }, max_uses: 2, used: 0, reserve: false });
    await mk({ code: 'AMOUNT', discount: { amount: 300 } });
    await mk({ code: 'FIXED', discount: { price: 100 }, ticket_ids: [hidden.id], unlocks_hidden: true });
    await mk({ code: '-CMD', discount: { amount: 1 } });
    await mk({ code: 'OLD', discount: { amount: 1 }, valid_until: new Date(Date.now() - 1000).toISOString() });

    const half = await order(s.slug, s.buyerToken, { items: [{ ticket_id: t.id, quantity: 2 }], voucher: 'half-off' });
    expect(half.status, half.text).toBe(201);
    expect(half.body.data).toMatchObject({ total: 1000, items: [{ unit_price: 1000, discount: 1000 }] });
    const used = await order(s.slug, s.otherToken, { items: [{ ticket_id: t.id, quantity: 1 }], voucher: 'HALF-OFF' });
    expect(used.status).toBe(422);
    expect(used.body.errors[0]).toMatchObject({ code: 'voucher_invalid', field: 'voucher' });
    await server.http.post(`/api/orders/${half.body.data.code}/cancel`, undefined, { token: s.buyerToken });
    // Canceled: its uses are back.
    const third = await order(s.slug, s.otherToken, { items: [{ ticket_id: t.id, quantity: 1 }], voucher: 'HALF-OFF' });
    expect(third.body.data.total).toBe(500);
    await server.http.post(`/api/orders/${third.body.data.code}/cancel`, undefined, { token: s.otherToken });

    const amount = await order(s.slug, s.buyerToken, { items: [{ ticket_id: t.id, quantity: 1 }], voucher: 'amount' });
    expect(amount.body.data.total).toBe(700);
    await server.http.post(`/api/orders/${amount.body.data.code}/cancel`, undefined, { token: s.buyerToken });
    const crew = await order(s.slug, s.buyerToken, { items: [{ ticket_id: hidden.id, quantity: 1 }], voucher: 'fixed' });
    expect(crew.status, crew.text).toBe(201);
    expect(crew.body.data).toMatchObject({ total: 100, items: [{ ticket_id: hidden.id, discount: 900 }] });
    await server.http.post(`/api/orders/${crew.body.data.code}/cancel`, undefined, { token: s.buyerToken });
    expect((await order(s.slug, s.buyerToken, { items: [{ ticket_id: t.id, quantity: 1 }], voucher: 'fixed' })).body.errors[0].code).toBe('voucher_invalid');
    expect((await order(s.slug, s.buyerToken, { items: [{ ticket_id: t.id, quantity: 1 }], voucher: 'old' })).body.errors[0].code).toBe('voucher_invalid');
    expect((await order(s.slug, s.buyerToken, { items: [{ ticket_id: t.id, quantity: 1 }], voucher: 'nope-nope' })).body.errors[0].code).toBe('voucher_invalid');

    const dup = await server.http.post(`/api/events/${s.slug}/vouchers`, { code: 'half-OFF', discount: { percent: 5 } }, { token: s.token });
    expect(dup.status).toBe(409);
    expect(dup.body.errors[0].code).toBe('voucher_code_taken');
    const bulk = await server.http.post(`/api/events/${s.slug}/vouchers`, { count: 500, discount: { percent: 10 } }, { token: s.token });
    expect(bulk.status).toBe(201);
    const codes = bulk.body.data.map((v: any) => v.code);
    expect(new Set(codes).size).toBe(500);
    for (const c of codes) expect(c).toMatch(/^[2-9A-HJ-NP-Z]{16}$/);
    expect((await server.http.post(`/api/events/${s.slug}/vouchers`, { count: 10_001, discount: { percent: 10 } }, { token: s.token })).status).toBe(422);
    expect((await server.http.post(`/api/events/${s.slug}/vouchers`, { code: 'X1X', count: 2, discount: { percent: 10 } }, { token: s.token })).status).toBe(422);
    expect((await server.http.post(`/api/events/${s.slug}/vouchers`, { code: 'XYZ', discount: { percent: 0 } }, { token: s.token })).status).toBe(422);
    expect((await server.http.post(`/api/events/${s.slug}/vouchers`, { code: 'XYZ', discount: { percent: 10, amount: 5 } }, { token: s.token })).status).toBe(422);
    expect((await server.http.post(`/api/events/${s.slug}/vouchers`, { code: 'XYZ', discount: { percent: 10 } }, { token: s.outsiderToken })).status).toBe(403);

    const list = await server.http.get(`/api/events/${s.slug}/vouchers`, { token: s.token });
    expect(list.body.data.find((v: any) => v.code === 'Half-Off').used).toBe(0);
    expect((await server.http.get(`/api/events/${s.slug}/vouchers`, { token: s.buyerToken })).status).toBe(403);
    const csv = await server.http.get(`/api/events/${s.slug}/vouchers?format=csv`, { token: s.token });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.text.split('\r\n')[0]).toBe('code,discount_kind,discount_value,max_uses,used,valid_until,ticket_ids,unlocks_hidden');
    expect(csv.text).toContain("'-CMD,amount,1");
    const id = list.body.data[0].id;
    expect((await server.http.delete(`/api/events/${s.slug}/vouchers/${id}`, { token: s.outsiderToken })).status).toBe(403);
    expect((await server.http.delete(`/api/events/${s.slug}/vouchers/${id}`, { token: s.token })).status).toBe(204);
    expect((await server.http.delete(`/api/events/${s.slug}/vouchers/${id}`, { token: s.token })).status).toBe(404);
  });
});
