import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import { createConvene, memoryTokenStore, RealtimeError, type ChatMessage, type Convene, type LivefeedMessage, type Realtime } from '../../client/index.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createClient, localMobile } from '../helpers/factories.js';
import { eventWorld } from '../helpers/networking.js';
import type { Participant } from '../helpers/networking.js';
import { eventually } from '../helpers/sockets.js';
import { TcpProxy } from '../helpers/tcp-proxy.js';
import { createTestDatabase } from '../helpers/database.js';

/** A fetch that counts the calls to each path (token endpoint calls show the single-flight refresh). */
function countingFetch() {
  const calls = new Map<string, number>();
  const fn: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.set(url.pathname, (calls.get(url.pathname) ?? 0) + 1);
    return fetch(input, init);
  };
  return { fn, calls };
}

describe('client library against a real server', () => {
  let server: TestServer;
  let oauth: { client_id: string; client_secret: string };
  let world: Awaited<ReturnType<typeof eventWorld>>;
  const open: Array<{ close(): void }> = [];

  beforeAll(async () => {
    server = await startTestServer({ attachments: [attachRealtime] });
    oauth = await createClient(server.ctx);
    world = await eventWorld(server.ctx, 16);
  });
  afterEach(() => {
    for (const item of open.splice(0)) item.close();
  });
  afterAll(async () => server.stop());

  // One code per number per 60 s: each login below is a different attendee of the event.
  let next = 2;
  async function loggedIn(fetchImpl?: typeof fetch): Promise<{ convene: Convene; userId: number }> {
    const convene = createConvene({ baseUrl: server.url, clientId: oauth.client_id, clientSecret: oauth.client_secret, fetch: fetchImpl });
    const user = world.attendees[next++]!.user;
    await convene.requestCode(localMobile(user.mobile));
    await convene.login({ mobile: localMobile(user.mobile), code: server.sms.lastCode(user.mobile)!, eventId: world.event.id });
    return { convene, userId: user.id };
  }

  /** Resolves when the connection next goes live (connected, and synced until has_more was false). */
  const nextLive = (realtime: Realtime) => new Promise<void>((resolve) => realtime.on('state', (s: string) => s === 'live' && resolve()));

  /** Two attendees' connections, both connected and b live, with what b is passed of `event`. */
  async function chatPair(event: 'chat:message' | 'chat:updated') {
    const { convene: a } = await loggedIn();
    const { convene: b, userId: bId } = await loggedIn();
    const ra = a.realtime();
    const rb = b.realtime();
    open.push(ra, rb);
    const got: ChatMessage[] = [];
    rb.on(event, (item: ChatMessage) => got.push(item));
    const live = nextLive(rb);
    ra.connect();
    rb.connect();
    await live;
    return { a, ra, rb, bId, got };
  }

  it('logs in by code and makes typed REST calls with the token', async () => {
    const convene = createConvene({ baseUrl: server.url, clientId: oauth.client_id, clientSecret: oauth.client_secret });
    const mobile = world.attendees[0]!.user.mobile;
    const sent = await convene.requestCode(localMobile(mobile));
    expect(sent.retry_after).toBeGreaterThan(0);
    await convene.login({ mobile: localMobile(mobile), code: server.sms.lastCode(mobile)!, eventId: world.event.id });
    const me = await convene.rest.GET('/connect/users/me');
    expect(me.response.status).toBe(200);
    expect(me.data?.id).toBe(world.attendees[0]!.user.id);
  });

  it('admits the web app as a public client (no secret) and no other client without its secret', async () => {
    const user = world.attendees[next++]!.user;
    await server.http.post('/connect/mobile/verification-codes', { mobile: localMobile(user.mobile) });
    const grant = { grant_type: 'event_mobile_verification', mobile: localMobile(user.mobile), mobile_verification_code: server.sms.lastCode(user.mobile)!, event_id: world.event.id };
    const other = await server.http.post('/connect/oauth2/token', { ...grant, client_id: oauth.client_id });
    expect(other.status).toBe(401);
    expect(other.body.error).toBe('invalid_client');
    const unknown = await server.http.post('/connect/oauth2/token', { ...grant, client_id: 'no-such-client' });
    expect(unknown.status).toBe(401);
    const web = await server.http.post('/connect/oauth2/token', { ...grant, client_id: server.ctx.config.webClientId });
    expect(web.status).toBe(200);
    const refreshed = await server.http.post('/connect/oauth2/token', { grant_type: 'refresh_token', refresh_token: web.body.refresh_token, client_id: 'convene-web' });
    expect(refreshed.status).toBe(200);
  });

  it('refuses a wrong code with the token endpoint error and stays logged out', async () => {
    const convene = createConvene({ baseUrl: server.url, clientId: oauth.client_id, clientSecret: oauth.client_secret });
    await expect(convene.login({ mobile: localMobile(world.attendees[1]!.user.mobile), code: '00000', eventId: world.event.id })).rejects.toMatchObject({ error: 'invalid_grant' });
    expect(convene.session.tokens).toBeNull();
    const me = await convene.rest.GET('/connect/users/me');
    expect(me.response.status).toBe(401);
  });

  it('shares one refresh among concurrent calls and repeats a call refused with 401', async () => {
    const counting = countingFetch();
    const { convene } = await loggedIn(counting.fn);
    const tokens = convene.session.tokens!;
    // An access token the server refuses, that the client still believes valid: the 401 path.
    convene.session.set({ ...tokens, access_token: `${tokens.access_token}x` });
    counting.calls.clear();
    const answers = await Promise.all(Array.from({ length: 5 }, () => convene.rest.GET('/connect/users/me')));
    expect(answers.map((a) => a.response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(counting.calls.get('/connect/oauth2/token')).toBe(1);
    // An access token about to expire: renewed before use, once for all callers.
    convene.session.set({ ...convene.session.tokens!, expires_at: Date.now() });
    counting.calls.clear();
    await Promise.all(Array.from({ length: 5 }, () => convene.rest.GET('/connect/users/me')));
    expect(counting.calls.get('/connect/oauth2/token')).toBe(1);
    expect(counting.calls.get('/connect/users/me')).toBe(5);
  });

  it('delivers chat live, and what was sent while offline exactly once after reconnecting', async () => {
    const { ra, rb, bId, got } = await chatPair('chat:message');
    const first = await ra.sendChat(bId, 'hello');
    await eventually(() => expect(got.map((m) => m.id)).toEqual([first.id]));
    rb.socket.disconnect();
    const offline = [await ra.sendChat(bId, 'one'), await ra.sendChat(bId, 'two')];
    rb.connect();
    await eventually(() => expect(got.map((m) => m.id)).toEqual([first.id, ...offline.map((m) => m.id)]));
  });

  it('passes on edits and deletions made while offline as chat:updated after reconnecting, and keeps their cursor', async () => {
    const { a, ra, rb, bId, got: updated } = await chatPair('chat:updated');
    const kept = await ra.sendChat(bId, 'see you at 10');
    const gone = await ra.sendChat(bId, 'wrong chat');
    rb.socket.disconnect();
    const path = { chat_id: kept.chat_id, message_id: kept.id };
    expect((await a.rest.PATCH('/connect/chats/{chat_id}/messages/{message_id}', { params: { path }, body: { message: 'see you at 11' } })).response.status).toBe(200);
    expect((await a.rest.DELETE('/connect/chats/{chat_id}/messages/{message_id}', { params: { path: { chat_id: gone.chat_id, message_id: gone.id } } })).response.status).toBe(204);
    rb.connect();
    await eventually(() =>
      expect(updated.map((m) => [m.id, m.message, m.deleted ?? false])).toEqual([
        [kept.id, 'see you at 11', false],
        [gone.id, '', true],
      ]),
    );
    // The cursor moved past both: the next reconnect passes nothing on again.
    expect(rb.cursors.chat_updates_after).toBeGreaterThan(0);
    rb.socket.disconnect();
    const again = nextLive(rb);
    rb.connect();
    await again;
    expect(updated).toHaveLength(2);
  });

  it('starts a feed without a cursor at its newest item: history stays on REST, later posts come once, also across a reconnect', async () => {
    const { convene: a } = await loggedIn();
    const { convene: b } = await loggedIn();
    const poster = world.attendees[0]!;
    for (let i = 0; i < 3; i++) expect((await server.http.post('/connect/livefeed/messages', { message: `history ${i}` }, { token: poster.token })).status).toBe(204);
    const newest = (await server.http.get('/connect/livefeed/messages?page_size=3', { token: poster.token })).body._embedded.livefeed_message as Array<{ id: number }>;
    const history = newest.map((m) => m.id).reverse();
    const fetches = countingFetch();
    const rb = b.realtime({ fetch: fetches.fn });
    const whole = b.realtime({ cursors: { livefeed_after: 0 } });
    open.push(rb, whole);
    const got: number[] = [];
    const all: number[] = [];
    rb.on('livefeed:message', (item: LivefeedMessage) => got.push(item.id));
    whole.on('livefeed:message', (item: LivefeedMessage) => all.push(item.id));
    const live = Promise.all([nextLive(rb), nextLive(whole)]);
    rb.connect();
    whole.connect();
    await live;
    // The newest item was read once over REST and became the cursor; nothing before it was passed on.
    expect(fetches.calls.get('/connect/livefeed/messages')).toBe(1);
    expect(rb.cursors.livefeed_after).toBe(Math.max(...history));
    expect(got).toEqual([]);
    // Asked for with cursor 0, the whole feed comes by sync.
    expect(all.filter((id) => history.includes(id))).toEqual(history);
    const ra = a.realtime();
    open.push(ra);
    ra.connect();
    const first = await ra.postToFeed('after the start');
    await eventually(() => expect(got).toEqual([first.id]));
    rb.socket.disconnect();
    const offline = await ra.postToFeed('while b was away');
    const back = nextLive(rb);
    rb.connect();
    await back;
    await eventually(() => expect(got).toEqual([first.id, offline.id]));
    // Anchored once: the reconnect synced from the cursor without reading the newest item again.
    expect(fetches.calls.get('/connect/livefeed/messages')).toBe(1);
  });

  it('leaves the feed out for a token without an event and asks for it once', async () => {
    const convene = createConvene({ baseUrl: server.url, clientId: oauth.client_id, clientSecret: oauth.client_secret });
    const user = world.attendees[next++]!.user;
    await convene.requestCode(localMobile(user.mobile));
    await convene.login({ mobile: localMobile(user.mobile), code: server.sms.lastCode(user.mobile)! });
    const fetches = countingFetch();
    const rt = convene.realtime({ fetch: fetches.fn });
    open.push(rt);
    const live = nextLive(rt);
    rt.connect();
    await live;
    expect(rt.cursors.livefeed_after).toBeUndefined();
    rt.socket.disconnect();
    const again = nextLive(rt);
    rt.connect();
    await again;
    expect(fetches.calls.get('/connect/livefeed/messages')).toBe(1);
  });

  it('asks a sync answered "not now" again on the same connection instead of reconnecting (issue 21)', async () => {
    const { convene: a } = await loggedIn();
    const ra = a.realtime();
    open.push(ra);
    let connects = 0;
    ra.socket.on('connect', () => connects++);
    await new Promise<void>((resolve) => {
      ra.on('state', (s: string) => s === 'live' && resolve());
      ra.connect();
    });
    // Spend the socket's sync budget (30 per 10 s; the connection's own sync took one): the next is rate_limited.
    const answers: string[] = [];
    for (let i = 0; i < 30; i++) {
      const ack = (await ra.socket.emitWithAck('sync', {})) as { ok: boolean; error?: { code: string } };
      answers.push(ack.ok ? 'ok' : ack.error!.code);
    }
    expect(answers.at(-1)).toBe('rate_limited');
    const synced = new Promise<void>((resolve) => ra.on('state', (s: string) => s === 'live' && resolve()));
    // What the server's `sync:required` does: the library syncs, is told to wait, waits and syncs again.
    (ra as unknown as { resync(): Promise<void> }).resync();
    await synced;
    expect(connects).toBe(1);
    expect(ra.socket.connected).toBe(true);
  }, 20_000);

  it('rejects sends over the chat budget with the rate_limited acknowledgement and its retry time (issue 44)', async () => {
    const { a, ra, bId } = await chatPair('chat:message');
    // 40 at once: past the socket's 20 per 10 s and the user's 30 a minute. Every promise settles, well before a
    // budget would come back.
    const started = Date.now();
    const outcomes = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => ra.sendChat(bId, `burst ${i}`)));
    expect(Date.now() - started).toBeLessThan(8_000);
    const sent = outcomes.filter((o): o is PromiseFulfilledResult<ChatMessage> => o.status === 'fulfilled').map((o) => o.value);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected').map((o) => o.reason as unknown);
    expect(sent.length).toBeGreaterThan(0);
    expect(refused.length).toBe(40 - sent.length);
    expect(refused.length).toBeGreaterThanOrEqual(10);
    for (const err of refused) {
      expect(err).toBeInstanceOf(RealtimeError);
      expect((err as RealtimeError).code).toBe('rate_limited');
      expect((err as RealtimeError).retryAfter).toBeGreaterThanOrEqual(1);
      expect((err as RealtimeError).retryAfter).toBeLessThanOrEqual(60);
    }
    // What was acknowledged is stored, once each; what was refused is not.
    const chat = await a.rest.GET('/connect/chats/{chat_id}/messages', { params: { path: { chat_id: sent[0]!.chat_id }, query: { page_size: 100 } } });
    const stored = (chat.data?._embedded.chat_message ?? []).map((m) => m.message).sort();
    expect(stored).toEqual(sent.map((m) => m.message).sort());
  }, 30_000);

  it('stores a send once when its acknowledgement is lost and the client retries', async () => {
    const { convene: a } = await loggedIn();
    const ra = a.realtime({ ackTimeoutMs: 200 });
    open.push(ra);
    await new Promise<void>((resolve) => {
      ra.on('state', (s: string) => s === 'live' && resolve());
      ra.connect();
    });
    const before = await a.rest.GET('/connect/livefeed/messages');
    const total = before.data?._total_items ?? 0;
    // Drop the connection right after the send leaves: the acknowledgement never arrives, the retry repeats the id.
    const posting = ra.postToFeed('retried once');
    ra.socket.io.engine.close();
    const item = await posting;
    const after = await a.rest.GET('/connect/livefeed/messages');
    expect(after.data?._total_items).toBe(total + 1);
    expect(after.data?._embedded.livefeed_message.filter((m) => m.id === item.id)).toHaveLength(1);
  });
});

