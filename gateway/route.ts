import type { Request, Response, Router } from 'express';
import type { OpenAPIRegistry, RouteConfig } from '@asteasolutions/zod-to-openapi';
import type { ZodType } from 'zod';
import { z } from './zod.js';
import type { AppContext } from '../context/context.js';
import type { AccessClaims } from '../server/identity/tokens.js';
import { AppError } from '../server/errors.js';
import { inputError, parseInput } from '../server/input.js';
import { authenticate, type AuthMode } from './middleware/auth.js';
import { readLargeJson } from './middleware/large-json.js';
import { errorBody, operationCodes, operationErrorBody } from './schemas.js';
import type { ErrorCode } from '../server/errors.js';
import { setRouteTemplate } from './middleware/metrics.js';
import { sendReady, type ReadyJson } from './ready-json.js';
import { requestFingerprint, type StoredAnswer } from '../server/idempotency.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Shape = ZodType | undefined;
type Out<S extends Shape> = S extends ZodType ? z.output<S> : undefined;

export interface RouteInput<P extends Shape, Q extends Shape, B extends Shape, A extends AuthMode> {
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  /** The verified access token; never null on `required` and `admin` routes. */
  auth: A extends 'required' | 'admin' ? AccessClaims : AccessClaims | null;
  req: Request;
  res: Response;
}

/** What a handler answers; a handler that wrote to `res` itself returns nothing. */
export interface Reply<B = unknown> {
  status?: number;
  body?: B;
  /**
   * The body already serialized (gateway/ready-json.ts: a cached public answer, or one made for this request by
   * `readyJsonNow`): sent as bytes, compressed in one call, 304 when fresh.
   */
  ready?: ReadyJson<B>;
  headers?: Record<string, string>;
}

/**
 * The bodies a route may answer: the inputs of its documented response schemas, so a handler whose body drifts
 * from the OpenAPI document fails the build.
 */
type Bodies<R> = { [K in keyof R]: R[K] extends { schema: infer S extends ZodType } ? z.input<S> : undefined }[keyof R];

export interface ResponseDoc {
  description: string;
  schema?: ZodType;
  contentType?: string;
  /**
   * With `schema: errorBody`: the codes this operation answers with this status (the common ones, COMMON_ROUTE_CODES,
   * are added). Without it, the codes the description names (bare or in backticks); a description that names none
   * documents every code of the status.
   */
  codes?: readonly ErrorCode[];
}

export interface RouteDef<P extends Shape, Q extends Shape, B extends Shape, A extends AuthMode, R extends Record<number, ResponseDoc> = Record<number, ResponseDoc>> {
  method: Method;
  /** Express path relative to the family base, e.g. `/events/:slug`. */
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  auth: A;
  /**
   * `in_handler`: the handler's service checks in its own statement that the caller's login was not revoked (and
   * answers 401 as the auth layer would), so authentication skips its separate revocation read. Only for a handler
   * whose every path does that check (profiles.me).
   */
  revocation?: 'in_handler';
  params?: P;
  query?: Q;
  /** JSON body schema. Validated unless `rawBody` is set (then it only documents the body). */
  body?: B;
  /** The handler reads the request stream itself (multipart, form posts). */
  rawBody?: boolean;
  /**
   * A JSON body above JSON_BODY_LIMIT that the route reads itself, after authentication and `authorize` (the app-wide
   * parser skips it: `readsOwnLargeBody` in gateway/middleware/large-json.ts): a guest gets 401 and a caller
   * `authorize` refuses its 403/404 before a byte of the body is read. Then validated against `body` as usual.
   */
  largeBody?: { limit: number; authorize?: (input: { params: Out<P>; auth: A extends 'required' | 'admin' ? AccessClaims : AccessClaims | null }) => Promise<void> };
  /** Media types documented for the body (default application/json). */
  bodyContentTypes?: string[];
  responses: R;
  /**
   * The method name an SDK exposes for this operation (camelCase, e.g. `listFeedMessages`, `sendChatMessage`), unique in the
   * document and stable once published. Every route must have one: test/platform/interop-openapi.test.ts fails on an operation
   * without it. (Optional in the type only so routes from branches merged later still build until they are named.)
   */
  operationId?: string;
  /**
   * An authenticated POST takes the `Idempotency-Key` header (server/idempotency.ts) unless this says otherwise:
   * `own` (the handler implements the header itself: orders), `none` (nothing to repeat safely: a login, a token).
   */
  idempotency?: 'own' | 'none';
  /** OpenAPI security requirements, when the route authenticates otherwise than by `auth` (the token endpoint). */
  security?: RouteConfig['security'];
  /** Document only `responses` (the token endpoint answers in RFC 6749 shape, never with the Errors body). */
  noDefaultErrors?: boolean;
  handler: (input: RouteInput<P, Q, B, A>) => Promise<Reply<Bodies<R>> | void> | Reply<Bodies<R>> | void;
}

