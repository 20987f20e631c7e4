// What the runner starts and stops: a fresh PostgreSQL database, a private redis-server, Convene nodes,
// baseline servers and forked load generators. Every child is tracked and killed by its pid on exit.
import { execFileSync, fork, spawn } from 'node:child_process';
import { Socket } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, listensOn, pin, sleep, waitFor } from './util.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const BENCH = join(ROOT, 'bench');
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** CPU sets: servers (Convene, baselines, Redis) on one core, load generators on the other. */
export const CPUS = { server: '0', load: '1' };

const children = new Set();

function track(child, label) {
  children.add(child);
  child.label = label;
  child.once('exit', () => children.delete(child));
  return child;
}

export function killAll() {
  for (const child of children) {
    try {
      child.kill('SIGKILL');
    } catch {
      // already gone
    }
  }
}

export async function stopChild(child, timeoutMs = 5000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}

// ---- PostgreSQL --------------------------------------------------------------------------------------------

export async function ensurePostgres() {
  const ping = async () => {
    const c = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
    await c.connect();
    await c.end();
    return true;
  };
  try {
    return await ping();
  } catch {
    // Same as .ci/run: start the distribution's cluster when it is down.
    try {
      const versions = execFileSync('ls', ['/etc/postgresql']).toString().trim().split('\n');
      execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', versions[0], 'main', 'start'], { stdio: 'inherit' });
    } catch (err) {
      throw new Error(`PostgreSQL is not reachable at ${PG_ADMIN_URL} and could not be started: ${err.message}`);
    }
    return waitFor(ping, { timeoutMs: 30_000, what: 'PostgreSQL' });
  }
}

export async function createBenchDatabase() {
  const name = `convene_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/**
 * Waits until PostgreSQL has finished what the last scenario left it (autovacuum of the tables it filled, a checkpoint
 * of what it wrote), so the next scenario is measured on a settled server rather than sharing it with that work:
 * a vacuum with analyze of the bench database and a checkpoint first, then until no other backend of the bench database (nor an autovacuum worker) is active for two
 * readings in a row, at most `timeoutMs`. Resolves with what it saw.
 */
export async function settlePostgres(databaseUrl, { timeoutMs = 120_000 } = {}) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  const t0 = Date.now();
  let quietReadings = 0;
  let last = [];
  try {
    // What autovacuum would do in its own time (dead rows of the last scenario, statistics of what it added), now.
    await c.query('vacuum (analyze)');
    await c.query('checkpoint');
    while (Date.now() - t0 < timeoutMs && quietReadings < 2) {
      const { rows } = await c.query(
        `select coalesce(backend_type, '') as type, left(coalesce(query, ''), 60) as query from pg_stat_activity
         where pid <> pg_backend_pid() and state = 'active' and (datname = current_database() or backend_type = 'autovacuum worker')`,
      );
      last = rows;
      quietReadings = rows.length === 0 ? quietReadings + 1 : 0;
      if (quietReadings < 2) await sleep(1000);
    }
  } finally {
    await c.end();
  }
  return { waited_s: Math.round((Date.now() - t0) / 100) / 10, settled: quietReadings >= 2, still_active: last.map((r) => `${r.type}: ${r.query}`) };
}

// ---- Redis -------------------------------------------------------------------------------------------------

/** A private redis-server on a free port (no persistence), so the bench shares nothing with running tests. */
export async function startRedis() {
  const port = await freePort();
  const child = track(
    spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--maxclients', '20000'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
    'redis',
  );
  await waitFor(
    () =>
      new Promise((resolve) => {
        const s = new Socket();
        s.once('error', () => resolve(false));
        s.connect(port, '127.0.0.1', () => {
          s.end();
          resolve(true);
        });
      }),
    { what: 'redis-server' },
  );
  pin(child.pid, process.env.BENCH_REDIS_CPU ?? CPUS.server);
  return { url: `redis://127.0.0.1:${port}`, child, pid: child.pid };
}

// ---- Convene nodes -----------------------------------------------------------------------------------------

/** Where the Convene build under test lives (set by `buildConvene`). */
export const build = { root: ROOT, source: 'working tree', commit: null };

