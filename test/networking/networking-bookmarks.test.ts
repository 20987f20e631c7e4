import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createUser, tokenFor } from '../helpers/factories.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

async function person() {
  const user = await createUser(server.ctx, { email: `${Math.random().toString(36).slice(2)}@example.com` });
  return { user, token: await tokenFor(server.ctx, user) };
}

describe('bookmarks', () => {
  it('adds (201, then 204), lists newest first and removes (204)', async () => {
    const alice = await person();
    const bob = await person();
    const carol = await person();
    const first = await server.http.put(`/connect/bookmarks/users/${bob.user.id}`, undefined, { token: alice.token });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ id: bob.user.id, name: bob.user.name });
    expect(first.text).not.toContain(bob.user.mobile);
    const again = await server.http.put(`/connect/bookmarks/users/${bob.user.id}`, undefined, { token: alice.token });
    expect(again.status).toBe(204);
    expect(again.text).toBe('');
    expect((await server.http.put(`/connect/bookmarks/users/${carol.user.id}`, undefined, { token: alice.token })).status).toBe(201);

    const list = await server.http.get('/connect/bookmarks/users', { token: alice.token });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ _total_items: 2, _page: 1, _page_count: 1 });
    expect(list.body._embedded.public_user.map((u: any) => u.id)).toEqual([carol.user.id, bob.user.id]);
    expect(list.body._links.self.href).toBe(`${server.url}/connect/bookmarks/users?page=1`);
    expect(list.text).not.toContain(bob.user.mobile);
    expect(list.text).not.toContain(bob.user.email!);

    expect((await server.http.delete(`/connect/bookmarks/users/${bob.user.id}`, { token: alice.token })).status).toBe(204);
    expect((await server.http.delete(`/connect/bookmarks/users/${bob.user.id}`, { token: alice.token })).status).toBe(204);
    const after = await server.http.get('/connect/bookmarks/users', { token: alice.token });
    expect(after.body._embedded.public_user.map((u: any) => u.id)).toEqual([carol.user.id]);
  });

  it('pages with page_size and links next/last', async () => {
    const alice = await person();
    for (let i = 0; i < 3; i++) {
      const other = await person();
      await server.http.put(`/connect/bookmarks/users/${other.user.id}`, undefined, { token: alice.token });
    }
    const page = await server.http.get('/connect/bookmarks/users?page_size=2', { token: alice.token });
    expect(page.body).toMatchObject({ _total_items: 3, _page_count: 2 });
    expect(page.body._embedded.public_user).toHaveLength(2);
    expect(page.body._links.next.href).toBe(`${server.url}/connect/bookmarks/users?page_size=2&page=2`);
    const beyond = await server.http.get('/connect/bookmarks/users?page_size=2&page=9', { token: alice.token });
    expect(beyond.body._embedded.public_user).toEqual([]);
  });

  it('keeps each user’s bookmarks to themselves', async () => {
    const alice = await person();
    const bob = await person();
    const carol = await person();
    await server.http.put(`/connect/bookmarks/users/${carol.user.id}`, undefined, { token: alice.token });
    const bobs = await server.http.get('/connect/bookmarks/users', { token: bob.token });
    expect(bobs.body._total_items).toBe(0);
    // Bob removing "carol" touches only his own (empty) list.
    expect((await server.http.delete(`/connect/bookmarks/users/${carol.user.id}`, { token: bob.token })).status).toBe(204);
    expect((await server.http.get('/connect/bookmarks/users', { token: alice.token })).body._total_items).toBe(1);
  });

  it('answers 500 with a clear body for oneself (seed 7) and 404 for an unknown user; stores nothing', async () => {
    const alice = await person();
    const self = await server.http.put(`/connect/bookmarks/users/${alice.user.id}`, undefined, { token: alice.token });
    expect(self.status).toBe(500);
    expect(self.body.errors[0]).toMatchObject({ code: 'cannot_bookmark_self' });
    const unknown = await server.http.put('/connect/bookmarks/users/999999999', undefined, { token: alice.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].code).toBe('user_not_found');
    expect((await server.http.get('/connect/bookmarks/users', { token: alice.token })).body._total_items).toBe(0);
    const logged = server.log.lines.filter((l) => l.msg === 'request.failed');
    expect(logged).toEqual([]);
  });

  it('answers 401 without a token and 422 for bad ids or paging', async () => {
    const alice = await person();
    expect((await server.http.get('/connect/bookmarks/users')).status).toBe(401);
    expect((await server.http.put(`/connect/bookmarks/users/${alice.user.id}`)).status).toBe(401);
    expect((await server.http.delete(`/connect/bookmarks/users/${alice.user.id}`)).status).toBe(401);
    expect((await server.http.put('/connect/bookmarks/users/abc', undefined, { token: alice.token })).status).toBe(422);
    expect((await server.http.delete('/connect/bookmarks/users/0', { token: alice.token })).status).toBe(422);
    expect((await server.http.get('/connect/bookmarks/users?page=-1', { token: alice.token })).status).toBe(422);
  });
});

describe('list query parameters', () => {
  it('ignores unknown ones such as a cache-buster, and still checks the known ones', async () => {
    const alice = await person();
    const bob = await person();
    await server.http.put(`/connect/bookmarks/users/${bob.user.id}`, undefined, { token: alice.token });
    const busted = await server.http.get('/connect/bookmarks/users?_=1732280000000', { token: alice.token });
    expect(busted.status).toBe(200);
    expect(busted.body._embedded.public_user.map((u: { id: number }) => u.id)).toEqual([bob.user.id]);
    const bad = await server.http.get('/connect/bookmarks/users?page_size=500', { token: alice.token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('page_size');
  });
});
