import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createUser, tokenFor } from '../helpers/factories.js';
import { eventWorld, recordNotifications } from '../helpers/networking.js';
import { CHAT_MESSAGE_COUNT_CAP } from '../../server/networking/chat.js';
import { MAX_PAGE_OFFSET } from '../../server/paging.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

const send = (token: string, to: number, body: unknown) => server.http.post(`/connect/users/${to}/messages`, body, { token });

describe('POST /connect/users/{id}/messages', () => {
  it('stores the message exactly as sent (201) and announces it to both members', async () => {
    const world = await eventWorld(server.ctx);
    const notes = recordNotifications(server.ctx);
    const [alice, bob] = world.attendees;
    const text = `<script>alert("x")</script> &amp; **bold** \\n ${'é'}`;
    const res = await send(alice!.token, bob!.user.id, { message: text });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ from: alice!.user.id, to: bob!.user.id, message: text });
    expect(Object.keys(res.body).sort()).toEqual(['chat_id', 'created_at', 'from', 'id', 'message', 'to']);
    expect(notes.chat).toEqual([{ userIds: [alice!.user.id, bob!.user.id], item: res.body }]);
    const reply = await send(bob!.token, alice!.user.id, { message: 'hi' });
    expect(reply.status).toBe(201);
    expect(reply.body.chat_id).toBe(res.body.chat_id);
  });

  it('lets an attendee write to the organizer and back', async () => {
    const world = await eventWorld(server.ctx, 1);
    const [alice] = world.attendees;
    expect((await send(alice!.token, world.organizer.user.id, { message: 'question' })).status).toBe(201);
    expect((await send(world.organizer.token, alice!.user.id, { message: 'answer' })).status).toBe(201);
  });

  it('answers 404 for a recipient outside the token’s event or unknown, 422 for oneself', async () => {
    const world = await eventWorld(server.ctx, 1);
    const [alice] = world.attendees;
    const outside = await send(alice!.token, world.outsider.user.id, { message: 'hi' });
    expect(outside.status).toBe(404);
    expect(outside.body.errors[0].code).toBe('user_not_found');
    expect((await send(alice!.token, 999_999_999, { message: 'hi' })).status).toBe(404);
    const self = await send(alice!.token, alice!.user.id, { message: 'me' });
    expect(self.status).toBe(422);
    expect(self.body.errors[0].field).toBe('to');
    expect((await server.http.get('/connect/chats', { token: alice!.token })).body._total_items).toBe(0);
  });

  it('answers 403 not_event_participant when the sender’s ticket is gone', async () => {
    const world = await eventWorld(server.ctx, 2);
    const [alice, bob] = world.attendees;
    await server.ctx.db.deleteFrom('attendee_tickets').where('user_id', '=', alice!.user.id).execute();
    const res = await send(alice!.token, bob!.user.id, { message: 'hi' });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('not_event_participant');
  });

  it('answers 401 without a token, 403 event_token_required with an unbound token', async () => {
    const world = await eventWorld(server.ctx, 1);
    const target = world.attendees[0]!.user.id;
    expect((await server.http.post(`/connect/users/${target}/messages`, { message: 'x' })).status).toBe(401);
    const unbound = await send(world.outsider.token, target, { message: 'x' });
    expect(unbound.status).toBe(403);
    expect(unbound.body.errors[0].code).toBe('event_token_required');
  });

  it('refuses bad input with 422 and stores nothing', async () => {
    const world = await eventWorld(server.ctx, 2);
    const [alice, bob] = world.attendees;
    for (const body of [{}, { message: '' }, { message: ' ' }, { message: 5 }, { message: 'x'.repeat(2001) }, { message: 'a\u0000b' }, { message: 'ok', client_message_id: '' }, { message: 'ok', client_message_id: 'a\u0000' }]) {
      const res = await send(alice!.token, bob!.user.id, body);
      expect(res.status, JSON.stringify(body).slice(0, 30)).toBe(422);
    }
    expect((await server.http.post('/connect/users/abc/messages', { message: 'x' }, { token: alice!.token })).status).toBe(422);
    expect((await server.http.post('/connect/users/0/messages', { message: 'x' }, { token: alice!.token })).status).toBe(422);
    expect((await server.http.get(`/connect/users/${bob!.user.id}/messages`, { token: alice!.token })).body._total_items).toBe(0);
  });

  it('stores one message for retries with the same client_message_id (200 with the first)', async () => {
    const world = await eventWorld(server.ctx, 2);
    const notes = recordNotifications(server.ctx);
    const [alice, bob] = world.attendees;
    const body = { message: 'once', client_message_id: 'abc' };
    const results = await Promise.all([1, 2, 3].map(() => send(alice!.token, bob!.user.id, body)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const ids = new Set(results.map((r) => r.body.id));
    expect(ids.size).toBe(1);
    expect(notes.chat).toHaveLength(1);
    const list = await server.http.get(`/connect/users/${bob!.user.id}/messages`, { token: alice!.token });
    expect(list.body._total_items).toBe(1);
  });

  it('rate-limits sending per user', async () => {
    const world = await eventWorld(server.ctx, 2);
    const [alice, bob] = world.attendees;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await send(alice!.token, bob!.user.id, { message: `m${i}` })).status);
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await send(bob!.token, alice!.user.id, { message: 'still fine' })).status).toBe(201);
  });

  it('gives the budget back for refusals and retries, and still answers a retry once the budget is spent', async () => {
    const world = await eventWorld(server.ctx, 2);
    const [alice, bob] = world.attendees;
    const stranger = await createUser(server.ctx);
    // Refused sends (unknown recipient) and retries cost nothing: 30 new messages still go through after them.
    for (let i = 0; i < 5; i++) expect((await send(alice!.token, stranger.id, { message: 'nobody' })).status).toBe(404);
    const first = await send(alice!.token, bob!.user.id, { message: 'm0', client_message_id: 'budget-0' });
    expect(first.status).toBe(201);
    for (let i = 0; i < 3; i++) expect((await send(alice!.token, bob!.user.id, { message: 'm0', client_message_id: 'budget-0' })).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 1; i < 31; i++) statuses.push((await send(alice!.token, bob!.user.id, { message: `m${i}` })).status);
    expect(statuses.slice(0, 29).every((s) => s === 201)).toBe(true);
    expect(statuses[29]).toBe(429);
    // Out of budget, a retry of a stored message is still answered with it; a new one is refused.
    const retry = await send(alice!.token, bob!.user.id, { message: 'm0', client_message_id: 'budget-0' });
    expect(retry.status).toBe(200);
    expect(retry.body.id).toBe(first.body.id);
    expect((await send(alice!.token, bob!.user.id, { message: 'new', client_message_id: 'budget-new' })).status).toBe(429);
  });

  it('two users writing to each other for the first time at once share one chat, and every message is stored once', async () => {
    const world = await eventWorld(server.ctx, 2);
    const [alice, bob] = world.attendees;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? send(alice!.token, bob!.user.id, { message: `a${i}` }) : send(bob!.token, alice!.user.id, { message: `b${i}` }))),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    const chats = new Set(results.map((r) => r.body.chat_id));
    expect(chats.size).toBe(1);
    const members = await server.ctx.db.selectFrom('chat_members').select(['user_id', 'last_message_id']).where('chat_id', '=', [...chats][0]!).execute();
    const last = Math.max(...results.map((r) => r.body.id as number));
    expect(members.map((m) => m.last_message_id)).toEqual([last, last]);
    const list = await server.http.get(`/connect/users/${bob!.user.id}/messages`, { token: alice!.token });
    expect(list.body._total_items).toBe(10);
  });
});

