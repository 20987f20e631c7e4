import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessageItem, LivefeedItem } from '../../server/networking/types.js';
import { tokenFor } from '../helpers/factories.js';
import { eventWithAttendees, startTwoNodes } from '../helpers/realtime-cluster.js';
import { clusterRedis } from '../helpers/redis-server.js';
import type { TestServer } from '../helpers/server.js';
import { closeAllSockets, collect, connectSocket, eventually, request, settle } from '../helpers/sockets.js';

let redis: Awaited<ReturnType<typeof clusterRedis>>;
beforeAll(async () => {
  redis = await clusterRedis();
});
afterAll(async () => {
  await redis?.stop();
});

describe.each([
  { adapter: 'redis', sharded: '0' },
  { adapter: 'redis-sharded', sharded: '1' },
])('two nodes through the $adapter adapter', ({ sharded }) => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    [a, b] = await startTwoNodes(redis.url, { REDIS_SHARDED_ADAPTER: sharded });
  });
  afterAll(async () => {
    closeAllSockets();
    await Promise.all([a?.stop(), b?.stop()]);
  });
  afterEach(() => closeAllSockets());

  it('delivers a feed post made over a socket on one node to the event room on both nodes, the sender included', async () => {
    const { users } = await eventWithAttendees(a, 3);
    const [alice, bob, carol] = users as [(typeof users)[0], (typeof users)[0], (typeof users)[0]];
    const other = await eventWithAttendees(a, 1);
    const aliceA = await connectSocket(a, alice.token);
    const bobB = await connectSocket(b, bob.token);
    const carolB = await connectSocket(b, carol.token, { transports: ['polling'] });
    const strangerB = await connectSocket(b, other.users[0]!.token);
    const got = [aliceA, bobB, carolB, strangerB].map((s) => collect(s, 'livefeed:message'));

    const ack = await request<LivefeedItem>(aliceA, 'livefeed:post', { message: 'Hello <b>all</b> 👋' });
    expect(ack.ok).toBe(true);
    if (!ack.ok) return;
    expect(ack.data).toMatchObject({ message: 'Hello <b>all</b> 👋', user: { id: alice.id } });
    expect(ack.data.user).not.toHaveProperty('mobile');
    await eventually(() => {
      for (const list of got.slice(0, 3)) expect(list).toEqual([ack.data]);
    });
    await settle();
    expect(got[3]).toEqual([]);
  });

  it('delivers a feed post made over REST on one node to sockets on the other', async () => {
    const { users } = await eventWithAttendees(a, 2);
    const bobA = await connectSocket(a, users[1]!.token);
    const got = collect(bobA, 'livefeed:message');
    const res = await b.http.post('/connect/livefeed/messages', { message: 'over REST' }, { token: users[0]!.token });
    expect(res.status).toBe(204);
    await eventually(() => expect(got.map((i) => [i.message, i.user.id])).toEqual([['over REST', users[0]!.id]]));
  });

  it('delivers a chat message to both members on every node, and never to a third user', async () => {
    const { users } = await eventWithAttendees(a, 3);
    const [alice, bob, carol] = users as [(typeof users)[0], (typeof users)[0], (typeof users)[0]];
    const aliceA = await connectSocket(a, alice.token);
    const aliceB = await connectSocket(b, await tokenFor(b.ctx, alice)); // a second device, token not event-bound
    const bobB = await connectSocket(b, bob.token);
    const carolA = await connectSocket(a, carol.token);
    const carolB = await connectSocket(b, carol.token);
    const got = [aliceA, aliceB, bobB, carolA, carolB].map((s) => collect(s, 'chat:message'));

    const ack = await request<ChatMessageItem>(aliceA, 'chat:send', { to: bob.id, message: '  exactly as sent  ' });
    expect(ack).toMatchObject({ ok: true, data: { from: alice.id, to: bob.id, message: '  exactly as sent  ' } });
    if (!ack.ok) return;
    await eventually(() => {
      for (const list of got.slice(0, 3)) expect(list).toEqual([ack.data]);
    });

    // The reply goes over REST on the other node.
    const reply = await b.http.post(`/connect/users/${alice.id}/messages`, { message: 'reply' }, { token: bob.token });
    expect(reply.status).toBe(201);
    await eventually(() => {
      for (const list of got.slice(0, 3)) expect(list.map((m) => m.id)).toEqual([ack.data.id, reply.body.id]);
    });
    await settle();
    expect(got[3]).toEqual([]);
    expect(got[4]).toEqual([]);
  });

  it('marks a chat read for a member only', async () => {
    const { users } = await eventWithAttendees(a, 3);
    const [alice, bob, carol] = users as [(typeof users)[0], (typeof users)[0], (typeof users)[0]];
    const sent = await a.http.post(`/connect/users/${bob.id}/messages`, { message: 'read me' }, { token: alice.token });
    expect(sent.status).toBe(201);
    const bobB = await connectSocket(b, bob.token);
    const before = await b.http.get('/connect/chats', { token: bob.token });
    expect(before.body._embedded.chat[0]).toMatchObject({ id: sent.body.chat_id, unread: 1 });
    expect(await request(bobB, 'chat:read', { chat_id: sent.body.chat_id })).toEqual({ ok: true, data: { chat_id: sent.body.chat_id } });
    const after = await b.http.get('/connect/chats', { token: bob.token });
    expect(after.body._embedded.chat[0]).toMatchObject({ id: sent.body.chat_id, unread: 0 });

    const carolB = await connectSocket(b, carol.token);
    expect(await request(carolB, 'chat:read', { chat_id: sent.body.chat_id })).toMatchObject({ ok: false, error: { code: 'chat_not_found' } });
    expect(await request(carolB, 'chat:read', { chat_id: '1' })).toMatchObject({ ok: false, error: { code: 'invalid', field: 'chat_id' } });
    expect(await request(carolB, 'chat:read', {})).toMatchObject({ ok: false, error: { code: 'invalid', field: 'chat_id' } });
  });

  it('gives a client that was offline for 50 messages all of them, in order, once, from sync on the other node', async () => {
    const { users } = await eventWithAttendees(a, 6);
    const bob = users[0]!;
    const senders = users.slice(1);
    // Bob is online on node A and sees one message of each stream...
    const bobA = await connectSocket(a, bob.token);
    const feedA = collect(bobA, 'livefeed:message');
    const chatA = collect(bobA, 'chat:message');
    await a.http.post('/connect/livefeed/messages', { message: 'seen' }, { token: senders[0]!.token });
    await a.http.post(`/connect/users/${bob.id}/messages`, { message: 'seen' }, { token: senders[0]!.token });
    await eventually(() => {
      expect(feedA).toHaveLength(1);
      expect(chatA).toHaveLength(1);
    });
    bobA.close();

    // ...goes offline while 50 of each are posted, over REST and sockets on node A (several senders: the
    // per-user limits stay out of the way)...
    const feedSent: number[] = [];
    const chatSent: number[] = [];
    const senderSockets = await Promise.all(senders.map((s) => connectSocket(a, s.token)));
    for (let i = 0; i < 50; i++) {
      const sender = senders[i % senders.length]!;
      const socket = senderSockets[i % senders.length]!;
      if (i % 2 === 0) {
        const post = await request<LivefeedItem>(socket, 'livefeed:post', { message: `feed ${i}` });
        if (!post.ok) throw new Error(JSON.stringify(post));
        feedSent.push(post.data.id);
        const chat = await a.http.post(`/connect/users/${bob.id}/messages`, { message: `chat ${i}` }, { token: sender.token });
        expect(chat.status).toBe(201);
        chatSent.push(chat.body.id);
      } else {
        expect((await a.http.post('/connect/livefeed/messages', { message: `feed ${i}` }, { token: sender.token })).status).toBe(204);
        const chat = await request<ChatMessageItem>(socket, 'chat:send', { to: bob.id, message: `chat ${i}` });
        if (!chat.ok) throw new Error(JSON.stringify(chat));
        chatSent.push(chat.data.id);
      }
    }

    // ...and reconnects to node B, catching up from the last ids it saw.
    const bobB = await connectSocket(b, bob.token);
    const feed: LivefeedItem[] = [];
    const chat: ChatMessageItem[] = [];
    let cursor = { livefeed_after: feedA[0]!.id, chat_after: chatA[0]!.id };
    for (let round = 0; ; round++) {
      const res = await request<{ livefeed: LivefeedItem[]; chat: ChatMessageItem[]; has_more: boolean }>(bobB, 'sync', cursor);
      if (!res.ok) throw new Error(JSON.stringify(res));
      feed.push(...res.data.livefeed);
      chat.push(...res.data.chat);
      cursor = { livefeed_after: feed.at(-1)?.id ?? cursor.livefeed_after, chat_after: chat.at(-1)?.id ?? cursor.chat_after };
      if (!res.data.has_more) break;
      expect(round).toBeLessThan(5);
    }
    expect(feed.map((m) => m.message)).toEqual(Array.from({ length: 50 }, (_, i) => `feed ${i}`));
    expect(chat.map((m) => m.message)).toEqual(Array.from({ length: 50 }, (_, i) => `chat ${i}`));
    expect(new Set(feed.map((m) => m.id)).size).toBe(50);
    expect(chat.map((m) => m.id)).toEqual(chatSent);
    expect(feed.filter((_, i) => i % 2 === 0).map((m) => m.id)).toEqual(feedSent);
    expect(chat.every((m) => m.to === bob.id)).toBe(true);
  });
});
