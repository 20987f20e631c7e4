import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { runCli } from '../../app/cli.js';
import { openDatabase } from '../../storage/database.js';
import { migrateToLatest } from '../../storage/migrate.js';
import { migrations } from '../../storage/migrations/index.js';
import { loadConfig } from '../../infra/config.js';
import { createContext } from '../../context/context.js';
import { createLogger } from '../../infra/logger.js';
import { DEMO_ADMIN_MOBILE, DEMO_CLIENT } from '../../context/demo-data.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

/** A brand-new, unmigrated database: PostgreSQL in PostgreSQL mode, else an embedded one in a temp dir. */
async function freshDatabaseEnv(): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const name = `convene_fresh_${inject('runId')}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      cleanup: async () => {
        const c = new pg.Client({ connectionString: base });
        await c.connect();
        await c.query(`drop database if exists "${name}" with (force)`);
        await c.end();
      },
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'convene-fresh-'));
  return { env: { DATA_DIR: dir }, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

describe('migrations', () => {
  it('two nodes migrating one fresh database at once apply each migration exactly once', async () => {
    const fresh = await freshDatabaseEnv();
    try {
      if (fresh.env.DATABASE_URL) {
        const a = await openDatabase({ databaseUrl: fresh.env.DATABASE_URL });
        const b = await openDatabase({ databaseUrl: fresh.env.DATABASE_URL });
        const [ra, rb] = await Promise.all([migrateToLatest(a), migrateToLatest(b)]);
        const applied = [...(ra.results ?? []), ...(rb.results ?? [])].filter((r) => r.status === 'Success').map((r) => r.migrationName);
        expect(applied.sort()).toEqual(Object.keys(migrations).sort());
        const rows = await a.db.selectFrom('kysely_migration' as never).select('name' as never).execute();
        expect(rows).toHaveLength(Object.keys(migrations).length);
        await a.close();
        await b.close();
      } else {
        const db = await openDatabase({ dataDir: fresh.env.DATA_DIR });
        const first = await migrateToLatest(db);
        expect(first.results?.map((r) => r.migrationName)).toEqual(Object.keys(migrations));
        const again = await migrateToLatest(db);
        expect(again.results).toEqual([]);
        await db.close();
      }
    } finally {
      await fresh.cleanup();
    }
  }, 90_000); // two databases created and migrated at once: slow on a busy machine
});

describe('CLI and demo data', () => {
  it('creates clients, grants admin rights, and loads the demo client and admin once', async () => {
    const fresh = await freshDatabaseEnv();
    const out: string[] = [];
    const err: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l) };
    try {
      const env = { ...fresh.env, LOG_LEVEL: 'silent', ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' };
      expect(await runCli(['migrate'], env, io)).toBe(0);
      expect(await runCli(['client:create', 'Attendee', 'app'], env, io)).toBe(0);
      const created = JSON.parse(out.at(-1)!) as { client_id: string; client_secret: string };
      expect(created.client_id).toMatch(/^attendee-app-/);
      expect(created.client_secret.length).toBeGreaterThanOrEqual(32);
      expect(await runCli(['user:admin', '09121112233'], env, io)).toBe(0);
      expect(JSON.parse(out.at(-1)!)).toMatchObject({ role: 'admin' });
      expect(await runCli(['user:admin', 'nope'], env, io)).toBe(2);
      expect(await runCli(['frobnicate'], env, io)).toBe(2);
      expect(err.join('\n')).toMatch(/usage/);
      expect(await runCli(['migrate'], { ...env, PORT: 'x' }, io)).toBe(1);

      const config = loadConfig({ ...env, DEMO_DATA: '1', NODE_ENV: 'test' });
      const ctx = await createContext(config, { logger: createLogger('silent') });
      try {
        const stored = await ctx.db.selectFrom('oauth_clients').select(['id', 'secret_hash']).execute();
        expect(stored.map((c) => c.id)).toEqual(expect.arrayContaining([created.client_id, DEMO_CLIENT.id]));
        expect(stored.every((c) => c.secret_hash.startsWith('$argon2id$'))).toBe(true);
        expect(await ctx.clients.authenticate(created.client_id, created.client_secret)).toBe(true);
        expect(await ctx.clients.authenticate(DEMO_CLIENT.id, DEMO_CLIENT.secret)).toBe(true);
        const users = await ctx.db.selectFrom('users').select(['mobile', 'role']).where('role', '=', 'admin').execute();
        expect(users.map((u) => u.mobile).sort()).toEqual([DEMO_ADMIN_MOBILE, '+989121112233'].sort());
      } finally {
        await ctx.close();
      }
    } finally {
      await fresh.cleanup();
    }
  }, 60_000);
});

describe('graceful shutdown', () => {
  it('finishes an in-flight request, refuses new ones, then closes the database', async () => {
    const node = await startTestServer({ shareDatabaseWith: server, env: { OTP_IP_LIMIT: '1000' } });
    const port = node.running.port;
    const body = JSON.stringify({ mobile: '09127778899' });
    const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/api/mobile/verification-codes', headers: { 'content-type': 'application/json', 'content-length': body.length } }, (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
      req.write(body.slice(0, 5));
      setTimeout(() => req.end(body.slice(5)), 300);
    });
    await new Promise((r) => setTimeout(r, 100));
    const stopping = node.stop();
    await new Promise((r) => setTimeout(r, 50));
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    const done = await inFlight;
    expect(done.status).toBe(201);
    await stopping;
    await expect(node.ctx.database.ping()).resolves.toBeUndefined(); // shared database stays open for its owner
    expect(node.ctx.redis?.isOpen ?? false).toBe(false);
  });
});

describe('shutdown waits for handlers in flight', () => {
  it('lets work whose client already hung up finish its queries before the database closes', async () => {
    const node = await startTestServer();
    let finished = false;
    const work = node.ctx.inflight.run(async () => {
      await new Promise((r) => setTimeout(r, 300));
      await node.ctx.db.selectFrom('users').select('id').limit(1).execute();
      finished = true;
    });
    await node.stop();
    expect(finished).toBe(true);
    await expect(work).resolves.toBeUndefined();
    expect(node.ctx.inflight.size).toBe(0);
  });
});
