import type { DB } from '../../storage/database.js';
import { claimJobs, deleteJob, failJob, insertJob, rescheduleJob, type ClaimedJob } from '../../storage/repositories/jobs.js';
import type { Logger } from '../../infra/logger.js';

/**
 * The outbox: durable background work for any area (webhook deliveries, Web Push, …).
 *
 *   enqueueJob(trx, kind, payload)   record a job in the caller's transaction: it exists iff the change commits
 *   outbox.register(kind, handler, { maxAttempts, backoff })   once, at start-up (context/context.ts)
 *   outbox.start() / outbox.stop()   the dispatcher (app/http-server.ts starts it, graceful shutdown stops it)
 *   outbox.wake()                    poll now instead of at the next tick (after a commit that enqueued)
 *
 * A handler gets the job's JSON payload and `{id, attempt, maxAttempts, final}`; returning means done (the job row
 * is deleted), throwing means "try again" after `backoff(attempt)` ms until `maxAttempts` claims, then the job is
 * kept with status `failed`; throw `PermanentJobError` to give up at once. Delivery is at least once: a node that
 * dies mid-job leaves it claimed for `leaseMs`, after which any node runs it again, so handlers must tolerate a repeat.
 * Nodes claim with `FOR UPDATE SKIP LOCKED` (one statement), so with several nodes on one PostgreSQL each job runs
 * on one of them at a time; the embedded database runs one node.
 *
 * Why not graphile-worker or pg-boss: both need a real PostgreSQL server (their own pg pools, LISTEN/NOTIFY,
 * advisory locks, their own schemas and migrations); the embedded PGlite is one in-process connection that neither
 * can drive. This table works the same on both.
 */

export interface JobContext {
  id: number;
  attempt: number;
  maxAttempts: number;
  /** This is the last try: a failure now is final. */
  final: boolean;
}

export type JobHandler = (payload: unknown, job: JobContext) => Promise<void>;

export interface JobKindOptions {
  maxAttempts: number;
  /** Delay in ms before the try after `attempt` (1-based) failed. */
  backoff: (attempt: number) => number;
}

export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/** Records a job of `kind`; pass the transaction of the change that causes it. */
export function enqueueJob(db: DB, kind: string, payload: unknown, options: { delayMs?: number } = {}): Promise<number> {
  return insertJob(db, kind, payload, options.delayMs ?? 0);
}

/** Exponential backoff with jitter: `baseMs · 2^(attempt-1)`, ±`jitter` (a fraction), capped at `maxMs`. */
export function exponentialBackoff(options: { baseMs: number; maxMs: number; jitter?: number; random?: () => number }) {
  const jitter = options.jitter ?? 0.2;
  const random = options.random ?? Math.random;
  return (attempt: number): number => {
    const plain = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, attempt - 1));
    return Math.max(0, Math.round(plain * (1 - jitter + 2 * jitter * random())));
  };
}

export interface OutboxOptions {
  db: DB;
  logger: Logger;
  /** How often an idle dispatcher looks for due jobs. */
  pollMs: number;
  /** Jobs run at once on this node. */
  concurrency: number;
  /** How long a claim lasts before another node may run the job again (longer than any handler takes). */
  leaseMs: number;
}

export interface Outbox {
  register(kind: string, handler: JobHandler, options: JobKindOptions): void;
  start(): void;
  /** Stops claiming and waits for the jobs in progress. */
  stop(): Promise<void>;
  wake(): void;
}

export function createOutbox(options: OutboxOptions): Outbox {
  const { db, logger } = options;
  const kinds = new Map<string, { handler: JobHandler; options: JobKindOptions }>();
  const active = new Set<Promise<void>>();
  let running = false;
  let loop: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;
  let woken = false;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken) {
        woken = false;
        resolve();
        return;
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        woken = false;
        resolve();
      }
      wakeUp = done;
    });

  async function run(job: ClaimedJob): Promise<void> {
    const kind = kinds.get(job.kind);
    if (!kind) return;
    const { maxAttempts, backoff } = kind.options;
    const context: JobContext = { id: job.id, attempt: job.attempts, maxAttempts, final: job.attempts >= maxAttempts };
    try {
      await kind.handler(job.payload, context);
      await deleteJob(db, job.id);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      try {
        if (context.final || err instanceof PermanentJobError) {
          await failJob(db, job.id, message);
          logger.warn({ job: job.id, kind: job.kind, attempt: job.attempts, err: message }, 'outbox.job_failed');
        } else {
          await rescheduleJob(db, job.id, backoff(job.attempts), message);
        }
      } catch (storeErr) {
        // The lease runs out and the job is claimed again: nothing is lost.
        logger.error({ err: storeErr, job: job.id }, 'outbox.store_failed');
      }
    }
  }

  async function dispatch(): Promise<void> {
    while (running) {
      let claimed: ClaimedJob[] = [];
      const room = options.concurrency - active.size;
      if (room > 0) {
        try {
          claimed = await claimJobs(db, [...kinds.keys()], room, options.leaseMs);
        } catch (err) {
          if (running) logger.warn({ err }, 'outbox.claim_failed');
        }
      }
      for (const job of claimed) {
        const task = run(job).finally(() => {
          active.delete(task);
          wakeUp?.();
        });
        active.add(task);
      }
      if (!claimed.length || active.size >= options.concurrency) await sleep(options.pollMs);
    }
  }

  return {
    register(kind, handler, kindOptions) {
      if (kinds.has(kind)) throw new Error(`outbox: ${kind} is registered twice`);
      kinds.set(kind, { handler, options: kindOptions });
    },
    start() {
      if (running) return;
      running = true;
      loop = dispatch();
    },
    async stop() {
      running = false;
      wakeUp?.();
      await loop;
      await Promise.allSettled([...active]);
    },
    wake() {
      if (wakeUp) wakeUp();
      else woken = true;
    },
  };
}
