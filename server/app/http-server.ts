import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../gateway/app.js';
import { buildAsyncApi } from '../../realtime/asyncapi.js';
import type { AppContext } from './context.js';
import { scrape, startMetricsServer } from './metrics.js';

/** Attaches transports to the HTTP server (the realtime layer registers here); returns its own closer. */
export type Attachment = (server: Server, ctx: AppContext) => Promise<() => Promise<void>> | (() => Promise<void>);

export interface RunningServer {
  server: Server;
  port: number;
  /** The port `/metrics` is served on when METRICS_PORT is set. */
  metricsPort: number | undefined;
  /** Stops accepting, lets in-flight requests finish (up to SHUTDOWN_TIMEOUT_MS), then closes the context. */
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
  const app = createApp(ctx, { asyncApi: buildAsyncApi });
  const server = createServer({ requestTimeout: 30_000, headersTimeout: 20_000, keepAliveTimeout: 5_000 }, app);
  const closers: Array<() => Promise<void>> = [];
  for (const attach of attachments) closers.push(await attach(server, ctx));
  if (options.listen !== false) {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(ctx.config.port, ctx.config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  }
  const port = options.listen === false ? ctx.config.port : (server.address() as AddressInfo).port;
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
        metricsServer?.close();
        metricsServer?.closeAllConnections();
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        // Keep-alive connections become idle as their last response ends: close them as they do.
        const sweeper = setInterval(() => server.closeIdleConnections(), 50);
        server.closeIdleConnections();
        for (const close of closers.reverse()) await close().catch((err: unknown) => ctx.logger.warn({ err }, 'shutdown.attachment_failed'));
        const timer = setTimeout(() => server.closeAllConnections(), ctx.config.shutdownTimeoutMs).unref();
        await closed;
        clearTimeout(timer);
        clearInterval(sweeper);
        // Handlers whose client hung up may still be running: let them finish before the database goes.
        await ctx.inflight.idle(ctx.config.shutdownTimeoutMs);
        await ctx.close();
      })();
      return stopping;
    },
  };
}
