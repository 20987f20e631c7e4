import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganization, createUser, tokenFor } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

let keys = 0;
const key = () => `key-${Date.now()}-${++keys}`;

/** An event of a fresh organization with its organizer's token, a buyer's and another buyer's. */
async function shop(attrs: { capacity?: number | null } = {}) {
  const ctx = server.ctx;
  const organizer = await createUser(ctx);
  const org = await createOrganization(ctx, organizer);
  const event = await createEvent(ctx, org.id, { capacity: attrs.capacity ?? null });
  const buyer = await createUser(ctx);
  const other = await createUser(ctx);
  const outsider = await createUser(ctx);
  return {
    org,
    event,
    slug: event.slug,
    token: await tokenFor(ctx, organizer),
    buyer,
    buyerToken: await tokenFor(ctx, buyer),
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

describe('ticket types on sale', () => {
  it('takes the sale fields, lists status and remaining without hidden types, and refuses a capacity below what is sold', async () => {
    const s = await shop({ capacity: 100 });
    const a = await addType(s.slug, s.token, { name: 'Standard', price: 1000, capacity: 5, description: 'The hall', tax_rate: 9, max_per_order: 4 });
    expect(a).toMatchObject({ name: 'Standard', price: 1000, capacity: 5, description: 'The hall', tax_rate: 9, min_per_order: 1, max_per_order: 4, hidden: false, currency: 'IRR', sold: 0, held: 0 });
    await addType(s.slug, s.token, { name: 'Secret', price: 0, hidden: true });
    const later = await addType(s.slug, s.token, { name: 'Later', price: 10, sales_start: new Date(Date.now() + 86400_000).toISOString() });
    const over = await addType(s.slug, s.token, { name: 'Over', price: 10, sales_end: new Date(Date.now() - 1000).toISOString() });
    const unlimited = await shop();
    await addType(unlimited.slug, unlimited.token, { name: 'Any', price: 0 });
    expect((await server.http.get(`/api/events/${unlimited.slug}/tickets`)).body.data[0]).toMatchObject({ status: 'on_sale', remaining: null });

    const list = await server.http.get(`/api/events/${s.slug}/tickets`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((t: any) => [t.name, t.status, t.remaining])).toEqual([
      ['Standard', 'on_sale', 5],
      ['Later', 'not_yet', 100],
      ['Over', 'ended', 100],
    ]);
    expect(list.body.data[0]).toEqual({
      id: a.id,
      name: 'Standard',
      description: 'The hall',
      price: 1000,
      currency: 'IRR',
      status: 'on_sale',
      remaining: 5,
      min_per_order: 1,
      max_per_order: 4,
      sales_start: null,
      sales_end: null,
    });
    expect(later.id).toBeGreaterThan(0);
    expect(over.id).toBeGreaterThan(0);

    const placed = await order(s.slug, s.buyerToken, { items: [{ ticket_id: a.id, quantity: 3 }] });
    expect(placed.status, placed.text).toBe(201);
    const below = await server.http.patch(`/api/events/${s.slug}/tickets/${a.id}`, { capacity: 2 }, { token: s.token });
    expect(below.status).toBe(409);
    expect(below.body.errors[0]).toMatchObject({ code: 'capacity_below_sold', field: 'capacity' });
    const ok = await server.http.patch(`/api/events/${s.slug}/tickets/${a.id}`, { capacity: 3, name: 'Std' }, { token: s.token });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data).toMatchObject({ capacity: 3, name: 'Std', held: 3 });
    expect((await server.http.get(`/api/events/${s.slug}/tickets`)).body.data[0]).toMatchObject({ status: 'sold_out', remaining: 0 });

    // Access and input.
    expect((await server.http.patch(`/api/events/${s.slug}/tickets/${a.id}`, { capacity: 9 }, { token: s.outsiderToken })).status).toBe(403);
    expect((await server.http.patch(`/api/events/${s.slug}/tickets/${a.id}`, { capacity: 9 })).status).toBe(401);
    expect((await server.http.patch(`/api/events/${s.slug}/tickets/999999`, { capacity: 9 }, { token: s.token })).status).toBe(404);
    const bad = await server.http.post(`/api/events/${s.slug}/tickets`, { name: 'x', price: 1, min_per_order: 5, max_per_order: 2 }, { token: s.token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('min_per_order');
    expect((await server.http.post(`/api/events/${s.slug}/tickets`, { name: 'x', price: 1, tax_rate: 101 }, { token: s.token })).status).toBe(422);
  });
});

describe('quotas', () => {
  it('are shared by types, limit what can be sold, and are for organizers only', async () => {
    const s = await shop();
    const a = await addType(s.slug, s.token, { name: 'A', price: 0 });
    const b = await addType(s.slug, s.token, { name: 'B', price: 0 });
    const created = await server.http.post(`/api/events/${s.slug}/quotas`, { name: 'Hall', size: 3, ticket_ids: [a.id, b.id] }, { token: s.token });
    expect(created.status, created.text).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Hall', size: 3, ticket_ids: [a.id, b.id], sold: 0, held: 0, remaining: 3 });
    const id = created.body.data.id;

    expect((await order(s.slug, s.buyerToken, { items: [{ ticket_id: a.id, quantity: 2 }] })).status).toBe(201);
    const full = await order(s.slug, s.otherToken, { items: [{ ticket_id: b.id, quantity: 2 }] });
    expect(full.status).toBe(409);
    expect(full.body.errors[0]).toMatchObject({ code: 'sold_out', field: 'items.0.ticket_id', ticket_id: b.id, waiting_list: false });
    expect((await server.http.get(`/api/events/${s.slug}/tickets`)).body.data.map((t: any) => t.remaining)).toEqual([1, 1]);

    expect((await server.http.patch(`/api/events/${s.slug}/quotas/${id}`, { size: 1 }, { token: s.token })).body.errors[0].code).toBe('capacity_below_sold');
    const grown = await server.http.patch(`/api/events/${s.slug}/quotas/${id}`, { size: 4 }, { token: s.token });
    expect(grown.body.data).toMatchObject({ size: 4, sold: 2, remaining: 2 });
    expect((await server.http.get(`/api/events/${s.slug}/quotas`, { token: s.token })).body.data).toHaveLength(1);
    expect((await server.http.get(`/api/events/${s.slug}/quotas/${id}`, { token: s.token })).body.data.id).toBe(id);

    expect((await server.http.get(`/api/events/${s.slug}/quotas`, { token: s.outsiderToken })).status).toBe(403);
    expect((await server.http.post(`/api/events/${s.slug}/quotas`, { name: 'x', size: 1, ticket_ids: [a.id] }, { token: s.buyerToken })).status).toBe(403);
    expect((await server.http.post(`/api/events/${s.slug}/quotas`, { name: 'x', size: -1, ticket_ids: [a.id] }, { token: s.token })).status).toBe(422);
    const other = await shop();
    const foreign = await addType(other.slug, other.token, { name: 'F', price: 0 });
    const wrong = await server.http.post(`/api/events/${s.slug}/quotas`, { name: 'x', size: 1, ticket_ids: [foreign.id] }, { token: s.token });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].field).toBe('ticket_ids');

    expect((await server.http.delete(`/api/events/${s.slug}/quotas/${id}`, { token: s.outsiderToken })).status).toBe(403);
    expect((await server.http.delete(`/api/events/${s.slug}/quotas/${id}`, { token: s.token })).status).toBe(204);
    expect((await server.http.get(`/api/events/${s.slug}/quotas/${id}`, { token: s.token })).status).toBe(404);
  });
});
