// Guest catalogue reads are cached per node (server/catalogue/read-cache.ts); these pin that a write through the
// API is seen at once: on the node that took it, on another node sharing Redis, under slug changes and sales.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, tokenFor } from '../helpers/factories.js';
import { hoursFromNow } from '../helpers/events.js';
import { clusterRedis } from '../helpers/redis-server.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { startTwoNodes } from '../helpers/realtime-cluster.js';

async function organizerOn(server: TestServer) {
  const owner = await createUser(server.ctx);
  const token = await tokenFor(server.ctx, owner);
  const org = await createOrganization(server.ctx, owner);
  return { token, org };
}

async function createEventVia(server: TestServer, token: string, orgSlug: string, extra: Record<string, unknown> = {}) {
  const res = await server.http.post(
    '/api/events',
    {
      organization: orgSlug,
      name: 'Cache Conf',
      category_id: null,
      city_name: 'Tehran',
      online: false,
      starts_at: hoursFromNow(24).toISOString(),
      ends_at: hoursFromNow(30).toISOString(),
      ...extra,
    },
    { token },
  );
  expect(res.status).toBe(201);
  return res.body.data as { slug: string; id: number };
}

describe('guest reads on one node', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it('serves a repeated guest read from the cache, and every kind of change at once', async () => {
    const { token, org } = await organizerOn(server);
    const event = await createEventVia(server, token, org.slug, { capacity: 1 });
    const path = `/api/events/${event.slug}`;

    const first = await server.http.get(path);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ name: 'Cache Conf', state: 'active', organization_name: org.name });
    // The second read comes from the cache: a change made behind the services' back (straight in the database,
    // as no production path does) is not seen by it.
    await server.ctx.db.updateTable('events').set({ name: 'Behind the back' }).where('id', '=', event.id).execute();
    expect((await server.http.get(path)).body).toEqual(first.body);

    // A rename is seen at once, in the record and in the list.
    expect((await server.http.patch(path, { name: 'Renamed Conf' }, { token })).status).toBe(200);
    expect((await server.http.get(path)).body.data.name).toBe('Renamed Conf');
    const list = await server.http.get(`/api/events?q=${encodeURIComponent('Renamed Conf')}&per_page=100`);
    expect(list.body.data.map((e: { id: number }) => e.id)).toContain(event.id);

    // The last seat sold: sold out at once.
    const sold = await server.http.post(`${path}/attendees`, { mobile: '09120001122' }, { token });
    expect(sold.status).toBe(201);
    expect((await server.http.get(path)).body.data).toMatchObject({ state: 'sold_out', sold_out: true });

    // The organization's new name shows in its events.
    expect((await server.http.patch(`/api/organizations/${org.slug}`, { name: 'New Org Name' }, { token })).status).toBe(200);
    expect((await server.http.get(path)).body.data.organization_name).toBe('New Org Name');

    // Widgets replaced: the description read changes.
    const widgets = [{ title: 'About', type: 'description', description: '<p>hello</p>' }];
    expect((await server.http.put(`${path}/description`, widgets, { token })).status).toBe(200);
    expect((await server.http.get(`${path}/description`)).body.data).toEqual(widgets);

    // A new slug: the old one answers slug_changed (v1) and 301 (v2) at once, the new one the event.
    const renamed = `${event.slug}-2026`;
    expect((await server.http.patch(path, { slug: renamed }, { token })).status).toBe(200);
    const old = await server.http.get(path);
    expect(old.status).toBe(404);
    expect(old.body.errors[0]).toMatchObject({ code: 'slug_changed', new_slug: renamed });
    const oldV2 = await server.http.get(`/api/v2/events/${event.slug}`);
    expect(oldV2.status).toBe(301);
    expect(oldV2.headers.get('location')).toMatch(new RegExp(`/v2/events/${renamed}$`));
    expect((await server.http.get(`/api/events/${renamed}`)).body.data.id).toBe(event.id);

    // Canceled: at once.
    expect((await server.http.post(`/api/events/${renamed}/cancel`, undefined, { token })).status).toBe(200);
    expect((await server.http.get(`/api/events/${renamed}`)).body.data.state).toBe('canceled');
  });

  it('caches an unknown slug as unknown until an event takes it', async () => {
    const { token, org } = await organizerOn(server);
    const slug = `not-yet-${Date.now().toString(36)}`;
    expect((await server.http.get(`/api/events/${slug}`)).status).toBe(404);
    expect((await server.http.get(`/api/events/${slug}`)).status).toBe(404);
    await createEventVia(server, token, org.slug, { slug });
    expect((await server.http.get(`/api/events/${slug}`)).status).toBe(200);
  });

  it('gives authenticated callers their own record (ticket link), never the guest copy', async () => {
    const { token, org } = await organizerOn(server);
    const event = await createEventVia(server, token, org.slug);
    const guest = await server.http.get(`/api/events/${event.slug}`);
    expect(guest.body.data._links).not.toHaveProperty('user_ticket');
    const viewer = await tokenFor(server.ctx, await createUser(server.ctx));
    const mine = await server.http.get(`/api/events/${event.slug}`, { token: viewer });
    expect(mine.body.data._links.user_ticket).toBeNull();
  });
});

describe('guest reads on two nodes sharing Redis', () => {
  let redis: Awaited<ReturnType<typeof clusterRedis>>;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    redis = await clusterRedis();
    [a, b] = await startTwoNodes(redis.url);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.stop();
  });

  it('reads a write made through node A back fresh on node B, every time', async () => {
    const { token, org } = await organizerOn(a);
    const event = await createEventVia(a, token, org.slug);
    const path = `/api/events/${event.slug}`;
    for (let i = 0; i < 15; i++) {
      // B has the record cached from the previous round; A changes it; B must answer the change at once.
      expect((await b.http.get(path)).status).toBe(200);
      expect((await a.http.patch(path, { name: `Round ${i}` }, { token })).status).toBe(200);
      expect((await b.http.get(path)).body.data.name).toBe(`Round ${i}`);
    }
    const renamed = `${event.slug}-moved`;
    expect((await a.http.patch(path, { slug: renamed }, { token })).status).toBe(200);
    expect((await b.http.get(path)).body.errors[0]).toMatchObject({ code: 'slug_changed', new_slug: renamed });
  });
});
