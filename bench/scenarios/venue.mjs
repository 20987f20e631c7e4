// Venue (issue 21): a hall behind one address, on Convene's default limits. N attendees of one event (full 5,000,
// quick 1,000, smoke 50), every connection from 127.0.0.1, arrive at the door at a steady rate and log in through the
// real path: a code request, the code from the bench's SMS sink, the token endpoint (2 % mistype the code once
// first). Each then holds an authenticated socket through Convene's client library. A few other attendees post to the
// feed at a modest rate the whole time. Then the TCP connection under every attendee socket is destroyed at the same
// instant (a Wi-Fi blip) and the clients reconnect with their own backoff and catch up with `sync`. Reports the time
// until 99 % and 100 % are back (connected, and caught up), every request refused, split into the ones a person made
// correctly and the typos, the server's CPU by phase (and a time series), and lost feed items (posted, acknowledged,
// but not given to every attendee by a push or a `sync`).
import { readFileSync } from 'node:fs';
import { build, CPUS, forkScript, startConvene } from '../lib/infra.mjs';
import { LOOP_RESOLUTION_MS, loopDelay } from '../lib/loop-delay.mjs';
import { mintTokens, seedAttendeesByMobile, seedCatalogue } from '../lib/seed.mjs';
import { cpuBusyPercent, cpuSeconds, cpuSecondsByComm, cpuTimes, nowMs, round, sleep, summarize, tcpRows } from '../lib/util.mjs';

const PER_WORKER = 2500;
/** The one address every attendee connects from (and the server listens on). */
const ADDRESS = '127.0.0.1';

/** Sizes by mode. BENCH_VENUE_ARRIVALS_PER_S sets the door's rate (default 35/s: 2,100 codes a minute, under the SMS budget's alert). */
function sizes(env) {
  const rate = Number(process.env.BENCH_VENUE_ARRIVALS_PER_S) || 35;
  if (env.smoke) return { attendees: env.sizes?.[0] ?? 50, posters: 2, rate: 25, postRate: 2, steadySeconds: 2, tailSeconds: 2, deadlineSeconds: 60 };
  if (env.quick) return { attendees: env.sizes?.[0] ?? 1000, posters: 10, rate, postRate: 2, steadySeconds: 5, tailSeconds: 5, deadlineSeconds: 120 };
  return { attendees: env.sizes?.[0] ?? 5000, posters: 10, rate, postRate: 2, steadySeconds: 5, tailSeconds: 5, deadlineSeconds: 120 };
}

/**
 * Distinct mobile numbers spread like a real hall's (random over the national 9xxxxxxxxx space, fixed seed), so the
 * per-range code limit (OTP_PREFIX_LIMIT per number without its last OTP_PREFIX_DIGITS digits) sees what it would at
 * a real event, not 5,000 consecutive numbers of one range (which is what SMS pumping looks like).
 */
