import express, { type Request, type RequestHandler, type Response } from 'express';
import { tooLarge } from '../../server/errors.js';

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

/**
 * Reads a large JSON body for a route that parses its own (`largeBody` in gateway/route.ts), after it authenticated
 * and authorised the caller: resolves when `req.body` is set (or left unset for another media type, which the route
 * then refuses with 415), rejects with body-parser's error (413 over `limit`, 400 malformed), which the error handler maps.
 */
export function readLargeJson(limit: number): (req: Request, res: Response) => Promise<void> {
  const parser = largeJsonBody(limit);
  return (req, res) => {
    // A declared length over the limit is refused before a byte is read (body-parser would read the whole body off
    // the connection first, however large, before it answers 413).
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge('The request body is too large.'));
    return new Promise<void>((resolve, reject) => parser(req, res, (err?: unknown) => (err ? reject(err) : resolve())));
  };
}

/**
 * Requests whose route reads its own body after authentication (gateway/route.ts `largeBody`): the app-wide JSON
 * parser leaves them alone, so a guest's or a stranger's 8 MiB is never read. The seat-plan upload (CONTRACT 19) and
 * the administrators' seating templates (CONTRACT 4).
 */
export function readsOwnLargeBody(req: Request): boolean {
  if (req.method === 'PUT') return /^\/api\/events\/[^/]+\/seat-plan\/?$/.test(req.path);
  if (req.method === 'POST') return /^\/api\/seating\/templates\/?$/.test(req.path);
  if (req.method === 'PATCH') return /^\/api\/seating\/templates\/[^/]+\/?$/.test(req.path);
  return false;
}

/** The bytes `largeJsonBody` parsed, when it parsed this request. */
export function rawJsonBody(req: Request): Buffer | undefined {
  return (req as unknown as Record<symbol, Buffer | undefined>)[RAW_BODY];
}
