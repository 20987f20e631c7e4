import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessageItem, LivefeedItem } from '../../server/networking/types.js';
import { createUser, issueTicket, tokenFor } from '../helpers/factories.js';
import { eventWithAttendees, startTwoNodes } from '../helpers/realtime-cluster.js';
import { OwnRedis } from '../helpers/redis-server.js';
import type { TestServer } from '../helpers/server.js';
import { closeAllSockets, collect, connectSocket, eventually, request } from '../helpers/sockets.js';

/**
 * Redis is killed (SIGKILL) and restarted on the same port while two nodes run. Always a redis-server of this
 * file's own, whatever TEST_REDIS_URL says: the shared one is never stopped.
 */
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeAll(() => {
  process.on('unhandledRejection', onUnhandled);
});
afterAll(() => {
  process.off('unhandledRejection', onUnhandled);
});

type SyncAck = { livefeed: LivefeedItem[]; chat: ChatMessageItem[]; has_more: boolean };

describe.each([
  { adapter: 'redis', sharded: '0' },
  { adapter: 'redis-sharded', sharded: '1' },
])('Redis stopped and restarted under the $adapter adapter', ({ sharded }) => {
  let redis: OwnRedis;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    redis = await OwnRedis.start();
    [a, b] = await startTwoNodes(redis.url, { REDIS_SHARDED_ADAPTER: sharded });
  });
  afterAll(async () => {
    closeAllSockets();
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.kill();
  });
  afterEach(() => closeAllSockets());

  it('loses no stored message, crashes nothing, and resumes cross-node delivery by itself', async () => {
    const { event, users } = await eventWithAttendees(a, 3);
    const [alice, bob, carol] = users as [(typeof users)[0], (typeof users)[0], (typeof users)[0]];
    const aliceA = await connectSocket(a, alice.token);
    const bobB = await connectSocket(b, bob.token);
    const aliceFeed = collect(aliceA, 'livefeed:message');
    const bobFeed = collect(bobB, 'livefeed:message');
    const bobChat = collect(bobB, 'chat:message');
    let bobHints = 0;
    bobB.on('sync:required', () => bobHints++);
    const carolProbe = collect(await connectSocket(b, carol.token), 'chat:message');

    // Before: cross-node delivery works.
    expect((await a.http.post('/connect/livefeed/messages', { message: 'before' }, { token: alice.token })).status).toBe(204);
    await eventually(() => expect(bobFeed.map((m) => m.message)).toEqual(['before']));
    const lastSeen = bobFeed[0]!.id;
    const dave0 = await createUser(a.ctx);

    // Kill it with publishes in flight: node-redis rejects those, and the adapter does not catch them itself.
    for (let i = 0; i < 2000; i++) {
      a.ctx.notifier.push({ chat: [dave0.id] }, 'chat:message', { id: -i, chat_id: 0, from: alice.id, to: dave0.id, message: 'burst', created_at: new Date().toISOString() });
    }
    await redis.kill();
    await eventually(() => expect(a.ctx.redis?.isReady).toBe(false));

    // During: REST and sockets still store and answer; this node's sockets still get their messages at once.
    const during: number[] = [];
    for (let i = 0; i < 3; i++) {
      expect((await a.http.post('/connect/livefeed/messages', { message: `during ${i}` }, { token: alice.token })).status).toBe(204);
      const post = await request<LivefeedItem>(aliceA, 'livefeed:post', { message: `during socket ${i}` });
      expect(post.ok).toBe(true);
      if (post.ok) during.push(post.data.id);
    }
    await eventually(() => expect(aliceFeed.map((m) => m.message)).toEqual(['before', 'during 0', 'during socket 0', 'during 1', 'during socket 1', 'during 2', 'during socket 2']));
    const chatDuring = await request<ChatMessageItem>(aliceA, 'chat:send', { to: bob.id, message: 'while Redis was away' });
    expect(chatDuring.ok).toBe(true);
    // A client can still connect (the handshake needs no Redis), here a new user on node B.
    const dave = await createUser(b.ctx);
    await issueTicket(b.ctx, event.id, dave.id);
    const daveB = await connectSocket(b, await tokenFor(b.ctx, dave, { eventId: event.id }));
    const daveChat = collect(daveB, 'chat:message');
    expect((await a.http.get('/healthz')).status).toBe(200);
    // Still ready (it serves, delivers locally, clients catch up with sync), with the degraded part named.
    const ready = await b.http.get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'degraded', checks: { database: 'ok', redis: 'down' } });

    await redis.start();

    // After: delivery across nodes resumes without anyone doing anything. Probes go through node A's notifier
    // (the path every stored message takes) to carol on node B, until one gets through.
    let probes = 0;
    await eventually(
      () => {
        a.ctx.notifier.push({ chat: [carol.id] }, 'chat:message', { id: -++probes, chat_id: 0, from: alice.id, to: carol.id, message: 'probe', created_at: new Date().toISOString() });
        expect(carolProbe.length).toBeGreaterThan(0);
      },
      20_000,
      250,
    );
    // Resumed: a fresh message crosses at once, to users who connected before and during the outage.
    expect((await a.http.post(`/connect/users/${bob.id}/messages`, { message: 'after' }, { token: alice.token })).status).toBe(201);
    expect((await a.http.post(`/connect/users/${dave.id}/messages`, { message: 'after, dave' }, { token: alice.token })).status).toBe(201);
    await eventually(() => {
      expect(bobChat.map((m) => m.message)).toContain('after');
      expect(daveChat.map((m) => m.message)).toEqual(['after, dave']);
    });

    // Bob's socket stayed connected throughout; node B tells it to catch up once all three of its links (commands,
    // publish, subscribe) are back, each on its own reconnect backoff of up to 3 s: a loaded machine takes a while.
    await eventually(() => expect(bobHints).toBeGreaterThan(0), 20_000, 100);
    expect(aliceA.connected && bobB.connected).toBe(true);

    // Nothing stored was lost: bob catches up from the last feed id he saw, on either node.
    const res = await request<SyncAck>(bobB, 'sync', { livefeed_after: lastSeen, chat_after: 0 });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.data.livefeed.map((m) => m.message)).toEqual(['during 0', 'during socket 0', 'during 1', 'during socket 1', 'during 2', 'during socket 2']);
    expect(res.data.livefeed.filter((m) => m.message.startsWith('during socket')).map((m) => m.id)).toEqual(during);
    expect(res.data.chat.map((m) => m.message)).toEqual(['while Redis was away', 'after']);
    // Whatever bob got live is a subset of what sync returns (dedupe by id is all a client needs).
    const synced = new Set([lastSeen, ...res.data.livefeed.map((m) => m.id)]);
    expect(bobFeed.every((m) => synced.has(m.id))).toBe(true);
    expect(unhandled).toEqual([]);
  }, 60_000);
});
