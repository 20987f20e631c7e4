// Helpers of the unit tests of pure rules and schemas (no database, no server).
import type { ZodType } from 'zod';
import { validationError } from '../../gateway/route.js';
import { checkTextDeep } from '../../server/text.js';
import { AppError } from '../../server/errors.js';

/** The catalogued code of the AppError `fn` throws, or undefined when it does not throw (other errors are rethrown). */
export const codeOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
  return undefined;
};

/**
 * What the API answers when `input` is sent where a route takes `schema` (its body, by default): the entries of the
 * 422 error body, `{code, field, message}` as the route builder writes them (gateway/route.ts), or `[]` when the
 * input is taken. For the unit tests of the areas' schemas (server/<area>/schemas.ts).
 */
export function refusals(schema: ZodType, input: unknown, where: 'body' | 'query' | 'path' = 'body'): Array<{ code: string; field?: string; message: string }> {
  try {
    checkTextDeep(input, where);
  } catch (err) {
    if (err instanceof AppError) return err.details.map(({ code, field, message }) => ({ code, field, message }));
    throw err;
  }
  const result = schema.safeParse(input);
  if (result.success) return [];
  return validationError(result.error.issues, where, schema).details.map(({ code, field, message }) => ({ code, field, message }));
}

/** The messages of `refusals`, one per refused field. */
export const refusalMessages = (schema: ZodType, input: unknown): string[] => refusals(schema, input).map((r) => r.message);
