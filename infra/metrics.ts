import cluster from 'node:cluster';
import { timingSafeEqual, createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Config } from './config.js';
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
  /** From a client → server event's handler starting to its acknowledgement, by event name (the socket's "request time"). */
  socketEventDuration: Histogram<'event'>;
  /** Server → client pushes (feed and chat messages, and any event added later) by event name. */
  pushes: Counter<'event'>;
  /** Verification codes asked for, by outcome: `sent`, `refused` (a limit or the SMS budget), `failed` (the gateway). */
  smsCodes: Counter<'outcome' | 'driver'>;
  /** Codes counted against SMS_BUDGET_PER_MINUTE in the current minute (deployment-wide, as this node last saw it). */
  smsBudgetUsed: Gauge;
  /** SMS_BUDGET_PER_MINUTE, for a ratio alert (`used / budget`). */
  smsBudget: Gauge;
  /** Mails the SMTP server took (or the `log` driver wrote), by template (server/mail/service.ts, the outbox job). */
  mailsSent: Counter<'template' | 'driver'>;
  /** Mail tries that failed and will be tried again with backoff (SMTP down, refused, timeout), by template. */
  mailsFailed: Counter<'template' | 'driver'>;
  /** Mails whose last try failed: the outbox gave up on them (the job is kept as failed), by template. */
  mailsGivenUp: Counter<'template' | 'driver'>;
  /**
   * Written SMS (waiting-list offers, server/mail/sms-messages.ts) by template, SMS_DRIVER and outcome: `sent` (the
   * provider took it), `failed` (a try that will be retried), `given_up` (the last try failed), `dropped` (no number).
   */
  smsMessages: Counter<'template' | 'driver' | 'outcome'>;
  /** Reads the database pool at scrape time. */
  watchPool(stats: () => { total: number; idle: number; waiting: number; waitTimeouts?: number }): void;
  /** Lag-tolerant reads by where they went (`replica` or `primary`): DATABASE_READ_URL's share of the load. */
  replicaReads: Counter<'target'>;
  /** Reads the read replica's state at scrape time (DATABASE_READ_URL). */
  watchReplica(state: () => { status: 'ok' | 'lagging' | 'down'; lagMs: number | null }): void;
  /** Reads the count of `session:join` snapshot reads (server/qa/join-snapshot.ts) at scrape time. */
  watchJoinSnapshots(reads: () => number): void;
  /**
   * Reads the node's broadcast backlog at scrape time (realtime/sliced-delivery.ts): socket writes waiting, and the
   * share of the clock the pacer gives them (realtime/fanout-pacer.ts; 1 without a pacer).
   */
  watchBroadcasts(state: () => { waitingWrites: number; share: number }): void;
}

export interface MetricsOptions {
  /**
   * How often the event-loop delay monitor samples (METRICS_EVENT_LOOP_RESOLUTION_MS). prom-client's default of 10 ms
   * wakes an idle process about 170 times a second (measured with strace: 10 ms 174/s, 50 ms 38/s, 200 ms 9/s), which
   * is most of an idle node's CPU and the fixed cost every extra node adds; any stall longer than the resolution
   * is still seen, which is what the lag metric is watched for.
   */
  eventLoopResolutionMs?: number;
}

