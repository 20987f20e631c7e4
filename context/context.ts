import { rateLimited } from '../server/errors.js';
import { createClient, type RedisClientType } from 'redis';
import { guardRedis } from '../infra/redis-guard.js';
import type { Config } from '../infra/config.js';
import { createLogger, type Logger } from '../infra/logger.js';
import { openDatabase, type DatabaseHandle, type DB } from '../storage/database.js';
import { migrateToLatest } from '../storage/migrate.js';
import { openReadReplica, type LagTolerantReads, type ReadReplica } from '../storage/read-replica.js';
import { getOrCreateSecret } from '../storage/repositories/secrets.js';
import { loadDemoData } from './demo-data.js';
import { createLimiterFactory, type LimiterFactory } from '../infra/rate-limits.js';
import { createSmsSender, type SmsSender } from '../server/identity/sms.js';
import { createVerificationCodes, type VerificationCodes } from '../server/identity/verification-codes.js';
import { createClientService, type ClientService } from '../server/identity/clients.js';
import { createSocketAdmissionService, type SocketAdmissionService } from '../server/identity/socket-admission.js';
import { createLocaleHints } from '../server/locale.js';
import { createTokenService, type TokenService } from '../server/identity/tokens.js';
import { createOAuthService, type OAuthService } from '../server/identity/oauth.js';
import { SwitchableNotifier } from '../server/ports.js';
import { createAccessPolicy, type AccessPolicy } from '../server/access/policy.js';
import { createListCaches } from '../storage/repositories/list-caches.js';
import { createCatalogueService, type CatalogueService } from '../server/catalogue/catalogue.js';
import { createEventManagementService, type EventManagementService } from '../server/catalogue/manage.js';
import { createOrganizationService, type OrganizationService } from '../server/organizations/service.js';
import { createSurveyService, type SurveyService } from '../server/organizer-tools/surveys.js';
import { createAttendeeImportService, type AttendeeImportService } from '../server/organizer-tools/attendee-import.js';
import { createAdvertisingService, type AdvertisingService } from '../server/organizer-tools/advertising.js';
import { createSeatingService, type SeatingService } from '../server/organizer-tools/seating.js';
import { createProgressBarService, type ProgressBarService } from '../server/organizer-tools/progress-bar.js';
import { InFlight } from '../infra/in-flight.js';
import { createReadCache, localCatalogueVersions, type ReadCache } from '../server/catalogue/read-cache.js';
import { redisCatalogueVersions } from '../infra/catalogue-versions.js';
import { createLivefeedService, type LivefeedService } from '../server/networking/livefeed.js';
import { createChatService, type ChatService } from '../server/networking/chat.js';
import { createProfileService, type ProfileService } from '../server/networking/profiles.js';
import { createAttendeeService, type AttendeeService } from '../server/networking/attendees.js';
import { createMatchmakingService, type MatchmakingService } from '../server/matchmaking/service.js';
import { createBookmarkService, type BookmarkService } from '../server/networking/bookmarks.js';
import { createFileService, type FileService } from '../server/networking/files.js';
import { createDatabaseBlobStore, type BlobStore } from '../storage/blobs.js';
import { randomBytes } from 'node:crypto';
import { createMemoryPresence, createRedisPresence, type PresenceStore } from '../infra/presence.js';
import { createPresenceService, type PresenceService } from '../server/networking/presence.js';
import { createLiveChatService, type LiveChatService } from '../server/networking/live-chat.js';
import { createPushService, type PushService } from '../server/push/service.js';
import { createOutbox, type Outbox } from '../server/outbox/outbox.js';
import { createMailService, type MailService } from '../server/mail/service.js';
import { createSmsMessages } from '../server/mail/sms-messages.js';
import { createMailTransport, type MailTransport } from '../server/mail/transport.js';
import { createOrganizerOpsService, type OrganizerOpsService } from '../server/organizer-ops/service.js';
import { createWebhookService, registerWebhookDelivery, type WebhookService } from '../server/organizer-ops/webhooks.js';
import { createBlockService, type BlockService } from '../server/safety/blocks.js';
import { createReportService, type ReportService } from '../server/safety/reports.js';
import { createModerationService, type ModerationService } from '../server/safety/moderation.js';
import { createAccountService, type AccountService } from '../server/safety/account.js';
import { createExhibitorService, type ExhibitorService } from '../server/exhibitors/service.js';
import { createMetrics, type Metrics } from '../infra/metrics.js';
import { closeRedis, connectRedisCluster } from '../infra/redis-cluster.js';
import { lockDataDir } from '../infra/data-dir-lock.js';
import { setDefaultPhoneRegion } from '../server/identity/mobile.js';
import { createSessionService, type SessionService } from '../server/sessions/service.js';
import { createVenueService, type VenueService } from '../server/venue/service.js';
import { createAgendaService, type AgendaService } from '../server/sessions/agenda.js';
import { createQaService, type QaService } from '../server/qa/service.js';
import { createMeetingService, registerMeetingJobs, type MeetingService, type MeetingServiceOn } from '../server/meetings/service.js';
import { createCalendarService, type CalendarService } from '../server/meetings/calendar.js';
import { createProviderHealth, type ProviderHealth } from '../infra/provider-health.js';
import { createIdempotencyService, type IdempotencyService } from '../server/idempotency.js';
import { createSalesService, type SalesService } from '../server/sales/service.js';
import { createPaymentProviders } from '../server/sales/providers/index.js';
import { createPaymentsService, type PaymentsService } from '../server/sales/refunds.js';
import type { PaymentProvider } from '../server/sales/providers/port.js';

