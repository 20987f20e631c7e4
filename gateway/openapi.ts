import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import express, { type Router } from 'express';
import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import type { Config } from '../infra/config.js';
import { publicBase } from './envelopes.js';
import { errorBody } from './schemas.js';

/**
 * The tags operations are grouped by, one per area, in the order the docs page shows them. A route's `tags` must name
 * one of these (test/platform/interop-openapi.test.ts fails on an undeclared tag).
 */
export const API_TAGS = [
  { name: 'Meetings', description: 'One-to-one meetings (CONTRACT 11): the event’s meeting settings, free slots, requests and their state machine, attendance, the organizer’s list, stats and the calendar feed.' },
  { name: 'Polls', description: 'Polls of a session (CONTRACT 12): organizers create, open and close them; participants vote (single or multiple choice), with counts pushed live.' },
  { name: 'Identity', description: 'Login by SMS code and OAuth 2.0 tokens: verification codes, the token and revocation endpoints, keys and metadata.' },
  { name: 'Events', description: 'The public event catalogue on {api_url}: listing and search, event records and widgets, similar and followed events, tickets.' },
  { name: 'Organizer', description: 'Organizations and their events for members of the organization: create and change events, ticket types, issuing tickets, categories.' },
  { name: 'Organizer operations', description: 'Running an event: the attendee list, check-in at the door (also offline batches), voiding tickets, webhooks.' },
  { name: 'Sales', description: 'Ticket sales (CONTRACT 15): ticket types on sale, quotas, vouchers, orders with timed holds, payments through providers, the organizer’s orders and figures.' },
  { name: 'Organizer tools', description: 'The organizer checklist (progress bar) of an event.' },
  { name: 'Advertising', description: 'Retargeting packages priced and ordered for an event, and discount codes.' },
  { name: 'Seating', description: 'Seating templates of an organization: draft, publish, edit and delete.' },
  { name: 'Surveys', description: 'Surveys of an event: create, answer (once per attendee) and read results.' },
  { name: 'Sessions', description: 'The programme of an event: sessions and the moderation of their questions.' },
  { name: 'Moderation', description: 'Organizers keep an event safe: reports filed by attendees, bans (mutes) and deleting feed posts.' },
  { name: 'Profiles', description: 'The caller’s own profile and other users’ public profiles on {connect_url} (never another user’s mobile or e-mail).' },
  { name: 'Networking', description: 'The live side of the token’s event on {connect_url}: the attendee directory and the live feed.' },
  { name: 'Matchmaking', description: 'Networking tags and profiles in the token’s event, and recommendations of people to meet.' },
  { name: 'Chat', description: 'One-to-one chat between participants of an event: send, list, edit, delete, read state (live over the socket too).' },
  { name: 'Bookmarks', description: 'Users the caller bookmarked.' },
  { name: 'Agenda', description: 'The caller’s agenda: saved sessions and accepted meetings by time.' },
  { name: 'Questions', description: 'Session Q&A for attendees: ask questions and vote for them.' },
  { name: 'Safety', description: 'Blocking users, reporting content to the event’s organizers, deleting one’s own posts and account.' },
  { name: 'Files', description: 'Image uploads (profile pictures, feed and chat images) and their download.' },
  { name: 'Push', description: 'Web Push subscriptions for chat messages while offline (VAPID).' },
  { name: 'Realtime', description: 'The AsyncAPI document of the Socket.IO events at `/connect/socket.io`.' },
  { name: 'Exhibitors', description: 'Exhibitors and their booth staff, badges, lead capture (scans, visits, offline batches) and exports (CONTRACT 20).' },
] as const;

