/**
 * Concurrent identical reads share one query: while a read of `key` is in flight, a second caller gets the same
 * promise instead of sending its own. Nothing is kept once the read answers, so a caller never sees an answer older
 * than the moment the read it joined was sent (at most one round trip before it asked). A drop's thousand buyers
 * arriving in the same second then read the event, its ticket types and a voucher a handful of times, not a
 * thousand times each (issue 49). Only for hints: the claim in the order's transaction still decides.
 */
export function sharedReads() {
  const inflight = new Map<string, Promise<unknown>>();
  return function read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const running = inflight.get(key);
    if (running) return running as Promise<T>;
    const started = load().finally(() => inflight.delete(key));
    inflight.set(key, started);
    return started;
  };
}
