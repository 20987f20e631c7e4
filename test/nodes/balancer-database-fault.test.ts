import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { Haproxy, haproxyMissing } from '../helpers/haproxy.js';
import { eventWithAttendees } from '../helpers/realtime-cluster.js';
import { onFreePort } from '../helpers/redis-server.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { TcpProxy } from '../helpers/tcp-proxy.js';

/**
 * Issue 44, measured from outside: PostgreSQL blackholed behind node 1 (node 2 reaches it directly), feed posts
 * through the shipped HAProxy config, retried as an app does (same body, same `client_message_id`, after a 503, a
 * 502 or a lost connection). Two faults: replies dropped (PostgreSQL commits the post, node 1 never hears: the
 * case that stored 9 posts twice) and a full blackhole. Both with the production timeouts (no overrides): no
 * answer takes longer than the 6 s bound (plus load tolerance), no post is stored twice, every post is stored.
 */
const base = process.env.TEST_DATABASE_URL;
const missing = haproxyMissing() ?? (base ? undefined : 'needs PostgreSQL (TEST_DATABASE_URL): the fault sits between a node and PostgreSQL');

/** The bound of issue 44 and what a loaded 2-core machine adds to it. */
const BOUND_MS = 6000;
const TOLERANCE_MS = 1500;

describe.skipIf(missing)(`a PostgreSQL fault behind one node, through HAProxy${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let database: TestDatabase;
  let pgProxy: TcpProxy;
  const nodes: TestServer[] = [];
  let balancer: Haproxy;

  beforeAll(async () => {
    database = await createTestDatabase();
    const target = new URL(base!);
    pgProxy = await TcpProxy.start(target.hostname, Number(target.port || 5432));
    const through = (url: string) => {
      const u = new URL(url);
      u.host = `127.0.0.1:${pgProxy.port}`;
      return u.toString();
    };
    // No Redis (each node limits on its own) and the production database timeouts: the bound under test is theirs.
    nodes.push(await onFreePort((port) => startTestServer({ database, redis: false, databaseUrl: through, env: { PORT: String(port), TRUSTED_PROXIES: '127.0.0.1' } })));
    nodes.push(await onFreePort((port) => startTestServer({ database, redis: false, databaseUrl: (u) => u, env: { PORT: String(port), TRUSTED_PROXIES: '127.0.0.1' } })));
    balancer = await Haproxy.start([
      { name: 'node1', port: nodes[0]!.running.port },
      { name: 'node2', port: nodes[1]!.running.port },
    ]);
    await balancer.waitFor('node1', 'UP');
    await balancer.waitFor('node2', 'UP');
  }, 120_000);
  afterAll(async () => {
    pgProxy?.restore();
    await balancer?.stop();
    for (const n of nodes) await n.stop().catch(() => undefined);
    await pgProxy?.close();
    await database?.handle.close();
  });

  for (const fault of ['drop-replies', 'blackhole'] as const) {
    it(`${fault}: posts retried through the balancer are stored once each, and no answer waits past the bound`, async () => {
      const { event, users } = await eventWithAttendees(nodes[1]!, 8);
      const answers: Array<{ status: number | 'network'; code?: string; ms: number }> = [];
      let stop = false;

      /** One post as an app sends it: the same body again after an ambiguous answer, until it is taken. */
      const postUntilTaken = async (token: string, id: string) => {
        for (let attempt = 0; attempt < 60; attempt++) {
          const started = Date.now();
          let status: number | 'network';
          let code: string | undefined;
          try {
            const res = await fetch(`${balancer.url}/connect/livefeed/messages`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify({ message: `post ${id}`, client_message_id: id }),
              signal: AbortSignal.timeout(30_000),
            });
            status = res.status;
            if (status !== 204) code = ((await res.json().catch(() => ({}))) as { errors?: Array<{ code: string }> }).errors?.[0]?.code;
          } catch {
            status = 'network';
          }
          answers.push({ status, ...(code ? { code } : {}), ms: Date.now() - started });
          if (status === 204) return;
          // 429 (the per-user budget) and the 5xx of the fault: wait a little and send the same post again.
          expect([429, 502, 503, 504, 'network']).toContain(status);
          await new Promise((r) => setTimeout(r, status === 429 ? 2000 : 300));
        }
        throw new Error(`post ${id} never taken`);
      };

      const sent: string[] = [];
      const writers = users.map(async (user, u) => {
        for (let i = 0; !stop; i++) {
          const id = `${fault}-${u}-${i}`;
          sent.push(id);
          await postUntilTaken(user.token, id);
          await new Promise((r) => setTimeout(r, 150));
        }
      });

      await new Promise((r) => setTimeout(r, 1000));
      if (fault === 'blackhole') pgProxy.blackhole();
      else pgProxy.dropReplies();
      await new Promise((r) => setTimeout(r, 12_000));
      pgProxy.restore();
      await new Promise((r) => setTimeout(r, 3000));
      stop = true;
      await Promise.all(writers);

      // The fault was seen (answers failed, node 1 was taken out), and nothing waited past the bound.
      expect(answers.some((a) => a.status !== 204)).toBe(true);
      const slowest = Math.max(...answers.map((a) => a.ms));
      expect(slowest, JSON.stringify(answers.filter((a) => a.ms > BOUND_MS))).toBeLessThan(BOUND_MS + TOLERANCE_MS);
      // A 503 during the fault says what happened: never `overloaded` for a database that does not answer.
      const codes = new Set(answers.filter((a) => a.status === 503).map((a) => a.code));
      for (const code of codes) expect(['service_unavailable', 'outcome_unknown']).toContain(code);

      // Every post stored, none twice.
      const rows = await sql<{ client_message_id: string; n: number }>`
        select client_message_id, count(*)::int as n from livefeed_messages where event_id = ${event.id} group by client_message_id`.execute(database.handle.db);
      const stored = new Map(rows.rows.map((r) => [r.client_message_id, r.n]));
      expect([...stored.values()].filter((n) => n > 1)).toEqual([]);
      expect(sent.filter((id) => !stored.has(id))).toEqual([]);
      expect(stored.size).toBe(sent.length);
    }, 120_000);
  }
});
