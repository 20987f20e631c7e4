/**
 * A cache of public catalogue reads (guest event records, widgets, similar events, event lists) that is never
 * stale across nodes. Every entry is tagged with the catalogue version it was computed at; every read first asks
 * the shared version (one Redis GET, no SQL) and every write bumps it after its commit. A read takes the version
 * BEFORE it queries, so a write that commits meanwhile can only leave its result under the old version, which no
 * later read asks for. When the version cannot be read (Redis down) the cache is bypassed, never trusted.
 * Entries also expire on their own (`ttlMs`): event states move with the clock (sales deadline, end).
 *
 * With a read replica (storage/read-replica.ts) a new version could be served a replica answer that predates the
 * write behind it, and keep it for `ttlMs`. So `compute` is told what it may read from: `{ since }` when its answer
 * will be stored under the current version, where `since` is when this node first saw that version (after the
 * write behind it had committed): the replica serves it only when it was seen caught up after `since`, else the
 * primary does. `{}` when nothing is stored (cache off or bypassed): any lag-tolerant read will do.
 */
import type { CatalogueVersions } from '../../infra/catalogue-versions.js';

export type { CatalogueVersions };

/** What a computation may read from: pass `since` to ReadReplica.reads (undefined: anything lag-tolerant). */
export interface ComputeSource {
  since?: number;
}


export interface ReadCache {
  /** The cached value of `key` at the current version, or `compute()`'s, kept for at most its `ttlMs`. */
  read<T>(key: string, compute: (source: ComputeSource) => Promise<{ value: T; ttlMs: number }>): Promise<T>;
  /** A catalogue write committed: every node stops serving what it cached before. */
  changed(): Promise<void>;
}

interface Entry {
  value: unknown;
  expiresAt: number;
}

export function createReadCache(versions: CatalogueVersions, options: { maxEntries: number }): ReadCache {
  let version: string | undefined;
  /** When this node first saw `version` (every write behind it had committed by then). */
  let versionSeenAt = 0;
  // Insertion order is age order: the oldest entry goes first when the cache is full.
  const entries = new Map<string, Entry>();

  return {
    async read<T>(key: string, compute: (source: ComputeSource) => Promise<{ value: T; ttlMs: number }>): Promise<T> {
      if (options.maxEntries <= 0) return (await compute({})).value;
      const now = await versions.current().catch(() => undefined);
      if (now === undefined) return (await compute({})).value;
      if (now !== version) {
        // Entries of another version are never asked for again: drop them all at once.
        entries.clear();
        version = now;
        versionSeenAt = Date.now();
      }
      const hit = entries.get(key);
      if (hit && hit.expiresAt > Date.now()) return hit.value as T;
      const computed = await compute({ since: versionSeenAt });
      // Another read may have moved to a newer version meanwhile: keep only what belongs to the current one.
      if (version === now && computed.ttlMs > 0) {
        entries.delete(key);
        entries.set(key, { value: computed.value, expiresAt: Date.now() + computed.ttlMs });
        if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
      }
      return computed.value;
    },

    async changed(): Promise<void> {
      entries.clear();
      version = undefined;
      // The write has committed: a failed bump (Redis down) must not fail it. Nodes that cannot reach Redis
      // serve nothing from cache meanwhile.
      await versions.bump().catch(() => undefined);
    },
  };
}

/** A single node's version: a counter in memory (no other node can write). */
export function localCatalogueVersions(): CatalogueVersions {
  let n = 0;
  return {
    current: async () => String(n),
    bump: async () => {
      n++;
    },
  };
}
