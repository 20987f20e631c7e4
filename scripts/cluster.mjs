#!/usr/bin/env node
// `npm run cluster -- --nodes N`: the deploy/ topology on one machine, for trying and testing. HAProxy (from
// deploy/haproxy.cfg) in front of N Convene nodes, a Redis of its own (with --redis-cluster a 3-master Redis Cluster
// of its own; or REDIS_URL / REDIS_CLUSTER_NODES), and PostgreSQL (DATABASE_URL, default: the local server, database `convene_cluster`, created with demo data; with
// --replica a primary and a streaming replica of its own, for DATABASE_READ_URL).
// Prints where everything listens; Ctrl-C (SIGINT or SIGTERM, also during startup) stops whatever has started;
// SIGHUP restarts the nodes one after another (rolling).
/* global fetch, clearTimeout */
import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { LocalRedisCluster, redisClusterMissing } from './lib/redis-cluster.mjs';

const root = new URL('..', import.meta.url).pathname;
const { values: args } = parseArgs({
  options: {
    nodes: { type: 'string', default: '2' },
    port: { type: 'string', default: '7000' },
    verbose: { type: 'boolean', default: false },
    replica: { type: 'boolean', default: false },
    'redis-cluster': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  process.stdout.write(`usage: npm run cluster -- [--nodes N] [--port P] [--replica] [--redis-cluster] [--verbose]
  balancer on P (default 7000), nodes on P+1..P+N, HAProxy status page on P+90, own Redis on P+80
  --replica: a PostgreSQL primary (P+81) and streaming replica (P+82) of its own, in a temporary directory
       (initdb, pg_basebackup -R; as the postgres user when run as root): DATABASE_URL and DATABASE_READ_URL
  --redis-cluster: a Redis Cluster of its own instead of the single Redis: three masters and three replicas on
       P+83..P+88 (cluster bus P+73..P+78; redis-server 7+ and redis-cli): REDIS_CLUSTER_NODES
  env: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/convene_cluster), REDIS_URL or
       REDIS_CLUSTER_NODES (default: a redis-server of its own), any other Convene variable (passed to every node)
  Ctrl-C stops everything; kill -HUP <pid> restarts the nodes one after another.\n`);
  process.exit(0);
}
const count = Number(args.nodes);
const base = Number(args.port);
if (!Number.isInteger(count) || count < 1 || count > 32) fail('--nodes must be between 1 and 32');
if (!Number.isInteger(base) || base < 1 || base + 90 > 65535) fail('--port must leave room for P+90');
if (args.replica && process.env.DATABASE_URL) fail('--replica starts its own primary: leave DATABASE_URL unset');
if (args['redis-cluster'] && (process.env.REDIS_URL || process.env.REDIS_CLUSTER_NODES)) fail('--redis-cluster starts its own cluster: leave REDIS_URL and REDIS_CLUSTER_NODES unset');

const children = new Set();
/** The nodes started so far (a rolling restart replaces them in place). */
const nodes = [];
let stopping = false;
const dir = mkdtempSync(join(tmpdir(), 'convene-cluster-'));

// Stops whatever has started so far, also when the signal comes during startup (a pg_ctl server started for
// --replica outlives us otherwise: it runs in a session of its own).
async function shutdown() {
  if (stopping) return;
  stopping = true;
  say('stopping');
  await Promise.all(nodes.map(stopNode));
  for (const child of children) child.kill('SIGTERM');
  await sleep(300);
  for (const child of children) child.kill('SIGKILL');
  stopPgServers();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

/** Thrown by a startup step that finds a shutdown under way: main() stops starting things. */
class Stopping extends Error {}
const checkpoint = () => {
  if (stopping) throw new Stopping('stopping');
};

function fail(message) {
  process.stderr.write(`cluster: ${message}\n`);
  process.exit(1);
}
const say = (line) => process.stdout.write(`cluster: ${line}\n`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function track(child, label) {
  children.add(child);
  child.once('exit', (code, signal) => {
    children.delete(child);
    if (!stopping && !child.expectedExit) say(`${label} exited (${signal ?? code})`);
  });
  return child;
}

function listens(port) {
  return new Promise((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('error', () => resolve(false));
    s.once('connect', () => {
      s.end();
      resolve(true);
    });
  });
}

async function until(what, check, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}

// ---- PostgreSQL ------------------------------------------------------------------------------------------------
async function database() {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, demo: process.env.DEMO_DATA ?? '0' };
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres', connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (err) {
    fail(`no DATABASE_URL and the local PostgreSQL (127.0.0.1:5432) is not reachable: ${err.message}`);
  }
  const exists = (await admin.query(`select 1 from pg_database where datname = 'convene_cluster'`)).rowCount > 0;
  if (!exists) await admin.query('create database convene_cluster');
  await admin.end();
  // Demo data on the first start only (nodes load it when the database is new).
  return { url: 'postgres://postgres@127.0.0.1:5432/convene_cluster', demo: exists ? '0' : '1' };
}

// A primary and its streaming replica of our own (the local server's pg_hba has no replication line).
const PG_BIN = ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'].find((d) => existsSync(join(d, 'pg_basebackup')));
const asRoot = process.getuid?.() === 0;
const pgServers = [];

function pgRun(bin, argv) {
  const file = join(PG_BIN, bin);
  if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', file, ...argv], { stdio: ['ignore', 'ignore', 'inherit'] });
  else execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
}

function stopPgServers() {
  for (const data of pgServers.splice(0).reverse()) {
    try {
      pgRun('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch {
      // already gone
    }
  }
}

async function replicatedDatabase() {
  if (!PG_BIN) fail('--replica needs the PostgreSQL server binaries (/usr/lib/postgresql/<version>/bin)');
  const pgDir = join(dir, 'pg');
  mkdirSync(pgDir);
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const [primaryPort, replicaPort] = [base + 81, base + 82];
  const primary = join(pgDir, 'primary');
  const replica = join(pgDir, 'replica');
  pgRun('initdb', ['-D', primary, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  appendFileSync(join(primary, 'postgresql.conf'), `listen_addresses = '127.0.0.1'\nunix_socket_directories = '${pgDir}'\nwal_level = replica\nmax_wal_senders = 4\nmax_connections = ${Math.max(100, count * 25)}\n`);
  appendFileSync(join(primary, 'pg_hba.conf'), 'host replication all 127.0.0.1/32 trust\n');
  checkpoint();
  // Registered before it starts: an interrupt while pg_ctl waits still stops it.
  pgServers.push(primary);
  pgRun('pg_ctl', ['-D', primary, '-l', join(pgDir, 'primary.log'), '-o', `-p ${primaryPort}`, '-w', 'start']);
  checkpoint();
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${primaryPort}/postgres` });
  await admin.connect();
  await admin.query('create database convene_cluster');
  await admin.end();
  pgRun('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replica, '-R', '-X', 'stream', '-c', 'fast']);
  checkpoint();
  pgServers.push(replica);
  pgRun('pg_ctl', ['-D', replica, '-l', join(pgDir, 'replica.log'), '-o', `-p ${replicaPort}`, '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${primaryPort}/convene_cluster`,
    readUrl: `postgres://postgres@127.0.0.1:${replicaPort}/convene_cluster`,
    demo: process.env.DEMO_DATA ?? '1',
  };
}

// ---- Redis -----------------------------------------------------------------------------------------------------
async function redis() {
  if (args['redis-cluster']) {
    const clusterDir = join(dir, 'redis-cluster');
    mkdirSync(clusterDir);
    const ports = Array.from({ length: 6 }, (_, i) => ({ port: base + 83 + i, bus: base + 73 + i }));
    for (const { port, bus } of ports) if ((await listens(port)) || (await listens(bus))) fail(`port ${port} or ${bus} is taken (--redis-cluster uses P+83..P+88 and P+73..P+78)`);
    const cluster = await LocalRedisCluster.start({ ports, dir: clusterDir, nodeTimeoutMs: 2000, onSpawn: (child) => track(child, `redis-server (cluster) ${child.spawnargs[2]}`) });
    return { env: { REDIS_CLUSTER_NODES: cluster.seeds }, where: `Redis Cluster of its own: masters ${(await cluster.masters()).join(', ')}, replicas on the others of ${base + 83}-${base + 88}` };
  }
  if (process.env.REDIS_CLUSTER_NODES) return { env: { REDIS_CLUSTER_NODES: process.env.REDIS_CLUSTER_NODES }, where: `Redis Cluster ${process.env.REDIS_CLUSTER_NODES}` };
  if (process.env.REDIS_URL) return { env: { REDIS_URL: process.env.REDIS_URL }, where: process.env.REDIS_URL };
  const port = base + 80;
  track(spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'ignore', 'inherit'] }), 'redis-server');
  await until('redis-server', () => listens(port), 10_000);
  return { env: { REDIS_URL: `redis://127.0.0.1:${port}` }, where: `redis://127.0.0.1:${port} (its own)` };
}

// ---- Nodes -----------------------------------------------------------------------------------------------------
const IMPORTANT = new Set(['server.started', 'server.stopping', 'server.stopped', 'shutdown.notice', 'database.migrated']);

function startNode(i, env) {
  const name = `node${i + 1}`;
  const port = base + 1 + i;
  const child = track(
    spawn(process.execPath, [join(root, 'dist', 'app', 'main.js')], {
      cwd: root,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
    name,
  );
  let rest = '';
  child.stdout.on('data', (chunk) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.trim()) continue;
      let level = 30;
      let msg = '';
      try {
        ({ level, msg } = JSON.parse(line));
      } catch {
        // not JSON: shown as is
      }
      if (args.verbose || level >= 40 || IMPORTANT.has(msg) || msg === 'sms.verification_code') process.stdout.write(`[${name}] ${line}\n`);
    }
  });
  const node = { name, port, child, env };
  child.once('exit', (code, signal) => {
    if (stopping || child.expectedExit) return;
    restartLater(i, node, signal ?? code);
  });
  return node;
}

