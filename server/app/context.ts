import { createClient, type RedisClientType } from 'redis';
import { guardRedis } from '../infra/redis-guard.js';
import type { Config } from './config.js';
import { createLogger, type Logger } from '../infra/logger.js';
import { openDatabase, type DatabaseHandle, type DB } from '../../storage/database.js';
import { migrateToLatest } from '../../storage/migrate.js';
import { getOrCreateSecret } from '../../storage/repositories/secrets.js';
import { loadDemoData } from './demo-data.js';
import { createLimiterFactory, type LimiterFactory } from '../infra/rate-limits.js';
import { createSmsSender, type SmsSender } from '../identity/sms.js';
import { createVerificationCodes, type VerificationCodes } from '../identity/verification-codes.js';
import { createClientService, type ClientService } from '../identity/clients.js';
import { createTokenService, type TokenService } from '../identity/tokens.js';
import { createOAuthService, type OAuthService } from '../identity/oauth.js';
import { SwitchableNotifier } from '../ports.js';
import { createAccessPolicy, type AccessPolicy } from '../access/policy.js';
import { createCatalogueService, type CatalogueService } from '../catalogue/catalogue.js';
import { createEventManagementService, type EventManagementService } from '../catalogue/manage.js';
import { createOrganizationService, type OrganizationService } from '../organizations/service.js';
import { createSurveyService, type SurveyService } from '../organizer-tools/surveys.js';
import { createAdvertisingService, type AdvertisingService } from '../organizer-tools/advertising.js';
import { createSeatingService, type SeatingService } from '../organizer-tools/seating.js';
import { createProgressBarService, type ProgressBarService } from '../organizer-tools/progress-bar.js';
import { InFlight } from './in-flight.js';
import { createReadCache, localCatalogueVersions, type ReadCache } from '../catalogue/read-cache.js';
import { redisCatalogueVersions } from '../infra/catalogue-versions.js';
import { createLivefeedService } from '../networking/livefeed.js';
import { createChatService } from '../networking/chat.js';
import type { ChatService, LivefeedService } from '../networking/types.js';
import { createProfileService, type ProfileService } from '../networking/profiles.js';
import { createAttendeeService, type AttendeeService } from '../networking/attendees.js';
import { createMatchmakingService, type MatchmakingService } from '../matchmaking/service.js';
import { createBookmarkService, type BookmarkService } from '../networking/bookmarks.js';
import { createFileService, type FileService } from '../networking/files.js';
import { createDatabaseBlobStore, type BlobStore } from '../../storage/blobs.js';
import { randomBytes } from 'node:crypto';
import { createMemoryPresence, createRedisPresence, type PresenceStore } from '../infra/presence.js';
import { createPresenceService, type PresenceService } from '../networking/presence.js';
import { createLiveChatService, type LiveChatService } from '../networking/live-chat.js';
import { createPushService, type PushService } from '../push/service.js';
import { createOutbox, type Outbox } from '../outbox/outbox.js';
import { createOrganizerOpsService, type OrganizerOpsService } from '../organizer-ops/service.js';
import { createWebhookService, registerWebhookDelivery, type WebhookService } from '../organizer-ops/webhooks.js';
import { createBlockService, type BlockService } from '../safety/blocks.js';
import { createReportService, type ReportService } from '../safety/reports.js';
import { createModerationService, type ModerationService } from '../safety/moderation.js';
import { createAccountService, type AccountService } from '../safety/account.js';
import { createMetrics, type Metrics } from '../infra/metrics.js';
import { closeRedis, connectRedisCluster } from '../infra/redis-cluster.js';
import { lockDataDir } from './data-dir-lock.js';
import { setDefaultPhoneRegion } from '../identity/mobile.js';
import { createSessionService, type SessionService } from '../sessions/service.js';
import { createAgendaService, type AgendaService } from '../sessions/agenda.js';
import { createQaService, type QaService } from '../qa/service.js';

