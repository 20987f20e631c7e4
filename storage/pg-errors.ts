/**
 * A PostgreSQL unique violation (SQLSTATE 23505), optionally of the named constraint. Both drivers (pg and
 * PGlite) raise errors carrying `code`; `constraint` is set by pg, so the message is checked as well.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e.code !== '23505') return false;
  if (!constraint) return true;
  return e.constraint === constraint || (typeof e.message === 'string' && e.message.includes(constraint));
}

/** A CHECK constraint violation (SQLSTATE 23514), optionally of the named constraint. */
export function isCheckViolation(err: unknown, constraint?: string): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e.code !== '23514') return false;
  if (!constraint) return true;
  return e.constraint === constraint || (typeof e.message === 'string' && e.message.includes(constraint));
}

/** A foreign key violation (SQLSTATE 23503). */
export function isForeignKeyViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23503';
}

/**
 * SQLSTATEs meaning "the database cannot serve right now" rather than "this statement is wrong": connection
 * exceptions (class 08), too many connections, shutdown or recovery in progress, an idle transaction cut by its
 * timeout. A statement cut by its own timeout (57014) is pressure, not an outage (`isDatabaseBusy`); a serialization
 * or lock failure is neither.
 */
const UNAVAILABLE_SQLSTATES = new Set(['53300', '53400', '57P01', '57P02', '57P03', '25P03', '58000', '58030']);
/** Socket-level failures on the way to the database. */
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ECONNABORTED']);
/** What pg and pg-pool say when a connection breaks or a timeout fires (they carry no code). */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'connection timeout',
];

/**
 * The one classifier of database outages: true when `err` says the database is unreachable, refusing, shutting
 * down or too slow (a timeout), so the caller should answer "unavailable, try again" instead of a server fault.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (typeof err !== 'object' || err === null || err instanceof DatabaseBusyError) return false;
  const e = err as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof e.code === 'string') {
    if (e.code.startsWith('08') && e.code.length === 5) return true;
    if (UNAVAILABLE_SQLSTATES.has(e.code) || UNAVAILABLE_NODE_CODES.has(e.code)) return true;
  }
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.some((m) => (e.message as string).includes(m))) return true;
  // Node's happy-eyeballs connect fails with an AggregateError of the per-address errors.
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  return e.cause !== undefined && e.cause !== err && isDatabaseUnavailable(e.cause);
}

/**
 * Every pooled connection was busy for the whole pool wait (`connectionTimeoutMillis`) while the database itself
 * answered: pressure on this node, not an outage. Never classified as unavailable (no `database.unavailable`
 * log, no outage status); the service answers 503 `overloaded` with a short Retry-After.
 */
export class DatabaseBusyError extends Error {
  readonly code = 'DATABASE_BUSY';
  constructor(waitMs: number, cause?: unknown) {
    super(`every database connection of this node stayed busy for ${waitMs} ms`, { cause });
    this.name = 'DatabaseBusyError';
  }
}

/**
 * Pressure, not an outage: every connection of the pool stayed busy (DatabaseBusyError), or PostgreSQL cancelled a
 * statement that ran past `DATABASE_STATEMENT_TIMEOUT_MS` (SQLSTATE 57014) while it answered everything else: a slow
 * query is answered 503 `overloaded`, never logged as `database.unavailable` (issue 22).
 */
export function isDatabaseBusy(err: unknown): boolean {
  if (err instanceof DatabaseBusyError) return true;
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '57014';
}

/** Errors of connection attempts (pool wait, connect, handshake): no statement of the request left the node. */
const notSent = new WeakSet<object>();

/** Marks `err` as a failure to get a connection: nothing was sent to the database. */
export function markNotSent(err: unknown): void {
  if (typeof err === 'object' && err !== null) notSent.add(err);
}

/**
 * A database failure after a statement may have reached PostgreSQL (no reply within the query timeout, the
 * connection lost mid-statement): the write may or may not be stored. A failure to get a connection at all is not
 * (`markNotSent`), nor is a statement PostgreSQL itself refused or cancelled (it answered).
 */
export function isOutcomeUnknown(err: unknown): boolean {
  if (!isDatabaseUnavailable(err) || (typeof err === 'object' && err !== null && notSent.has(err))) return false;
  const code = (err as { code?: unknown }).code;
  // PostgreSQL answered with a refusal (too many connections, shutting down, cannot connect now): nothing was done.
  if (typeof code === 'string' && /^\d[0-9A-Z]{4}$/.test(code) && !code.startsWith('08')) return false;
  return true;
}
