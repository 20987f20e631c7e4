import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import type { ChatMessageItem, LivefeedItem } from '../../server/networking/types.js';
import { createUser, tokenFor } from '../helpers/factories.js';
import { eventWithAttendees } from '../helpers/realtime-cluster.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { closeAllSockets, collect, connectSocket, eventually, request, settle } from '../helpers/sockets.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ attachments: [attachRealtime] });
});
afterAll(async () => {
  closeAllSockets();
  await server?.stop();
});
afterEach(() => closeAllSockets());

type SyncAck = { livefeed: LivefeedItem[]; chat: ChatMessageItem[]; has_more: boolean };

describe('livefeed:post', () => {
  it('validates like REST', async () => {
    const { users } = await eventWithAttendees(server, 1);
    const socket = await connectSocket(server, users[0]!.token);
    expect(await request(socket, 'livefeed:post', {})).toMatchObject({ ok: false, error: { code: 'message_required', field: 'message' } });
    expect(await request(socket, 'livefeed:post', { message: '   ' })).toMatchObject({ ok: false, error: { code: 'invalid', field: 'message' } });
    expect(await request(socket, 'livefeed:post', { message: 42 })).toMatchObject({ ok: false, error: { code: 'invalid', field: 'message' } });
    expect(await request(socket, 'livefeed:post', { message: 'x'.repeat(2001) })).toMatchObject({ ok: false, error: { code: 'invalid', field: 'message' } });
    expect(await request(socket, 'livefeed:post', { message: 'ok', client_message_id: 7 })).toMatchObject({ ok: false, error: { code: 'invalid', field: 'client_message_id' } });
    expect(await request(socket, 'livefeed:post', 'hello')).toMatchObject({ ok: false, error: { code: 'malformed_payload' } });
    expect(await request(socket, 'livefeed:post', [{ message: 'hi' }])).toMatchObject({ ok: false, error: { code: 'malformed_payload' } });
    // Nothing was stored by any of those.
    const list = await server.http.get('/connect/livefeed/messages', { token: users[0]!.token });
    expect(list.body._total_items).toBe(0);
    // 2,000 characters (code points) is fine.
    expect(await request(socket, 'livefeed:post', { message: '😀'.repeat(2000) })).toMatchObject({ ok: true });
  });

  it('needs an event-bound token', async () => {
    const user = await createUser(server.ctx);
    const socket = await connectSocket(server, await tokenFor(server.ctx, user));
    expect(await request(socket, 'livefeed:post', { message: 'hi' })).toMatchObject({ ok: false, error: { code: 'event_token_required' } });
  });

  it('stores and delivers a retried post (same client_message_id) once', async () => {
    const { users } = await eventWithAttendees(server, 2);
    const socket = await connectSocket(server, users[0]!.token);
    const watcher = await connectSocket(server, users[1]!.token);
    const got = collect(watcher, 'livefeed:message');
    const first = await request<LivefeedItem>(socket, 'livefeed:post', { message: 'once', client_message_id: 'c-1' });
    const retry = await request<LivefeedItem>(socket, 'livefeed:post', { message: 'once', client_message_id: 'c-1' });
    expect(first.ok && retry.ok).toBe(true);
    if (!first.ok || !retry.ok) return;
    expect(retry.data).toEqual(first.data);
    await eventually(() => expect(got).toEqual([first.data]));
    await settle();
    expect(got).toHaveLength(1);
    const list = await server.http.get('/connect/livefeed/messages', { token: users[1]!.token });
    expect(list.body._total_items).toBe(1);
  });

  it('rate-limits a socket that floods', async () => {
    const { users } = await eventWithAttendees(server, 1);
    const socket = await connectSocket(server, users[0]!.token);
    const acks = await Promise.all(Array.from({ length: 12 }, (_, i) => request(socket, 'livefeed:post', { message: `flood ${i}` })));
    expect(acks.filter((a) => a.ok)).toHaveLength(10);
    expect(acks.filter((a) => !a.ok)).toEqual([
      { ok: false, error: { code: 'rate_limited', message: expect.stringContaining('livefeed:post'), retry_after: expect.any(Number) } },
      { ok: false, error: { code: 'rate_limited', message: expect.stringContaining('livefeed:post'), retry_after: expect.any(Number) } },
    ]);
    expect(socket.connected).toBe(true);
  });
});