// Two nodes need a database both can reach and Redis between them: PostgreSQL mode.
describe.skipIf(!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL)('client library across a node restart', () => {
  it('loses and repeats no feed item or chat message flowing both ways while the node it is on stops and another takes over', async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL! };
    // The database belongs to the test, not to a node: node A stops while messages flow.
    const database = await createTestDatabase();
    const nodeA = await startTestServer({ database, attachments: [attachRealtime], env });
    const nodeB = await startTestServer({ database, attachments: [attachRealtime], env: { ...env, REDIS_KEY_PREFIX: nodeA.ctx.config.redisKeyPrefix } });
    const proxy = await TcpProxy.start('127.0.0.1', nodeA.running.port);
    const oauth = await createClient(nodeA.ctx);
    const world = await eventWorld(nodeA.ctx, 3);
    const [reader, poster, chatter] = world.attendees as [Participant, Participant, Participant];
    const client = createConvene({ baseUrl: `http://127.0.0.1:${proxy.port}`, clientId: oauth.client_id, clientSecret: oauth.client_secret, store: memoryTokenStore() });
    await client.requestCode(localMobile(reader.user.mobile));
    await client.login({ mobile: localMobile(reader.user.mobile), code: nodeA.sms.lastCode(reader.user.mobile)!, eventId: world.event.id });
    const realtime = client.realtime({ transports: ['websocket'], ackTimeoutMs: 2_000 });
    const feed: LivefeedMessage[] = [];
    const chat: ChatMessage[] = [];
    realtime.on('livefeed:message', (item: LivefeedMessage) => feed.push(item));
    realtime.on('chat:message', (item: ChatMessage) => chat.push(item));
    await new Promise<void>((resolve) => {
      realtime.on('state', (s: string) => s === 'live' && resolve());
      realtime.connect();
    });
    let connects = 0;
    realtime.socket.on('connect', () => connects++);
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    /** `n` calls started `everyMs` apart, each running while the ones before it may still be in flight. */
    const spaced = (n: number, everyMs: number, fn: (i: number) => Promise<unknown>) =>
      Promise.all(Array.from({ length: n }, async (_, i) => {
        await pause(i * everyMs);
        await fn(i);
      }));
    // Concurrently, for about a second: one attendee posts to the feed and another sends the reader chat messages
    // (REST on node B, within the per-user limits of 20 posts and 30 messages a minute), while the reader sends
    // chat messages back through the library on node A; node A stops a third of the way in.
    const sent: ChatMessage[] = [];
    const flowing = Promise.all([
      spaced(20, 50, async (i) => {
        const res = await nodeB.http.post('/connect/livefeed/messages', { message: `feed ${i}` }, { token: poster.token });
        expect(res.status, res.text).toBe(204);
      }),
      spaced(15, 60, async (i) => {
        const res = await nodeB.http.post(`/connect/users/${reader.user.id}/messages`, { message: `to reader ${i}` }, { token: chatter.token });
        expect(res.status, res.text).toBe(201);
      }),
      spaced(15, 60, async (i) => sent.push(await realtime.sendChat(chatter.user.id, `from reader ${i}`))),
    ]);
    try {
      await pause(300);
      // The stop falls inside the flow: some of each stream is through, the rest is still to come.
      const before = { feed: feed.length, sent: sent.length };
      proxy.retarget('127.0.0.1', nodeB.running.port);
      await nodeA.running.stop();
      await flowing;
      expect(before.feed).toBeGreaterThan(0);
      expect(before.feed).toBeLessThan(20);
      expect(before.sent).toBeGreaterThan(0);
      expect(before.sent).toBeLessThan(15);
      // The reader's connection moved to node B.
      await eventually(() => expect(connects).toBe(1));
      const stored = (await nodeB.http.get('/connect/livefeed/messages?page_size=100', { token: poster.token })).body._embedded.livefeed_message as Array<{ id: number }>;
      const messages = (await nodeB.http.get(`/connect/users/${reader.user.id}/messages?page_size=100`, { token: chatter.token })).body._embedded.chat_message as Array<{ id: number; from: number; message: string }>;
      expect(stored).toHaveLength(20);
      // Every send of the reader's was stored once, though some were repeated across the restart.
      const fromReader = messages.filter((m) => m.from === reader.user.id).map((m) => m.message);
      expect(fromReader.sort()).toEqual(Array.from({ length: 15 }, (_, i) => `from reader ${i}`).sort());
      expect(messages).toHaveLength(30);
      expect(sent.map((m) => m.id).sort()).toEqual(messages.filter((m) => m.from === reader.user.id).map((m) => m.id).sort());
      // The reader was passed every feed item and chat message (both directions) once: 0 lost, 0 repeated.
      const ids = (items: Array<{ id: number }>) => items.map((m) => m.id).sort((x, y) => x - y);
      await eventually(() => {
        expect(ids(feed)).toEqual(ids(stored));
        expect(ids(chat)).toEqual(ids(messages));
      }, 15_000);
      await pause(500);
      expect(new Set(feed.map((m) => m.id)).size).toBe(feed.length);
      expect(new Set(chat.map((m) => m.id)).size).toBe(chat.length);
    } finally {
      realtime.close();
      await proxy.close();
      await nodeB.stop();
      await database.handle.close();
    }
  }, 60_000);
});