function mobiles(count) {
  let seed = 21;
  const random = () => {
    // mulberry32
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = new Set();
  while (out.size < count) out.add(`09${String(Math.floor(random() * 1e9)).padStart(9, '0')}`);
  return [...out].map((national) => ({ mobile: national, e164: `+98${national.slice(1)}` }));
}

/** TCP connections to the node's port, by state, and the client addresses the node sees (from /proc/net/tcp). */
function tcpView(port) {
  const out = { established: 0, client_time_wait: 0, client_addresses: {} };
  const ip = (hex) => {
    const v4 = hex.slice(-8);
    return [6, 4, 2, 0].map((k) => parseInt(v4.slice(k, k + 2), 16)).join('.');
  };
  for (const f of tcpRows()) {
    if (f.length < 4) continue;
    const localPort = f[1].split(':')[1];
    const [remoteIp, remotePort] = f[2].split(':');
    if (parseInt(localPort, 16) === port && f[3] === '01') {
      out.established++;
      const a = ip(remoteIp);
      out.client_addresses[a] = (out.client_addresses[a] ?? 0) + 1;
    } else if (parseInt(remotePort, 16) === port && f[3] === '06') {
      out.client_time_wait++;
    }
  }
  return out;
}

function safeCpu(pid) {
  try {
    return cpuSeconds(pid);
  } catch {
    return 0;
  }
}

/** Samples the CPU of the node, PostgreSQL and the load generators every `everyMs` (cumulative seconds). */
function cpuSampler(groups, everyMs = 250) {
  const samples = [];
  const take = () => {
    const s = { at: nowMs(), cpus: cpuTimes() };
    for (const [name, pids] of Object.entries(groups)) s[name] = pids.reduce((a, pid) => a + safeCpu(pid), 0);
    s.postgresql = cpuSecondsByComm('postgres').seconds;
    samples.push(s);
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    samples,
    stop() {
      clearInterval(timer);
      take();
    },
  };
}

const NAMES = ['node', 'postgresql', 'load'];

/** CPU used between two instants (the samples nearest to them), per group, in seconds and % of one core. */
function cpuBetween(samples, from, to) {
  const near = (t) => samples.reduce((best, s) => (Math.abs(s.at - t) < Math.abs(best.at - t) ? s : best), samples[0]);
  const a = near(from);
  const b = near(to);
  const seconds = (b.at - a.at) / 1000;
  const out = { from_s: null, seconds: round(seconds, 2) };
  for (const name of NAMES) {
    const used = b[name] - a[name];
    out[name] = { cpu_s: round(used, 2), percent_of_one_core: seconds > 0 ? round((100 * used) / seconds, 1) : null };
  }
  out.cpu_busy_percent = cpuBusyPercent(a.cpus, b.cpus);
  return out;
}

/** The time series: per `stepMs`, each group's share of one core, from `origin` (seconds relative to it). */
function cpuSeries(samples, origin, stepMs) {
  const out = [];
  let prev = samples[0];
  for (const s of samples) {
    if (s.at - prev.at < stepMs * 0.95 && s !== samples.at(-1)) continue;
    const seconds = (s.at - prev.at) / 1000;
    if (seconds <= 0) continue;
    const row = { t_s: round((s.at - origin) / 1000, 2) };
    for (const name of NAMES) row[name] = round((100 * (s[name] - prev[name])) / seconds, 0);
    out.push(row);
    prev = s;
  }
  return out;
}

/** Seconds from `origin` until `share` of `times` (epoch ms; null = never) had happened; null when not all of that share did. */
function until(times, origin, share) {
  const done = times.filter((t) => t !== null).map((t) => t - origin).sort((x, y) => x - y);
  const need = Math.ceil(share * times.length);
  if (need === 0) return 0;
  return done.length >= need ? round(done[need - 1] / 1000, 2) : null;
}

function mergeCounters(list) {
  const out = {};
  for (const c of list) {
    for (const [group, kinds] of Object.entries(c)) {
      out[group] ??= {};
      for (const [kind, { made, answers }] of Object.entries(kinds)) {
        const into = (out[group][kind] ??= { made: 0, answers: {} });
        into.made += made;
        for (const [k, v] of Object.entries(answers)) into.answers[k] = (into.answers[k] ?? 0) + v;
      }
    }
  }
  return out;
}

/** The answer that means "done as asked" for each kind of request. */
const OK = { code_request: '201', token_grant: '200', socket_connect: 'connected', socket_reconnect: 'connected', sync: 'ok' };
const isRateLimit = (answer) => /^429|rate_limited|too_many_sockets|slow_down/.test(answer);

/** Refusals of one kind of request: rate-limit answers (429, `rate_limited`, `too_many_sockets`) and any other failure. */
function refusals(kind, c) {
  let limited = 0;
  let other = 0;
  for (const [answer, n] of Object.entries(c.answers)) {
    if (answer === OK[kind]) continue;
    if (isRateLimit(answer)) limited += n;
    else other += n;
  }
  return { made: c.made, ok: c.answers[OK[kind]] ?? 0, refused_rate_limit: limited, refused_other: other };
}

export async function run(env) {
  const size = sizes(env);
  const people = mobiles(size.attendees + size.posters);
  const hall = people.slice(0, size.attendees).map((p, i) => ({ ...p, i, typo: i % 50 === 25 }));
  const posterPeople = people.slice(size.attendees);

  // One node with Convene's default limits (nothing raised), no Redis: the limits live in the node's memory.
  const node = await startConvene({ databaseUrl: env.databaseUrl, smsUrl: env.smsUrl, label: 'convene-venue', defaultLimits: true });
  const workers = [];
  let posterProc;
  let sampler;
  try {
    // Its own event: the hall's feed is the venue's, not what an earlier scenario posted.
    const { eventId } = await seedCatalogue(env.databaseUrl, { own: 1 });
    await seedAttendeesByMobile(env.databaseUrl, eventId, hall.map((a) => a.e164));
    const posterIds = await seedAttendeesByMobile(env.databaseUrl, eventId, posterPeople.map((p) => p.e164));
    const posterTokens = await mintTokens(env.databaseUrl, posterIds, eventId);

    const workerCount = Math.max(2, Math.ceil(size.attendees / PER_WORKER));
    for (let w = 0; w < workerCount; w++) workers.push(await forkScript('load/venue-clients.mjs', { cpus: CPUS.load, label: `venue-clients-${w}` }));
    posterProc = await forkScript('load/venue-clients.mjs', { cpus: CPUS.load, label: 'venue-posters' });
    sampler = cpuSampler({ node: [node.pid], load: [...workers.map((w) => w.pid), posterProc.pid, ...(env.sinkPid ? [env.sinkPid] : [])] });
    const base = `http://${ADDRESS}:${node.port}`;

    // ---- The door: arrivals at `rate`, each logs in and opens its socket --------------------------------------
    const loginStart = nowMs() + 1000;
    env.log(`  venue: ${size.attendees} attendees arrive at ${size.rate}/s from ${ADDRESS} (about ${Math.round(size.attendees / size.rate)} s)`);
    const loginDone = Promise.all(
      workers.map((wk, w) =>
        wk.request(
          { type: 'login', distRoot: build.root, base, sinkUrl: env.sinkUrl, eventId, startAt: loginStart, rate: size.rate, attendees: hall.filter((a) => a.i % workerCount === w) },
          (size.attendees / size.rate + 300) * 1000,
        ),
      ),
    );
    // Sockets live over the login phase, from the workers' unasked progress messages (about one a second each).
    const liveSeries = [];
    const liveNow = workers.map(() => 0);
    workers.forEach((wk, w) =>
      wk.child.on('message', (m) => {
        if (m?.type !== 'progress') return;
        liveNow[w] = m.live;
        if (w === 0) liveSeries.push({ t_s: round((m.at - loginStart) / 1000, 1), live: liveNow.reduce((a, b) => a + b, 0) });
      }),
    );
    const loginResults = await loginDone;
    const loginEnd = nowMs();
    const live = loginResults.reduce((n, r) => n + r.live, 0);
    env.log(`  venue: ${live} of ${size.attendees} live after ${round((loginEnd - loginStart) / 1000, 1)} s`);
    if (live === 0) throw new Error(`no attendee got a live socket: ${JSON.stringify(loginResults.map((r) => r.errors))}`);

    // ---- Steady: the feed receives posts --------------------------------------------------------------------
    await posterProc.request({ type: 'poster-start', distRoot: build.root, base, tokens: posterTokens, rate: size.postRate });
    await sleep(size.steadySeconds * 1000);
    const beforeDrop = tcpView(node.port);
    await loopDelay(base); // resets the histogram: the next reading covers the drop and the reconnection

    // ---- The blip: every attendee socket's TCP connection destroyed at one instant -----------------------------
    const dropAt = nowMs() + 500;
    env.log(`  venue: dropping all ${live} sockets at once`);
    const drops = await Promise.all(workers.map((wk) => wk.request({ type: 'drop', at: dropAt })));
    const dropped = drops.reduce((n, d) => n + d.dropped, 0);
    const backSeries = [];
    let allBackAt = null;
    let allLiveAt = null;
    const deadline = dropAt + size.deadlineSeconds * 1000;
    while (nowMs() < deadline) {
      const st = await Promise.all(workers.map((wk) => wk.request({ type: 'status' })));
      const back = st.reduce((n, s) => n + s.back, 0);
      const liveAgain = st.reduce((n, s) => n + s.live_again, 0);
      const t = nowMs();
      backSeries.push({ t_s: round((t - dropAt) / 1000, 2), back, caught_up: liveAgain });
      if (back >= dropped) allBackAt ??= t;
      if (liveAgain >= dropped) {
        allLiveAt = t;
        break;
      }
      await sleep(250);
    }
    const reconnectEnd = allLiveAt ?? nowMs();
    const loopReconnect = await loopDelay(base).catch(() => null);
    const afterReconnect = tcpView(node.port);
    env.log(`  venue: ${backSeries.at(-1)?.back ?? 0} of ${dropped} back, ${backSeries.at(-1)?.caught_up ?? 0} caught up, ${round((reconnectEnd - dropAt) / 1000, 1)} s after the drop`);

    // ---- Tail: posts go on for a while, then stop; every attendee must hold every post -----------------------
    await sleep(size.tailSeconds * 1000);
    const posted = await posterProc.request({ type: 'poster-stop' }, 60_000);
    const postsEnd = nowMs();
    const expected = posted.acked_ids.length * live;
    let last = -1;
    let stalledSince = Date.now();
    const waitUntil = Date.now() + 30_000;
    while (Date.now() < waitUntil) {
      const st = await Promise.all(workers.map((wk) => wk.request({ type: 'status' })));
      const received = st.reduce((n, s) => n + s.received, 0);
      if (received >= expected) break;
      if (received !== last) stalledSince = Date.now();
      else if (Date.now() - stalledSince > 5000) break;
      last = received;
      await sleep(250);
    }
    sampler.stop();
    const collected = await Promise.all(workers.map((wk) => wk.request({ type: 'collect', posted: posted.acked_ids }, 120_000)));

    // ---- Figures ---------------------------------------------------------------------------------------------
    const times = {};
    for (const key of Object.keys(collected[0].times)) times[key] = collected.flatMap((c) => c.times[key]);
    const liveIdx = times.liveAt.map((t, k) => (t !== null ? k : -1)).filter((k) => k >= 0);
    const droppedIdx = times.dropAt.map((t, k) => (t !== null ? k : -1)).filter((k) => k >= 0);
    const backTimes = droppedIdx.map((k) => times.backAt[k]);
    const caughtUpTimes = droppedIdx.map((k) => times.liveAgainAt[k]);
    const span = (from, to, idx) => summarize(idx.filter((k) => times[from][k] !== null && times[to][k] !== null).map((k) => times[to][k] - times[from][k]));
    const back = { p50_s: until(backTimes, dropAt, 0.5), p99_s: until(backTimes, dropAt, 0.99), all_s: until(backTimes, dropAt, 1), back: backTimes.filter((t) => t !== null).length, of: droppedIdx.length };
    const caughtUp = { p50_s: until(caughtUpTimes, dropAt, 0.5), p99_s: until(caughtUpTimes, dropAt, 0.99), all_s: until(caughtUpTimes, dropAt, 1), caught_up: caughtUpTimes.filter((t) => t !== null).length, of: droppedIdx.length };
    const first = droppedIdx.length ? round((Math.min(...backTimes.filter((t) => t !== null)) - dropAt) / 1000, 2) : null;

    const counters = mergeCounters(collected.map((c) => c.requests));
    const correct = Object.fromEntries(Object.entries(counters.correct).map(([kind, c]) => [kind, { ...refusals(kind, c), answers: c.answers }]));
    const typoGrants = counters.typos.token_grant_wrong_code;
    const typoSplit = {
      made: typoGrants.made,
      answered_invalid_grant: typoGrants.answers['400 invalid_grant'] ?? 0,
      refused_rate_limit: Object.entries(typoGrants.answers).filter(([a]) => isRateLimit(a)).reduce((n, [, v]) => n + v, 0),
      other: Object.entries(typoGrants.answers).filter(([a]) => a !== '400 invalid_grant' && !isRateLimit(a)).reduce((n, [, v]) => n + v, 0),
      answers: typoGrants.answers,
    };
    const correctRefused = Object.values(correct).reduce((n, c) => n + c.refused_rate_limit + c.refused_other, 0);
    const correctRateLimited = Object.values(correct).reduce((n, c) => n + c.refused_rate_limit, 0);
    const missing = collected.reduce((n, c) => n + c.feed.missing_deliveries, 0);
    const attendeesMissing = collected.reduce((n, c) => n + c.feed.attendees_missing_some, 0);
    const notAcked = posted.sent - posted.acked_ids.length;
    const dropReasons = {};
    for (const c of collected) for (const [k, v] of Object.entries(c.drop_reasons)) dropReasons[k] = (dropReasons[k] ?? 0) + v;
    const flowErrors = {};
    for (const c of collected) for (const [k, v] of Object.entries(c.errors)) flowErrors[k] = (flowErrors[k] ?? 0) + v;

    const phases = {
      login: { ...cpuBetween(sampler.samples, loginStart, loginEnd), from_s: 0 },
      steady: { ...cpuBetween(sampler.samples, loginEnd, dropAt), from_s: round((loginEnd - loginStart) / 1000, 1) },
      reconnect: { ...cpuBetween(sampler.samples, dropAt, reconnectEnd), from_s: round((dropAt - loginStart) / 1000, 1) },
      tail: { ...cpuBetween(sampler.samples, reconnectEnd, postsEnd), from_s: round((reconnectEnd - loginStart) / 1000, 1) },
    };
    const cpuCell = (p) => `${p.node.cpu_s} s (${p.node.percent_of_one_core} %) / ${p.postgresql.cpu_s} s (${p.postgresql.percent_of_one_core} %) / ${p.load.cpu_s} s (${p.load.percent_of_one_core} %)`;
    const ports = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);

    const table = [
      {
        figure: `${size.attendees} attendees of one event, every connection from ${ADDRESS}, Convene's default limits, 1 node: door rate; live after logging in (failed)`,
        convene: `${size.rate}/s; ${live} (${size.attendees - live})`,
      },
      { figure: 'login: arrival → token p50 / p99 ms; token → socket live (connected and synced) p50 / p99 ms', convene: `${span('arrivedAt', 'loggedInAt', liveIdx).p50} / ${span('arrivedAt', 'loggedInAt', liveIdx).p99}; ${span('loggedInAt', 'liveAt', liveIdx).p50} / ${span('loggedInAt', 'liveAt', liveIdx).p99}` },
      {
        figure: 'requests a person made correctly (code requests, right-code grants, socket connections and reconnections, sync): made / refused by a rate limit / refused otherwise',
        convene: `${Object.values(correct).reduce((n, c) => n + c.made, 0)} / ${correctRateLimited} / ${correctRefused - correctRateLimited}`,
        target: '0 refused',
      },
      { figure: `typos (a wrong code first, ${hall.filter((a) => a.typo).length} attendees): grants made / answered 400 invalid_grant / refused by a rate limit`, convene: `${typoSplit.made} / ${typoSplit.answered_invalid_grant} / ${typoSplit.refused_rate_limit}` },
      { figure: 'the blip: sockets whose TCP connection was destroyed at one instant (within ms)', convene: `${dropped} (${round(Math.max(...drops.map((d) => d.spread_ms)), 0)} ms)` },
      { figure: 'back (reconnected): first / 50 % / 99 % / 100 % s after the drop', convene: `${first} / ${back.p50_s} / ${back.p99_s} / ${back.all_s ?? `not all (${back.back} of ${back.of})`}`, target: '100 % ≤ 30 s' },
      { figure: 'caught up (reconnected and `sync` done): 50 % / 99 % / 100 % s after the drop', convene: `${caughtUp.p50_s} / ${caughtUp.p99_s} / ${caughtUp.all_s ?? `not all (${caughtUp.caught_up} of ${caughtUp.of})`}` },
      { figure: `lost: feed posts (${posted.acked_ids.length} acknowledged at ${size.postRate}/s) not given to every attendee by a push or a sync; deliveries missing`, convene: `${missing === 0 ? 0 : `${attendeesMissing} attendees`}; ${missing}`, target: '0' },
      { figure: 'CPU in the login phase: node / PostgreSQL / load generators (s, % of a core)', convene: cpuCell(phases.login) },
      { figure: 'CPU from the drop until all caught up: node / PostgreSQL / load generators', convene: cpuCell(phases.reconnect) },
      { figure: `event-loop delay of the node from the drop until all caught up, p50 / p99 / max ms (beyond the monitor's ${LOOP_RESOLUTION_MS} ms interval)`, convene: loopReconnect ? `${loopReconnect.p50_ms} / ${loopReconnect.p99_ms} / ${loopReconnect.max_ms}` : '–' },
      { figure: 'client addresses the node saw (established connections before the drop; after)', convene: `${Object.entries(beforeDrop.client_addresses).map(([a, n]) => `${a}: ${n}`).join(', ')}; ${Object.entries(afterReconnect.client_addresses).map(([a, n]) => `${a}: ${n}`).join(', ')}` },
    ];

    const notes = [
      `one address, literally: every attendee, the posters and the SMS sink's clients connect from ${ADDRESS} to ${ADDRESS}; no X-Forwarded-For, no trusted proxy, no TRUSTED_NETWORKS and no venue networks. One address pair has ${ports[1] - ports[0] + 1} ephemeral ports here (${ports.join('–')}); the run needs about two per attendee socket (the destroyed one waits in TIME_WAIT, ${afterReconnect.client_time_wait} of them after the reconnection) plus a few for the logins' kept-alive HTTP connections`,
      `attendees' numbers are random over the national 9xxxxxxxxx space (fixed seed), as at a real event; ${size.attendees} consecutive numbers would be one number range and the per-range code limit (OTP_PREFIX_LIMIT ${200} per 10 minutes) would refuse them, which is what it is for (SMS pumping)`,
      `the door's rate of ${size.rate} arrivals/s is ${size.rate * 60} codes a minute, inside the deployment-wide SMS budget (SMS_BUDGET_PER_MINUTE 3,000, alert at 80 %); a faster door is refused by that budget by design (429, Retry-After), which this run does not measure`,
      'the blip destroys the TCP connection under each socket in the clients, so the node sees every close at once; a blip that the node does not see (no FIN: the old sockets linger until Engine.IO\'s ping timeout) is not measured here',
      `clients reconnect with socket.io-client's own backoff (first retry 0.5–1.5 s after the drop) and catch up through the client library's \`sync\` loop; the first came back ${first} s after the drop`,
    ];
    if (size.attendees - live > 0) notes.push(`${size.attendees - live} attendees never got a live socket: ${JSON.stringify(flowErrors)}`);
    if (notAcked > 0) notes.push(`${notAcked} of ${posted.sent} posts were not acknowledged (${JSON.stringify(posted.errors)}); not losses (the poster was told)`);
    if (Object.keys(flowErrors).length) notes.push(`client-side events: ${JSON.stringify(flowErrors)}`);
    const busy = phases.reconnect.cpu_busy_percent;
    notes.push(`CPU busy from the drop until all caught up: ${Object.entries(busy).map(([c, v]) => `${c} ${v} %`).join(', ')} (node on CPU ${CPUS.server}, load generators on CPU ${CPUS.load}, PostgreSQL unpinned)`);

    return {
      scenario: 'venue',
      setup: {
        attendees: size.attendees,
        address: ADDRESS,
        node: '1 Convene node, default limits (only DEMO_DATA=1, SMS_DRIVER=http to the bench sink, LOG_LEVEL=warn set), no Redis (limits in memory)',
        arrivals_per_s: size.rate,
        typo_share: 0.02,
        typists: hall.filter((a) => a.typo).length,
        posters: size.posters,
        posts_per_s: size.postRate,
        steady_seconds: size.steadySeconds,
        tail_seconds: size.tailSeconds,
        client: 'dist/client/realtime.js (Convene client library, websocket first), requestTokens from dist/client/auth.js',
        workers: workers.length,
        ephemeral_ports: ports,
      },
      result: {
        live,
        login: {
          seconds: round((loginEnd - loginStart) / 1000, 2),
          arrival_to_code_ms: span('arrivedAt', 'codeAt', liveIdx),
          arrival_to_token_ms: span('arrivedAt', 'loggedInAt', liveIdx),
          token_to_live_ms: span('loggedInAt', 'liveAt', liveIdx),
          errors: flowErrors,
        },
        requests: { correct, correct_refused: correctRefused, correct_rate_limited: correctRateLimited, typos: typoSplit },
        drop: { dropped, workers: drops, reasons_seen_by_clients: dropReasons },
        back,
        caught_up: caughtUp,
        drop_to_back_ms: summarize(droppedIdx.filter((k) => times.backAt[k] !== null).map((k) => times.backAt[k] - dropAt)),
        back_to_caught_up_ms: span('backAt', 'liveAgainAt', droppedIdx),
        feed: { sent: posted.sent, acked: posted.acked_ids.length, ack_latency_ms: posted.ack_latency_ms, poster_errors: posted.errors, deliveries_expected: expected, missing_deliveries: missing, attendees_missing_some: attendeesMissing, examples: collected.flatMap((c) => c.feed.examples).slice(0, 5), lost: missing },
        cpu_phases: phases,
        event_loop_delay_reconnect_ms: loopReconnect,
        tcp: { before_drop: beforeDrop, after_reconnect: afterReconnect },
        series: {
          live_during_login: liveSeries,
          back_after_drop: backSeries,
          cpu_percent_of_one_core_during_login: cpuSeries(sampler.samples.filter((s) => s.at <= loginEnd + 1000), loginStart, 1000),
          cpu_percent_of_one_core_around_drop: cpuSeries(sampler.samples.filter((s) => s.at >= dropAt - 2000 && s.at <= reconnectEnd + 2000), dropAt, 250),
        },
      },
      table,
      notes,
    };
  } finally {
    sampler?.stop();
    await Promise.all(workers.map((wk) => wk.request({ type: 'close' }, 30_000).catch(() => undefined)));
    await Promise.all([...workers.map((wk) => wk.stop()), posterProc?.stop()]);
    await node.stop();
  }
}
