import { io as connect } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import type { SyncData } from '../../realtime/events.js';
import type { LivefeedItem } from '../../server/networking/types.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { eventWithAttendees } from '../helpers/realtime-cluster.js';
import { LocalRedisCluster, redisClusterMissing } from '../helpers/redis-cluster.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { eventually, type TestSocket } from '../helpers/sockets.js';

/**
 * CONTRACT 14, Redis Cluster: two nodes on a local three-master cluster (REDIS_CLUSTER_NODES: the node-redis cluster
 * client, the sharded adapter, rate limits, presence and catalogue versions on it). One master is killed once its
 * replica is attached, while clients on both nodes post: every acknowledged message reaches every client (live,
 * or through `sync` when the node says `sync:required` after the failover), and both nodes are ready again.
 */
const missing = redisClusterMissing();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(missing)(`two nodes on a Redis Cluster${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let cluster: LocalRedisCluster | undefined;
  let database: TestDatabase | undefined;
  const nodes: TestServer[] = [];
  const sockets: TestSocket[] = [];

  afterAll(async () => {
    for (const s of sockets) s.close();
    for (const n of nodes) await n.stop().catch(() => undefined);
    await database?.handle.close();
    await cluster?.stop();
  });

  it('loses no acknowledged message when a master dies and its replica takes over', async () => {
    cluster = await LocalRedisCluster.start();
    database = await createTestDatabase();
    const env = { REDIS_CLUSTER_NODES: cluster.seeds, REDIS_COMMAND_TIMEOUT_MS: '1000' };
    const a = await startTestServer({ database, redis: false, attachments: [attachRealtime], env });
    nodes.push(a);
    const b = await startTestServer({ database, redis: false, attachments: [attachRealtime], env: { ...env, REDIS_KEY_PREFIX: a.ctx.config.redisKeyPrefix } });
    nodes.push(b);
    expect((await a.http.get('/readyz')).body).toMatchObject({ status: 'ok', checks: { redis: 'ok' } });

    const { users } = await eventWithAttendees(a, 6);
    const clients = users.map((user, i) => {
      const socket: TestSocket = connect(i % 2 ? b.url : a.url, {
        path: '/connect/socket.io',
        auth: { token: user.token },
        transports: ['websocket'],
        forceNew: true,
        reconnectionDelay: 100,
        reconnectionDelayMax: 500,
      });
      sockets.push(socket);
      // `complete`: the ids up to which a sync confirmed the client has everything. Live messages do not move it:
      // while one shard is away a node still delivers its own messages at once but misses the other node's, so a
      // client told `sync:required` catches up from its last sync, not from the newest message it happened to get.
      const client = { socket, feed: new Set<number>(), last: 0, complete: 0, pending: false, hints: 0 };
      const see = (m: LivefeedItem) => {
        client.feed.add(m.id);
        client.last = Math.max(client.last, m.id);
      };
      const catchUp = async () => {
        client.pending = true;
        let after = client.complete;
        for (;;) {
          const ack = (await socket.timeout(5000).emitWithAck('sync', { livefeed_after: after })) as { ok: boolean; data?: SyncData };
          if (!ack.ok || !ack.data) throw new Error(JSON.stringify(ack));
          for (const m of ack.data.livefeed) see(m);
          after = ack.data.livefeed.at(-1)?.id ?? after;
          if (!ack.data.has_more) break;
        }
        client.pending = false;
        client.complete = client.last;
      };
      socket.on('livefeed:message', see);
      socket.on('disconnect', () => (client.pending = true));
      // Back after a drop, or told that cross-node delivery was interrupted: catch up (CONTRACT 6).
      socket.io.on('reconnect', () => void catchUp().catch(() => undefined));
      socket.on('sync:required', () => {
        client.hints++;
        void catchUp().catch(() => undefined);
      });
      return { ...client, user, catchUp, get state() { return client; } };
    });
    await eventually(() => expect(sockets.every((s) => s.connected)).toBe(true), 10_000, 50);

    // Cross-node delivery works on the cluster before anything breaks.
    const first = (await clients[0]!.socket.timeout(5000).emitWithAck('livefeed:post', { message: 'before' })) as { ok: boolean; data: LivefeedItem };
    expect(first.ok).toBe(true);
    await eventually(() => expect(clients.every((c) => c.state.feed.has(first.data.id))).toBe(true));

    // The master serving the most room channels dies once its replica is in sync.
    const masters = await cluster.masters();
    const counts = await Promise.all(masters.map((m) => cluster!.shardChannels(m)));
    const victim = masters[counts.indexOf(Math.max(...counts))]!;
    await cluster.waitReplicaAttached(victim);

    const acked = new Set<number>([first.data.id]);
    let running = true;
    const traffic = clients.map(async (c, i) => {
      for (let n = 0; running; n++) {
        const id = `${c.user.id}-${n}`;
        while (running) {
          try {
            const ack = (await c.socket.timeout(3000).emitWithAck('livefeed:post', { message: `m ${id}`, client_message_id: id })) as { ok: boolean; data?: LivefeedItem };
            if (ack.ok && ack.data) {
              acked.add(ack.data.id);
              break;
            }
          } catch {
            // no acknowledgement: retried with the same client_message_id
          }
          await sleep(200);
        }
        await sleep(800 + i * 37);
      }
    });
    await sleep(1000);
    cluster.kill(victim);
    await cluster.waitHealthy();
    // Both nodes serve again with Redis reachable (the replica is the new master).
    await eventually(async () => {
      for (const n of nodes) expect((await n.http.get('/readyz')).body).toMatchObject({ status: 'ok', checks: { redis: 'ok' } });
    }, 20_000, 200);
    await sleep(2000);
    running = false;
    await Promise.all(traffic);
    expect(acked.size).toBeGreaterThan(10);

    // Cross-node delivery works again after the failover.
    const after = (await clients[1]!.socket.timeout(5000).emitWithAck('livefeed:post', { message: 'after' })) as { ok: boolean; data: LivefeedItem };
    expect(after.ok).toBe(true);
    acked.add(after.data.id);
    await eventually(() => expect(clients.every((c) => c.state.feed.has(after.data.id))).toBe(true), 10_000);

    // Both nodes noticed the lost shard and told every socket to catch up once it was back. A node tells them when
    // its own check of the slot map finds every master ready (a second after the loss, then every second), which on a
    // loaded machine can come after cross-node delivery already works again.
    await eventually(() => expect(clients.map((c) => c.state.hints > 0)).toEqual(clients.map(() => true)), 10_000);
    // Nothing acknowledged is lost for anyone.
    await eventually(() => expect(sockets.every((s) => s.connected)).toBe(true), 10_000, 50);
    for (const c of clients) await c.catchUp();
    for (const c of clients) expect([...acked].filter((id) => !c.state.feed.has(id))).toEqual([]);
  }, 120_000);
});
