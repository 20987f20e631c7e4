/**
 * Counts handler work in progress (HTTP route handlers and socket events), so a shutdown can wait for it before
 * closing the database: a client that hung up does not stop its handler, which may still be mid-query.
 */
export class InFlight {
  private count = 0;
  private waiters: Array<() => void> = [];

  get size(): number {
    return this.count;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    this.count++;
    try {
      return await work();
    } finally {
      if (--this.count === 0) for (const wake of this.waiters.splice(0)) wake();
    }
  }

  /** Resolves when nothing is in flight, or after `timeoutMs` at the latest. */
  idle(timeoutMs: number): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      timer.unref();
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
