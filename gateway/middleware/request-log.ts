import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../../server/app/logger.js';

const requestIdPattern = /^[A-Za-z0-9._-]{1,64}$/;

/** Gives each request an id (kept from X-Request-Id when sane), echoes it, and logs one line when it ends. */
export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
    const start = process.hrtime.bigint();
    const log = logger.child({ req_id: id });
    res.locals.log = log;
    res.locals.requestId = id;
    res.setHeader('X-Request-Id', id);
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      log.info({ method: req.method, path: req.originalUrl.split('?')[0], status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
    });
    next();
  };
}

export function requestLogger(res: Response, fallback: Logger): Logger {
  return (res.locals.log as Logger | undefined) ?? fallback;
}
