import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createEvent, createOrganization, createUser, issueTicket, tokenFor } from '../helpers/factories.js';
import { createCategory, hoursFromNow } from '../helpers/events.js';
import type { UserRow } from '../../storage/repositories/users.js';

let server: TestServer;
let admin: UserRow;
let organizer: UserRow;
let stranger: UserRow;
let adminToken: string;
let organizerToken: string;
let strangerToken: string;
let org: { id: number; slug: string };

beforeAll(async () => {
  server = await startTestServer();
  const { ctx } = server;
  admin = await createUser(ctx, { role: 'admin' });
  organizer = await createUser(ctx);
  stranger = await createUser(ctx);
  adminToken = await tokenFor(ctx, admin);
  organizerToken = await tokenFor(ctx, organizer);
  strangerToken = await tokenFor(ctx, stranger);
  org = await createOrganization(ctx, organizer);
});
afterAll(async () => {
  await server.stop();
});

const expectNoContactData = (text: string) => {
  expect(text).not.toMatch(/\+98\d{10}/);
  expect(text).not.toMatch(/"(mobile|email)"/);
};

describe('GET /events (list)', () => {
  it('answers records with the pagination meta, upcoming first then past', async () => {
    const category = await createCategory(server.ctx);
    const past = await createEvent(server.ctx, org.id, { category_id: category.id, starts_at: hoursFromNow(-50), ends_at: hoursFromNow(-48) });
    const later = await createEvent(server.ctx, org.id, { category_id: category.id, starts_at: hoursFromNow(48), ends_at: hoursFromNow(50) });
    const sooner = await createEvent(server.ctx, org.id, { category_id: category.id, starts_at: hoursFromNow(24), ends_at: hoursFromNow(26) });
    const res = await server.http.get(`/api/events?category=${category.slug}&per_page=2`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((e: { id: number }) => e.id)).toEqual([sooner.id, later.id]);
    expect(res.body.meta.pagination).toMatchObject({ total: 3, count: 2, per_page: 2, current_page: 1, total_pages: 2 });
    expect(res.body.meta.pagination.links.next).toMatch(/page=2/);
    const page2 = await server.http.get(`/api/events?category=${category.id}&per_page=2&page=2`);
    expect(page2.body.data.map((e: { id: number }) => e.id)).toEqual([past.id]);
    const record = res.body.data[0];
    expect(Object.keys(record).sort()).toEqual(
      [
        'id', 'slug', 'name', 'url', 'organization', 'organization_name', 'category', 'city_name', 'online', 'starts_at', 'ends_at',
        'sales_deadline', 'state', 'cover', 'sold_out', 'time_zone', 'is_user_special_event', 'is_trended_event', '_links',
      ].sort(),
    );
    expect(record.organization).toEqual({ id: org.id, slug: org.slug, name: expect.any(String), logo: null });
    expect(record.category).toEqual({ id: category.id, title: category.title, slug: category.slug });
    expect(record.state).toBe('active');
    expect(record._links.self.href).toBe(`${server.url}/api/events/${sooner.slug}`);
    expect(record._links).not.toHaveProperty('user_ticket');
  });

  it('sorts by -sales', async () => {
    const category = await createCategory(server.ctx);
    const a = await createEvent(server.ctx, org.id, { category_id: category.id, sales_count: 5 });
    const b = await createEvent(server.ctx, org.id, { category_id: category.id, sales_count: 50 });
    const c = await createEvent(server.ctx, org.id, { category_id: category.id, sales_count: 0 });
    const res = await server.http.get(`/api/events?category=${category.slug}&sort=-sales`);
    expect(res.body.data.map((e: { id: number }) => e.id)).toEqual([b.id, a.id, c.id]);
  });

  it('restricts fields and then leaves the two flags out', async () => {
    const category = await createCategory(server.ctx);
    await createEvent(server.ctx, org.id, { category_id: category.id });
    const res = await server.http.get(`/api/events?category=${category.slug}&fields=id,name,state`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['id', 'name', 'state']);
  });

  it('refuses unknown fields and sorts with 422 naming the allowed ones', async () => {
    const fields = await server.http.get('/api/events?fields=id,is_trended_event');
    expect(fields.status).toBe(422);
    expect(fields.body.errors[0].field).toBe('fields');
    expect(fields.body.errors[0].message).toMatch(/allowed: id, slug, name/);
    const sort = await server.http.get('/api/events?sort=name');
    expect(sort.status).toBe(422);
    expect(sort.body.errors[0].message).toMatch(/starts_at, -sales, user-special-events/);
  });

  it('refuses out-of-range paging and answers an empty page past the end', async () => {
    for (const q of ['per_page=0', 'per_page=101', 'page=0', 'page=-1', 'page=abc', 'online=maybe', 'state=open']) {
      const res = await server.http.get(`/api/events?${q}`);
      expect(res.status, q).toBe(422);
    }
    const far = await server.http.get('/api/events?page=99999');
    expect(far.status).toBe(200);
    expect(far.body.data).toEqual([]);
  });

  it('treats hostile query strings as plain values', async () => {
    const category = await createCategory(server.ctx);
    const weird = await createEvent(server.ctx, org.id, { category_id: category.id, name: `100% off_sale ' "quoted"` });
    await createEvent(server.ctx, org.id, { category_id: category.id, name: '100 percent' });
    for (const q of ["'; drop table events; --", '%', '_', '\\', "' or 1=1 --"]) {
      const res = await server.http.get(`/api/events?q=${encodeURIComponent(q)}&city=${encodeURIComponent(q)}&category=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(res.body.data).toEqual([]);
    }
    for (const path of ['/api/events?q=%00', '/api/events?city=a%00', '/api/events?category=%00', '/api/events/a%00b', '/api/v2/events/a%00b/similar', '/api/organizations/%00/events']) {
      const res = await server.http.get(path);
      expect(res.status, path).toBe(422);
    }
    const badEncoding = await server.http.get('/api/events/%E0%A4%A');
    expect(badEncoding.status).toBe(400);
    expect(badEncoding.body.errors[0].code).toBe('malformed_path');
    const pct = await server.http.get(`/api/events?category=${category.slug}&q=${encodeURIComponent('100%')}`);
    expect(pct.body.data.map((e: { id: number }) => e.id)).toEqual([weird.id]);
    const still = await server.http.get(`/api/events?category=${category.slug}`);
    expect(still.body.meta.pagination.total).toBe(2);
  });

  it('filters by city, online and state', async () => {
    const category = await createCategory(server.ctx);
    const online = await createEvent(server.ctx, org.id, { category_id: category.id, online: true, city_name: '' });
    const shiraz = await createEvent(server.ctx, org.id, { category_id: category.id, city_name: 'Shiraz' });
    const canceled = await createEvent(server.ctx, org.id, { category_id: category.id, city_name: 'Shiraz', canceled_at: new Date() });
    const ids = async (q: string) => (await server.http.get(`/api/events?category=${category.slug}&${q}`)).body.data.map((e: { id: number }) => e.id);
    expect(await ids('online=true')).toEqual([online.id]);
    expect((await ids('city=Shiraz')).sort()).toEqual([shiraz.id, canceled.id].sort());
    expect(await ids('state=canceled')).toEqual([canceled.id]);
  });
});

describe('event state', () => {
  it('derives every state in SQL and the organizer list orders by it', async () => {
    const owner = await createUser(server.ctx);
    const o = await createOrganization(server.ctx, owner);
    const canceled = await createEvent(server.ctx, o.id, { canceled_at: new Date(), starts_at: hoursFromNow(10), ends_at: hoursFromNow(12) });
    const ended = await createEvent(server.ctx, o.id, { starts_at: hoursFromNow(-10), ends_at: hoursFromNow(-8) });
    const salesEnded = await createEvent(server.ctx, o.id, { starts_at: hoursFromNow(10), ends_at: hoursFromNow(12), sales_deadline: hoursFromNow(-1) });
    const soldOut = await createEvent(server.ctx, o.id, { capacity: 2, sales_count: 2 });
    const active = await createEvent(server.ctx, o.id, { capacity: 3, sales_count: 2 });
    const res = await server.http.get(`/api/organizations/${o.slug}/events`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((e: { id: number; state: string }) => [e.id, e.state])).toEqual([
      [active.id, 'active'],
      [soldOut.id, 'sold_out'],
      [salesEnded.id, 'sales_ended'],
      [ended.id, 'ended'],
      [canceled.id, 'canceled'],
    ]);
    expect(res.body.data.map((e: { sold_out: boolean }) => e.sold_out)).toEqual([false, true, false, false, false]);
    expect(res.body.meta.pagination.total).toBe(5);
    const paged = await server.http.get(`/api/organizations/${o.slug}/events?per_page=2&page=2`);
    expect(paged.body.data.map((e: { id: number }) => e.id)).toEqual([salesEnded.id, ended.id]);
    const one = await server.http.get(`/api/events/${soldOut.slug}`);
    expect(one.body.data.state).toBe('sold_out');
  });

  it('answers 404 for an unknown organization', async () => {
    expect((await server.http.get('/api/organizations/no-such-org-x/events')).status).toBe(404);
  });
});

describe('GET /events/{slug} (v1 and v2)', () => {
  it('answers the record; user_ticket is absent for guests, null without a ticket, a link with one', async () => {
    const event = await createEvent(server.ctx, org.id);
    const guest = await server.http.get(`/api/events/${event.slug}`);
    expect(guest.status).toBe(200);
    expect(guest.body.data.id).toBe(event.id);
    expect(guest.body.data._links).not.toHaveProperty('user_ticket');
    const none = await server.http.get(`/api/events/${event.slug}`, { token: strangerToken });
    expect(none.body.data._links.user_ticket).toBeNull();
    const holder = await createUser(server.ctx);
    const ticket = await issueTicket(server.ctx, event.id, holder.id);
    const withTicket = await server.http.get(`/v2/events/${event.slug}`.replace(/^/, '/api'), { token: await tokenFor(server.ctx, holder) });
    expect(withTicket.body.data._links.user_ticket).toEqual({ href: `${server.url}/api/tickets/${ticket.code}` });
    expectNoContactData(withTicket.text);
  });

  it('answers 404 for an unknown slug, and a bad token with 401', async () => {
    const res = await server.http.get('/api/events/no-such-event-zz');
    expect(res.status).toBe(404);
    expect(res.body.errors[0].code).toBe('not_found');
    expect((await server.http.get('/api/v2/events/no-such-event-zz')).status).toBe(404);
    const bad = await server.http.get('/api/events/no-such-event-zz', { token: 'not-a-jwt' });
    expect(bad.status).toBe(401);
  });

  it('after a slug change: v1 404 slug_changed naming the new slug, v2 301 to the new address', async () => {
    const event = await createEvent(server.ctx, org.id);
    const newSlug = `${event.slug}-renamed`;
    const patch = await server.http.patch(`/api/events/${event.slug}`, { slug: newSlug }, { token: organizerToken });
    expect(patch.status).toBe(200);
    const v1 = await server.http.get(`/api/events/${event.slug}`);
    expect(v1.status).toBe(404);
    expect(v1.body.errors[0]).toMatchObject({ code: 'slug_changed', new_slug: newSlug });
    const v2 = await server.http.get(`/api/v2/events/${event.slug}`);
    expect(v2.status).toBe(301);
    expect(v2.headers.get('location')).toBe(`${server.url}/api/v2/events/${newSlug}`);
    const widgets = await server.http.get(`/api/events/${event.slug}/description`);
    expect(widgets.status).toBe(404);
    expect(widgets.body.errors[0].new_slug).toBe(newSlug);
    expect((await server.http.get(`/api/v2/events/${newSlug}`)).status).toBe(200);
  });
});

describe('widgets', () => {
  const items = [
    { title: 'About', type: 'description', description: '<p>Hello <b>world</b></p>', content: '' },
    { title: 'Speakers', type: 'speakers', content: [{ name: 'Sara' }, { name: 'Ali', role: 'host' }] },
    { title: 'Organizers', type: 'organizers', content: [] },
  ];

  it('stores the whole ordered array and answers it back in order', async () => {
    const event = await createEvent(server.ctx, org.id);
    const put = await server.http.put(`/api/events/${event.slug}/description`, items, { token: organizerToken });
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual(items);
    const reordered = [items[2], items[0]];
    await server.http.put(`/api/events/${event.slug}/description`, reordered, { token: organizerToken });
    const get = await server.http.get(`/api/events/${event.slug}/description`);
    expect(get.status).toBe(200);
    expect(get.body.data).toEqual(reordered);
  });

  it('refuses non-members (403), guests (401) and bad shapes (422) without writing', async () => {
    const event = await createEvent(server.ctx, org.id);
    await server.http.put(`/api/events/${event.slug}/description`, items, { token: organizerToken });
    expect((await server.http.put(`/api/events/${event.slug}/description`, [], { token: strangerToken })).status).toBe(403);
    expect((await server.http.put(`/api/events/${event.slug}/description`, [])).status).toBe(401);
    const bad = await server.http.put(`/api/events/${event.slug}/description`, [items[0], { title: 'x', type: 'speakers', content: [{ nom: 1 }] }], {
      token: organizerToken,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toMatch(/^1\.content/);
    expect((await server.http.put(`/api/events/${event.slug}/description`, { title: 'x' }, { token: organizerToken })).status).toBe(422);
    expect((await server.http.get(`/api/events/${event.slug}/description`)).body.data).toEqual(items);
    expect((await server.http.get('/api/events/no-such-event-zz/description')).status).toBe(404);
  });
});

describe('similar events', () => {
  it('v1 full records and v2 summary items: same category first, then same city, upcoming only, never itself', async () => {
    const category = await createCategory(server.ctx);
    const city = `City ${Date.now()}`;
    const base = await createEvent(server.ctx, org.id, { category_id: category.id, city_name: city });
    const sameCityLater = await createEvent(server.ctx, org.id, { city_name: city, starts_at: hoursFromNow(5), ends_at: hoursFromNow(6) });
    const sameCategoryLater = await createEvent(server.ctx, org.id, { category_id: category.id, city_name: 'Elsewhere', starts_at: hoursFromNow(30), ends_at: hoursFromNow(31) });
    const sameCategorySooner = await createEvent(server.ctx, org.id, { category_id: category.id, online: true, starts_at: hoursFromNow(3), ends_at: hoursFromNow(4) });
    await createEvent(server.ctx, org.id, { category_id: category.id, starts_at: hoursFromNow(-30), ends_at: hoursFromNow(-29) });
    await createEvent(server.ctx, org.id, { category_id: category.id, canceled_at: new Date() });
    const v1 = await server.http.get(`/api/events/${base.slug}/similar`);
    expect(v1.status).toBe(200);
    expect(v1.body.data.map((e: { id: number }) => e.id)).toEqual([sameCategorySooner.id, sameCategoryLater.id, sameCityLater.id]);
    expect(v1.body.data[0]).toHaveProperty('state');
    const v2 = await server.http.get(`/api/v2/events/${base.slug}/similar`);
    expect(v2.body.data.map((e: { id: number }) => e.id)).toEqual([sameCategorySooner.id, sameCategoryLater.id, sameCityLater.id]);
    expect(Object.keys(v2.body.data[0]).sort()).toEqual(['city_name', 'cover', 'id', 'name', 'online', 'organization_name', 'slug', 'starts_at']);
    expect((await server.http.get('/api/v2/events/no-such-event-zz/similar')).status).toBe(404);
  });
});

describe('followed categories', () => {
  it('orders categories by total sales with at most 4 best-selling events each, in one query', async () => {
    const user = await createUser(server.ctx);
    const token = await tokenFor(server.ctx, user);
    const big = await createCategory(server.ctx, 'Big');
    const small = await createCategory(server.ctx, 'Small');
    const empty = await createCategory(server.ctx, 'Empty');
    const sales = [3, 9, 1, 7, 5];
    const bigEvents = [];
    for (const s of sales) bigEvents.push(await createEvent(server.ctx, org.id, { category_id: big.id, sales_count: s }));
    await createEvent(server.ctx, org.id, { category_id: big.id, sales_count: 100, canceled_at: new Date() });
    const smallEvent = await createEvent(server.ctx, org.id, { category_id: small.id, sales_count: 2 });
    for (const c of [small, big, empty]) expect((await server.http.put(`/api/followed-categories/${c.id}`, undefined, { token })).status).toBe(204);
    expect((await server.http.put(`/api/followed-categories/${big.id}`, undefined, { token })).status).toBe(204);
    const res = await server.http.get('/api/followed-categories/events', { token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { category_id: number }) => c.category_id)).toEqual([big.id, small.id, empty.id]);
    expect(res.body.data[0]).toMatchObject({ category_title: big.title, category_slug: big.slug, total_sales: 125 });
    const bySales = [...bigEvents].sort((a, b) => b.sales_count - a.sales_count).slice(0, 4).map((e) => e.id);
    expect(res.body.data[0].events.map((e: { id: number }) => e.id)).toEqual(bySales);
    expect(res.body.data[1].events.map((e: { id: number }) => e.id)).toEqual([smallEvent.id]);
    expect(res.body.data[2]).toMatchObject({ total_sales: 0, events: [] });
    expect(await server.http.delete(`/api/followed-categories/${small.id}`, { token })).toMatchObject({ status: 204 });
    const after = await server.http.get('/api/followed-categories/events', { token });
    expect(after.body.data.map((c: { category_id: number }) => c.category_id)).toEqual([big.id, empty.id]);
  });

  it('needs a token; unknown categories 404; bad ids 422', async () => {
    expect((await server.http.get('/api/followed-categories/events')).status).toBe(401);
    expect((await server.http.put('/api/followed-categories/1')).status).toBe(401);
    expect((await server.http.put('/api/followed-categories/999999', undefined, { token: strangerToken })).status).toBe(404);
    expect((await server.http.put('/api/followed-categories/abc', undefined, { token: strangerToken })).status).toBe(422);
  });
});

describe('recently visited events', () => {
  it('lists up to 4 distinct events visited by slug in the last 14 days, latest first', async () => {
    const user = await createUser(server.ctx);
    const token = await tokenFor(server.ctx, user);
    const events = [];
    for (let i = 0; i < 6; i++) events.push(await createEvent(server.ctx, org.id));
    for (const e of events.slice(0, 5)) {
      expect((await server.http.get(`/api/events/${e.slug}`, { token })).status).toBe(200);
      await new Promise((r) => setTimeout(r, 5));
    }
    await server.http.get(`/api/v2/events/${events[1]!.slug}`, { token });
    await server.http.get(`/api/events/${events[5]!.slug}`); // a guest visit is not recorded for anyone
    await server.ctx.db
      .updateTable('event_visits')
      .set({ visited_at: sql<Date>`now() - interval '15 days'` as never })
      .where('user_id', '=', user.id)
      .where('event_id', '=', events[4]!.id)
      .execute();
    const res = await server.http.get('/api/recently-visited-events', { token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((e: { id: number }) => e.id)).toEqual([events[1]!.id, events[3]!.id, events[2]!.id, events[0]!.id]);
    expect(Object.keys(res.body.data[0])).toEqual(expect.arrayContaining(['name', 'slug', 'city_name', 'online', 'organization_name']));
    const other = await server.http.get('/api/recently-visited-events', { token: strangerToken });
    expect(other.body.data.map((e: { id: number }) => e.id)).not.toContain(events[1]!.id);
  });

  it('needs a token', async () => {
    expect((await server.http.get('/api/recently-visited-events')).status).toBe(401);
  });
});

describe('user-special events and trended flags', () => {
  it('stores uploads as received, flags the records and sorts user-special-events', async () => {
    const user = await createUser(server.ctx);
    const token = await tokenFor(server.ctx, user);
    const category = await createCategory(server.ctx);
    const plain = await createEvent(server.ctx, org.id, { category_id: category.id, starts_at: hoursFromNow(1), ends_at: hoursFromNow(2) });
    const trended = await createEvent(server.ctx, org.id, { category_id: category.id, starts_at: hoursFromNow(3), ends_at: hoursFromNow(4) });
    const specialLow = await createEvent(server.ctx, org.id, { category_id: category.id, starts_at: hoursFromNow(5), ends_at: hoursFromNow(6) });
    const specialHigh = await createEvent(server.ctx, org.id, { category_id: category.id, starts_at: hoursFromNow(7), ends_at: hoursFromNow(8) });
    const body = [{ user_id: user.id, events: [[specialHigh.id, 0.97], [specialLow.id, 0.5]] }];
    const up = await server.http.post('/api/data-providers/user-special-events', body, { token: adminToken });
    expect(up.status).toBe(201);
    expect(up.body).toEqual({ data: { received: 1 } });
    const stored = await server.ctx.db.selectFrom('user_special_event').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored.events).toEqual(body[0]!.events);
    expect((await server.http.put(`/api/events/${trended.slug}/trended`, undefined, { token: adminToken })).status).toBe(204);

    const res = await server.http.get(`/api/events?category=${category.slug}&sort=user-special-events`, { token });
    expect(res.body.data.map((e: { id: number }) => e.id)).toEqual([specialHigh.id, specialLow.id, trended.id, plain.id]);
    expect(res.body.data.map((e: { is_user_special_event: boolean }) => e.is_user_special_event)).toEqual([true, true, false, false]);
    expect(res.body.data.map((e: { is_trended_event: boolean }) => e.is_trended_event)).toEqual([false, false, true, false]);
    const guest = await server.http.get(`/api/events?category=${category.slug}&sort=user-special-events`);
    expect(guest.body.data.map((e: { id: number }) => e.id)).toEqual([trended.id, plain.id, specialLow.id, specialHigh.id]);
    const one = await server.http.get(`/api/events/${specialHigh.slug}`, { token });
    expect(one.body.data).toMatchObject({ is_user_special_event: true, is_trended_event: false });

    // A new upload replaces the user's row.
    await server.http.post('/api/data-providers/user-special-events', [{ user_id: user.id, events: [[plain.id, 1]] }], { token: adminToken });
    const replaced = await server.http.get(`/api/events?category=${category.slug}&sort=user-special-events`, { token });
    expect(replaced.body.data.map((e: { id: number }) => e.id)).toEqual([plain.id, trended.id, specialLow.id, specialHigh.id]);

    expect((await server.http.delete(`/api/events/${trended.slug}/trended`, { token: adminToken })).status).toBe(204);
    const untrended = await server.http.get(`/api/events/${trended.slug}`);
    expect(untrended.body.data.is_trended_event).toBe(false);
  });

  it('handles thousands of records in one upload', async () => {
    const records = Array.from({ length: 5000 }, (_, i) => ({ user_id: 1_000_000 + i, events: [[1, 0.9], [2, 0.8], [3, 0.7]] }));
    const res = await server.http.post('/api/data-providers/user-special-events', records, { token: adminToken });
    expect(res.status).toBe(201);
    expect(res.body.data.received).toBe(5000);
    const count = await server.ctx.db
      .selectFrom('user_special_event')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '>=', 1_000_000)
      .where('user_id', '<', 1_005_000)
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(5000);
  });

  it('is for admins only (403, 401) and refuses bad shapes with the failing path', async () => {
    const body = [{ user_id: 1, events: [[1, 0.5]] }];
    expect((await server.http.post('/api/data-providers/user-special-events', body, { token: strangerToken })).status).toBe(403);
    expect((await server.http.post('/api/data-providers/user-special-events', body)).status).toBe(401);
    const bad = await server.http.post('/api/data-providers/user-special-events', [{ user_id: 2, events: [[1, 0.5]] }, { user_id: 3, events: [['x', 0.5]] }], {
      token: adminToken,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('1.events.0.0');
    expect(await server.ctx.db.selectFrom('user_special_event').select('user_id').where('user_id', '=', 2).executeTakeFirst()).toBeUndefined();
    expect((await server.http.post('/api/data-providers/user-special-events', { user_id: 1 }, { token: adminToken })).status).toBe(422);
    const malformed = await server.http.post('/api/data-providers/user-special-events', undefined, {
      token: adminToken,
      raw: '[{',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    const event = await createEvent(server.ctx, org.id);
    expect((await server.http.put(`/api/events/${event.slug}/trended`, undefined, { token: strangerToken })).status).toBe(403);
    expect((await server.http.put(`/api/events/${event.slug}/trended`)).status).toBe(401);
    expect((await server.http.put('/api/events/no-such-event-zz/trended', undefined, { token: adminToken })).status).toBe(404);
  });
});

describe('GET /tickets/{code}', () => {
  it('shows the ticket to its holder and the organizers, 404 to anyone else, 401 to guests', async () => {
    const holder = await createUser(server.ctx, { name: 'Maryam', surname: 'Karimi', email: 'm@example.com' });
    const event = await createEvent(server.ctx, org.id);
    const ticket = await issueTicket(server.ctx, event.id, holder.id);
    const own = await server.http.get(`/api/tickets/${ticket.code}`, { token: await tokenFor(server.ctx, holder) });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ code: ticket.code, holder: { name: 'Maryam', surname: 'Karimi' }, ticket_name: null });
    expect(own.body.data.event).toMatchObject({ id: event.id, slug: event.slug });
    const byOrganizer = await server.http.get(`/api/tickets/${ticket.code}`, { token: organizerToken });
    expect(byOrganizer.status).toBe(200);
    expectNoContactData(byOrganizer.text);
    expect((await server.http.get(`/api/tickets/${ticket.code}`, { token: strangerToken })).status).toBe(404);
    expect((await server.http.get(`/api/tickets/${ticket.code}`)).status).toBe(401);
    expect((await server.http.get('/api/tickets/NOPE', { token: strangerToken })).status).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('lists the catalogue routes', async () => {
    const res = await server.http.get('/api/openapi.json');
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/events',
        '/api/events/{slug}',
        '/api/v2/events/{slug}',
        '/api/events/{slug}/description',
        '/api/events/{slug}/similar',
        '/api/v2/events/{slug}/similar',
        '/api/organizations/{slug}/events',
        '/api/followed-categories/events',
        '/api/followed-categories/{category_id}',
        '/api/recently-visited-events',
        '/api/data-providers/user-special-events',
        '/api/events/{slug}/trended',
        '/api/tickets/{code}',
      ]),
    );
  });
});
