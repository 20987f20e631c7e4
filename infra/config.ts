import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { getExampleNumber, type CountryCode } from 'libphonenumber-js/mobile';
import examples from 'libphonenumber-js/mobile/examples';
import { isProxyRange } from './trusted-proxies.js';
import { parseCidr } from './networks.js';

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
const DEFAULT_WEB_DIR = resolve(installDir(), 'dist', 'web');

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

export const SMS_DRIVERS = ['log', 'http', 'kavenegar', 'twilio'] as const;
export type SmsDriverName = (typeof SMS_DRIVERS)[number];

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).optional().default('development'),
  PORT: int(3000, 0, 65535),
  HOST: z.string().min(1).optional().default('0.0.0.0'),
  // The listen queue of accepted-but-not-yet-taken connections (the kernel caps it at net.core.somaxconn): a hall
  // reconnecting at once opens thousands of connections within a second; Node's default of 511 drops the rest (SYNs
  // retried by the clients after 1, 3, 7 s...).
  LISTEN_BACKLOG: int(8192, 1, 65535),
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  // A request holds at most one connection at a time (rows, then count): 20 serve 20 concurrent requests per node.
  DATABASE_POOL_SIZE: int(20, 1, 200),
  // A PostgreSQL streaming replica for public reads that tolerate lag (storage/read-replica.ts).
  DATABASE_READ_URL: url(['postgres:', 'postgresql:']),
  READ_REPLICA_MAX_LAG_MS: int(2000, 0, 3_600_000),
  READ_REPLICA_CHECK_MS: int(500, 50, 60_000),
  // Unset: `data/` in the installation directory, whatever the working directory (the server and the CLI agree).
  DATA_DIR: z.string().min(1).optional().default(DEFAULT_DATA_DIR),
  REDIS_URL: url(['redis:', 'rediss:']),
  REDIS_CLUSTER_NODES: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const list = (v ?? '').split(',').map((s) => s.trim()).filter(Boolean);
      for (const node of list) {
        if (!/^[A-Za-z0-9.-]+:\d{1,5}$|^\[[0-9a-fA-F:]+\]:\d{1,5}$/.test(node)) {
          ctx.addIssue({ code: 'custom', message: `"${node}" is not host:port` });
          return z.NEVER;
        }
      }
      return list.length ? list.join(',') : undefined;
    }),
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
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const list = (v ?? '').split(',').map((s) => s.trim()).filter(Boolean);
      for (const entry of list) {
        if (!isProxyRange(entry)) {
          ctx.addIssue({ code: 'custom', message: `"${entry}" is not an address, a CIDR range or "loopback"` });
          return z.NEVER;
        }
      }
      return list;
    }),
  SOCKET_IO_COOKIE: bool(false),
  SHUTDOWN_NOTICE_MS: int(0, 0, 60000),
  SHUTDOWN_DRAIN_MS: int(0, 0, 120000),
  /** The web app's OAuth client: public (no secret; the SMS code is the credential). Empty: no public client. */
  WEB_CLIENT_ID: z.string().max(200).optional().default('convene-web'),
  /** The built web app (npm run build), served at /app/. */
  WEB_DIR: z.string().min(1).optional().default(DEFAULT_WEB_DIR),
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
  SMS_DRIVER: z.enum(SMS_DRIVERS).optional(),
  SMS_FALLBACK_DRIVER: z.enum(SMS_DRIVERS).optional(),
  SMS_API_BASE: url(['http:', 'https:']).transform((v) => v?.replace(/\/+$/, '')),
  KAVENEGAR_API_KEY: z.string().min(1).optional(),
  KAVENEGAR_TEMPLATE: z.string().min(1).optional(),
  /** The line free-text messages (waiting-list offers) go from; unset: the account's default line. */
  KAVENEGAR_SENDER: z.string().regex(/^\d{4,20}$/, 'a Kavenegar line number (digits)').optional(),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  MAIL_DRIVER: z.enum(['log', 'smtp']).optional(),
  MAIL_URL: url(['smtp:', 'smtps:']),
  MAIL_FROM: z
    .string()
    .optional()
    .default('Convene <no-reply@convene.invalid>')
    .refine((v) => !/[\r\n]/.test(v), 'must be one line'),
  MAIL_TIMEOUT_MS: int(15_000, 100, 120_000),
  MAIL_LOG_DIR: z.string().min(1).max(4096).optional(),
  MAIL_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  INVITATIONS_PER_DAY: int(20_000, 1, 10_000_000),
  SMS_HTTP_URL: url(['http:', 'https:']),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_HTTP_TIMEOUT_MS: int(5000, 100, 60000),
  OTP_RESEND_SECONDS: int(60, 1, 3600),
  OTP_IP_LIMIT: int(10_000, 1, 1_000_000),
  OTP_PREFIX_LIMIT: int(200, 1, 1_000_000),
  OTP_PREFIX_DIGITS: int(4, 1, 8),
  OTP_COUNTRY_LIMIT: int(300, 1, 1_000_000),
  OTP_SPRAY_SLOW_LIMIT: int(10, 1, 1_000_000),
  OTP_SPRAY_DAILY_LIMIT: int(40, 1, 1_000_000),
  SMS_BUDGET_PER_MINUTE: int(3000, 1, 10_000_000),
  SMS_BUDGET_ALERT_PERCENT: int(80, 1, 100),
  OTP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: int(900, 30, 86400),
  REFRESH_TOKEN_TTL: int(30 * 86400, 60, 365 * 86400),
  JWT_PRIVATE_KEY: z.string().optional(),
  JWT_ALG: z.enum(['ES256', 'EdDSA']).optional().default('ES256'),
  JWT_ISSUER: z.string().min(1).optional(),
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
  CURRENCY: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as IRR').optional().default('IRR'),
  ORDER_HOLD_MINUTES: int(15, 1, 24 * 60),
  MAX_PENDING_ORDERS: int(1, 1, 100),
  WAITING_LIST_OFFER_HOURS: int(24, 1, 24 * 30),
  SALES_CLAIM_CONCURRENCY: int(8, 1, 200),
  SALES_CLAIM_WAIT_MS: int(4000, 0, 60_000),
  SALES_CLAIM_QUEUE_MAX: int(2000, 0, 1_000_000),
  SALES_ORDER_CONCURRENCY: int(32, 0, 10_000),
  SALES_ORDER_WAIT_MS: int(8000, 0, 60_000),
  SALES_ORDER_QUEUE_MAX: int(20_000, 0, 1_000_000),
  PAYMENT_PROVIDERS: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_BASE: url(['http:', 'https:']),
  ZARINPAL_MERCHANT_ID: z.string().min(1).optional(),
  ZARINPAL_API_BASE: url(['http:', 'https:']),
  MANUAL_HOLD_HOURS: int(72, 1, 24 * 60),
  PAYMENT_TIMEOUT_MS: int(10_000, 100, 120_000),
  INVOICE_PREFIX: z.string().regex(/^[A-Za-z0-9-]{1,20}$/, 'must be 1-20 letters, digits or dashes').optional().default('INV'),
  OUTBOX_ENABLED: bool(true),
  OUTBOX_POLL_MS: int(1000, 10, 60000),
  OUTBOX_CONCURRENCY: int(8, 1, 100),
  WEBHOOK_ALLOW_PRIVATE: bool(false),
  WEBHOOK_TIMEOUT_MS: int(10000, 100, 60000),
  WEBHOOK_RETRY_BASE_MS: int(30000, 1, 3_600_000),
  WEBHOOK_RETRY_MAX_MS: int(6 * 3_600_000, 1, 24 * 3_600_000),
  WEBHOOK_MAX_ATTEMPTS: int(8, 1, 50),
  // A request waits at most connect + query (2 + 4 = 6 s) for PostgreSQL (issue 44; docs/operations.md).
  DATABASE_CONNECT_TIMEOUT_MS: int(2000, 100, 60000),
  DATABASE_STATEMENT_TIMEOUT_MS: int(3500, 100, 600000),
  DATABASE_IDLE_TX_TIMEOUT_MS: int(5000, 100, 600000),
  DATABASE_QUERY_TIMEOUT_MS: int(4000, 100, 600000),
  REDIS_COMMAND_TIMEOUT_MS: int(2000, 100, 60000),
  READINESS_TIMEOUT_MS: int(1000, 100, 2000),
  SOCKET_CONNECT_LIMIT: int(12_000, 1, 1_000_000),
  ENGINE_HANDSHAKE_LIMIT: int(12_000, 1, 1_000_000),
  QA_QUESTION_LIMIT: int(5, 1, 1_000_000),
  QA_PUSH_INTERVAL_MS: int(500, 20, 60_000),
  BROADCAST_SLICE: int(500, 1, 1_000_000),
  BROADCAST_SLICE_MS: int(1, 1, 1000),
  BROADCAST_MERGE_MAX: int(16, 1, 64),
  BROADCAST_PACE_MS: int(5, 0, 1000),
  BROADCAST_HOLD_MS: int(100, 0, 1000),
  BROADCAST_HOLD_MIN_SOCKETS: int(500, 1, 1_000_000),
  QA_JOIN_SNAPSHOT_TTL_MS: int(2000, 0, 60_000),
  MEETING_PENDING_LIMIT: int(20, 1, 10_000),
  MEETING_REMINDER_MINUTES: int(10, 0, 24 * 60),
  SOCKETS_PER_USER: int(20, 1, 1_000_000),
  SOCKETS_PER_ADDRESS: int(6_000, 1, 1_000_000),
  TOKEN_FAILURE_LIMIT: int(5, 1, 1_000_000),
  TRUSTED_NETWORKS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const list = (v ?? '').split(',').map((s) => s.trim()).filter(Boolean);
      for (const cidr of list) {
        if (!parseCidr(cidr)) {
          ctx.addIssue({ code: 'custom', message: `"${cidr}" is not a CIDR like 203.0.113.0/24 or 2001:db8::/32` });
          return z.NEVER;
        }
      }
      return list;
    }),
  GRANT_FAILURES_PER_NUMBER: int(15, 1, 1_000_000),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  METRICS_PORT: int(0, 0, 65535),
  METRICS_EVENT_LOOP_RESOLUTION_MS: int(100, 10, 1000),
  DEFAULT_PHONE_REGION: z
    .string()
    .optional()
    .default('IR')
    .refine((v) => getExampleNumber(v as CountryCode, examples) !== undefined, 'must be an ISO 3166-1 alpha-2 region such as IR or US'),
  /** The language of a request whose user saved none and that sends no usable Accept-Language (CONTRACT 17). */
  DEFAULT_LOCALE: z.enum(['fa', 'en']).optional().default('fa'),
  /** The time zone of an event created without one (an IANA name). */
  DEFAULT_TIME_ZONE: z.string().optional().default('Asia/Tehran').refine(isTimeZone, 'must be an IANA time zone such as Asia/Tehran or Europe/Berlin'),
});

