/**
 * Paces a node's backlog of broadcast slices (realtime/sliced-delivery.ts) so that a hall whose feed outruns the node
 * never takes the whole event loop, nor the whole core, from REST requests and acknowledgements (issue 28).
 *
 * Between two slices the node does its other work (I/O callbacks: requests, socket messages, database answers). How
 * late the next slice starts, against when it was due, is what that other work and any wait for the core cost. While
 * that lateness stays under `targetMs`, slices may take more of the time (additive increase, up to back to back);
 * once a window sees a later one, their share is cut (multiplicative decrease), and the node rests between slices so
 * that its share of the wall clock stays at `share`. On a core the node has to itself, lateness is its own work, and a
 * hall's fan-out still gets everything that work leaves; on a core shared with other busy processes (another node,
 * the database), resting gives the core back, so a request that arrives is served at once, and the feed lags instead.
 */
export interface PacerOptions {
  /** A window whose latest slice started more than this late cuts the share. */
  targetMs: number;
  /** Length of one window, over which lateness is judged. */
  windowMs?: number;
  /** Lowest share of the wall clock the backlog keeps, so that it always drains. */
  minShare?: number;
  /** Share added after a window whose slices all started in time. */
  step?: number;
  /** Factor the share is multiplied by after a late window. */
  cut?: number;
}

export class FanoutPacer {
  private shareNow = 1;
  private windowStart = 0;
  private worstLateness = 0;
  private idleAt = 0;
  private readonly windowMs: number;
  private readonly minShare: number;
  private readonly step: number;
  private readonly cut: number;

  constructor(private readonly options: PacerOptions) {
    this.windowMs = options.windowMs ?? 100;
    this.minShare = options.minShare ?? 0.05;
    this.step = options.step ?? 0.05;
    this.cut = options.cut ?? 0.7;
  }

  /** The share of the wall clock slices may take now (1: back to back). */
  get share(): number {
    return this.shareNow;
  }

  /**
   * A slice started `latenessMs` after it was due, at `now`. Closes the window when it is over and adjusts the share.
   */
  started(now: number, latenessMs: number): void {
    if (this.windowStart === 0) {
      // An idle gap counts as windows in time: a node that rested gives its next backlog more again.
      if (this.idleAt > 0) this.shareNow = Math.min(1, this.shareNow + this.step * Math.floor((now - this.idleAt) / this.windowMs));
      this.idleAt = 0;
      this.windowStart = now;
    }
    if (latenessMs > this.worstLateness) this.worstLateness = latenessMs;
    if (now - this.windowStart < this.windowMs) return;
    if (this.worstLateness > this.options.targetMs) this.shareNow = Math.max(this.minShare, this.shareNow * this.cut);
    else this.shareNow = Math.min(1, this.shareNow + this.step);
    this.windowStart = now;
    this.worstLateness = 0;
  }

  /** The backlog emptied: the next slice starts a fresh window (an idle gap is not lateness). */
  idle(now: number): void {
    this.idleAt = now;
    this.windowStart = 0;
    this.worstLateness = 0;
  }

  /** How long to rest after a slice that took `spentMs`, so that slices keep to the share (0: next turn). */
  restAfter(spentMs: number): number {
    if (this.shareNow >= 1) return 0;
    return (spentMs * (1 - this.shareNow)) / this.shareNow;
  }
}
