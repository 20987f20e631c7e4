import { rateLimited } from '../../server/errors.js';
import { describe, expect, it } from 'vitest';
import { createAdmission } from '../../realtime/caps.js';
import { createLimiterFactory } from '../../infra/rate-limits.js';

/**
 * Engine.IO admission queues rather than refuses (issue 21, reconnect storms): over the per-address ceiling a
 * handshake waits for the window to turn when that is near and the queue has room; otherwise it is refused.
 * A one-second window stands in for the minute of ENGINE_HANDSHAKE_LIMIT.
 */
const limiter = (name: string, points: number, duration: number) => createLimiterFactory(undefined, `admission-${Date.now()}:`, rateLimited)(name, { points, duration });
const outcome = (p: Promise<void>) => p.then(() => 'admitted', (err: { code?: string }) => err.code ?? 'error');

describe('handshake admission', () => {
  it('a momentary peak is delayed, not refused: all admitted, the ones past the ceiling after the window turns', async () => {
    const admission = createAdmission(limiter('peak', 5, 1), { maxWaitMs: 2_000, maxQueued: 100 });
    const started = Date.now();
    const times: number[] = [];
    const results = await Promise.all(Array.from({ length: 8 }, () => outcome(admission.admit('hall').then(() => void times.push(Date.now() - started)))));
    expect(results).toEqual(Array(8).fill('admitted'));
    times.sort((a, b) => a - b);
    expect(times.slice(0, 5).every((t) => t < 500)).toBe(true);
    // The three past the ceiling waited for the next window.
    expect(times.slice(5).every((t) => t >= 300)).toBe(true);
    expect(admission.queued).toBe(0);
  });

  it('the queue is bounded: past maxQueued the rest are refused at once', async () => {
    const admission = createAdmission(limiter('bounded', 2, 1), { maxWaitMs: 2_000, maxQueued: 3 });
    const started = Date.now();
    const quick: string[] = [];
    const results = await Promise.all(
      Array.from({ length: 10 }, () => outcome(admission.admit('flood')).then((r) => (Date.now() - started < 300 && quick.push(r), r))),
    );
    // 2 at once, 3 queued (2 of them fit the next window), 5 refused at once.
    expect(quick.filter((r) => r === 'rate_limited')).toHaveLength(5);
    expect(results.filter((r) => r === 'admitted')).toHaveLength(4);
    expect(results.filter((r) => r === 'rate_limited')).toHaveLength(6);
  });

  it('a refusal far from the window’s end is not queued, and one still over after its wait is refused', async () => {
    const far = createAdmission(limiter('far', 1, 60), { maxWaitMs: 2_000 });
    expect(await outcome(far.admit('a'))).toBe('admitted');
    const t0 = Date.now();
    expect(await outcome(far.admit('a'))).toBe('rate_limited');
    expect(Date.now() - t0).toBeLessThan(500);
    // Twenty waiting for a window of 1: the first in the next window wins, the others are refused after their wait.
    const crowd = createAdmission(limiter('crowd', 1, 1), { maxWaitMs: 2_000 });
    const results = await Promise.all(Array.from({ length: 21 }, () => outcome(crowd.admit('b'))));
    expect(results.filter((r) => r === 'admitted')).toHaveLength(2);
    expect(results.filter((r) => r === 'rate_limited')).toHaveLength(19);
    expect(crowd.queued).toBe(0);
  });
});
