import cluster from 'node:cluster';
import { timingSafeEqual, createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Config } from '../app/config.js';
import type { Logger } from './logger.js';

/**
 * Prometheus metrics (prom-client). One registry per process; with `WORKERS=N` the primary asks every worker for
 * theirs (prom-client's AggregatorRegistry over the cluster IPC channel) and answers for all of them.
 */
export interface Metrics {
  registry: Registry;
  /** By method, route template (never the raw path) and status. */
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  socketsConnected: Gauge;
  /** Client → server socket events by event name and outcome (`ok` or the error code). */
  socketEvents: Counter<'event' | 'outcome'>;
  /** Server → client pushes (feed and chat messages, and any event added later) by event name. */
  pushes: Counter<'event'>;
  /** Requests that waited the whole pool wait for a database connection while the database was up (503 `overloaded`). */
  poolWaitTimeouts: Counter;
  /** Reads the database pool at scrape time. */
  watchPool(stats: () => { total: number; idle: number; waiting: number }): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // In a worker, the primary's AggregatorRegistry asks the registries listed here; constructing one installs the
  // worker's answering listener (prom-client does it in the constructor, once per process).
  if (cluster.isWorker) {
    AggregatorRegistry.setRegistries([registry]);
    new AggregatorRegistry();
  }
  let pool: (() => { total: number; idle: number; waiting: number }) | undefined;
  const poolGauge = (name: string, help: string, pick: (s: { total: number; idle: number; waiting: number }) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        if (pool) this.set(pick(pool()));
      },
    });
  poolGauge('convene_db_pool_connections', 'Database connections open (pool size in use or idle)', (s) => s.total);
  poolGauge('convene_db_pool_idle_connections', 'Database connections open and idle', (s) => s.idle);
  poolGauge('convene_db_pool_waiting_requests', 'Queries waiting for a database connection', (s) => s.waiting);
  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by method, route template and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    socketsConnected: new Gauge({ name: 'convene_sockets_connected', help: 'Socket.IO connections open on this process', registers: [registry] }),
    socketEvents: new Counter({
      name: 'convene_socket_events_total',
      help: 'Socket events received, by event and outcome (ok or the error code)',
      labelNames: ['event', 'outcome'],
      registers: [registry],
    }),
    pushes: new Counter({ name: 'convene_pushes_total', help: 'Server-to-client pushes sent, by event', labelNames: ['event'], registers: [registry] }),
    poolWaitTimeouts: new Counter({
      name: 'convene_db_pool_wait_timeouts_total',
      help: 'Statements refused because every database connection stayed busy for the pool wait (answered 503 overloaded; the database was up)',
      registers: [registry],
    }),
    watchPool(stats) {
      pool = stats;
    },
  };
}

const METRICS_REQUEST = 'convene:metrics-request';
const METRICS_RESPONSE = 'convene:metrics-response';

/** The Prometheus text of this process, or (in a cluster worker) of every worker, asked of the primary. */
export function scrape(metrics: Metrics): Promise<{ contentType: string; text: string }> {
  if (!cluster.isWorker || !process.send) return metrics.registry.metrics().then((text) => ({ contentType: metrics.registry.contentType, text }));
  return askPrimary();
}

let nextRequest = 0;
function askPrimary(): Promise<{ contentType: string; text: string }> {
  const id = ++nextRequest;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', listener);
      reject(new Error('the primary did not answer the metrics request'));
    }, 5000);
    const listener = (msg: unknown) => {
      const m = msg as { type?: string; id?: number; text?: string; contentType?: string; error?: string };
      if (m?.type !== METRICS_RESPONSE || m.id !== id) return;
      clearTimeout(timer);
      process.off('message', listener);
      if (m.error !== undefined) reject(new Error(m.error));
      else resolve({ contentType: m.contentType ?? 'text/plain', text: m.text ?? '' });
    };
    process.on('message', listener);
    process.send!({ type: METRICS_REQUEST, id });
  });
}

/** In the primary: answers workers' metrics requests with the metrics of every worker. */
export function aggregateForWorkers() {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, msg: unknown) => {
    const m = msg as { type?: string; id?: number };
    if (m?.type !== METRICS_REQUEST) return;
    aggregator.clusterMetrics().then(
      (text) => worker.isConnected() && worker.send({ type: METRICS_RESPONSE, id: m.id, text, contentType: aggregator.contentType }),
      (err: unknown) => worker.isConnected() && worker.send({ type: METRICS_RESPONSE, id: m.id, error: String(err) }),
    );
  });
  return aggregator;
}

/** `METRICS_TOKEN` set: the request must carry `Authorization: Bearer <token>`. */
export function metricsAuthorized(config: Config, authorization: string | undefined): boolean {
  const expected = config.metrics.token;
  if (!expected) return true;
  const match = /^Bearer (.+)$/i.exec(authorization?.trim() ?? '');
  if (!match) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(match[1]!), digest(expected));
}

/** Answers one scrape (shared by the main app's route and the `METRICS_PORT` server). */
export async function answerScrape(config: Config, load: () => Promise<{ contentType: string; text: string }>, req: IncomingMessage, res: ServerResponse, logger: Logger): Promise<void> {
  if (!metricsAuthorized(config, req.headers.authorization)) {
    res.writeHead(401, { 'WWW-Authenticate': 'Bearer realm="metrics"', 'Content-Type': 'text/plain; charset=utf-8' }).end('A bearer token (METRICS_TOKEN) is required.\n');
    return;
  }
  try {
    const { contentType, text } = await load();
    res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' }).end(text);
  } catch (err) {
    logger.warn({ err }, 'metrics.scrape_failed');
    res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Metrics are unavailable right now.\n');
  }
}

/** `METRICS_PORT` set: a small server of its own answering `GET /metrics` (and nothing else). */
export async function startMetricsServer(config: Config, load: () => Promise<{ contentType: string; text: string }>, logger: Logger): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found; the metrics are at /metrics.\n');
      return;
    }
    void answerScrape(config, load, req, res, logger);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.metrics.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
