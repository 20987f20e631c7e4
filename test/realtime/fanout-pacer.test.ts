// The pacer of a node's broadcast backlog (realtime/fanout-pacer.ts, issue 28): late slices cut the backlog's share of
// the clock, slices in time give it back, and a rest after each slice keeps to the share. A clock of the test's own.
import { describe, expect, it } from 'vitest';
import { FanoutPacer } from '../../realtime/fanout-pacer.js';

/** Feeds the pacer one slice start per millisecond from `from` for `windows` windows of 100 ms, each `lateMs` late. */
function run(pacer: FanoutPacer, from: number, windows: number, lateMs: number): number {
  let now = from;
  for (let i = 0; i < windows * 100; i++) pacer.started(++now, lateMs);
  return now;
}

describe('fan-out pacer', () => {
  it('gives slices the whole clock while they start in time', () => {
    const pacer = new FanoutPacer({ targetMs: 10 });
    run(pacer, 1000, 20, 2);
    expect(pacer.share).toBe(1);
    expect(pacer.restAfter(1)).toBe(0);
  });

  it('cuts the share after a late window, down to its floor, and rests between slices to keep to it', () => {
    const pacer = new FanoutPacer({ targetMs: 10, minShare: 0.05, cut: 0.5 });
    let now = run(pacer, 1000, 1, 2);
    expect(pacer.share).toBe(1);
    now = run(pacer, now, 1, 25);
    expect(pacer.share).toBe(0.5);
    // A slice of 1 ms then rests 1 ms: half the clock.
    expect(pacer.restAfter(1)).toBeCloseTo(1);
    run(pacer, now, 10, 25);
    expect(pacer.share).toBe(0.05);
    // 1 ms of writes in 20 ms at the floor: the backlog still drains.
    expect(pacer.restAfter(1)).toBeCloseTo(19);
  });

  it('one late slice in a window is enough to cut', () => {
    const pacer = new FanoutPacer({ targetMs: 10, cut: 0.7 });
    let now = 1000;
    for (let i = 0; i < 99; i++) pacer.started(++now, i === 40 ? 11 : 0);
    pacer.started(now + 2, 0);
    expect(pacer.share).toBeCloseTo(0.7);
  });

  it('gives the share back step by step once slices start in time again', () => {
    const pacer = new FanoutPacer({ targetMs: 10, cut: 0.5, step: 0.1, minShare: 0.1 });
    let now = run(pacer, 1000, 10, 50);
    expect(pacer.share).toBe(0.1);
    // The first window to close may still hold a late slice; then one step per window.
    now = run(pacer, now, 3, 0);
    expect(pacer.share).toBeGreaterThanOrEqual(0.3 - 1e-9);
    expect(pacer.share).toBeLessThanOrEqual(0.4 + 1e-9);
    run(pacer, now, 20, 0);
    expect(pacer.share).toBe(1);
  });

  it('counts an idle gap as windows in time, and does not take the gap for lateness', () => {
    const pacer = new FanoutPacer({ targetMs: 10, cut: 0.5, step: 0.1, minShare: 0.1 });
    const now = run(pacer, 1000, 10, 50);
    expect(pacer.share).toBe(0.1);
    pacer.idle(now);
    // 500 ms later the next backlog starts with five steps back.
    pacer.started(now + 500, 0);
    expect(pacer.share).toBeCloseTo(0.6);
  });
});
