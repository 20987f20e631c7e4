import { invalid } from './errors.js';

/** One page type for every list the domain answers: the transports turn it into their envelopes. */
export interface PageRequest {
  /** From 1. */
  page: number;
  size: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  /**
   * Whether items follow this page as its window sees them (read one row past the page: `withLookahead`). A list
   * that says so links to a next page exactly when there is one, whatever others wrote meanwhile.
   */
  more?: boolean | undefined;
}

/** The window one row longer than the page: that row (dropped by `trimPage`) tells whether another page follows. */
export const withLookahead = <W extends { limit: number }>(window: W): W => ({ ...window, limit: window.limit + 1 });

/** The rows of a `withLookahead` window cut to the page, and whether more followed. */
export function trimPage<T>(rows: T[], size: number): { rows: T[]; more: boolean } {
  return rows.length > size ? { rows: rows.slice(0, size), more: true } : { rows, more: false };
}

/** The LIMIT/OFFSET window of a page, as the repositories take it. */
export const pageWindow = (page: PageRequest): { limit: number; offset: number } => ({ limit: page.size, offset: (page.page - 1) * page.size });

/**
 * How deep an offset page (`page`) may reach in the lists that also page by a cursor (the attendee directory, the
 * organizer's attendee list, the live feed, chat messages, the chat list, reports): an OFFSET walks every row before
 * the page, so past this many items a client follows `_links.next` / `links.next`, which carries a cursor and reads
 * from the index wherever it is.
 */
export const MAX_PAGE_OFFSET = 10_000;

/** The LIMIT/OFFSET window of an offset page of a list that also pages by a cursor: refused past MAX_PAGE_OFFSET (422 naming `page`). */
export function boundedPageWindow(page: PageRequest): { limit: number; offset: number } {
  const window = pageWindow(page);
  if (window.offset >= MAX_PAGE_OFFSET) {
    throw invalid('page', `Pages reach ${MAX_PAGE_OFFSET.toLocaleString('en-US')} items deep; follow the next link (it carries a cursor) to read further.`);
  }
  return window;
}

/**
 * A keyset position in a list, handed to clients as an opaque string (base64url of the sort key's values) in the
 * next-page link. `decodeCursor` answers undefined for anything that is not a cursor of `arity` strings and numbers.
 */
export type CursorKey = ReadonlyArray<string | number>;

export const encodeCursor = (key: CursorKey): string => Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');

export function decodeCursor(cursor: string, shape: ReadonlyArray<'string' | 'int'>): CursorKey | undefined {
  if (cursor.length > 1_000 || !/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(value) || value.length !== shape.length) return undefined;
  const ok = shape.every((kind, i) => (kind === 'string' ? typeof value[i] === 'string' : Number.isSafeInteger(value[i]) && value[i] >= 0 && value[i] <= 2_147_483_647));
  return ok ? (value as CursorKey) : undefined;
}

/**
 * A page of a list that pages both ways: the items, the total, and the cursor of the next page exactly when items
 * follow this page (the service reads one row past it: `withLookahead`), so a page that ends the list has none.
 */
export interface CursorPage<T> extends Page<T> {
  next?: string | undefined;
  /** `total` is a floor (a capped count): more may follow, so a full page always links to the next. */
  capped?: boolean | undefined;
}

/**
 * The window of a page of a list that pages both ways: after the cursor's key when one is given (keyset), else the
 * offset of `page`, refused past MAX_PAGE_OFFSET (422 naming `page`). A cursor this list did not give is 422 naming
 * `cursor`.
 */
export function keysetWindow(
  request: PageRequest & { cursor?: string | undefined },
  shape: ReadonlyArray<'string' | 'int'>,
): { limit: number; offset: number; after?: CursorKey | undefined } {
  if (request.cursor !== undefined) {
    const after = decodeCursor(request.cursor, shape);
    if (!after) throw invalid('cursor', 'cursor is not one this list gave: start again from the first page.');
    return { limit: request.size, offset: 0, after };
  }
  return boundedPageWindow(request);
}
