import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig, type Env } from '../infra/config.js';
import { createContext } from '../context/context.js';
import { createLogger } from '../infra/logger.js';
import { mobileHint, normalizeMobile } from '../server/identity/mobile.js';
import { findOrCreateUserByMobile, setUserRole } from '../storage/repositories/users.js';
import { openDatabase } from '../storage/database.js';
import { migrateToLatest } from '../storage/migrate.js';
import { DataDirLockedError, lockDataDir } from '../infra/data-dir-lock.js';

const USAGE = `usage: npm run cli -- <command>
  migrate                 bring the database schema up to date
  client:create <name>    register an OAuth client; prints {client_id, client_secret} once
  user:admin <mobile>     give a user administrator rights (creates the user if new)`;

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

/**
 * Runs one admin command against the configured database; returns the exit code. On the embedded database it
 * takes DATA_DIR's lock like the server does, so it refuses (exit 1, naming the owner) while a server runs there.
 */
export async function runCli(argv: string[], env: Env = process.env, io: CliIo = defaultIo): Promise<number> {
  try {
    return await runCommand(argv, env, io);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      io.err(`convene: ${err.message}`);
      return 1;
    }
    throw err;
  }
}

async function runCommand(argv: string[], env: Env, io: CliIo): Promise<number> {
  const [command, ...args] = argv;
  let config;
  try {
    config = loadConfig({ ...env, DEMO_DATA: '0' });
  } catch (err) {
    if (err instanceof ConfigError) {
      io.err(err.message);
      return 1;
    }
    throw err;
  }
  const logger = createLogger(env.LOG_LEVEL ?? 'warn');
  switch (command) {
    case 'migrate': {
      const unlock = config.databaseUrl || config.dataDir.startsWith('memory://') ? undefined : lockDataDir(config.dataDir);
      const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch((err: unknown) => {
        unlock?.();
        throw err;
      });
      try {
        const result = await migrateToLatest(database);
        const applied = result.results?.map((r) => r.migrationName) ?? [];
        io.out(applied.length ? `applied: ${applied.join(', ')}` : 'up to date');
      } finally {
        await database.close();
        unlock?.();
      }
      return 0;
    }
    case 'client:create': {
      const name = args.join(' ').trim();
      if (!name || name.length > 100) break;
      const ctx = await createContext(config, { logger });
      try {
        io.out(JSON.stringify(await ctx.clients.create(name)));
      } finally {
        await ctx.close();
      }
      return 0;
    }
    case 'user:admin': {
      const mobile = normalizeMobile(args[0] ?? '', config.phoneRegion);
      if (!mobile) {
        io.err(`user:admin needs ${mobileHint(config.phoneRegion)}`);
        return 2;
      }
      const ctx = await createContext(config, { logger });
      try {
        const user = await findOrCreateUserByMobile(ctx.db, mobile);
        await setUserRole(ctx.db, user.id, 'admin');
        io.out(JSON.stringify({ user_id: user.id, role: 'admin' }));
      } finally {
        await ctx.close();
      }
      return 0;
    }
  }
  io.err(USAGE);
  return 2;
}

const defaultIo: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      process.stderr.write(`convene: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
}
