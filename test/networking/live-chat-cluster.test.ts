import { createServer, type Server } from 'node:http';
import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventWithAttendees, startTwoNodes } from '../helpers/realtime-cluster.js';
import { clusterRedis } from '../helpers/redis-server.js';
import type { TestServer } from '../helpers/server.js';
import { closeAllSockets, collect, connectSocket, eventually, request, settle } from '../helpers/sockets.js';

let redis: Awaited<ReturnType<typeof clusterRedis>>;
let a: TestServer;
let b: TestServer;
/** A push service on 127.0.0.1: the paths of the pushes it received. */
const pushes: string[] = [];
let pushService: Server;
beforeAll(async () => {
  pushService = createServer((req, res) => {
    pushes.push(req.url ?? '');
    req.resume();
    req.on('end', () => res.writeHead(201).end());
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  redis = await clusterRedis();
  [a, b] = await startTwoNodes(redis.url, { PUSH_ALLOW_PRIVATE: '1' });
});
afterAll(async () => {
  closeAllSockets();
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.stop();
  await new Promise((resolve) => pushService.close(resolve));
});
afterEach(() => closeAllSockets());

describe('live chat across two nodes (shared database and Redis)', () => {
  it('shows attendees on different nodes come online and go offline, in lists and as pushes', async () => {
    const { users } = await eventWithAttendees(a, 3);
    const [alice, bob, carol] = users as [(typeof users)[0], (typeof users)[0], (typeof users)[0]];
    expect((await a.http.post(`/connect/users/${bob.id}/messages`, { message: 'hi' }, { token: alice.token })).status).toBe(201);
    const bobB = await connectSocket(b, bob.token);
    const carolB = await connectSocket(b, carol.token);
    const bobSeen = collect(bobB, 'presence');
    const carolSeen = collect(carolB, 'presence');

    const aliceA = await connectSocket(a, alice.token);
    await eventually(() => expect(bobSeen).toEqual([{ user_id: alice.id, online: true }]));
    // A second device of Alice on the other node: still one user online, no second push.
    const aliceB = await connectSocket(b, alice.token);
    const list = await b.http.get('/connect/event/attendees?page_size=100', { token: carol.token });
    const online = Object.fromEntries(list.body._embedded.public_user.map((u: { id: number; online: boolean }) => [u.id, u.online]));
    expect(online).toEqual({ [alice.id]: true, [bob.id]: true, [carol.id]: true });
    aliceA.close();
    await settle();
    expect(bobSeen).toHaveLength(1);
    expect((await a.http.get(`/connect/users/${alice.id}`, { token: bob.token })).body.online).toBe(true);
    aliceB.close();
    await eventually(() => expect(bobSeen).toEqual([{ user_id: alice.id, online: true }, { user_id: alice.id, online: false }]));
    expect((await a.http.get(`/connect/users/${alice.id}`, { token: bob.token })).body.online).toBe(false);
    expect(carolSeen).toEqual([]);
  });

  it('passes typing, "seen", edits and deletions live between nodes', async () => {
    const { users } = await eventWithAttendees(a, 2);
    const [alice, bob] = users as [(typeof users)[0], (typeof users)[0]];
    const aliceA = await connectSocket(a, alice.token);
    const bobB = await connectSocket(b, bob.token);
    const typing = collect(bobB, 'chat:typing');
    const readA = collect(aliceA, 'chat:read');
    const updatedA = collect(aliceA, 'chat:updated');
    const updatedB = collect(bobB, 'chat:updated');

    const sent = await request(aliceA, 'chat:send', { to: bob.id, message: 'typo here' });
    expect(sent.ok).toBe(true);
    if (!sent.ok) return;
    const chatId = sent.data.chat_id as number;
    expect(await request(aliceA, 'chat:typing', { to: bob.id })).toMatchObject({ ok: true, data: { chat_id: chatId, passed_on: true } });
    await eventually(() => expect(typing).toEqual([{ chat_id: chatId, from: alice.id }]));

    expect(await request(bobB, 'chat:read', { chat_id: chatId })).toMatchObject({ ok: true });
    await eventually(() => expect(readA).toEqual([{ chat_id: chatId, user_id: bob.id, last_read_id: sent.data.id }]));
    expect((await a.http.get('/connect/chats', { token: alice.token })).body._embedded.chat[0].other_last_read_id).toBe(sent.data.id);

    const edited = await a.http.patch(`/connect/chats/${chatId}/messages/${sent.data.id}`, { message: 'no typo' }, { token: alice.token });
    expect(edited.status).toBe(200);
    await eventually(() => expect(updatedB).toEqual([edited.body]));
    expect((await b.http.delete(`/connect/chats/${chatId}/messages/${sent.data.id}`, { token: alice.token })).status).toBe(204);
    await eventually(() => {
      expect(updatedB).toHaveLength(2);
      expect(updatedA).toHaveLength(2);
    });
    expect(updatedB[1]).toMatchObject({ id: sent.data.id, deleted: true, message: '' });
  });

  it('sends each push once although both nodes run the outbox dispatcher (FOR UPDATE SKIP LOCKED claims)', async () => {
    const { users } = await eventWithAttendees(a, 2);
    const [alice, bob] = users as [(typeof users)[0], (typeof users)[0]];
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const path = `/push/${bob.id}`;
    const endpoint = `http://127.0.0.1:${(pushService.address() as { port: number }).port}${path}`;
    const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    expect((await b.http.post('/connect/push/subscriptions', { endpoint, keys }, { token: bob.token })).status).toBe(201);
    for (let i = 0; i < 6; i++) {
      const node = i % 2 ? a : b;
      expect((await node.http.post(`/connect/users/${bob.id}/messages`, { message: `m${i}` }, { token: alice.token })).status).toBe(201);
    }
    await eventually(() => expect(pushes.filter((p) => p === path)).toHaveLength(6));
    await settle(2500); // past more than one poll of both dispatchers
    expect(pushes.filter((p) => p === path)).toHaveLength(6);
  });
  it('counts one chat budget per user whichever node takes the messages, and a retry is still answered out of budget', async () => {
    const { users } = await eventWithAttendees(a, 2);
    const [alice, bob] = users as [(typeof users)[0], (typeof users)[0]];
    const send = (node: TestServer, i: number) => node.http.post(`/connect/users/${bob.id}/messages`, { message: `m${i}`, client_message_id: `budget-${i}` }, { token: alice.token });
    const statuses: number[] = [];
    // Alternating nodes: 30 a minute in all, not 30 on each.
    for (let i = 0; i < 30; i++) statuses.push((await send(i % 2 ? b : a, i)).status);
    expect(statuses.every((s) => s === 201)).toBe(true);
    for (const node of [a, b]) {
      const refused = await send(node, 99);
      expect(refused.status).toBe(429);
      expect(refused.body.errors[0].code).toBe('rate_limited');
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    const retry = await send(b, 0);
    expect(retry.status).toBe(200);
    expect(retry.body.message).toBe('m0');
    // Bob's own budget is untouched.
    expect((await b.http.post(`/connect/users/${alice.id}/messages`, { message: 'fine' }, { token: bob.token })).status).toBe(201);
  });
});
