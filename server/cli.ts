import { ConfigError, loadConfig } from './config.js';
import { createContext } from './context.js';
import { createLogger } from './logger.js';
import { normalizeMobile } from './auth/mobile.js';
import { findOrCreateUserByMobile, setUserRole } from '../storage/repositories/users.js';
import { openDatabase } from '../storage/database.js';
import { migrateToLatest } from '../storage/migrate.js';

const USAGE = `usage: npm run cli -- <command>
  migrate                 bring the database schema up to date
  client:create <name>    register an OAuth client; prints {client_id, client_secret} once
  user:admin <mobile>     give a user administrator rights (creates the user if new)`;

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  const config = loadConfig({ ...process.env, DEMO_DATA: '0' });
  const logger = createLogger(process.env.LOG_LEVEL ?? 'warn');
  switch (command) {
    case 'migrate': {
      const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
      try {
        const result = await migrateToLatest(database);
        const applied = result.results?.map((r) => r.migrationName) ?? [];
        process.stdout.write(applied.length ? `applied: ${applied.join(', ')}\n` : 'up to date\n');
      } finally {
        await database.close();
      }
      return 0;
    }
    case 'client:create': {
      const name = args.join(' ').trim();
      if (!name) break;
      const ctx = await createContext(config, { logger });
      try {
        process.stdout.write(`${JSON.stringify(await ctx.clients.create(name))}\n`);
      } finally {
        await ctx.close();
      }
      return 0;
    }
    case 'user:admin': {
      const mobile = normalizeMobile(args[0] ?? '');
      if (!mobile) {
        process.stderr.write('user:admin needs a mobile number such as 09121234567\n');
        return 2;
      }
      const ctx = await createContext(config, { logger });
      try {
        const user = await findOrCreateUserByMobile(ctx.db, mobile);
        await setUserRole(ctx.db, user.id, 'admin');
        process.stdout.write(`${JSON.stringify({ user_id: user.id, role: 'admin' })}\n`);
      } finally {
        await ctx.close();
      }
      return 0;
    }
  }
  process.stderr.write(`${USAGE}\n`);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`convene: ${err instanceof ConfigError || err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
