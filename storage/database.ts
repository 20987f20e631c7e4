import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { Database } from './schema.js';
import { DatabaseBusyError, isDatabaseUnavailable, markNotSent } from './pg-errors.js';
import { serverPreparedName } from './prepared.js';

/**
 * The end of a statement that also ends its transaction, sent as one message (`statement; commit`): PostgreSQL runs
 * both before it answers, so the locks the statement took are held for PostgreSQL's time alone, not for the round
 * trip back to a busy node and the COMMIT's own (issue 49: an order's claim, storage/repositories/sales.ts). Only a
 * statement without parameters can carry it (the simple protocol); the connection then answers the transaction's
 * own COMMIT, which has nothing left to do, without sending it. See `commitsInStatement`.
 */
export const COMMIT_IN_STATEMENT = ';\ncommit -- convene: the transaction commits with this statement';

/** Adapters of the databases whose connections understand `COMMIT_IN_STATEMENT` (the PostgreSQL pool's). */
const committingAdapters = new WeakSet<object>();

/**
 * Whether `db` (a database or one of its transactions) may end a transaction with `COMMIT_IN_STATEMENT`: true on
 * PostgreSQL; the embedded database takes one statement per call (its transactions commit as usual).
 */
export function commitsInStatement(db: DB): boolean {
  return committingAdapters.has(db.getExecutor().adapter);
}

/** pg-pool's answer when `connectionTimeoutMillis` ran out (waiting for a free client or connecting a new one). */
const isPoolWaitTimeout = (err: unknown) => err instanceof Error && err.message.includes('timeout exceeded when trying to connect');

export type DB = Kysely<Database>;

export interface DatabaseHandle {
  db: DB;
  kind: 'postgres' | 'pglite';
  /** Checks the database answers (readiness probe); rejects after `timeoutMs` whatever the network does. */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * Whether the last statement or connection attempt reached the database. Listeners hear each change once:
   * `false` with the error that started an outage, `true` when a statement succeeds again. Only PostgreSQL
   * handles track this (the embedded database is in-process).
   */
  readonly status?: { available: boolean };
  onStatusChange?(listener: (available: boolean, err?: unknown) => void): void;
  /**
   * Connections of the PostgreSQL pool (metrics), and how many requests gave up waiting for a busy pool
   * (`waitTimeouts`, pressure rather than an outage); absent for the embedded database.
   */
  poolStats?(): { total: number; idle: number; waiting: number; waitTimeouts: number };
  /** Hears each pool wait that ran out while every connection was busy (PostgreSQL only). */
  onPoolBusy?(listener: (stats: { total: number; waiting: number }) => void): void;
  /**
   * PostgreSQL only: one connection of its own, beside the pool, for the few short reads that must not queue behind
   * a busy pool (the live Q&A flush reading what its pushes carry while a hall's votes fill the pool). Absent for the
   * embedded database (one connection anyway): use `db`.
   */
  live?: DB;
  /**
   * PostgreSQL only: one connection of its own without the statement and query timeouts, for work that may
   * rightly take long and serves no request (migrations, and waiting for another node's migrations). Closed by
   * the caller.
   */
  maintenance?(): { db: DB; close(): Promise<void> };
  close(): Promise<void>;
}

/** Every wait on PostgreSQL is bounded (milliseconds; 0 turns one off). */
export interface DatabaseTimeouts {
  /** Connecting a new client, and waiting for a free one when the pool is full. */
  connectMs: number;
  /** Server side: a statement running longer is cancelled (SQLSTATE 57014). */
  statementMs: number;
  /** Server side: a session idle inside an open transaction longer is ended (locks released). */
  idleInTransactionMs: number;
  /** Client side: no answer at all within this time (a network partition) fails the query. */
  queryMs: number;
}

/**
 * Every request's wait on PostgreSQL stays within 6 s (issue 44): the pool wait (2 s) plus one statement's
 * (4 s, the client-side bound that holds whatever the network does). PostgreSQL cancels a statement at 3.5 s
 * (SQLSTATE 57014, a definite "not done"), before the client gives up on it.
 */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 2000, statementMs: 3500, idleInTransactionMs: 5000, queryMs: 4000 };

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  poolSize?: number;
  /** Embedded database directory; `memory://` keeps it in memory. */
  dataDir?: string;
  /** A PGlite data-dir tarball to start from (tests load a migrated snapshot). */
  pgliteSnapshot?: Blob;
  timeouts?: Partial<DatabaseTimeouts>;
}

