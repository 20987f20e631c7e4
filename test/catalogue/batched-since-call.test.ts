// The catalogue version is read from Redis by batches (server/infra/catalogue-versions.ts): these pin that a
// caller is only ever answered by a read that started after it asked, and that one read at a time is in flight.
import { describe, expect, it } from 'vitest';
import { batchedSinceCall } from '../../server/infra/catalogue-versions.js';

/** A read whose answers the test releases one by one; `value` is what the store holds when a read starts. */
function controlledRead() {
  let value = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const pending: Array<{ resolve: (v: number) => void; reject: (e: Error) => void; seen: number }> = [];
  const read = () =>
    new Promise<number>((resolve, reject) => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      pending.push({ resolve: (v) => (inFlight--, resolve(v)), reject: (e) => (inFlight--, reject(e)), seen: value });
    });
  return {
    read,
    set: (v: number) => (value = v),
    started: () => pending.length,
    /** Ends the oldest read with what the store held when it started. */
    finish: async () => {
      const first = pending.shift()!;
      first.resolve(first.seen);
      await new Promise((r) => setImmediate(r));
    },
    fail: async () => {
      pending.shift()!.reject(new Error('down'));
      await new Promise((r) => setImmediate(r));
    },
    maxInFlight: () => maxInFlight,
  };
}

describe('batchedSinceCall', () => {
  it('answers callers who came during a read with the next read, one read at a time', async () => {
    const store = controlledRead();
    const current = batchedSinceCall(store.read);
    store.set(1);
    const a = current();
    // A write is acknowledged after `a`'s read started: later callers must see it.
    store.set(2);
    const b = current();
    const c = current();
    expect(store.started()).toBe(1);
    await store.finish();
    expect(await a).toBe(1);
    expect(store.started()).toBe(1);
    await store.finish();
    expect(await b).toBe(2);
    expect(await c).toBe(2);
    expect(store.maxInFlight()).toBe(1);
  });

  it('starts a read at once when none is in flight, and passes a failure to its callers only', async () => {
    const store = controlledRead();
    const current = batchedSinceCall(store.read);
    const a = current();
    const b = current();
    store.set(7);
    await store.fail();
    await expect(a).rejects.toThrow('down');
    await store.finish();
    expect(await b).toBe(7);
    const c = current();
    expect(store.started()).toBe(1);
    await store.finish();
    expect(await c).toBe(7);
  });
});
