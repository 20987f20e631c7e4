import { unavailable } from '../errors.js';
import { OVERLOAD_RETRY_AFTER_SECONDS } from '../outages.js';

export interface GateOptions {
  /** Tasks run at once. */
  size: number;
  /** How long a task may wait for its turn; past it the caller is answered 503 `overloaded` (0: no bound). */
  maxWaitMs: number;
  /** Tasks waiting at most; one more is answered 503 `overloaded` at once (0: no bound). */
  maxQueue: number;
}

/**
 * At most `size` tasks at once (a task is told whether it waited) on this node; the rest wait their turn in memory. A
 * drop's buyers then queue here instead of holding database connections while they wait on the hot counter rows:
 * each claim transaction is short, and none waits past the pool's timeout. The wait is bounded (`maxWaitMs`, and
 * `maxQueue` waiting at most): a buyer past either gets a definite 503 `overloaded` with Retry-After, never a request
 * that hangs until the client gives up (issue 49: the unbounded queue turned into timeouts, and into orders placed
 * for buyers who had already left).
 */
/** Completions the pace is measured over. */
const PACE_SAMPLES = 64;
/** The longest Retry-After the gate tells (a queue that drains slower still is better retried than waited on). */
export const MAX_RETRY_AFTER_SECONDS = 30;

/**
 * Seconds until the `queued` tasks ahead would have drained at the pace of the last completions (`finished`, oldest
 * first), at least OVERLOAD_RETRY_AFTER_SECONDS and at most MAX_RETRY_AFTER_SECONDS; the default with no pace yet.
 * Buyers told to come back when their turn would have come do not return all at once into a queue still full.
 */
export function retryAfterSeconds(queued: number, finished: readonly number[], now: number): number {
  const recent = finished.filter((t) => now - t <= 5_000);
  if (recent.length < 2) return OVERLOAD_RETRY_AFTER_SECONDS;
  const perSecond = (recent.length - 1) / Math.max(0.001, (recent[recent.length - 1]! - recent[0]!) / 1000);
  return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(OVERLOAD_RETRY_AFTER_SECONDS, Math.ceil(queued / perSecond)));
}

export function createGate(options: GateOptions | number) {
  const { size, maxWaitMs, maxQueue } = typeof options === 'number' ? { size: options, maxWaitMs: 0, maxQueue: 0 } : options;
  let active = 0;
  const waiting: Array<{ go: () => void }> = [];
  /** When the last tasks finished (at most PACE_SAMPLES): the queue's pace, which Retry-After is derived from. */
  const finished: number[] = [];
  const busy = () => unavailable('overloaded', 'Many buyers are ordering right now; try again in a moment.', retryAfterSeconds(waiting.length, finished, Date.now()));
  const run = async function run<T>(task: (waited: boolean) => Promise<T>): Promise<T> {
    const waited = active >= size;
    if (waited) {
      if (maxQueue > 0 && waiting.length >= maxQueue) throw busy();
      await new Promise<void>((resolve, reject) => {
        const entry = { go: resolve };
        waiting.push(entry);
        if (maxWaitMs > 0) {
          const timer = setTimeout(() => {
            const at = waiting.indexOf(entry);
            if (at < 0) return;
            waiting.splice(at, 1);
            reject(busy());
          }, maxWaitMs);
          timer.unref();
          entry.go = () => {
            clearTimeout(timer);
            resolve();
          };
        }
      });
    } else active++;
    try {
      return await task(waited);
    } finally {
      finished.push(Date.now());
      if (finished.length > PACE_SAMPLES) finished.shift();
      const next = waiting.shift();
      if (next) next.go();
      else active--;
    }
  };
  /** Whether a task would wait for its turn now. */
  run.full = () => active >= size;
  return run;
}
