import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { Database } from './schema.js';

export type DB = Kysely<Database>;

export interface DatabaseHandle {
  db: DB;
  kind: 'postgres' | 'pglite';
  /** Checks the database answers (readiness probe). */
  ping(): Promise<void>;
  /** Connections of the PostgreSQL pool (metrics); absent for the embedded database. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  poolSize?: number;
  /** Embedded database directory; `memory://` keeps it in memory. */
  dataDir?: string;
  /** A PGlite data-dir tarball to start from (tests load a migrated snapshot). */
  pgliteSnapshot?: Blob;
}

// Dates come back as Date objects on both drivers. int8 is a number on both (PGlite does this already);
// numeric stays a string on both, so money and scores use integer or float8 columns.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** Extensions loaded into every embedded database (pg_trgm: the trigram index behind the catalogue's `q`). */
export const pgliteExtensions = { pg_trgm };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      async ping() {
        await pool.query('select 1');
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      async close() {
        await db.destroy();
      },
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir,
    extensions: pgliteExtensions,
    ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
  });
  const dialect: Dialect = new PGliteDialect(pglite);
  const db = new Kysely<Database>({ dialect });
  return {
    db,
    kind: 'pglite',
    async ping() {
      await pglite.query('select 1');
    },
    async close() {
      await db.destroy();
    },
  };
}
