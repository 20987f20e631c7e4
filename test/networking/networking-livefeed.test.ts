import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createUser, tokenFor } from '../helpers/factories.js';
import { eventWorld, recordNotifications } from '../helpers/networking.js';
import { FEED_COUNT_CAP } from '../../storage/repositories/livefeed.js';
import { MAX_PAGE_OFFSET } from '../../server/paging.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

describe('POST /connect/livefeed/messages', () => {
  it('stores the message (204), lists it and announces it after commit', async () => {
    const world = await eventWorld(server.ctx);
    const notes = recordNotifications(server.ctx);
    const [alice] = world.attendees;
    const res = await server.http.post('/connect/livefeed/messages', { message: 'Hello <b>all</b> & welcome' }, { token: alice!.token });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    const list = await server.http.get('/connect/livefeed/messages', { token: world.organizer.token });
    expect(list.status).toBe(200);
    expect(list.body._total_items).toBe(1);
    const item = list.body._embedded.livefeed_message[0];
    expect(item).toMatchObject({ message: 'Hello <b>all</b> & welcome', user: { id: alice!.user.id, name: alice!.user.name } });
    expect(new Date(item.created_at).toISOString()).toBe(item.created_at);
    expect(Object.keys(item.user).sort()).toEqual(['avatar', 'biography', 'id', 'jobTitle', 'linkedin', 'name', 'organization', 'surname', 'telegram', 'website']);
    expect(list.text).not.toContain(alice!.user.mobile);
    expect(notes.livefeed).toEqual([{ eventId: world.event.id, item }]);
  });

  it('answers 401 without or with a bad token, 403 event_token_required for an unbound token', async () => {
    expect((await server.http.post('/connect/livefeed/messages', { message: 'x' })).status).toBe(401);
    expect((await server.http.post('/connect/livefeed/messages', { message: 'x' }, { token: 'nonsense' })).status).toBe(401);
    expect((await server.http.get('/connect/livefeed/messages')).status).toBe(401);
    const user = await createUser(server.ctx);
    const unbound = await tokenFor(server.ctx, user);
    const post = await server.http.post('/connect/livefeed/messages', { message: 'x' }, { token: unbound });
    expect(post.status).toBe(403);
    expect(post.body.errors[0].code).toBe('event_token_required');
    expect((await server.http.get('/connect/livefeed/messages', { token: unbound })).status).toBe(403);
  });

  it('answers 500 with a clear body when message is missing (seed 7), 422 for bad messages; stores nothing', async () => {
    const world = await eventWorld(server.ctx, 1);
    const token = world.attendees[0]!.token;
    const missing = await server.http.post('/connect/livefeed/messages', {}, { token });
    expect(missing.status).toBe(500);
    expect(missing.body.errors[0]).toMatchObject({ code: 'message_required', field: 'message' });
    const noBody = await server.http.post('/connect/livefeed/messages', undefined, { token });
    expect(noBody.status).toBe(500);
    for (const message of ['', '   ', 42, ['hi'], { a: 1 }, 'x'.repeat(2001), 'nul\u0000inside']) {
      const res = await server.http.post('/connect/livefeed/messages', { message }, { token });
      expect(res.status, JSON.stringify(message).slice(0, 20)).toBe(422);
      expect(res.body.errors[0].field).toBe('message');
    }
    const bad = await server.http.post('/connect/livefeed/messages', { message: 'ok', client_message_id: 7 }, { token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('client_message_id');
    expect((await server.http.post('/connect/livefeed/messages', [1], { token })).status).toBe(422);
    const text = await server.http.post('/connect/livefeed/messages', undefined, { token, raw: 'message=hi', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
    const list = await server.http.get('/connect/livefeed/messages', { token });
    expect(list.body._total_items).toBe(0);
  });

  it('accepts exactly 2,000 characters (code points), stored as sent', async () => {
    const world = await eventWorld(server.ctx, 1);
    const token = world.attendees[0]!.token;
    const message = '😀'.repeat(2000);
    expect((await server.http.post('/connect/livefeed/messages', { message }, { token })).status).toBe(204);
    const list = await server.http.get('/connect/livefeed/messages', { token });
    expect(list.body._embedded.livefeed_message[0].message).toBe(message);
  });

  it('stores one message for retries with the same client_message_id, even concurrent ones', async () => {
    const world = await eventWorld(server.ctx, 1);
    const notes = recordNotifications(server.ctx);
    const token = world.attendees[0]!.token;
    const body = { message: 'once', client_message_id: 'c-1' };
    const results = await Promise.all([1, 2, 3, 4].map(() => server.http.post('/connect/livefeed/messages', body, { token })));
    expect(results.map((r) => r.status)).toEqual([204, 204, 204, 204]);
    const list = await server.http.get('/connect/livefeed/messages', { token });
    expect(list.body._total_items).toBe(1);
    expect(notes.livefeed).toHaveLength(1);
    const direct = await server.ctx.livefeed.post(await server.ctx.tokens.verifyAccessToken(token), body);
    expect(direct.created).toBe(false);
    expect(direct.item.id).toBe(list.body._embedded.livefeed_message[0].id);
  });

  it('answers 403 not_event_participant for a bound token whose ticket is gone', async () => {
    const world = await eventWorld(server.ctx, 1);
    const [alice] = world.attendees;
    await server.ctx.db.deleteFrom('attendee_tickets').where('user_id', '=', alice!.user.id).execute();
    const post = await server.http.post('/connect/livefeed/messages', { message: 'still here?' }, { token: alice!.token });
    expect(post.status).toBe(403);
    expect(post.body.errors[0].code).toBe('not_event_participant');
    expect((await server.http.get('/connect/livefeed/messages', { token: alice!.token })).status).toBe(403);
    expect((await server.http.get('/connect/livefeed/messages', { token: world.organizer.token })).body._total_items).toBe(0);
  });

  it('keeps each event’s feed to itself', async () => {
    const a = await eventWorld(server.ctx, 1);
    const b = await eventWorld(server.ctx, 1);
    await server.http.post('/connect/livefeed/messages', { message: 'in A' }, { token: a.attendees[0]!.token });
    const listB = await server.http.get('/connect/livefeed/messages', { token: b.attendees[0]!.token });
    expect(listB.body._total_items).toBe(0);
  });

  it('rate-limits posting per user (429 with Retry-After)', async () => {
    const world = await eventWorld(server.ctx, 2);
    const [alice, bob] = world.attendees;
    let last = 0;
    for (let i = 0; i < 21; i++) last = (await server.http.post('/connect/livefeed/messages', { message: `m${i}` }, { token: alice!.token })).status;
    expect(last).toBe(429);
    const limited = await server.http.post('/connect/livefeed/messages', { message: 'again' }, { token: alice!.token });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.errors[0].code).toBe('rate_limited');
    expect((await server.http.post('/connect/livefeed/messages', { message: 'bob' }, { token: bob!.token })).status).toBe(204);
  });

  it('retries cost no budget, and a retry is still answered once the budget is spent', async () => {
    const world = await eventWorld(server.ctx, 1);
    const [alice] = world.attendees;
    const post = (body: unknown) => server.http.post('/connect/livefeed/messages', body, { token: alice!.token });
    expect((await post({ message: 'first', client_message_id: 'feed-budget' })).status).toBe(204);
    for (let i = 0; i < 5; i++) expect((await post({ message: 'first', client_message_id: 'feed-budget' })).status).toBe(204);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await post({ message: `m${i}` })).status);
    // 1 + 19 new posts fit the 20 a minute: the five retries took nothing.
    expect(statuses.slice(0, 19).every((s) => s === 204)).toBe(true);
    expect(statuses[19]).toBe(429);
    expect((await post({ message: 'first', client_message_id: 'feed-budget' })).status).toBe(204);
    expect((await post({ message: 'new', client_message_id: 'feed-budget-2' })).status).toBe(429);
    const stored = await server.ctx.db.selectFrom('livefeed_messages').select('id').where('user_id', '=', alice!.user.id).execute();
    expect(stored).toHaveLength(20);
  });
});

describe('GET /connect/livefeed/messages', () => {
  it('lists newest first with the page envelope, and after=<id> oldest first', async () => {
    const world = await eventWorld(server.ctx, 1);
    const token = world.attendees[0]!.token;
    for (let i = 1; i <= 5; i++) expect((await server.http.post('/connect/livefeed/messages', { message: `m${i}` }, { token })).status).toBe(204);
    const page1 = await server.http.get('/connect/livefeed/messages?page_size=2', { token });
    expect(page1.body).toMatchObject({ _total_items: 5, _page: 1, _page_count: 3 });
    expect(page1.body._embedded.livefeed_message.map((m: any) => m.message)).toEqual(['m5', 'm4']);
    expect(page1.body._links.self.href).toBe(`${server.url}/connect/livefeed/messages?page_size=2&page=1`);
    // A full page's next link also carries the keyset cursor (the last id shown), so following it walks no OFFSET.
    expect(page1.body._links.next.href).toBe(`${server.url}/connect/livefeed/messages?page_size=2&page=2&before=${page1.body._embedded.livefeed_message[1].id}`);
    expect(page1.body._links.last.href).toBe(`${server.url}/connect/livefeed/messages?page_size=2&page=3`);
    const page3 = await server.http.get('/connect/livefeed/messages?page_size=2&page=3', { token });
    expect(page3.body._embedded.livefeed_message.map((m: any) => m.message)).toEqual(['m1']);
    expect(page3.body._links.next).toBeUndefined();
    const m2 = page1.body._embedded.livefeed_message[1].id - 2;
    const after = await server.http.get(`/connect/livefeed/messages?after=${m2}`, { token });
    expect(after.body._embedded.livefeed_message.map((m: any) => m.message)).toEqual(['m3', 'm4', 'm5']);
    const claims = await server.ctx.tokens.verifyAccessToken(token);
    expect((await server.ctx.livefeed.listAfter(claims, m2, 2)).map((m) => m.message)).toEqual(['m3', 'm4']);
  });

  it('page alone reaches 10,000 posts deep (422 naming page beyond); the before cursor of the next link reads further', async () => {
    const world = await eventWorld(server.ctx, 1);
    const [alice] = world.attendees;
    // 10,050 posts (p0 … p10049, in id order), written straight to the table: posting is 20 a minute.
    await sql`insert into livefeed_messages (event_id, user_id, message)
      select ${world.event.id}, ${alice!.user.id}, 'p' || i from generate_series(0, 10049) i`.execute(server.ctx.db);
    const get = (path: string) => server.http.get(path.replace(server.url, ''), { token: alice!.token });
    expect(MAX_PAGE_OFFSET).toBe(10_000);
    for (const q of ['page=101&page_size=100', 'page=501', 'page=999999', 'after=0&page=101&page_size=100']) {
      const deep = await get(`/connect/livefeed/messages?${q}`);
      expect(deep.status, q).toBe(422);
      expect(deep.body.errors[0]).toMatchObject({ code: 'invalid', field: 'page' });
      expect(deep.body.errors[0].message).toMatch(/10,000 items deep; follow the next link/);
    }
    const page100 = await get('/connect/livefeed/messages?page=100&page_size=100');
    expect(page100.status).toBe(200);
    expect(page100.body).toMatchObject({ _total_items: FEED_COUNT_CAP, _page: 100 });
    const items = page100.body._embedded.livefeed_message;
    expect([items[0].message, items.at(-1).message]).toEqual(['p149', 'p50']);
    expect(page100.body._links.next.href).toBe(`${server.url}/connect/livefeed/messages?page=101&page_size=100&before=${items.at(-1).id}`);
    // Following it: page 101 with `before` is a keyset page, not an offset (no 422), down to the first post.
    const page101 = await get(page100.body._links.next.href);
    expect(page101.status).toBe(200);
    expect(page101.body._embedded.livefeed_message.map((m: any) => m.message)).toEqual(Array.from({ length: 50 }, (_, i) => `p${49 - i}`));
    expect(page101.body._links.next).toBeUndefined();
  });

  it('refuses bad paging values with 422', async () => {
    const world = await eventWorld(server.ctx, 1);
    const token = world.attendees[0]!.token;
    for (const q of ['page=0', 'page=abc', 'page_size=101', 'page_size=0', 'after=-1', 'after=x']) {
      const res = await server.http.get(`/connect/livefeed/messages?${q}`, { token });
      expect(res.status, q).toBe(422);
    }
  });
});

describe('GET /connect/livefeed/messages at size (issue 22)', () => {
  it('pages newest first by a keyset cursor in _links.next (before=<last id>), with the same items as page walking', async () => {
    const world = await eventWorld(server.ctx, 1);
    const token = world.attendees[0]!.token;
    // Stored directly: 25 posts through the API would meet the per-user posting limit.
    await sql`insert into livefeed_messages (event_id, user_id, message) select ${world.event.id}, ${world.attendees[0]!.user.id}, 'm' || n from generate_series(0, 24) as n`.execute(server.ctx.db);
    const seen: string[] = [];
    let next: string | undefined = '/connect/livefeed/messages?page_size=10';
    let pages = 0;
    while (next && pages < 10) {
      const res: { status: number; body: any } = await server.http.get(next.replace(/^https?:\/\/[^/]+/, ''), { token });
      expect(res.status).toBe(200);
      seen.push(...res.body._embedded.livefeed_message.map((m: { message: string }) => m.message));
      next = res.body._links.next?.href;
      if (next) expect(next).toMatch(/before=\d+/);
      pages++;
    }
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => `m${24 - i}`));
    // Page walking (the seed's way) gives the same second page as the cursor.
    const page2 = await server.http.get('/connect/livefeed/messages?page_size=10&page=2', { token });
    expect(page2.body._embedded.livefeed_message.map((m: { message: string }) => m.message)).toEqual(seen.slice(10, 20));
    expect((await server.http.get('/connect/livefeed/messages?before=0', { token })).status).toBe(422);
    expect((await server.http.get('/connect/livefeed/messages?before=abc', { token })).status).toBe(422);
  });

  it('counts the total exactly up to FEED_COUNT_CAP and reports that floor beyond, still offering the next page', async () => {
    const world = await eventWorld(server.ctx, 1);
    const alice = world.attendees[0]!;
    await sql`insert into livefeed_messages (event_id, user_id, message) select ${world.event.id}, ${alice.user.id}, 'bulk ' || n from generate_series(1, ${FEED_COUNT_CAP - 1}) as n`.execute(server.ctx.db);
    expect((await server.http.get('/connect/livefeed/messages?page_size=100', { token: alice.token })).body._total_items).toBe(FEED_COUNT_CAP - 1);
    await sql`insert into livefeed_messages (event_id, user_id, message) select ${world.event.id}, ${alice.user.id}, 'more ' || n from generate_series(1, 6) as n`.execute(server.ctx.db);
    const res = await server.http.get('/connect/livefeed/messages?page_size=100', { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.body._total_items).toBe(FEED_COUNT_CAP);
    expect(res.body._embedded.livefeed_message).toHaveLength(100);
    expect(res.body._links.next.href).toMatch(/before=\d+/);
  });
});

describe('OpenAPI', () => {
  it('documents the live feed and chat routes', async () => {
    const doc = (await server.http.get('/api/openapi.json')).body;
    for (const path of ['/connect/livefeed/messages', '/connect/users/{user_id}/messages', '/connect/chats', '/connect/chats/{chat_id}/messages', '/connect/chats/{chat_id}/read']) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(doc.paths['/connect/livefeed/messages'].post.responses).toHaveProperty('500');
  });
});
