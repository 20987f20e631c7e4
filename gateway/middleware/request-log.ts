import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../../infra/logger.js';

/** An X-Request-Id kept as it came (else a new UUID). */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Gives each request an id (kept from X-Request-Id when sane), echoes it, and logs one line when it ends. The
 * request's child logger is made only when something logs through it (most requests log one line or none).
 */
export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = id;
    res.setHeader('X-Request-Id', id);
    if (logger.isLevelEnabled('info')) {
      const start = process.hrtime.bigint();
      res.on('finish', () => {
        const ms = Number(process.hrtime.bigint() - start) / 1e6;
        logger.info({ req_id: id, method: req.method, path: req.originalUrl.split('?')[0], status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
      });
    }
    next();
  };
}

/** The request's logger (its lines carry `req_id`), made on first use. */
export function requestLogger(res: Response, fallback: Logger): Logger {
  const existing = res.locals.log as Logger | undefined;
  if (existing) return existing;
  const id = res.locals.requestId as string | undefined;
  if (id === undefined) return fallback;
  const log = fallback.child({ req_id: id });
  res.locals.log = log;
  return log;
}