/**
 * Everything a request or socket handler may use, built once from the config and passed down explicitly
 * (no module singletons: tests build their own with overrides).
 */
export interface AppContext {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  db: DB;
  /** REDIS_URL's client, or REDIS_CLUSTER_NODES' cluster client (same single-key commands: server/app/redis-cluster.ts). */
  redis: RedisClientType | undefined;
  limiter: LimiterFactory;
  sms: SmsSender;
  codes: VerificationCodes;
  clients: ClientService;
  tokens: TokenService;
  oauth: OAuthService;
  /** Handler work in progress; shutdown waits for it before closing the database. */
  inflight: InFlight;
  /** Services announce stored feed and chat messages here; the realtime layer plugs in with `notifier.use()`. */
  notifier: SwitchableNotifier;
  /** Who may do what (server/access): every service asks it; nothing else decides access. */
  access: AccessPolicy;
  /** Guest catalogue reads, never stale across nodes (server/catalogue/read-cache.ts). */
  catalogueCache: ReadCache;
  /** The catalogue (server/catalogue): public reads, and the organizer side of events. */
  catalogue: CatalogueService;
  events: EventManagementService;
  organizations: OrganizationService;
  /** Organizer tools (server/organizer-tools). */
  surveys: SurveyService;
  advertising: AdvertisingService;
  seating: SeatingService;
  progressBar: ProgressBarService;
  /** Networking (server/networking): the live feed and chat rules both transports call. */
  livefeed: LivefeedService;
  chat: ChatService;
  profiles: ProfileService;
  attendees: AttendeeService;
  /** Matchmaking (CONTRACT 11): event tags and networking profiles. */
  matchmaking: MatchmakingService;
  bookmarks: BookmarkService;
  /** Where uploaded files live (default: the database, so every node serves every file). */
  blobs: BlobStore;
  files: FileService;
  /** Live chat (CONTRACT 10): who is online (any node), typing/edits/deletions, Web Push to offline users. */
  presenceStore: PresenceStore;
  presence: PresenceService;
  liveChat: LiveChatService;
  push: PushService;
  /** Organizer operations (server/organizer-ops): attendees, void, check-in; organization webhooks. */
  organizerOps: OrganizerOpsService;
  webhooks: WebhookService;
  /** The outbox dispatcher (server/outbox): kinds are registered here; the HTTP server starts and stops it. */
  outbox: Outbox;
  /** Safety (server/safety): blocks, reports, moderation (feed deletions, bans), account deletion. */
  blocks: BlockService;
  reports: ReportService;
  moderation: ModerationService;
  /** Sessions of an event (server/sessions, CONTRACT 12). */
  sessions: SessionService;
  agenda: AgendaService;
  /** Live questions and votes (server/qa, CONTRACT 12). */
  qa: QaService;
  account: AccountService;
  /** Prometheus metrics of this process (`GET /metrics`). */
  metrics: Metrics;
  /** Set when the node is stopping (SIGTERM): `/readyz` answers 503 so the balancer sends elsewhere. */
  lifecycle: { draining: boolean };
  close(): Promise<void>;
}

export interface ContextOverrides {
  logger?: Logger;
  database?: DatabaseHandle;
  sms?: SmsSender;
  /** Skip migrations (the database is known to be migrated, e.g. a test snapshot). */
  skipMigrations?: boolean;
}

