// Keynote: the figure an organizer asks for ("will it hold our keynote?"). N attendees of one event on sockets split
// evenly over 2 Convene nodes sharing PostgreSQL and Redis; at the same time, for a fixed window: feed posts
// (`livefeed:post`) at 20/s, chat messages (`chat:send`) between random pairs at 200/s, and REST reads at 500/s (a mix
// of guest event record, guest event list and the attendee's own profile). Reports p50/p99/max of each, the counts
// sent / acknowledged / delivered / stored and what was lost, and the CPU of every process over the window
// (both nodes, all of PostgreSQL, Redis, the load generators), with the nodes' resident memory.
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { availableParallelism, setPriority } from 'node:os';
import pg from 'pg';
import { CPUS, forkScript, startConvene } from '../lib/infra.mjs';
import { LOOP_RESOLUTION_MS, loopDelay } from '../lib/loop-delay.mjs';
import { mintTokens, seedAttendees, seedCatalogue } from '../lib/seed.mjs';
import { cpuBusyPercent, cpuSeconds, cpuSecondsByComm, cpuTimes, nowMs, pin, round, rssBytes, sleep, summarize } from '../lib/util.mjs';

const PER_WORKER = 2500;

/**
 * Sockets that send and time acknowledgements (BENCH_KEYNOTE_SENDERS, default 500; 0: every socket sends): at least
 * as many as keep each inside the per-user limits at the scenario's rates (at most 24 chat messages a minute each,
 * the limit being 30; posts stay far under their 20), the whole hall when it is smaller than that.
 */
function sendersOf(size, chatRate) {
  const asked = Number(process.env.BENCH_KEYNOTE_SENDERS ?? 500);
  if (asked <= 0) return 0;
  const needed = Math.ceil((chatRate * 60) / 24);
  return Math.min(size, Math.max(asked, needed));
}

/**
 * How the hall's sockets are split over client processes, in socket order: the senders first, in a process of their
 * own, then the receivers, PER_WORKER at most each (at least two processes when every socket sends).
 */
function workerShares(size, senderCount) {
  const shares = senderCount ? [{ label: 'keynote-senders', count: senderCount, sends: true }] : [];
  const receivers = size - senderCount;
  const processes = receivers === 0 ? 0 : Math.max(senderCount ? 1 : 2, Math.ceil(receivers / PER_WORKER));
  const per = Math.ceil(receivers / Math.max(1, processes));
  for (let w = 0; w < processes; w++) shares.push({ label: `keynote-clients-${w}`, count: Math.max(0, Math.min(per, receivers - w * per)), sends: !senderCount });
  let offset = 0;
  for (const share of shares) {
    share.offset = offset;
    offset += share.count;
  }
  return shares;
}

/**
 * Keep-alive connections each endpoint's REST client opens per node before the window. Without them every pool opened
 * in the window's first second: about 200 requests (0.7 % of the window's) waited together for their connections to
 * be accepted (0.4–1.3 s), which alone set the REST p99 (bench/results, 2026-11-29 morning).
 */
const REST_WARM_CONNECTIONS = 8;

/** Sizes by mode: the issue's figure in full mode; the same rates on fewer sockets for a shorter window in quick. */
function sizes(env) {
  if (env.smoke) return { sockets: env.sizes?.[0] ?? 40, seconds: 3, feedRate: 2, chatRate: 10, restRate: 30 };
  if (env.quick) return { sockets: env.sizes?.[0] ?? 2000, seconds: 20, feedRate: 20, chatRate: 200, restRate: 500 };
  return { sockets: env.sizes?.[0] ?? 5000, seconds: 60, feedRate: 20, chatRate: 200, restRate: 500 };
}

/**
 * The node's own `http_request_duration_seconds` buckets of GET requests, per route template, and its
 * `convene_socket_event_duration_seconds` buckets per socket event (`event:<name>`): cumulative counts by upper bound.
 * Two readings apart give the window's server-side times (from Express's first middleware, or the guest read's fast
 * path, to the response's end; from a socket event's handler starting to its acknowledgement), which leave out any
 * wait before the node reads the request and the clients' own queueing. Also the node's broadcast backlog now.
 */