/**
 * A node that died on its own (a crash, the OOM killer, `kill -9`) is started again, after 1 s, then 2, 4, ... up to
 * 30 s while it keeps dying within a minute of its start; one that ran longer starts over at 1 s. Each restart is
 * said in the log, with the reason and the wait.
 */
const RESTART_BASE_MS = 1000;
const RESTART_MAX_MS = 30_000;
const restarts = new Map();
function restartLater(i, dead, reason) {
  const previous = restarts.get(i) ?? { delayMs: 0, startedAt: 0 };
  const delayMs = Date.now() - previous.startedAt > 60_000 ? RESTART_BASE_MS : Math.min(RESTART_MAX_MS, Math.max(RESTART_BASE_MS, previous.delayMs * 2));
  say(`${dead.name} died (${reason}): restarting in ${delayMs / 1000} s`);
  setTimeout(() => {
    if (stopping || nodes[i] !== dead) return;
    restarts.set(i, { delayMs, startedAt: Date.now() });
    nodes[i] = startNode(i, { ...dead.env, DEMO_DATA: '0' });
    say(`${dead.name} restarted (pid ${nodes[i].child.pid})`);
    waitReady(nodes[i]).then(
      () => say(`${dead.name} ready again`),
      () => undefined,
    );
  }, delayMs);
}

