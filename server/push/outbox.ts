import type { DB } from '../../storage/database.js';
import { claimDueJobs, completeJob, insertOutboxJobs, retryJobLater, type OutboxJobRow } from '../../storage/repositories/push-outbox.js';
import type { Logger } from '../app/logger.js';

/**
 * A small durable outbox (push delivery's own, table `push_outbox`): a job is stored in the caller's transaction
 * with `enqueue(trx, job)` and sent after commit by a handler for its topic, on whichever node claims it first
 * (`FOR UPDATE SKIP LOCKED`), with retries and exponential backoff. Written so that it can be switched to a shared
 * outbox later: callers only see `enqueue` and `kick`, handlers only `(payload) => outcome`.
 */
export interface OutboxJob {
  topic: string;
  payload: unknown;
}

/** What a handler says about one attempt: done (sent, or nothing left to do), or try again later. */
export type JobOutcome = { ok: true } | { ok: false; error: string; retry: boolean };
export type JobHandler = (payload: unknown) => Promise<JobOutcome>;

export interface Outbox {
  /** Stores jobs in the caller's transaction (they are sent only if it commits). */
  enqueue(trx: DB, jobs: readonly OutboxJob[]): Promise<void>;
  /** Asks the sender to look for due jobs now (after a commit that enqueued some). */
  kick(): void;
  /** Sends what is due until nothing is (tests, shutdown). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

export interface OutboxOptions {
  db: DB;
  logger: Logger;
  handlers: Record<string, JobHandler>;
  /** First retry after this long, doubling each attempt (at most an hour). */
  retryBaseMs: number;
  /** Attempts before a job is dropped (logged). */
  maxAttempts: number;
  /** How often idle nodes look for due jobs (jobs of a node that died, retries scheduled elsewhere). */
  pollMs: number;
}

/** A claimed job comes back to the queue after this long if its sender never finishes it. */
const LEASE_SECONDS = 60;
const BATCH = 20;

export function createOutbox(options: OutboxOptions): Outbox {
  const { db, logger, handlers } = options;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function runOne(job: OutboxJobRow): Promise<void> {
    const handler = handlers[job.topic];
    let outcome: JobOutcome;
    try {
      outcome = handler ? await handler(job.payload) : { ok: false, error: `no handler for ${job.topic}`, retry: false };
    } catch (err) {
      outcome = { ok: false, error: err instanceof Error ? err.message : String(err), retry: true };
    }
    if (outcome.ok) return completeJob(db, job.id);
    if (!outcome.retry || job.attempts >= options.maxAttempts) {
      logger.warn({ topic: job.topic, attempts: job.attempts, error: outcome.error }, 'push.outbox_dropped');
      return completeJob(db, job.id);
    }
    const delay = Math.min(options.retryBaseMs * 2 ** (job.attempts - 1), 3600_000);
    logger.info({ topic: job.topic, attempts: job.attempts, error: outcome.error, retry_in_ms: delay }, 'push.outbox_retry');
    await retryJobLater(db, job.id, delay, outcome.error);
    // This node looks again when the retry is due (any node's poll would find it too).
    if (!stopped) setTimeout(() => void run(), delay + 10).unref();
  }

  async function loop(): Promise<void> {
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        const jobs = await claimDueJobs(db, BATCH, LEASE_SECONDS);
        if (!jobs.length) break;
        await Promise.all(jobs.map(runOne));
      }
    } while (again && !stopped);
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = loop()
      .catch((err: unknown) => logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'push.outbox_failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const poll = setInterval(() => void run(), options.pollMs);
  poll.unref();

  return {
    enqueue: (trx, jobs) => insertOutboxJobs(trx, jobs),
    kick() {
      if (!stopped) void run();
    },
    async drain() {
      await run();
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(poll);
      while (running) await running;
    },
  };
}
