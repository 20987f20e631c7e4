import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './redis-server.js';

const run = promisify(execFile);

/** Why a local Redis Cluster cannot be started here, or undefined when it can (redis-server 7+ and redis-cli). */
export function redisClusterMissing(): string | undefined {
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

async function cli(port: number, ...args: string[]): Promise<string> {
  return (await run('redis-cli', ['-h', '127.0.0.1', '-p', String(port), ...args], { timeout: 10_000 })).stdout;
}

/**
 * A local Redis Cluster of three masters, each with one replica (six redis-servers, no persistence, node timeout
 * 1 s so a replica takes over within a few seconds), made with `redis-cli --cluster create`.
 */
export class LocalRedisCluster {
  private constructor(
    private readonly dir: string,
    readonly ports: number[],
    private readonly children: Map<number, ChildProcess>,
  ) {}

  private readonly killed = new Set<number>();

  /** REDIS_CLUSTER_NODES: the three first nodes (the client learns the rest). */
  get seeds(): string {
    return this.ports.slice(0, 3).map((p) => `127.0.0.1:${p}`).join(',');
  }

  static async start(): Promise<LocalRedisCluster> {
    const dir = await mkdtemp(join(tmpdir(), 'convene-redis-cluster-'));
    const ports: number[] = [];
    const children = new Map<number, ChildProcess>();
    const cluster = new LocalRedisCluster(dir, ports, children);
    try {
      for (let i = 0; i < 6; i++) {
        const [port, bus] = [await freePort(), await freePort()];
        ports.push(port);
        const child = spawn(
          'redis-server',
          [
            '--port', String(port), '--cluster-port', String(bus), '--bind', '127.0.0.1', '--protected-mode', 'no',
            '--cluster-enabled', 'yes', '--cluster-config-file', join(dir, `nodes-${port}.conf`), '--cluster-node-timeout', '1000',
            '--save', '', '--appendonly', 'no', '--dir', dir,
          ],
          { stdio: 'ignore' },
        );
        children.set(port, child);
      }
      // A test killed on a timeout never reaches its afterAll: the servers go with the test process anyway.
      process.once('exit', () => {
        for (const child of children.values()) child.kill('SIGKILL');
      });
      for (const port of ports) await waitUntil(async () => (await cli(port, 'ping')).trim() === 'PONG', `redis-server on ${port}`);
      await run('redis-cli', ['--cluster', 'create', ...ports.map((p) => `127.0.0.1:${p}`), '--cluster-replicas', '1', '--cluster-yes'], { timeout: 30_000 });
      for (const port of ports) await waitUntil(async () => (await cli(port, 'cluster', 'info')).includes('cluster_state:ok'), `cluster state on ${port}`);
      return cluster;
    } catch (err) {
      await cluster.stop();
      throw err;
    }
  }

  /** The live masters, by port. */
  async masters(): Promise<number[]> {
    const alive = this.ports.filter((p) => !this.killed.has(p));
    const out: number[] = [];
    for (const port of alive) if ((await cli(port, 'role')).startsWith('master')) out.push(port);
    return out;
  }

  /** Shard channels a master serves (the sharded adapter's rooms). */
  async shardChannels(port: number): Promise<number> {
    return (await cli(port, 'pubsub', 'shardchannels')).split('\n').filter((l) => l.trim()).length;
  }

  /** Waits until `master` has a replica attached and in sync (what a failover needs to lose nothing). */
  async waitReplicaAttached(master: number): Promise<void> {
    await waitUntil(async () => {
      const info = await cli(master, 'info', 'replication');
      const line = info.split('\n').find((l) => l.startsWith('slave0:')) ?? '';
      return /state=online/.test(line);
    }, `a replica of ${master}`);
  }

  /** Kills a node at once (SIGKILL). */
  kill(port: number): void {
    this.killed.add(port);
    this.children.get(port)?.kill('SIGKILL');
  }

  /** Waits until the surviving nodes agree the cluster serves every slot again (a replica took over). */
  async waitHealthy(timeoutMs = 30_000): Promise<void> {
    const alive = this.ports.filter((p) => !this.killed.has(p));
    for (const port of alive) await waitUntil(async () => (await cli(port, 'cluster', 'info')).includes('cluster_state:ok'), `cluster state on ${port}`, timeoutMs);
  }

  async stop(): Promise<void> {
    await Promise.all(
      [...this.children.values()].map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGKILL');
          }),
      ),
    );
    await rm(this.dir, { recursive: true, force: true });
  }
}

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
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
