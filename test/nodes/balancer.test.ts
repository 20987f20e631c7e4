import { request as httpRequest } from 'node:http';
import type { Socket } from 'node:net';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import type { LivefeedItem } from '../../server/networking/types.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { uniqueMobile } from '../helpers/factories.js';
import { Haproxy, haproxyMissing } from '../helpers/haproxy.js';
import { eventWithAttendees } from '../helpers/realtime-cluster.js';
import { clusterRedis, onFreePort } from '../helpers/redis-server.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { collect, eventually, request, type TestSocket } from '../helpers/sockets.js';

/**
 * Two nodes behind a real HAProxy configured from deploy/haproxy.cfg: long-polling sticks by the `io` cookie,
 * WebSockets pass, X-Forwarded-For is believed from the balancer only, and a node that dies fails over.
 */
const missing = haproxyMissing();

/** A request from a chosen local address (127.0.0.x), so the node can tell clients apart behind the balancer. */
function postFrom(localAddress: string, port: number, path: string, body: unknown, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe.skipIf(missing)(`two nodes behind HAProxy${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let redis: Awaited<ReturnType<typeof clusterRedis>>;
  let database: TestDatabase;
  const nodes: TestServer[] = [];
  let proxy: Haproxy;
  const sockets: TestSocket[] = [];
  /** Every TCP connection of node1, upgraded WebSockets included (the HTTP server forgets those). */
  const firstConnections = new Set<Socket>();

  const env = (port: number) => ({
    PORT: String(port),
    REDIS_URL: redis.url,
    SOCKET_IO_COOKIE: '1',
    TRUSTED_PROXIES: '127.0.0.1',
    OTP_IP_LIMIT: '1',
  });

  beforeAll(async () => {
    redis = await clusterRedis();
    database = await createTestDatabase();
    const first = await onFreePort((port) => startTestServer({ database, attachments: [attachRealtime], env: env(port) }));
    first.running.server.on('connection', (socket: Socket) => {
      firstConnections.add(socket);
      socket.once('close', () => firstConnections.delete(socket));
    });
    nodes.push(first);
    nodes.push(await onFreePort((port) => startTestServer({ database, attachments: [attachRealtime], env: { ...env(port), REDIS_KEY_PREFIX: first.ctx.config.redisKeyPrefix } })));
    proxy = await Haproxy.start([
      { name: 'node1', port: nodes[0]!.running.port },
      { name: 'node2', port: nodes[1]!.running.port },
    ]);
    await proxy.waitFor('node1', 'UP');
    await proxy.waitFor('node2', 'UP');
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await proxy?.stop();
    for (const n of nodes) await n.stop().catch(() => undefined);
    await database?.handle.close();
    await redis?.stop();
  });

  function open(token: string, transports: Array<'polling' | 'websocket'>, reconnection = false): Promise<TestSocket> {
    // withCredentials: socket.io-client keeps cookies in Node (as a browser does), so long-polling can stick.
    const socket: TestSocket = connect(proxy.url, { path: '/connect/socket.io', auth: { token }, transports, forceNew: true, reconnection, reconnectionDelay: 100, withCredentials: true });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }

  it('prefixes the io cookie with the node that holds the session, and a long-polling client sticks to it', async () => {
    const handshake = await fetch(`${proxy.url}/connect/socket.io/?EIO=4&transport=polling`);
    expect(handshake.status).toBe(200);
    expect(handshake.headers.get('set-cookie')).toMatch(/^io=node[12]~[\w-]+;/);

    const { users } = await eventWithAttendees(nodes[0]!, 2);
    const polling = await open(users[0]!.token, ['polling']);
    const watcher = await open(users[1]!.token, ['websocket']);
    const got = collect(watcher, 'livefeed:message');
    // Every round trip of the polling session (a held GET plus POSTs, on different connections) reaches its node:
    // without stickiness leastconn sends the POSTs to the idle node, which does not know the session.
    for (let i = 0; i < 8; i++) {
      const ack = await request<LivefeedItem>(polling, 'livefeed:post', { message: `polled ${i}`, client_message_id: `poll-${i}` });
      expect(ack.ok).toBe(true);
    }
    expect(polling.io.engine.transport.name).toBe('polling');
    expect(polling.connected).toBe(true);
    await eventually(() => expect(got.map((m) => m.message)).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((i) => `polled ${i}`)));
  });

  it('believes X-Forwarded-For from the balancer only: clients behind it are told apart, forged headers are not', async () => {
    // OTP_IP_LIMIT=1: each address may ask for one code per window.
    const path = '/connect/mobile/verification-codes';
    const forged = { 'x-forwarded-for': '203.0.113.9' };
    // Through the balancer: 127.0.0.2 and 127.0.0.3 are two clients, although every request reaches the node from
    // HAProxy's own address; the forged address a client adds is ignored, so it cannot get a fresh budget.
    expect(await postFrom('127.0.0.2', proxy.port, path, { mobile: uniqueMobile() }, forged)).toBeLessThan(300);
    expect(await postFrom('127.0.0.2', proxy.port, path, { mobile: uniqueMobile() }, { 'x-forwarded-for': '198.51.100.7' })).toBe(429);
    expect(await postFrom('127.0.0.3', proxy.port, path, { mobile: uniqueMobile() }, forged)).toBeLessThan(300);
    // Straight to a node, from an address that is not the balancer: the header is not believed at all.
    const nodePort = nodes[0]!.ctx.config.port;
    expect(await postFrom('127.0.0.4', nodePort, path, { mobile: uniqueMobile() }, { 'x-forwarded-for': '198.51.100.8' })).toBeLessThan(300);
    expect(await postFrom('127.0.0.4', nodePort, path, { mobile: uniqueMobile() }, { 'x-forwarded-for': '198.51.100.9' })).toBe(429);
  });

  it('fails over when a node dies: requests keep succeeding and sockets reconnect to the other node', async () => {
    const { users } = await eventWithAttendees(nodes[0]!, 4);
    const clients = await Promise.all(users.map((u, i) => open(u.token, i % 2 ? ['polling', 'websocket'] : ['websocket'], true)));
    let dropped = 0;
    for (const c of clients) c.on('disconnect', () => dropped++);
    // node1 dies: its listener and every connection go at once (no drain, no goodbye).
    const dead = nodes[0]!;
    dead.running.server.close();
    for (const socket of firstConnections) socket.destroy();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await fetch(`${proxy.url}/readyz`)).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    await proxy.waitFor('node1', 'DOWN');
    // leastconn spread the four sockets over both nodes: node1's were dropped and are back, on node2.
    await eventually(() => expect(clients.every((c) => c.connected)).toBe(true), 15_000, 50);
    expect(dropped).toBeGreaterThan(0);
    const got = collect(clients[1]!, 'livefeed:message');
    const ack = await request<LivefeedItem>(clients[0]!, 'livefeed:post', { message: 'after failover' });
    expect(ack.ok).toBe(true);
    await eventually(() => expect(got.map((m) => m.message)).toEqual(['after failover']));
  }, 60_000);
});
