import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createEvent, createOrganization, createUser, localMobile, tokenFor, uniqueMobile } from '../helpers/factories.js';
import { createCategory, hoursFromNow } from '../helpers/events.js';
import type { UserRow } from '../../storage/repositories/users.js';

let server: TestServer;
let owner: UserRow;
let ownerToken: string;
let strangerToken: string;
let adminToken: string;
let org: { id: number; slug: string };

beforeAll(async () => {
  server = await startTestServer();
  owner = await createUser(server.ctx);
  ownerToken = await tokenFor(server.ctx, owner);
  strangerToken = await tokenFor(server.ctx, await createUser(server.ctx));
  adminToken = await tokenFor(server.ctx, await createUser(server.ctx, { role: 'admin' }));
  org = await createOrganization(server.ctx, owner);
});
afterAll(async () => {
  await server.stop();
});

const eventBody = (extra: Record<string, unknown> = {}) => ({
  organization: org.slug,
  name: 'Node Conf',
  category_id: null,
  city_name: 'Tehran',
  online: false,
  starts_at: hoursFromNow(24).toISOString(),
  ends_at: hoursFromNow(30).toISOString(),
  ...extra,
});

describe('organizations', () => {
  it('creates one (caller becomes owner), makes a unique slug, and lets members change it', async () => {
    const user = await createUser(server.ctx);
    const token = await tokenFor(server.ctx, user);
    const name = `Acme Events ${Date.now()}`;
    const a = await server.http.post('/api/organizations', { name }, { token });
    expect(a.status).toBe(201);
    expect(a.body.data).toMatchObject({ name, logo: null, cover: null });
    expect(a.body.data.slug).toMatch(/^acme-events-\d+$/);
    const b = await server.http.post('/api/organizations', { name }, { token });
    expect(b.body.data.slug).toBe(`${a.body.data.slug}-2`);
    const persian = await server.http.post('/api/organizations', { name: `رویدادهای تهران ${Date.now()}` }, { token });
    expect(persian.status).toBe(201);
    expect(persian.body.data.slug).toMatch(/^رویدادهای-تهران-\d+$/);
    const member = await server.ctx.db.selectFrom('organization_members').selectAll().where('organization_id', '=', a.body.data.id).executeTakeFirstOrThrow();
    expect(member).toMatchObject({ user_id: user.id, role: 'owner' });

    const patch = await server.http.patch(`/api/organizations/${a.body.data.slug}`, { logo: 'https://cdn.example.com/logo.png' }, { token });
    expect(patch.status).toBe(200);
    expect(patch.body.data.logo).toBe('https://cdn.example.com/logo.png');
    expect((await server.http.get(`/api/organizations/${a.body.data.slug}`)).body.data.logo).toBe('https://cdn.example.com/logo.png');
  });

  it('refuses guests (401), non-members (403), taken slugs (409) and bad input (422)', async () => {
    expect((await server.http.post('/api/organizations', { name: 'x' })).status).toBe(401);
    expect((await server.http.patch(`/api/organizations/${org.slug}`, { name: 'Hijacked' }, { token: strangerToken })).status).toBe(403);
    expect((await server.http.post('/api/organizations', { name: 'Dup', slug: org.slug }, { token: ownerToken })).status).toBe(409);
    for (const body of [{}, { name: '' }, { name: 5 }, { name: 'ok', slug: 'Bad Slug' }, { name: 'ok', logo: 'javascript:alert(1)' }, { name: 'ok', extra: 1 }]) {
      const res = await server.http.post('/api/organizations', body, { token: ownerToken });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect((await server.http.patch('/api/organizations/no-such-org-zz', { name: 'x' }, { token: ownerToken })).status).toBe(404);
  });
});

describe('events', () => {
  it('creates an event with a generated slug (Persian names too), unique across old slugs', async () => {
    const category = await createCategory(server.ctx);
    const res = await server.http.post('/api/events', eventBody({ category_id: category.id, capacity: 10, sales_deadline: hoursFromNow(20).toISOString() }), {
      token: ownerToken,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name: 'Node Conf', state: 'active', category: { id: category.id }, organization: { id: org.id } });
    expect(res.body.data.slug).toMatch(/^node-conf/);
    const persian = await server.http.post('/api/events', eventBody({ name: 'همایش فناوری' }), { token: ownerToken });
    expect(persian.status).toBe(201);
    expect(persian.body.data.slug).toMatch(/^همایش-فناوری/);
    const byPersianSlug = await server.http.get(`/api/events/${encodeURIComponent(persian.body.data.slug)}`);
    expect(byPersianSlug.status).toBe(200);

    // The old slug of a renamed event is not handed out again.
    const first = await server.http.post('/api/events', eventBody({ name: 'Reused Name Event' }), { token: ownerToken });
    const oldSlug = first.body.data.slug;
    await server.http.patch(`/api/events/${oldSlug}`, { slug: `${oldSlug}-moved` }, { token: ownerToken });
    const second = await server.http.post('/api/events', eventBody({ name: 'Reused Name Event' }), { token: ownerToken });
    expect(second.body.data.slug).not.toBe(oldSlug);
    expect((await server.http.post('/api/events', eventBody({ slug: oldSlug }), { token: ownerToken })).status).toBe(409);
  });

  it('allows past dates but enforces starts_at ≤ ends_at and sales_deadline ≤ ends_at', async () => {
    const past = await server.http.post('/api/events', eventBody({ starts_at: hoursFromNow(-48).toISOString(), ends_at: hoursFromNow(-40).toISOString() }), {
      token: ownerToken,
    });
    expect(past.status).toBe(201);
    expect(past.body.data.state).toBe('ended');
    const backwards = await server.http.post('/api/events', eventBody({ ends_at: hoursFromNow(1).toISOString() }), { token: ownerToken });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors[0].field).toBe('ends_at');
    const deadline = await server.http.post('/api/events', eventBody({ sales_deadline: hoursFromNow(40).toISOString() }), { token: ownerToken });
    expect(deadline.status).toBe(422);
    expect(deadline.body.errors[0].field).toBe('sales_deadline');
  });

  it('refuses guests, non-members, unknown organizations and categories, and mistyped fields', async () => {
    expect((await server.http.post('/api/events', eventBody())).status).toBe(401);
    expect((await server.http.post('/api/events', eventBody(), { token: strangerToken })).status).toBe(403);
    const noOrg = await server.http.post('/api/events', eventBody({ organization: 'no-such-org-zz' }), { token: ownerToken });
    expect(noOrg.status).toBe(422);
    expect(noOrg.body.errors[0].field).toBe('organization');
    const noCat = await server.http.post('/api/events', eventBody({ category_id: 999999 }), { token: ownerToken });
    expect(noCat.status).toBe(422);
    expect(noCat.body.errors[0].field).toBe('category_id');
    for (const extra of [{ online: 'yes' }, { starts_at: 'tomorrow' }, { capacity: -1 }, { name: '' }, { name: 'a\u0000b' }, { city_name: '\u0000' }, { slug: 'UPPER' }, { unknown: 1 }]) {
      expect((await server.http.post('/api/events', eventBody(extra), { token: ownerToken })).status, JSON.stringify(extra)).toBe(422);
    }
  });

  it('updates fields and settings; non-members 403; capacity never below sales', async () => {
    const event = await createEvent(server.ctx, org.id, { sales_count: 3, capacity: 10 });
    const res = await server.http.patch(
      `/api/events/${event.slug}`,
      { name: 'Renamed', invitation_email_enabled: true, sales_collaboration_enabled: true, capacity: 3 },
      { token: ownerToken },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Renamed', state: 'sold_out', sold_out: true });
    const row = await server.ctx.db.selectFrom('events').selectAll().where('id', '=', event.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ invitation_email_enabled: true, sales_collaboration_enabled: true });
    const low = await server.http.patch(`/api/events/${event.slug}`, { capacity: 2 }, { token: ownerToken });
    expect(low.status).toBe(422);
    expect(low.body.errors[0].field).toBe('capacity');
    const dates = await server.http.patch(`/api/events/${event.slug}`, { ends_at: hoursFromNow(-100).toISOString() }, { token: ownerToken });
    expect(dates.status).toBe(422);
    expect((await server.http.patch(`/api/events/${event.slug}`, { name: 'x' }, { token: strangerToken })).status).toBe(403);
    expect((await server.http.patch(`/api/events/${event.slug}`, { name: 'x' })).status).toBe(401);
    expect((await server.http.patch('/api/events/no-such-event-zz', { name: 'x' }, { token: ownerToken })).status).toBe(404);
  });

  it('changes slugs with history: an event may take back its own old slug, others may not take it', async () => {
    const a = await createEvent(server.ctx, org.id);
    const b = await createEvent(server.ctx, org.id);
    const moved = `${a.slug}-v2`;
    expect((await server.http.patch(`/api/events/${a.slug}`, { slug: moved }, { token: ownerToken })).status).toBe(200);
    expect((await server.http.patch(`/api/events/${b.slug}`, { slug: a.slug }, { token: ownerToken })).status).toBe(409);
    expect((await server.http.patch(`/api/events/${b.slug}`, { slug: moved }, { token: ownerToken })).status).toBe(409);
    const back = await server.http.patch(`/api/events/${moved}`, { slug: a.slug }, { token: ownerToken });
    expect(back.status).toBe(200);
    expect((await server.http.get(`/api/events/${a.slug}`)).status).toBe(200);
    const old = await server.http.get(`/api/events/${moved}`);
    expect(old.body.errors[0]).toMatchObject({ code: 'slug_changed', new_slug: a.slug });
  });

  it('cancels (organizers only, idempotent)', async () => {
    const event = await createEvent(server.ctx, org.id);
    expect((await server.http.post(`/api/events/${event.slug}/cancel`, undefined, { token: strangerToken })).status).toBe(403);
    expect((await server.http.post(`/api/events/${event.slug}/cancel`)).status).toBe(401);
    const res = await server.http.post(`/api/events/${event.slug}/cancel`, undefined, { token: ownerToken });
    expect(res.status).toBe(200);
    expect(res.body.data.state).toBe('canceled');
    const again = await server.http.post(`/api/events/${event.slug}/cancel`, undefined, { token: ownerToken });
    expect(again.body.data.state).toBe('canceled');
  });
});

