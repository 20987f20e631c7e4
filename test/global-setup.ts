import { writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteExtensions, type DatabaseHandle } from '../storage/database.js';
import { migrateToLatest } from '../storage/migrate.js';
import type { Database } from '../storage/schema.js';
import { sharedWebBuild } from './helpers/web-build-path.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tags the databases this run creates, so teardown drops exactly those. */
    runId: string;
    /** PGlite mode: path of a migrated data-dir tarball every test file starts from. */
    pgliteSnapshot: string | null;
    /** PostgreSQL mode: a migrated template database each test file clones. */
    pgTemplate: string | null;
  }
}

/**
 * Migrates once per run. Embedded mode (default): a PGlite snapshot that each test file loads (a fresh PGlite
 * costs seconds; loading a snapshot is quick). PostgreSQL mode (TEST_DATABASE_URL set): a template database
 * that each test file clones.
 */
export default async function setup(project: TestProject) {
  const runId = `${process.pid}${Date.now().toString(36)}`;
  project.provide('runId', runId);
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) {
    const instance = await PGlite.create({ extensions: pgliteExtensions });
    const handle: DatabaseHandle = {
      db: new Kysely<Database>({ dialect: new PGliteDialect(instance) }),
      kind: 'pglite',
      ping: async () => undefined,
      close: async () => undefined,
    };
    await migrateToLatest(handle);
    await dropTemplateDatabases(instance);
    const dump = await instance.dumpDataDir('none');
    const path = join(tmpdir(), `convene-test-${runId}.tar`);
    await writeFile(path, Buffer.from(await dump.arrayBuffer()));
    await instance.close();
    project.provide('pgliteSnapshot', path);
    project.provide('pgTemplate', null);
    return async () => {
      await rm(path, { force: true });
      await removeWebBuild(runId);
    };
  }
  const template = `convene_tpl_${runId}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${template}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${template}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  await migrateToLatest(handle);
  await handle.close();
  project.provide('pgliteSnapshot', null);
  project.provide('pgTemplate', template);
  return async () => {
    const c = new pg.Client({ connectionString: pgUrl });
    await c.connect();
    const { rows } = await c.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [`convene_%${runId}%`]);
    for (const row of rows) await c.query(`drop database if exists "${row.datname}" with (force)`).catch(() => undefined);
    await c.end();
    await removeWebBuild(runId);
  };
}

/**
 * Leaves the snapshot only the database the tests use. Every test file loads the snapshot, and PGlite copies all of
 * it into memory: template0's and template1's files were 15 of its 45 MB (about 0.4 s of CPU a load, some 190 loads a
 * run). Nothing connects to them: the embedded database is one database, `postgres`, and tests never create another.
 */
async function dropTemplateDatabases(instance: PGlite): Promise<void> {
  const dataDir = (await instance.query<{ dir: string }>(`select current_setting('data_directory') as dir`)).rows[0]!.dir;
  const others = (await instance.query<{ oid: number }>(`select oid::int from pg_database where datname <> current_database()`)).rows;
  const fs = instance.Module.FS;
  const remove = (path: string) => {
    for (const name of fs.readdir(path)) {
      if (name === '.' || name === '..') continue;
      const entry = `${path}/${name}`;
      if (fs.isDir(fs.stat(entry).mode)) remove(entry);
      else fs.unlink(entry);
    }
    fs.rmdir(path);
  };
  for (const { oid } of others) remove(`${dataDir}/base/${oid}`);
}

/** The web app's one build of this run (test/helpers/browser.ts), if a browser suite made it. */
async function removeWebBuild(runId: string) {
  const dir = sharedWebBuild(runId);
  await rm(dir, { recursive: true, force: true });
  await rm(`${dir}.lock`, { recursive: true, force: true });
}
