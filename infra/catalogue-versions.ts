import { randomInt } from 'node:crypto';
import type { RedisClientType } from 'redis';
import { redisReady } from './redis-cluster.js';

/** Where the shared catalogue version lives (Redis across nodes; a counter on a single node). */
export interface CatalogueVersions {
  /** The current version, or undefined when it cannot be known right now (then nothing is served from cache). */
  current(): Promise<string | undefined>;
  /** A new version; call after a catalogue write has committed. */
  bump(): Promise<void>;
}

/**
 * The catalogue version shared by every node, in Redis. A missing key (first start, or a Redis that lost its data)
 * starts from a random value, so entries cached before cannot be mistaken for current ones. While Redis is not
 * ready the version is unknown and nodes serve nothing from cache (commands would otherwise wait in the offline queue).
 */
export function redisCatalogueVersions(redis: RedisClientType, prefix: string, trustMs = VERSION_TRUST_MS): CatalogueVersions {
  const key = `${prefix}catalogue:version`;
  const fresh = () => String(Date.now() * 1000 + randomInt(1000));
  const read = async () => {
    if (!redisReady(redis)) return undefined;
    const value = await redis.get(key);
    if (value !== null) return value;
    await redis.set(key, fresh(), { NX: true });
    return (await redis.get(key)) ?? undefined;
  };
  const window = trustWindow(read, trustMs);
  return {
    // Reads ask Redis at most once per half window, in the background, while the node keeps up (issue 28).
    current: window.current,
    async bump() {
      try {
        if (!redisReady(redis)) return;
        const sentAt = performance.now();
        // INCR of a missing key gives 1: start that one from a fresh value instead.
        const n = await redis.incr(key);
        if (n === 1) await redis.set(key, fresh());
        else window.learned(String(n), sentAt);
      } finally {
        // Every node trusts the version it read for `trustMs` at most: once that has passed, any read anywhere asks
        // Redis again, so the write is answered only when no node can still serve what it cached before.
        await new Promise((resolve) => setTimeout(resolve, trustMs));
      }
    },
  };
}

/** How long a node serves reads with the catalogue version it read from Redis without asking again (ms). */
export const VERSION_TRUST_MS = 200;

/**
 * `read` (the shared version) answered from memory for `trustMs` after the read that fetched it STARTED, refreshed in
 * the background once half of that has passed; past it, callers wait for a fresh read (batchedSinceCall). A value
 * is never older than `trustMs` when it answers, so a writer that waits `trustMs` after its change is seen by every
 * read that starts after it answered, on any node, and a node whose event loop falls behind (the background refresh
 * comes late) only falls back to asking per batch of reads. `undefined` (not knowable now) is never kept.
 */
export function trustWindow<T>(read: () => Promise<T | undefined>, trustMs: number): { current(): Promise<T | undefined>; learned(value: T, at: number): void } {
  /** The newest value known and when the read (or write) that produced it was sent. */
  let known: { value: T; at: number } | undefined;
  const learned = (value: T, at: number) => {
    if (!known || at > known.at) known = { value, at };
  };
  const fetch = batchedSinceCall(async () => {
    const at = performance.now();
    const value = await read();
    if (value === undefined) known = undefined;
    else learned(value, at);
    return value;
  });
  let refreshing = false;
  const refresh = () => {
    refreshing = true;
    fetch()
      .catch(() => undefined)
      .finally(() => (refreshing = false));
  };
  return {
    current() {
      const k = known;
      const age = k ? performance.now() - k.at : Infinity;
      if (!k || age >= trustMs) return fetch();
      if (age >= trustMs / 2 && !refreshing) refresh();
      return Promise.resolve(k.value);
    },
    learned,
  };
}

/**
 * `read` shared by concurrent callers, each answered by a call that STARTED after it asked: a caller arriving while
 * a read is in flight waits for the next one, which starts when that one ends and serves everyone who came
 * meanwhile. So a write acknowledged (on any node) before a caller asks is always seen, as with one read per
 * caller, while a node under load sends at most one read at a time.
 */
export function batchedSinceCall<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const p = read().finally(() => {
      if (inFlight === p) inFlight = null;
    });
    inFlight = p;
    return p;
  };
  return () => {
    if (!inFlight) return start();
    if (!next) {
      const after = inFlight.then(
        () => undefined,
        () => undefined,
      );
      next = after.then(() => {
        next = null;
        return start();
      });
    }
    return next;
  };
}
