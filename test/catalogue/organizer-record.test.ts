import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createUser, tokenFor } from '../helpers/factories.js';

/** The organizer's event record (`OrganizerEvent`): capacity and the settings, for organizers only. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

async function person() {
  const user = await createUser(server.ctx);
  return { user, token: await tokenFor(server.ctx, user) };
}

const fields = { category_id: null, city_name: 'Tehran', online: false, starts_at: '2027-02-01T10:00:00.000Z', ends_at: '2027-02-01T12:00:00.000Z' };

async function eventOf(owner: { token: string }, extra: Record<string, unknown> = {}) {
  const org = await server.http.post('/api/organizations', { name: `Record ${Math.random().toString(36).slice(2)}` }, { token: owner.token });
  expect(org.status).toBe(201);
  const res = await server.http.post('/api/events', { organization: org.body.data.slug, name: 'Capacity', ...fields, ...extra }, { token: owner.token });
  expect(res.status).toBe(201);
  return res.body.data as { slug: string; capacity: number | null; waiting_list_enabled: boolean };
}

describe('the organizer’s event record', () => {
  it('create, read and PATCH answer capacity and waiting_list_enabled', async () => {
    const owner = await person();
    const created = await eventOf(owner, { capacity: 120, waiting_list_enabled: true });
    expect(created).toMatchObject({ capacity: 120, waiting_list_enabled: true, invitation_email_enabled: false, sales_collaboration_enabled: false, name: 'Capacity', state: 'active' });

    const read = await server.http.get(`/api/events/${created.slug}/organizer`, { token: owner.token });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ slug: created.slug, capacity: 120, waiting_list_enabled: true, time_zone: 'Asia/Tehran' });

    const patched = await server.http.patch(`/api/events/${created.slug}`, { capacity: null, waiting_list_enabled: false }, { token: owner.token });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ capacity: null, waiting_list_enabled: false });
    const empty = await server.http.patch(`/api/events/${created.slug}`, {}, { token: owner.token });
    expect(empty.body.data).toMatchObject({ capacity: null, waiting_list_enabled: false });

    const canceled = await server.http.post(`/api/events/${created.slug}/cancel`, {}, { token: owner.token });
    expect(canceled.status).toBe(200);
    expect(canceled.body.data).toMatchObject({ state: 'canceled', capacity: null, waiting_list_enabled: false });
  });

  it('guests and other users never see the settings', async () => {
    const owner = await person();
    const created = await eventOf(owner, { capacity: 50, waiting_list_enabled: true });
    for (const token of [undefined, (await person()).token]) {
      for (const path of [`/api/events/${created.slug}`, `/api/v2/events/${created.slug}`]) {
        const pub = await server.http.get(path, token ? { token } : {});
        expect(pub.status).toBe(200);
        expect(pub.body.data).not.toHaveProperty('capacity');
        expect(pub.body.data).not.toHaveProperty('waiting_list_enabled');
      }
    }
    const list = await server.http.get(`/api/events?q=Capacity&per_page=100`);
    for (const item of list.body.data) expect(item).not.toHaveProperty('capacity');
  });

  it('refuses the organizer read to others (401, 403) and unknown slugs (404)', async () => {
    const owner = await person();
    const created = await eventOf(owner);
    expect((await server.http.get(`/api/events/${created.slug}/organizer`)).status).toBe(401);
    const stranger = await server.http.get(`/api/events/${created.slug}/organizer`, { token: (await person()).token });
    expect(stranger.status).toBe(403);
    const missing = await server.http.get('/api/events/no-such-event-here/organizer', { token: owner.token });
    expect(missing.status).toBe(404);
    const bad = await server.http.patch(`/api/events/${created.slug}`, { capacity: -1 }, { token: owner.token });
    expect(bad.status).toBe(422);
  });
});
