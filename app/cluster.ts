import cluster, { type Worker } from 'node:cluster';
import { createServer, type Server as NetServer, type Socket } from 'node:net';
import type { Server as HttpServer } from 'node:http';
import type { Config } from '../infra/config.js';
import type { Logger } from '../infra/logger.js';

/** IPC message types between the primary and its workers. */
const CONNECTION = 'convene:connection';
const READY = 'convene:ready';

/** FNV-1a: the same address always lands on the same worker slot. */
export function slotOf(address: string, slots: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < address.length; i++) {
    h ^= address.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % slots;
}

/** Why WORKERS > 1 cannot run with this configuration, or undefined when it can. */
export function clusterConfigProblem(config: Config): string | undefined {
  if (config.workers <= 1) return undefined;
  if (!config.databaseUrl) return 'WORKERS: more than one worker needs DATABASE_URL (the embedded database belongs to one process)';
  if (!config.redisUrl && !config.redisClusterNodes) return 'WORKERS: more than one worker needs REDIS_URL (workers deliver socket messages to each other through Redis)';
  return undefined;
}

/**
 * The primary of `WORKERS=N`: forks N workers and accepts every TCP connection itself, handing each to a worker
 * chosen by the client's address. Sticky by address, so Socket.IO's HTTP long-polling (several requests per
 * session) always reaches the worker that holds the session; websockets need no stickiness but get it too.
 * Workers talk to each other through the Redis adapter, exactly like separate machines. A worker that dies is
 * replaced; SIGTERM/SIGINT stop accepting and let every worker shut down gracefully.
 */
export async function runPrimary(config: Config, logger: Logger): Promise<void> {
  const slots: Array<Worker | undefined> = new Array(config.workers).fill(undefined);
  const ready = new Set<Worker>();
  let stopping = false;

  const fork = (slot: number) => {
    const worker = cluster.fork({ CONVENE_WORKER_SLOT: String(slot) });
    slots[slot] = worker;
    worker.on('message', (msg: unknown) => {
      if (msg === READY) ready.add(worker);
    });
    worker.on('exit', (code, signal) => {
      ready.delete(worker);
      if (stopping) return;
      logger.error({ slot, code, signal }, 'cluster.worker_died');
      setTimeout(() => fork(slot), 1000).unref();
    });
  };
  for (let slot = 0; slot < config.workers; slot++) fork(slot);

  // Start accepting once every worker is up (a connection sent to a worker that is not listening would be lost).
  await new Promise<void>((resolve) => {
    const check = setInterval(() => {
      if (ready.size === config.workers) {
        clearInterval(check);
        resolve();
      }
    }, 50);
  });

  const balancer: NetServer = createServer({ pauseOnConnect: true }, (socket: Socket) => {
    const start = slotOf(socket.remoteAddress ?? '', config.workers);
    // The address's own worker, or (while it restarts) the next ready one.
    for (let i = 0; i < config.workers; i++) {
      const worker = slots[(start + i) % config.workers];
      if (worker && ready.has(worker) && worker.isConnected()) {
        worker.send(CONNECTION, socket, { keepOpen: false }, (err) => {
          if (err) socket.destroy();
        });
        return;
      }
    }
    socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    balancer.once('error', reject);
    balancer.listen({ port: config.port, host: config.host, backlog: config.listenBacklog }, () => resolve());
  });
  logger.info({ port: config.port, workers: config.workers }, 'cluster.started');

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'cluster.stopping');
    balancer.close();
    const alive = slots.filter((w): w is Worker => Boolean(w && !w.isDead()));
    let left = alive.length;
    if (left === 0) process.exit(0);
    for (const worker of alive) {
      worker.once('exit', () => {
        if (--left === 0) process.exit(0);
      });
      worker.process.kill('SIGTERM');
    }
    setTimeout(() => process.exit(1), config.shutdown.noticeMs + config.shutdownTimeoutMs + 5000).unref();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

/** In a worker: serve the connections the primary hands over, and tell it this worker is ready for them. */
export function serveHandedConnections(server: HttpServer): void {
  process.on('message', (msg: unknown, handle: unknown) => {
    if (msg !== CONNECTION || !handle) return;
    const socket = handle as Socket;
    server.emit('connection', socket);
    socket.resume();
  });
  process.send?.(READY);
}