async function serverTimes(baseUrl) {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const out = {};
  const add = (key, labels, value) => {
    const le = labels.le === '+Inf' ? Infinity : Number(labels.le);
    const byLe = (out[key] ??= new Map());
    byLe.set(le, (byLe.get(le) ?? 0) + Number(value));
  };
  const labelsOf = (text) => Object.fromEntries([...text.matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
  for (const m of text.matchAll(/^http_request_duration_seconds_bucket\{([^}]*)\} ([0-9.eE+-]+)$/gm)) {
    const labels = labelsOf(m[1]);
    if (labels.method === 'GET') add(labels.route, labels, m[2]);
  }
  for (const m of text.matchAll(/^convene_socket_event_duration_seconds_bucket\{([^}]*)\} ([0-9.eE+-]+)$/gm)) {
    const labels = labelsOf(m[1]);
    add(`event:${labels.event}`, labels, m[2]);
  }
  const gauge = (name) => Number(text.match(new RegExp(`^${name} ([0-9.eE+-]+)$`, 'm'))?.[1] ?? NaN);
  out.backlog = { waiting_writes: gauge('convene_broadcast_waiting_writes'), share: gauge('convene_broadcast_share') };
  return out;
}

/** p50 / p99 (as "≤ bucket bound" in ms) and the count, from two serverTimes readings of one route summed over nodes. */
function serverPercentiles(before, after, route) {
  const total = new Map();
  for (let i = 0; i < after.length; i++) {
    for (const [le, n] of after[i][route] ?? []) total.set(le, (total.get(le) ?? 0) + n - (before[i][route]?.get(le) ?? 0));
  }
  const bounds = [...total.keys()].sort((a, b) => a - b);
  const count = total.get(Infinity) ?? 0;
  const at = (q) => {
    const le = bounds.find((b) => total.get(b) >= q * count);
    return le === undefined ? null : le === Infinity ? '> 10 s' : `≤ ${round(le * 1000, 1)} ms`;
  };
  return { count, p50: at(0.5), p99: at(0.99) };
}

/**
 * A process's main thread (the event loop) so far, from /proc/<pid>/schedstat: seconds on a core, seconds runnable
 * but waiting for one (the run queue), and how many times it got one. Null where /proc does not have it.
 */
function schedOf(pid) {
  try {
    const [ran, waited, slices] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').trim().split(/\s+/).map(Number);
    return { ran_s: ran / 1e9, waited_s: waited / 1e9, slices };
  } catch {
    return null;
  }
}

/** CPU seconds so far of every process the scenario names, and the per-CPU busy counters. */
function cpuReading(groups) {
  const out = { at: nowMs(), cpus: cpuTimes(), processes: {} };
  for (const [name, pids] of Object.entries(groups)) out.processes[name] = pids.reduce((a, pid) => a + safeCpu(pid), 0);
  const pgCpu = cpuSecondsByComm('postgres');
  out.processes.postgresql = pgCpu.seconds;
  out.postgresProcesses = pgCpu.processes;
  out.processes['bench runner'] = (process.cpuUsage().user + process.cpuUsage().system) / 1e6;
  return out;
}

function safeCpu(pid) {
  try {
    return cpuSeconds(pid);
  } catch {
    return 0;
  }
}

function cpuDelta(a, b) {
  const seconds = (b.at - a.at) / 1000;
  const processes = {};
  for (const name of Object.keys(b.processes)) {
    const s = b.processes[name] - a.processes[name];
    processes[name] = { cpu_s: round(s, 2), percent_of_one_core: round((100 * s) / seconds, 1) };
  }
  // Busy CPU time of the whole machine the processes above do not account for: other programs, and kernel work
  // (interrupts, loopback networking) not charged to a process.
  let machineBusy = 0;
  for (const [cpu, t] of Object.entries(b.cpus)) machineBusy += t.busy - (a.cpus[cpu]?.busy ?? t.busy);
  const measured = Object.values(b.processes).reduce((x, v) => x + v, 0) - Object.values(a.processes).reduce((x, v) => x + v, 0);
  const other = Math.max(0, machineBusy - measured);
  return {
    window_s: round(seconds, 2),
    processes,
    cpu_busy_percent: cpuBusyPercent(a.cpus, b.cpus),
    machine_busy_cpu_s: round(machineBusy, 2),
    other_cpu_s: round(other, 2),
    other_percent_of_one_core: round((100 * other) / seconds, 1),
    postgres_processes: b.postgresProcesses,
  };
}