describe('chats and their messages', () => {
  it('lists chats latest activity first with the other member, last message and unread count; mark read', async () => {
    const world = await eventWorld(server.ctx, 3);
    const [alice, bob, carol] = world.attendees;
    await send(bob!.token, alice!.user.id, { message: 'from bob 1' });
    await send(bob!.token, alice!.user.id, { message: 'from bob 2' });
    await send(carol!.token, alice!.user.id, { message: 'from carol' });
    const chats = await server.http.get('/connect/chats', { token: alice!.token });
    expect(chats.status).toBe(200);
    expect(chats.body._total_items).toBe(2);
    const [first, second] = chats.body._embedded.chat;
    expect(first).toMatchObject({ user: { id: carol!.user.id }, last_message: { message: 'from carol', from: carol!.user.id }, unread: 1 });
    expect(second).toMatchObject({ user: { id: bob!.user.id }, last_message: { message: 'from bob 2' }, unread: 2 });
    expect(chats.text).not.toContain(bob!.user.mobile);
    expect(first.user).not.toHaveProperty('mobile');

    // Alice's reply moves bob's chat to the top; her own message is not unread for her.
    await send(alice!.token, bob!.user.id, { message: 'reply' });
    const again = await server.http.get('/connect/chats', { token: alice!.token });
    expect(again.body._embedded.chat[0]).toMatchObject({ id: second.id, unread: 2, last_message: { message: 'reply' } });

    expect((await server.http.put(`/connect/chats/${second.id}/read`, undefined, { token: alice!.token })).status).toBe(204);
    const read = await server.http.get('/connect/chats', { token: alice!.token });
    expect(read.body._embedded.chat[0].unread).toBe(0);
    const bobView = await server.http.get('/connect/chats', { token: bob!.token });
    expect(bobView.body._embedded.chat[0]).toMatchObject({ user: { id: alice!.user.id }, unread: 1 });
  });

  it('pages a chat’s messages newest first, after=<id> oldest first, the same via the user path', async () => {
    const world = await eventWorld(server.ctx, 2);
    const [alice, bob] = world.attendees;
    const sent = [];
    for (let i = 1; i <= 4; i++) sent.push((await send(i % 2 ? alice!.token : bob!.token, i % 2 ? bob!.user.id : alice!.user.id, { message: `m${i}` })).body);
    const chatId = sent[0].chat_id;
    const page = await server.http.get(`/connect/chats/${chatId}/messages?page_size=3`, { token: bob!.token });
    expect(page.body).toMatchObject({ _total_items: 4, _page: 1, _page_count: 2 });
    expect(page.body._embedded.chat_message.map((m: any) => m.message)).toEqual(['m4', 'm3', 'm2']);
    const after = await server.http.get(`/connect/chats/${chatId}/messages?after=${sent[1].id}`, { token: alice!.token });
    expect(after.body._embedded.chat_message.map((m: any) => m.message)).toEqual(['m3', 'm4']);
    const withBob = await server.http.get(`/connect/users/${bob!.user.id}/messages`, { token: alice!.token });
    expect(withBob.body._embedded.chat_message.map((m: any) => m.id)).toEqual(sent.map((m) => m.id).reverse());
    const claims = await server.ctx.tokens.verifyAccessToken(alice!.token);
    expect((await server.ctx.chat.listAfter(claims, sent[0].id, 100)).map((m) => m.message)).toEqual(['m2', 'm3', 'm4']);
  });

  it('pages a long chat by the before cursor of its next link; page alone reaches 10,000 messages (422 beyond); the total is capped', async () => {
    const world = await eventWorld(server.ctx, 2);
    const [alice, bob] = world.attendees;
    const first = (await send(alice!.token, bob!.user.id, { message: 'm0' })).body;
    // 10,049 more (m1 … m10049, in id order), written straight to the table: sending is 30 a minute.
    await sql`insert into chat_messages (chat_id, sender_id, recipient_id, message)
      select ${first.chat_id}, ${alice!.user.id}, ${bob!.user.id}, 'm' || i from generate_series(1, 10049) i`.execute(server.ctx.db);
    const paths = [`/connect/chats/${first.chat_id}/messages`, `/connect/users/${bob!.user.id}/messages`];
    const get = (path: string) => server.http.get(path.replace(server.url, ''), { token: alice!.token });
    expect(MAX_PAGE_OFFSET).toBe(10_000);
    for (const path of paths) {
      // Offset 10,000: refused with a body that names `page` and says what to do.
      for (const q of ['page=101&page_size=100', 'page=501', 'after=0&page=101&page_size=100']) {
        const deep = await get(`${path}?${q}`);
        expect(deep.status, q).toBe(422);
        expect(deep.body.errors[0]).toMatchObject({ code: 'invalid', field: 'page' });
        expect(deep.body.errors[0].message).toMatch(/10,000 items deep; follow the next link/);
      }
      // The deepest offset page, then its next link (page 101 and `before`) reads further, to the chat's first message.
      const page100 = await get(`${path}?page=100&page_size=100`);
      expect(page100.status).toBe(200);
      expect(page100.body).toMatchObject({ _total_items: CHAT_MESSAGE_COUNT_CAP, _page: 100 });
      const items = page100.body._embedded.chat_message;
      expect([items[0].message, items.at(-1).message]).toEqual(['m149', 'm50']);
      expect(page100.body._links.next.href).toBe(`${server.url}${path}?page=101&page_size=100&before=${items.at(-1).id}`);
      const page101 = await get(page100.body._links.next.href);
      expect(page101.status).toBe(200);
      expect(page101.body._page).toBe(101);
      const rest = page101.body._embedded.chat_message.map((m: any) => m.message);
      expect(rest).toEqual(Array.from({ length: 50 }, (_, i) => `m${49 - i}`));
      expect(page101.body._links.next).toBeUndefined();
      // Page 1 links `before` too; a `before` past the end is an empty page, a bad one 422.
      const page1 = await get(`${path}?page_size=3`);
      expect(page1.body._embedded.chat_message.map((m: any) => m.message)).toEqual(['m10049', 'm10048', 'm10047']);
      expect(page1.body._links.next.href).toContain(`before=${page1.body._embedded.chat_message[2].id}`);
      expect((await get(`${path}?before=${first.id}`)).body._embedded.chat_message).toEqual([]);
      for (const q of ['before=0', 'before=x', 'before=-1']) expect((await get(`${path}?${q}`)).status, q).toBe(422);
    }
  });

  it('pages the chat list by a cursor in its next link (exact total); page alone reaches 10,000 chats (422 beyond)', async () => {
    const world = await eventWorld(server.ctx, 4);
    const [alice, bob, carol, dave] = world.attendees;
    for (const peer of [bob, carol, dave]) expect((await send(alice!.token, peer!.user.id, { message: `hi ${peer!.user.id}` })).status).toBe(201);
    const get = (path: string) => server.http.get(path.replace(server.url, ''), { token: alice!.token });
    const page1 = await get('/connect/chats?page_size=2');
    expect(page1.body).toMatchObject({ _total_items: 3, _page: 1, _page_count: 2 });
    expect(page1.body._embedded.chat.map((c: any) => c.user.id)).toEqual([dave!.user.id, carol!.user.id]);
    expect(page1.body._links.next.href).toMatch(new RegExp(`^${server.url}/connect/chats\\?page_size=2&page=2&cursor=[A-Za-z0-9_-]+$`));
    const page2 = await get(page1.body._links.next.href);
    expect(page2.body._embedded.chat.map((c: any) => c.user.id)).toEqual([bob!.user.id]);
    expect(page2.body._links.next).toBeUndefined();
    // The offset page 2 is the same page.
    expect((await get('/connect/chats?page_size=2&page=2')).body._embedded.chat.map((c: any) => c.user.id)).toEqual([bob!.user.id]);
    const bad = await get('/connect/chats?cursor=not-a-cursor');
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toMatchObject({ code: 'invalid', field: 'cursor' });
    const deep = await get('/connect/chats?page=5001&page_size=2');
    expect(deep.status).toBe(422);
    expect(deep.body.errors[0]).toMatchObject({ code: 'invalid', field: 'page' });
    expect(deep.body.errors[0].message).toContain('10,000');
    const lastOffset = await get('/connect/chats?page=5000&page_size=2');
    expect(lastOffset.status).toBe(200);
    expect(lastOffset.body._embedded.chat).toEqual([]);
  });

  it('hides a chat and its messages from anyone but the two members (404)', async () => {
    const world = await eventWorld(server.ctx, 3);
    const [alice, bob, mallory] = world.attendees;
    const msg = (await send(alice!.token, bob!.user.id, { message: 'secret' })).body;
    const peek = await server.http.get(`/connect/chats/${msg.chat_id}/messages`, { token: mallory!.token });
    expect(peek.status).toBe(404);
    expect(peek.text).not.toContain('secret');
    expect((await server.http.put(`/connect/chats/${msg.chat_id}/read`, undefined, { token: mallory!.token })).status).toBe(404);
    const theirs = await server.http.get(`/connect/users/${bob!.user.id}/messages`, { token: mallory!.token });
    expect(theirs.body._total_items).toBe(0);
    expect((await server.http.get('/connect/chats', { token: mallory!.token })).body._total_items).toBe(0);
    const claims = await server.ctx.tokens.verifyAccessToken(mallory!.token);
    expect(await server.ctx.chat.listAfter(claims, 0, 100)).toEqual([]);
    // An unbound token still reads the caller's own chats.
    const unbound = await tokenFor(server.ctx, alice!.user);
    expect((await server.http.get(`/connect/chats/${msg.chat_id}/messages`, { token: unbound })).body._total_items).toBe(1);
  });

  it('answers 401 without a token and 404/422 for unknown or bad ids', async () => {
    const user = await createUser(server.ctx);
    const token = await tokenFor(server.ctx, user);
    expect((await server.http.get('/connect/chats')).status).toBe(401);
    expect((await server.http.get('/connect/chats/1/messages')).status).toBe(401);
    expect((await server.http.put('/connect/chats/1/read')).status).toBe(401);
    expect((await server.http.get('/connect/users/1/messages')).status).toBe(401);
    expect((await server.http.get('/connect/chats/999999999/messages', { token })).status).toBe(404);
    expect((await server.http.put('/connect/chats/999999999/read', undefined, { token })).status).toBe(404);
    expect((await server.http.get('/connect/users/999999999/messages', { token })).status).toBe(404);
    expect((await server.http.get('/connect/chats/x/messages', { token })).status).toBe(422);
    expect((await server.http.get('/connect/chats?page_size=500', { token })).status).toBe(422);
  });
});