/**
 * Everything a request or socket handler may use, built once from the config and passed down explicitly
 * (no module singletons: tests build their own with overrides).
 */
export interface AppContext {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  db: DB;
  /** DATABASE_READ_URL's streaming replica, skipped while down or lagging (storage/read-replica.ts). */
  readReplica: ReadReplica | undefined;
  /** Where a lag-tolerant read goes now: the replica when usable, else the primary (CONTRIBUTING.md "Read replica"). */
  reads: LagTolerantReads;
  /** REDIS_URL's client, or REDIS_CLUSTER_NODES' cluster client (same single-key commands: infra/redis-cluster.ts). */
  redis: RedisClientType | undefined;
  limiter: LimiterFactory;
  sms: SmsSender;
  codes: VerificationCodes;
  clients: ClientService;
  /** Admitting a socket: its token and every fact its connection needs, in one statement (issue 21). */
  socketAdmission: SocketAdmissionService;
  tokens: TokenService;
  oauth: OAuthService;
  /** Handler work in progress; shutdown waits for it before closing the database. */
  inflight: InFlight;
  /** The `Idempotency-Key` header of creating POSTs (server/idempotency.ts). */
  idempotency: IdempotencyService;
  /** What this node last saw of the mail server and the SMS provider (`/readyz`). */
  providerHealth: ProviderHealth;
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
  /** CONTRACT 18: attendees imported from a CSV file. */
  attendeeImport: AttendeeImportService;
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
  /** Ticket sales (CONTRACT 15): ticket types' sale fields, quotas, vouchers, orders, payments. */
  sales: SalesService;
  /** Refunds, invoices, the organizer's confirmation of a manual payment (server/sales/refunds.ts). */
  payments: PaymentsService;
  /** The outbox dispatcher (server/outbox): kinds are registered here; the HTTP server starts and stops it. */
  outbox: Outbox;
  /** E-mail (server/mail, CONTRACT 16): mails queued through the outbox, confirmation and unsubscribe links. */
  mail: MailService;
  /** Safety (server/safety): blocks, reports, moderation (feed deletions, bans), account deletion. */
  blocks: BlockService;
  reports: ReportService;
  moderation: ModerationService;
  /** Sessions of an event (server/sessions, CONTRACT 12). */
  sessions: SessionService;
  /** Venue networks of events (server/venue, issue 21): per-address ceilings step aside for an event's own hall. */
  venue: VenueService;
  agenda: AgendaService;
  /** Live questions and votes (server/qa, CONTRACT 12). */
  qa: QaService;
  /** One-to-one meetings (server/meetings, CONTRACT 11): settings, slots, requests and their state. */
  meetings: MeetingService;
  /** The personal calendar (RFC 5545) of accepted meetings and saved sessions, and its secret address. */
  calendar: CalendarService;
  account: AccountService;
  /** Exhibitors, badges and leads (server/exhibitors, CONTRACT 20). */
  exhibitors: ExhibitorService;
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
  /** Payment providers beside those PAYMENT_PROVIDERS enables (tests: a provider that fails). */
  paymentProviders?: PaymentProvider[];
  /** The mail transport (tests: one bound to a loopback SMTP server is made from the config as usual). */
  mailTransport?: MailTransport;
  /** Skip migrations (the database is known to be migrated, e.g. a test snapshot). */
  skipMigrations?: boolean;
}

