// Chat across 2 nodes sharing Redis: pairs of attendees, one member of each pair on each node, both sending to
// the other at a fixed rate over `chat:send` (with a client_message_id). Reports p99 delivery latency (sampled in
// the receiving client), messages per server CPU-second, and loss: sent vs acknowledged vs received vs stored.
import pg from 'pg';
import { CPUS, forkScript, startConvene } from '../lib/infra.mjs';
import { mintTokens, seedAttendees, seedCatalogue } from '../lib/seed.mjs';
import { io } from 'socket.io-client';
import { startPgCapture } from '../lib/pg-capture.mjs';
import { chatRound } from '../lib/chat-round.mjs';
import { cpuBusyPercent, cpuSeconds, cpuSecondsByComm, cpuTimes, nowMs, round, sleep, summarize } from '../lib/util.mjs';

/**
 * The statements one `chat:send` and one `livefeed:post` cost (after a warm-up send), read through the capture
 * proxy from a node of their own: explains the acknowledgement latency without a profiler.
 */
async function statementsPerMessage(env, tokens, userIds) {
  const capture = await startPgCapture();
  const viaProxy = new URL(env.databaseUrl);
  viaProxy.port = String(capture.port);
  // The outbox dispatcher is off on this node: its background poll is not a statement of the message.
  const node = await startConvene({ databaseUrl: viaProxy.toString(), smsUrl: env.smsUrl, label: 'convene-capture', extraEnv: { OUTBOX_ENABLED: '0' } });
  const socket = io(node.url, { path: '/connect/socket.io', transports: ['websocket'], auth: { token: tokens[0] }, reconnection: false });
  try {
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const out = {};
    const probes = [
      ['chat:send', (n) => ({ to: userIds[1], message: `probe ${n}`, client_message_id: `probe-${process.pid}-${n}` })],
      ['livefeed:post', (n) => ({ message: `probe ${n}` })],
    ];
    for (const [event, payload] of probes) {
      await socket.timeout(10_000).emitWithAck(event, payload(1));
      await sleep(200);
      const mark = capture.mark();
      const ack = await socket.timeout(10_000).emitWithAck(event, payload(2));
      await sleep(200);
      if (!ack?.ok) throw new Error(`${event} probe refused: ${JSON.stringify(ack)}`);
      out[event] = capture.since(mark).map((x) => x.sql.replace(/\s+/g, ' ').slice(0, 160));
    }
    return out;
  } finally {
    socket.close();
    await node.stop();
    await capture.close();
  }
}

/**
 * Chat at 200 messages/s on nodes that have run for a while (issue 28's goal): two fresh nodes first carry `sets`
 * rounds of chat from other users (each set 100 pairs at one message a second for `setSeconds`, within the chat
 * budget of 30 a minute; each set's sockets close after its round), so that V8 has compiled the send and delivery
 * paths as on a node an hour into an event; then 100 fresh pairs send at one a second for `seconds`, measured. The
 * cold figure of run() (its own warm-up of a few seconds on the measured users) stays beside it.
 */
