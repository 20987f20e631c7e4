import type { Request, Response, Router } from 'express';
import type { OpenAPIRegistry, RouteConfig } from '@asteasolutions/zod-to-openapi';
import type { ZodType } from 'zod';
import { z } from './zod.js';
import type { AppContext } from '../server/app/context.js';
import type { AccessClaims } from '../server/identity/tokens.js';
import { AppError, type ErrorDetail } from '../server/errors.js';
import { checkTextDeep } from '../server/text.js';
import { authenticate, type AuthMode } from './middleware/auth.js';
import { errorBody } from './schemas.js';

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
}

export interface RouteDef<P extends Shape, Q extends Shape, B extends Shape, A extends AuthMode, R extends Record<number, ResponseDoc> = Record<number, ResponseDoc>> {
  method: Method;
  /** Express path relative to the family base, e.g. `/events/:slug`. */
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  auth: A;
  params?: P;
  query?: Q;
  /** JSON body schema. Validated unless `rawBody` is set (then it only documents the body). */
  body?: B;
  /** The handler reads the request stream itself (multipart, form posts). */
  rawBody?: boolean;
  /** Media types documented for the body (default application/json). */
  bodyContentTypes?: string[];
  responses: R;
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
    this.router[def.method](def.path, (req: Request, res: Response) => ctx.inflight.run(async () => {
      const auth = await authenticate(ctx, req, def.auth);
      const params = parse(def.params, req.params, 'path');
      const query = parse(def.query, req.query, 'query');
      let body: unknown;
      if (def.body && !def.rawBody) {
        if (hasBody(req) && !req.is(['application/json', 'application/*+json'])) {
          throw AppError.of('unsupported_media_type');
        }
        body = parse(def.body, req.body ?? {}, 'body');
      }
      const reply = await def.handler({ params, query, body, auth, req, res } as RouteInput<P, Q, B, A>);
      if (!reply || res.headersSent) return;
      if (reply.headers) res.set(reply.headers);
      res.status(reply.status ?? 200);
      if (reply.body === undefined) res.end();
      else res.json(reply.body);
    }));
  }

  private document<P extends Shape, Q extends Shape, B extends Shape, A extends AuthMode, R extends Record<number, ResponseDoc>>(def: RouteDef<P, Q, B, A, R>): void {
    const responses: RouteConfig['responses'] = {};
    for (const [status, doc] of Object.entries(def.responses)) {
      responses[status] = doc.schema
        ? { description: doc.description, content: { [doc.contentType ?? 'application/json']: { schema: doc.schema } } }
        : { description: doc.description };
    }
    const defaultErrors: Record<string, string> = {
      ...(def.auth === 'required' || def.auth === 'admin' || def.auth === 'optional' ? { 401: 'Missing, invalid or expired access token.' } : {}),
      ...(def.auth === 'admin' ? { 403: 'The caller is not an administrator.' } : {}),
      ...(def.body && !def.rawBody
        ? {
            400: 'The body is not valid JSON (`malformed_body`).',
            413: 'The body is larger than the JSON size limit.',
            415: 'The body is not sent as `application/json` in UTF-8.',
          }
        : {}),
      ...(def.params || def.query || def.body ? { 422: 'A parameter or body field is invalid; `field` names it.' } : {}),
    };
    for (const [status, description] of Object.entries(def.noDefaultErrors ? {} : defaultErrors)) {
      responses[status] ??= { description, content: { 'application/json': { schema: errorBody } } };
    }
    const request: RouteConfig['request'] = {};
    if (def.params) request.params = def.params as never;
    if (def.query) request.query = def.query as never;
    if (def.body) {
      const types = def.bodyContentTypes ?? ['application/json'];
      request.body = { content: Object.fromEntries(types.map((t) => [t, { schema: def.body as ZodType }])), required: true };
    }
    this.registry.registerPath({
      method: def.method,
      path: this.base + def.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}'),
      summary: def.summary,
      description: def.description,
      tags: def.tags,
      security: def.auth === 'none' ? [] : def.auth === 'optional' ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }],
      request,
      responses,
    });
  }
}

function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

function parse(schema: ZodType | undefined, value: unknown, where: 'path' | 'query' | 'body'): unknown {
  if (!schema) return undefined;
  // One text rule for every user-written string (server/text.ts): NUL and lone surrogates are 422 at any depth.
  checkTextDeep(value, where);
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationError(result.error.issues, where);
}

/** zod issues → 422 with one entry per issue, `field` naming the path (dotted, `questions.0.answer`). */
export function validationError(issues: readonly z.core.$ZodIssue[], where = 'body'): AppError {
  const details: ErrorDetail[] = issues.slice(0, 20).map((issue) => {
    const field = issue.path.map(String).join('.') || where;
    let message = issue.message;
    if (issue.code === 'unrecognized_keys') message = `unknown field(s): ${issue.keys.join(', ')}`;
    return { code: 'invalid', message: `${field}: ${message}`, field };
  });
  return AppError.many('invalid', details);
}
