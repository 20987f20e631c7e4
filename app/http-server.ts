import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { createRequestListener } from '../gateway/app.js';
import { buildAsyncApi } from '../realtime/asyncapi.js';
import type { AppContext } from '../context/context.js';
import { scrape, startMetricsServer } from '../infra/metrics.js';

/** Attaches transports to the HTTP server (the realtime layer registers here); returns its own closer. */
export type Attachment = (server: Server, ctx: AppContext) => Promise<() => Promise<void>> | (() => Promise<void>);

export interface RunningServer {
  server: Server;
  port: number;
  /** The port `/metrics` is served on when METRICS_PORT is set. */
  metricsPort: number | undefined;
  /**
   * Flips `/readyz` to 503 and keeps serving for SHUTDOWN_NOTICE_MS, then stops accepting, drains sockets, lets
   * in-flight requests finish (up to SHUTDOWN_TIMEOUT_MS), then closes the context.
   */
  stop(): Promise<void>;
}

export interface StartOptions {
  /**
   * Listen on PORT/HOST (default). `false` for a cluster worker: the primary accepts connections and hands each
   * one over (`server.emit('connection', socket)`), so a client's requests always reach the same worker.
   */
  listen?: boolean;
}

export async function startHttpServer(ctx: AppContext, attachments: Attachment[] = [], options: StartOptions = {}): Promise<RunningServer> {
  const listener = createRequestListener(ctx, { asyncApi: buildAsyncApi });
  const server = createServer({ requestTimeout: 30_000, headersTimeout: 20_000, keepAliveTimeout: 5_000 }, listener);
  server.on('clientError', answerClientError);
  const closers: Array<() => Promise<void>> = [];
  for (const attach of attachments) closers.push(await attach(server, ctx));
  if (options.listen !== false) {
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        // LISTEN_BACKLOG: a hall reconnecting at once must not overflow the accept queue (Node's default is 511).
        server.listen({ port: ctx.config.port, host: ctx.config.host, backlog: ctx.config.listenBacklog }, () => {
          server.off('error', reject);
          resolve();
        });
      });
    } catch (err) {
      // The port was taken (EADDRINUSE): what was attached (Socket.IO and its Redis connections) goes too.
      for (const close of closers.reverse()) await close().catch(() => undefined);
      throw err;
    }
  }
  const port = options.listen === false ? ctx.config.port : (server.address() as AddressInfo).port;
  if (ctx.config.outbox.enabled) ctx.outbox.start();
  // METRICS_PORT: `/metrics` on a port of its own (a cluster's primary serves it for every worker instead).
  const metricsServer =
    options.listen !== false && ctx.config.metrics.port !== undefined
      ? await startMetricsServer(ctx.config, () => scrape(ctx.metrics), ctx.logger)
      : undefined;
  let stopping: Promise<void> | undefined;
  return {
    server,
    port,
    metricsPort: metricsServer ? (metricsServer.address() as AddressInfo).port : undefined,
    stop() {
      stopping ??= (async () => {
        // Rolling restart: `/readyz` answers 503 at once; the node keeps serving for SHUTDOWN_NOTICE_MS, long enough
        // for the balancer's health checks to mark it down, so nothing new is sent here once it stops accepting.
        ctx.lifecycle.draining = true;
        const notice = ctx.config.shutdown.noticeMs;
        if (notice > 0) {
          ctx.logger.info({ noticeMs: notice }, 'shutdown.notice');
          await new Promise((resolve) => setTimeout(resolve, notice));
        }
        // Every phase fits in SHUTDOWN_TIMEOUT_MS (main.ts ends the process at that mark, after the notice).
        const started = Date.now();
        const budget = ctx.config.shutdownTimeoutMs;
        const until = (share: number) => Math.max(0, started + budget * share - Date.now());
        metricsServer?.close();
        metricsServer?.closeAllConnections();
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        // Keep-alive connections become idle as their last response ends: close them as they do.
        const sweeper = setInterval(() => server.closeIdleConnections(), 50);
        server.closeIdleConnections();
        for (const close of closers.reverse()) await close().catch((err: unknown) => ctx.logger.warn({ err }, 'shutdown.attachment_failed'));
        const timer = setTimeout(() => server.closeAllConnections(), until(0.6)).unref();
        await closed;
        clearTimeout(timer);
        clearInterval(sweeper);
        // Handlers whose client hung up may still be running: let them finish before the database goes.
        await ctx.inflight.idle(until(0.8));
        // The outbox stops claiming and finishes the deliveries in progress (each bounded by its timeout).
        await ctx.outbox.stop();
        await ctx.close();
      })();
      return stopping;
    },
  };
}

/** What Node answers itself before Express sees a request, in the error shape (CONTRACT 1) instead of a bare status. */
const CLIENT_ERRORS: Record<string, { status: number; reason: string; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', code: 'headers_too_large', message: 'The request line or headers are too large.' },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, reason: 'Payload Too Large', code: 'too_large', message: 'The chunk extensions are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', code: 'request_timeout', message: 'The request took too long to arrive.' },
};

/** How long a client has to read an error answer Node gives itself before its connection is destroyed. */
const CLIENT_ERROR_GRACE_MS = 1000;

function answerClientError(err: Error & { code?: string }, socket: Duplex): void {
  const inProgress = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (err.code === 'ECONNRESET' || !socket.writable || inProgress?.headersSent) {
    socket.destroy();
    return;
  }
  const known = CLIENT_ERRORS[err.code ?? ''] ?? { status: 400, reason: 'Bad Request', code: 'bad_request', message: 'The request could not be read as HTTP.' };
  const body = JSON.stringify({ errors: [{ code: known.code, message: known.message }] });
  socket.end(
    `HTTP/1.1 ${known.status} ${known.reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  // end() only half-closes: a client that never reads nor closes (slowloris) would keep the connection forever.
  // After a short grace (time to read the answer) the socket is destroyed, flushed or not.
  const grace = setTimeout(() => socket.destroy(), CLIENT_ERROR_GRACE_MS).unref();
  socket.once('close', () => clearTimeout(grace));
}