async function steady({ env, tokens, userIds, sets, setSeconds, seconds }) {
  const PAIRS = 100;
  const nodes = [];
  try {
    for (let n = 0; n < 2; n++) nodes.push(await startConvene({ databaseUrl: env.databaseUrl, redisUrl: env.redisUrl, smsUrl: env.smsUrl, label: `convene-chat-steady-${n}` }));
    /** One round: 100 fresh pairs from user `from` on, at one message a second for `secs`. */
    const round_ = async (from, secs) => {
      const r = await chatRound({ nodes, tokens, userIds, from, pairs: PAIRS, seconds: secs, tag: `s${from}`, label: 'chat-steady' });
      if (r.connected < PAIRS * 2) throw new Error(`only ${r.connected} of ${PAIRS * 2} steady chat sockets connected`);
      return r;
    };
    const warm = [];
    for (let k = 0; k < sets; k++) warm.push(await round_(k * PAIRS * 2, setSeconds));
    const measured = await round_(sets * PAIRS * 2, seconds);
    const warmAcked = warm.reduce((a, r) => a + r.acked, 0);
    const warmCpu = warm.reduce((a, r) => a + r.cpu, 0);
    return {
      pairs: PAIRS,
      warm_up: { sets, seconds_each: setSeconds, messages: warmAcked, messages_per_cpu_s: warmCpu > 0 ? round(warmAcked / warmCpu, 0) : null },
      seconds,
      acknowledged: measured.acked,
      received_by_partner: measured.received,
      lost: Math.max(0, measured.acked - measured.received),
      messages_per_s: round(measured.acked / measured.elapsed, 1),
      server_cpu_s: round(measured.cpu),
      messages_per_cpu_s: measured.cpu > 0 ? round(measured.acked / measured.cpu, 0) : null,
    };
  } finally {
    await Promise.all(nodes.map((n) => n.stop()));
  }
}

