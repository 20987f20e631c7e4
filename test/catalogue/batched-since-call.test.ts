// The catalogue version is read from Redis by batches (infra/catalogue-versions.ts): these pin that a
// caller is only ever answered by a read that started after it asked, and that one read at a time is in flight.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { batchedSinceCall, trustWindow } from '../../infra/catalogue-versions.js';

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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('trustWindow', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers from memory within the window, refreshes in the background after half of it, and waits for a new read past it', async () => {
    // The window's clock (performance.now) moves only when the test says, so a loaded machine cannot age it.
    vi.useFakeTimers({ toFake: ['performance'] });
    const store = controlledRead();
    const window = trustWindow(store.read, 80);
    store.set(1);
    const first = window.current();
    await store.finish();
    expect(await first).toBe(1);
    // Within the first half: memory only, no read.
    expect(await window.current()).toBe(1);
    expect(store.started()).toBe(0);
    vi.advanceTimersByTime(50);
    // Second half: still answered from memory at once, and one read starts behind it.
    store.set(2);
    expect(await window.current()).toBe(1);
    expect(await window.current()).toBe(1);
    expect(store.started()).toBe(1);
    await store.finish();
    // That read started after the change: its value is the one now known, for a new window.
    expect(await window.current()).toBe(2);
    vi.advanceTimersByTime(90);
    // Past the window: the caller waits for a read that started after it asked.
    store.set(3);
    let settled = false;
    const late = window.current().then((v) => ((settled = true), v));
    await sleep(5);
    expect(settled).toBe(false);
    expect(store.started()).toBe(1);
    await store.finish();
    expect(await late).toBe(3);
  });

  it('keeps the newest value by send time, and never keeps "unknown"', async () => {
    const store = controlledRead();
    const window = trustWindow<number>(async () => {
      const v = await store.read();
      return v === 0 ? undefined : v;
    }, 1000);
    store.set(0);
    const unknown = window.current();
    await store.finish();
    expect(await unknown).toBeUndefined();
    // Unknown is not remembered: the next caller asks again.
    store.set(4);
    const next = window.current();
    expect(store.started()).toBe(1);
    await store.finish();
    expect(await next).toBe(4);
    // A write's own result, sent later than that read, wins; an older one does not.
    window.learned(5, performance.now());
    expect(await window.current()).toBe(5);
    window.learned(3, performance.now() - 10_000);
    expect(await window.current()).toBe(5);
  });
});