/**
 * Declares routes once for both Express and the OpenAPI document: the zod schemas that validate a request are
 * the ones the document shows. Auth runs before validation (401/403 before 422).
 */
export class Routes {
  constructor(
    readonly ctx: AppContext,
    readonly router: Router,
    readonly registry: OpenAPIRegistry,
    /** `/api` or `/connect`: only used for the document's paths. */
    readonly base: string,
  ) {}

  /** operationIds already used in this document (shared by the `/api` and `/connect` builders). */
  private get operationIds(): Set<string> {
    let ids = operationIdsByRegistry.get(this.registry);
    if (!ids) operationIdsByRegistry.set(this.registry, (ids = new Set()));
    return ids;
  }

  /** Methods served per path, in registration order (for 405 answers). */
  private readonly methods = new Map<string, Set<string>>();

  /**
   * Call once after every route is added: a known path asked with a method it does not serve gets
   * 405 with `Allow` (OPTIONS gets 204 with `Allow`), instead of falling through to 404.
   */
  finish(): void {
    for (const [path, methods] of this.methods) {
      const allowed = [...methods].map((m) => m.toUpperCase());
      if (allowed.includes('GET')) allowed.push('HEAD');
      const allow = allowed.join(', ');
      this.router.all(path, (req: Request, res: Response) => {
        res.set('Allow', allow);
        if (req.method === 'OPTIONS') {
          res.status(204).end();
          return;
        }
        throw new AppError('method_not_allowed', 'method_not_allowed', `${req.method} is not allowed here; use ${allow}.`);
      });
    }
  }

  add<P extends Shape = undefined, Q extends Shape = undefined, B extends Shape = undefined, A extends AuthMode = 'none', const R extends Record<number, ResponseDoc> = Record<number, ResponseDoc>>(
    def: RouteDef<P, Q, B, A, R>,
  ): void {
    this.document(def);
    const { ctx } = this;
    const served = this.methods.get(def.path) ?? new Set<string>();
    served.add(def.method);
    this.methods.set(def.path, served);
    const template = this.base + def.path;
    const readLarge = def.largeBody ? readLargeJson(def.largeBody.limit) : undefined;
    const takesKey = def.method === 'post' && def.auth !== 'none' && !def.rawBody && (def.idempotency ?? 'key') === 'key';
    this.router[def.method](def.path, (req: Request, res: Response) => ctx.inflight.run(async () => {
      setRouteTemplate(res, template);
      // An answer that may depend on who asks must not be shared by caches (the handler may still say more).
      if (def.auth !== 'none') res.vary('Authorization');
      // A large body is read only after the caller is authenticated and authorised (below); a refusal before then
      // closes the connection after its answer rather than draining the unread body.
      if (readLarge) res.set('Connection', 'close');
      const auth = await authenticate(ctx, req, def.auth, def.revocation ? { revocation: def.revocation } : undefined);
      if (auth) res.set('Cache-Control', 'private');
      // The error handler answers in this user's language (CONTRACT 17).
      if (auth) res.locals.userId = auth.userId;
      const params = parse(def.params, req.params, 'path');
      const query = parse(def.query, req.query, 'query');
      if (def.largeBody && readLarge) {
        // Who may send it is settled before the body is read (the upload may be 8 MiB).
        await def.largeBody.authorize?.({ params, auth } as never);
        await readLarge(req, res);
        res.removeHeader('Connection');
      }
      let body: unknown;
      if (def.body && !def.rawBody) {
        if (hasBody(req) && !req.is(['application/json', 'application/*+json'])) {
          throw AppError.of('unsupported_media_type');
        }
        body = parse(def.body, req.body ?? {}, 'body');
      }
      // A retried creating POST answers what its first try answered, and never writes twice (issue 44).
      const key = auth && takesKey ? req.get('idempotency-key') : undefined;
      if (key !== undefined && auth) {
        const begun = await ctx.idempotency.begin(auth.userId, key, requestFingerprint(def.method, template, params, body));
        if (begun.kind === 'replay') {
          replay(res, begun.answer);
          return;
        }
      }
      let reply: Reply | void;
      try {
        reply = await def.handler({ params, query, body, auth, req, res } as RouteInput<P, Q, B, A>);
      } catch (err) {
        if (key !== undefined && auth) await ctx.idempotency.failed(auth.userId, key, err);
        throw err;
      }
      if (key !== undefined && auth) {
        const answer = { status: reply?.status ?? (res.headersSent ? res.statusCode : 200), body: reply?.body === undefined || res.headersSent ? null : JSON.stringify(reply.body), location: reply?.headers?.Location ?? null };
        // Recorded before the answer leaves: a client that got it and sends again gets the same. A database gone
        // meanwhile leaves the key started (the retry is told the outcome is unknown), never a second write.
        await ctx.idempotency.finish(auth.userId, key, answer).catch((err: unknown) => ctx.logger.warn({ err }, 'idempotency.record_failed'));
      }
      if (!reply || res.headersSent) return;
      // The caller's own mobile number or e-mail address is kept out of every cache, the browser's included.
      if (auth && reply.body !== undefined && holdsContactDetails(reply.body)) res.set('Cache-Control', 'private, no-store');
      if (reply.headers) res.set(reply.headers);
      if (reply.ready) {
        sendReady(req, res, reply.status ?? 200, reply.ready);
        return;
      }
      res.status(reply.status ?? 200);
      if (reply.body === undefined) res.end();
      else res.json(reply.body);
    }));
  }

