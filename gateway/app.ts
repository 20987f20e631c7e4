import express, { type Express } from 'express';
import helmet from 'helmet';
import type { AppContext } from '../server/app/context.js';
import { checkReadiness } from '../server/app/readiness.js';
import { cors } from './middleware/cors.js';
import { largeJsonBody, SEATING_TEMPLATE_BODY_LIMIT } from './middleware/large-json.js';
import { errorHandler, notFoundHandler } from './middleware/errors.js';
import { requestLog } from './middleware/request-log.js';
import { createRegistry, docsRouter } from './openapi.js';
import { Routes } from './route.js';
import { mountApiRoutes } from './routes/api/index.js';
import { mountConnectRoutes } from './routes/connect/index.js';

/** The HTTP application: {api_url} at /api, {connect_url} at /connect, health probes, docs; errors mapped last. */
export function createApp(ctx: AppContext): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', ctx.config.trustProxy);
  app.set('query parser', 'simple');

  app.use(requestLog(ctx.logger));
  app.use(
    helmet({
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:'], 'script-src': ["'self'"] } },
    }),
  );
  app.use(cors(ctx.config.corsOrigins));
  // Seating templates carry up to 1 MiB of JSON: parsed here with their own limit; the app-wide parser then skips them.
  app.use('/api/seating/templates', largeJsonBody(SEATING_TEMPLATE_BODY_LIMIT));
  const json = express.json({ limit: ctx.config.jsonBodyLimit, strict: true, type: ['application/json', 'application/*+json'] });
  // Bulk data-provider uploads (thousands of records) parse their own bodies, after authentication, with a larger limit.
  app.use((req, res, next) => (req.path.startsWith('/api/data-providers/') ? next() : json(req, res, next)));

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
  const apiRoutes = new Routes(ctx, api, registry, '/api');
  const connectRoutes = new Routes(ctx, connect, registry, '/connect');
  mountApiRoutes(apiRoutes);
  mountConnectRoutes(connectRoutes);
  apiRoutes.finish();
  connectRoutes.finish();
  app.use('/api', docsRouter(registry));
  app.use('/api', api);
  app.use('/connect', connect);

  app.use(notFoundHandler);
  app.use(errorHandler(ctx.logger));
  return app;
}