export async function createContext(config: Config, overrides: ContextOverrides = {}): Promise<AppContext> {
  const logger = overrides.logger ?? createLogger(config.logLevel);
  setDefaultPhoneRegion(config.phoneRegion);
  // One process per embedded database (infra/data-dir-lock.ts): taken before opening, released after closing.
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
        ? await connectRedis(config.redisUrl, logger)
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
    const metrics = createMetrics({ eventLoopResolutionMs: config.metrics.eventLoopResolutionMs });
    if (database.poolStats) metrics.watchPool(database.poolStats);
    const readReplica = await openReplica(config, db, logger);
    if (readReplica) {
      cleanup.unshift(() => readReplica.close());
      metrics.watchReplica(readReplica.state);
    }
    const reads: LagTolerantReads = readReplica
      ? (since) => {
          const chosen = readReplica.reads(since);
          metrics.replicaReads.inc({ target: chosen === db ? 'primary' : 'replica' });
          return chosen;
        }
      : () => db;
    const limiter = createLimiterFactory(redis, config.redisKeyPrefix, rateLimited);
    const sms = overrides.sms ?? createSmsSender({ config, logger });
    const hmacKey = config.otp.secret ?? (await getOrCreateSecret(db, 'otp_hmac_key', () => randomBytes(32).toString('base64url')));
    const access = createAccessPolicy(db);
    // What the large lists remember between requests (plan choices, a slow search's keys): this context's own.
    const listCaches = createListCaches();
    const venue = createVenueService({ db, access });
    const providerHealth = createProviderHealth();
    const codes = createVerificationCodes({ db, access, config, sms, limiter, logger, hmacKey, venue, metrics, health: providerHealth });
    const clients = createClientService({ db, access, argon2: config.argon2 });
    if (config.webClientId !== '') await clients.ensurePublic(config.webClientId, 'Convene web app');
    // What the token check reads of each caller's language, for their error answers (server/locale.ts).
    const localeHints = createLocaleHints();
    const tokens = await createTokenService({ db, access, config, localeHints });
    const notifier = new SwitchableNotifier();
    // Feature services are created here, below this line, each from what it needs.
    const catalogueCache = createReadCache(redis ? redisCatalogueVersions(redis, config.redisKeyPrefix) : localCatalogueVersions(), {
      maxEntries: config.catalogueCacheEntries,
    });
    const tools = { db, access, cache: catalogueCache, reads };
    const oauth = createOAuthService({ db, config, clients, codes, tokens, limiter, access, notifier });
    const livefeed = createLivefeedService({ db, access, limiter, notifier });
    const presenceStore = redis ? createRedisPresence(redis, config.redisKeyPrefix, logger) : createMemoryPresence();
    cleanup.unshift(() => presenceStore.close());
    const presence = createPresenceService({ db, access, notifier, store: presenceStore, logger });
    const outbox = createOutbox({ db, logger, pollMs: config.outbox.pollMs, concurrency: config.outbox.concurrency, leaseMs: config.webhooks.timeoutMs + 60_000 });
    registerWebhookDelivery(outbox, { db, config });
    const mailTransport = overrides.mailTransport ?? createMailTransport({ config, logger });
    cleanup.unshift(async () => mailTransport.close());
    const mailSecret = config.mail.tokenSecret ?? (await getOrCreateSecret(db, 'mail_link_key', () => randomBytes(32).toString('base64url')));
    const mail = createMailService({ db, config, logger, outbox, transport: mailTransport, secret: mailSecret, metrics, health: providerHealth });
    const push = await createPushService({ db, access, config, logger, presence: presenceStore, outbox });
    const liveChat = createLiveChatService({ db, access, notifier });
    const chat = createChatService({ db, access, notifier, push });
    const profiles = createProfileService({ db, access, mail, localeHints });
    const meetingDeps = { db, access, notifier, config, push, limiter, mail };
    const meetings = createMeetingService(meetingDeps);
    // The meeting service on a caller's transaction (server/service.ts inTransaction): what ends participation
    // (a void, a block, a ban, a deleted account) cancels the meetings in the same commit.
    const meetingsOn: MeetingServiceOn = (trxDeps) => createMeetingService({ ...meetingDeps, db: trxDeps.db, access: trxDeps.access });
    registerMeetingJobs(outbox, { db, notifier, logger, mail });
    const matchmaking = createMatchmakingService({ db, access, presence });
    const attendees = createAttendeeService({ db, access, presence, matchmaking, caches: listCaches });
    const bookmarks = createBookmarkService({ db, access });
    const blobs = createDatabaseBlobStore(db);
    const providers = createPaymentProviders(config, overrides.paymentProviders, { db });
    const texts = createSmsMessages({ db, config, logger, outbox, sms, health: providerHealth, metrics });
    const exhibitors = createExhibitorService({ db, access, config, notifier });
    const sales = createSalesService({ db, access, config, cache: catalogueCache, outbox, logger, providers, mail, notifier, texts });
    sales.registerJobs();
    const organizerOps = createOrganizerOpsService({ db, access, notifier, cache: catalogueCache, meetings: meetingsOn, caches: listCaches });
    const payments = createPaymentsService({ db, access, config, cache: catalogueCache, outbox, logger, providers, sales, mail, voidTicket: (u, slug, code) => organizerOps.voidTicket(u, slug, code) });
    const files = createFileService({ db, access, blobs, limiter });

    const ctx: AppContext = {
      config,
      logger,
      database,
      db,
      readReplica,
      reads,
      redis,
      limiter,
      sms,
      codes,
      clients,
      tokens,
      socketAdmission: createSocketAdmissionService({ db, access, tokens }),
      oauth,
      notifier,
      inflight: new InFlight(),
      idempotency: createIdempotencyService(db),
      providerHealth,
      access,
      catalogueCache,
      catalogue: createCatalogueService(tools),
      events: createEventManagementService({ ...tools, notifier, defaultTimeZone: config.defaultTimeZone }),
      organizations: createOrganizationService(tools),
      surveys: createSurveyService(tools),
      attendeeImport: createAttendeeImportService({ ...tools, limiter, notifier }),
      advertising: createAdvertisingService({ ...tools, payments: sales.advertisingPayments }),
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
      organizerOps,
      webhooks: createWebhookService({ db, access, config }),
      sales,
      payments,
      outbox,
      mail,
      blocks: createBlockService({ db, access, notifier, meetings: meetingsOn, leads: exhibitors }),
      reports: createReportService({ db, access }),
      moderation: createModerationService({ db, access, notifier, meetings: meetingsOn }),
      sessions: createSessionService({ db, access, notifier, reads }),
      venue,
      agenda: createAgendaService({ db, access }),
      qa: createQaService({ db, access, notifier, config, ...(database.live ? { live: database.live } : {}) }),
      meetings,
      calendar: createCalendarService({ db, access }),
      account: createAccountService({ db, access, tokens, notifier, meetings: meetingsOn, leads: exhibitors }),
      exhibitors,
      metrics,
      lifecycle: { draining: false },
      async close() {
        for (const fn of cleanup) await fn().catch((err: unknown) => logger.warn({ err }, 'shutdown.close_failed'));
      },
    };
    metrics.watchJoinSnapshots(() => ctx.qa.joinSnapshotReads());
    if (config.demoData) await loadDemoData(ctx);
    return ctx;
  } catch (err) {
    for (const fn of cleanup) await fn().catch(() => undefined);
    throw err;
  }
}

