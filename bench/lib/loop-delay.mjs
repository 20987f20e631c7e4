// The event-loop delay a Convene node reports on /metrics (prom-client's default `nodejs_eventloop_lag_*`, from
// Node's monitorEventLoopDelay). Node's histogram records the whole interval between two firings of the monitor's
// timer, not how late it fired, so every reading includes the timer's resolution (METRICS_EVENT_LOOP_RESOLUTION_MS,
// 100 ms unless BENCH_NODE_ENV sets it): an idle node reads p50 100 ms. The resolution is subtracted here.
import { round } from './util.mjs';

const setting = (process.env.BENCH_NODE_ENV ?? '').match(/(?:^|\s)METRICS_EVENT_LOOP_RESOLUTION_MS=(\d+)/);
export const LOOP_RESOLUTION_MS = setting ? Number(setting[1]) : 100;

/** How much later than due the node's monitor timer fired since the previous scrape (which resets the histogram). */
export async function loopDelay(baseUrl) {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const read = (name) => round(Math.max(0, Number(text.match(new RegExp(`^${name} ([0-9.eE+-]+)$`, 'm'))?.[1]) * 1000 - LOOP_RESOLUTION_MS), 1);
  return { p50_ms: read('nodejs_eventloop_lag_p50_seconds'), p99_ms: read('nodejs_eventloop_lag_p99_seconds'), max_ms: read('nodejs_eventloop_lag_max_seconds') };
}
