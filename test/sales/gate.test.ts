import { describe, expect, it } from 'vitest';
import { createGate } from '../../server/sales/gate.js';
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
});
