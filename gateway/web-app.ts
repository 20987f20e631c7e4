import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Router } from 'express';
import { notFound } from '../server/errors.js';

/**
 * The web app (web/, built by `npm run build` into dist/web) at /app/: static files only. Hashed assets are cached
 * for a year; the page, the manifest and the service worker are revalidated so a deploy reaches every browser.
 */
export function webAppRouter(webDir: string): Router {
  const router = express.Router();
  if (!existsSync(join(webDir, 'index.html'))) {
    router.use((_req, _res, next) => next(notFound('The web app (not built here: run `npm run build`)')));
    return router;
  }
  router.use(
    express.static(webDir, {
      index: 'index.html',
      redirect: true,
      setHeaders(res, path) {
        if (path.includes(`${join(webDir, 'assets')}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else res.setHeader('Cache-Control', 'no-cache');
        if (path.endsWith('sw.js')) res.setHeader('Service-Worker-Allowed', '/app/');
      },
    }),
  );
  return router;
}
