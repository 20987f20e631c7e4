import type { NextFunction, Request, Response } from 'express';
import type { Metrics } from '../../infra/metrics.js';

const ROUTE = Symbol('convene.route');

/** The route builder names the template a request matched (`/api/events/:slug`), for the metrics label. */
export function setRouteTemplate(res: Response, template: string): void {
  (res as unknown as Record<symbol, string>)[ROUTE] = template;
}

/**
 * Times every request into `http_request_duration_seconds` by method, route TEMPLATE and status. Requests that
 * matched no route are labelled `unmatched` (a raw path would make one series per URL). One clock read at each
 * end and one histogram observation: nothing else on the hot path.
 */
export function requestMetrics(metrics: Metrics) {
  return (req: Request, res: Response, next: NextFunction) => {
    const start = process.hrtime.bigint();
    res.once('finish', () => {
      const template =
        (res as unknown as Record<symbol, string | undefined>)[ROUTE] ??
        (req.route && typeof req.route.path === 'string' ? req.baseUrl + req.route.path : 'unmatched');
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      metrics.httpDuration.observe({ method: req.method, route: template, status: String(res.statusCode) }, seconds);
    });
    next();
  };
}
