import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_TIMEOUT_MS, ensureBuilt } from '../helpers/build.js';
import { createTestDatabase } from '../helpers/database.js';
import { haproxyMissing } from '../helpers/haproxy.js';
import { redisClusterMissing } from '../helpers/redis-cluster.js';
import { eventually } from '../helpers/sockets.js';

/**
 * CONTRACT 14, the one-command topology: `node scripts/cluster.mjs --nodes 2 --redis-cluster` (what
 * `npm run cluster` runs) on the built server, this run's PostgreSQL (a database of the file's own, with the demo
 * data) and a Redis Cluster of its own. It prints the balancer's address, answers /readyz and a public read through
 * HAProxy, and SIGINT stops everything it started, also when it comes in the middle of startup.
 */
const root = new URL('../..', import.meta.url).pathname;
const missing =
  haproxyMissing() ?? redisClusterMissing() ?? (process.env.TEST_DATABASE_URL ? undefined : 'needs PostgreSQL (TEST_DATABASE_URL): the nodes share one database');

/** Ports the script uses for --port P, --nodes 2 and --redis-cluster (balancer, nodes, status page, Redis Cluster). */
const offsets = [0, 1, 2, 90, ...[73, 74, 75, 76, 77, 78], ...[83, 84, 85, 86, 87, 88]];

const listens = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('error', () => resolve(false));
    s.once('connect', () => {
      s.end();
      resolve(true);
    });
  });

const bindable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });

/** A --port P whose whole range is free now (the script's ports are fixed offsets from P). */
async function freeBase(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 40_000);
    let free = true;
    for (const o of offsets) if (!(free = await bindable(base + o))) break;
    if (free) return base;
  }
  throw new Error('no free port range for the cluster script');
}

