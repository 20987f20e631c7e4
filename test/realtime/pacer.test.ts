// The per-node pacer of coalesced reads (realtime/pacer.ts: Q&A counts, seat states, check-in figures): deliveries
// go out at least the interval apart, a read arriving sooner is held and later ones merge into it, the newest wins.
// Fake timers: the spacing is the pacer's own, not the machine's (the cluster tests check what reaches sockets).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPacer } from '../../realtime/pacer.js';
import type { Logger } from '../../infra/logger.js';

const logger = { error: vi.fn() } as unknown as Logger;

function pacer(intervalMs: number) {
  const out: Array<{ at: number; read: Record<string, number> }> = [];
  const p = createPacer<Record<string, number>>({
    intervalMs,
    merge: (older, newer) => ({ ...older, ...newer }),
    emit: (read) => out.push({ at: Date.now(), read }),
    logger,
  });
  return { p, out };
}

describe('pacer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the first read at once and holds the next ones until the interval is over, merged, newest winning', () => {
    const { p, out } = pacer(200);
    p.deliver({ a: 1 });
    expect(out).toEqual([{ at: 1_000_000, read: { a: 1 } }]);
    vi.advanceTimersByTime(50);
    p.deliver({ a: 2, b: 1 });
    vi.advanceTimersByTime(50);
    p.deliver({ b: 2 });
    expect(out).toHaveLength(1);
    vi.advanceTimersByTime(99);
    expect(out).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(out).toEqual([
      { at: 1_000_000, read: { a: 1 } },
      { at: 1_000_200, read: { a: 2, b: 2 } },
    ]);
  });

  it('keeps every delivery at least the interval apart through a long burst, and sends the last read', () => {
    const { p, out } = pacer(200);
    for (let i = 0; i < 100; i++) {
      p.deliver({ n: i });
      vi.advanceTimersByTime(17);
    }
    vi.advanceTimersByTime(1000);
    const gaps = out.slice(1).map((x, i) => x.at - out[i]!.at);
    expect(gaps.length).toBeGreaterThan(5);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(200);
    expect(out.length).toBeLessThanOrEqual(Math.ceil((100 * 17) / 200) + 1);
    expect(out.at(-1)!.read).toEqual({ n: 99 });
  });

  it('sends at once again after a quiet interval, and close drops what is held', () => {
    const { p, out } = pacer(200);
    p.deliver({ a: 1 });
    vi.advanceTimersByTime(500);
    p.deliver({ a: 2 });
    expect(out.map((x) => x.read)).toEqual([{ a: 1 }, { a: 2 }]);
    p.deliver({ a: 3 });
    p.close();
    vi.advanceTimersByTime(1000);
    expect(out).toHaveLength(2);
  });

  it('logs a failing held delivery instead of throwing into the timer', () => {
    let calls = 0;
    const p = createPacer<number>({
      intervalMs: 100,
      merge: (_older, newer) => newer,
      emit: () => {
        if (++calls === 2) throw new Error('socket gone');
      },
      logger,
    });
    p.deliver(1);
    p.deliver(2);
    expect(() => vi.advanceTimersByTime(100)).not.toThrow();
    expect(logger.error).toHaveBeenCalled();
    p.deliver(3);
    vi.advanceTimersByTime(100);
    expect(calls).toBe(3);
  });
});