export function createMetrics(options: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: options.eventLoopResolutionMs ?? 100 });
  // In a worker, the primary's AggregatorRegistry asks the registries listed here; constructing one installs the
  // worker's answering listener (prom-client does it in the constructor, once per process).
  if (cluster.isWorker) {
    AggregatorRegistry.setRegistries([registry]);
    new AggregatorRegistry();
  }
  let pool: (() => { total: number; idle: number; waiting: number; waitTimeouts?: number }) | undefined;
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
  // Requests answered 503 `overloaded`: every connection stayed busy for the whole pool wait (pressure, not an outage).
  let countedTimeouts = 0;
  new Counter({
    name: 'convene_db_pool_wait_timeouts_total',
    help: 'Requests that gave up waiting for a free database connection while the database answered (503 overloaded)',
    registers: [registry],
    collect() {
      const now = pool?.().waitTimeouts ?? 0;
      if (now > countedTimeouts) this.inc(now - countedTimeouts);
      countedTimeouts = now;
    },
  });
  let replica: (() => { status: 'ok' | 'lagging' | 'down'; lagMs: number | null }) | undefined;
  new Gauge({
    name: 'convene_db_replica_lag_seconds',
    help: 'Read replica lag behind the primary at its last check (absent without DATABASE_READ_URL, -1 while it is down)',
    registers: [registry],
    collect() {
      if (!replica) return;
      const { lagMs } = replica();
      this.set(lagMs === null ? -1 : lagMs / 1000);
    },
  });
  new Gauge({
    name: 'convene_db_replica_usable',
    help: 'Whether lag-tolerant reads go to the read replica (1) or fall back to the primary (0: down or lagging)',
    registers: [registry],
    collect() {
      if (replica) this.set(replica().status === 'ok' ? 1 : 0);
    },
  });
  let broadcasts: (() => { waitingWrites: number; share: number }) | undefined;
  new Gauge({
    name: 'convene_broadcast_waiting_writes',
    help: 'Socket writes of broadcasts (a big room\'s feed) waiting on this node: how far its fan-out is behind',
    registers: [registry],
    collect() {
      if (broadcasts) this.set(broadcasts().waitingWrites);
    },
  });
  new Gauge({
    name: 'convene_broadcast_share',
    help: 'Share of the clock a waiting fan-out may take (BROADCAST_PACE_MS; below 1 while the node\'s other work or a busy core makes its slices start late)',
    registers: [registry],
    collect() {
      if (broadcasts) this.set(broadcasts().share);
    },
  });
  let joinSnapshotReads: (() => number) | undefined;
  let countedSnapshotReads = 0;
  new Counter({
    name: 'convene_qa_join_snapshot_reads_total',
    help: 'Reads of a session snapshot for session:join on this node (shared by every join while it is current)',
    registers: [registry],
    collect() {
      const now = joinSnapshotReads?.() ?? 0;
      if (now > countedSnapshotReads) this.inc(now - countedSnapshotReads);
      countedSnapshotReads = now;
    },
  });
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
    socketEventDuration: new Histogram({
      name: 'convene_socket_event_duration_seconds',
      help: 'Client → server socket events from their handler starting to the acknowledgement, by event',
      labelNames: ['event'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    pushes: new Counter({ name: 'convene_pushes_total', help: 'Server-to-client pushes sent, by event', labelNames: ['event'], registers: [registry] }),
    smsCodes: new Counter({
      name: 'convene_sms_codes_total',
      help: 'Verification codes asked for, by outcome (sent, refused by a limit or the SMS budget, failed at the gateway) and SMS_DRIVER',
      labelNames: ['outcome', 'driver'],
      registers: [registry],
    }),
    mailsSent: new Counter({ name: 'convene_mails_sent_total', help: 'Mails handed to the SMTP server (or written by the log driver), by template and MAIL_DRIVER', labelNames: ['template', 'driver'], registers: [registry] }),
    mailsFailed: new Counter({
      name: 'convene_mails_failed_total',
      help: 'Mail tries that failed and will be retried with backoff, by template and MAIL_DRIVER',
      labelNames: ['template', 'driver'],
      registers: [registry],
    }),
    mailsGivenUp: new Counter({
      name: 'convene_mails_given_up_total',
      help: 'Mails whose last try failed (the outbox gave up), by template and MAIL_DRIVER',
      labelNames: ['template', 'driver'],
      registers: [registry],
    }),
    smsMessages: new Counter({
      name: 'convene_sms_messages_total',
      help: 'Written SMS (waiting-list offers) by template, SMS_DRIVER and outcome (sent, failed and retried, given_up, dropped)',
      labelNames: ['template', 'driver', 'outcome'],
      registers: [registry],
    }),
    smsBudgetUsed: new Gauge({ name: 'convene_sms_budget_used', help: 'Codes counted against SMS_BUDGET_PER_MINUTE in the current minute', registers: [registry] }),
    smsBudget: new Gauge({ name: 'convene_sms_budget_per_minute', help: 'SMS_BUDGET_PER_MINUTE', registers: [registry] }),
    watchPool(stats) {
      pool = stats;
    },
    replicaReads: new Counter({
      name: 'convene_db_lag_tolerant_reads_total',
      help: 'Reads that tolerate replica lag, by where they went (replica or primary)',
      labelNames: ['target'],
      registers: [registry],
    }),
    watchReplica(state) {
      replica = state;
    },
    watchJoinSnapshots(reads) {
      joinSnapshotReads = reads;
    },
    watchBroadcasts(state) {
      broadcasts = state;
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