/** Connects node-redis with endless reconnects; errors are logged (never thrown into the event loop). */
export async function connectRedis(url: string, logger: Logger): Promise<RedisClientType> {
  const client: RedisClientType = createClient({
    url,
    // While the connection is down a command fails at once instead of waiting in node-redis's offline queue (to be
    // sent late, after a reconnect). The guard (infra/redis-guard.ts) bounds every call's answer. Not
    // node-redis's own `commandOptions.timeout`: it covers only the queue, and costs each command an
    // AbortSignal.timeout whose timer always fires (a DOMException per command, about 7 % of a chat node's CPU).
    disableOfflineQueue: true,
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

/** DATABASE_READ_URL's replica, or undefined; its status changes are logged (`database.replica`). */
async function openReplica(config: Config, primary: DB, logger: Logger): Promise<ReadReplica | undefined> {
  if (!config.readReplica || !config.databaseUrl) return undefined;
  return openReadReplica({
    url: config.readReplica.url,
    primary,
    maxLagMs: config.readReplica.maxLagMs,
    checkMs: config.readReplica.checkMs,
    poolSize: config.databasePoolSize,
    timeouts: config.timeouts.database,
    onChange(next, previous) {
      const fields = { from: previous.status, to: next.status, lagMs: next.lagMs, reason: next.reason };
      if (next.status === 'ok') logger.info(fields, 'database.replica');
      else logger.warn(fields, 'database.replica');
    },
  });
}

/** A database outage is logged once at warn when it starts and once at info when a statement succeeds again. */
function watchDatabase(database: DatabaseHandle, logger: Logger): void {
  // Pool pressure is not an outage: logged apart (at most once per 5 s), counted in convene_db_pool_wait_timeouts_total.
  let lastBusyLog = 0;
  let busySince = 0;
  database.onPoolBusy?.((stats) => {
    busySince++;
    const now = Date.now();
    if (now - lastBusyLog < 5000) return;
    logger.warn({ connections: stats.total, waiting: stats.waiting, refused: busySince }, 'database.pool_busy');
    lastBusyLog = now;
    busySince = 0;
  });
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