describe('chat:send', () => {
  it('validates like REST, and only to a participant of the event', async () => {
    const { users } = await eventWithAttendees(server, 2);
    const outsider = await createUser(server.ctx);
    const socket = await connectSocket(server, users[0]!.token);
    const to = users[1]!.id;
    expect(await request(socket, 'chat:send', { message: 'hi' })).toMatchObject({ ok: false, error: { code: 'invalid', field: 'to' } });
    expect(await request(socket, 'chat:send', { to: String(to), message: 'hi' })).toMatchObject({ ok: false, error: { code: 'invalid', field: 'to' } });
    expect(await request(socket, 'chat:send', { to: -1, message: 'hi' })).toMatchObject({ ok: false, error: { code: 'invalid', field: 'to' } });
    expect(await request(socket, 'chat:send', { to })).toMatchObject({ ok: false, error: { code: 'invalid', field: 'message' } });
    expect(await request(socket, 'chat:send', { to, message: '' })).toMatchObject({ ok: false, error: { code: 'invalid', field: 'message' } });
    expect(await request(socket, 'chat:send', { to: users[0]!.id, message: 'me' })).toMatchObject({ ok: false, error: { code: 'invalid', field: 'to' } });
    expect(await request(socket, 'chat:send', { to: outsider.id, message: 'hi' })).toMatchObject({ ok: false, error: { code: 'user_not_found' } });
    expect(await request(socket, 'chat:send', { to: 999_999_999, message: 'hi' })).toMatchObject({ ok: false, error: { code: 'user_not_found' } });
    const chats = await server.http.get('/connect/chats', { token: users[0]!.token });
    expect(chats.body._total_items).toBe(0);
  });

  it('needs an event-bound token', async () => {
    const { users } = await eventWithAttendees(server, 2);
    const socket = await connectSocket(server, await tokenFor(server.ctx, users[0]!));
    expect(await request(socket, 'chat:send', { to: users[1]!.id, message: 'hi' })).toMatchObject({ ok: false, error: { code: 'event_token_required' } });
  });

  it('stores a retried send once and answers with the first message', async () => {
    const { users } = await eventWithAttendees(server, 2);
    const socket = await connectSocket(server, users[0]!.token);
    const bob = await connectSocket(server, users[1]!.token);
    const got = collect(bob, 'chat:message');
    const payload = { to: users[1]!.id, message: 'once', client_message_id: 'retry-me' };
    const [first, second] = [await request<ChatMessageItem>(socket, 'chat:send', payload), await request<ChatMessageItem>(socket, 'chat:send', payload)];
    expect(first.ok && second.ok).toBe(true);
    if (!first.ok || !second.ok) return;
    expect(second.data).toEqual(first.data);
    await eventually(() => expect(got).toEqual([first.data]));
    await settle();
    expect(got).toHaveLength(1);
  });
});

