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
export function createGate(options: GateOptions | number) {
  const { size, maxWaitMs, maxQueue } = typeof options === 'number' ? { size: options, maxWaitMs: 0, maxQueue: 0 } : options;
  let active = 0;
  const waiting: Array<{ go: () => void }> = [];
  const busy = () => unavailable('overloaded', 'Many buyers are ordering right now; try again in a moment.', OVERLOAD_RETRY_AFTER_SECONDS);
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
      const next = waiting.shift();
      if (next) next.go();
      else active--;
    }
  };
  /** Whether a task would wait for its turn now. */
  run.full = () => active >= size;
  return run;
}
