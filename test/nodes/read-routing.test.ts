import { describe, expect, it } from 'vitest';
import { createReadCache, localCatalogueVersions, type CatalogueVersions, type ComputeSource } from '../../server/catalogue/read-cache.js';
import { parseLsn } from '../../storage/read-replica.js';

describe('read routing without a database', () => {
  it('orders LSNs by both halves', () => {
    expect(parseLsn('0/16B3748')).toBe(0x16b3748n);
    expect(parseLsn('1/0')).toBe(1n << 32n);
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
    expect(() => parseLsn('garbage')).toThrow(/not an LSN/);
  });

  it('tells a computation to be stored when the node first saw its version, and nothing when it is not stored', async () => {
    const versions = localCatalogueVersions();
    const cache = createReadCache(versions, { maxEntries: 10 });
    const sources: ComputeSource[] = [];
    const compute = async (source: ComputeSource) => {
      sources.push(source);
      return { value: sources.length, ttlMs: 60_000 };
    };
    const before = Date.now();
    expect(await cache.read('k', compute)).toBe(1);
    expect(await cache.read('k', compute)).toBe(1); // cached: no second computation
    expect(sources).toHaveLength(1);
    const firstSeen = sources[0]!.since!;
    expect(firstSeen).toBeGreaterThanOrEqual(before);
    expect(firstSeen).toBeLessThanOrEqual(Date.now());

    // A write bumps the version: the next miss may only use what was caught up after the node saw the new one.
    await new Promise((r) => setTimeout(r, 5));
    const bumpedAt = Date.now();
    await cache.changed();
    expect(await cache.read('k', compute)).toBe(2);
    expect(sources[1]!.since!).toBeGreaterThanOrEqual(bumpedAt);
    // Another key under the same version: the same `since` (when the version was first seen, not the read).
    await new Promise((r) => setTimeout(r, 5));
    await cache.read('other', compute);
    expect(sources[2]!.since).toBe(sources[1]!.since);

    // Versions unknown (Redis down) or the cache off: nothing is stored, any lag-tolerant read will do.
    const down: CatalogueVersions = { current: async () => Promise.reject(new Error('down')), bump: async () => undefined };
    await createReadCache(down, { maxEntries: 10 }).read('k', compute);
    await createReadCache(versions, { maxEntries: 0 }).read('k', compute);
    expect(sources.slice(3)).toEqual([{}, {}]);
  });
});