describe('sync', () => {
  it('returns nothing for omitted cursors and validates cursors', async () => {
    const { users } = await eventWithAttendees(server, 1);
    const socket = await connectSocket(server, users[0]!.token);
    expect(await request(socket, 'sync', {})).toEqual({ ok: true, data: { livefeed: [], chat: [], has_more: false } });
    expect(await request(socket, 'sync', { livefeed_after: null, chat_after: null })).toEqual({ ok: true, data: { livefeed: [], chat: [], has_more: false } });
    expect(await request(socket, 'sync', { livefeed_after: -1 })).toMatchObject({ ok: false, error: { code: 'invalid', field: 'livefeed_after' } });
    expect(await request(socket, 'sync', { chat_after: '5' })).toMatchObject({ ok: false, error: { code: 'invalid', field: 'chat_after' } });
    expect(await request(socket, 'sync', { chat_after: 1.5 })).toMatchObject({ ok: false, error: { code: 'invalid', field: 'chat_after' } });
    expect(await request(socket, 'sync', null)).toMatchObject({ ok: false, error: { code: 'malformed_payload' } });
  });

  it('answers a token not bound to an event with its chat and an empty feed (CONTRACT 9)', async () => {
    const { users } = await eventWithAttendees(server, 2);
    const sent = await server.http.post(`/connect/users/${users[0]!.id}/messages`, { message: 'hi' }, { token: users[1]!.token });
    expect(sent.status).toBe(201);
    const socket = await connectSocket(server, await tokenFor(server.ctx, users[0]!));
    const both = await request<SyncAck>(socket, 'sync', { livefeed_after: 0, chat_after: 0 });
    expect(both).toMatchObject({ ok: true, data: { livefeed: [], has_more: false } });
    if (both.ok) expect(both.data.chat.map((m) => m.id)).toEqual([sent.body.id]);
    expect(await request(socket, 'sync', { livefeed_after: 0 })).toEqual({ ok: true, data: { livefeed: [], chat: [], has_more: false } });
    const res = await request<SyncAck>(socket, 'sync', { chat_after: 0 });
    expect(res).toMatchObject({ ok: true, data: { livefeed: [], has_more: false } });
    if (res.ok) expect(res.data.chat.map((m) => m.id)).toEqual([sent.body.id]);
  });

  it('pages by 100 with has_more, oldest first, never another event or another pair’s chat', async () => {
    const { users } = await eventWithAttendees(server, 8);
    const other = await eventWithAttendees(server, 2);
    const reader = users[0]!;
    const ids: number[] = [];
    // 140 feed posts (over the services, 20 per user keeps within the per-user limit) and noise elsewhere.
    for (let i = 0; i < 140; i++) {
      const author = users[1 + (i % 7)]!;
      const claims = await server.ctx.tokens.verifyAccessToken(author.token);
      const { item } = await server.ctx.livefeed.post(claims, { message: `p${i}` });
      ids.push(item.id);
    }
    await server.ctx.livefeed.post(await server.ctx.tokens.verifyAccessToken(other.users[0]!.token), { message: 'elsewhere' });
    await server.http.post(`/connect/users/${users[2]!.id}/messages`, { message: 'not for the reader' }, { token: users[1]!.token });

    const socket = await connectSocket(server, reader.token);
    const first = await request<SyncAck>(socket, 'sync', { livefeed_after: 0, chat_after: 0 });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.data.livefeed.map((m) => m.id)).toEqual(ids.slice(0, 100));
    expect(first.data.chat).toEqual([]);
    expect(first.data.has_more).toBe(true);
    const second = await request<SyncAck>(socket, 'sync', { livefeed_after: ids[99], chat_after: 0 });
    expect(second).toMatchObject({ ok: true, data: { has_more: false, chat: [] } });
    if (second.ok) expect(second.data.livefeed.map((m) => m.id)).toEqual(ids.slice(100));
  });
});

describe('robustness', () => {
  it('processes an event sent without an acknowledgement callback and keeps the socket', async () => {
    const { users } = await eventWithAttendees(server, 1);
    const socket = await connectSocket(server, users[0]!.token);
    const got = collect(socket, 'livefeed:message');
    socket.emit('livefeed:post' as any, { message: 'no ack' });
    socket.emit('sync' as any);
    await eventually(() => expect(got.map((m) => m.message)).toEqual(['no ack']));
    expect(await request(socket, 'sync', {})).toMatchObject({ ok: true });
  });

  it('answers an unexpected failure with internal_error and logs it', async () => {
    const { users } = await eventWithAttendees(server, 1);
    const socket = await connectSocket(server, users[0]!.token);
    const original = server.ctx.livefeed.listAfter;
    server.ctx.livefeed.listAfter = async () => {
      throw new Error('database on fire');
    };
    try {
      expect(await request(socket, 'sync', { livefeed_after: 0 })).toEqual({
        ok: false,
        error: { code: 'internal_error', message: expect.not.stringContaining('fire') },
      });
    } finally {
      server.ctx.livefeed.listAfter = original;
    }
    expect(server.log.lines.some((l) => l.msg === 'realtime.handler_failed' && l.event === 'sync')).toBe(true);
    expect(await request(socket, 'sync', { livefeed_after: 0 })).toMatchObject({ ok: true });
  });
});
