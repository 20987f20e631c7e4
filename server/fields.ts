import { z } from 'zod';
import { MAX_ID } from './ids.js';

/**
 * Field rules the areas' `schemas.ts` share (gateway/schemas.ts re-exports them for the routes' own parameters).
 * NUL characters and lone surrogates are 422 for every string before any schema runs (server/text.ts, the route
 * builder), so these say nothing about them.
 */

/** A text field of at most `max` characters (`trim` first when asked). */
export const text = (max: number, options: { min?: number; trim?: boolean } = {}) =>
  (options.trim ? z.string().trim() : z.string()).min(options.min ?? 0).max(max);

/** An id in a JSON body (ids are `serial` integers): larger numbers are 422 here, never a database error. */
export const bodyId = z.number().int().positive().max(MAX_ID);

/** An ISO 8601 date-time with a zone (Z or an offset), parsed to a Date. */
export const dateTime = z.iso
  .datetime({ offset: true })
  .transform((s) => new Date(s))
  .meta({ type: 'string', format: 'date-time' });
