import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { Config } from '../infra/config.js';
import { createGate } from '../server/sales/gate.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** The route admitted here: `POST /api/events/{slug}/orders` (one path segment, any query). */
const ORDER_PATH = /^\/api\/events\/[^/?]+\/orders(?:\?.*)?$/;

const refusalKey = Symbol('convene.admission');

/**
 * Order requests in arrival order (issue 49). At a ticket drop thousands of buyers send their order in the same
 * second; a node that starts them all at once advances each by one step per turn of its event loop (the token, the
 * revocation read, the plan, the claim), so every answer, the first buyer's too, waits for the whole crowd, and the
 * node's own health check goes unanswered past the balancer's timeout. Here at most `orderConcurrency` order
 * requests are handled at once, from their first byte (before Express, authentication included); the others wait
 * in memory, first come first served, and each starts as one before it is answered. A buyer still waiting after
 * `orderWaitMs`, or arriving with `orderQueueMax` already waiting, is answered 503 `overloaded` with a Retry-After
 * from the queue's pace, by Express (the refusal is marked on the request and `refuseUnadmitted` throws it), so the
 * answer has every header and the error body of any other route. A buyer who hung up while waiting is never started.
 * Nothing else is queued: every other request goes straight to `app`. `orderConcurrency` 0 turns this off.
 */
export function withOrderAdmission(config: Pick<Config, 'sales'>, app: Handler): Handler {
  const { orderConcurrency, orderWaitMs, orderQueueMax } = config.sales;
  if (orderConcurrency <= 0) return app;
  const gate = createGate({ size: orderConcurrency, maxWaitMs: orderWaitMs, maxQueue: orderQueueMax });
  return (req, res) => {
    if (req.method !== 'POST' || req.url === undefined || !ORDER_PATH.test(req.url)) return app(req, res);
    gate(async () => {
      if (req.destroyed || res.writableEnded || res.destroyed) return;
      await new Promise<void>((resolve) => {
        res.once('close', resolve);
        app(req, res);
      });
    }).catch((err: unknown) => {
      if (req.destroyed || res.destroyed) return;
      (req as unknown as Record<symbol, unknown>)[refusalKey] = err;
      app(req, res);
    });
  };
}

/** Express middleware: answers a request the admission refused (503 `overloaded`) through the error handler. */
export function refuseUnadmitted(req: Request, _res: Response, next: NextFunction): void {
  const refusal = (req as unknown as Record<symbol, unknown>)[refusalKey];
  next(refusal);
}
