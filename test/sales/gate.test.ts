import { describe, expect, it } from 'vitest';
import { createGate, MAX_RETRY_AFTER_SECONDS, retryAfterSeconds } from '../../server/sales/gate.js';
import { sharedReads } from '../../server/sales/shared-reads.js';
import { AppError } from '../../server/errors.js';

// The sales gate (server/sales/gate.ts): a bounded wait, a bounded queue, and turns kept in order.
describe('the claim gate', () => {
  const hold = () => {
    let release!: () => void;
    const done = new Promise<void>((r) => (release = r));
    return { done, release };
  };

  it('runs size tasks at once, the rest in arrival order', async () => {
    const gate = createGate({ size: 2, maxWaitMs: 0, maxQueue: 0 });
    const order: number[] = [];
    const first = hold();
    const runs = [0, 1, 2, 3].map((i) => gate(async (waited) => {
      order.push(i);
      if (i < 2) await first.done;
      return waited;
    }));
    await new Promise((r) => setTimeout(r, 10));
    expect(order).toEqual([0, 1]);
    first.release();
    expect(await Promise.all(runs)).toEqual([false, false, true, true]);
    expect(order).toEqual([0, 1, 2, 3]);
  });

  it('answers 503 overloaded with Retry-After to a task that waited past maxWaitMs, and to one more than maxQueue', async () => {
    const gate = createGate({ size: 1, maxWaitMs: 50, maxQueue: 1 });
    const busy = hold();
    const running = gate(() => busy.done);
    const waiting = gate(async () => 'ran');
    const refusedAtOnce = await gate(async () => 'ran').catch((e: unknown) => e);
    expect(refusedAtOnce).toBeInstanceOf(AppError);
    expect(refusedAtOnce).toMatchObject({ code: 'overloaded', retryAfter: 1 });
    const late = await waiting.catch((e: unknown) => e);
    expect(late).toMatchObject({ code: 'overloaded' });
    busy.release();
    await running;
    // The gate is free again: the next task runs at once.
    expect(await gate(async (waited) => waited)).toBe(false);
  });

  it('tells Retry-After from the pace of the last turns: the queue ahead over the turns per second, within bounds', () => {
    const now = 100_000;
    // No pace yet: the default second.
    expect(retryAfterSeconds(500, [], now)).toBe(1);
    // 11 turns over the last second: 10 a second. 50 ahead drain in 5 s.
    const tenPerSecond = Array.from({ length: 11 }, (_, i) => now - 1000 + i * 100);
    expect(retryAfterSeconds(50, tenPerSecond, now)).toBe(5);
    expect(retryAfterSeconds(3, tenPerSecond, now)).toBe(1);
    expect(retryAfterSeconds(100_000, tenPerSecond, now)).toBe(MAX_RETRY_AFTER_SECONDS);
    // Turns older than 5 s say nothing of the pace now.
    expect(retryAfterSeconds(50, tenPerSecond.map((t) => t - 10_000), now)).toBe(1);
  });

  it('answers a refused waiter with the queue measured at its own pace', async () => {
    const gate = createGate({ size: 1, maxWaitMs: 0, maxQueue: 2 });
    // Twenty quick turns give the gate a pace.
    for (let i = 0; i < 20; i++) await gate(() => new Promise((r) => setTimeout(r, 5)));
    const busy = hold();
    const running = gate(() => busy.done);
    const queued = [gate(async () => 1), gate(async () => 2)];
    const refused = await gate(async () => 3).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'overloaded' });
    expect((refused as AppError).retryAfter).toBeGreaterThanOrEqual(1);
    expect((refused as AppError).retryAfter).toBeLessThanOrEqual(MAX_RETRY_AFTER_SECONDS);
    busy.release();
    await running;
    expect(await Promise.all(queued)).toEqual([1, 2]);
  });
});

describe('shared reads', () => {
  it('gives concurrent callers of one key one load, and loads again once it answered', async () => {
    const read = sharedReads();
    let loads = 0;
    let release!: (v: number) => void;
    const load = () => {
      loads++;
      return new Promise<number>((r) => (release = r));
    };
    const a = read('k', load);
    const b = read('k', load);
    const other = read('other', async () => 7);
    expect(loads).toBe(1);
    release(42);
    expect(await Promise.all([a, b, other])).toEqual([42, 42, 7]);
    const c = read('k', load);
    expect(loads).toBe(2);
    release(43);
    expect(await c).toBe(43);
  });

  it('gives every joined caller the same refusal, and does not keep it', async () => {
    const read = sharedReads();
    let loads = 0;
    const failing = () => {
      loads++;
      return Promise.reject(new Error('down'));
    };
    const both = await Promise.allSettled([read('k', failing), read('k', failing)]);
    expect(both.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(loads).toBe(1);
    await expect(read('k', async () => 'back')).resolves.toBe('back');
  });
});
