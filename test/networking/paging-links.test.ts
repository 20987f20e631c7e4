import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createUser, issueTicket, tokenFor } from '../helpers/factories.js';
import { eventWorld } from '../helpers/networking.js';

// Issue 44 "Paging a live feed repeats its last page": every paged list is walked by its `_links.next` while another
// user writes between the pages; no item may be shown twice, none that existed before the walk may be skipped, and
// the walk ends (a page that reaches the end of what the cursor can see has no next link).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

/** Follows `_links.next` from `path`, calling `write` before each next page; answers every page's items' ids. */
async function walk(path: string, token: string, name: string, write: () => Promise<void>, key: (item: any) => number = (item) => item.id) {
  const pages: number[][] = [];
  let href: string | undefined = server.url + path;
  while (href !== undefined) {
    expect(pages.length, `${path}: still a next link after ${pages.length} pages`).toBeLessThan(20);
    const res: { status: number; text: string; body: any } = await server.http.get(href.slice(server.url.length), { token });
    expect(res.status, res.text).toBe(200);
    pages.push((res.body._embedded[name] as any[]).map(key));
    href = res.body._links.next?.href;
    await write();
  }
  return pages;
}

function expectNoRepeatsNorSkips(pages: number[][], before: number[]) {
  const seen = pages.flat();
  expect(new Set(seen).size, `repeated items in ${JSON.stringify(pages)}`).toBe(seen.length);
  for (const id of before) expect(seen, `skipped ${id} in ${JSON.stringify(pages)}`).toContain(id);
  // The walk ends on a page that is not empty: a page that reached the end had no next link to an empty one.
  expect(pages.at(-1)!.length, JSON.stringify(pages)).toBeGreaterThan(0);
}

describe('walking paged lists by their next links while others write', () => {
  it('the live feed (7 posts, page_size=3, another attendee posting between pages)', async () => {
    const world = await eventWorld(server.ctx, 4);
    const [alice, ...writers] = world.attendees;
    for (let i = 0; i < 7; i++) expect((await server.http.post('/connect/livefeed/messages', { message: `post ${i}` }, { token: alice!.token })).status).toBe(204);
    const before = (await server.http.get('/connect/livefeed/messages?page_size=100', { token: alice!.token })).body._embedded.livefeed_message.map((m: any) => m.id);
    expect(before).toHaveLength(7);
    const pages = await walk('/connect/livefeed/messages?page_size=3', alice!.token, 'livefeed_message', async () => {
      for (const writer of writers) expect((await server.http.post('/connect/livefeed/messages', { message: 'meanwhile' }, { token: writer.token })).status).toBe(204);
    });
    expect(pages).toEqual([before.slice(0, 3), before.slice(3, 6), before.slice(6)]);
    expectNoRepeatsNorSkips(pages, before);
  });

  it('the live feed when the last page is exactly full: no next link to an empty page', async () => {
    const world = await eventWorld(server.ctx, 2);
    const [alice, bob] = world.attendees;
    for (let i = 0; i < 6; i++) await server.http.post('/connect/livefeed/messages', { message: `post ${i}` }, { token: alice!.token });
    const pages = await walk('/connect/livefeed/messages?page_size=3', alice!.token, 'livefeed_message', async () => {
      await server.http.post('/connect/livefeed/messages', { message: 'meanwhile' }, { token: bob!.token });
    });
    expect(pages.map((p) => p.length)).toEqual([3, 3]);
  });

  it('chat messages, both paths (the other member writing between pages)', async () => {
    const world = await eventWorld(server.ctx, 2);
    const [alice, bob] = world.attendees;
    for (let i = 0; i < 7; i++) expect((await server.http.post(`/connect/users/${bob!.user.id}/messages`, { message: `m ${i}` }, { token: alice!.token })).status).toBe(201);
    const chatId = (await server.http.get(`/connect/users/${bob!.user.id}/messages`, { token: alice!.token })).body._embedded.chat_message[0].chat_id;
    for (const path of [`/connect/users/${bob!.user.id}/messages?page_size=5`, `/connect/chats/${chatId}/messages?page_size=5`]) {
      const before = (await server.http.get(`${path.split('?')[0]}?page_size=100`, { token: alice!.token })).body._embedded.chat_message.map((m: any) => m.id);
      const pages = await walk(path, alice!.token, 'chat_message', async () => {
        for (let i = 0; i < 3; i++) expect((await server.http.post(`/connect/users/${alice!.user.id}/messages`, { message: 'meanwhile' }, { token: bob!.token })).status).toBe(201);
      });
      expectNoRepeatsNorSkips(pages, before);
      expect(pages.flat()).toEqual(before);
    }
  });

  it('the attendee directory (new attendees joining between pages)', async () => {
    const world = await eventWorld(server.ctx, 7);
    const viewer = world.attendees[0]!;
    const all = await server.http.get('/connect/event/attendees?page_size=100', { token: viewer.token });
    const before = all.body._embedded.public_user.map((u: any) => u.id);
    expect(before.length).toBeGreaterThanOrEqual(7);
    for (const size of [3, 4]) {
      const pages = await walk(`/connect/event/attendees?page_size=${size}`, viewer.token, 'public_user', async () => {
        const user = await createUser(server.ctx);
        await issueTicket(server.ctx, world.event.id, user.id);
      });
      expectNoRepeatsNorSkips(pages, before);
    }
  });

  it('the chat list (a stranger opening a new chat between pages)', async () => {
    const world = await eventWorld(server.ctx, 8);
    const [alice, ...others] = world.attendees;
    for (const other of others) await server.http.post(`/connect/users/${alice!.user.id}/messages`, { message: 'hi' }, { token: other.token });
    const before = (await server.http.get('/connect/chats?page_size=100', { token: alice!.token })).body._embedded.chat.map((c: any) => c.id);
    expect(before).toHaveLength(7);
    for (const size of [3, 7]) {
      const pages = await walk(`/connect/chats?page_size=${size}`, alice!.token, 'chat', async () => {
        const user = await createUser(server.ctx);
        await issueTicket(server.ctx, world.event.id, user.id);
        const token = await tokenFor(server.ctx, user, { eventId: world.event.id });
        expect((await server.http.post(`/connect/users/${alice!.user.id}/messages`, { message: 'new chat' }, { token })).status).toBe(201);
      });
      expectNoRepeatsNorSkips(pages, before);
    }
  });

  it('bookmarks (another user bookmarking between pages)', async () => {
    const world = await eventWorld(server.ctx, 8);
    const [alice, bob, ...others] = world.attendees;
    for (const other of others) expect((await server.http.put(`/connect/bookmarks/users/${other.user.id}`, undefined, { token: alice!.token })).status).toBe(201);
    const before = (await server.http.get('/connect/bookmarks/users?page_size=100', { token: alice!.token })).body._embedded.public_user.map((u: any) => u.id);
    expect(before).toHaveLength(6);
    let i = 0;
    const pages = await walk('/connect/bookmarks/users?page_size=4', alice!.token, 'public_user', async () => {
      await server.http.put(`/connect/bookmarks/users/${others[i++ % others.length]!.user.id}`, undefined, { token: bob!.token });
    });
    expectNoRepeatsNorSkips(pages, before);
    expect(pages.map((p) => p.length)).toEqual([4, 2]);
  });
});
