import { io as connect } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import type { SyncData } from '../../realtime/events.js';
import type { ChatMessageItem, LivefeedItem } from '../../server/networking/types.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { Haproxy, haproxyMissing } from '../helpers/haproxy.js';
import { eventWithAttendees } from '../helpers/realtime-cluster.js';
import { clusterRedis, freePort } from '../helpers/redis-server.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { eventually, type TestSocket } from '../helpers/sockets.js';

/**
 * CONTRACT 14, rolling restart: three nodes behind a real HAProxy (deploy/haproxy.cfg) are stopped and started again
 * one after another, each the way SIGTERM does it (`running.stop()`: /readyz 503 for SHUTDOWN_NOTICE_MS, sockets
 * drained in batches, in-flight work finished), while clients post to the feed and chat over sockets and REST.
 * Nothing acknowledged is lost (every client ends with every acknowledged message, live or through `sync`), every
 * client is reconnected, and no request failed other than with a retryable 503.
 */
const missing = haproxyMissing();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Client {
  userId: number;
  socket: TestSocket;
  drops: number;
  feed: Set<number>;
  chat: Set<number>;
  lastFeed: number;
  lastChat: number;
  pending: boolean;
  complete: { feed: number; chat: number };
}

describe.skipIf(missing)(`rolling restart behind HAProxy${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let redis: Awaited<ReturnType<typeof clusterRedis>> | undefined;
  let database: TestDatabase | undefined;
  const nodes: TestServer[] = [];
  let proxy: Haproxy | undefined;
  const clients: Client[] = [];

  afterAll(async () => {
    for (const c of clients) c.socket.close();
    await proxy?.stop();
    for (const n of nodes) await n.stop().catch(() => undefined);
    await database?.handle.close();
    await redis?.stop();
  });

  it('restarts three nodes one after another under traffic: nothing acknowledged lost, everyone back, only retryable 503s', async () => {
    redis = await clusterRedis();
    database = await createTestDatabase();
    const ports = [await freePort(), await freePort(), await freePort()];
    let prefix: string | undefined;
    const startNode = async (i: number) => {
      const node = await startTestServer({
        database,
        attachments: [attachRealtime],
        env: {
          PORT: String(ports[i]),
          REDIS_URL: redis!.url,
          ...(prefix ? { REDIS_KEY_PREFIX: prefix } : {}),
          SOCKET_IO_COOKIE: '1',
          TRUSTED_PROXIES: '127.0.0.1',
          // HAProxy below checks every 300 ms (250 ms once failing) and needs 2 failures: well under a second.
          SHUTDOWN_NOTICE_MS: '1200',
          SHUTDOWN_DRAIN_MS: '600',
        },
      });
      prefix ??= node.ctx.config.redisKeyPrefix;
      nodes[i] = node;
      return node;
    };
    for (let i = 0; i < 3; i++) await startNode(i);
    proxy = await Haproxy.start(ports.map((port, i) => ({ name: `node${i + 1}`, port })));
    for (let i = 0; i < 3; i++) await proxy.waitFor(`node${i + 1}`, 'UP');

    const { users: all } = await eventWithAttendees(nodes[0]!, 13);
    // Nine on sockets, four posting over REST (each under the feed's 20 posts a minute).
    const users = all.slice(0, 9);
    const restUsers = all.slice(9);
    const failures: string[] = [];
    const transports: Array<Array<'polling' | 'websocket'>> = [['websocket'], ['polling'], ['polling', 'websocket']];
    /** Catches a client up from the given ids (the last it saw before a drop), oldest first, until nothing is left. */
    const catchUp = async (c: Client, feedAfter: number, chatAfter: number) => {
      for (;;) {
        const ack = (await c.socket.timeout(5000).emitWithAck('sync', { livefeed_after: feedAfter, chat_after: chatAfter })) as { ok: boolean; data?: SyncData };
        if (!ack.ok || !ack.data) throw new Error(`sync refused: ${JSON.stringify(ack)}`);
        for (const m of ack.data.livefeed) seeFeed(c, m);
        for (const m of ack.data.chat) seeChat(c, m);
        feedAfter = ack.data.livefeed.at(-1)?.id ?? feedAfter;
        chatAfter = ack.data.chat.at(-1)?.id ?? chatAfter;
        if (!ack.data.has_more) return { feed: feedAfter, chat: chatAfter };
      }
    };
    const seeFeed = (c: Client, m: LivefeedItem) => {
      c.feed.add(m.id);
      c.lastFeed = Math.max(c.lastFeed, m.id);
    };
    const seeChat = (c: Client, m: ChatMessageItem) => {
      c.chat.add(m.id);
      c.lastChat = Math.max(c.lastChat, m.id);
    };
    for (const [i, user] of users.entries()) {
      const socket: TestSocket = connect(proxy.url, {
        path: '/connect/socket.io',
        auth: { token: user.token },
        transports: transports[i % 3]!,
        forceNew: true,
        withCredentials: true,
        reconnectionDelay: 100,
        reconnectionDelayMax: 500,
        randomizationFactor: 0.5,
      });
      const client: Client = { userId: user.id, socket, drops: 0, feed: new Set(), chat: new Set(), lastFeed: 0, lastChat: 0, pending: false, complete: { feed: 0, chat: 0 } };
      clients.push(client);
      socket.on('livefeed:message', (m) => seeFeed(client, m));
      socket.on('chat:message', (m) => seeChat(client, m));
      // Back after a drop: catch up on whatever was stored meanwhile (CONTRACT 6), from the ids up to which a sync
      // confirmed the client has everything (`complete`). Live messages do not move it: messages of different nodes
      // arrive out of id order (a lower id can still be on its way, or be lost with a socket closed by the drain,
      // when a higher one arrives), so resuming from the highest id received could skip one.
      socket.on('disconnect', () => {
        client.drops++;
        client.pending = true;
      });
      socket.io.on('reconnect', () => {
        void catchUp(client, client.complete.feed, client.complete.chat).then(
          (cursor) => {
            if (!socket.connected) return;
            client.pending = false;
            client.complete = cursor;
          },
          () => undefined,
        );
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
    }

    // Traffic: every client posts to the feed and chats with its neighbour over its socket (retrying, with the same
    // client_message_id, what was not acknowledged), and REST posts go through the balancer.
    const ackedFeed = new Set<number>();
    const ackedChat = new Map<number, { from: number; to: number }>();
    const restStatuses: number[] = [];
    /** The text of each REST feed post the server acknowledged (204, no body: its id is looked up afterwards). */
    const ackedRest: string[] = [];
    let running = true;
    const socketTraffic = clients.map(async (c, i) => {
      const peer = clients[(i + 1) % clients.length]!;
      for (let n = 0; running; n++) {
        const feed = n % 2 === 0;
        const id = `${c.userId}-${n}`;
        for (;;) {
          if (c.socket.connected) {
            try {
              const payload = feed ? { message: `feed ${id}`, client_message_id: id } : { to: peer.userId, message: `chat ${id}`, client_message_id: id };
              const ack = (await (c.socket.timeout(3000) as any).emitWithAck(feed ? 'livefeed:post' : 'chat:send', payload)) as {
                ok: boolean;
                data?: { id: number };
                error?: { code: string };
              };
              if (ack.ok && ack.data) {
                if (feed) ackedFeed.add(ack.data.id);
                else ackedChat.set(ack.data.id, { from: c.userId, to: peer.userId });
                break;
              }
              // A refusal other than a retryable outage is a failure of the test.
              if (ack.error?.code !== 'service_unavailable') failures.push(`socket ${JSON.stringify(ack)}`);
            } catch {
              // No acknowledgement (the connection went mid-request): retried below with the same id.
            }
          }
          if (!running) break;
          await sleep(100);
        }
        // Under the per-user limits (20 feed posts and 30 chat messages a minute): a feed post every 3.2 s.
        await sleep(1600);
      }
    });
    const restTraffic = (async () => {
      for (let n = 0; running; n++) {
        const c = restUsers[n % restUsers.length]!;
        const res = await fetch(`${proxy!.url}/connect/livefeed/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ message: `rest ${n}`, client_message_id: `rest-${n}` }),
        }).catch((err: Error) => {
          failures.push(`rest: ${err.message}`);
          return undefined;
        });
        if (res) {
          restStatuses.push(res.status);
          if (res.status === 204) ackedRest.push(`rest ${n}`);
          await res.arrayBuffer();
        }
        const list = await fetch(`${proxy!.url}/connect/livefeed/messages`, { headers: { authorization: `Bearer ${c.token}` } }).catch((err: Error) => {
          failures.push(`rest: ${err.message}`);
          return undefined;
        });
        if (list) {
          restStatuses.push(list.status);
          await list.arrayBuffer();
        }
        await sleep(800);
      }
    })();

    await sleep(500);
    for (let i = 0; i < 3; i++) {
      const node = nodes[i]!;
      const stopped = node.stop();
      // At once: /readyz says 503 `draining` (the balancer stops sending) while the node still serves everything else.
      const ready = await node.http.get('/readyz');
      expect([ready.status, ready.body.status]).toEqual([503, 'draining']);
      expect((await node.http.get('/healthz')).status).toBe(200);
      await stopped;
      await startNode(i);
      await proxy.waitFor(`node${i + 1}`, 'UP');
    }
    await sleep(500);
    running = false;
    await Promise.all([...socketTraffic, restTraffic]);

    // Everyone is back, and was dropped at least once (each client's node went away at some point).
    await eventually(() => expect(clients.every((c) => c.socket.connected)).toBe(true), 15_000, 50);
    expect(clients.map((c) => c.drops >= 1)).toEqual(clients.map(() => true));
    // Every REST request succeeded, or failed with a retryable 503 (none did here thanks to the balancer's retries).
    expect(failures).toEqual([]);
    expect(restStatuses.filter((s) => s >= 300 && s !== 503)).toEqual([]);
    expect(restStatuses.length).toBeGreaterThan(10);
    expect(ackedFeed.size).toBeGreaterThan(15);
    expect(ackedChat.size).toBeGreaterThan(15);

    // The acknowledged REST posts are stored (read back through the balancer, oldest first) and join the acknowledged
    // feed messages every client must have.
    const stored = new Map<string, number>();
    for (let after = 0; ; ) {
      const page = await fetch(`${proxy.url}/connect/livefeed/messages?after=${after}&page_size=100`, { headers: { authorization: `Bearer ${restUsers[0]!.token}` } });
      expect(page.status).toBe(200);
      const items = ((await page.json()) as { _embedded?: { livefeed_message?: LivefeedItem[] } })._embedded?.livefeed_message ?? [];
      for (const m of items) stored.set(m.message, m.id);
      if (items.length < 100) break;
      after = items.at(-1)!.id;
    }
    expect(ackedRest.length).toBeGreaterThan(3);
    expect(ackedRest.filter((m) => !stored.has(m))).toEqual([]);
    for (const m of ackedRest) ackedFeed.add(stored.get(m)!);

    // Nothing acknowledged is lost: each client has every acknowledged feed message (socket and REST posts) and each
    // chat message it sent or received, live or through sync.
    for (const c of clients) await catchUp(c, c.complete.feed, c.complete.chat);
    for (const c of clients) {
      expect([...ackedFeed].filter((id) => !c.feed.has(id))).toEqual([]);
      const mine = [...ackedChat].filter(([, m]) => m.from === c.userId || m.to === c.userId).map(([id]) => id);
      expect(mine.filter((id) => !c.chat.has(id))).toEqual([]);
    }
  }, 120_000);
});
