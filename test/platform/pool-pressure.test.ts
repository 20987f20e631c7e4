import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import { asOutage } from '../../server/outages.js';
import { eventWorld } from '../helpers/networking.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { closeAllSockets, connectSocket, request } from '../helpers/sockets.js';

/**
 * Issue 22: pool pressure is not an outage. With every pooled connection busy for the whole pool wait while
 * PostgreSQL answers, a request is 503 `overloaded` with a short Retry-After (REST and sockets alike), counted in
 * a metric and logged as `database.pool_busy`; no `database.unavailable`, readiness stays up, and the node serves
 * again the moment a connection is free. PostgreSQL pass only (the embedded database has no pool).
 */
const base = process.env.TEST_DATABASE_URL;

describe.skipIf(!base)('database pool pressure', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      attachments: [attachRealtime],
      // Its own pool (the config's size and waits apply), on the test database.
      databaseUrl: (url) => url,
      env: { DATABASE_POOL_SIZE: '2', DATABASE_CONNECT_TIMEOUT_MS: '300', DATABASE_STATEMENT_TIMEOUT_MS: '10000', DATABASE_QUERY_TIMEOUT_MS: '10000' },
    });
  });
  afterAll(async () => {
    closeAllSockets();
    await server?.stop();
  });

  it('answers 503 overloaded with Retry-After: 1 over REST and sockets, counts and logs it apart from an outage, then serves again', async () => {
    const world = await eventWorld(server.ctx, 1);
    const alice = world.attendees[0]!;
    const socket = await connectSocket(server, alice.token);
    // Both connections of the node's pool are taken by slow statements that PostgreSQL is happily running.
    const hold = Promise.all([sql`select pg_sleep(1.5)`.execute(server.ctx.db), sql`select pg_sleep(1.5)`.execute(server.ctx.db)]);
    await new Promise((r) => setTimeout(r, 100));

    const rest = await server.http.get('/connect/livefeed/messages', { token: alice.token });
    expect(rest.status, JSON.stringify(rest.body)).toBe(503);
    expect(rest.headers.get('retry-after')).toBe('1');
    expect(rest.body.errors[0].code).toBe('overloaded');
    const ack = await request(socket, 'livefeed:post', { message: 'while busy' });
    expect(ack.ok).toBe(false);
    if (!ack.ok) expect(ack.error.code).toBe('overloaded');

    // Not an outage: the status stays available, readiness answers (at once, while every pooled connection is still
    // busy: it asks PostgreSQL on a connection of its own), nothing logs database.unavailable.
    const ready = await server.http.get('/readyz');
    expect(ready.status, JSON.stringify(ready.body)).toBe(200);
    expect(ready.body.checks.database).toBe('ok');
    expect(server.ctx.database.poolStats?.().idle).toBe(0);
    expect(server.ctx.database.status?.available).toBe(true);
    expect(server.log.lines.filter((l) => l.msg === 'database.unavailable')).toEqual([]);
    expect(server.log.lines.filter((l) => l.msg === 'database.pool_busy').length).toBeGreaterThanOrEqual(1);
    const metrics = await server.ctx.metrics.registry.getSingleMetricAsString('convene_db_pool_wait_timeouts_total');
    expect(Number(/convene_db_pool_wait_timeouts_total (\d+)/.exec(metrics)?.[1])).toBeGreaterThanOrEqual(2);

    await hold;
    const after = await server.http.get('/connect/livefeed/messages', { token: alice.token });
    expect(after.status).toBe(200);
    expect((await server.http.get('/readyz')).status).toBe(200);
  });

  it('answers a statement cut by its timeout (57014) as 503 overloaded, not as an outage', async () => {
    const err = await sql`set local statement_timeout = 50; select pg_sleep(1)`.execute(server.ctx.db).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((err as { code?: string })?.code).toBe('57014');
    const answer = asOutage(err);
    expect(answer?.code).toBe('overloaded');
    expect(answer?.retryAfter).toBe(1);
    expect(server.ctx.database.status?.available).toBe(true);
    expect(server.log.lines.filter((l) => l.msg === 'database.unavailable')).toEqual([]);
    expect((await server.http.get('/readyz')).status).toBe(200);
  });
});
