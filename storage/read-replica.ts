import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle, type DatabaseTimeouts, type DB } from './database.js';

/**
 * A PostgreSQL streaming replica for reads that tolerate lag (DATABASE_READ_URL, CONTRACT 14).
 *
 * `reads()` answers the replica's handle while the replica answers and lags at most `maxLagMs`, and the primary's
 * otherwise (replica down, promoted, lagging, or not yet checked). Which call sites may use it is the caller's
 * rule (CONTRIBUTING.md "Read replica"): public reads by nobody in particular; never a read that must see the
 * reader's own write, an access check, a transaction or a token.
 *
 * Lag is measured every `checkMs` on a connection of its own: the primary's `pg_current_wal_lsn()` first, then
 * the replica's replayed LSN. Replayed at or past that LSN: lag 0 (everything committed before the check is
 * visible there). Behind: the lag is at most the time since the last replayed commit
 * (`pg_last_xact_replay_timestamp()`) and at most the time since the replica was last seen caught up; the smaller
 * bound is reported. A replica that cannot be reached within the check's timeout is down.
 */
/** Where a lag-tolerant read goes (a domain service's `reads` dependency; the primary without a replica). */
export type LagTolerantReads = (since?: number) => DB;

export interface ReadReplica {
  /**
   * The handle for a lag-tolerant read right now: the replica when usable, else the primary. With `since` (a
   * `Date.now()` value), the replica only when a check that started at or after `since` found it caught up, so
   * everything committed before `since` is visible in what it answers (the catalogue read cache stores only such
   * answers under a version first seen at `since`).
   */
  reads(since?: number): DB;
  /** What the last check saw (readiness details, metrics). */
  state(): ReplicaState;
  /** Listeners hear every check's outcome (metrics). */
  onCheck(listener: (state: ReplicaState) => void): void;
  /** Checks now (tests; the timer does it every `checkMs`). */
  check(): Promise<ReplicaState>;
  close(): Promise<void>;
}

export interface ReplicaState {
  /** `ok`: reads go there; `lagging`: over the limit, reads go to the primary; `down`: unreachable or not a standby. */
  status: 'ok' | 'lagging' | 'down';
  /** Milliseconds behind the primary at the last check (null when down or not yet checked). */
  lagMs: number | null;
  /** Why it is down (for logs and /readyz), when it is. */
  reason?: string;
}

export interface ReadReplicaOptions {
  url: string;
  primary: DB;
  maxLagMs: number;
  checkMs: number;
  poolSize?: number;
  timeouts?: Partial<DatabaseTimeouts>;
  /** Called when the status changes (logging). */
  onChange?: (state: ReplicaState, previous: ReplicaState) => void;
}

/** `X/Y` (two hex halves) as one number of bytes. */
export function parseLsn(lsn: string): bigint {
  const [hi, lo] = lsn.split('/');
  if (hi === undefined || lo === undefined) throw new Error(`not an LSN: ${lsn}`);
  return (BigInt(`0x${hi}`) << 32n) + BigInt(`0x${lo}`);
}

/** The URL with an application_name, so the replica's pg_stat_activity tells the reads from the checks. */
function named(url: string, name: string): string {
  const u = new URL(url);
  if (!u.searchParams.has('application_name')) u.searchParams.set('application_name', name);
  return u.toString();
}

function bounded<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function openReadReplica(options: ReadReplicaOptions): Promise<ReadReplica> {
  // Opening a pool connects lazily: a replica that is down at start is only skipped, never fatal.
  const reader: DatabaseHandle = await openDatabase({ databaseUrl: named(options.url, 'convene-read'), poolSize: options.poolSize ?? 10, timeouts: options.timeouts });
  const checker: DatabaseHandle = await openDatabase({ databaseUrl: named(options.url, 'convene-replica-check'), poolSize: 1, timeouts: options.timeouts });
  // A busy machine may take a while to answer; a replica that is gone refuses at once.
  const checkTimeoutMs = Math.max(2000, options.checkMs * 4);
  let state: ReplicaState = { status: 'down', lagMs: null, reason: 'not checked yet' };
  let caughtUpAt: number | undefined;
  let running: Promise<ReplicaState> | undefined;
  let closed = false;
  const listeners: Array<(s: ReplicaState) => void> = [];

  const set = (next: ReplicaState) => {
    const previous = state;
    state = next;
    if (previous.status !== next.status) options.onChange?.(next, previous);
    for (const l of listeners) l(next);
    return next;
  };

  const measure = async (): Promise<ReplicaState> => {
    const startedAt = Date.now();
    try {
      const primary = await bounded(sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(options.primary), checkTimeoutMs);
      const replica = await bounded(
        sql<{ recovery: boolean; replay: string | null; since_ms: number | null }>`
          select pg_is_in_recovery() as recovery, pg_last_wal_replay_lsn()::text as replay,
                 (extract(epoch from clock_timestamp() - pg_last_xact_replay_timestamp()) * 1000)::float8 as since_ms`.execute(checker.db),
        checkTimeoutMs,
      );
      const p = primary.rows[0];
      const r = replica.rows[0];
      if (!p || !r) return set({ status: 'down', lagMs: null, reason: 'no answer' });
      // A promoted replica is another primary now: its data may diverge, reads stay on the configured primary.
      if (!r.recovery || r.replay === null) return set({ status: 'down', lagMs: null, reason: 'not a standby' });
      let lagMs: number;
      if (parseLsn(r.replay) >= parseLsn(p.lsn)) {
        lagMs = 0;
        caughtUpAt = startedAt;
      } else {
        const bounds = [r.since_ms ?? Number.POSITIVE_INFINITY, caughtUpAt === undefined ? Number.POSITIVE_INFINITY : Date.now() - caughtUpAt];
        lagMs = Math.max(0, Math.round(Math.min(...bounds)));
        if (!Number.isFinite(lagMs)) lagMs = Number.MAX_SAFE_INTEGER;
      }
      return set({ status: lagMs <= options.maxLagMs ? 'ok' : 'lagging', lagMs });
    } catch (err) {
      return set({ status: 'down', lagMs: null, reason: err instanceof Error ? err.message : String(err) });
    }
  };

  const check = () => {
    running ??= measure().finally(() => {
      running = undefined;
    });
    return running;
  };

  // A statement that finds the replica gone marks it down at once (no wait for the next check).
  reader.onStatusChange?.((available, err) => {
    if (!available && state.status !== 'down') set({ status: 'down', lagMs: null, reason: err instanceof Error ? err.message : 'unavailable' });
  });

  await check();
  const timer = setInterval(() => {
    if (!closed) void check();
  }, options.checkMs);
  timer.unref();

  return {
    reads: (since?: number) =>
      state.status === 'ok' && (since === undefined || (caughtUpAt !== undefined && caughtUpAt >= since)) ? reader.db : options.primary,
    state: () => state,
    onCheck: (listener) => listeners.push(listener),
    check,
    async close() {
      closed = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
      await reader.close();
      await checker.close();
    },
  };
}
