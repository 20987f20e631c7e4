import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import type { LivefeedItem } from '../../server/networking/types.js';
import { isDatabaseUnavailable } from '../../storage/pg-errors.js';
import { eventWorld } from '../helpers/networking.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { closeAllSockets, connectSocket, eventually, request } from '../helpers/sockets.js';
import { TcpProxy } from '../helpers/tcp-proxy.js';

/**
 * PostgreSQL outages under traffic (PostgreSQL pass only: the embedded database has no network). The node
 * reaches PostgreSQL through a TCP proxy that can cut (refuse) or blackhole (drop bytes); short timeouts make
 * every wait visible.
 */
const base = process.env.TEST_DATABASE_URL;
const TIMEOUTS = {
  DATABASE_CONNECT_TIMEOUT_MS: '500',
  DATABASE_STATEMENT_TIMEOUT_MS: '1500',
  DATABASE_IDLE_TX_TIMEOUT_MS: '1500',
  DATABASE_QUERY_TIMEOUT_MS: '2000',
  READINESS_TIMEOUT_MS: '1000',
};

const crashes: unknown[] = [];
const onCrash = (err: unknown) => crashes.push(err);

describe.skipIf(!base)('PostgreSQL outages', () => {
  let proxy: TcpProxy;
  let server: TestServer;
  beforeAll(async () => {
    process.on('uncaughtException', onCrash);
    process.on('unhandledRejection', onCrash);
    const target = new URL(base!);
    proxy = await TcpProxy.start(target.hostname, Number(target.port || 5432));
    server = await startTestServer({
      attachments: [attachRealtime],
      env: TIMEOUTS,
      databaseUrl: (url) => {
        const u = new URL(url);
        u.host = `127.0.0.1:${proxy.port}`;
        return u.toString();
      },
    });
  });
  afterAll(async () => {
    closeAllSockets();
    proxy?.restore();
    await server?.stop();
    await proxy?.close();
    process.off('uncaughtException', onCrash);
    process.off('unhandledRejection', onCrash);
  });
  afterEach(() => {
    closeAllSockets();
    proxy.restore();
    expect(crashes).toEqual([]);
  });

  const timed = async <T>(fn: () => Promise<T>) => {
    const started = Date.now();
    const value = await fn();
    return { value, ms: Date.now() - started };
  };
  const logged = (msg: string) => server.log.lines.filter((l) => l.msg === msg);

  for (const fault of ['cut', 'blackhole'] as const) {
    it(`${fault}: answers 503 service_unavailable fast over REST, sockets and readiness, logs once, loses no acknowledged message, recovers`, async () => {
      const world = await eventWorld(server.ctx, 2);
      const alice = world.attendees[0]!;
      const socket = await connectSocket(server, alice.token);
      const acked: number[] = [];
      const post = async (message: string) => {
        const ack = await request<LivefeedItem>(socket, 'livefeed:post', { message }, 10_000);
        if (ack.ok) acked.push(ack.data.id);
        return ack;
      };
      expect((await post('before')).ok).toBe(true);
      const warnsBefore = logged('database.unavailable').length;
      const recoveredBefore = logged('database.recovered').length;

      if (fault === 'cut') proxy.cut();
      else proxy.blackhole();

      // Bound: a pooled connection waits at most the query timeout (2 s), a new one the connect timeout (0.5 s).
      for (let i = 0; i < 3; i++) {
        const rest = await timed(() => server.http.get('/connect/livefeed/messages', { token: alice.token }));
        expect(rest.value.status).toBe(503);
        expect(rest.value.body.errors[0].code).toBe('service_unavailable');
        expect(rest.value.headers.get('retry-after')).toBe('5');
        expect(rest.ms).toBeLessThan(3000);
        const ack = await timed(() => post(`during ${i}`));
        // A post whose statement was sent before the blackhole swallowed it may be stored: its outcome is unknown
        // (issue 44). One that never got a connection is plainly unavailable.
        expect(ack.value).toMatchObject({ ok: false, error: { retry_after: 5 } });
        if (!ack.value.ok) expect(fault === 'cut' ? ['service_unavailable'] : ['service_unavailable', 'outcome_unknown']).toContain(ack.value.error.code);
        expect(ack.ms).toBeLessThan(3000);
      }
      const ready = await timed(() => server.http.get('/readyz'));
      expect(ready.value.status).toBe(503);
      expect(ready.value.body.checks.database).toBe('down');
      expect(ready.ms).toBeLessThan(2000);
      // A new socket (its token never checked on this node) is told the service is away, not that it is logged
      // out: a client that hears `unauthorized` throws its tokens away.
      const refused = await timed(() => connectSocket(server, world.attendees[1]!.token).then(() => undefined, (err: Error & { data?: unknown }) => err));
      expect(refused.value).toMatchObject({ message: 'service_unavailable', data: { code: 'service_unavailable', retry_after: 5 } });
      expect(refused.ms).toBeLessThan(3000);
      // The token endpoint answers in its own shape.
      const token = await server.http.post('/connect/oauth2/token', { grant_type: 'refresh_token', client_id: 'x', client_secret: 'y', refresh_token: 'z' });
      expect(token.status).toBe(503);
      expect(token.body.error).toBe('temporarily_unavailable');
      // So does revoke (RFC 7009 2.2.1), never the REST error shape.
      const revoke = await server.http.post('/connect/oauth2/revoke', { token: 'z', client_id: 'x', client_secret: 'y' });
      expect(revoke.status).toBe(503);
      expect(revoke.body).toMatchObject({ error: 'temporarily_unavailable' });
      expect(revoke.headers.get('retry-after')).toMatch(/^\d+$/);

      // Logged once at warn for the whole outage, never as request failures at error level.
      expect(logged('database.unavailable').length).toBe(warnsBefore + 1);
      expect(logged('database.unavailable').at(-1)!.level).toBe(40);
      expect(server.log.lines.filter((l) => l.msg === 'request.failed' || l.msg === 'realtime.handler_failed')).toEqual([]);

      proxy.restore();
      const back = Date.now();
      await eventually(async () => expect((await post('after')).ok).toBe(true), 8000, 200);
      expect(Date.now() - back).toBeLessThan(8000);
      expect((await server.http.get('/readyz')).status).toBe(200);
      await eventually(() => expect(logged('database.recovered').length).toBe(recoveredBefore + 1));

      // Every acknowledged post is stored.
      const list = await server.http.get('/connect/livefeed/messages?per_page=100', { token: alice.token });
      expect(list.status).toBe(200);
      const stored = (list.body._embedded.livefeed_message as Array<{ id: number }>).map((m) => m.id);
      for (const id of acked) expect(stored).toContain(id);
    }, 30_000);
  }

  it('replies lost (PostgreSQL commits, the node never hears): a write answers 503 outcome_unknown within the bound, and the same request again is stored once', async () => {
    const world = await eventWorld(server.ctx, 2);
    const [alice, bob] = world.attendees as [(typeof world.attendees)[0], (typeof world.attendees)[0]];
    const socket = await connectSocket(server, alice.token);
    expect((await request(socket, 'chat:send', { to: bob.user.id, message: 'hello', client_message_id: 'c-0' })).ok).toBe(true);
    expect((await server.http.post('/connect/livefeed/messages', { message: 'warm', client_message_id: 'f-0' }, { token: alice.token })).status).toBe(204);

    proxy.dropReplies();
    const rest = await timed(() => server.http.post('/connect/livefeed/messages', { message: 'in doubt', client_message_id: 'f-1' }, { token: alice.token }));
    expect(rest.value.status).toBe(503);
    expect(rest.value.body.errors[0].code).toBe('outcome_unknown');
    expect(rest.value.body.errors[0].message).toMatch(/same client_message_id/);
    expect(rest.value.headers.get('retry-after')).toBe('5');
    expect(rest.ms).toBeLessThan(3000);
    const chat = await timed(() => request<{ id: number }>(socket, 'chat:send', { to: bob.user.id, message: 'in doubt', client_message_id: 'c-1' }, 10_000));
    expect(chat.value).toMatchObject({ ok: false, error: { retry_after: 5 } });
    if (!chat.value.ok) expect(['outcome_unknown', 'service_unavailable']).toContain(chat.value.error.code);
    expect(chat.ms).toBeLessThan(3000);
    // A GET is never in doubt.
    const read = await server.http.get('/connect/livefeed/messages', { token: alice.token });
    expect(read.status).toBe(503);
    expect(read.body.errors[0].code).toBe('service_unavailable');

    proxy.restore();
    // The app sends the same requests again: each is stored once, whether the first reached PostgreSQL or not.
    await eventually(async () => expect((await server.http.post('/connect/livefeed/messages', { message: 'in doubt', client_message_id: 'f-1' }, { token: alice.token })).status).toBe(204), 8000, 200);
    await eventually(async () => expect((await request(socket, 'chat:send', { to: bob.user.id, message: 'in doubt', client_message_id: 'c-1' })).ok).toBe(true), 8000, 200);
    const feed = await sql<{ n: number }>`select count(*)::int as n from livefeed_messages where event_id = ${world.event.id} and client_message_id = 'f-1'`.execute(server.ctx.db);
    expect(feed.rows[0]!.n).toBe(1);
    const sent = await sql<{ n: number }>`select count(*)::int as n from chat_messages where client_message_id = 'c-1' and sender_id = ${alice.user.id}`.execute(server.ctx.db);
    expect(sent.rows[0]!.n).toBe(1);
  }, 30_000);

  it('blackhole with every pooled connection stuck: requests waiting for the pool answer service_unavailable, not overloaded', async () => {
    const world = await eventWorld(server.ctx, 1);
    const token = world.attendees[0]!.token;
    // Fill the pool: all its connections open and idle.
    const size = server.ctx.config.databasePoolSize;
    await Promise.all(Array.from({ length: size }, () => sql`select pg_sleep(0.2)`.execute(server.ctx.db)));
    proxy.blackhole();
    const answers = await Promise.all(Array.from({ length: size + 5 }, () => server.http.get('/connect/livefeed/messages', { token })));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 503));
    expect(answers.map((a) => a.body.errors[0].code)).toEqual(answers.map(() => 'service_unavailable'));
    proxy.restore();
    await eventually(async () => expect((await server.http.get('/readyz')).status).toBe(200), 8000, 200);
  }, 30_000);

  it('survives pg_terminate_backend of clients checked out, idle in a transaction and holding an advisory lock', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const inTransaction = server.ctx.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      await gate;
      await sql`select 2`.execute(trx);
    });
    const holdingLock = server.ctx.db.connection().execute(async (conn) => {
      await sql`select pg_advisory_lock(424242)`.execute(conn);
      await gate;
      await sql`select pg_advisory_unlock(424242)`.execute(conn);
    });
    inTransaction.catch(() => undefined);
    holdingLock.catch(() => undefined);
    await new Promise((r) => setTimeout(r, 200));

    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    const dbName = new URL(server.ctx.config.databaseUrl!).pathname.slice(1);
    const killed = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [dbName]);
    await admin.end();
    expect(killed.rowCount).toBeGreaterThanOrEqual(2);
    // Let the broken sockets report their errors while the clients are still checked out.
    await new Promise((r) => setTimeout(r, 300));
    release();
    const outcomes = await Promise.allSettled([inTransaction, holdingLock]);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      if (outcome.status === 'rejected') expect(isDatabaseUnavailable(outcome.reason)).toBe(true);
    }
    expect(crashes).toEqual([]);
    // The pool replaces the dead clients: the next requests are served.
    await eventually(async () => expect((await server.http.get('/readyz')).status).toBe(200), 5000, 100);
    const world = await eventWorld(server.ctx, 1);
    expect((await server.http.post('/connect/livefeed/messages', { message: 'after terminate' }, { token: world.attendees[0]!.token })).status).toBe(204);
  }, 30_000);
});