describe('ticket types and attendees', () => {
  it('adds ticket types (organizers only) and lists them', async () => {
    const event = await createEvent(server.ctx, org.id);
    const res = await server.http.post(`/api/events/${event.slug}/tickets`, { name: 'VIP', price: 500000, capacity: 2 }, { token: ownerToken });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name: 'VIP', price: 500000, capacity: 2 });
    // The public list is the sale's view of them (CONTRACT 15).
    expect((await server.http.get(`/api/events/${event.slug}/tickets`)).body.data).toEqual([
      expect.objectContaining({ id: res.body.data.id, name: 'VIP', price: 500000, status: 'on_sale', remaining: 2 }),
    ]);
    expect((await server.http.post(`/api/events/${event.slug}/tickets`, { name: 'x', price: 1 }, { token: strangerToken })).status).toBe(403);
    expect((await server.http.post(`/api/events/${event.slug}/tickets`, { name: 'x', price: 1 })).status).toBe(401);
    expect((await server.http.post(`/api/events/${event.slug}/tickets`, { name: 'x', price: '1' }, { token: ownerToken })).status).toBe(422);
    expect((await server.http.post(`/api/events/${event.slug}/tickets`, { name: 'x', price: -1 }, { token: ownerToken })).status).toBe(422);
  });

  it('issues a ticket to a new mobile: creates the user, counts a sale, never echoes the mobile', async () => {
    const event = await createEvent(server.ctx, org.id);
    const mobile = uniqueMobile();
    const res = await server.http.post(`/api/events/${event.slug}/attendees`, { mobile: localMobile(mobile), name: 'Reza', surname: 'Ahmadi' }, { token: ownerToken });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ event_id: event.id, ticket_id: null });
    expect(res.body.data.attendee_id).toMatch(/^[A-Z0-9]{12}$/);
    expect(res.text).not.toContain(mobile.slice(3));
    const user = await server.ctx.db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ id: res.body.data.user_id, name: 'Reza', surname: 'Ahmadi' });
    const count = await server.ctx.db.selectFrom('events').select('sales_count').where('id', '=', event.id).executeTakeFirstOrThrow();
    expect(count.sales_count).toBe(1);
    // The same number again: the existing user, names untouched, a second ticket.
    const again = await server.http.post(`/api/events/${event.slug}/attendees`, { mobile, name: 'Other' }, { token: ownerToken });
    expect(again.body.data.user_id).toBe(user.id);
    expect(again.body.data.attendee_id).not.toBe(res.body.data.attendee_id);
    const same = await server.ctx.db.selectFrom('users').select('name').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(same.name).toBe('Reza');
    // The holder sees the ticket through the record's link.
    const record = await server.http.get(`/api/events/${event.slug}`, { token: await tokenFor(server.ctx, user) });
    expect(record.body.data._links.user_ticket.href).toMatch(/\/api\/tickets\/[A-Z0-9]{12}$/);
  });

  it('refuses beyond capacity with 409, also under concurrent issues', async () => {
    const event = await createEvent(server.ctx, org.id, { capacity: 3 });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => server.http.post(`/api/events/${event.slug}/attendees`, { mobile: uniqueMobile() }, { token: ownerToken })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.body.errors[0].code).toBe('sold_out');
    const row = await server.ctx.db.selectFrom('events').select('sales_count').where('id', '=', event.id).executeTakeFirstOrThrow();
    expect(row.sales_count).toBe(3);
    const tickets = await server.ctx.db.selectFrom('attendee_tickets').select('id').where('event_id', '=', event.id).execute();
    expect(tickets).toHaveLength(3);
    expect((await server.http.get(`/api/events/${event.slug}`)).body.data.state).toBe('sold_out');
  });

  it('checks the ticket type: its event, its capacity; nothing is written on refusal', async () => {
    const event = await createEvent(server.ctx, org.id);
    const other = await createEvent(server.ctx, org.id);
    const vip = (await server.http.post(`/api/events/${event.slug}/tickets`, { name: 'VIP', price: 1, capacity: 1 }, { token: ownerToken })).body.data;
    const foreign = (await server.http.post(`/api/events/${other.slug}/tickets`, { name: 'Std', price: 1 }, { token: ownerToken })).body.data;
    const ok = await server.http.post(`/api/events/${event.slug}/attendees`, { mobile: uniqueMobile(), ticket_id: vip.id }, { token: ownerToken });
    expect(ok.status).toBe(201);
    expect(ok.body.data.ticket_id).toBe(vip.id);
    const full = await server.http.post(`/api/events/${event.slug}/attendees`, { mobile: uniqueMobile(), ticket_id: vip.id }, { token: ownerToken });
    expect(full.status).toBe(409);
    expect(full.body.errors[0].code).toBe('ticket_sold_out');
    const wrong = await server.http.post(`/api/events/${event.slug}/attendees`, { mobile: uniqueMobile(), ticket_id: foreign.id }, { token: ownerToken });
    expect(wrong.status).toBe(422);
    const row = await server.ctx.db.selectFrom('events').select('sales_count').where('id', '=', event.id).executeTakeFirstOrThrow();
    expect(row.sales_count).toBe(1);
  });

  it('refuses guests, non-members, bad mobiles and canceled events', async () => {
    const event = await createEvent(server.ctx, org.id);
    expect((await server.http.post(`/api/events/${event.slug}/attendees`, { mobile: uniqueMobile() })).status).toBe(401);
    expect((await server.http.post(`/api/events/${event.slug}/attendees`, { mobile: uniqueMobile() }, { token: strangerToken })).status).toBe(403);
    for (const mobile of [9121234567, '12345', '', '+15551234567']) {
      const res = await server.http.post(`/api/events/${event.slug}/attendees`, { mobile }, { token: ownerToken });
      expect(res.status, String(mobile)).toBe(422);
      expect(res.body.errors[0].field).toBe('mobile');
    }
    const canceled = await createEvent(server.ctx, org.id, { canceled_at: new Date() });
    const res = await server.http.post(`/api/events/${canceled.slug}/attendees`, { mobile: uniqueMobile() }, { token: ownerToken });
    expect(res.status).toBe(409);
    expect(res.body.errors[0].code).toBe('event_canceled');
  });
});

