import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createClient } from 'redis';

/** A free TCP port on 127.0.0.1 (bound and released). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts something on a port freePort found, and again on another one when the port was taken between freePort and
 * the listen (another process of the machine may bind it meanwhile: parallel test workers, outgoing connections).
 */
export async function onFreePort<T>(start: (port: number) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await freePort());
    } catch (err) {
      if ((err as { code?: unknown }).code !== 'EADDRINUSE' || attempt >= attempts) throw err;
    }
  }
}

/**
 * A redis-server of the test's own (no persistence) on a free port, which the test may kill and start again on
 * the same port. redis-server must be on PATH.
 */
export class OwnRedis {
  private child: ChildProcess | undefined;
  private constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<OwnRedis> {
    const redis = new OwnRedis(await freePort());
    await redis.start();
    return redis;
  }

  async start(): Promise<void> {
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'no'], {
      stdio: 'ignore',
    });
    this.child = child;
    const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`redis-server exited (${code})`))));
    exited.catch(() => undefined);
    const deadline = Date.now() + 10_000;
    for (;;) {
      const probe = createClient({ url: this.url, socket: { reconnectStrategy: false, connectTimeout: 500 } });
      probe.on('error', () => undefined);
      try {
        await Promise.race([probe.connect(), exited]);
        await probe.ping();
        probe.destroy();
        return;
      } catch (err) {
        if (probe.isOpen) probe.destroy();
        if (child.exitCode !== null || Date.now() > deadline) throw err;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  }

  /** Kills the server at once (SIGKILL: no goodbye to the clients) and waits for it to be gone. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }
}

/** The Redis for multi-node tests: TEST_REDIS_URL, or (embedded mode) a redis-server of this file's own. */
export async function clusterRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.TEST_REDIS_URL) return { url: process.env.TEST_REDIS_URL, stop: async () => undefined };
  const own = await OwnRedis.start();
  return { url: own.url, stop: () => own.kill() };
}