/** Tracks availability from what statements and connections report; tells listeners of each change once. */
class Availability {
  readonly status = { available: true };
  /** When the database last answered a statement (with rows or with an error of its own). */
  lastAnswerAt = Date.now();
  private readonly listeners: Array<(available: boolean, err?: unknown) => void> = [];
  on(listener: (available: boolean, err?: unknown) => void): void {
    this.listeners.push(listener);
  }
  ok(): void {
    this.lastAnswerAt = Date.now();
    if (this.status.available) return;
    this.status.available = true;
    for (const l of this.listeners) l(true);
  }
  failed(err: unknown): void {
    if (!isDatabaseUnavailable(err) || !this.status.available) return;
    this.status.available = false;
    for (const l of this.listeners) l(false, err);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`${what}: connection timeout after ${ms} ms`), { code: 'ETIMEDOUT' })), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The pg pool as Kysely sees it, guarded: every client gets an 'error' listener for its whole life (a connection
 * dying while a client is checked out, idle in a transaction or holding an advisory lock never becomes an
 * unhandled 'error' event), a client whose connection failed is destroyed on release instead of going back to
 * the pool, and every outcome feeds the availability tracker.
 */
function guardPool(pool: pg.Pool, availability: Availability, options: { max: number; waitMs: number; onBusy: () => void; answers?: () => Promise<boolean> }) {
  pool.on('error', (err) => availability.failed(err));
  pool.on('connect', (client) => {
    client.on('error', (err) => availability.failed(err));
  });
  return {
    async connect() {
      let client: pg.PoolClient;
      const asked = Date.now();
      try {
        client = await pool.connect();
      } catch (err) {
        // Nothing of the request was sent: a write that fails here is certainly not stored.
        markNotSent(err);
        // A wait that ran out while all `max` connections were checked out and the database kept answering their
        // statements is pressure on this node, not an outage. When no statement at all was answered during the
        // whole wait, a probe on a connection of its own tells slow statements (pressure) from a database that
        // does not answer (a partition before the query timeouts fire): an outage, `service_unavailable`
        // (issue 44 saw `overloaded` here).
        if (pool.totalCount >= options.max && availability.status.available && isPoolWaitTimeout(err) && (availability.lastAnswerAt >= asked || (await (options.answers?.() ?? true)))) {
          options.onBusy();
          const busy = new DatabaseBusyError(options.waitMs, err);
          markNotSent(busy);
          throw busy;
        }
        availability.failed(err);
        throw err;
      }
      let broken = false;
      const send = (...args: unknown[]): unknown => {
        const name = typeof args[0] === 'string' ? serverPreparedName(args[0]) : undefined;
        if (name === undefined) return (client.query as (...a: unknown[]) => unknown)(...args);
        // A statement prepared on the server (storage/prepared.ts): parsed and planned once per connection.
        return client.query({ name, text: args[0] as string, values: args[1] as unknown[] }).catch((err: unknown) => {
          if (!isLostPreparedStatement(err)) throw err;
          // The server no longer has it (DISCARD ALL, a pooler) or refuses its plan (the schema changed): this
          // connection's record of it is wrong, so the connection goes; the call runs once unprepared (it never ran: both errors come first).
          broken = true;
          return (client.query as (...a: unknown[]) => unknown)(...args);
        });
      };
      // The last statement committed its transaction itself (`COMMIT_IN_STATEMENT`): the COMMIT that follows has
      // nothing left to do and is answered here (sent, it would only earn a "no transaction in progress" warning).
      let committedInStatement = false;
      const query = (...args: unknown[]) => {
        if (committedInStatement) {
          committedInStatement = false;
          if (args[0] === 'commit') return Promise.resolve({ command: 'COMMIT', rowCount: null, rows: [] });
        }
        const result = send(...args);
        if (!(result instanceof Promise)) return result;
        const commits = typeof args[0] === 'string' && args[0].endsWith(COMMIT_IN_STATEMENT);
        return result.then(
          (value: unknown) => {
            availability.ok();
            if (commits) committedInStatement = true;
            return value;
          },
          (err: unknown) => {
            if (isDatabaseUnavailable(err)) {
              broken = true;
              availability.failed(err);
            } else if (typeof (err as { code?: unknown } | null)?.code === 'string') {
              // PostgreSQL answered (with an error of its own): it is there.
              availability.lastAnswerAt = Date.now();
            }
            throw err;
          },
        );
      };
      return {
        query,
        release() {
          client.release(broken ? true : undefined);
        },
      };
    },
    end: () => pool.end(),
  };
}

