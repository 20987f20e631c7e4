import { MAX_PAGE_OFFSET, type PageRequest } from '../server/paging.js';
import type { Request } from 'express';
import type { Config } from '../infra/config.js';

/** The public base address: PUBLIC_URL when set, else the request's own scheme and Host. */
export function publicBase(config: Config, req: Request): string {
  if (config.publicUrl) return config.publicUrl;
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/**
 * The OAuth issuer, `{connect_url}`: the metadata's `issuer` and the access tokens' `iss` (RFC 8414, RFC 9068 4).
 * `JWT_ISSUER` or `PUBLIC_URL/connect` when configured (one issuer for every host and node), else the request's.
 */
export function issuerOf(config: Config, req: Request): string {
  return config.tokens.issuer ?? `${publicBase(config, req)}/connect`;
}

/** Absolute URL of `path` (which starts with `/api` or `/connect`). */
export function absoluteUrl(config: Config, req: Request, path: string): string {
  return publicBase(config, req) + path;
}

export type { PageRequest };

export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** The same request URL with `name=value` set (other query parameters kept). */
function withParam(config: Config, req: Request, name: string, value: number, more: Record<string, number | string | undefined> = {}): string {
  const url = new URL(req.originalUrl, 'http://placeholder');
  url.searchParams.set(name, String(value));
  for (const [k, v] of Object.entries(more)) {
    if (v === undefined) url.searchParams.delete(k);
    else url.searchParams.set(k, String(v));
  }
  return absoluteUrl(config, req, url.pathname + url.search);
}

/**
 * A HAL page of a newest-first list that also pages by a keyset cursor: when more items follow the page (`more`,
 * from the domain's read one row past it), `_links.next` carries `page + 1` and `before=<the last id shown>`, so a
 * client following it reads the next page from the index after that id (no OFFSET to walk), even past a capped
 * total; seed clients that only send `page` still work. A page that ends what its window sees has no next, however
 * the total grew meanwhile (others posting newer items the cursor never reads).
 */
export function halKeysetPage<T extends { id: number }>(config: Config, req: Request, name: string, items: T[], total: number, page: PageRequest, more: boolean) {
  const body = halPage(config, req, name, items, total, page);
  delete body._links.next;
  const last = items.at(-1);
  if (last && more) body._links.next = { href: withParam(config, req, 'page', page.page + 1, { before: last.id }) };
  return body;
}

/** A HAL offset page whose next link is there exactly when more items follow it (`more`, from the domain's read one row past it). */
export function halLookaheadPage<T>(config: Config, req: Request, name: string, items: T[], total: number, page: PageRequest, more: boolean) {
  const body = halPage(config, req, name, items, total, page);
  if (more) body._links.next = { href: withParam(config, req, 'page', page.page + 1) };
  else delete body._links.next;
  return body;
}

/**
 * A HAL page of a list that also pages by an opaque cursor (`next`, from the domain, given exactly when items follow
 * the page) and counts exactly: `_links.next` carries `page + 1` and `cursor`, so following it reads the next page from the index after the last item shown, at any depth;
 * clients that only send `page` still work (up to the list's documented depth).
 */
export function halCursorPage<T>(config: Config, req: Request, name: string, items: T[], total: number, page: PageRequest, next: string | undefined, capped = false) {
  const body = halPage(config, req, name, items, total, page);
  delete body._links.next;
  delete body._links.last;
  // The domain read one row past the page: `next` is there exactly when more follow (whatever the total says now).
  const pages = pageCount(total, page.size);
  if (next !== undefined) body._links.next = { href: withParam(config, req, 'page', page.page + 1, { cursor: next }) };
  // `last` is an offset page: given only for an exact total, within the depth that offsets reach.
  if (!capped && page.page !== pages && (pages - 1) * page.size < MAX_PAGE_OFFSET) body._links.last = { href: withParam(config, req, 'page', pages, { cursor: undefined }) };
  return body;
}

/**
 * `{data, meta.pagination}` for lists on {api_url} (the shape dashboards read). With `cursor` (a list that pages
 * by a cursor too), `links.next` carries it beside `page + 1`, and is present exactly when more items follow the page.
 */
export function dataPage<T>(config: Config, req: Request, items: T[], total: number, page: PageRequest, cursor?: { next: string | undefined; capped?: boolean | undefined }) {
  const totalPages = pageCount(total, page.size);
  const links: { previous?: string; next?: string } = {};
  // A cursor reads forwards only: `previous` is the offset page before (within the list's depth).
  if (page.page > 1) links.previous = withParam(config, req, 'page', Math.min(page.page - 1, totalPages), { cursor: undefined });
  if (cursor) {
    // The domain read one row past the page: `next` is there exactly when more follow.
    if (cursor.next !== undefined) links.next = withParam(config, req, 'page', page.page + 1, { cursor: cursor.next });
  } else if (page.page < totalPages) links.next = withParam(config, req, 'page', page.page + 1);
  return {
    data: items,
    meta: {
      pagination: { total, count: items.length, per_page: page.size, current_page: page.page, total_pages: totalPages, links },
    },
  };
}

/** The page envelope of seed 2.2 for lists on {connect_url}: `_embedded[name]`, absolute links carrying `page`. */
export function halPage<T>(config: Config, req: Request, name: string, items: T[], total: number, page: PageRequest) {
  const pages = pageCount(total, page.size);
  const links: { self: { href: string }; next?: { href: string }; last?: { href: string } } = { self: { href: withParam(config, req, 'page', page.page) } };
  if (page.page < pages) links.next = { href: withParam(config, req, 'page', page.page + 1) };
  // `last` whenever it is another page than this one: also past the end, so a client that asked for too high a
  // page finds its way back.
  if (page.page !== pages) links.last = { href: withParam(config, req, 'page', pages) };
  return { _total_items: total, _page: page.page, _page_count: pages, _links: links, _embedded: { [name]: items } };
}