export async function createContext(config: Config, overrides: ContextOverrides = {}): Promise<AppContext> {
  const logger = overrides.logger ?? createLogger(config.logLevel);
  setDefaultPhoneRegion(config.phoneRegion);
  // One process per embedded database (server/app/data-dir-lock.ts): taken before opening, released after closing.
  const unlock = !overrides.database && !config.databaseUrl && !config.dataDir.startsWith('memory://') ? lockDataDir(config.dataDir) : undefined;
  let database: DatabaseHandle;
  try {
    database =
      overrides.database ??
      (await openDatabase({ databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize, dataDir: config.dataDir, timeouts: config.timeouts.database }));
  } catch (err) {
    unlock?.();
    throw err;
  }
  watchDatabase(database, logger);
  const cleanup: Array<() => Promise<unknown>> = [() => database.close()];
  if (unlock) cleanup.push(async () => unlock());
  try {
    if (!overrides.skipMigrations) {
      const result = await migrateToLatest(database);
      const applied = result.results?.filter((r) => r.status === 'Success').map((r) => r.migrationName) ?? [];
      if (applied.length) logger.info({ applied }, 'database.migrated');
    }
    const rawRedis = config.redisClusterNodes
      ? await connectRedisCluster(config.redisClusterNodes, logger, config.timeouts.redisCommandMs)
      : config.redisUrl
        ? await connectRedis(config.redisUrl, logger, config.timeouts.redisCommandMs)
        : undefined;
    // Every call through `redis` answers or fails within REDIS_COMMAND_TIMEOUT_MS, also when Redis is partitioned.
    const guard = rawRedis ? guardRedis(rawRedis, config.timeouts.redisCommandMs, logger) : undefined;
    const redis = guard?.client;
    if (rawRedis) {
      cleanup.unshift(async () => {
        guard?.stop();
        await closeRedis(rawRedis, config.timeouts.redisCommandMs);
      });
    }

    const db = database.db;
    const limiter = createLimiterFactory(redis, config.redisKeyPrefix);
    const sms = overrides.sms ?? createSmsSender(config, logger);
    const hmacKey = config.otp.secret ?? (await getOrCreateSecret(db, 'otp_hmac_key', () => randomBytes(32).toString('base64url')));
    const codes = createVerificationCodes({ db, config, sms, limiter, logger, hmacKey });
    const clients = createClientService(db, config.argon2);
    if (config.webClientId !== '') await clients.ensurePublic(config.webClientId, 'Convene web app');
    const tokens = await createTokenService(config, db);
    const notifier = new SwitchableNotifier();
    // Feature services are created here, below this line, each from what it needs.
    const access = createAccessPolicy(db);
    const catalogueCache = createReadCache(redis ? redisCatalogueVersions(redis, config.redisKeyPrefix) : localCatalogueVersions(), {
      maxEntries: config.catalogueCacheEntries,
    });
    const tools = { db, access, cache: catalogueCache };
    const oauth = createOAuthService({ db, config, clients, codes, tokens, limiter, policy: access, notifier });
    const livefeed = createLivefeedService({ db, access, limiter, notifier });
    const presenceStore = redis ? createRedisPresence(redis, config.redisKeyPrefix, logger) : createMemoryPresence();
    cleanup.unshift(() => presenceStore.close());
    const presence = createPresenceService({ db, access, notifier, store: presenceStore, logger });
    const outbox = createOutbox({ db, logger, pollMs: config.outbox.pollMs, concurrency: config.outbox.concurrency, leaseMs: config.webhooks.timeoutMs + 60_000 });
    registerWebhookDelivery(outbox, { db, config });
    const push = await createPushService({ db, config, logger, presence: presenceStore, outbox });
    const liveChat = createLiveChatService({ db, access, notifier });
    const chat = createChatService({ db, limiter, notifier, push });
    const profiles = createProfileService({ db, access });
    const matchmaking = createMatchmakingService({ db, access, presence });
    const attendees = createAttendeeService({ db, access, presence, matchmaking });
    const bookmarks = createBookmarkService({ db });
    const blobs = createDatabaseBlobStore(db);
    const files = createFileService({ blobs, limiter });
    const metrics = createMetrics();
    if (database.poolStats) metrics.watchPool(database.poolStats);
    watchPoolPressure(database, logger, metrics);

    const ctx: AppContext = {
      config,
      logger,
      database,
      db,
      redis,
      limiter,
      sms,
      codes,
      clients,
      tokens,
      oauth,
      notifier,
      inflight: new InFlight(),
      access,
      catalogueCache,
      catalogue: createCatalogueService(tools),
      events: createEventManagementService(tools),
      organizations: createOrganizationService(tools),
      surveys: createSurveyService(tools),
      advertising: createAdvertisingService(tools),
      seating: createSeatingService(tools),
      progressBar: createProgressBarService(tools),
      livefeed,
      chat,
      profiles,
      attendees,
      matchmaking,
      bookmarks,
      blobs,
      files,
      presenceStore,
      presence,
      liveChat,
      push,
      organizerOps: createOrganizerOpsService({ db, access, notifier, cache: catalogueCache }),
      webhooks: createWebhookService({ db, access, config }),
      outbox,
      blocks: createBlockService({ db, notifier }),
      reports: createReportService({ db, access }),
      moderation: createModerationService({ db, access, notifier }),
      sessions: createSessionService({ db, access, notifier }),
      agenda: createAgendaService({ db, access }),
      qa: createQaService({ db, access, config }),
      account: createAccountService({ db, tokens, notifier }),
      metrics,
      lifecycle: { draining: false },
      async close() {
        for (const fn of cleanup) await fn().catch((err: unknown) => logger.warn({ err }, 'shutdown.close_failed'));
      },
    };
    if (config.demoData) await loadDemoData(ctx);
    return ctx;
  } catch (err) {
    for (const fn of cleanup) await fn().catch(() => undefined);
    throw err;
  }
}