describe('categories', () => {
  it('admins create, everyone lists; duplicates 409; non-admins 403', async () => {
    const slug = `cat-${Date.now()}`;
    const res = await server.http.post('/api/categories', { title: 'Tech', slug }, { token: adminToken });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ title: 'Tech', slug });
    expect((await server.http.post('/api/categories', { title: 'Tech', slug }, { token: adminToken })).status).toBe(409);
    expect((await server.http.post('/api/categories', { title: 'Tech', slug: `${slug}-x` }, { token: ownerToken })).status).toBe(403);
    expect((await server.http.post('/api/categories', { title: 'Tech', slug: `${slug}-x` })).status).toBe(401);
    expect((await server.http.post('/api/categories', { title: 'Tech' }, { token: adminToken })).status).toBe(422);
    const list = await server.http.get('/api/categories');
    expect(list.body.data).toEqual(expect.arrayContaining([res.body.data]));
  });
});

describe('OpenAPI', () => {
  it('lists the organizer routes', async () => {
    const res = await server.http.get('/api/openapi.json');
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/organizations',
        '/api/organizations/{slug}',
        '/api/events/{slug}/cancel',
        '/api/events/{slug}/tickets',
        '/api/events/{slug}/attendees',
        '/api/categories',
      ]),
    );
    expect(Object.keys(res.body.paths['/api/events'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(res.body.paths['/api/events/{slug}/description'])).toEqual(expect.arrayContaining(['get', 'put']));
  });
});