/** 26000: no such prepared statement on the server; 0A000 "cached plan must not change result type". */
const isLostPreparedStatement = (err: unknown) => {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '26000' || (code === '0A000' && err instanceof Error && err.message.includes('cached plan'));
};

// Dates come back as Date objects on both drivers. int8 is a number on both (PGlite does this already);
// numeric stays a string on both, so money and scores use integer or float8 columns.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/**
 * Extensions loaded into every embedded database (pg_trgm: the trigram index behind the catalogue's `q`;
 * btree_gist: the exclusion constraints that keep meetings from double-booking a person or a location; btree_gin: the
 * attendee directory's (event_id, search) trigram index).
 */
export const pgliteExtensions = { pg_trgm, btree_gist, btree_gin };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const t = { ...DEFAULT_DATABASE_TIMEOUTS, ...options.timeouts };
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: t.connectMs,
      statement_timeout: t.statementMs,
      idle_in_transaction_session_timeout: t.idleInTransactionMs,
      query_timeout: t.queryMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    const availability = new Availability();
    const max = options.poolSize ?? 10;
    let waitTimeouts = 0;
    const busyListeners: Array<(stats: { total: number; waiting: number }) => void> = [];
    // Whether PostgreSQL answers at all, asked on a connection of its own when every pooled one is stuck and none
    // answered during a pool wait: slow statements (pressure) or a partition (an outage). One probe at a time.
    const probePool = new pg.Pool({ connectionString: options.databaseUrl, max: 1, connectionTimeoutMillis: Math.min(1000, t.connectMs), query_timeout: 1000, keepAlive: true });
    probePool.on('error', () => undefined);
    let probing: Promise<boolean> | undefined;
    const answers = () =>
      (probing ??= probePool
        .query('select 1')
        .then(
          () => true,
          () => false,
        )
        .finally(() => setTimeout(() => (probing = undefined), 250).unref()));
    const guarded = guardPool(pool, availability, {
      max,
      answers,
      waitMs: t.connectMs,
      onBusy() {
        waitTimeouts++;
        for (const listener of busyListeners) listener({ total: pool.totalCount, waiting: pool.waitingCount });
      },
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: guarded as never }) });
    committingAdapters.add(db.getExecutor().adapter);
    // The live lane: the same connection settings, one connection, never counted as the pool's. Its failures are
    // tracked apart: a slow connect under pressure must not mark the node's database unavailable (its callers keep
    // what they could not read for the next try); an outage shows in the pool's own statements anyway.
    const livePool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 1,
      connectionTimeoutMillis: t.connectMs,
      statement_timeout: t.statementMs,
      idle_in_transaction_session_timeout: t.idleInTransactionMs,
      query_timeout: t.queryMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    const live = new Kysely<Database>({ dialect: new PostgresDialect({ pool: guardPool(livePool, new Availability(), { max: 1, waitMs: t.connectMs, onBusy: () => undefined }) as never }) });
    return {
      db,
      live,
      kind: 'postgres',
      async ping(timeoutMs = 1000) {
        // On the probe's connection, never a pooled one: a drop's buyers holding every pooled connection leave the
        // node ready (its requests queue for the pool, or are answered 503 overloaded); waiting in that queue made
        // /readyz time out, and the balancer took every node out at once in the middle of a drop (issue 49). Only a
        // PostgreSQL that does not answer makes the node unready.
        const attempt = probePool.query('select 1').then(() => undefined);
        attempt.catch(() => undefined);
        await withTimeout(attempt, timeoutMs, 'database ping');
      },
      status: availability.status,
      onStatusChange: (listener) => availability.on(listener),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, waitTimeouts }),
      onPoolBusy: (listener) => busyListeners.push(listener),
      maintenance() {
        const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 1, connectionTimeoutMillis: t.connectMs, keepAlive: true });
        pool.on('error', () => undefined);
        const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
        return { db, close: () => db.destroy() };
      },
      async close() {
        await Promise.all([db.destroy(), live.destroy(), probePool.end().catch(() => undefined)]);
      },
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir,
    extensions: pgliteExtensions,
    ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
  });
  const dialect: Dialect = new PGliteDialect(pglite);
  const db = new Kysely<Database>({ dialect });
  return {
    db,
    kind: 'pglite',
    async ping() {
      await pglite.query('select 1');
    },
    async close() {
      await db.destroy();
    },
  };
}