/** Connects node-redis with endless reconnects; errors are logged (never thrown into the event loop). */
export async function connectRedis(url: string, logger: Logger, commandTimeoutMs?: number): Promise<RedisClientType> {
  const client: RedisClientType = createClient({
    url,
    // A command waits at most this long (a partitioned Redis never holds a request or an ack).
    ...(commandTimeoutMs ? { commandOptions: { timeout: commandTimeoutMs } } : {}),
    socket: { reconnectStrategy: (retries: number) => Math.min(100 * 2 ** Math.min(retries, 5), 3000), connectTimeout: 5000 },
  });
  let lastLogged = 0;
  client.on('error', (err: Error) => {
    const now = Date.now();
    if (now - lastLogged > 5000) {
      lastLogged = now;
      logger.warn({ err: err.message }, 'redis.error');
    }
  });
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`REDIS_URL: could not connect to ${new URL(url).host} within 10 s`)), 10_000).unref());
  try {
    await Promise.race([client.connect(), timeout]);
  } catch (err) {
    await client.destroy();
    throw err;
  }
  return client;
}

/**
 * Pool pressure is not an outage: each pool-wait timeout (every connection busy while PostgreSQL answers) is
 * counted in `convene_db_pool_wait_timeouts_total` and logged as `database.overloaded`, at most once every 10 s with
 * the number since the last line, never as `database.unavailable`.
 */
function watchPoolPressure(database: DatabaseHandle, logger: Logger, metrics: Metrics): void {
  let unlogged = 0;
  let lastLog = 0;
  database.onPoolBusy?.(() => {
    metrics.poolWaitTimeouts.inc();
    unlogged += 1;
    const now = Date.now();
    if (now - lastLog < 10_000) return;
    lastLog = now;
    logger.warn({ timeouts: unlogged, pool: database.poolStats?.() }, 'database.overloaded');
    unlogged = 0;
  });
}

/** A database outage is logged once at warn when it starts and once at info when a statement succeeds again. */
function watchDatabase(database: DatabaseHandle, logger: Logger): void {
  let since = 0;
  database.onStatusChange?.((available, err) => {
    if (!available) {
      since = Date.now();
      logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'database.unavailable');
    } else {
      logger.info({ downMs: Date.now() - since }, 'database.recovered');
    }
  });
}
