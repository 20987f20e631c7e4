import { execFile } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './redis-server.js';
import { requiredTool } from './require-node-tests.js';

const run = promisify(execFile);

/** Where the distribution's PostgreSQL server binaries live (initdb, pg_ctl, pg_basebackup). */
const BIN_DIRS = ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'];
const binDir = BIN_DIRS.find((d) => ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'].every((b) => existsSync(join(d, b))));

/** initdb refuses root: as root, the servers run as the `postgres` system user (runuser). */
const asRoot = process.getuid?.() === 0;

/**
 * Why a primary/replica pair cannot be started here (a skip message), or undefined. With REQUIRE_NODE_TESTS=1 (CI)
 * a missing binary throws instead: the test file fails rather than skips.
 */
export function pgReplicaMissing(): string | undefined {
  if (!binDir) return requiredTool(`no PostgreSQL server binaries in ${BIN_DIRS.join(', ')}`);
  if (asRoot && !existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser')) return requiredTool('running as root without runuser');
  return undefined;
}

async function pgBin(name: string, args: string[]): Promise<void> {
  const file = join(binDir!, name);
  if (asRoot) await run('runuser', ['-u', 'postgres', '--', file, ...args], { timeout: 60_000 });
  else await run(file, args, { timeout: 60_000 });
}

async function pgUid(): Promise<{ uid: number; gid: number } | undefined> {
  if (!asRoot) return undefined;
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: g } = await run('id', ['-g', 'postgres']);
  return { uid: Number(stdout.trim()), gid: Number(g.trim()) };
}

/**
 * A PostgreSQL primary and its streaming replica of the test's own, in a temporary directory on free ports:
 * `initdb`, a `pg_basebackup -R` copy, two `postgres` servers. The local cluster's pg_hba has no replication line,
 * so this pair is separate from it. Durability settings are off: it lives for one test file.
 */
export class PgReplicaPair {
  private constructor(
    readonly dir: string,
    readonly primaryPort: number,
    readonly replicaPort: number,
  ) {}

  url(which: 'primary' | 'replica', database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${which === 'primary' ? this.primaryPort : this.replicaPort}/${database}`;
  }

  static async start(): Promise<PgReplicaPair> {
    const dir = mkdtempSync(join(tmpdir(), 'convene-pg-replica-'));
    const owner = await pgUid();
    if (owner) chownSync(dir, owner.uid, owner.gid);
    const pair = new PgReplicaPair(dir, await freePort(), await freePort());
    try {
      const primary = join(dir, 'primary');
      await pgBin('initdb', ['-D', primary, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
      appendFileSync(
        join(primary, 'postgresql.conf'),
        [
          `listen_addresses = '127.0.0.1'`,
          `unix_socket_directories = '${dir}'`,
          'wal_level = replica',
          'max_wal_senders = 4',
          'fsync = off',
          'synchronous_commit = off',
          'full_page_writes = off',
          'shared_buffers = 32MB',
          'max_connections = 60',
          // The replica's ticks are frequent; log nothing but problems.
          'log_min_messages = warning',
          '',
        ].join('\n'),
      );
      // initdb --auth=trust already allows replication from 127.0.0.1; say it anyway (other distributions).
      appendFileSync(join(primary, 'pg_hba.conf'), 'host replication all 127.0.0.1/32 trust\n');
      await pgBin('pg_ctl', ['-D', primary, '-l', join(dir, 'primary.log'), '-o', `-p ${pair.primaryPort}`, '-w', '-t', '30', 'start']);
      const replica = join(dir, 'replica');
      await pgBin('pg_basebackup', ['-h', '127.0.0.1', '-p', String(pair.primaryPort), '-U', 'postgres', '-D', replica, '-R', '-X', 'stream', '-c', 'fast', '--no-sync']);
      await pgBin('pg_ctl', ['-D', replica, '-l', join(dir, 'replica.log'), '-o', `-p ${pair.replicaPort}`, '-w', '-t', '30', 'start']);
      return pair;
    } catch (err) {
      await pair.stop();
      throw err;
    }
  }

  /** Runs one statement on the primary or the replica (own connection). */
  async query<T extends object = Record<string, unknown>>(which: 'primary' | 'replica', text: string, database = 'postgres'): Promise<T[]> {
    const client = new pg.Client({ connectionString: this.url(which, database) });
    await client.connect();
    try {
      return (await client.query<T>(text)).rows;
    } finally {
      await client.end();
    }
  }

  /** Stops one server at once (`immediate`: as a crash would). */
  async stopServer(which: 'primary' | 'replica'): Promise<void> {
    const data = join(this.dir, which);
    if (!existsSync(join(data, 'postmaster.pid'))) return;
    await pgBin('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
  }

  async stop(): Promise<void> {
    await this.stopServer('replica');
    await this.stopServer('primary');
    rmSync(this.dir, { recursive: true, force: true });
  }
}
