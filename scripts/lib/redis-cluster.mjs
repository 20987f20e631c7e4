// A local Redis Cluster of three masters with a replica each (six redis-servers, no persistence), made with
// `redis-cli --cluster create`. One implementation for `npm run cluster -- --redis-cluster` (scripts/cluster.mjs),
// the node tests (test/helpers/redis-cluster.ts) and the scale bench (bench/scenarios/scale.mjs).
// Types: redis-cluster.d.mts next to this file.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './ports.mjs';

const run = promisify(execFile);

/** Why a local Redis Cluster cannot be started here, or undefined when it can (redis-server 7+ and redis-cli). */
export function redisClusterMissing() {
  try {
    const version = execFileSync('redis-server', ['--version']).toString();
    const major = Number(/v=(\d+)/.exec(version)?.[1] ?? 0);
    if (major < 7) return `redis-server ${major} is too old for sharded Pub/Sub (7+)`;
    execFileSync('redis-cli', ['--version'], { stdio: 'ignore' });
    return undefined;
  } catch {
    return 'redis-server or redis-cli is not installed';
  }
}

async function cli(port, ...args) {
  return (await run('redis-cli', ['-h', '127.0.0.1', '-p', String(port), ...args], { timeout: 10_000 })).stdout;
}

async function waitUntil(check, what, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${what}: not ready within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export class LocalRedisCluster {
  #dir;
  #ownDir;
  #children;
  #killed = new Set();

  constructor(dir, ownDir, ports, children) {
    this.#dir = dir;
    this.#ownDir = ownDir;
    this.ports = ports;
    this.#children = children;
  }

  /** REDIS_CLUSTER_NODES: the three first nodes (the client learns the rest). */
  get seeds() {
    return this.ports.slice(0, 3).map((p) => `127.0.0.1:${p}`).join(',');
  }

  /**
   * Starts the six servers and joins them. Options: `ports` (six `{ port, bus }`, default free ports), `dir` (for
   * the nodes' files, default a temporary directory removed by stop()), `nodeTimeoutMs` (cluster-node-timeout,
   * default 1000: a replica takes over within a few seconds), `onSpawn(child)` (called for each redis-server as it
   * starts, so a caller can stop it even when start() has not returned).
   */
  static async start(options = {}) {
    const { nodeTimeoutMs = 1000, onSpawn } = options;
    const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'convene-redis-cluster-'));
    const ports = [];
    const children = new Map();
    const cluster = new LocalRedisCluster(dir, !options.dir, ports, children);
    // A test killed on a timeout, or a script that exits, never stops the servers itself: they go with the process.
    process.once('exit', () => {
      for (const child of children.values()) child.kill('SIGKILL');
    });
    try {
      for (let i = 0; i < 6; i++) {
        const { port, bus } = options.ports?.[i] ?? { port: await freePort(), bus: await freePort() };
        ports.push(port);
        const child = spawn(
          'redis-server',
          [
            '--port', String(port), '--cluster-port', String(bus), '--bind', '127.0.0.1', '--protected-mode', 'no',
            '--cluster-enabled', 'yes', '--cluster-config-file', join(dir, `nodes-${port}.conf`), '--cluster-node-timeout', String(nodeTimeoutMs),
            '--save', '', '--appendonly', 'no', '--dir', dir,
          ],
          { stdio: 'ignore' },
        );
        children.set(port, child);
        onSpawn?.(child);
      }
      for (const port of ports) await waitUntil(async () => (await cli(port, 'ping')).trim() === 'PONG', `redis-server on ${port}`);
      await run('redis-cli', ['--cluster', 'create', ...ports.map((p) => `127.0.0.1:${p}`), '--cluster-replicas', '1', '--cluster-yes'], { timeout: 30_000 });
      for (const port of ports) await waitUntil(async () => (await cli(port, 'cluster', 'info')).includes('cluster_state:ok'), `cluster state on ${port}`);
      return cluster;
    } catch (err) {
      await cluster.stop();
      throw err;
    }
  }

  /** The process id of the redis-server on `port`. */
  pid(port) {
    return this.#children.get(port)?.pid;
  }

  /** The live masters, by port. */
  async masters() {
    const out = [];
    for (const port of this.ports.filter((p) => !this.#killed.has(p))) if ((await cli(port, 'role')).startsWith('master')) out.push(port);
    return out;
  }

  /** Shard channels a master serves (the sharded adapter's rooms). */
  async shardChannels(port) {
    return (await cli(port, 'pubsub', 'shardchannels')).split('\n').filter((l) => l.trim()).length;
  }

  /** Waits until `master` has a replica attached and in sync (what a failover needs to lose nothing). */
  async waitReplicaAttached(master) {
    await waitUntil(async () => {
      const info = await cli(master, 'info', 'replication');
      const line = info.split('\n').find((l) => l.startsWith('slave0:')) ?? '';
      return /state=online/.test(line);
    }, `a replica of ${master}`);
  }

  /** Kills a node at once (SIGKILL). */
  kill(port) {
    this.#killed.add(port);
    this.#children.get(port)?.kill('SIGKILL');
  }

  /** Waits until the surviving nodes agree the cluster serves every slot again (a replica took over). */
  async waitHealthy(timeoutMs = 30_000) {
    for (const port of this.ports.filter((p) => !this.#killed.has(p))) {
      await waitUntil(async () => (await cli(port, 'cluster', 'info')).includes('cluster_state:ok'), `cluster state on ${port}`, timeoutMs);
    }
  }

  /** Kills every server and waits for them to exit; removes the directory when start() made it. */
  async stop() {
    await Promise.all(
      [...this.#children.values()].map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGKILL');
          }),
      ),
    );
    if (this.#ownDir) rmSync(this.#dir, { recursive: true, force: true });
  }
}