export async function run(env) {
  const pairs = env.smoke ? 10 : env.quick ? 100 : 500;
  const seconds = env.smoke ? 2 : env.quick ? 5 : 15;
  const warmSeconds = process.env.BENCH_CHAT_WARM ? Number(process.env.BENCH_CHAT_WARM) : env.smoke ? 0 : env.quick ? 5 : 10;
  const perSocketRate = 1; // chat:send allows 20 per 10 s per socket, and 30 a minute per user (both rounds count)
  const first = await startConvene({ databaseUrl: env.databaseUrl, smsUrl: env.smsUrl, label: 'convene-setup' });
  await first.stop();
  const { eventId } = await seedCatalogue(env.databaseUrl);
  const userIds = await seedAttendees(env.databaseUrl, eventId, pairs * 2, 2);
  const tokens = await mintTokens(env.databaseUrl, userIds, eventId);
  // The steady-state measurement's users (steady()): its warm-up sets and its measured pairs, 200 each.
  const steadySets = env.smoke ? 0 : Number(process.env.BENCH_CHAT_STEADY_SETS ?? 3);
  const steadyUserIds = steadySets > 0 ? await seedAttendees(env.databaseUrl, eventId, (steadySets + 1) * 200, 3) : [];
  const steadyTokens = steadySets > 0 ? await mintTokens(env.databaseUrl, steadyUserIds, eventId) : [];
  // Users 0 and 1 of the probe are the last pair, so the measured pairs' chats start empty.
  const probe = await statementsPerMessage(env, tokens.slice(-2), userIds.slice(-2)).catch((err) => ({ error: err.message }));
  const nodes = [];
  const workers = [];
  try {
    for (let n = 0; n < 2; n++) nodes.push(await startConvene({ databaseUrl: env.databaseUrl, redisUrl: env.redisUrl, smsUrl: env.smsUrl, label: `convene-chat-${n}` }));
    const urls = nodes.map((n) => `${n.url}/connect/socket.io`);
    const count = 2;
    const per = pairs; // an even share keeps each pair inside one worker: index i talks to i^1, on the other node
    for (let w = 0; w < count; w++) workers.push(await forkScript('load/socket-clients.mjs', { cpus: CPUS.load, label: `chat-clients-${w}` }));
    const connects = await Promise.all(
      workers.map((wk, w) => wk.request({ type: 'connect', kind: 'socketio', urls, tokens: tokens.slice(w * per, (w + 1) * per), userIds: userIds.slice(w * per, (w + 1) * per), count: per, offset: w * per }, 120_000)),
    );
    const connected = connects.reduce((a, c) => a + c.connected, 0);
    if (connected < pairs * 2) throw new Error(`only ${connected} of ${pairs * 2} chat sockets connected: ${JSON.stringify(connects.map((c) => c.errors))}`);
    await sleep(500);
    // The same window with every socket open and nothing sent: what the nodes spend whatever the traffic.
    const idle0 = nodes.map((n) => cpuSeconds(n.pid));
    await sleep(seconds * 1000);
    const idleCpu = nodes.reduce((a, n, i) => a + cpuSeconds(n.pid) - idle0[i], 0);
    const ackedIds = [];
    let collected = [];
    // One round of sends at the scenario's rate, then a bounded wait for the partners' copies (of every round so
    // far). Its CPU and elapsed time cover both.
    const sendRound = async (tag, secs) => {
      const cpuAt = nodes.map((n) => cpuSeconds(n.pid));
      const pgAt = cpuSecondsByComm('postgres').seconds;
      const coresAt = cpuTimes();
      const t0 = nowMs();
      const sends = await Promise.all(
        workers.map((wk, w) => {
          const partners = Array.from({ length: per }, (_, k) => userIds[(w * per + k) ^ 1]);
          return wk.request({ type: 'chat', partners, perSocketRate, seconds: secs, tag }, (secs + 60) * 1000);
        }),
      );
      const acked = sends.flatMap((x) => x.acked_ids);
      ackedIds.push(...acked);
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        collected = await Promise.all(workers.map((wk) => wk.request({ type: 'collect', raw: true })));
        if (collected.reduce((a, c) => a + c.chat_received_ids.length, 0) >= ackedIds.length) break;
        await sleep(250);
      }
      const elapsed = (nowMs() - t0) / 1000;
      const cpu = nodes.reduce((a, n, i) => a + cpuSeconds(n.pid) - cpuAt[i], 0);
      return { sends, acked: acked.length, elapsed, cpu, postgresCpu: cpuSecondsByComm('postgres').seconds - pgAt, coresBusy: cpuBusyPercent(coresAt, cpuTimes()) };
    };
    // A first round at the same rate warms the nodes up (V8 compiles the send and delivery paths while it runs); the
    // figures are the second round's, the first round's rate is reported beside them.
    const warm = warmSeconds > 0 ? await sendRound('w', warmSeconds) : null;
    await Promise.all(workers.map((wk) => wk.request({ type: 'reset' })));
    const { sends, elapsed, cpu, acked: measuredAcked, postgresCpu, coresBusy } = await sendRound('b', seconds);
    const received = new Set(collected.flatMap((c) => c.chat_received_ids));
    const missing = ackedIds.filter((id) => !received.has(id));
    const db = new pg.Client({ connectionString: env.databaseUrl });
    await db.connect();
    const stored = (await db.query('select count(*)::int as n from chat_messages where id = any($1::int[])', [ackedIds])).rows[0].n;
    const storedBySenders = (await db.query('select count(*)::int as n from chat_messages where sender_id = any($1::int[])', [userIds])).rows[0].n;
    await db.end();
    const allSends = [...(warm?.sends ?? []), ...sends];
    const sent = allSends.reduce((a, s) => a + s.sent, 0);
    const ackErrors = {};
    for (const s of allSends) for (const [k, v] of Object.entries(s.ack_errors)) ackErrors[k] = (ackErrors[k] ?? 0) + v;
    const latency = summarize(collected.flatMap((c) => c.samples));
    const ackLatency = summarize(sends.flatMap((s) => s.ack_latency_samples));
    const result = {
      pairs,
      sockets: connected,
      seconds,
      per_socket_rate: perSocketRate,
      sent,
      acknowledged: ackedIds.length,
      ack_errors: ackErrors,
      received_by_partner: received.size,
      stored_acknowledged: stored,
      stored_from_bench_senders: storedBySenders,
      lost: missing.length + (ackedIds.length - stored),
      warm_up_seconds: warmSeconds,
      messages_per_s: round(measuredAcked / elapsed, 1),
      server_cpu_s: round(cpu),
      idle_cpu_s_same_length: round(idleCpu * (elapsed / seconds)),
      messages_per_cpu_s: cpu > 0 ? round(measuredAcked / cpu, 0) : null,
      warm_up_messages_per_cpu_s: warm && warm.cpu > 0 ? round(warm.acked / warm.cpu, 0) : null,
      // Where the rest of the machine went: PostgreSQL is not pinned, and shares both cores with the load generators.
      postgres_cpu_s: round(postgresCpu),
      postgres_cpu_ms_per_message: measuredAcked > 0 ? round((postgresCpu * 1000) / measuredAcked, 3) : null,
      cores_busy_percent: coresBusy,
      latency_ms: latency,
      ack_latency_ms: ackLatency,
    };
    for (const s of allSends) delete s.ack_latency_samples;
    // The nodes above stop first (stopping twice is harmless): the steady-state measurement runs on two fresh ones alone.
    await Promise.all(workers.map((wk) => wk.request({ type: 'close' }, 30_000).catch(() => undefined)));
    await Promise.all(nodes.map((n) => n.stop()));
    const steadyResult =
      steadySets > 0
        ? await steady({ env, tokens: steadyTokens, userIds: steadyUserIds, sets: steadySets, setSeconds: 25, seconds: env.quick ? 5 : 10 }).catch((err) => ({ error: err.message }))
        : null;
    return {
      scenario: 'chat',
      setup: { nodes: 2, redis: 'private redis-server shared by both nodes', pairs, note: 'each pair has one member on each node' },
      result,
      steady_200_per_s: steadyResult,
      statements_per_message: probe,
      table: [
        { figure: `${pairs} pairs over 2 nodes: messages sent / acknowledged / received / stored`, convene: `${sent} / ${ackedIds.length} / ${received.size} / ${stored}` },
        { figure: 'chat: lost messages (acknowledged but not received or not stored)', convene: result.lost, target: '0' },
        { figure: 'chat: latency p50 / p99 / max ms (sender to partner, across nodes)', convene: `${latency.p50} / ${latency.p99} / ${latency.max}` },
        { figure: 'chat: acknowledgement p50 / p99 ms (stored, before the push)', convene: `${ackLatency.p50} / ${ackLatency.p99}` },
        { figure: 'chat: messages per server CPU-second (both nodes), after the warm-up round', convene: result.messages_per_cpu_s },
        ...(warm ? [{ figure: 'chat: messages per server CPU-second in the warm-up round (code not yet compiled)', convene: result.warm_up_messages_per_cpu_s }] : []),
        ...(steadyResult
          ? [
              {
                figure: `chat at 200 messages/s on nodes that carried ${steadySets} × 25 s of other users' chat first: messages per server CPU-second (acknowledged / received)`,
                convene: steadyResult.error ? `failed: ${steadyResult.error}` : `${steadyResult.messages_per_cpu_s} (${steadyResult.acknowledged} / ${steadyResult.received_by_partner}; warm-up rounds ${steadyResult.warm_up.messages_per_cpu_s})`,
                target: '≥ 1500',
              },
            ]
          : []),
        { figure: 'chat: PostgreSQL CPU per message (ms); cores busy over the measured round (cpu0 servers and Redis, cpu1 load; PostgreSQL on either)', convene: `${result.postgres_cpu_ms_per_message}; ${Object.entries(coresBusy).map(([c, v]) => `${c} ${v} %`).join(', ')}` },
        ...(probe.error
          ? []
          : [{ figure: 'SQL statements per chat:send; per livefeed:post (sequential round trips before the acknowledgement)', convene: `${probe['chat:send'].length}; ${probe['livefeed:post'].length}` }]),
      ],
      notes: [
        ...(sent > ackedIds.length ? [`${sent - ackedIds.length} sends were refused or timed out (${JSON.stringify(ackErrors)}); they are not losses (the sender was told)`] : []),
        'server CPU counts both Convene processes; PostgreSQL and Redis are left out',
      ],
    };
  } finally {
    await Promise.all(workers.map((wk) => wk.request({ type: 'close' }, 30_000).catch(() => undefined)));
    await Promise.all(workers.map((wk) => wk.stop()));
    await Promise.all(nodes.map((n) => n.stop()));
  }
}