/**
 * Builds dist/ with scripts/build-if-needed.mjs. When the working tree does not compile (other work in progress),
 * builds the committed HEAD instead, in a temporary copy (git archive), so the bench measures a known commit.
 */
export function buildConvene(log = () => undefined) {
  build.commit = gitOut(['rev-parse', '--short', 'HEAD']);
  const dirty = gitOut(['status', '--porcelain', '--', 'server', 'gateway', 'realtime', 'storage']) !== '';
  if (process.env.BENCH_SNAPSHOT !== '1') {
    try {
      execFileSync(process.execPath, [join(ROOT, 'scripts', 'build-if-needed.mjs')], { stdio: ['ignore', 'ignore', 'inherit'], cwd: ROOT });
      Object.assign(build, { root: ROOT, source: dirty ? `working tree (HEAD ${build.commit} plus uncommitted changes)` : `commit ${build.commit}` });
      return build;
    } catch {
      log('the working tree does not build; building the committed HEAD in a temporary copy instead');
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'convene-bench-'));
  execFileSync('sh', ['-c', `git -C "${ROOT}" archive HEAD app context infra server gateway realtime storage client scripts package.json tsconfig.json tsconfig.build.json | tar -x -C "${dir}"`]);
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  execFileSync(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(dir, 'tsconfig.build.json')], { stdio: 'inherit', cwd: dir });
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  Object.assign(build, { root: dir, source: `commit ${build.commit} (HEAD snapshot)` });
  return build;
}

function gitOut(args) {
  try {
    return execFileSync('git', ['-C', ROOT, ...args]).toString().trim();
  } catch {
    return '';
  }
}

/** `node dist/app/main.js` (`dist/server/app/main.js` or `dist/server/main.js` in builds of commits before the process moved to app/). */
export function conveneEntry() {
  const rel = ['dist/app/main.js', 'dist/server/app/main.js', 'dist/server/main.js'].find((p) => existsSync(join(build.root, p))) ?? 'dist/app/main.js';
  build.entry = rel;
  return [join(build.root, rel)];
}

/**
 * BENCH_CPU_PROF=<dir>: every Convene node (and the fan-out's baseline servers) writes a V8 CPU profile there when
 * it stops (to find hot paths).
 */
export const profileFlags = () => [
  ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
  // BENCH_NODE_FLAGS: more flags for the nodes under test only (for example `--trace-opt --trace-deopt`).
  ...(process.env.BENCH_NODE_FLAGS ? process.env.BENCH_NODE_FLAGS.split(/\s+/).filter(Boolean) : []),
];

/** Node flags of every server the bench starts: SIGUSR2 triggers a full GC (see gc-on-signal.mjs). */
export const SERVER_EXEC_ARGV = ['--expose-gc', '--import', pathToFileURL(join(BENCH, 'lib', 'gc-on-signal.mjs')).href];

/** What the bench raises for its load from a few loopback addresses (see `startConvene`'s `defaultLimits`). */
const RAISED_LIMITS = {
  OTP_IP_LIMIT: '1000000',
  OTP_RESEND_SECONDS: '1',
  ACCESS_TOKEN_TTL: '3600',
  // The load generators open thousands of sockets and logins from a few loopback addresses: the per-address caps
  // that protect a real deployment would refuse them.
  SOCKET_CONNECT_LIMIT: '1000000',
  ENGINE_HANDSHAKE_LIMIT: '1000000',
  SOCKETS_PER_USER: '1000000',
  SOCKETS_PER_ADDRESS: '1000000',
  TOKEN_FAILURE_LIMIT: '1000000',
};

/**
 * Starts `node dist/app/main.js` with the bench's environment, pinned to the server core, and waits for
 * /healthz. Log lines at warn and above are passed through, prefixed. `defaultLimits: true` leaves every limit and
 * token lifetime at Convene's defaults (the venue scenario: the point is that the defaults hold a hall).
 */
