import { MAX_ID } from '../server/ids.js';
import { MAX_PAGE_OFFSET } from '../server/paging.js';
import { ERROR_CATALOGUE, TRANSPORT_ERROR_CODES, type ErrorCode } from '../server/errors.js';
import { codesOfStatus } from './http-errors.js';
import { z } from './zod.js';

/** Schemas shared by many routes. */

/**
 * The one schema of an integer path or query parameter: decimal digits only (no signs, exponents, fractions or
 * spaces), within [min, max] (at most MAX_ID, the largest int4: no value reaches the database that it would refuse
 * as out of range), 422 naming the parameter otherwise. The documents say the bounds.
 */
export const intParam = (min: number, max: number, what = 'an integer') =>
  z
    .string()
    .regex(/^\d{1,10}$/, `must be ${what} from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be ${what} from ${min} to ${max}`)
    .openapi({ type: 'integer', minimum: min, maximum: max });

/** A positive integer id in a path: 1 to MAX_ID. */
export const idParam = intParam(1, MAX_ID, 'a positive integer id').openapi({ example: 1 });

export const slugParam = z.string().min(1).max(200);

/** `{slug}` path parameters. */
export const slugPath = z.object({ slug: slugParam });

/** `text(max, {min, trim})` (NUL is 422 for every string, by the route builder) and `bodyId`: server/fields.ts. */
export { bodyId, text } from '../server/fields.js';

/** The largest value of an `integer` column (ids, prices): larger numbers are 422 here, never a database error. */
export const INT4_MAX = MAX_ID;

/** `?page=` (from 1). Non-numbers are 422; zero and negatives too. */
export const pageParam = z
  .string()
  .regex(/^\d{1,6}$/, 'must be an integer from 1 to 999999')
  .transform(Number)
  .refine((n) => n >= 1, 'must be at least 1')
  .optional()
  .openapi({ type: 'integer', minimum: 1, default: 1, description: 'The page, from 1: an offset into the list as it is now (see Paging in the API description).' });

export const pageSizeParam = (name: string) =>
  z
    .string()
    .regex(/^\d{1,4}$/, `${name} must be an integer between 1 and 100`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 100, `${name} must be an integer between 1 and 100`)
    .optional()
    .openapi({ type: 'integer', minimum: 1, maximum: 100, default: 20 });

/** `?cursor=` of a list that pages by a cursor too: opaque, taken from that list's next link. */
export const cursorParam = z
  .string()
  .max(1000)
  .optional()
  .openapi({
    description: `Where the page starts: the opaque value the list's next link carries (keyset paging, cheap at any depth; \`page\` is then only echoed). Offset pages reach ${MAX_PAGE_OFFSET.toLocaleString('en-US')} items deep (422 naming \`page\` beyond); the next link goes further.`,
  });

/** `?page=&per_page=` of an {api_url} list (unknown parameters are ignored). */
export const perPageQuery = z.object({ page: pageParam, per_page: pageSizeParam('per_page') });

/** The page an {api_url} list asks for: page 1 and 20 per page unless given. */
export const perPageOf = (query: { page?: number | undefined; per_page?: number | undefined }) => ({ page: query.page ?? 1, size: query.per_page ?? 20 });

/** The fields an error entry may carry besides its code, typed (the entry may carry others later: clients ignore them). */
const errorDetailFields = {
  message: z.string().openapi({ description: 'For people; the wording may change. Switch on `code`.' }),
  field: z.string().optional().openapi({ description: 'The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`.' }),
  new_slug: z.string().optional().openapi({ description: '`slug_changed`: the event’s current slug.' }),
  checked_in_at: z.string().nullable().optional().openapi({ description: '`already_checked_in`: when the ticket was checked in (ISO 8601).', format: 'date-time' }),
  question_id: z.number().int().optional().openapi({ description: '`required`: the survey question left unanswered.' }),
};

const codeList = (codes: readonly ErrorCode[]) => codes.map((code) => `- \`${code}\`: ${ERROR_CATALOGUE[code].description}`).join('\n');

const errorsOf = (codes: readonly string[], description: string) =>
  z.object({
    errors: z.array(z.object({ code: z.enum(codes as [string, ...string[]]).openapi({ description }), ...errorDetailFields }).catchall(z.unknown())).min(1),
  });

const ALL_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

/**
 * The REST error body with every catalogued code (server/errors.ts ERROR_CATALOGUE, the one source), plus the two
 * Node answers before any route (431 `headers_too_large`, 408 `request_timeout`). Operations document the narrower
 * `Errors<status>` schemas (see `errorBodyFor`).
 */
export const errorBody = errorsOf(
  [...ALL_CODES, ...TRANSPORT_ERROR_CODES],
  `The error catalogue. A client switches on \`code\`; new codes may be added.\n\n${codeList(ALL_CODES)}\n- \`headers_too_large\` (431), \`request_timeout\` (408): answered by the HTTP server before any route.`,
).openapi('Errors');

const errorBodies = new Map<number, z.ZodType>();

/** The error body of one status: its code is one of the catalogued codes answered with that status. */
export function errorBodyFor(status: number): z.ZodType {
  const codes = codesOfStatus(status);
  if (codes.length === 0) return errorBody;
  let schema = errorBodies.get(status);
  if (!schema) {
    schema = errorsOf(codes, `The codes answered with ${status}:\n\n${codeList(codes)}`).openapi(`Errors${status}`);
    errorBodies.set(status, schema);
  }
  return schema;
}

