import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isPhoneRegion } from '../identity/mobile.js';

/** The installation directory: the nearest folder above this file holding Convene's package.json (src or dist). */
function installDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'convene') return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}
const DEFAULT_DATA_DIR = resolve(installDir(), 'data');

/**
 * The one place where environment variables are read. `loadConfig` validates them and fails fast with a
 * message naming the variable; everything else receives the frozen `Config`.
 */
const bool = (fallback: boolean) =>
  z
    .enum(['0', '1', 'true', 'false', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['1', 'true', 'yes'].includes(v)));

const int = (fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      if (!/^\d+$/.test(v)) {
        ctx.addIssue({ code: 'custom', message: `must be an integer between ${min} and ${max}` });
        return z.NEVER;
      }
      const n = Number(v);
      if (n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be an integer between ${min} and ${max}` });
        return z.NEVER;
      }
      return n;
    });

const url = (protocols: string[]) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      try {
        const u = new URL(v);
        if (!protocols.includes(u.protocol)) throw new Error('protocol');
        return v;
      } catch {
        ctx.addIssue({ code: 'custom', message: `must be a URL starting with ${protocols.join(' or ')}` });
        return z.NEVER;
      }
    });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).optional().default('development'),
  PORT: int(3000, 0, 65535),
  HOST: z.string().min(1).optional().default('0.0.0.0'),
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  DATABASE_POOL_SIZE: int(10, 1, 200),
  // Unset: `data/` in the installation directory, whatever the working directory (the server and the CLI agree).
  DATA_DIR: z.string().min(1).optional().default(DEFAULT_DATA_DIR),
  REDIS_URL: url(['redis:', 'rediss:']),
  REDIS_KEY_PREFIX: z.string().optional().default('convene:'),
  REDIS_SHARDED_ADAPTER: bool(false),
  PUBLIC_URL: url(['http:', 'https:']).transform((v) => v?.replace(/\/+$/, '')),
  DEMO_DATA: z.enum(['0', '1']).optional(),
  /** argon2id cost of client secrets (tests lower it; production keeps the library's defaults). */
  ARGON2_MEMORY_KIB: int(65536, 1024, 4_194_304),
  ARGON2_TIME_COST: int(3, 1, 100),
  /** Guest catalogue reads kept per node (0: no cache). */
  CATALOGUE_CACHE_ENTRIES: int(2000, 0, 100_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional().default('info'),
  TRUST_PROXY: int(0, 0, 10),
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const list = (v ?? '').split(',').map((s) => s.trim()).filter(Boolean);
      for (const origin of list) {
        if (origin === '*') continue;
        try {
          const u = new URL(origin);
          if (u.origin !== origin) throw new Error('not an origin');
        } catch {
          ctx.addIssue({ code: 'custom', message: `"${origin}" is not an origin like https://app.example.com` });
          return z.NEVER;
        }
      }
      return list;
    }),
  JSON_BODY_LIMIT: z.string().regex(/^\d+(b|kb|mb)$/i, 'must look like 100kb').optional().default('100kb'),
  SMS_DRIVER: z.enum(['log', 'http']).optional(),
  SMS_HTTP_URL: url(['http:', 'https:']),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_HTTP_TIMEOUT_MS: int(5000, 100, 60000),
  OTP_RESEND_SECONDS: int(60, 1, 3600),
  OTP_IP_LIMIT: int(100, 1, 1_000_000),
  OTP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: int(900, 30, 86400),
  REFRESH_TOKEN_TTL: int(30 * 86400, 60, 365 * 86400),
  JWT_PRIVATE_KEY: z.string().optional(),
  JWT_ALG: z.enum(['ES256', 'EdDSA']).optional().default('ES256'),
  JWT_ISSUER: z.string().min(1).optional().default('convene'),
  JWT_AUDIENCE: z.string().min(1).optional().default('convene'),
  UPLOAD_MAX_BYTES: int(5 * 1024 * 1024, 1024, 100 * 1024 * 1024),
  WORKERS: int(1, 1, 64),
  SHUTDOWN_TIMEOUT_MS: int(10000, 0, 120000),
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be the base64url uncompressed P-256 public key (87 characters)').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the base64url P-256 private key (43 characters)').optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https: URL').optional(),
  PUSH_ALLOW_PRIVATE: bool(false),
  PUSH_HTTP_URL: url(['http:', 'https:']),
  PUSH_HTTP_TOKEN: z.string().optional(),
  PUSH_RETRY_BASE_MS: int(5000, 10, 3_600_000),
  OUTBOX_ENABLED: bool(true),
  OUTBOX_POLL_MS: int(1000, 10, 60000),
  OUTBOX_CONCURRENCY: int(8, 1, 100),
  WEBHOOK_ALLOW_PRIVATE: bool(false),
  WEBHOOK_TIMEOUT_MS: int(10000, 100, 60000),
  WEBHOOK_RETRY_BASE_MS: int(30000, 1, 3_600_000),
  WEBHOOK_RETRY_MAX_MS: int(6 * 3_600_000, 1, 24 * 3_600_000),
  WEBHOOK_MAX_ATTEMPTS: int(8, 1, 50),
  DATABASE_CONNECT_TIMEOUT_MS: int(3000, 100, 60000),
  DATABASE_STATEMENT_TIMEOUT_MS: int(10000, 100, 600000),
  DATABASE_IDLE_TX_TIMEOUT_MS: int(10000, 100, 600000),
  DATABASE_QUERY_TIMEOUT_MS: int(12000, 100, 600000),
  REDIS_COMMAND_TIMEOUT_MS: int(2000, 100, 60000),
  READINESS_TIMEOUT_MS: int(1000, 100, 2000),
  SOCKET_CONNECT_LIMIT: int(60, 1, 1_000_000),
  QA_QUESTION_LIMIT: int(5, 1, 1_000_000),
  ENGINE_HANDSHAKE_LIMIT: int(120, 1, 1_000_000),
  SOCKETS_PER_USER: int(20, 1, 1_000_000),
  SOCKETS_PER_ADDRESS: int(500, 1, 1_000_000),
  TOKEN_FAILURE_LIMIT: int(30, 1, 1_000_000),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  METRICS_PORT: int(0, 0, 65535),
  DEFAULT_PHONE_REGION: z
    .string()
    .optional()
    .default('IR')
    .refine((v) => isPhoneRegion(v), 'must be an ISO 3166-1 alpha-2 region such as IR or US'),
});

