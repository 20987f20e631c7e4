import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../storage/database.js';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** PostgreSQL mode: the URL of this file's own database (other test servers may open it too). */
  url: string | undefined;
}

/**
 * A migrated database of this test file's own: PGlite loaded from the run's snapshot, or a PostgreSQL database
 * cloned from the run's template.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const snapshot = inject('pgliteSnapshot');
  if (snapshot) {
    const bytes = await readFile(snapshot);
    const handle = await openDatabase({ dataDir: 'memory://', pgliteSnapshot: new Blob([bytes]) });
    return { handle, url: undefined };
  }
  const template = inject('pgTemplate');
  const base = process.env.TEST_DATABASE_URL;
  if (!template || !base) throw new Error('test database not prepared: run through vitest with test/global-setup.ts');
  const name = `convene_t_${inject('runId')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    // Concurrent clones of one template can collide ("source database is being accessed"): retry briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database "${name}" template "${template}"`);
        break;
      } catch (err) {
        if (attempt >= 20) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
  return { handle, url: url.toString() };
}
