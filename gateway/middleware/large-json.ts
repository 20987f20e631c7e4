import express, { type Request, type RequestHandler } from 'express';

const RAW_BODY = Symbol('convene.rawJsonBody');

/** Seating templates: up to 1 MiB of `data` (CONTRACT 4) plus room for the other fields. */
export const SEATING_TEMPLATE_BODY_LIMIT = 1024 * 1024 + 64 * 1024;

/** Seat plans: up to 20,000 seats (CONTRACT 19), each an id, a label, a section, a row, a type and a position. */
export const SEAT_PLAN_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * A JSON parser with its own size limit for routes whose bodies exceed JSON_BODY_LIMIT. Mounted on the app
 * before the app-wide parser, which then finds the body read and skips it. It keeps the UTF-8 bytes (see
 * `rawJsonBody`) so a route can store a value exactly as the client wrote it.
 */
export function largeJsonBody(limit: number): RequestHandler {
  return express.json({
    limit,
    strict: true,
    type: ['application/json', 'application/*+json'],
    verify: (req, _res, buf, encoding) => {
      if (!encoding || /^utf-?8$/i.test(encoding)) (req as unknown as Record<symbol, Buffer>)[RAW_BODY] = buf;
    },
  });
}

/** The bytes `largeJsonBody` parsed, when it parsed this request. */
export function rawJsonBody(req: Request): Buffer | undefined {
  return (req as unknown as Record<symbol, Buffer | undefined>)[RAW_BODY];
}
