// The measurement of issue 22: the same endpoints on the demo data and on the large data set, each under autocannon
// (10 connections), the organizer's CSV export (time to first byte and total) and a `sync` catch-up of 10,000 feed
// items over one socket. One Convene node at a time (pinned to the server core), the load from this process (pinned
// to the other core).
import autocannon from 'autocannon';
import { io } from 'socket.io-client';
import pg from 'pg';
import { CPUS, startConvene, stopChild } from '../lib/infra.mjs';
import { mintTokens } from '../lib/seed.mjs';
import { pin, round, summarize } from '../lib/util.mjs';

const SYNC_TARGET = 10_000;

/** The endpoints of the table: `[key, label, who, path]`, `who` picking the token. */
export function endpoints(slug) {
  return [
    ['directory_p1', '`GET /connect/event/attendees` page 1', 'attendee', '/connect/event/attendees'],
    ['directory_p500', '`GET /connect/event/attendees` page 500', 'attendee', '/connect/event/attendees?page=500'],
    ['directory_q', '`GET /connect/event/attendees?q=sar`', 'attendee', '/connect/event/attendees?q=sar'],
    ['feed_p1', '`GET /connect/livefeed/messages` page 1', 'attendee', '/connect/livefeed/messages'],
    ['feed_p500', '`GET /connect/livefeed/messages` page 500', 'attendee', '/connect/livefeed/messages?page=500'],
    ['organizer_p1', 'organizer `GET /api/events/{slug}/attendees` page 1', 'organizer', `/api/events/${slug}/attendees`],
    ['organizer_filtered_p100', 'organizer `…/attendees?status=valid&checked_in=true&page=100`', 'organizer', `/api/events/${slug}/attendees?status=valid&checked_in=true&page=100`],
    ['organizer_q', 'organizer `…/attendees?q=sar`', 'organizer', `/api/events/${slug}/attendees?q=sar`],
    ['checkin_stats', '`GET /api/events/{slug}/checkins/stats`', 'organizer', `/api/events/${slug}/checkins/stats`],
  ];
}

function cannon(opts) {
  return new Promise((resolve, reject) => autocannon({ pipelining: 1, ...opts }, (err, res) => (err ? reject(err) : resolve(res))));
}

