import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { get as httpGet } from 'node:http';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { SignJWT, importPKCS8 } from 'jose';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { slotOf } from '../../app/cluster.js';
import { BUILD_TIMEOUT_MS, ensureBuilt } from '../helpers/build.js';

/**
 * `WORKERS=2 npm start` on the built server: the primary hands each connection to a worker chosen by the client's
 * address, so long-polling sessions stay on their worker, and workers deliver to each other through Redis.
 * Needs PostgreSQL and Redis (WORKERS > 1 refuses the embedded database), so it runs in the PostgreSQL pass.
 */
const pgBase = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const root = new URL('../..', import.meta.url).pathname;

let child: ChildProcess;
let port: number;
let dbUrl: string;
let dbName: string;
const lines: Array<Record<string, unknown>> = [];

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(predicate: () => boolean, ms = 30_000) {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > ms) throw new Error(`timed out; last log lines: ${JSON.stringify(lines.slice(-5))}`);
    await wait(50);
  }
}
async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const p = (s.address() as { port: number }).port;
  await new Promise((r) => s.close(r));
  return p;
}

describe.skipIf(!pgBase || !redisUrl)('WORKERS=2', () => {
  beforeAll(ensureBuilt, BUILD_TIMEOUT_MS);
  beforeAll(async () => {
    dbName = `convene_workers_${inject('runId')}`;
    const admin = new pg.Client({ connectionString: pgBase });
    await admin.connect();
    await admin.query(`create database "${dbName}"`);
    await admin.end();
    const url = new URL(pgBase!);
    url.pathname = `/${dbName}`;
    dbUrl = url.toString();
    port = await freePort();
    const { TEST_DATABASE_URL: _a, TEST_REDIS_URL: _b, ...inherited } = process.env;
    child = spawn(process.execPath, [join(root, 'dist', 'app', 'main.js')], {
      cwd: root,
      env: { ...inherited, NODE_ENV: 'development', WORKERS: '2', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: dbUrl, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `${dbName}:`, DEMO_DATA: '0', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        lines.push({ raw: line });
      }
    });
    await until(() => lines.some((l) => l.msg === 'cluster.started'), 90_000);
  }, 180_000);

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    const admin = new pg.Client({ connectionString: pgBase });
    await admin.connect();
    await admin.query(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
  });

  it('spreads clients over both workers, delivers across them (websocket and polling), replaces a dead worker and stops on SIGTERM', async () => {
    const workerPids = () => [...new Set(lines.filter((l) => l.msg === 'server.started').map((l) => Number(l.pid)))];
    expect(workerPids()).toHaveLength(2);

    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    const secret = (await db.query<{ value: string }>(`select value from app_secrets where name = 'jwt_private_key_ES256'`)).rows[0]!;
    const key = await importPKCS8(secret.value, 'ES256');
    const org = (await db.query(`insert into organizations (name, slug) values ('o', 'o') returning id`)).rows[0].id as number;
    const ev = (await db.query(`insert into events (organization_id, slug, name, city_name, starts_at, ends_at) values ($1, 'e', 'E', 'T', now(), now() + interval '1 day') returning id`, [org])).rows[0].id as number;
    const tokens: string[] = [];
    for (let i = 0; i < 6; i++) {
      const id = (await db.query(`insert into users (mobile, name, surname) values ($1, 'U', $2) returning id`, [`+98912000${1000 + i}`, `S${i}`])).rows[0].id as number;
      await db.query(`insert into attendee_tickets (code, event_id, user_id) values ($1, $2, $3)`, [`T${i}-${randomUUID()}`, ev, id]);
      tokens.push(
        await new SignJWT({ role: 'user', event_id: ev }).setProtectedHeader({ alg: 'ES256', typ: 'at+jwt' }).setSubject(String(id)).setIssuer('http://localhost/connect').setAudience('convene').setIssuedAt().setExpirationTime('10m').setJti(randomUUID()).sign(key),
      );
    }
    await db.end();

    const connect = (i: number) =>
      new Promise<Socket>((resolve, reject) => {
        const s = io(`http://127.0.0.1:${port}`, {
          path: '/connect/socket.io',
          auth: { token: tokens[i] },
          transports: i % 2 ? ['polling'] : ['polling', 'websocket'],
          localAddress: `127.0.0.${i + 1}`,
          reconnection: false,
          forceNew: true,
        } as never);
        s.once('connect', () => resolve(s));
        s.once('connect_error', reject);
      });
    const sockets = await Promise.all(tokens.map((_, i) => connect(i)));
    const got: string[][] = sockets.map(() => []);
    sockets.forEach((s, i) => s.on('livefeed:message', (m: { message: string }) => got[i]!.push(m.message)));
    for (let i = 0; i < sockets.length; i++) {
      const ack = (await sockets[i]!.timeout(5000).emitWithAck('livefeed:post', { message: `from ${i}` })) as { ok: boolean };
      expect(ack.ok).toBe(true);
    }
    const expected = tokens.map((_, i) => `from ${i}`).sort();
    await until(() => got.every((g) => g.length === expected.length), 10_000);

    // The primary answers /metrics for every worker, whichever worker the scrape lands on (CONTRACT 9).
    for (const localAddress of ['127.0.0.1', '127.0.0.2']) {
      const text = await new Promise<string>((resolve, reject) => {
        httpGet({ host: '127.0.0.1', port, path: '/metrics', localAddress }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
          res.on('end', () => resolve(body));
        }).on('error', reject);
      });
      expect(text).toMatch(/^convene_sockets_connected 6$/m);
      expect(text).toMatch(/^convene_socket_events_total\{event="livefeed:post",outcome="ok"\} 6$/m);
    }
    for (const g of got) expect([...g].sort()).toEqual(expected);
    // The six client addresses land on both worker slots, so the deliveries above crossed workers.
    expect(new Set(tokens.map((_, i) => slotOf(`127.0.0.${i + 1}`, 2))).size).toBe(2);
    for (const s of sockets) s.close();

    // A worker that dies is replaced, and its clients can connect again.
    process.kill(workerPids()[0]!, 'SIGKILL');
    await until(() => lines.some((l) => l.msg === 'cluster.worker_died'));
    await until(() => workerPids().length === 3);
    await wait(300);
    const again = await Promise.all([0, 1, 2, 3].map((i) => connect(i)));
    for (const s of again) s.close();

    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(lines.filter((l) => l.msg === 'server.stopped').length).toBeGreaterThanOrEqual(2);
  }, 120_000);
});
