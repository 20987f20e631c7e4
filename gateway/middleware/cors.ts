import type { NextFunction, Request, Response } from 'express';

/**
 * CORS from an allow-list of origins (`CORS_ORIGINS`, `*` for any). Tokens travel in the Authorization
 * header, never in cookies, so credentials are not allowed.
 */
export function cors(allowed: readonly string[]) {
  const any = allowed.includes('*');
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.headers.origin;
    if (origin && (any || allowed.includes(origin))) {
      res.setHeader('Access-Control-Allow-Origin', any ? '*' : origin);
      res.setHeader('Access-Control-Expose-Headers', 'Location, Retry-After, X-Request-Id');
      if (!any) res.append('Vary', 'Origin');
      if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
        res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, X-Request-Id');
        res.setHeader('Access-Control-Max-Age', '600');
        res.status(204).end();
        return;
      }
    }
    next();
  };
}