/**
 * Codes every route can answer, whatever it does (each where its status is documented for the operation): the
 * auth layer (`unauthorized`), a malformed address or body, too large or not JSON, input that breaks the schema
 * (`invalid`), a spent budget (`rate_limited`), the database unreachable or busy (`service_unavailable`,
 * `overloaded`), a write in doubt (`outcome_unknown`), a fault (`internal_error`). The REST counterpart of the
 * socket acknowledgements' COMMON_ACK_CODES (realtime/catalog.ts).
 */
export const COMMON_ROUTE_CODES = [
  'malformed_body',
  'malformed_path',
  'unauthorized',
  'too_large',
  'unsupported_media_type',
  'invalid',
  'rate_limited',
  'service_unavailable',
  'overloaded',
  'outcome_unknown',
  'internal_error',
] as const satisfies readonly ErrorCode[];

/** The catalogued codes of `status` that a response description names (bare or in backticks). */
export function codesNamedIn(description: string, status: number): ErrorCode[] {
  const ofStatus = new Set<string>(codesOfStatus(status));
  const named = new Set((description.match(/[a-z][a-z_]*[a-z]/g) ?? []).filter((word) => ofStatus.has(word)));
  return codesOfStatus(status).filter((code) => named.has(code));
}

/**
 * The codes one operation answers with `status`: those it declares (`codes`, else the ones its description names)
 * and the common ones of that status, in catalogue order; every code of the status when it declares none.
 */
export function operationCodes(status: number, description: string, declared?: readonly ErrorCode[]): ErrorCode[] {
  const own = declared ?? codesNamedIn(description, status);
  const all = codesOfStatus(status);
  if (own.length === 0 && declared === undefined) {
    const common = all.filter((code) => (COMMON_ROUTE_CODES as readonly string[]).includes(code));
    // A status that only the common layer answers (401, 413, 415, 429, 503 by default) lists the common codes.
    return common.length > 0 && COMMON_ONLY_STATUSES.has(status) ? common : all;
  }
  const codes = new Set<ErrorCode>([...own, ...COMMON_ROUTE_CODES]);
  return all.filter((code) => codes.has(code));
}

/** Statuses where no route answers anything but the common codes unless it names its own. */
const COMMON_ONLY_STATUSES = new Set([401, 413, 415, 500]);

const operationBodies = new Map<string, z.ZodType>();

/**
 * The error body of one operation's status: `Errors<status>` when it answers every code of the status, else a
 * body whose `code` enumerates only the codes it answers.
 */
export function operationErrorBody(status: number, codes: readonly ErrorCode[]): z.ZodType {
  const all = codesOfStatus(status);
  if (codes.length === 0 || codes.length === all.length) return errorBodyFor(status);
  const key = `${status} ${codes.join(',')}`;
  let schema = operationBodies.get(key);
  if (!schema) {
    // One component per distinct set, named by its codes (`Errors404NotFoundSlugChanged`): shared, and stable while the set is.
    const name = `Errors${status}${codes.map((code) => code.replace(/(^|_)([a-z])/g, (_m, _s, c: string) => c.toUpperCase())).join('')}`;
    schema = errorsOf(codes, `The codes answered with ${status} here:\n\n${codeList(codes)}`).openapi(name);
    operationBodies.set(key, schema);
  }
  return schema;
}

/** The refusals of an organizers-only route of one event: not an organizer of it (403), or no such event (404). */
export const organizerEventErrors = {
  403: { description: 'Not an organizer of the event (`not_organizer`)', schema: errorBody },
  404: { description: 'Unknown event (`not_found`; `slug_changed` with `new_slug` for an old slug)', schema: errorBody },
} as const;

/** `{data: T}` as every single resource on {api_url} is wrapped. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const paginationMeta = z
  .object({
    pagination: z.object({
      total: z.number().int().openapi({ description: 'Items in the whole list (with the filters), counted when this page was read.' }),
      count: z.number().int().openapi({ description: 'Items on this page.' }),
      per_page: z.number().int(),
      current_page: z.number().int(),
      total_pages: z.number().int().openapi({ description: 'At least 1, also for an empty list.' }),
      links: z
        .object({
          previous: z.string().optional().openapi({ description: 'Absolute URL of the previous page (absent on page 1).' }),
          next: z.string().optional().openapi({ description: 'Absolute URL of the next page, the request’s other parameters kept (absent on the last page).' }),
        }),
    }),
  })
  .openapi('PaginationMeta', {
    description: 'Paging of an {api_url} list: follow `links.next` until it is absent. Pages are offsets: a list that changes while it is walked can repeat or skip items.',
  });

export const halLink = z.object({ href: z.string() });

/** The {connect_url} page envelope (seed 2.2) around items named `name`. */
export const halPageOf = <T extends z.ZodType>(name: string, item: T) =>
  z
    .object({
      _total_items: z.number().int().openapi({ description: 'Items in the whole list, counted when this page was read.' }),
      _page: z.number().int().openapi({ description: 'This page, from 1.' }),
      _page_count: z.number().int().openapi({ description: 'At least 1, also for an empty list.' }),
      _links: z.object({
        self: halLink,
        next: halLink.optional().openapi({ description: 'The next page (`page` + 1, the other parameters kept); absent on the last page.' }),
        last: halLink.optional().openapi({ description: 'The last page, whenever it is another page than this one (also past the end).' }),
      }),
      _embedded: z.object({ [name]: z.array(item) }),
    })
    .openapi({
      description:
        'A page of a {connect_url} list (seed 2.2): follow `_links.next` until it is absent. Pages are offsets into the list as it is when each is read: ' +
        'in a newest-first list that grows while it is walked (the live feed, a chat) items shift to later pages and repeat; catch up with `after` where offered, or `sync` on the socket.',
    });