async function waitReady(node) {
  await until(`${node.name} (/readyz)`, async () => (await fetch(`http://127.0.0.1:${node.port}/readyz`)).status === 200, 90_000);
}

async function stopNode(node) {
  const { child } = node;
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.expectedExit = true;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(killer);
}

// ---- HAProxy ---------------------------------------------------------------------------------------------------
/** Each node's state as HAProxy sees it, from the status page's CSV. */
async function balancerStates() {
  const lines = (await (await fetch(`http://127.0.0.1:${base + 90}/;csv`)).text()).split('\n');
  const header = lines[0].replace(/^# /, '').split(',');
  const [px, sv, st] = ['pxname', 'svname', 'status'].map((h) => header.indexOf(h));
  const out = {};
  for (const cols of lines.slice(1).map((l) => l.split(','))) if (cols[px] === 'nodes' && cols[sv] !== 'BACKEND') out[cols[sv]] = cols[st];
  return out;
}

function haproxyConfig(nodes) {
  let limit = 1024;
  try {
    limit = Number(execFileSync('sh', ['-c', 'ulimit -n']).toString().trim()) || 1024;
  } catch {
    // keep the small default
  }
  const maxconn = Math.max(256, Math.min(50_000, Math.floor((limit - 200) / 2)));
  return readFileSync(join(root, 'deploy', 'haproxy.cfg'), 'utf8')
    .replaceAll('{{BIND}}', `127.0.0.1:${base}`)
    .replaceAll('{{STATS_BIND}}', `127.0.0.1:${base + 90}`)
    .replaceAll('{{CHECK_INTER}}', '1s')
    .replaceAll('{{MAXCONN}}', String(maxconn))
    .replaceAll('{{SERVERS}}', nodes.map((n) => `    server ${n.name} 127.0.0.1:${n.port} check cookie ${n.name}`).join('\n'));
}

async function main() {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
  } catch {
    fail('haproxy is not installed (Debian/Ubuntu: apt-get install haproxy)');
  }
  if (args['redis-cluster']) {
    const missing = redisClusterMissing();
    if (missing) fail(`--redis-cluster: ${missing}`);
  }
  execFileSync(process.execPath, [join(root, 'scripts', 'build-if-needed.mjs')], { stdio: 'inherit', cwd: root });
  checkpoint();
  const db = args.replica ? await replicatedDatabase() : await database();
  checkpoint();
  const r = await redis();
  checkpoint();
  const env = {
    DATABASE_URL: db.url,
    ...(db.readUrl ? { DATABASE_READ_URL: db.readUrl } : {}),
    ...r.env,
    SOCKET_IO_COOKIE: '1',
    TRUSTED_PROXIES: '127.0.0.1',
    // /readyz turns 503 this long before a stopping node stops accepting: HAProxy (inter 1s, fastinter 250ms,
    // fall 2) has marked it down by then.
    SHUTDOWN_NOTICE_MS: process.env.SHUTDOWN_NOTICE_MS ?? '2500',
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://127.0.0.1:${base}`,
  };
  // The first node alone migrates and loads demo data; the others start together after it.
  nodes.push(startNode(0, { ...env, DEMO_DATA: db.demo }));
  await waitReady(nodes[0]);
  checkpoint();
  for (let i = 1; i < count; i++) nodes.push(startNode(i, { ...env, DEMO_DATA: '0' }));
  await Promise.all(nodes.map(waitReady));
  checkpoint();

  const cfg = join(dir, 'haproxy.cfg');
  writeFileSync(cfg, haproxyConfig(nodes));
  track(spawn('haproxy', ['-db', '-f', cfg], { stdio: ['ignore', 'inherit', 'inherit'] }), 'haproxy');
  await until('haproxy', () => listens(base), 10_000);
  checkpoint();

  say(`balancer    http://127.0.0.1:${base}  (API docs: http://127.0.0.1:${base}/api/docs)`);
  say(`status page http://127.0.0.1:${base + 90}/`);
  for (const n of nodes) say(`${n.name.padEnd(11)} http://127.0.0.1:${n.port}`);
  say(`redis       ${r.where}`);
  say(`database    ${db.url.replace(/:[^:@/]*@/, ':***@')}`);
  if (db.readUrl) say(`replica     ${db.readUrl} (streaming; lag and use in /readyz and /metrics)`);
  say(`Ctrl-C stops everything; kill -HUP ${process.pid} restarts the nodes one after another`);

  let rolling = false;
  process.on('SIGHUP', async () => {
    if (rolling || stopping) return;
    rolling = true;
    for (let i = 0; i < nodes.length && !stopping; i++) {
      say(`rolling restart: ${nodes[i].name}`);
      await stopNode(nodes[i]);
      nodes[i] = startNode(i, { ...env, DEMO_DATA: '0' });
      await waitReady(nodes[i]);
      // The next node stops only once the balancer sends to this one again (its checks need `rise` successes).
      await until(`${nodes[i].name} UP in HAProxy`, async () => (await balancerStates())[nodes[i].name] === 'UP', 30_000);
    }
    say('rolling restart: done');
    rolling = false;
  });
}

process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
  stopPgServers();
  rmSync(dir, { recursive: true, force: true });
});
main().catch((err) => {
  // A startup step interrupted by Ctrl-C: shutdown() is stopping everything.
  if (stopping) return;
  process.stderr.write(`cluster: ${err.message}\n`);
  for (const child of children) child.kill('SIGKILL');
  stopPgServers();
  process.exit(1);
});