interface Run {
  child: ChildProcess;
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const runs: Run[] = [];

function startScript(base: number, databaseUrl: string): Run {
  const { TEST_DATABASE_URL: _a, TEST_REDIS_URL: _b, REDIS_URL: _c, REDIS_CLUSTER_NODES: _d, ...inherited } = process.env;
  const child = spawn(process.execPath, [join(root, 'scripts', 'cluster.mjs'), '--nodes', '2', '--port', String(base), '--redis-cluster'], {
    cwd: root,
    env: { ...inherited, NODE_ENV: 'development', DATABASE_URL: databaseUrl, DEMO_DATA: '1', ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const run = { child, output, exited };
  runs.push(run);
  return run;
}

async function waitFor(run: Run, pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = pattern.exec(run.output.join(''));
    if (match) return match;
    if (run.child.exitCode !== null) throw new Error(`cluster.mjs exited (${run.child.exitCode}): ${run.output.join('').slice(-2000)}`);
    if (Date.now() > deadline) throw new Error(`${pattern} not printed within ${timeoutMs} ms: ${run.output.join('').slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Every port of the range is closed (what the script started is gone). */
async function expectClosed(base: number) {
  await eventually(async () => {
    const open: number[] = [];
    for (const o of offsets) if (await listens(base + o)) open.push(base + o);
    expect(open).toEqual([]);
  }, 10_000, 100);
}

describe.skipIf(missing)(`npm run cluster -- --nodes 2 --redis-cluster${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let databaseUrl: string;

  beforeAll(ensureBuilt, BUILD_TIMEOUT_MS);
  beforeAll(async () => {
    const database = await createTestDatabase();
    await database.handle.close();
    databaseUrl = database.url!;
  }, 300_000);

  afterAll(async () => {
    // A failed test may leave the script running: SIGINT lets it stop its children, SIGKILL after 20 s.
    for (const run of runs) {
      if (run.child.exitCode !== null || run.child.signalCode !== null) continue;
      run.child.kill('SIGINT');
      const killer = setTimeout(() => run.child.kill('SIGKILL'), 20_000);
      await run.exited;
      clearTimeout(killer);
    }
  }, 30_000);

  it('starts HAProxy, two nodes and a Redis Cluster, serves through the balancer, and stops everything on SIGINT', async () => {
    const base = await freeBase();
    const run = startScript(base, databaseUrl);
    const [, balancer] = await waitFor(run, /cluster: balancer\s+(http:\/\/127\.0\.0\.1:\d+)/, 50_000);
    expect(balancer).toBe(`http://127.0.0.1:${base}`);
    const printed = run.output.join('');
    expect(printed).toMatch(new RegExp(`node1\\s+http://127\\.0\\.0\\.1:${base + 1}`));
    expect(printed).toMatch(new RegExp(`node2\\s+http://127\\.0\\.0\\.1:${base + 2}`));
    expect(printed).toMatch(/redis\s+Redis Cluster of its own: masters \d+, \d+, \d+/);

    const ready = await fetch(`${balancer}/readyz`);
    expect(ready.status).toBe(200);
    const readiness = (await ready.json()) as { status: string; checks: Record<string, unknown> };
    expect(readiness.status).toBe('ok');
    expect(Object.keys(readiness.checks)).toContain('redis');
    // A public read (the demo catalogue) through the balancer.
    const events = await fetch(`${balancer}/api/events?per_page=5`);
    expect(events.status).toBe(200);
    expect(((await events.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    // HAProxy's status page: both nodes UP, and the requests above reached them (sessions total, `stot`).
    const csv = (await (await fetch(`http://127.0.0.1:${base + 90}/;csv`)).text()).split('\n');
    const header = (csv[0] ?? '').replace(/^# /, '').split(',');
    const [stot, status] = [header.indexOf('stot'), header.indexOf('status')];
    const servers = csv.filter((l) => /^nodes,node\d,/.test(l)).map((l) => l.split(','));
    // "UP", or "UP 1/2" while one health check of a node slowed by a loaded machine failed (it still serves).
    expect(servers.map((cols) => [cols[1], /^UP( \d+\/\d+)?$/.test(cols[status] ?? '') ? 'UP' : cols[status]]).sort()).toEqual([
      ['node1', 'UP'],
      ['node2', 'UP'],
    ]);
    expect(servers.reduce((sum, cols) => sum + Number(cols[stot]), 0)).toBeGreaterThanOrEqual(2);
    // The nodes use the script's Redis Cluster: their sharded adapters subscribed to shard channels on its masters.
    let shardChannels = 0;
    for (let p = base + 83; p <= base + 88; p++) {
      shardChannels += execFileSync('redis-cli', ['-h', '127.0.0.1', '-p', String(p), 'pubsub', 'shardchannels']).toString().split('\n').filter((l) => l.trim()).length;
    }
    expect(shardChannels).toBeGreaterThan(0);
    // The balancer does not serve the nodes' metrics on its public port (issue 44): a node's own port does.
    expect((await fetch(`${balancer}/metrics`)).status).toBe(404);
    expect((await fetch(`${balancer}/%6Detrics`)).status).toBe(404);

    // A node that dies on its own is started again (with backoff), and the log says so (issue 44).
    const started = new RegExp(`\\[node2\\] (\\{[^\\n]*"msg":"server\\.started"[^\\n]*\\})`).exec(run.output.join(''));
    const pid = (JSON.parse(started![1]!) as { pid: number }).pid;
    process.kill(pid, 'SIGKILL');
    await waitFor(run, /cluster: node2 died \(SIGKILL\): restarting in 1 s/, 10_000);
    await waitFor(run, /cluster: node2 restarted \(pid \d+\)/, 10_000);
    await waitFor(run, /cluster: node2 ready again/, 60_000);
    await eventually(async () => expect((await (await fetch(`http://127.0.0.1:${base + 90}/;csv`)).text())).toMatch(/^nodes,node2,(?:[^,]*,){15}UP,/m), 20_000, 200);
    expect((await fetch(`http://127.0.0.1:${base + 2}/readyz`)).status).toBe(200);

    run.child.kill('SIGINT');
    expect(await run.exited).toEqual({ code: 0, signal: null });
    expect(run.output.join('')).toContain('cluster: stopping');
    await expectClosed(base);
  }, 120_000);

  it('stops what has started when SIGINT comes during startup', async () => {
    const base = await freeBase();
    const run = startScript(base, databaseUrl);
    // The Redis Cluster is up and the first node is starting: interrupt before anything is printed as ready.
    await eventually(async () => expect(await listens(base + 1)).toBe(true), 40_000, 50);
    expect(run.output.join('')).not.toContain('cluster: balancer');
    run.child.kill('SIGINT');
    expect(await run.exited).toEqual({ code: 0, signal: null });
    await expectClosed(base);
  }, 60_000);
});
