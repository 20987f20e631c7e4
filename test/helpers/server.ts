import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { loadConfig, type Env } from '../../infra/config.js';
import { createContext, type AppContext } from '../../context/context.js';
import { startHttpServer, type Attachment, type RunningServer } from '../../app/http-server.js';
import { createLogger } from '../../infra/logger.js';
import type { SmsSender, SmsText } from '../../server/identity/sms.js';
import type { PaymentProvider } from '../../server/sales/providers/port.js';
import type { DatabaseHandle } from '../../storage/database.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { Http } from './http.js';

/** Captures SMS codes instead of sending them (the SMS provider is the one thing tests stand in for). */
export class CapturedSms implements SmsSender {
  readonly sent: Array<{ mobile: string; code: string; locale?: string | undefined }> = [];
  /** Written messages (waiting-list offers), in the order they were sent. */
  readonly texts: Array<{ mobile: string } & SmsText> = [];
  failNext = false;
  async sendText(mobile: string, message: SmsText): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('gateway down');
    }
    this.texts.push({ mobile, ...message });
  }
  async sendVerificationCode(mobile: string, code: string, locale?: string): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('gateway down');
    }
    this.sent.push({ mobile, code, locale });
  }
  /** The last code sent to an E.164 number. */
  lastCode(mobile: string): string | undefined {
    return this.sent.filter((s) => s.mobile === mobile).at(-1)?.code;
  }
}

/** Collects the server's JSON log lines (to check what is, and is not, logged). */
export class CapturedLog extends Writable {
  readonly lines: Array<Record<string, unknown>> = [];
  override _write(chunk: Buffer, _enc: BufferEncoding, done: () => void): void {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) this.lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  }
}

export interface TestServer {
  url: string;
  ctx: AppContext;
  http: Http;
  sms: CapturedSms;
  log: CapturedLog;
  running: RunningServer;
  database: TestDatabase;
  stop(): Promise<void>;
}

export interface TestServerOptions {
  /** Extra environment (config) for this server. */
  env?: Env;
  /** Use Redis (TEST_REDIS_URL) even in embedded mode; default: when TEST_REDIS_URL is set. */
  redis?: boolean;
  /** Share another test server's database (multi-node tests). Its owner closes it. */
  shareDatabaseWith?: TestServer;
  /** Run on this database, which the caller owns and closes (restart tests, nodes with their own pools). */
  database?: TestDatabase;
  /** Transports to attach (the realtime layer). */
  attachments?: Attachment[];
  /**
   * PostgreSQL mode: reach this file's database through another address (a fault-injecting proxy): the server
   * opens its own pool from the config, with the config's timeouts, as `npm start` does.
   */
  databaseUrl?: (url: string) => string;
  /** Payment providers beside the configured ones (a provider that fails: test/sales). */
  paymentProviders?: PaymentProvider[];
  /**
   * `captured` (default): SMS go to `sms` (CapturedSms). `configured`: the driver the env names (SMS_DRIVER,
   * SMS_API_BASE: a provider simulator on loopback) sends them.
   */
  smsDriver?: 'captured' | 'configured';
}

/**
 * A real Convene server on an ephemeral port with this file's own migrated database, a private Redis key
 * prefix (when Redis is used), captured SMS and logs.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const redisUrl = options.redis === false ? undefined : process.env.TEST_REDIS_URL;
  const prefix = options.shareDatabaseWith
    ? options.shareDatabaseWith.ctx.config.redisKeyPrefix
    : `convene-test:${randomBytes(4).toString('hex')}:`;
  const env: Env = {
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DEMO_DATA: '0',
    SMS_DRIVER: 'log',
    // Client secrets at the lowest argon2 cost: tests measure behaviour, not hashing (production keeps the defaults).
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
    REDIS_KEY_PREFIX: prefix,
    // Tests open many sockets and tokens from 127.0.0.1: caps are raised here; test/resilience-caps.test.ts lowers them.
    SOCKET_CONNECT_LIMIT: '100000',
    ENGINE_HANDSHAKE_LIMIT: '100000',
    SOCKETS_PER_USER: '100000',
    SOCKETS_PER_ADDRESS: '100000',
    TOKEN_FAILURE_LIMIT: '100000',
    GRANT_FAILURES_PER_NUMBER: '100000',
    OTP_PREFIX_LIMIT: '100000',
    OTP_SPRAY_SLOW_LIMIT: '100000',
    OTP_SPRAY_DAILY_LIMIT: '100000',
    SMS_BUDGET_PER_MINUTE: '1000000',
    // Tests read English messages unless they ask for another language (Accept-Language, a user's locale) or set it.
    DEFAULT_LOCALE: 'en',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    ...options.env,
  };
  const config = loadConfig(env);
  const database = options.database ?? options.shareDatabaseWith?.database ?? (await createTestDatabase());
  const shared = Boolean(options.shareDatabaseWith ?? options.database);
  const handle: DatabaseHandle = shared ? { ...database.handle, close: async () => undefined } : database.handle;
  // The server's own pool through `databaseUrl` (its config's timeouts apply); closed with the server.
  const ownConfig = options.databaseUrl && database.url ? loadConfig({ ...env, DATABASE_URL: options.databaseUrl(database.url) }) : undefined;
  const log = new CapturedLog();
  const sms = new CapturedSms();
  const smsOverride = options.smsDriver === 'configured' ? {} : { sms };
  const ctx = ownConfig
    ? await createContext(ownConfig, { logger: createLogger(config.logLevel, log), ...smsOverride, skipMigrations: true, paymentProviders: options.paymentProviders ?? [] })
    : await createContext(config, { database: handle, logger: createLogger(config.logLevel, log), ...smsOverride, skipMigrations: true, paymentProviders: options.paymentProviders ?? [] });
  let running: RunningServer;
  try {
    running = await startHttpServer(ctx, options.attachments ?? []);
  } catch (err) {
    // A port that was taken: nothing of this server stays open (the caller may try another port).
    await ctx.close().catch(() => undefined);
    if (ownConfig) await database.handle.close();
    throw err;
  }
  const url = `http://127.0.0.1:${running.port}`;
  return {
    url,
    ctx,
    http: new Http(url),
    sms,
    log,
    running,
    database,
    stop: async () => {
      await running.stop();
      if (ownConfig) await database.handle.close();
    },
  };
}
