import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppContext } from '../context/context.js';
import type { AccessClaims } from '../server/identity/tokens.js';
import type { ReadyJson } from './ready-json.js';
import { bearerToken } from './middleware/auth.js';
import { COMPRESSION_THRESHOLD } from './middleware/compression.js';
import { REQUEST_ID_PATTERN } from './middleware/request-log.js';

/**
 * What the fast path answers with: the ready answer of the read for this caller (null: a guest), or undefined to
 * leave the request to Express.
 */
export type FastRead = (slug: string, apiBase: string, auth: AccessClaims | null) => Promise<ReadyJson | undefined>;

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The one route served here: `GET /api/events/{slug}` with one path segment and no query. The segment is taken as
 * sent (printable ASCII: the request line carries percent-encoded UTF-8) and decoded as the route's router does.
 */
const EVENT_PATH = /^\/api\/events\/([!-"$-.0->@-~]+)$/;
const EVENT_PREFIX = '/api/events/';
const EVENT_ROUTE = '/api/events/:slug';
/** The route's bound on `{slug}` (gateway/schemas.ts `slugParam`), in UTF-16 units after decoding. */
const SLUG_PARAM_MAX = 200;
/** The longest encoded segment that can decode within that bound: `%XX%XX%XX` (9 characters) per UTF-16 unit. */
const URL_MAX = EVENT_PREFIX.length + 9 * SLUG_PARAM_MAX;
/** An Accept-Encoding this path negotiates itself: plain tokens (no q-values, no `*`); anything else goes to Express. */
const SIMPLE_ENCODINGS = /^[A-Za-z0-9 ,-]*$/;

/**
 * The event record, the read every attendee app and event page makes, answered before Express (issue 28: cached
 * reads past the raw `node:http` floor, every REST read within 0.9× of bare Express per CPU-second). A guest gets the
 * read cache's own ready bytes (gateway/ready-json.ts); a caller with a valid access token gets the record made for
 * them (their ticket link, the visit recorded) as the route makes it. The headers are the ones the Express path sends
 * for the same request (security headers, request id, `Vary`, `Cache-Control: private` with a token, ETag, encoding),
 * which test/catalogue/fast-reads.test.ts compares answer for answer, and the request is logged and timed as there.
 * Everything else goes to `app` untouched: another path or method, a query string, an Authorization header that is
 * not a valid, unrevoked bearer token (Express answers 401), an `Origin` (CORS), a forwarded protocol, a conditional
 * other than `If-None-Match`, an Accept-Encoding with q-values, a slug the route would refuse (malformed
 * percent-encoding, too long once decoded, NUL: see `routeSlug`), or a slug not found as it is (moved, missing, the
 * database away: Express answers those with their errors). Percent-encoded slugs (every Persian one) are decoded and
 * served here like ASCII ones (issue 44).
 */
export function withFastReads(ctx: AppContext, security: ReadonlyArray<readonly [string, string]>, read: FastRead, app: Handler): Handler {
  const { config, logger, metrics, inflight } = ctx;
  return (req, res) => {
    const url = req.url;
    if (req.method !== 'GET' || url === undefined || url.length > URL_MAX || !url.startsWith(EVENT_PREFIX)) return app(req, res);
    const slug = routeSlug(url);
    const h = req.headers;
    const token = bearerToken(h.authorization);
    if (
      slug === undefined ||
      token === null ||
      h.origin !== undefined ||
      h['if-modified-since'] !== undefined ||
      h['cache-control'] !== undefined ||
      h.pragma !== undefined ||
      (!config.publicUrl && (h['x-forwarded-proto'] !== undefined || h.host === undefined || (req.socket as { encrypted?: boolean }).encrypted)) ||
      (h['accept-encoding'] !== undefined && !SIMPLE_ENCODINGS.test(h['accept-encoding']))
    ) {
      return app(req, res);
    }
    const encoding = chooseEncoding(h['accept-encoding']);
    // Only deflate or unknown codings listed: Express's compression answers those (deflate).
    if (encoding === undefined) return app(req, res);
    const start = process.hrtime.bigint();
    const apiBase = `${config.publicUrl ?? `http://${h.host}`}/api`;
    void inflight
      .run(async () => {
        // A token that does not verify (expired, revoked, forged) is Express's to refuse, with its 401 body.
        const auth = token === undefined ? null : await ctx.tokens.verifyAccessToken(token).catch(() => undefined);
        if (auth === undefined) return false;
        const ready = await read(slug, apiBase, auth).catch(() => undefined);
        if (!ready) return false;
        const incoming = h['x-request-id'];
        const id = typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
        const headers: Record<string, string> = { 'X-Request-Id': id };
        for (const [name, value] of security) headers[name] = value;
        headers.Vary = 'Accept-Encoding, Authorization';
        if (auth) headers['Cache-Control'] = 'private';
        headers['Content-Type'] = 'application/json; charset=utf-8';
        headers.ETag = ready.etag;
        let status = 200;
        let body: Buffer | undefined;
        if (notModified(h['if-none-match'], ready.etag)) status = 304;
        else {
          const coding = ready.bytes.length < COMPRESSION_THRESHOLD ? 'identity' : encoding;
          body = ready.encoded(coding);
          if (coding !== 'identity') headers['Content-Encoding'] = coding;
          headers['Content-Length'] = String(body.length);
        }
        res.writeHead(status, headers);
        res.end(body);
        const seconds = Number(process.hrtime.bigint() - start) / 1e9;
        metrics.httpDuration.observe({ method: 'GET', route: EVENT_ROUTE, status: String(status) }, seconds);
        if (logger.isLevelEnabled('info')) logger.info({ req_id: id, method: 'GET', path: url, status, ms: Math.round(seconds * 1e4) / 10 }, 'request');
        return true;
      })
      .then(
        (answered) => {
          if (!answered) app(req, res);
        },
        (err: unknown) => {
          // Writing the answer failed (the client left mid-write): nothing more can be sent on this response.
          logger.warn({ err }, 'http.fast_read_failed');
        },
      );
  };
}

/**
 * The `{slug}` the route would be given for this path, or undefined when the route would refuse it or might see it
 * otherwise: the segment percent-decoded as Express's router decodes path parameters (`decodeURIComponent`; a
 * malformed escape is the route's 400 `malformed_path`), then the route's own rules on the decoded text: 1 to 200
 * UTF-16 units (`slugParam`) and no NUL (server/text.ts; decoding never yields a lone surrogate, it throws). The
 * route applies no other normalisation (no case folding, no NFC/NFKC: a slug is looked up exactly as decoded), so
 * neither does this. Every slug the route would refuse goes to Express, which answers with its error body.
 */
export function routeSlug(url: string): string | undefined {
  const match = EVENT_PATH.exec(url);
  if (!match) return undefined;
  const segment = match[1]!;
  let slug = segment;
  if (segment.includes('%')) {
    try {
      slug = decodeURIComponent(segment);
    } catch {
      return undefined;
    }
  }
  if (slug.length < 1 || slug.length > SLUG_PARAM_MAX || slug.includes('\0')) return undefined;
  return slug;
}

/** Express's `req.fresh` for an ETag alone: `*`, or one of the listed tags, compared weakly. */
function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/**
 * The first of br, gzip and identity the client lists (ties go to the client's order, as Express's negotiator does);
 * identity when it lists nothing; undefined when it lists only other codings.
 */
function chooseEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' | undefined {
  if (header === undefined) return 'identity';
  let listed = false;
  for (const token of header.split(',')) {
    const name = token.trim().toLowerCase();
    if (name === 'br' || name === 'gzip' || name === 'identity') return name;
    if (name !== '') listed = true;
  }
  return listed ? undefined : 'identity';
}
