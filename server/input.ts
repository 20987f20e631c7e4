import type { z } from 'zod';
import { AppError, type ErrorDetail } from './errors.js';
import { checkTextDeep } from './text.js';

/**
 * The ONE translator from a zod schema to the contract's 422 body, shared by both transports: the REST route
 * builder (gateway/route.ts) parses paths, queries and bodies with it, the socket layer (realtime/handlers) every
 * command's payload, and the areas' readers (e.g. server/networking/input.ts) single values. So the same bad
 * input gets the same `{code, message, field}` whichever way it arrives (a socket acknowledgement carries the
 * first entry of the REST body's `errors`).
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, where = 'body'): z.output<S> {
  // One text rule for every user-written string (server/text.ts): NUL and lone surrogates are 422 at any depth.
  checkTextDeep(value, where);
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw inputError(result.error.issues, where, schema);
}

/** zod issues → 422 with one entry per issue (at most 20), `field` naming the path (dotted, `questions.0.answer`; `where` for the whole value). */
export function inputError(issues: readonly z.core.$ZodIssue[], where = 'body', schema?: z.ZodType): AppError {
  const details: ErrorDetail[] = issues.slice(0, 20).map((issue) => {
    const field = issue.path.map(String).join('.') || where;
    const text = teach(issue, schema);
    return { code: 'invalid', message: `${field}: ${text}`, field };
  });
  return AppError.many('invalid', details);
}

const ISO_EXAMPLE = '2026-11-22T10:00:00.000Z';

/** The message of one issue, saying what is expected where zod's own words would leave the caller guessing. */
function teach(issue: z.core.$ZodIssue, schema: z.ZodType | undefined): string {
  if (issue.code === 'unrecognized_keys') return `unknown field(s): ${issue.keys.join(', ')}`;
  if (issue.code === 'invalid_format' && (issue.format === 'datetime' || issue.format === 'date')) {
    return issue.format === 'date'
      ? 'must be an ISO 8601 date such as 2026-11-22'
      : `must be an ISO 8601 date-time such as ${ISO_EXAMPLE} (or with an offset, 2026-11-22T13:30:00+03:30)`;
  }
  if (issue.code === 'invalid_type' && / received undefined$/.test(issue.message)) {
    const inner = schema && schemaAt(schema, issue.path);
    const nullable = inner ? inner.safeParse(null).success : false;
    return nullable ? `is required; send null to leave it empty (expected ${issue.expected} or null)` : `is required (expected ${issue.expected})`;
  }
  return issue.message;
}

/** The schema of the field at `path` (through optional, nullable, default and pipe wrappers), or undefined. */
function schemaAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const key of path) {
    current = current && unwrap(current);
    const def = current?._zod.def as { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType } | undefined;
    if (def?.type === 'object' && def.shape) current = def.shape[String(key)];
    else if (def?.type === 'array' && def.element) current = def.element;
    else return undefined;
  }
  return current;
}

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let i = 0; i < 10; i++) {
    const def = current._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType };
    if ((def.type === 'optional' || def.type === 'nullable' || def.type === 'default' || def.type === 'prefault') && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else break;
  }
  return current;
}
