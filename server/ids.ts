import { invalid } from './errors.js';

/** Ids are `serial` (int4): no stored id is larger, so larger values are refused (or, as cursors, clamped). */
export const MAX_ID = 2_147_483_647;

/** A positive integer id as JSON carries it: a number, never a numeric string (CONTRACT 1); 422 otherwise. */
export function readId(value: unknown, field: string): number {
  if (value === undefined || value === null) throw invalid(field, `${field} is required.`);
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0 || value > MAX_ID) throw invalid(field, `${field} must be a positive integer id.`);
  return value;
}
