import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import express, { type Router } from 'express';
import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';

export function createRegistry(): OpenAPIRegistry {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearerAuth', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  return registry;
}

export function buildDocument(registry: OpenAPIRegistry) {
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Convene',
      version: '1.0.0',
      description:
        'Event platform API. `/api` is the main event API ({api_url}); `/connect` is the attendee-networking subsystem ({connect_url}). ' +
        'Errors: `{"errors": [{code, message, field?}]}`, except the token endpoint (RFC 6749 5.2). Realtime: Socket.IO at `/connect/socket.io`.',
    },
    servers: [{ url: '/' }],
  });
}

const DOCS_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Convene API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`;

const DOCS_INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`;

/** `/api/openapi.json` and a Swagger UI page at `/api/docs` served from the installed package (no CDN). */
export function docsRouter(registry: OpenAPIRegistry): Router {
  const router = express.Router();
  let document: ReturnType<typeof buildDocument> | undefined;
  router.get('/openapi.json', (_req, res) => {
    document ??= buildDocument(registry);
    res.json(document);
  });
  const assets = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  router.get('/docs', (_req, res) => {
    res.type('html').send(DOCS_HTML);
  });
  router.get('/docs/init.js', (_req, res) => {
    res.type('application/javascript').send(DOCS_INIT);
  });
  router.use('/docs/assets', express.static(assets, { index: false, maxAge: '1d' }));
  return router;
}
