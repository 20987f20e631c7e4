import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createEvent, createOrganization, createUser, tokenFor } from '../helpers/factories.js';

let server: TestServer;
let adminToken: string;
let organizerToken: string;
let outsiderToken: string;
let event: { id: number; slug: string };
let organizationId: number;

beforeAll(async () => {
  server = await startTestServer();
  const { ctx } = server;
  adminToken = await tokenFor(ctx, await createUser(ctx, { role: 'admin' }));
  const organizer = await createUser(ctx);
  organizerToken = await tokenFor(ctx, organizer);
  outsiderToken = await tokenFor(ctx, await createUser(ctx));
  organizationId = (await createOrganization(ctx, organizer)).id;
  event = await createEvent(ctx, organizationId);
});
afterAll(async () => {
  await server.stop();
});

const code = (prefix = 'D') => `${prefix}${randomBytes(4).toString('hex').toUpperCase()}`;

async function makeDiscount(attrs: Record<string, unknown>) {
  const res = await server.http.post('/api/discounts', { code: code(), ...attrs }, { token: adminToken });
  expect(res.status).toBe(201);
  return res.body.data as { id: number; code: string };
}

const calc = (body: unknown, token = organizerToken, slug = event.slug) => server.http.post(`/api/events/${slug}/advertise_calculator`, body, { token });
const order = (body: unknown, token = organizerToken, slug = event.slug) => server.http.post(`/api/events/${slug}/advertise`, body, { token });