  private document<P extends Shape, Q extends Shape, B extends Shape, A extends AuthMode, R extends Record<number, ResponseDoc>>(def: RouteDef<P, Q, B, A, R>): void {
    const responses: RouteConfig['responses'] = {};
    for (const [status, doc] of Object.entries(def.responses)) {
      // The generic error body becomes the one of its status, whose `code` enumerates the catalogued codes of that status.
      const schema = doc.schema === errorBody ? operationErrorBody(Number(status), operationCodes(Number(status), doc.description, doc.codes)) : doc.schema;
      responses[status] = schema
        ? { description: doc.description, content: { [doc.contentType ?? 'application/json']: { schema } } }
        : { description: doc.description };
    }
    const bodyTypes = def.bodyContentTypes ?? ['application/json'];
    // The app-wide JSON parser reads every JSON body, also those a handler validates itself (`rawBody`).
    const jsonBody = Boolean(def.body) && bodyTypes.includes('application/json');
    const defaultErrors: Record<string, string> = {
      ...(def.auth === 'required' || def.auth === 'admin' || def.auth === 'optional' ? { 401: 'Missing, invalid or expired access token.' } : {}),
      ...(def.auth === 'admin' ? { 403: 'The caller is not an administrator (`admin_required`).' } : {}),
      ...(def.params ? { 400: 'A path parameter is not valid percent-encoding (`malformed_path`).' } : {}),
      ...(jsonBody
        ? {
            400: def.params ? 'The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`).' : 'The body is not valid JSON (`malformed_body`).',
            413: 'The body is larger than the JSON size limit.',
            415: 'The body is not sent as `application/json` in UTF-8.',
          }
        : {}),
      ...(def.params || def.query || def.body ? { 422: 'A parameter or body field is invalid; `field` names it.' } : {}),
      503:
        def.method === 'get'
          ? 'A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds.'
          : 'A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds.',
    };
    for (const [status, description] of Object.entries(def.noDefaultErrors ? {} : defaultErrors)) {
      responses[status] ??= { description, content: { 'application/json': { schema: operationErrorBody(Number(status), operationCodes(Number(status), description)) } } };
    }
    for (const [status, response] of Object.entries(responses)) {
      const headers = RESPONSE_HEADERS[status];
      if (headers && !('$ref' in response)) response.headers = { ...headers, ...response.headers };
    }
    const request: RouteConfig['request'] = {};
    if (def.method === 'post' && def.auth !== 'none' && !def.rawBody && def.idempotency === undefined) {
      request.headers = IDEMPOTENCY_HEADER as never;
      responses[409] ??= { description: 'A request with this `Idempotency-Key` is still being handled (`idempotency_key_in_progress`).', content: { 'application/json': { schema: operationErrorBody(409, ['idempotency_key_in_progress']) } } };
    }
    if (def.params) request.params = def.params as never;
    if (def.query) request.query = def.query as never;
    if (def.body) {
      request.body = { content: Object.fromEntries(bodyTypes.map((t) => [t, { schema: def.body as ZodType }])), required: true };
    }
    const path = this.base + def.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const { operationId } = def;
    if (operationId !== undefined) {
      if (!/^[a-z][A-Za-z0-9]*$/.test(operationId)) throw new Error(`operationId ${operationId} (${def.method} ${path}) is not a camelCase name`);
      if (this.operationIds.has(operationId)) throw new Error(`operationId ${operationId} is used twice (${def.method} ${path}); give one route its own operationId`);
      this.operationIds.add(operationId);
    }
    this.registry.registerPath({
      method: def.method,
      path,
      operationId,
      summary: def.summary,
      description: def.description,
      tags: def.tags,
      security: def.security ?? (def.auth === 'none' ? [] : def.auth === 'optional' ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }]),
      request,
      responses,
    });
  }
}

