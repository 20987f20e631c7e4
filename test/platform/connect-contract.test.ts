import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import { createClient, createUser, issueTicket, tokenFor } from '../helpers/factories.js';
import { eventWorld } from '../helpers/networking.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { closeAllSockets, collect, connectSocket, eventually, request, settle } from '../helpers/sockets.js';

/**
 * Acceptance audit of {connect_url} and the socket API as an app (and an attacker) sees them: regressions for
 * what the audit found (cursors past int4, lone surrogates, NUL in client credentials, unknown socket events,
 * `_links.last` past the end) and a privacy sweep over every list, profile and push.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ attachments: [attachRealtime] });
});
afterAll(async () => {
  closeAllSockets();
  await server?.stop();
});
afterEach(() => closeAllSockets());

const BEYOND_INT4 = [2_147_483_648, 9_999_999_999];

describe('page envelope links (seed 2.2)', () => {
  it('has self only on a single page, next and last before the end, last (no next) past the end', async () => {
    const world = await eventWorld(server.ctx, 4);
    const token = world.attendees[0]!.token;
    const base = `${server.url}/connect/event/attendees`;

    const single = await server.http.get('/connect/event/attendees', { token });
    expect(single.body._links).toEqual({ self: { href: `${base}?page=1` } });

    const first = await server.http.get('/connect/event/attendees?page_size=2', { token });
    expect(first.body).toMatchObject({ _total_items: 4, _page: 1, _page_count: 2 });
    expect(first.body._links).toEqual({
      self: { href: `${base}?page_size=2&page=1` },
      // The directory's next link also carries a keyset cursor (issue 22).
      next: { href: expect.stringMatching(new RegExp(`^${base}\\?page_size=2&page=2&cursor=[A-Za-z0-9_-]+$`)) },
      last: { href: `${base}?page_size=2&page=2` },
    });

    const lastPage = await server.http.get('/connect/event/attendees?page_size=2&page=2', { token });
    expect(lastPage.body._links).toEqual({ self: { href: `${base}?page_size=2&page=2` } });

    const beyond = await server.http.get('/connect/event/attendees?page_size=2&page=7', { token });
    expect(beyond.status).toBe(200);
    expect(beyond.body._embedded.public_user).toEqual([]);
    expect(beyond.body._links).toEqual({ self: { href: `${base}?page_size=2&page=7` }, last: { href: `${base}?page_size=2&page=2` } });
  });
});

describe('after cursors past the largest id', () => {
  it('answer an empty page over REST, never a database error', async () => {
    const world = await eventWorld(server.ctx, 2);
    const [alice, bob] = world.attendees;
    await server.http.post('/connect/livefeed/messages', { message: 'hi' }, { token: alice!.token });
    const sent = await server.http.post(`/connect/users/${bob!.user.id}/messages`, { message: 'hello' }, { token: alice!.token });
    expect(sent.status).toBe(201);
    for (const after of BEYOND_INT4) {
      for (const path of ['/connect/livefeed/messages', `/connect/chats/${sent.body.chat_id}/messages`, `/connect/users/${bob!.user.id}/messages`]) {
        const res = await server.http.get(`${path}?after=${after}`, { token: alice!.token });
        expect(res.status, `${path} after=${after}`).toBe(200);
        expect(res.body._total_items).toBe(0);
      }
    }
  });

  it('answer an empty sync over the socket; chat:read with an id past int4 is invalid', async () => {
    const world = await eventWorld(server.ctx, 2);
    const [alice, bob] = world.attendees;
    const socket = await connectSocket(server, alice!.token);
    const sent = await request(socket, 'chat:send', { to: bob!.user.id, message: 'hello' });
    expect(sent.ok).toBe(true);
    for (const after of [...BEYOND_INT4, Number.MAX_SAFE_INTEGER]) {
      const ack = await request(socket, 'sync', { livefeed_after: after, chat_after: after });
      expect(ack).toEqual({ ok: true, data: { livefeed: [], chat: [], has_more: false } });
    }
    const read = await request(socket, 'chat:read', { chat_id: 2_147_483_648 });
    expect(read).toMatchObject({ ok: false, error: { code: 'invalid', field: 'chat_id' } });
  });
});

describe('messages are stored exactly as sent, or refused', () => {
  const samples = [
    '<script>alert(1)</script> &amp; <b>bold</b>',
    'line one\nline two\r\n\ttabbed',
    'سلام دنیا ‏RTL‎ mixed',
    '👩‍👩‍👧 family ✈️ and 🇮🇷',
    '😀'.repeat(2000),
    "' OR 1=1; -- %00 \\u0000",
  ];

  it('round-trips HTML, multi-line, RTL, emoji and 2,000 code points over REST and sockets', async () => {
    const world = await eventWorld(server.ctx, 2);
    const [alice, bob] = world.attendees;
    const socket = await connectSocket(server, bob!.token);
    for (const message of samples) {
      expect((await server.http.post('/connect/livefeed/messages', { message }, { token: alice!.token })).status).toBe(204);
      const chat = await server.http.post(`/connect/users/${bob!.user.id}/messages`, { message }, { token: alice!.token });
      expect(chat.status).toBe(201);
      expect(chat.body.message).toBe(message);
      const viaSocket = await request(socket, 'chat:send', { to: alice!.user.id, message });
      expect(viaSocket.ok && viaSocket.data.message).toBe(message);
    }
    const feed = await server.http.get('/connect/livefeed/messages?after=0&page_size=100', { token: bob!.token });
    expect(feed.body._embedded.livefeed_message.map((m: { message: string }) => m.message)).toEqual(samples);
    const chat = await server.http.get(`/connect/users/${alice!.user.id}/messages?after=0&page_size=100`, { token: bob!.token });
    expect(chat.body._embedded.chat_message.map((m: { message: string }) => m.message)).toEqual(samples.flatMap((m) => [m, m]));
  });

  it('refuses lone UTF-16 surrogates (422 / invalid) instead of storing U+FFFD', async () => {
    const world = await eventWorld(server.ctx, 2);
    const [alice, bob] = world.attendees;
    const socket = await connectSocket(server, alice!.token);
    for (const message of ['\ud800', 'x \udfff y', 'end\ud83d']) {
      const feed = await server.http.post('/connect/livefeed/messages', { message }, { token: alice!.token });
      expect(feed.status).toBe(422);
      expect(feed.body.errors[0]).toMatchObject({ code: 'invalid', field: 'message' });
      const chat = await server.http.post(`/connect/users/${bob!.user.id}/messages`, { message }, { token: alice!.token });
      expect(chat.status).toBe(422);
      expect(await request(socket, 'livefeed:post', { message })).toMatchObject({ ok: false, error: { code: 'invalid', field: 'message' } });
      expect(await request(socket, 'chat:send', { to: bob!.user.id, message })).toMatchObject({ ok: false, error: { code: 'invalid', field: 'message' } });
    }
    const cmid = await server.http.post('/connect/livefeed/messages', { message: 'ok', client_message_id: 'a\ud800' }, { token: alice!.token });
    expect(cmid.status).toBe(422);
    expect(cmid.body.errors[0].field).toBe('client_message_id');
    expect((await server.http.get('/connect/livefeed/messages', { token: alice!.token })).body._total_items).toBe(0);
    expect((await server.http.get(`/connect/users/${bob!.user.id}/messages`, { token: alice!.token })).body._total_items).toBe(0);
  });
});

describe('token endpoint with NUL characters', () => {
  it('answers RFC 6749 errors (no 500) for NUL in body parameters, JSON or form', async () => {
    const client = await createClient(server.ctx);
    const json = await server.http.post('/connect/oauth2/token', { grant_type: 'refresh_token', client_id: `${client.client_id}\u0000`, client_secret: client.client_secret, refresh_token: 'x' });
    expect(json.status).toBe(400);
    expect(json.body).toMatchObject({ error: 'invalid_request' });
    expect(json.headers.get('cache-control')).toBe('no-store');
    const form = await server.http.post('/connect/oauth2/token', undefined, {
      raw: 'grant_type=refresh_token&client_id=demo%00app&client_secret=x&refresh_token=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(400);
    expect(form.body.error).toBe('invalid_request');
  });

  it('answers invalid_client with a Basic challenge for NUL in HTTP Basic credentials', async () => {
    const res = await server.http.post('/connect/oauth2/token', undefined, {
      raw: 'grant_type=refresh_token&refresh_token=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from('demo%00app:secret').toString('base64')}` },
    });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('invalid_client');
    expect(res.headers.get('www-authenticate')).toMatch(/^Basic /);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('socket events the server does not know', () => {
  it('are acknowledged at once with unknown_event (no client timeout), and the socket keeps working', async () => {
    const world = await eventWorld(server.ctx, 1);
    const socket = await connectSocket(server, world.attendees[0]!.token);
    const started = Date.now();
    const ack = await request(socket, 'chat:delete' as never, { id: 1 }, 2000);
    expect(ack).toMatchObject({ ok: false, error: { code: 'unknown_event' } });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(await request(socket, 'sync', {})).toEqual({ ok: true, data: { livefeed: [], chat: [], has_more: false } });
  });

  it('take an event sent with only an acknowledgement as an empty payload (sync) and still refuse null', async () => {
    const world = await eventWorld(server.ctx, 1);
    const socket = await connectSocket(server, world.attendees[0]!.token);
    const bare = await (socket.timeout(2000) as unknown as { emitWithAck(event: string): Promise<unknown> }).emitWithAck('sync');
    expect(bare).toEqual({ ok: true, data: { livefeed: [], chat: [], has_more: false } });
    const post = await (socket.timeout(2000) as unknown as { emitWithAck(event: string): Promise<unknown> }).emitWithAck('livefeed:post');
    expect(post).toMatchObject({ ok: false, error: { code: 'message_required', field: 'message' } });
    expect(await request(socket, 'sync', null)).toMatchObject({ ok: false, error: { code: 'malformed_payload' } });
  });
});

describe('privacy sweep: no response or push carries another user’s mobile or e-mail', () => {
  it('holds for every {connect_url} read and every socket payload seen by a participant', async () => {
    const world = await eventWorld(server.ctx, 2);
    const [alice, bob] = world.attendees;
    const carolUser = await createUser(server.ctx, { email: `carol.${Date.now()}@example.com`, job_title: 'Spy' });
    await issueTicket(server.ctx, world.event.id, carolUser.id);
    const carol = { user: carolUser, token: await tokenFor(server.ctx, carolUser, { eventId: world.event.id }) };
    for (const p of [alice!, bob!]) {
      await server.ctx.db.updateTable('users').set({ email: `p${p.user.id}.${Date.now()}@example.com` }).where('id', '=', p.user.id).execute();
    }
    const secrets = async (exceptId: number) => {
      const rows = await server.ctx.db.selectFrom('users').select(['id', 'mobile', 'email']).where('id', 'in', [alice!.user.id, bob!.user.id, carol.user.id, world.organizer.user.id]).execute();
      return rows.filter((r) => r.id !== exceptId).flatMap((r) => [r.mobile, r.mobile.replace('+98', '0'), r.mobile.slice(3), ...(r.email ? [r.email] : [])]);
    };

    const aliceSocket = await connectSocket(server, alice!.token);
    const feedPushes = collect(aliceSocket, 'livefeed:message');
    const chatPushes = collect(aliceSocket, 'chat:message');

    await server.http.post('/connect/livefeed/messages', { message: 'from carol' }, { token: carol.token });
    const chat = await server.http.post(`/connect/users/${alice!.user.id}/messages`, { message: 'hi alice' }, { token: carol.token });
    await server.http.put(`/connect/bookmarks/users/${carol.user.id}`, undefined, { token: alice!.token });
    const sync = await request(aliceSocket, 'sync', { livefeed_after: 0, chat_after: 0 });
    expect(sync.ok && sync.data.livefeed.length + sync.data.chat.length).toBe(2);
    await eventually(() => {
      expect(feedPushes.map((i) => i.message)).toEqual(['from carol']);
      expect(chatPushes.map((i) => i.message)).toEqual(['hi alice']);
    });

    const reads = [
      `/connect/users/${carol.user.id}`,
      `/connect/users/${bob!.user.id}`,
      '/connect/event/attendees?page_size=100',
      '/connect/livefeed/messages',
      '/connect/chats',
      `/connect/chats/${chat.body.chat_id}/messages`,
      `/connect/users/${carol.user.id}/messages`,
      '/connect/bookmarks/users',
    ];
    const forbidden = await secrets(alice!.user.id);
    for (const path of reads) {
      const res = await server.http.get(path, { token: alice!.token });
      expect(res.status, path).toBe(200);
      for (const secret of forbidden) expect(res.text, `${path} leaks ${secret}`).not.toContain(secret);
    }
    const socketText = JSON.stringify([feedPushes, chatPushes, sync]);
    for (const secret of forbidden) expect(socketText, `socket leaks ${secret}`).not.toContain(secret);
    // q never matches the hidden fields either (a search would reveal them one guess at a time).
    for (const q of [carol.user.mobile, carol.user.mobile.slice(3), carolUser.email!]) {
      expect((await server.http.get(`/connect/event/attendees?q=${encodeURIComponent(q)}`, { token: alice!.token })).body._total_items, q).toBe(0);
    }
    // The caller's own profile does carry their own mobile and e-mail.
    const me = await server.http.get('/connect/users/me', { token: alice!.token });
    expect(me.body.mobile).toBe(alice!.user.mobile);
    expect(me.body.email).toMatch(/@example\.com$/);
  });
});

describe('request bodies that cannot be read', () => {
  it('a corrupt compressed body is 400 (not a 500), on the token endpoint in RFC 6749 shape', async () => {
    const world = await eventWorld(server.ctx, 1);
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const res = await server.http.post('/connect/livefeed/messages', undefined, {
        token: world.attendees[0]!.token,
        raw: '{"message":"not really compressed"}',
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
      });
      expect(res.status, encoding).toBe(400);
      expect(res.body.errors[0].code).toBe('bad_request');
    }
    const token = await server.http.post('/connect/oauth2/token', undefined, {
      raw: 'grant_type=refresh_token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-encoding': 'gzip' },
    });
    expect(token.status).toBe(400);
    expect(token.body.error).toBe('invalid_request');
    expect((await server.http.get('/connect/livefeed/messages', { token: world.attendees[0]!.token })).body._total_items).toBe(0);
  });
});

describe('PATCH /connect/users/me with text that cannot be stored as sent', () => {
  it('refuses lone surrogates in profile text fields (422) and keeps the profile unchanged', async () => {
    const user = await createUser(server.ctx, { biography: 'before' });
    const token = await tokenFor(server.ctx, user);
    for (const field of ['name', 'surname', 'biography', 'jobTitle', 'organization', 'telegram', 'linkedin']) {
      const res = await server.http.patch('/connect/users/me', { [field]: 'a\ud800b' }, { token });
      expect(res.status, field).toBe(422);
      expect(res.body.errors[0].field).toBe(field);
    }
    const ok = await server.http.patch('/connect/users/me', { biography: 'سلام 👋\n<b>hi</b>' }, { token });
    expect(ok.status).toBe(200);
    expect(ok.body.biography).toBe('سلام 👋\n<b>hi</b>');
    expect((await server.http.get('/connect/users/me', { token })).body.name).toBe(user.name);
  });
});

describe('chat client_message_id reused for another recipient', () => {
  it('is 409 over REST and sockets (not the first message to someone else); a true retry still answers 200', async () => {
    const world = await eventWorld(server.ctx, 3);
    const [alice, bob, carol] = world.attendees;
    const first = await server.http.post(`/connect/users/${bob!.user.id}/messages`, { message: 'hi', client_message_id: 'c-1' }, { token: alice!.token });
    expect(first.status).toBe(201);
    const retry = await server.http.post(`/connect/users/${bob!.user.id}/messages`, { message: 'hi', client_message_id: 'c-1' }, { token: alice!.token });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    const reused = await server.http.post(`/connect/users/${carol!.user.id}/messages`, { message: 'hi', client_message_id: 'c-1' }, { token: alice!.token });
    expect(reused.status).toBe(409);
    expect(reused.body.errors[0]).toMatchObject({ code: 'client_message_id_reused', field: 'client_message_id' });
    const socket = await connectSocket(server, alice!.token);
    expect(await request(socket, 'chat:send', { to: carol!.user.id, message: 'hi', client_message_id: 'c-1' })).toMatchObject({ ok: false, error: { code: 'client_message_id_reused' } });
    expect(await request(socket, 'chat:send', { to: bob!.user.id, message: 'hi', client_message_id: 'c-1' })).toEqual({ ok: true, data: first.body });
    // Nothing was stored for carol, and no chat with her was opened.
    expect((await server.http.get('/connect/chats', { token: carol!.token })).body._total_items).toBe(0);
  });
});

describe('a socket whose user no longer takes part in the token’s event', () => {
  it('does not join the event room (no live feed pushes); chat, which is not event-bound, still syncs', async () => {
    const world = await eventWorld(server.ctx, 2);
    const [alice, bob] = world.attendees;
    // Alice's ticket is removed; her (refreshable) token still names the event.
    await server.ctx.db.deleteFrom('attendee_tickets').where('event_id', '=', world.event.id).where('user_id', '=', alice!.user.id).execute();
    const removed = await connectSocket(server, alice!.token);
    const watcher = await connectSocket(server, bob!.token);
    const removedFeed = collect(removed, 'livefeed:message');
    const watcherFeed = collect(watcher, 'livefeed:message');
    expect((await server.http.post('/connect/livefeed/messages', { message: 'members only' }, { token: bob!.token })).status).toBe(204);
    await eventually(() => expect(watcherFeed.map((i) => i.message)).toEqual(['members only']));
    await settle();
    expect(removedFeed).toEqual([]);
    expect(await request(removed, 'sync', { livefeed_after: 0 })).toMatchObject({ ok: false, error: { code: 'not_event_participant' } });
    expect(await request(removed, 'sync', { chat_after: 0 })).toEqual({ ok: true, data: { livefeed: [], chat: [], has_more: false } });
  });
});