/** One endpoint under autocannon: a short warm-up, then the measured window. */
async function measure(base, path, token, { seconds, connections = 10 }) {
  const headers = { authorization: `Bearer ${token}` };
  await cannon({ url: base + path, connections: 2, amount: 4, headers, timeout: 60 });
  const r = await cannon({ url: base + path, connections, duration: seconds, headers, timeout: 60 });
  return {
    requests: r.requests.total,
    requests_per_s: round(r.requests.average, 1),
    latency_ms: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
    non_2xx: r.non2xx,
    status_5xx: r['5xx'] ?? 0,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

/** One GET alone: status, time to first byte and total, bytes. */
async function timedGet(url, token, accept) {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}`, ...(accept ? { accept } : {}) } });
  const ttfb = performance.now() - t0;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  return { status: res.status, ttfb_ms: round(ttfb, 1), total_ms: round(performance.now() - t0, 1), bytes, lines };
}

/** `sync` from `after` until SYNC_TARGET items came back or has_more is false, over one socket. */
async function syncCatchUp(base, token, after) {
  const socket = io(base, { path: '/connect/socket.io', auth: { token }, transports: ['websocket'], reconnection: false, timeout: 20_000 });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const t0 = performance.now();
  let cursor = after;
  let items = 0;
  let calls = 0;
  let refused = 0;
  const callTimes = [];
  try {
    while (items < SYNC_TARGET) {
      const c0 = performance.now();
      // The largest page sync allows (issue 22): what a client catching up after a long gap asks for.
      const ack = await socket.timeout(60_000).emitWithAck('sync', { livefeed_after: cursor, limit: 1000 });
      calls++;
      if (!ack.ok) {
        refused++;
        if (refused > 200) throw new Error(`sync refused too often: ${JSON.stringify(ack.error)}`);
        await new Promise((r) => setTimeout(r, 1000 * (ack.error.retry_after ?? 1)));
        continue;
      }
      callTimes.push(performance.now() - c0);
      const feed = ack.data.livefeed;
      items += feed.length;
      if (feed.length) cursor = feed[feed.length - 1].id;
      if (!ack.data.has_more) break;
    }
  } finally {
    socket.close();
  }
  return { items, calls, refused_calls: refused, seconds: round((performance.now() - t0) / 1000, 2), call_ms: summarize(callTimes) };
}

async function query(url, text, params) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, params)).rows;
  } finally {
    await c.end();
  }
}

/**
 * Measures one data set. `target` = {label, databaseUrl, attendeeId, eventId, organizerId, organizerSlug,
 * extraEnv, beforeSync?(url)}: the attendee's token is bound to eventId (the directory and the feed), the
 * organizer's list, stats and export read organizerSlug.
 */
export async function measureDataSet(target, { seconds, log }) {
  pin(process.pid, CPUS.load);
  const node = await startConvene({ databaseUrl: target.databaseUrl, smsUrl: 'http://127.0.0.1:9/sms', label: `convene-${target.label}`, extraEnv: target.extraEnv ?? {} });
  const out = { label: target.label, endpoints: {}, notes: [] };
  try {
    const [attendeeToken] = await mintTokens(target.databaseUrl, [target.attendeeId], target.eventId);
    const [organizerToken] = await mintTokens(target.databaseUrl, [target.organizerId], null);
    const tokens = { attendee: attendeeToken, organizer: organizerToken };
    const list = endpoints(target.organizerSlug);
    // The cursor form, when the feed's page 1 offers one in `_links.next` (anything but a bare `page`).
    const first = await fetch(`${node.url}/connect/livefeed/messages`, { headers: { authorization: `Bearer ${attendeeToken}` } });
    const firstBody = first.ok ? await first.json() : null;
    // A feed too short for a second page (the demo's) is read at page=2 instead, so both rows exist.
    const next = new URL(firstBody?._links?.next?.href ?? `${node.url}/connect/livefeed/messages?page=2`);
    const cursorForm = [...next.searchParams.keys()].some((k) => k !== 'page' && k !== 'page_size');
    out.feed_next_form = cursorForm ? 'cursor' : 'page';
    list.push(['feed_next', '`GET /connect/livefeed/messages` `_links.next` of page 1', 'attendee', next.pathname + next.search]);
    // The directory's and the organizer list's next links (a cursor since issue 22), from a page of 100 at the
    // deepest offset page allows (10,000 rows in), so the row measures the cursor where an offset would be deepest.
    for (const [key, label, who, path, linkOf] of [
      ['directory_next', '`GET /connect/event/attendees` `_links.next` of page 100 (100 per page)', 'attendee', '/connect/event/attendees?page_size=100&page=100', (b) => b?._links?.next?.href],
      ['organizer_next', 'organizer `…/attendees` `links.next` of page 100 (100 per page)', 'organizer', `/api/events/${target.organizerSlug}/attendees?per_page=100&page=100`, (b) => b?.meta?.pagination?.links?.next],
    ]) {
      const res = await fetch(node.url + path, { headers: { authorization: `Bearer ${tokens[who]}` } });
      const href = linkOf(res.ok ? await res.json() : null);
      // The demo's lists are too short for such a page: the same path is measured instead, so both rows exist.
      const url = new URL(href ?? node.url + path);
      list.push([key, label, who, url.pathname + url.search]);
    }
    for (const [key, label, who, path] of list) {
      log(`${target.label}: ${label}…`);
      out.endpoints[key] = { label, path, ...(await measure(node.url, path, tokens[who], { seconds })) };
      log(`  p50 ${out.endpoints[key].latency_ms.p50} ms, p99 ${out.endpoints[key].latency_ms.p99} ms, ${out.endpoints[key].requests} requests, non-2xx ${out.endpoints[key].non_2xx}`);
    }
    log(`${target.label}: CSV export…`);
    const csvRuns = [];
    for (let i = 0; i < 3; i++) csvRuns.push(await timedGet(`${node.url}/api/events/${target.organizerSlug}/attendees?format=csv`, organizerToken));
    out.csv_export = { runs: csvRuns, ttfb_ms: summarize(csvRuns.map((r) => r.ttfb_ms)), total_ms: summarize(csvRuns.map((r) => r.total_ms)) };
    log(`  ttfb ${csvRuns.map((r) => r.ttfb_ms).join(' / ')} ms, total ${csvRuns.map((r) => r.total_ms).join(' / ')} ms, ${csvRuns[0].lines} lines`);
    if (target.beforeSync) await target.beforeSync(target.databaseUrl);
    const [row] = await query(
      target.databaseUrl,
      `select coalesce((select id from livefeed_messages where event_id = $1 order by id desc offset $2 limit 1), 0) as after`,
      [target.eventId, SYNC_TARGET],
    );
    log(`${target.label}: sync catch-up of ${SYNC_TARGET} feed items…`);
    out.sync = await syncCatchUp(node.url, attendeeToken, Number(row.after));
    log(`  ${out.sync.items} items in ${out.sync.seconds} s, ${out.sync.calls} calls (${out.sync.refused_calls} refused)`);
  } finally {
    await stopChild(node.child);
  }
  return out;
}

const ms = (v) => (v === null || v === undefined ? '–' : v >= 1000 ? `${round(v / 1000, 2)} s` : `${Math.round(v)} ms`);

/** The markdown table: demo p99, large p99, ratio, non-2xx (503s). */
export function table(demo, large) {
  const lines = ['| endpoint (big event) | demo p99 | large p99 | ratio | large p50 | requests demo / large | non-2xx demo / large (5xx) |', '|---|---|---|---|---|---|---|'];
  for (const [key, l] of Object.entries(large.endpoints)) {
    const d = demo.endpoints[key];
    const ratio = d && d.latency_ms.p99 ? `${round(l.latency_ms.p99 / d.latency_ms.p99, 1)}×` : '–';
    lines.push(`| ${l.label} | ${ms(d?.latency_ms.p99)} | ${ms(l.latency_ms.p99)} | ${ratio} | ${ms(l.latency_ms.p50)} | ${d?.requests ?? '–'} / ${l.requests} | ${d?.non_2xx ?? '–'} / ${l.non_2xx} (${l.status_5xx}) |`);
  }
  const dc = demo.csv_export;
  const lc = large.csv_export;
  lines.push(`| CSV export, time to first byte (median of 3) | ${ms(dc.ttfb_ms.p50)} | ${ms(lc.ttfb_ms.p50)} | ${round(lc.ttfb_ms.p50 / dc.ttfb_ms.p50, 1)}× | – | 3 / 3 (${dc.runs[0].lines} / ${lc.runs[0].lines} lines) | ${dc.runs.filter((r) => r.status !== 200).length} / ${lc.runs.filter((r) => r.status !== 200).length} |`);
  lines.push(`| CSV export, total (median of 3; max) | ${ms(dc.total_ms.p50)} | ${ms(lc.total_ms.p50)}; ${ms(lc.total_ms.max)} | ${round(lc.total_ms.p50 / dc.total_ms.p50, 1)}× | – | | |`);
  lines.push(`| \`sync\` catch-up from ${SYNC_TARGET} feed items back, one socket (items the viewer sees) | ${demo.sync.seconds} s (${demo.sync.calls} calls) | ${large.sync.seconds} s (${large.sync.calls} calls) | ${round(large.sync.seconds / demo.sync.seconds, 1)}× | – | ${demo.sync.items} / ${large.sync.items} items | ${demo.sync.refused_calls} / ${large.sync.refused_calls} refused |`);
  return lines.join('\n');
}
