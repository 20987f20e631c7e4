import express, { type Express } from 'express';
import type { AppContext } from '../context/context.js';
import { checkReadiness } from '../context/readiness.js';
import { trustedProxies } from '../infra/trusted-proxies.js';
import { cors } from './middleware/cors.js';
import { readsOwnLargeBody } from './middleware/large-json.js';
import { errorHandler, notFoundHandler } from './middleware/errors.js';
import { securityHeaderList, securityHeaders } from './middleware/security-headers.js';
import { withFastReads } from './fast-reads.js';
import { refuseUnadmitted, withOrderAdmission } from './admission.js';
import { eventRead } from './routes/api/events.js';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestLog } from './middleware/request-log.js';
import { createRegistry, docsRouter } from './openapi.js';
import { Routes } from './route.js';
import { mountApiRoutes } from './routes/api/index.js';
import { mountConnectRoutes } from './routes/connect/index.js';
import { rootWellKnownRoutes } from './routes/connect/oauth-metadata.js';
import { asyncApiRoutes, type AsyncApiBuilder } from './routes/connect/asyncapi.js';
import { compressJson } from './middleware/compression.js';
import { webAppRouter } from './web-app.js';
import { requestMetrics } from './middleware/metrics.js';
import { answerScrape, scrape } from '../infra/metrics.js';

export interface AppOptions {
  /** Builds the AsyncAPI document of the realtime events (the process passes realtime's builder in). */
  asyncApi?: AsyncApiBuilder;
}

/** helmet's headers, worked out once: every answer carries them (Express's and the fast path's). */
const SECURITY_HEADERS = securityHeaderList({
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  // 'wasm-unsafe-eval': the door's QR decoder is WebAssembly (compiling it only; no JavaScript eval).
  // No `upgrade-insecure-requests`: the docs page must load its assets over plain HTTP under any host name.
  // img-src `https:`: exhibitors', events' and organizations' logos and covers are http(s) URLs on other hosts; https
  // images only (never plain http, and nothing more for scripts).
  contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:', 'https:'], 'script-src': ["'self'", "'wasm-unsafe-eval'"], 'upgrade-insecure-requests': null } },
});

/**
 * The HTTP server's request listener: order requests are admitted in arrival order (gateway/admission.ts), the
 * event record (`GET /api/events/{slug}`) is answered before Express (gateway/fast-reads.ts), everything else by the
 * application.
 */
export function createRequestListener(ctx: AppContext, options: AppOptions = {}): (req: IncomingMessage, res: ServerResponse) => void {
  const app = createApp(ctx, options);
  return withOrderAdmission(ctx.config, withFastReads(ctx, SECURITY_HEADERS, eventRead(ctx), app));
}

/** The HTTP application: {api_url} at /api, {connect_url} at /connect, health probes, docs; errors mapped last. */
export function createApp(ctx: AppContext, options: AppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  // TRUSTED_PROXIES (the balancer's addresses) wins over TRUST_PROXY's hop count: X-Forwarded-For only from them.
  app.set('trust proxy', ctx.config.trustedProxies.length ? trustedProxies(ctx.config.trustedProxies) : ctx.config.trustProxy);
  app.set('query parser', 'simple');

  app.use(requestLog(ctx.logger));
  app.use(requestMetrics(ctx.metrics));
  app.use(securityHeaders(SECURITY_HEADERS));
  app.use(compressJson());
  app.use(cors(ctx.config.corsOrigins));
  // An order the admission queue refused (gateway/admission.ts) is answered 503 here, before its body is read.
  app.use(refuseUnadmitted);
  const json = express.json({ limit: ctx.config.jsonBodyLimit, strict: true, type: ['application/json', 'application/*+json'] });
  // Bulk data-provider uploads (thousands of records) parse their own bodies, after authentication, with a larger limit.
  // Seat plans (CONTRACT 19, up to 8 MiB) and seating templates (up to 1 MiB of `data`) are read by their route after
  // authentication and authorisation (gateway/route.ts `largeBody`), so a guest's or a stranger's body is never read.
  // GET, HEAD and OPTIONS carry no body to parse: they skip the parser (cheaper for every read).
  app.use((req, res, next) =>
    req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS' || req.path.startsWith('/api/data-providers/') || req.path === '/api/payments/stripe/webhook' || readsOwnLargeBody(req)
      ? next()
      : json(req, res, next),
  );

  // `/` points to the documentation: browsers are sent to the docs page, API clients get the links.
  app.get('/', (req, res) => {
    if (req.accepts(['json', 'html']) === 'html') {
      res.redirect(302, '/api/docs');
      return;
    }
    res.json({
      name: 'Convene',
      links: { docs: '/api/docs', openapi: '/api/openapi.json', asyncapi: '/connect/asyncapi.json', health: '/healthz', ready: '/readyz' },
    });
  });
  // Prometheus metrics on the main port, unless METRICS_PORT moves them to a port of their own.
  if (ctx.config.metrics.port === undefined) {
    app.get('/metrics', (req, res) => answerScrape(ctx.config, () => scrape(ctx.metrics), req, res, ctx.logger));
  }

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const { ready, body } = await checkReadiness(ctx);
    res.status(ready ? 200 : 503).json(body);
  });

  const registry = createRegistry();
  const api = express.Router();
  const connect = express.Router();
  const root = express.Router();
  const apiRoutes = new Routes(ctx, api, registry, '/api');
  const connectRoutes = new Routes(ctx, connect, registry, '/connect');
  const rootRoutes = new Routes(ctx, root, registry, '');
  mountApiRoutes(apiRoutes);
  mountConnectRoutes(connectRoutes);
  rootWellKnownRoutes(rootRoutes);
  if (options.asyncApi) asyncApiRoutes(connectRoutes, options.asyncApi);
  apiRoutes.finish();
  connectRoutes.finish();
  rootRoutes.finish();
  app.use('/api', docsRouter(registry, ctx.config));
  app.use('/api', api);
  app.use('/connect', connect);
  app.use('/app', webAppRouter(ctx.config.webDir));
  app.use(root);

  app.use(notFoundHandler);
  app.use(errorHandler(ctx.logger, { defaultLocale: ctx.config.defaultLocale, userLocale: (id) => ctx.profiles.localeOf(id) }));
  return app;
}
