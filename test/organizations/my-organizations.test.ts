import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createUser, tokenFor } from '../helpers/factories.js';

/** `GET {api_url}/me/organizations`: the console's and the door's organization picker (CONTRACT 18). */
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

const unique = () => Math.random().toString(36).slice(2, 8);

async function organizationOf(owner: { token: string }, name: string) {
  const res = await server.http.post('/api/organizations', { name }, { token: owner.token });
  expect(res.status).toBe(201);
  return res.body.data as { slug: string; id: number; name: string };
}

describe('my organizations', () => {
  it('lists the caller’s organizations by name with their role; a second user sees only theirs', async () => {
    const alice = await person();
    const bob = await person();
    const tag = unique();
    const beta = await organizationOf(alice, `Beta ${tag}`);
    const alpha = await organizationOf(alice, `Alpha ${tag}`);
    const bobs = await organizationOf(bob, `Bob’s ${tag}`);
    // Bob makes Alice a member of his organization: she sees it with the role `member`.
    await server.ctx.db.insertInto('organization_members').values({ organization_id: bobs.id, user_id: alice.user.id, role: 'member' }).execute();

    const mine = await server.http.get('/api/me/organizations', { token: alice.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual([
      { id: alpha.id, name: `Alpha ${tag}`, slug: alpha.slug, logo: null, role: 'owner' },
      { id: beta.id, name: `Beta ${tag}`, slug: beta.slug, logo: null, role: 'owner' },
      { id: bobs.id, name: `Bob’s ${tag}`, slug: bobs.slug, logo: null, role: 'member' },
    ]);
    expect(mine.body.meta.pagination).toMatchObject({ total: 3, count: 3, current_page: 1, total_pages: 1 });

    const his = await server.http.get('/api/me/organizations', { token: bob.token });
    expect(his.status).toBe(200);
    expect(his.body.data).toEqual([{ id: bobs.id, name: `Bob’s ${tag}`, slug: bobs.slug, logo: null, role: 'owner' }]);
    expect(his.text).not.toContain(alpha.slug);

    const nobody = await person();
    const none = await server.http.get('/api/me/organizations', { token: nobody.token });
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
    expect(none.body.meta.pagination.total).toBe(0);
  });

  it('pages like the other lists', async () => {
    const owner = await person();
    const tag = unique();
    for (const n of ['C', 'A', 'B']) await organizationOf(owner, `${n} ${tag}`);
    const first = await server.http.get('/api/me/organizations?per_page=2', { token: owner.token });
    expect(first.status).toBe(200);
    expect(first.body.data.map((o: { name: string }) => o.name)).toEqual([`A ${tag}`, `B ${tag}`]);
    expect(first.body.meta.pagination).toMatchObject({ total: 3, count: 2, per_page: 2, total_pages: 2 });
    expect(first.body.meta.pagination.links.next).toContain('page=2');
    const second = await server.http.get('/api/me/organizations?per_page=2&page=2', { token: owner.token });
    expect(second.body.data.map((o: { name: string }) => o.name)).toEqual([`C ${tag}`]);
  });

  it('needs a login (401) and refuses bad paging (422)', async () => {
    const res = await server.http.get('/api/me/organizations');
    expect(res.status).toBe(401);
    const owner = await person();
    const bad = await server.http.get('/api/me/organizations?per_page=0', { token: owner.token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('per_page');
    const word = await server.http.get('/api/me/organizations?page=first', { token: owner.token });
    expect(word.status).toBe(422);
  });

  it('a removed member no longer sees the organization', async () => {
    const owner = await person();
    const member = await person();
    const org = await organizationOf(owner, `Gone ${unique()}`);
    await server.ctx.db.insertInto('organization_members').values({ organization_id: org.id, user_id: member.user.id, role: 'member' }).execute();
    expect((await server.http.get('/api/me/organizations', { token: member.token })).body.data.map((o: { id: number }) => o.id)).toEqual([org.id]);
    expect((await server.http.delete(`/api/organizations/${org.slug}/members/${member.user.id}`, { token: owner.token })).status).toBe(204);
    expect((await server.http.get('/api/me/organizations', { token: member.token })).body.data).toEqual([]);
  });

  it('the organization’s events list gives a picker each event’s name, slug, start and state', async () => {
    const owner = await person();
    const org = await organizationOf(owner, `Picker ${unique()}`);
    const made = await server.http.post(
      '/api/events',
      { organization: org.slug, name: 'Picked', category_id: null, city_name: 'Tehran', online: false, starts_at: '2027-03-01T10:00:00.000Z', ends_at: '2027-03-01T12:00:00.000Z' },
      { token: owner.token },
    );
    expect(made.status).toBe(201);
    const list = await server.http.get(`/api/organizations/${org.slug}/events?per_page=100`, { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ name: 'Picked', slug: made.body.data.slug, starts_at: '2027-03-01T10:00:00.000Z', state: 'active' });
  });
});