/** An IANA time zone name this runtime knows (Intl's own list, plus UTC). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export type Env = Record<string, string | undefined>;

/** Payment providers this build has (server/sales/providers); PAYMENT_PROVIDERS may name only these. */
export const PAYMENT_PROVIDER_NAMES = ['test', 'stripe', 'zarinpal', 'manual'] as const;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /** `server.listen({ backlog })`: LISTEN_BACKLOG (the kernel caps it at net.core.somaxconn). */
  listenBacklog: number;
  host: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** DATABASE_READ_URL: a streaming replica for public reads (storage/read-replica.ts); skipped when down or lagging. */
  readReplica: { url: string; maxLagMs: number; checkMs: number } | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  /** REDIS_CLUSTER_NODES (`host:port,...`): a Redis Cluster instead of REDIS_URL (infra/redis-cluster.ts). */
  redisClusterNodes: string | undefined;
  redisKeyPrefix: string;
  redisShardedAdapter: boolean;
  publicUrl: string | undefined;
  demoData: boolean;
  logLevel: string;
  trustProxy: number;
  /**
   * TRUSTED_PROXIES: the balancers' addresses or CIDR ranges. When set, X-Forwarded-For is read only from a peer in
   * this list (and each hop only while it is in the list), instead of TRUST_PROXY's blind hop count.
   */
  trustedProxies: string[];
  /** SOCKET_IO_COOKIE: Socket.IO sends its `io` cookie, which a balancer's cookie stickiness keys on (deploy/). */
  socketCookie: boolean;
  /**
   * Rolling restarts: after SIGTERM `/readyz` answers 503 for `noticeMs` while the node still serves (the balancer
   * notices and stops sending), then sockets are closed in batches spread over `drainMs` (0: the built-in pace).
   */
  shutdown: { noticeMs: number; drainMs: number };
  corsOrigins: string[];
  /** The public OAuth client of the web app at /app/ ('' when there is none). */
  webClientId: string;
  /** Folder of the built web app served at /app/. */
  webDir: string;
  jsonBodyLimit: string;
  /**
   * SMS: `driver` and an optional `fallbackDriver` tried when it fails; `apiBase` points `kavenegar` or `twilio` at
   * another host (a simulator, a proxy); `timeoutMs` bounds every provider call.
   */
  sms: {
    driver: SmsDriverName;
    fallbackDriver: SmsDriverName | undefined;
    httpUrl: string | undefined;
    httpToken: string | undefined;
    timeoutMs: number;
    apiBase: string | undefined;
    kavenegar: { apiKey: string | undefined; template: string | undefined; sender: string | undefined };
    twilio: { accountSid: string | undefined; authToken: string | undefined; from: string | undefined };
  };
  /**
   * E-mail (server/mail): `smtp` through nodemailer at `url`, or `log` (one JSON line per mail; refused in
   * production). `tokenSecret` signs confirmation and unsubscribe links (else one kept in the database).
   */
  /** `logDir`: where the `log` driver writes each mail whole, as an .eml file (MAIL_LOG_DIR; unset: the log line only). */
  mail: { driver: 'log' | 'smtp'; url: string | undefined; from: string; timeoutMs: number; tokenSecret: string | undefined; invitationsPerDay: number; logDir: string | undefined };
  /**
   * Verification codes. `ipLimit` is only a ceiling per address (a venue is one address); `prefixLimit` counts codes
   * per number range (the E.164 number without its last `prefixDigits` digits: SMS pumping goes through ranges);
   * `countryLimit` counts codes per country calling code for numbers outside `DEFAULT_PHONE_REGION` (pumping goes
   * through a foreign country's ranges, one after another); all three per `ipWindowSeconds`;
   * `smsBudgetPerMinute` is the global budget of sent SMS, with an alert logged once `smsBudgetAlertPercent` % of it is used.
   * Numbers Convene already knows (a valid ticket of an event not yet over, an organization membership, an earlier
   * login) are not counted against `prefixLimit` nor `countryLimit`.
   *
   * Spraying (docs/identity.md): wrong codes are counted per acting address across numbers (an IPv6 address by its
   * /64), outside TRUSTED_NETWORKS and the venue networks of the event a grant names. `spraySlowLimit` per 10 minutes
   * (OTP_SPRAY_SLOW_LIMIT), then that address waits for the window to turn; `sprayDailyLimit` per 24 hours
   * (OTP_SPRAY_DAILY_LIMIT), then it is refused codes and guesses until the day turns. A right code gives back the
   * wrong ones its number had from that address (a typo, corrected).
   */
  otp: {
    resendSeconds: number;
    ipLimit: number;
    ipWindowSeconds: number;
    prefixLimit: number;
    prefixDigits: number;
    countryLimit: number;
    spraySlowLimit: number;
    sprayDailyLimit: number;
    smsBudgetPerMinute: number;
    smsBudgetAlertPercent: number;
    secret: string | undefined;
    ttlSeconds: number;
    maxAttempts: number;
  };
  tokens: {
    accessTtl: number;
    refreshTtl: number;
    privateKeyPem: string | undefined;
    alg: 'ES256' | 'EdDSA';
    /**
     * The access tokens' `iss`, equal to the metadata's `issuer` (`{connect_url}`): `JWT_ISSUER`, else
     * `PUBLIC_URL/connect`; null when neither is set (then it follows the request's host, see identity/tokens.ts).
     */
    issuer: string | null;
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
  /**
   * Ticket sales (CONTRACT 15): the currency of every price (CURRENCY), how long a pending order holds its places,
   * how many pending orders a buyer may have per event, the payment providers (the first is the default), and how
   * many order placements a node runs at once (SALES_CLAIM_CONCURRENCY: the rest wait in memory, not on the pool).
   * `orderConcurrency` (SALES_ORDER_CONCURRENCY, 0: off): order requests a node handles at once from their first
   * byte (auth included), the rest admitted in arrival order (gateway/admission.ts).
   */
  sales: {
    currency: string;
    holdMinutes: number;
    maxPendingOrders: number;
    providers: string[];
    claimConcurrency: number;
    claimWaitMs: number;
    claimQueueMax: number;
    orderConcurrency: number;
    orderWaitMs: number;
    orderQueueMax: number;
    waitingListOfferHours: number;
  };
  /**
   * The payment providers' settings (server/sales/providers): Stripe's keys and API base (another host for tests),
   * ZarinPal's merchant id and API base, how long a `manual` order holds its places, the providers' request deadline,
   * and the invoice numbers' prefix. Never logged, never in a response.
   */
  payments: {
    stripe: { secretKey: string | undefined; webhookSecret: string | undefined; apiBase: string | undefined };
    zarinpal: { merchantId: string | undefined; apiBase: string };
    manualHoldHours: number;
    timeoutMs: number;
    invoicePrefix: string;
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
    /** At most one `question:updated` per question and one `poll:updated` per poll this often, cluster-wide (CONTRACT 12). */
    qaPushIntervalMs: number;
    /** Sockets a broadcast writes per turn of the event loop (realtime/sliced-delivery.ts). */
    broadcastSlice: number;
    /** Milliseconds of socket writes per turn of the event loop at most (sliced broadcasts). */
    broadcastSliceMs: number;
    /** Waiting broadcasts of one stream merged into one write per socket (1: never merged). */
    broadcastMergeMax: number;
    /** Lateness of a slice that cuts the backlog's share of the clock (realtime/fanout-pacer.ts); 0: never paced. */
    broadcastPaceMs: number;
    /**
     * Milliseconds a broadcast to a big room waits for the ones that follow it, to go out in one write per socket, while
     * the node has a backlog (writes still to make, or slices found late); without one it is written at once (0: never).
     */
    broadcastHoldMs: number;
    /** Sockets of a node's room from which its broadcasts are held (broadcastHoldMs). */
    broadcastHoldMinSockets: number;
    /**
     * The longest one node answers `session:join` from one shared read of a session (the pushes keep it current
     * meanwhile; server/qa/join-snapshot.ts). 0: every join waits for a read of its own or shares one in flight.
     */
    qaJoinSnapshotTtlMs: number;
    /** Outgoing pending meeting requests per user per event (CONTRACT 11, 429 `too_many_pending` beyond). */
    meetingPendingLimit: number;
    /** Minutes before an accepted meeting its members are reminded (CONTRACT 11); 0: no reminders. */
    meetingReminderMinutes: number;
    engineHandshakesPerMinute: number;
    socketsPerUser: number;
    socketsPerAddress: number;
    /** Wrong code grants per (address, number) pair per 10 minutes (not per address: a venue is one address). */
    tokenFailuresPer10Minutes: number;
    /** Wrong code grants per number per 10 minutes, from any address. */
    grantFailuresPerNumber: number;
    /** CIDRs (TRUSTED_NETWORKS) exempt from every per-address ceiling (a venue's own network). */
    trustedNetworks: string[];
  };
  /** `/metrics`: bearer token required when set; served on its own port when `port` is set. */
  metrics: { token: string | undefined; port: number | undefined; eventLoopResolutionMs: number };
  /** Region of national-form mobile numbers (ISO 3166-1 alpha-2). */
  phoneRegion: string;
  /** DEFAULT_LOCALE: the language of requests with no saved or asked-for language. */
  defaultLocale: 'fa' | 'en';
  /** DEFAULT_TIME_ZONE: the `time_zone` of events created without one. */
  defaultTimeZone: string;
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
  const providers = (e.PAYMENT_PROVIDERS ?? (e.NODE_ENV === 'production' ? '' : 'test')).split(',').map((p) => p.trim()).filter(Boolean);
  if (!providers.length) throw new ConfigError('invalid configuration:\n  PAYMENT_PROVIDERS: required with NODE_ENV=production (a comma list such as stripe)');
  for (const p of providers) {
    if (!PAYMENT_PROVIDER_NAMES.includes(p as never)) {
      throw new ConfigError(`invalid configuration:\n  PAYMENT_PROVIDERS: "${p}" is not one of ${PAYMENT_PROVIDER_NAMES.join(', ')}`);
    }
  }
  if (providers.includes('stripe') && (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError('invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: required when PAYMENT_PROVIDERS names stripe');
  }
  if (providers.includes('zarinpal') && !e.ZARINPAL_MERCHANT_ID) {
    throw new ConfigError('invalid configuration:\n  ZARINPAL_MERCHANT_ID: required when PAYMENT_PROVIDERS names zarinpal');
  }
  if (providers.includes('test') && e.NODE_ENV === 'production') {
    throw new ConfigError('invalid configuration:\n  PAYMENT_PROVIDERS: "test" is a sandbox that pays without money and is refused with NODE_ENV=production');
  }
  for (const [name, driver] of [['SMS_DRIVER', smsDriver], ['SMS_FALLBACK_DRIVER', e.SMS_FALLBACK_DRIVER]] as const) {
    if (driver === 'log' && e.NODE_ENV === 'production') {
      throw new ConfigError(`invalid configuration:\n  ${name}: "log" prints codes and is refused with NODE_ENV=production`);
    }
    const missing =
      driver === 'http' ? (['SMS_HTTP_URL'] as const) :
      driver === 'kavenegar' ? (['KAVENEGAR_API_KEY', 'KAVENEGAR_TEMPLATE'] as const) :
      driver === 'twilio' ? (['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) : [];
    for (const key of missing) {
      if (!e[key]) throw new ConfigError(`invalid configuration:\n  ${key}: required when ${name}=${driver}`);
    }
  }
  if (e.SMS_FALLBACK_DRIVER && e.SMS_FALLBACK_DRIVER === smsDriver) {
    throw new ConfigError('invalid configuration:\n  SMS_FALLBACK_DRIVER: must differ from SMS_DRIVER');
  }
  const mailDriver = e.MAIL_DRIVER ?? (e.MAIL_URL || e.NODE_ENV === 'production' ? 'smtp' : 'log');
  if (mailDriver === 'log' && e.NODE_ENV === 'production') {
    throw new ConfigError('invalid configuration:\n  MAIL_DRIVER: "log" writes mails to the log and is refused with NODE_ENV=production');
  }
  if (mailDriver === 'smtp' && !e.MAIL_URL) {
    throw new ConfigError('invalid configuration:\n  MAIL_URL: required when MAIL_DRIVER=smtp (smtp://user:pass@host:port or smtps://…)');
  }
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError('invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  }
  if (e.REDIS_URL && e.REDIS_CLUSTER_NODES) {
    throw new ConfigError('invalid configuration:\n  REDIS_CLUSTER_NODES: set it or REDIS_URL, not both');
  }
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new ConfigError('invalid configuration:\n  DATABASE_READ_URL: a read replica needs DATABASE_URL (its primary)');
  }
  const embedded = !e.DATABASE_URL;
  const config: Config = {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    listenBacklog: e.LISTEN_BACKLOG,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    readReplica: e.DATABASE_READ_URL ? { url: e.DATABASE_READ_URL, maxLagMs: e.READ_REPLICA_MAX_LAG_MS, checkMs: e.READ_REPLICA_CHECK_MS } : undefined,
    dataDir: e.DATA_DIR,
    redisUrl: e.REDIS_URL,
    redisClusterNodes: e.REDIS_CLUSTER_NODES,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    redisShardedAdapter: e.REDIS_SHARDED_ADAPTER,
    publicUrl: e.PUBLIC_URL,
    demoData: e.DEMO_DATA === undefined ? embedded : e.DEMO_DATA === '1',
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    trustedProxies: e.TRUSTED_PROXIES,
    socketCookie: e.SOCKET_IO_COOKIE,
    shutdown: { noticeMs: e.SHUTDOWN_NOTICE_MS, drainMs: e.SHUTDOWN_DRAIN_MS },
    corsOrigins: e.CORS_ORIGINS,
    webClientId: e.WEB_CLIENT_ID,
    webDir: e.WEB_DIR,
    jsonBodyLimit: e.JSON_BODY_LIMIT,
    sms: {
      driver: smsDriver,
      fallbackDriver: e.SMS_FALLBACK_DRIVER,
      httpUrl: e.SMS_HTTP_URL,
      httpToken: e.SMS_HTTP_TOKEN,
      timeoutMs: e.SMS_HTTP_TIMEOUT_MS,
      apiBase: e.SMS_API_BASE,
      kavenegar: { apiKey: e.KAVENEGAR_API_KEY, template: e.KAVENEGAR_TEMPLATE, sender: e.KAVENEGAR_SENDER },
      twilio: { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, from: e.TWILIO_FROM },
    },
    mail: { driver: mailDriver, url: e.MAIL_URL, from: e.MAIL_FROM, timeoutMs: e.MAIL_TIMEOUT_MS, tokenSecret: e.MAIL_TOKEN_SECRET, invitationsPerDay: e.INVITATIONS_PER_DAY, logDir: e.MAIL_LOG_DIR },
    otp: {
      resendSeconds: e.OTP_RESEND_SECONDS,
      ipLimit: e.OTP_IP_LIMIT,
      prefixLimit: e.OTP_PREFIX_LIMIT,
      prefixDigits: e.OTP_PREFIX_DIGITS,
      countryLimit: e.OTP_COUNTRY_LIMIT,
      spraySlowLimit: e.OTP_SPRAY_SLOW_LIMIT,
      sprayDailyLimit: e.OTP_SPRAY_DAILY_LIMIT,
      smsBudgetPerMinute: e.SMS_BUDGET_PER_MINUTE,
      smsBudgetAlertPercent: e.SMS_BUDGET_ALERT_PERCENT,
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
      issuer: e.JWT_ISSUER ?? (e.PUBLIC_URL ? `${e.PUBLIC_URL}/connect` : null),
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
    sales: { currency: e.CURRENCY, holdMinutes: e.ORDER_HOLD_MINUTES, maxPendingOrders: e.MAX_PENDING_ORDERS, providers, claimConcurrency: e.SALES_CLAIM_CONCURRENCY, claimWaitMs: e.SALES_CLAIM_WAIT_MS, claimQueueMax: e.SALES_CLAIM_QUEUE_MAX, orderConcurrency: e.SALES_ORDER_CONCURRENCY, orderWaitMs: e.SALES_ORDER_WAIT_MS, orderQueueMax: e.SALES_ORDER_QUEUE_MAX, waitingListOfferHours: e.WAITING_LIST_OFFER_HOURS },
    payments: {
      stripe: { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE },
      zarinpal: { merchantId: e.ZARINPAL_MERCHANT_ID, apiBase: e.ZARINPAL_API_BASE ?? 'https://payment.zarinpal.com' },
      manualHoldHours: e.MANUAL_HOLD_HOURS,
      timeoutMs: e.PAYMENT_TIMEOUT_MS,
      invoicePrefix: e.INVOICE_PREFIX,
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
      qaPushIntervalMs: e.QA_PUSH_INTERVAL_MS,
      broadcastSlice: e.BROADCAST_SLICE,
      broadcastSliceMs: e.BROADCAST_SLICE_MS,
      broadcastMergeMax: e.BROADCAST_MERGE_MAX,
      broadcastPaceMs: e.BROADCAST_PACE_MS,
      broadcastHoldMs: e.BROADCAST_HOLD_MS,
      broadcastHoldMinSockets: e.BROADCAST_HOLD_MIN_SOCKETS,
      qaJoinSnapshotTtlMs: e.QA_JOIN_SNAPSHOT_TTL_MS,
      meetingPendingLimit: e.MEETING_PENDING_LIMIT,
      meetingReminderMinutes: e.MEETING_REMINDER_MINUTES,
      engineHandshakesPerMinute: e.ENGINE_HANDSHAKE_LIMIT,
      socketsPerUser: e.SOCKETS_PER_USER,
      socketsPerAddress: e.SOCKETS_PER_ADDRESS,
      tokenFailuresPer10Minutes: e.TOKEN_FAILURE_LIMIT,
      grantFailuresPerNumber: e.GRANT_FAILURES_PER_NUMBER,
      trustedNetworks: e.TRUSTED_NETWORKS,
    },
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT || undefined, eventLoopResolutionMs: e.METRICS_EVENT_LOOP_RESOLUTION_MS },
    phoneRegion: e.DEFAULT_PHONE_REGION,
    defaultLocale: e.DEFAULT_LOCALE,
    defaultTimeZone: e.DEFAULT_TIME_ZONE,
  };
  return Object.freeze(config);
}