export async function startConvene({ databaseUrl, redisUrl, smsUrl, extraEnv = {}, label = 'convene', defaultLimits = false }) {
  const port = await freePort();
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '0.0.0.0',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    DEMO_DATA: '1',
    SMS_DRIVER: 'http',
    SMS_HTTP_URL: smsUrl,
    ...(defaultLimits ? {} : RAISED_LIMITS),
    ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `bench${process.pid}:` } : {}),
    // BENCH_NODE_ENV="NAME=value NAME=value": more settings for every node under test (e.g. REDIS_SHARDED_ADAPTER=1).
    ...Object.fromEntries((process.env.BENCH_NODE_ENV ?? '').split(/\s+/).filter(Boolean).map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)])),
    ...extraEnv,
  };
  const child = track(spawn(process.execPath, [...SERVER_EXEC_ARGV, ...profileFlags(), ...conveneEntry()], { cwd: build.root, env, stdio: ['ignore', 'pipe', 'pipe'] }), label);
  const prefix = (stream, out) => {
    let buf = '';
    stream.on('data', (chunk) => {
      buf += chunk;
      let i;
      while ((i = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 1);
        if (line.trim()) out.write(`[${label}] ${line.slice(0, 500)}\n`);
      }
    });
  };
  prefix(child.stdout, process.stderr);
  prefix(child.stderr, process.stderr);
  let exited = false;
  child.once('exit', () => (exited = true));
  await waitFor(
    async () => {
      if (exited) throw new Error(`${label} exited during start`);
      // Only the child's own socket counts: another process may have taken the port freePort() had found.
      if (!listensOn(child.pid, port)) return false;
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      return res.ok;
    },
    { timeoutMs: 60_000, what: `${label} /healthz` },
  );
  pin(child.pid, CPUS.server);
  return { port, pid: child.pid, child, url: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

// ---- Node scripts of the bench (baselines, load generators, SMS sink) ----------------------------------------

/**
 * Forks a bench script with an IPC channel. The child reports `{type:'ready', ...}` once listening; `request`
 * sends a message and resolves with the child's next `{type:'result'}` (or rejects on `{type:'error'}`/exit).
 */
export async function forkScript(script, { args = [], env = {}, cpus, label = script, readyTimeoutMs = 30_000, execArgv = [] } = {}) {
  const child = track(fork(join(BENCH, script), args, { cwd: ROOT, env: { ...process.env, ...env }, execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }), label);
  if (cpus) pin(child.pid, cpus);
  const ready = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${label}: not ready within ${readyTimeoutMs} ms`)), readyTimeoutMs);
    child.once('exit', (code) => reject(new Error(`${label} exited (${code}) before ready`)));
    child.on('message', function onMessage(msg) {
      if (msg?.type === 'ready') {
        clearTimeout(timer);
        child.off('message', onMessage);
        resolve(msg);
      } else if (msg?.type === 'error') {
        clearTimeout(timer);
        reject(new Error(`${label}: ${msg.message}`));
      }
    });
  });
  // Threads started after the fork (libuv pool) inherit the mask; pin again now that the child is up.
  if (cpus) pin(child.pid, cpus);
  return {
    child,
    pid: child.pid,
    ready,
    request(msg, timeoutMs = 120_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`${label}: no answer to ${msg.type} within ${timeoutMs} ms`));
        }, timeoutMs);
        const onExit = (code) => {
          cleanup();
          reject(new Error(`${label} exited (${code})`));
        };
        const onMessage = (m) => {
          if (m?.type === 'result') {
            cleanup();
            resolve(m.data);
          } else if (m?.type === 'error') {
            cleanup();
            reject(new Error(`${label}: ${m.message}`));
          }
        };
        const cleanup = () => {
          clearTimeout(timer);
          child.off('message', onMessage);
          child.off('exit', onExit);
        };
        child.on('message', onMessage);
        child.once('exit', onExit);
        child.send(msg);
      });
    },
    stop: () => stopChild(child),
  };
}

/** In a forked script: answers the runner's requests with `handler(msg)`. */
export function serveRunner(handler) {
  process.on('message', async (msg) => {
    if (msg?.type === 'stop') process.exit(0);
    try {
      process.send({ type: 'result', data: await handler(msg) });
    } catch (err) {
      process.send({ type: 'error', message: err?.stack ?? String(err) });
    }
  });
  process.on('disconnect', () => process.exit(0));
}

export { sleep };
