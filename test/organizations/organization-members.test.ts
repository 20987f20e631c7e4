import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createUser, localMobile, tokenFor, uniqueMobile } from '../helpers/factories.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

async function person(attrs: { email?: string } = {}) {
  const user = await createUser(server.ctx, attrs);
  return { user, token: await tokenFor(server.ctx, user) };
}

async function organizationOf(owner: { token: string }) {
  const res = await server.http.post('/api/organizations', { name: `Members ${Math.random().toString(36).slice(2)}` }, { token: owner.token });
  expect(res.status).toBe(201);
  return res.body.data as { slug: string; id: number };
}

describe('organization members', () => {
  it('the owner adds a member by mobile, who may then manage the organization’s events, and removes them again', async () => {
    const owner = await person();
    const org = await organizationOf(owner);
    const mobile = uniqueMobile();
    const added = await server.http.post(`/api/organizations/${org.slug}/members`, { mobile: localMobile(mobile) }, { token: owner.token });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ user_id: expect.any(Number), role: 'member' });
    expect(added.text).not.toContain(mobile.slice(3));
    const memberUser = await server.ctx.db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirstOrThrow();
    const member = { user: memberUser, token: await tokenFor(server.ctx, memberUser) };

    const event = await server.http.post(
      '/api/events',
      { organization: org.slug, name: 'Member made', category_id: null, city_name: 'Tehran', online: false, starts_at: '2027-01-01T10:00:00.000Z', ends_at: '2027-01-01T12:00:00.000Z' },
      { token: member.token },
    );
    expect(event.status).toBe(201);

    const list = await server.http.get(`/api/organizations/${org.slug}/members`, { token: member.token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((m: { user_id: number; role: string }) => [m.user_id, m.role])).toEqual([
      [owner.user.id, 'owner'],
      [memberUser.id, 'member'],
    ]);
    expect(list.text).not.toMatch(/\+98|"mobile"|"email"|@/);

    expect((await server.http.post(`/api/organizations/${org.slug}/members`, { mobile }, { token: owner.token })).status).toBe(409);
    expect((await server.http.delete(`/api/organizations/${org.slug}/members/${memberUser.id}`, { token: owner.token })).status).toBe(204);
    expect((await server.http.delete(`/api/organizations/${org.slug}/members/${memberUser.id}`, { token: owner.token })).status).toBe(404);
    const after = await server.http.patch(`/api/organizations/${org.slug}`, { name: 'Taken over' }, { token: member.token });
    expect(after.status).toBe(403);
  });

  it('only members see the list, only the owner changes it, and the owner stays', async () => {
    const owner = await person();
    const org = await organizationOf(owner);
    const member = await person();
    await server.ctx.db.insertInto('organization_members').values({ organization_id: org.id, user_id: member.user.id, role: 'member' }).execute();
    const stranger = await person();

    expect((await server.http.get(`/api/organizations/${org.slug}/members`)).status).toBe(401);
    const peek = await server.http.get(`/api/organizations/${org.slug}/members`, { token: stranger.token });
    expect(peek.status).toBe(403);
    expect(peek.body.errors[0].code).toBe('not_member');
    const byMember = await server.http.post(`/api/organizations/${org.slug}/members`, { mobile: uniqueMobile() }, { token: member.token });
    expect(byMember.status).toBe(403);
    expect(byMember.body.errors[0].code).toBe('not_owner');
    expect((await server.http.delete(`/api/organizations/${org.slug}/members/${owner.user.id}`, { token: member.token })).status).toBe(403);
    const ownerOut = await server.http.delete(`/api/organizations/${org.slug}/members/${owner.user.id}`, { token: owner.token });
    expect(ownerOut.status).toBe(409);
    expect(ownerOut.body.errors[0].code).toBe('owner_stays');
  });

  it('refuses bad input with 422 and unknown organizations with 404', async () => {
    const owner = await person();
    const org = await organizationOf(owner);
    for (const body of [{ mobile: '123' }, { mobile: 9121234567 }, {}, { mobile: '09121234567', role: 'owner' }]) {
      const res = await server.http.post(`/api/organizations/${org.slug}/members`, body, { token: owner.token });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect((await server.http.delete(`/api/organizations/${org.slug}/members/abc`, { token: owner.token })).status).toBe(422);
    expect((await server.http.get('/api/organizations/no-such-org/members', { token: owner.token })).status).toBe(404);
    const doc = (await server.http.get('/api/openapi.json')).body;
    expect(doc.paths['/api/organizations/{slug}/members']).toHaveProperty('post');
    expect(doc.paths['/api/organizations/{slug}/members/{user_id}']).toHaveProperty('delete');
  });
});