export function createRegistry(): OpenAPIRegistry {
  const registry = new OpenAPIRegistry();
  // The whole error catalogue, also where no operation refers to it (operations use the per-status `Errors<status>`).
  registry.register('Errors', errorBody);
  registry.registerComponent('securitySchemes', 'bearerAuth', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  registry.registerComponent('securitySchemes', 'clientBasic', {
    type: 'http',
    scheme: 'basic',
    description: 'OAuth client authentication at the token endpoint (`client_id:client_secret`, RFC 6749 2.3.1).',
  });
  return registry;
}

/**
 * The document for one public base (`PUBLIC_URL`, else the scheme and host of the request): `servers` is that
 * base and `{api_url}` / `{connect_url}` in every text are rendered to `<base>/api` / `<base>/connect`.
 */
export function buildDocument(registry: OpenAPIRegistry, base?: string) {
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Convene',
      version: '1.0.0',
      description:
        'Event platform API. `/api` is the main event API ({api_url}); `/connect` is the attendee-networking subsystem ({connect_url}). ' +
        'Errors: `{"errors": [{code, message, field?}]}`, except the token endpoint (RFC 6749 5.2); `code` is one of the catalogue (schema `Errors`). Realtime: Socket.IO at `/connect/socket.io`.\n\n' +
        '**Paging.** Lists take `page` (from 1) and a page size (`per_page` on {api_url}, `page_size` on {connect_url}; 1–100, default 20). ' +
        '{api_url} answers `{data, meta.pagination}` with `total`, `total_pages` and `links.next` / `links.previous`; {connect_url} answers ' +
        '`{_embedded, _total_items, _page, _page_count, _links.next, _links.last}`. Follow `next` until it is absent; a page past the end is an ' +
        'empty list, not an error. Totals are counted when each page is read. Pages are offsets, so a list that changes while it is walked can ' +
        'repeat or skip items (a newest-first live feed or chat shifts as messages arrive): to catch up use `after=<last id>` where offered ' +
        '(the live feed, chat messages) or the socket’s `sync`. Lists that grow with an event page by a cursor too: their next link carries it (`before=<id>` on the live feed ' +
        'and chat messages, an opaque `cursor` on the attendee directory, the organizer’s attendee list, the chat list and the organizers’ reports), so following `next` ' +
        'reads from an index at any depth; on those lists `page` alone reaches 10,000 items deep (422 naming `page` beyond). Their totals are exact where a count is cheap ' +
        '(the directory without `q` or a tag filter, the organizer list without `q`, the chat list), otherwise exact up to 1,000 and 1,000 beyond, a floor (the live feed, ' +
        'chat messages, reports, the directory with `q` or a tag filter, the organizer list with `q`): `next` is then on every full page. Each list’s description says which.',
    },
    tags: API_TAGS.map((tag) => ({ ...tag })),
    servers: [base ? { url: base, description: 'This server (PUBLIC_URL, else the address the document was fetched at)' } : { url: '/' }],
  });
  const normalized = normalizeSchemas(document);
  if (!base) return normalized;
  const text = JSON.stringify(normalized).split('{api_url}').join(`${base}/api`).split('{connect_url}').join(`${base}/connect`);
  return JSON.parse(text) as typeof normalized;
}

/**
 * Repairs what the generator writes for some zod schemas, everywhere in the document (so routes added later are
 * covered too):
 * - a regex's flags end up inside `pattern` (`^x$/u`): JSON Schema patterns are ECMA-262 expressions without
 *   flags, evaluated with Unicode semantics, so `u` is dropped; any other flag cannot be expressed and fails the
 *   build (write the expression without it, e.g. `[Hh][Tt][Tt][Pp]` for a case-insensitive scheme);
 * - a tuple comes out as `prefixItems` without `items`: it gets `items: {not: {}}` (no further item; Spectral wants an object) and its length as min/maxItems;
 * - a nullable reference comes out as `allOf: [{$ref}, {type: [..., "null"]}]`, which no value (null included)
 *   satisfies as meant: it becomes `anyOf: [{$ref}, {type: "null"}]`.
 */
export function normalizeSchemas<T>(node: T): T {
  if (Array.isArray(node)) {
    for (const item of node) normalizeSchemas(item);
    return node;
  }
  if (node === null || typeof node !== 'object') return node;
  const object = node as Record<string, unknown>;
  if (typeof object.pattern === 'string') object.pattern = withoutFlags(object.pattern);
  const allOf = object.allOf;
  if (Array.isArray(allOf) && allOf.length === 2 && isNullMarker(allOf[1])) {
    delete object.allOf;
    object.anyOf = [allOf[0], { type: 'null' }];
  }
  // A zod tuple comes out as `prefixItems` alone; zod refuses extra items, so say so with a schema nothing matches.
  if (object.type === 'array' && Array.isArray(object.prefixItems) && !('items' in object)) {
    object.items = { not: {} };
    object.minItems ??= object.prefixItems.length;
    object.maxItems ??= object.prefixItems.length;
  }
  for (const value of Object.values(object)) normalizeSchemas(value);
  return node;
}

function isNullMarker(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  const keys = Object.keys(value);
  const type = (value as { type?: unknown }).type;
  return keys.length === 1 && Array.isArray(type) && type.includes('null');
}

function withoutFlags(pattern: string): string {
  // RegExp#source escapes every `/`, so an unescaped `/` followed by letters at the end can only be the flags.
  const match = /^(.*[^\\])\/([a-z]+)$/s.exec(pattern);
  if (!match) return pattern;
  const flags = match[2]!.replace(/[uv]/g, '');
  if (flags) throw new Error(`OpenAPI: the pattern ${pattern} uses the regex flag(s) "${flags}", which JSON Schema cannot express`);
  return match[1]!;
}

const DOCS_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Convene API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`;

const DOCS_INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`;

/** `/api/openapi.json` and a Swagger UI page at `/api/docs` served from the installed package (no CDN). */
export function docsRouter(registry: OpenAPIRegistry, config: Config): Router {
  const router = express.Router();
  const documents = new Map<string, ReturnType<typeof buildDocument>>();
  router.get('/openapi.json', (req, res) => {
    const base = publicBase(config, req);
    let document = documents.get(base);
    if (!document) {
      document = buildDocument(registry, base);
      // Bounded: without PUBLIC_URL the key is the request's Host.
      if (documents.size < 16) documents.set(base, document);
    }
    res.json(document);
  });
  const assets = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  router.get('/docs', (_req, res) => {
    res.type('html').send(DOCS_HTML);
  });
  router.get('/docs/init.js', (_req, res) => {
    res.type('application/javascript').send(DOCS_INIT);
  });
  router.use('/docs/assets', express.static(assets, { index: false, maxAge: '1d' }));
  return router;
}