const triple = (l) => (l?.p50 === undefined || l.p50 === null ? '–' : `${l.p50} / ${l.p99} / ${l.max}`);
const mb = (b) => (b === null ? null : round(b / 2 ** 20, 1));
const sum = (list, f) => list.reduce((a, x) => a + f(x), 0);

/** Every process named postgres (the postmaster's later children inherit its affinity) onto `cpus`. */
function pinPostgres(cpus) {
  const pids = execFileSync('pgrep', ['-x', 'postgres']).toString().trim().split('\n').filter(Boolean);
  for (const pid of pids) pin(Number(pid), cpus);
}

/** Every CPU of the machine, as taskset writes them ("0-1"). */
const cpuList = () => `0-${availableParallelism() - 1}`;

function mergeErrors(list) {
  const out = {};
  for (const errors of list) for (const [k, v] of Object.entries(errors)) out[k] = (out[k] ?? 0) + v;
  return out;
}

export async function run(env) {
  const { sockets: size, seconds, feedRate, chatRate, restRate } = sizes(env);
  // A first node migrates the database and creates the shared signing key the bench mints tokens with.
  const first = await startConvene({ databaseUrl: env.databaseUrl, smsUrl: env.smsUrl, label: 'convene-setup' });
  await first.stop();
  const { eventId, eventSlug } = await seedCatalogue(env.databaseUrl);
  const userIds = await seedAttendees(env.databaseUrl, eventId, size, 4);
  const tokens = await mintTokens(env.databaseUrl, userIds, eventId);

  const nodes = [];
  const workers = [];
  let rest;
  // BENCH_REST_NODE=1 (diagnosis): the REST reads go to a third node that holds no socket (same core, same Redis and
  // database), to tell what the sockets' work costs the reads from what the shared core costs them.
  const extra = [];
  try {
    for (let n = 0; n < 2; n++) nodes.push(await startConvene({ databaseUrl: env.databaseUrl, redisUrl: env.redisUrl, smsUrl: env.smsUrl, label: `convene-keynote-${n}` }));
    if (process.env.BENCH_REST_NODE) extra.push(await startConvene({ databaseUrl: env.databaseUrl, redisUrl: env.redisUrl, smsUrl: env.smsUrl, label: 'convene-keynote-rest' }));
    const restNodes = extra.length ? extra : nodes;
    const socketUrls = nodes.map((n) => `${n.url}/connect/socket.io`);
    // The sockets that send (posts and chat, and time their acknowledgements) live in a worker of their own; the rest
    // of the hall only receives, in workers of up to PER_WORKER sockets each. BENCH_KEYNOTE_SENDERS=0: every worker
    // sends its share from all its sockets (the layout before 2026-11-29 afternoon).
    const senderCount = sendersOf(size, chatRate);
    const receivers = size - senderCount;
    const shares = workerShares(size, senderCount);
    for (const share of shares) workers.push(await forkScript('load/socket-clients.mjs', { cpus: CPUS.load, label: share.label }));
    const sendingWorkers = shares.filter((share) => share.sends).length;
    rest = await forkScript('load/http-load.mjs', { cpus: CPUS.load, label: 'keynote-rest' });
    // The REST reads stand for people elsewhere (a dashboard, a late attendee), not for the hall's phones: their
    // client runs ahead of the socket workers that share its core, so its timings are the servers', not its own wait
    // for the core (BENCH_REST_NICE=0 leaves it at the workers' priority). The senders' worker likewise: a phone
    // holds one socket, not a process's share of the hall, so the acknowledgement times it reports should not include
    // a wait behind thousands of other sockets' deliveries in the same client process.
    const restNice = Number(process.env.BENCH_REST_NICE ?? -10);
    for (const [pid, what] of [[rest.pid, "REST client's"], ...(senderCount ? [[workers[0].pid, "senders' worker's"]] : [])]) {
      try {
        setPriority(pid, restNice);
      } catch {
        env.log(`  keynote: could not set the ${what} priority to ${restNice} (not root?); its timings include its wait for the load core`);
      }
    }
    // Socket i goes to node i % 2 (socket-clients picks urls[i % urls.length]): an even split.
    const connects = await Promise.all(
      workers.map((wk, w) => {
        const { offset: from, count: n } = shares[w];
        return wk.request({ type: 'connect', kind: 'socketio', urls: socketUrls, tokens: tokens.slice(from, from + n), userIds: userIds.slice(from, from + n), count: n, offset: from }, 300_000);
      }),
    );
    const connected = sum(connects, (c) => c.connected);
    env.log(`  keynote: ${connected} of ${size} sockets connected in ${Math.max(...connects.map((c) => c.seconds))} s`);
    if (connected < size) throw new Error(`only ${connected} of ${size} sockets connected: ${JSON.stringify(mergeErrors(connects.map((c) => c.errors)))}`);
    await sleep(1000);

    // BENCH_PG_CPU=<cpus> (diagnosis): PostgreSQL's processes (the machine's cluster) on those CPUs for the run, as if
    // the database had a machine of its own instead of sharing the nodes' core; put back on every CPU afterwards.
    if (process.env.BENCH_PG_CPU) pinPostgres(process.env.BENCH_PG_CPU);
    // Every worker starts on the same clock; each sends its share of the rates.
    const groups = { 'Convene node 0': [nodes[0].pid], 'Convene node 1': [nodes[1].pid], Redis: [env.redisPid], 'load generators': [...workers.map((w) => w.pid), rest.pid] };
    const rssBefore = nodes.map((n) => rssBytes(n.pid));
    const startAt = nowMs() + 1000;
    const restTargets = [
      { name: 'GET /api/events/{slug} (guest)', path: `/api/events/${eventSlug}`, weight: 4 },
      { name: 'GET /api/events?per_page=20 (guest)', path: '/api/events?per_page=20', weight: 3 },
      { name: 'GET /connect/users/me (attendee)', path: '/connect/users/me', weight: 3, tokens },
    ];
    // Each endpoint's clients hold a few connections per node already (REST_WARM_CONNECTIONS), as a dashboard or app
    // that has been open does; more are opened during the window as the load needs them.
    const restDone = rest.request({ type: 'paced', bases: restNodes.map((n) => n.url), targets: restTargets, rate: restRate, seconds, startAt, warmConnections: REST_WARM_CONNECTIONS }, (seconds + 120) * 1000);
    const loadDone = Promise.all(
      workers.map((wk, w) => {
        const rates = shares[w].sends ? { feedRate: feedRate / sendingWorkers, chatRate: chatRate / sendingWorkers } : { feedRate: 0, chatRate: 0 };
        return wk.request({ type: 'keynote', startAt, seconds, ...rates, recipients: userIds, tag: `w${w}` }, (seconds + 120) * 1000);
      }),
    );
    await sleep(startAt - nowMs() - 200);
    await Promise.all(nodes.map((n) => loopDelay(n.url))); // resets the histograms: the next reading is the window's
    // One reading per node: the socket nodes' acknowledgements, and their REST times unless a third node takes REST.
    const acksBefore = await Promise.all(nodes.map((n) => serverTimes(n.url)));
    const timesBefore = restNodes === nodes ? acksBefore : await Promise.all(restNodes.map((n) => serverTimes(n.url)));
    await sleep(startAt - nowMs());
    const cpuStart = cpuReading(groups);
    const schedStart = nodes.map((n) => schedOf(n.pid));
    await sleep(startAt + seconds * 1000 - nowMs());
    const cpuEnd = cpuReading(groups);
    const schedEnd = nodes.map((n) => schedOf(n.pid));
    // How much of the window each node's event loop ran, and how long it was ready but waited for the core (others'
    // turns: the other node, Redis, PostgreSQL's backends): a loop that waits more than it runs is starved, not busy.
    const sched = nodes.map((_, i) =>
      schedStart[i] && schedEnd[i]
        ? {
            ran_s: round(schedEnd[i].ran_s - schedStart[i].ran_s, 2),
            waited_s: round(schedEnd[i].waited_s - schedStart[i].waited_s, 2),
            slices: schedEnd[i].slices - schedStart[i].slices,
          }
        : null,
    );
    const loop = await Promise.all(nodes.map((n) => loopDelay(n.url).catch(() => null)));
    // The fan-out backlog each node carries as the window ends (socket writes waiting, the pacer's share). After the
    // loop delay: any scrape resets prom-client's delay histogram.
    const backlogAtEnd = await Promise.all(nodes.map((n) => serverTimes(n.url).then((t) => t.backlog, () => null)));
    const rssEnd = nodes.map((n) => rssBytes(n.pid));
    const [loads, restResult] = await Promise.all([loadDone, restDone]);
    // Read once the REST load is done, so the window's late answers count too.
    const acksAfter = await Promise.all(nodes.map((n) => serverTimes(n.url)));
    const timesAfter = restNodes === nodes ? acksAfter : await Promise.all(restNodes.map((n) => serverTimes(n.url)));
    const acksServer = { feed: serverPercentiles(acksBefore, acksAfter, 'event:livefeed:post'), chat: serverPercentiles(acksBefore, acksAfter, 'event:chat:send') };
    const restServer = Object.fromEntries(
      [['GET /api/events/{slug} (guest)', '/api/events/:slug'], ['GET /api/events?per_page=20 (guest)', '/api/events'], ['GET /connect/users/me (attendee)', '/connect/users/me']].map(([name, route]) => [
        name,
        serverPercentiles(timesBefore, timesAfter, route),
      ]),
    );

    // Wait (bounded) for the deliveries still under way: every acknowledged post on every socket, every acknowledged
    // chat message at its recipient. Stops early when nothing more arrives for 5 s; a feed that lags (issue 28 lets it,
    // while REST and acknowledgements keep their pace) gets up to three windows to catch up.
    const feedAcked = loads.flatMap((l) => l.feed.acked_ids);
    const chatAcked = loads.flatMap((l) => l.chat.acked_ids);
    const feedExpected = feedAcked.length * connected;
    let last = -1;
    let stalledSince = Date.now();
    const deadline = Date.now() + 3 * Math.max(30, seconds) * 1000;
    while (Date.now() < deadline) {
      const counts = await Promise.all(workers.map((wk) => wk.request({ type: 'keynote-count' })));
      const got = sum(counts, (c) => c.feed_received) + sum(counts, (c) => c.chat_received);
      if (sum(counts, (c) => c.feed_received) >= feedExpected && sum(counts, (c) => c.chat_received) >= chatAcked.length) break;
      if (got !== last) stalledSince = Date.now();
      else if (Date.now() - stalledSince > 5000) break;
      last = got;
      await sleep(200);
    }
    const drainEnd = cpuReading(groups);
    const collected = await Promise.all(workers.map((wk) => wk.request({ type: 'keynote-collect' }, 60_000)));

    // Feed: per post, how many sockets it reached (the author's own socket included: the room gets it except the
    // sockets hiding the author, and there are no blocks here).
    const feedCounts = new Map();
    for (const c of collected) for (const [id, n] of c.feed_counts) feedCounts.set(id, (feedCounts.get(id) ?? 0) + n);
    const feedShort = feedAcked.filter((id) => (feedCounts.get(id) ?? 0) < connected);
    const feedDeliveries = sum(collected, (c) => c.feed_received);
    const chatReceived = new Set(collected.flatMap((c) => c.chat_received_ids));
    const chatMissing = chatAcked.filter((id) => !chatReceived.has(id));
    const db = new pg.Client({ connectionString: env.databaseUrl });
    await db.connect();
    let feedStored;
    let chatStored;
    try {
      feedStored = (await db.query('select count(*)::int as n from livefeed_messages where id = any($1::int[])', [feedAcked])).rows[0].n;
      chatStored = (await db.query('select count(*)::int as n from chat_messages where id = any($1::int[])', [chatAcked])).rows[0].n;
    } finally {
      await db.end();
    }

    const window = cpuDelta(cpuStart, cpuEnd);
    const withDrain = cpuDelta(cpuStart, drainEnd);
    const feedLatency = summarize(collected.flatMap((c) => c.feed_samples));
    const chatLatency = summarize(collected.flatMap((c) => c.chat_samples));
    const feedAck = summarize(loads.flatMap((l) => l.feed.ack_latency_samples));
    const chatAck = summarize(loads.flatMap((l) => l.chat.ack_latency_samples));
    const stream = (key) => ({
      asked_rate: key === 'feed' ? feedRate : chatRate,
      sent: sum(loads, (l) => l[key].sent),
      sent_in_window: sum(loads, (l) => l[key].sent_in_window),
      acked: sum(loads, (l) => l[key].acked),
      ack_errors: mergeErrors(loads.map((l) => l[key].ack_errors)),
      send_lag_p99_ms: Math.max(...loads.map((l) => l[key].send_lag_ms.p99 ?? 0)),
    });
    const feed = {
      ...stream('feed'),
      stored: feedStored,
      deliveries_expected: feedExpected,
      deliveries: feedDeliveries,
      posts_not_reaching_every_socket: feedShort.length,
      lost: feedShort.length + (feedAcked.length - feedStored),
      delivery_latency_ms: feedLatency,
      ack_latency_ms: feedAck,
    };
    const chat = { ...stream('chat'), received_by_recipient: chatReceived.size, stored: chatStored, lost: chatMissing.length + (chatAcked.length - chatStored), delivery_latency_ms: chatLatency, ack_latency_ms: chatAck };
    const restSent = restResult.sent;
    const restAchieved = round(restResult.sent_in_window / seconds, 1);
    const disconnects = mergeErrors(collected.map((c) => c.disconnects));
    const senders = sum(loads.filter((_, w) => shares[w].sends), (l) => l.senders);

    const proc = window.processes;
    const cpuRow = (name) => `${proc[name].cpu_s} s (${proc[name].percent_of_one_core} % of a core)`;
    const table = [
      {
        figure: `${connected} sockets over 2 nodes, ${seconds} s: asked → achieved rates: feed posts/s; chat messages/s; REST reads/s`,
        convene: `${feedRate} → ${round(feed.sent_in_window / seconds, 1)}; ${chatRate} → ${round(chat.sent_in_window / seconds, 1)}; ${restRate} → ${restAchieved}`,
      },
      { figure: 'feed: posts sent / acknowledged / stored; deliveries expected / received', convene: `${feed.sent} / ${feed.acked} / ${feed.stored}; ${feedExpected} / ${feedDeliveries}` },
      { figure: 'feed: delivery latency p50 / p99 / max ms (post to every socket of the room, sampled)', convene: triple(feedLatency) },
      { figure: 'feed: acknowledgement p50 / p99 / max ms (stored, before the push)', convene: triple(feedAck) },
      { figure: 'chat: messages sent / acknowledged / received by the recipient / stored', convene: `${chat.sent} / ${chat.acked} / ${chat.received_by_recipient} / ${chat.stored}` },
      { figure: 'chat: delivery latency p50 / p99 / max ms (sender to recipient, random pairs across nodes)', convene: triple(chatLatency) },
      { figure: 'chat: acknowledgement p50 / p99 / max ms', convene: triple(chatAck) },
      {
        figure: `acknowledgements inside the nodes (handler start to acknowledgement, both nodes), p50 / p99: feed posts (${acksServer.feed.count}); chat messages (${acksServer.chat.count})`,
        convene: `${acksServer.feed.p50 ?? '–'} / ${acksServer.feed.p99 ?? '–'}; ${acksServer.chat.p50 ?? '–'} / ${acksServer.chat.p99 ?? '–'}`,
      },
      {
        figure: 'fan-out backlog as the window ends: socket writes waiting / share of the clock the pacer gives them (node 0; node 1)',
        convene: backlogAtEnd.map((b) => (b ? `${b.waiting_writes} / ${round(b.share, 2)}` : '–')).join('; '),
      },
      ...restResult.targets.map((t) => ({ figure: `REST ${t.name}, ${round((restRate * t.weight) / 10, 0)}/s asked: p50 / p99 / max ms (${t.ok} of ${t.sent} answered 2xx)`, convene: triple(t.latency_ms) })),
      ...restResult.targets.map((t) => ({
        figure: `REST ${t.name}: on a kept-alive connection (${t.reused_connection_latency_ms.count} requests) / on a new connection (${t.new_connection_latency_ms.count}): p50 / p99 / max ms`,
        convene: `${triple(t.reused_connection_latency_ms)}; ${triple(t.new_connection_latency_ms)}`,
      })),
      ...restResult.targets.map((t) => ({
        figure: `REST ${t.name}: inside the nodes (their own request timer, both nodes, ${restServer[t.name]?.count ?? 0} requests), p50 / p99`,
        convene: `${restServer[t.name]?.p50 ?? '–'} / ${restServer[t.name]?.p99 ?? '–'}`,
      })),
      { figure: 'lost: feed posts (acknowledged but not on every socket, or not stored); chat messages (acknowledged but not received, or not stored)', convene: `${feed.lost}; ${chat.lost}`, target: '0; 0' },
      ...['Convene node 0', 'Convene node 1', 'postgresql', 'Redis', 'load generators'].map((name) => ({
        figure: `CPU over the ${window.window_s} s window: ${name === 'postgresql' ? `PostgreSQL (all ${window.postgres_processes} postgres processes)` : name === 'load generators' ? `load generators (${workers.length} socket workers + 1 REST worker)` : name}`,
        convene: cpuRow(name),
      })),
      { figure: 'CPU over the window outside the processes above (other programs on the machine, kernel work not charged to a process)', convene: `${window.other_cpu_s} s (${window.other_percent_of_one_core} % of a core)` },
      { figure: `CPU busy over the window: ${Object.keys(window.cpu_busy_percent).join(' / ')} (servers and Redis on CPU ${CPUS.server}, load on CPU ${CPUS.load}, PostgreSQL unpinned)`, convene: Object.values(window.cpu_busy_percent).map((v) => `${v} %`).join(' / ') },
      { figure: `event-loop delay of the nodes over the window, p50 / p99 / max ms beyond the monitor's ${LOOP_RESOLUTION_MS} ms interval (node 0; node 1)`, convene: loop.map((l) => (l ? `${l.p50_ms} / ${l.p99_ms} / ${l.max_ms}` : '–')).join('; ') },
      {
        figure: "the nodes' event-loop threads over the window: seconds on the core / seconds ready but waiting for it (run queue) / turns on it (node 0; node 1)",
        convene: sched.map((x) => (x ? `${x.ran_s} / ${x.waited_s} / ${x.slices}` : '–')).join('; '),
      },
      { figure: 'resident memory of the nodes, MB (sockets connected → end of window)', convene: nodes.map((_, i) => `${mb(rssBefore[i])} → ${mb(rssEnd[i])}`).join('; ') },
    ];

    const notes = [
      'REST "inside the nodes" is the nodes\' own `http_request_duration_seconds` histogram (bucket bounds), from Express\'s first middleware (or the guest read\'s fast path) to the response\'s end: the time a request waits before its node reads it and the clients\' own queueing are not in it; each endpoint\'s clients have their own keep-alive connections per node',
      ...(extra.length ? ['BENCH_REST_NODE: the REST reads went to a third node holding no socket, on the same core'] : []),
      `the REST client runs at nice ${restNice} on the load core, ahead of the socket workers (BENCH_REST_NICE)`,
      'a request "on a new connection" waited for its node to accept a connection: libuv (since 1.45, Node 20) accepts one connection per turn of the event loop, so a node busy with the hall accepts only as many connections a second as its loop turns (README, "A busy node accepts one connection per turn")',
      `each REST endpoint's client opened ${REST_WARM_CONNECTIONS} keep-alive connections per node before the window (a client that has been open); the rest.targets[].new_connection_by_second of the JSON says when in the window new ones were opened`,
    ];
    const behind = [];
    if (feed.sent_in_window < Math.round(feedRate * seconds) * 0.98) behind.push('feed posts');
    if (chat.sent_in_window < Math.round(chatRate * seconds) * 0.98) behind.push('chat messages');
    if (restResult.sent_in_window < Math.round(restRate * seconds) * 0.98) behind.push('REST reads');
    if (behind.length) notes.push(`the load generators fell behind the asked rate for ${behind.join(', ')} (the rest went out after the window ended): the figures describe a lighter load than asked`);
    const lagP99 = Math.max(feed.send_lag_p99_ms, chat.send_lag_p99_ms, restResult.send_lag_ms.p99 ?? 0);
    notes.push(
      `the load generators sent on schedule within ${round(lagP99, 1)} ms (p99 of send time minus planned time, worst of feed, chat and REST); latencies are measured in the receiving client processes, which share CPU ${CPUS.load}, so they include the clients' own queueing`,
    );
    const saturated = Object.entries(window.cpu_busy_percent).filter(([, v]) => v >= 95);
    if (saturated.length) {
      notes.push(
        `${saturated.map(([cpu, v]) => `${cpu} was ${v} % busy`).join(', ')} over the window: the machine, not only Convene, was at its limit, so latencies include waiting for a CPU` +
          (window.other_cpu_s > 0.1 * window.window_s ? `; ${window.other_cpu_s} CPU-seconds went to work outside the bench's processes (see the busiest other processes below)` : ''),
      );
    }
    if (feedDeliveries < feedExpected) notes.push(`${feedExpected - feedDeliveries} of ${feedExpected} feed deliveries had not arrived when the wait ended (${Math.round((drainEnd.at - cpuEnd.at) / 100) / 10} s after the window): counted as lost above, most likely still queued (the machine could not keep up) rather than dropped`);
    if (Object.keys(disconnects).length) notes.push(`sockets disconnected during the run: ${JSON.stringify(disconnects)} (their missing deliveries count as lost)`);
    if (feed.sent > feed.acked) notes.push(`${feed.sent - feed.acked} feed posts were refused or timed out (${JSON.stringify(feed.ack_errors)}); not losses (the sender was told)`);
    if (chat.sent > chat.acked) notes.push(`${chat.sent - chat.acked} chat sends were refused or timed out (${JSON.stringify(chat.ack_errors)}); not losses (the sender was told)`);
    for (const t of restResult.targets) if (t.ok < t.sent) notes.push(`REST ${t.name}: ${t.sent - t.ok} of ${t.sent} not 2xx (${JSON.stringify({ ...t.statuses, ...t.errors })})`);
    notes.push(
      `${senderCount ? `the ${senders} sending sockets are in a worker of their own at nice ${restNice}; the other ${receivers} only receive` : 'every socket sends'}; senders round-robin over ${senders} sockets (each sends about ${round((chatRate / senders) * 60, 1)} chat messages and ${round((feedRate / senders) * 60, 2)} posts a minute, inside the per-user limits); REST reads alternate between the nodes, an open loop (issued on schedule whatever the answers' pace), the attendee read with each attendee's token in turn`,
      'CPU of PostgreSQL sums every process named postgres on the machine (with the children they reaped), so any other database work at the time counts too',
    );

    for (const l of loads) {
      delete l.feed.ack_latency_samples;
      delete l.chat.ack_latency_samples;
      delete l.feed.acked_ids;
      delete l.chat.acked_ids;
    }
    return {
      scenario: 'keynote',
      setup: { nodes: 2, redis: 'private redis-server shared by both nodes', sockets: size, sending_sockets: senders, seconds, rates: { feed_posts_per_s: feedRate, chat_messages_per_s: chatRate, rest_reads_per_s: restRate }, socket_workers: workers.length, rest_mix: restTargets.map(({ name, weight }) => ({ name, share: weight / 10 })) },
      result: {
        sockets: connected,
        connect_seconds: Math.max(...connects.map((c) => c.seconds)),
        feed,
        chat,
        rest: { ...restResult, sent: restSent, achieved_rate: restAchieved, inside_nodes: restServer },
        acks_inside_nodes: acksServer,
        backlog_at_window_end: backlogAtEnd,
        cpu_window: window,
        cpu_window_plus_drain: withDrain,
        event_loop_delay_ms: loop,
        event_loop_thread_sched: sched,
        rss_mb: { before: rssBefore.map(mb), end_of_window: rssEnd.map(mb) },
        disconnects,
        workers: loads,
      },
      table,
      notes,
    };
  } finally {
    if (process.env.BENCH_PG_CPU) pinPostgres(cpuList());
    await Promise.all(workers.map((wk) => wk.request({ type: 'close' }, 60_000).catch(() => undefined)));
    await Promise.all([...workers.map((wk) => wk.stop()), rest?.stop()]);
    await Promise.all([...nodes, ...extra].map((n) => n.stop()));
  }
}