const operationIdsByRegistry = new WeakMap<OpenAPIRegistry, Set<string>>();

const IDEMPOTENCY_HEADER = z.object({
  'idempotency-key': z
    .string()
    .max(200)
    .optional()
    .meta({
      description:
        'Optional, 1-200 visible ASCII characters, unique per request you mean: the same key and request again answer what the first answered (with `Idempotent-Replayed: true`) and never create twice; the same key with another request → 422 `idempotency_key_reused`; while the first still runs → 409 `idempotency_key_in_progress`. Remembered for a day, per user.',
    }),
});

/** The answer recorded for an `Idempotency-Key`, sent again. */
function replay(res: Response, answer: StoredAnswer): void {
  res.set('Idempotent-Replayed', 'true');
  if (answer.location) res.set('Location', answer.location);
  res.status(answer.status);
  if (answer.body === null) res.end();
  else res.type('application/json').send(answer.body);
}

type HeaderDocs = Record<string, { description: string; schema: { type: 'string' | 'integer' } }>;

/** Headers every response of a status carries (RFC 9110, RFC 6750): documented wherever that status is. */
const RESPONSE_HEADERS: Record<string, HeaderDocs> = {
  301: { Location: { description: 'The new address of the resource', schema: { type: 'string' } } },
  302: { Location: { description: 'Where the resource is found', schema: { type: 'string' } } },
  303: { Location: { description: 'Where the result is found', schema: { type: 'string' } } },
  307: { Location: { description: 'Where to repeat the request', schema: { type: 'string' } } },
  308: { Location: { description: 'The new address of the resource', schema: { type: 'string' } } },
  401: {
    'WWW-Authenticate': {
      description: '`Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic.',
      schema: { type: 'string' },
    },
  },
  405: { Allow: { description: 'The methods this path serves', schema: { type: 'string' } } },
  429: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } } },
  503: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } } },
};

/** Whether a reply body carries a `mobile` or `email` field (in the resource or one level of envelope). */
function holdsContactDetails(body: unknown, depth = 0): boolean {
  if (body === null || typeof body !== 'object' || depth > 2) return false;
  if (Array.isArray(body)) return body.some((item) => holdsContactDetails(item, depth + 1));
  if ('mobile' in body || 'email' in body) return true;
  return Object.values(body).some((value) => typeof value === 'object' && holdsContactDetails(value, depth + 1));
}

function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

function parse(schema: ZodType | undefined, value: unknown, where: 'path' | 'query' | 'body'): unknown {
  if (!schema) return undefined;
  // The one zod → 422 translator, shared with the socket handlers (server/input.ts).
  return parseInput(schema, value, where);
}

/** zod issues → 422 with one entry per issue (server/input.ts; kept under this name for its callers). */
export const validationError = inputError;