export type Env = Record<string, string | undefined>;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  redisShardedAdapter: boolean;
  publicUrl: string | undefined;
  demoData: boolean;
  logLevel: string;
  trustProxy: number;
  corsOrigins: string[];
  jsonBodyLimit: string;
  sms: { driver: 'log' | 'http'; httpUrl: string | undefined; httpToken: string | undefined; timeoutMs: number };
  otp: { resendSeconds: number; ipLimit: number; ipWindowSeconds: number; secret: string | undefined; ttlSeconds: number; maxAttempts: number };
  tokens: {
    accessTtl: number;
    refreshTtl: number;
    privateKeyPem: string | undefined;
    alg: 'ES256' | 'EdDSA';
    issuer: string;
    audience: string;
  };
  /** argon2id cost of client secrets. */
  argon2: { memoryCost: number; timeCost: number };
  catalogueCacheEntries: number;
  uploadMaxBytes: number;
  workers: number;
  shutdownTimeoutMs: number;
  /** Live chat's offline reach (CONTRACT 10): Web Push keys, private endpoints (tests), the native-app gateway. */
  push: {
    vapidPublicKey: string | undefined;
    vapidPrivateKey: string | undefined;
    vapidSubject: string | undefined;
    allowPrivate: boolean;
    httpUrl: string | undefined;
    httpToken: string | undefined;
    retryBaseMs: number;
  };
  /** The outbox dispatcher (server/outbox): run it on this node, how often to poll, how many jobs at once. */
  outbox: { enabled: boolean; pollMs: number; concurrency: number };
  /**
   * Webhook deliveries: private targets allowed (development only), per-try deadline, retry backoff
   * (`retryBaseMs · 2^(try-1)` ±20 %, capped at `retryMaxMs`) and tries in all.
   */
  webhooks: { allowPrivate: boolean; timeoutMs: number; retryBaseMs: number; retryMaxMs: number; maxAttempts: number };
  /** Bounds on every wait for PostgreSQL (storage/database.ts) and Redis; readiness answers within `readinessTimeoutMs`. */
  timeouts: {
    database: { connectMs: number; statementMs: number; idleInTransactionMs: number; queryMs: number };
    redisCommandMs: number;
    readinessMs: number;
  };
  /** Caps shared by every node (Redis): sockets and handshakes per address and user, wrong grants per address. */
  caps: {
    socketConnectsPerMinute: number;
    /** Questions per user per session per 10 minutes (CONTRACT 12). */
    qaQuestionsPer10Minutes: number;
    engineHandshakesPerMinute: number;
    socketsPerUser: number;
    socketsPerAddress: number;
    tokenFailuresPer10Minutes: number;
  };
  /** `/metrics`: bearer token required when set; served on its own port when `port` is set. */
  metrics: { token: string | undefined; port: number | undefined };
  /** Region of national-form mobile numbers (ISO 3166-1 alpha-2). */
  phoneRegion: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: Env = process.env): Readonly<Config> {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${String(i.path[0] ?? '?')}: ${i.message}`);
    throw new ConfigError(`invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const smsDriver = e.SMS_DRIVER ?? (e.NODE_ENV === 'production' ? 'http' : 'log');
  if (smsDriver === 'log' && e.NODE_ENV === 'production') {
    throw new ConfigError('invalid configuration:\n  SMS_DRIVER: "log" prints codes and is refused with NODE_ENV=production');
  }
  if (smsDriver === 'http' && !e.SMS_HTTP_URL) {
    throw new ConfigError('invalid configuration:\n  SMS_HTTP_URL: required when SMS_DRIVER=http');
  }
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError('invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  }
  const embedded = !e.DATABASE_URL;
  const config: Config = {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: e.DATA_DIR,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    redisShardedAdapter: e.REDIS_SHARDED_ADAPTER,
    publicUrl: e.PUBLIC_URL,
    demoData: e.DEMO_DATA === undefined ? embedded : e.DEMO_DATA === '1',
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS,
    jsonBodyLimit: e.JSON_BODY_LIMIT,
    sms: { driver: smsDriver, httpUrl: e.SMS_HTTP_URL, httpToken: e.SMS_HTTP_TOKEN, timeoutMs: e.SMS_HTTP_TIMEOUT_MS },
    otp: {
      resendSeconds: e.OTP_RESEND_SECONDS,
      ipLimit: e.OTP_IP_LIMIT,
      ipWindowSeconds: 600,
      secret: e.OTP_SECRET,
      ttlSeconds: 120,
      maxAttempts: 5,
    },
    tokens: {
      accessTtl: e.ACCESS_TOKEN_TTL,
      refreshTtl: e.REFRESH_TOKEN_TTL,
      privateKeyPem: e.JWT_PRIVATE_KEY?.replace(/\\n/g, '\n'),
      alg: e.JWT_ALG,
      issuer: e.JWT_ISSUER,
      audience: e.JWT_AUDIENCE,
    },
    argon2: { memoryCost: e.ARGON2_MEMORY_KIB, timeCost: e.ARGON2_TIME_COST },
    catalogueCacheEntries: e.CATALOGUE_CACHE_ENTRIES,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    workers: e.WORKERS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    push: {
      vapidPublicKey: e.VAPID_PUBLIC_KEY,
      vapidPrivateKey: e.VAPID_PRIVATE_KEY,
      vapidSubject: e.VAPID_SUBJECT,
      allowPrivate: e.PUSH_ALLOW_PRIVATE,
      httpUrl: e.PUSH_HTTP_URL,
      httpToken: e.PUSH_HTTP_TOKEN,
      retryBaseMs: e.PUSH_RETRY_BASE_MS,
    },
    outbox: { enabled: e.OUTBOX_ENABLED, pollMs: e.OUTBOX_POLL_MS, concurrency: e.OUTBOX_CONCURRENCY },
    webhooks: {
      allowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      retryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
      retryMaxMs: e.WEBHOOK_RETRY_MAX_MS,
      maxAttempts: e.WEBHOOK_MAX_ATTEMPTS,
    },
    timeouts: {
      database: {
        connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
        statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
        idleInTransactionMs: e.DATABASE_IDLE_TX_TIMEOUT_MS,
        queryMs: e.DATABASE_QUERY_TIMEOUT_MS,
      },
      redisCommandMs: e.REDIS_COMMAND_TIMEOUT_MS,
      readinessMs: e.READINESS_TIMEOUT_MS,
    },
    caps: {
      socketConnectsPerMinute: e.SOCKET_CONNECT_LIMIT,
      qaQuestionsPer10Minutes: e.QA_QUESTION_LIMIT,
      engineHandshakesPerMinute: e.ENGINE_HANDSHAKE_LIMIT,
      socketsPerUser: e.SOCKETS_PER_USER,
      socketsPerAddress: e.SOCKETS_PER_ADDRESS,
      tokenFailuresPer10Minutes: e.TOKEN_FAILURE_LIMIT,
    },
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT || undefined },
    phoneRegion: e.DEFAULT_PHONE_REGION,
  };
  return Object.freeze(config);
}
