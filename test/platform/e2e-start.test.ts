import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BUILD_TIMEOUT_MS, ensureBuilt } from '../helpers/build.js';

/**
 * The newcomer's path, on the built server as `npm start` runs it: start with demo data, request a code, read it
 * from the log line, get a token pair, refresh it, browse the docs, stop with SIGTERM.
 */
const root = new URL('../..', import.meta.url).pathname;
let child: ChildProcess;
let base: string;
const lines: Array<Record<string, unknown>> = [];
let cleanup: () => Promise<void> = async () => undefined;

async function environment(): Promise<Record<string, string>> {
  const pgBase = process.env.TEST_DATABASE_URL;
  if (pgBase) {
    const name = `convene_e2e_${inject('runId')}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: pgBase });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(pgBase);
    url.pathname = `/${name}`;
    cleanup = async () => {
      const c = new pg.Client({ connectionString: pgBase });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    };
    return {
      DATABASE_URL: url.toString(),
      DEMO_DATA: '1',
      ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL, REDIS_KEY_PREFIX: `${name}:` } : {}),
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'convene-e2e-'));
  cleanup = () => rm(dir, { recursive: true, force: true });
  return { DATA_DIR: dir };
}

function waitForLine(predicate: (line: Record<string, unknown>) => boolean, timeoutMs = 60_000): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      const found = lines.find(predicate);
      if (found) {
        clearInterval(timer);
        resolve(found);
      } else if (Date.now() - started > timeoutMs || child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`log line not seen; last lines: ${JSON.stringify(lines.slice(-5))}`));
      }
    }, 25);
  });
}

beforeAll(ensureBuilt, BUILD_TIMEOUT_MS);
beforeAll(async () => {
  const env = await environment();
  const { TEST_DATABASE_URL: _a, TEST_REDIS_URL: _b, ...inherited } = process.env;
  child = spawn(process.execPath, [join(root, 'dist', 'app', 'main.js')], {
    cwd: root,
    env: { ...inherited, NODE_ENV: 'development', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  createInterface({ input: child.stdout! }).on('line', (line) => {
    try {
      lines.push(JSON.parse(line) as Record<string, unknown>);
    } catch {
      lines.push({ raw: line });
    }
  });
  const started = await waitForLine((l) => l.msg === 'server.started');
  base = `http://127.0.0.1:${String(started.port)}`;
}, 300_000);

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await cleanup();
});

describe('npm start, as a newcomer uses it', () => {
  it('logs in with the demo client and admin, refreshes, shows the docs, and stops on SIGTERM', async () => {
    const post = (path: string, body: unknown, type = 'application/json') =>
      fetch(base + path, { method: 'POST', headers: { 'content-type': type }, body: typeof body === 'string' ? body : JSON.stringify(body) });

    const sent = await post('/connect/mobile/verification-codes', { mobile: '09120000000' });
    expect(sent.status).toBe(201);
    const smsLine = await waitForLine((l) => l.msg === 'sms.verification_code' && l.mobile === '+989120000000', 5000);
    expect(String(smsLine.code)).toMatch(/^\d{5}$/);

    const pair = await post(
      '/connect/oauth2/token',
      `grant_type=mobile_verification&client_id=demo-app&client_secret=demo-secret&mobile=09120000000&mobile_verification_code=${String(smsLine.code)}`,
      'application/x-www-form-urlencoded',
    );
    expect(pair.status).toBe(200);
    const tokens = (await pair.json()) as { access_token: string; refresh_token: string };
    const refreshed = await post('/connect/oauth2/token', { grant_type: 'refresh_token', client_id: 'demo-app', client_secret: 'demo-secret', refresh_token: tokens.refresh_token });
    expect(refreshed.status).toBe(200);

    const docs = await fetch(`${base}/api/docs`);
    expect(docs.status).toBe(200);
    await docs.text();
    const openapi = (await (await fetch(`${base}/api/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(openapi.paths).length).toBeGreaterThan(10);

    const events = await fetch(`${base}/api/events?per_page=5`);
    expect(events.status).toBe(200);
    const list = (await events.json()) as { data: unknown[] };
    expect(list.data.length).toBeGreaterThan(0);

    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(lines.some((l) => l.msg === 'server.stopped')).toBe(true);
  }, 60_000);
});
