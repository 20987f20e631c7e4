import cluster from 'node:cluster';
import { attachRealtime } from '../realtime/server.js';
import { clusterConfigProblem, runPrimary, serveHandedConnections } from './cluster.js';
import { ConfigError, loadConfig } from '../infra/config.js';
import { createContext } from '../context/context.js';
import { startHttpServer } from './http-server.js';
import { createLogger } from '../infra/logger.js';
import { aggregateForWorkers, startMetricsServer } from '../infra/metrics.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`convene: ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel);
  const problem = clusterConfigProblem(config);
  if (problem) {
    process.stderr.write(`convene: invalid configuration:\n  ${problem}\n`);
    process.exit(1);
  }
  if (config.workers > 1 && cluster.isPrimary) {
    // The primary answers `/metrics` for every worker: on METRICS_PORT itself, or through the worker asked.
    const aggregator = aggregateForWorkers();
    if (config.metrics.port !== undefined) {
      await startMetricsServer(config, async () => ({ contentType: aggregator.contentType, text: await aggregator.clusterMetrics() }), logger);
    }
    await runPrimary(config, logger);
    return;
  }
  const worker = cluster.isWorker;
  const ctx = await createContext(config, { logger });
  const running = await startHttpServer(ctx, [attachRealtime], { listen: !worker });
  if (worker) serveHandedConnections(running.server);
  logger.info(
    { port: running.port, database: ctx.database.kind, redis: Boolean(ctx.redis), docs: `http://localhost:${running.port}/api/docs` },
    'server.started',
  );

  const shutdown = (signal: string) => {
    // Whatever the stop below meets (a stuck dependency, a log pipe nobody reads), the process ends by then.
    setTimeout(() => process.exit(1), config.shutdown.noticeMs + config.shutdownTimeoutMs).unref();
    logger.info({ signal }, 'server.stopping');
    running.stop().then(
      () => {
        logger.info('server.stopped');
        process.exit(0);
      },
      (err: unknown) => {
        logger.error({ err }, 'server.stop_failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  process.stderr.write(`convene: failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
