import { Migrator, sql, type MigrationResultSet, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './database.js';
import { migrations } from './migrations/index.js';

const provider: MigrationProvider = { getMigrations: async () => migrations };

// Any constant: the advisory lock that serialises migrations across nodes starting at once.
const MIGRATION_LOCK_KEY = 7_310_422_001;

/**
 * Brings the schema up to date. On PostgreSQL the whole run holds a session advisory lock on one connection,
 * so two nodes starting together run the migrations once (the second waits, then finds nothing to do).
 * PGlite is single-process, so the lock is not needed there.
 */
export async function migrateToLatest(handle: DatabaseHandle): Promise<MigrationResultSet> {
  if (handle.kind === 'pglite') {
    return check(await new Migrator({ db: handle.db, provider }).migrateToLatest());
  }
  // Migrations (and the wait for another node's) may take longer than a request's bounded statements: they run
  // on a connection without those timeouts.
  const maintenance = handle.maintenance?.();
  try {
    return await (maintenance?.db ?? handle.db).connection().execute(async (conn) => {
      await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(conn);
      try {
        return check(await new Migrator({ db: conn, provider }).migrateToLatest());
      } finally {
        await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(conn);
      }
    });
  } finally {
    await maintenance?.close();
  }
}

function check(result: MigrationResultSet): MigrationResultSet {
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    const err = new Error(`migration ${failed?.migrationName ?? '?'} failed: ${String((result.error as Error)?.message ?? result.error)}`);
    (err as Error & { cause: unknown }).cause = result.error;
    throw err;
  }
  return result;
}
