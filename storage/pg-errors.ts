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