describe('POST /events/{slug}/advertise_calculator', () => {
  it('prices the selection from the package rows (seed 2.13)', async () => {
    const res = await calc({ retargeting: { list: ['150C_45KV', '500C_150KV'] } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      package: 'retargeting',
      items: [
        { code: '150C_45KV', price: 170000 },
        { code: '500C_150KV', price: 520000 },
      ],
      subtotal: 690000,
      discount: 0,
      total: 690000,
      discount_id: null,
    });
    const all = await calc({ retargeting: { list: ['150C_45KV', '250C_75KV', '350C_100KV', '500C_150KV'] } });
    expect(all.body.data.subtotal).toBe(170000 + 270000 + 370000 + 520000);
  });

  it('reads prices from the database, not from code', async () => {
    const { db } = server.ctx;
    await db.updateTable('ad_package_items').set({ price: 180000 }).where('code', '=', '150C_45KV').execute();
    try {
      const res = await calc({ retargeting: { list: ['150C_45KV'] } });
      expect(res.body.data.total).toBe(180000);
    } finally {
      await db.updateTable('ad_package_items').set({ price: 170000 }).where('code', '=', '150C_45KV').execute();
    }
  });

  it('applies percent (rounded down) and amount (capped at the subtotal) discounts, case-insensitively, without using them', async () => {
    const pct = await makeDiscount({ percent: 15, max_uses: 1 });
    const res = await calc({ retargeting: { list: ['250C_75KV', '350C_100KV'], discount_id: pct.code.toLowerCase() } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ subtotal: 640000, discount: 96000, total: 544000, discount_id: pct.code });
    const odd = await makeDiscount({ percent: 33 });
    expect((await calc({ retargeting: { list: ['150C_45KV'], discount_id: odd.code } })).body.data).toMatchObject({ discount: 56100, total: 113900 });
    const amount = await makeDiscount({ amount: 1_000_000 });
    expect((await calc({ retargeting: { list: ['150C_45KV'], discount_id: amount.code } })).body.data).toMatchObject({ discount: 170000, total: 0 });
    // The calculator used nothing: the one-use percent code still works.
    expect((await calc({ retargeting: { list: ['150C_45KV'], discount_id: pct.code } })).status).toBe(200);
  });

  it('refuses unknown items and discounts, expired or used-up discounts with 422 naming the field', async () => {
    const { db } = server.ctx;
    const expired = await makeDiscount({ percent: 10 });
    await db.updateTable('discounts').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', expired.id).execute();
    const usedUp = await makeDiscount({ percent: 10, max_uses: 2 });
    await db.updateTable('discounts').set({ uses: 2 }).where('id', '=', usedUp.id).execute();
    const before = await db.selectFrom('ad_orders').select('id').where('event_id', '=', event.id).execute();
    const cases: Array<[unknown, string, string]> = [
      [{ retargeting: { list: ['150C_45KV', '999C_1KV'] } }, 'retargeting.list.1', 'unknown_item'],
      [{ retargeting: { list: ['150C_45KV'], discount_id: 'NOPE-NOPE' } }, 'retargeting.discount_id', 'unknown_discount'],
      [{ retargeting: { list: ['150C_45KV'], discount_id: expired.code } }, 'retargeting.discount_id', 'discount_expired'],
      [{ retargeting: { list: ['150C_45KV'], discount_id: usedUp.code } }, 'retargeting.discount_id', 'discount_used_up'],
      [{ retargeting: { list: [] } }, 'retargeting.list', 'invalid'],
      [{ retargeting: { list: ['150C_45KV', '150C_45KV'] } }, 'retargeting.list.1', 'invalid'],
      [{ retargeting: { list: '150C_45KV' } }, 'retargeting.list', 'invalid'],
      [{ retargeting: { list: [150] } }, 'retargeting.list.0', 'invalid'],
      [{ retargeting: { list: ['150C_45KV'], start_time: '2026-12-01T10:00:00Z' } }, 'retargeting', 'invalid'],
      [{ retargeting: { list: ['150C_45KV'], tags: ['music'] } }, 'retargeting', 'invalid'],
      [{ retargeting: { list: ['150C_45KV'] }, tags: ['music'] }, 'body', 'invalid'],
      [{ list: ['150C_45KV'] }, 'retargeting', 'invalid'],
    ];
    for (const [body, field, errorCode] of cases) {
      for (const send of [calc, order]) {
        const res = await send(body);
        expect(res.status, JSON.stringify(body)).toBe(422);
        const error = res.body.errors.find((e: { field: string }) => e.field === field);
        expect(error, `${JSON.stringify(body)} → ${res.text}`).toBeDefined();
        expect(error.code).toBe(errorCode);
      }
    }
    const both = await calc({ retargeting: { list: ['NOPE'], discount_id: expired.code } });
    expect(both.body.errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual([
      ['retargeting.list.0', 'unknown_item'],
      ['retargeting.discount_id', 'discount_expired'],
    ]);
    const start = await calc({ retargeting: { list: ['150C_45KV'], start_time: 'x' } });
    expect(start.body.errors[0].message).toMatch(/start_time/);
    const after = await db.selectFrom('ad_orders').select('id').where('event_id', '=', event.id).execute();
    expect(after).toHaveLength(before.length);
    const uses = await db.selectFrom('discounts').select('uses').where('id', 'in', [expired.id, usedUp.id]).orderBy('id').execute();
    expect(uses.map((u) => u.uses)).toEqual([0, 2]);
  });

  it('is for the event organizers only', async () => {
    const body = { retargeting: { list: ['150C_45KV'] } };
    expect((await server.http.post(`/api/events/${event.slug}/advertise_calculator`, body)).status).toBe(401);
    const res = await calc(body, outsiderToken);
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('not_organizer');
    expect((await calc(body, adminToken)).status).toBe(403);
    expect((await calc(body, organizerToken, 'no-such-event')).status).toBe(404);
  });
});

describe('POST /events/{slug}/advertise', () => {
  it('creates a pending order with the priced items and uses the discount once', async () => {
    const d = await makeDiscount({ amount: 20000, max_uses: 5 });
    const res = await order({ retargeting: { list: ['350C_100KV'], discount_id: d.code } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      event_id: event.id,
      package: 'retargeting',
      items: [{ code: '350C_100KV', price: 370000 }],
      subtotal: 370000,
      discount: 20000,
      total: 350000,
      discount_id: d.code,
      status: 'pending',
    });
    expect(Number.isInteger(res.body.data.id)).toBe(true);
    const row = await server.ctx.db.selectFrom('discounts').select('uses').where('id', '=', d.id).executeTakeFirstOrThrow();
    expect(row.uses).toBe(1);
    const items = await server.ctx.db.selectFrom('ad_order_items').selectAll().where('order_id', '=', res.body.data.id).execute();
    expect(items).toEqual([{ order_id: res.body.data.id, position: 1, item_code: '350C_100KV', price: 370000 }]);
  });

  it('enforces the usage limit atomically: two orders racing for the last use get one 201 and one 422', async () => {
    const d = await makeDiscount({ percent: 50, max_uses: 1 });
    const other = await createEvent(server.ctx, organizationId);
    const body = { retargeting: { list: ['150C_45KV'], discount_id: d.code } };
    const results = await Promise.all([order(body), order(body, organizerToken, other.slug)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    const loser = results.find((r) => r.status === 422)!;
    expect(loser.body.errors[0]).toMatchObject({ field: 'retargeting.discount_id', code: 'discount_used_up' });
    const orders = await server.ctx.db.selectFrom('ad_orders').select('id').where('discount_id', '=', d.id).execute();
    expect(orders).toHaveLength(1);
    const row = await server.ctx.db.selectFrom('discounts').select('uses').where('id', '=', d.id).executeTakeFirstOrThrow();
    expect(row.uses).toBe(1);
  });

  it('is for the event organizers only', async () => {
    const body = { retargeting: { list: ['150C_45KV'] } };
    expect((await server.http.post(`/api/events/${event.slug}/advertise`, body)).status).toBe(401);
    expect((await order(body, outsiderToken)).status).toBe(403);
    expect((await order(body, organizerToken, 'no-such-event')).status).toBe(404);
  });
});

describe('discounts', () => {
  it('admins create (stored in upper case) and list discount codes', async () => {
    const c = code('new').toLowerCase();
    const expires = new Date(Date.now() + 86400_000).toISOString();
    const res = await server.http.post('/api/discounts', { code: c, percent: 20, expires_at: expires, max_uses: 3 }, { token: adminToken });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ code: c.toUpperCase(), percent: 20, amount: null, expires_at: expires, max_uses: 3, uses: 0 });
    const dup = await server.http.post('/api/discounts', { code: c.toUpperCase(), amount: 5 }, { token: adminToken });
    expect(dup.status).toBe(409);
    expect(dup.body.errors[0]).toMatchObject({ code: 'discount_exists', field: 'code' });
    const list = await server.http.get('/api/discounts?per_page=100', { token: adminToken });
    expect(list.status).toBe(200);
    expect(list.body.data.map((d: { code: string }) => d.code)).toContain(c.toUpperCase());
  });

  it('refuses non-admins and bad input', async () => {
    const body = { code: code(), percent: 10 };
    expect((await server.http.post('/api/discounts', body)).status).toBe(401);
    expect((await server.http.post('/api/discounts', body, { token: organizerToken })).status).toBe(403);
    expect((await server.http.get('/api/discounts', { token: organizerToken })).status).toBe(403);
    const cases: Array<[unknown, string]> = [
      [{ code: code(), percent: 10, amount: 100 }, 'percent'],
      [{ code: code() }, 'percent'],
      [{ code: code(), percent: 0 }, 'percent'],
      [{ code: code(), percent: 101 }, 'percent'],
      [{ code: code(), amount: '100' }, 'amount'],
      [{ code: code(), percent: 10, expires_at: '2020-01-01T00:00:00Z' }, 'expires_at'],
      [{ code: code(), percent: 10, expires_at: 'tomorrow' }, 'expires_at'],
      [{ code: code(), percent: 10, max_uses: 0 }, 'max_uses'],
      [{ code: 'a b', percent: 10 }, 'code'],
      [{ code: code(), percent: 10, tags: [] }, 'body'],
    ];
    for (const [input, field] of cases) {
      const res = await server.http.post('/api/discounts', input, { token: adminToken });
      expect(res.status, JSON.stringify(input)).toBe(422);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });
});
