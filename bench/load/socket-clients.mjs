// Forked socket load generator. Opens its share of sockets (Socket.IO client, the lean Socket.IO client of
// lean-socketio.mjs, or raw `ws`), spread over 127.0.0.x,
// records delivery latency from the send time carried in each message, and posts at a fixed rate when asked.
// Every wait is bounded; the runner drives it with `connect`, `post`, `chat`, `collect`, `close`, and for the keynote
// scenario `keynote` (feed posts and chat sends at fixed rates from the same sockets), `keynote-count`, `keynote-collect`,
// and for the qa scenario `qa-join`, `qa-vote`, `qa-collect`.
import { io } from 'socket.io-client';
import WebSocket from 'ws';
import { openLean } from './lean-socketio.mjs';
import { serveRunner } from '../lib/infra.mjs';
import { loopbackHost, nowMs, round, sleep, summarize } from '../lib/util.mjs';

const MAX_SAMPLES = 300_000;

/** Latency samples of one kind of delivery; reservoir sampling keeps the sample uniform over the whole run. */
function reservoir() {
  return { seen: 0, values: [] };
}
function sample(r, value) {
  r.seen++;
  if (r.values.length < MAX_SAMPLES) r.values.push(value);
  else {
    const j = Math.floor(Math.random() * r.seen);
    if (j < MAX_SAMPLES) r.values[j] = value;
  }
}

// feedCounts (keynote only): deliveries per feed item id, to tell which posts reached every socket.
const state = { sockets: [], kind: 'socketio', received: 0, feed: reservoir(), chatLatency: reservoir(), chat: null, feedCounts: null, disconnects: {} };

/** All samples, feed and chat (the fan-out and chat scenarios each have one kind only). */
const allSamples = () => state.feed.values.concat(state.chatLatency.values);

function record(message, into = state.feed) {
  // message: "bench|<send time ms>|<tag>"
  const parts = typeof message === 'string' ? message.split('|') : [];
  if (parts[0] !== 'bench') return null;
  state.received++;
  sample(into, nowMs() - Number(parts[1]));
  return parts;
}

function onFeed(item) {
  if (record(item?.message) && state.feedCounts) state.feedCounts.set(item.id, (state.feedCounts.get(item.id) ?? 0) + 1);
}

function openSocketIo(base, token, i) {
  const url = new URL(base);
  url.hostname = loopbackHost(i);
  return new Promise((resolve, reject) => {
    const socket = io(url.origin, {
      path: url.pathname === '/' ? '/socket.io' : url.pathname,
      transports: ['websocket'],
      auth: token ? { token } : {},
      reconnection: false,
      forceNew: true,
      timeout: 20_000,
    });
    const timer = setTimeout(() => {
      socket.close();
      reject(new Error('connect timeout'));
    }, 30_000);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('connect_error', (err) => {
      clearTimeout(timer);
      socket.close();
      reject(err);
    });
    socket.on('livefeed:message', onFeed);
    socket.on('chat:message', (item) => onChat(socket, item));
    socket.on('disconnect', (reason) => (state.disconnects[reason] = (state.disconnects[reason] ?? 0) + 1));
  });
}

/** `kind: 'lean'` (bench/load/lean-socketio.mjs): the Socket.IO protocol without the client library's per-packet cost. */
async function openLeanSocket(base, token, i) {
  const url = new URL(base);
  url.hostname = loopbackHost(i);
  const socket = await openLean(url.href, token ? { token } : {});
  socket.on('disconnect', (reason) => (state.disconnects[reason] = (state.disconnects[reason] ?? 0) + 1));
  return socket;
}

function openWs(base, i) {
  const url = new URL(base);
  url.hostname = loopbackHost(i);
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error('connect timeout'));
    }, 30_000);
    ws.once('open', () => {
      clearTimeout(timer);
      resolve(ws);
    });
    ws.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    ws.on('message', (data) => {
      const msg = JSON.parse(data.toString());
      if (msg.type === 'livefeed:message') record(msg.data.message);
    });
  });
}

/** Chat: the partner's copy counts (each message also reaches the sender's own room). */
function onChat(socket, item) {
  if (!state.chat || !item || item.from === socket.userId) return;
  const parts = record(item.message, state.chatLatency);
  if (parts) state.chat.receivedIds.add(item.id);
}

async function connectAll({ kind, urls, tokens, userIds, count, offset, concurrency = 50 }) {
  state.kind = kind;
  state.offset = offset;
  let next = 0;
  let failed = 0;
  const errors = {};
  const t0 = nowMs();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const k = next++;
        const i = offset + k;
        const base = urls[i % urls.length];
        try {
          const s = kind === 'ws' ? await openWs(base, i) : kind === 'lean' ? await openLeanSocket(base, tokens?.[k], i) : await openSocketIo(base, tokens?.[k], i);
          s.userId = userIds?.[k];
          s.index = i;
          state.sockets.push(s);
        } catch (err) {
          failed++;
          errors[err.message] = (errors[err.message] ?? 0) + 1;
        }
      }
    }),
  );
  return { connected: state.sockets.length, failed, errors, seconds: round((nowMs() - t0) / 1000) };
}

/** Posts `rate` feed messages per second for `seconds`, round-robin over the first `posters` sockets. */
async function postAll({ rate, seconds, posters }) {
  const senders = state.sockets.slice(0, posters);
  if (!senders.length) return { sent: 0, acked: 0, ack_errors: {} };
  const total = Math.round(rate * seconds);
  let acked = 0;
  const ackErrors = {};
  const pending = [];
  const ackLatencies = [];
  const start = nowMs();
  for (let n = 0; n < total; n++) {
    const due = start + (n * 1000) / rate;
    const wait = due - nowMs();
    if (wait > 0) await sleep(wait);
    const s = senders[n % senders.length];
    const sentAt = nowMs();
    const message = `bench|${sentAt}|${n}`;
    if (state.kind === 'ws') {
      s.send(JSON.stringify({ type: 'livefeed:post', message }));
      acked++;
    } else {
      pending.push(
        s
          .timeout(10_000)
          .emitWithAck('livefeed:post', { message })
          .then(
            (ack) => {
              ackLatencies.push(nowMs() - sentAt);
              if (ack?.ok) acked++;
              else ackErrors[ack?.error?.code ?? 'bad_ack'] = (ackErrors[ack?.error?.code ?? 'bad_ack'] ?? 0) + 1;
            },
            (err) => (ackErrors[err.message] = (ackErrors[err.message] ?? 0) + 1),
          ),
      );
    }
  }
  await Promise.all(pending);
  return { sent: total, acked, ack_errors: ackErrors, ack_latency_ms: summarize(ackLatencies), seconds: round((nowMs() - start) / 1000) };
}

/**
 * Chat pairs: socket k sends to `partners[k]` at `perSocketRate` messages/s for `seconds`, each message tagged
 * with a client_message_id. Returns what was sent and acknowledged; `collect` reports what partners received.
 */
async function chatAll({ partners, perSocketRate, seconds, tag = 'b' }) {
  // Rounds add up: a later round's copies are counted with the earlier rounds' (its ids differ by `tag`).
  state.chat ??= { receivedIds: new Set() };
  const sentIds = [];
  const ackLatencies = [];
  let sent = 0;
  const ackErrors = {};
  const total = Math.round(perSocketRate * seconds);
  const start = nowMs();
  // `partners` is indexed like the tokens this worker was given (sockets connect in any order).
  await Promise.all(
    state.sockets.map(async (s, k) => {
      // Each socket keeps its own phase within the interval, so sends stay spread evenly for the whole run (not
      // only the first message): a fixed total rate, not a burst of every socket each interval.
      const phase = ((k % 50) / 50) * (1000 / perSocketRate);
      for (let n = 0; n < total; n++) {
        const due = start + phase + (n * 1000) / perSocketRate;
        const wait = due - nowMs();
        if (wait > 0) await sleep(wait);
        sent++;
        const sentAt = nowMs();
        try {
          const ack = await s.timeout(10_000).emitWithAck('chat:send', { to: partners[s.index - state.offset], message: `bench|${sentAt}|${s.index}-${n}`, client_message_id: `${tag}-${s.index}-${n}` });
          ackLatencies.push(nowMs() - sentAt);
          if (ack?.ok) sentIds.push(ack.data.id);
          else {
            const key = `${ack?.error?.code ?? 'bad_ack'}: ${ack?.error?.message ?? ''}`.slice(0, 120);
            ackErrors[key] = (ackErrors[key] ?? 0) + 1;
          }
        } catch (err) {
          ackErrors[err.message] = (ackErrors[err.message] ?? 0) + 1;
        }
      }
    }),
  );
  return { sent, acked: sentIds.length, acked_ids: sentIds, ack_errors: ackErrors, ack_latency_samples: ackLatencies, seconds: round((nowMs() - start) / 1000) };
}

const addError = (errors, key) => (errors[key] = (errors[key] ?? 0) + 1);

/**
 * The keynote load from this worker's sockets, on one clock from `startAt` for `seconds`: `feedRate` livefeed posts/s
 * and `chatRate` chat messages/s, each from the next socket round-robin (so no sender nears the per-user limits), chat
 * to a random other user of `recipients`. One 10 ms timer sends whatever is due (late sends go out at the next tick,
 * and the lag is reported). Resolves once every acknowledgement is in (or timed out).
 */
async function keynote({ startAt, seconds, feedRate, chatRate, recipients, tag, ackTimeoutMs = 30_000 }) {
  state.chat = { receivedIds: new Set() };
  state.feedCounts = new Map();
  state.received = 0;
  state.feed = reservoir();
  state.chatLatency = reservoir();
  state.disconnects = {};
  const senders = state.sockets;
  const end = startAt + seconds * 1000;
  const pending = [];
  const stream = (rate) => ({ rate, total: Math.round(rate * seconds), next: 0, inWindow: 0, ackedIds: [], ackErrors: {}, ackLatencies: [], lags: [] });
  const feed = stream(feedRate);
  const chat = stream(chatRate);
  let cursor = 0;
  const send = (st, s, event, payload, sentAt) => {
    pending.push(
      s
        .timeout(ackTimeoutMs)
        .emitWithAck(event, payload)
        .then(
          (ack) => {
            st.ackLatencies.push(nowMs() - sentAt);
            if (ack?.ok) st.ackedIds.push(ack.data.id);
            else addError(st.ackErrors, `${ack?.error?.code ?? 'bad_ack'}: ${ack?.error?.message ?? ''}`.slice(0, 120));
          },
          (err) => addError(st.ackErrors, err.message),
        ),
    );
  };
  const due = (st, now) => Math.min(st.total, Math.floor(((now - startAt) * st.rate) / 1000) + 1);
  const tick = () => {
    const now = nowMs();
    if (now < startAt || !senders.length) return;
    for (const [st, event] of [
      [feed, 'livefeed:post'],
      [chat, 'chat:send'],
    ]) {
      for (let upTo = due(st, now); st.next < upTo; st.next++) {
        const n = st.next;
        const s = senders[cursor++ % senders.length];
        const sentAt = nowMs();
        st.lags.push(sentAt - (startAt + (n * 1000) / st.rate));
        if (sentAt <= end) st.inWindow++;
        if (event === 'livefeed:post') send(st, s, event, { message: `bench|${sentAt}|${tag}f${n}` }, sentAt);
        else {
          let to = recipients[Math.floor(Math.random() * recipients.length)];
          while (to === s.userId && recipients.length > 1) to = recipients[Math.floor(Math.random() * recipients.length)];
          send(st, s, event, { to, message: `bench|${sentAt}|${tag}c${n}`, client_message_id: `k${tag}-${Math.round(startAt)}-${n}` }, sentAt);
        }
      }
    }
  };
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      tick();
      if (feed.next >= feed.total && chat.next >= chat.total) {
        clearInterval(timer);
        resolve();
      }
    }, 10);
  });
  const lastSendAt = nowMs();
  await Promise.all(pending);
  const report = (st) => ({
    asked_rate: st.rate,
    sent: st.next,
    sent_in_window: st.inWindow,
    acked: st.ackedIds.length,
    acked_ids: st.ackedIds,
    ack_errors: st.ackErrors,
    ack_latency_samples: st.ackLatencies,
    send_lag_ms: summarize(st.lags),
  });
  return { senders: senders.length, last_send_after_s: round((lastSendAt - startAt) / 1000), feed: report(feed), chat: report(chat) };
}

/**
 * Live Q&A (the qa scenario): every socket joins the session; each records, per socket, how many `question:updated`
 * and `poll:updated` it got, in which second, the last count it saw of each object and when.
 */
const qa = { pushes: [], joinErrors: {} };

/** Attempts of one `session:join` at most: a refusal with `retry_after` (`overloaded`, `service_unavailable`) is retried. */
const JOIN_ATTEMPTS = 5;

async function qaJoin({ sessionId }) {
  // Per socket and object: the last value seen, and how many arrived in the current wall-clock second (the most in any
  // second kept as `maxPerSecond`): constant work per push, whatever the run's length.
  qa.pushes = state.sockets.map(() => ({ count: 0, objects: new Map(), maxPerSecond: 0, maxTotal: 0, lastAt: 0 }));
  qa.joinErrors = {};
  let joined = 0;
  const retries = {};
  const times = [];
  await Promise.all(
    state.sockets.map(async (s, k) => {
      const rec = qa.pushes[k];
      const seen = (key, value) => {
        const now = nowMs();
        const second = Math.floor(now / 1000);
        rec.count++;
        rec.lastAt = now;
        let o = rec.objects.get(key);
        if (!o) rec.objects.set(key, (o = { value, second, n: 0, total: 0 }));
        if (++o.total > rec.maxTotal) rec.maxTotal = o.total;
        if (o.second !== second) {
          o.second = second;
          o.n = 0;
        }
        o.value = value;
        // Per object per wall-clock second: the coalescing bound is about one object, not the whole session.
        if (++o.n > rec.maxPerSecond) rec.maxPerSecond = o.n;
      };
      s.on('question:updated', (u) => seen(`q${u.id}`, u.votes));
      s.on('poll:updated', (p) => seen(`p${p.id}`, p.options.map((o) => o.votes).join(',')));
      const started = nowMs();
      for (let attempt = 1; attempt <= JOIN_ATTEMPTS; attempt++) {
        try {
          const ack = await s.timeout(30_000).emitWithAck('session:join', { session_id: sessionId });
          if (ack?.ok) {
            joined++;
            times.push(nowMs() - started);
            return;
          }
          const code = ack?.error?.code ?? 'bad_ack';
          const after = ack?.error?.retry_after;
          if (typeof after !== 'number' || attempt === JOIN_ATTEMPTS) {
            addError(qa.joinErrors, code);
            return;
          }
          // As a client should: wait the `retry_after` seconds it was told (plus up to a quarter more, so the
          // retries do not all come back in the same millisecond), then ask again.
          addError(retries, code);
          await sleep(after * 1000 * (1 + Math.random() / 4));
        } catch (err) {
          addError(qa.joinErrors, err.message);
          return;
        }
      }
    }),
  );
  return { joined, errors: qa.joinErrors, retries, join_samples: times };
}

/**
 * Votes from this worker's sockets on one clock: `rate` question votes/s for `seconds`, spread over the questions
 * (a (user, question) pair at most once), and each socket's one poll vote
 * spread over the same window. Resolves once every acknowledgement is in.
 */
async function qaVote({ startAt, seconds, rate, questionIds, pollId, pollOptions, ackTimeoutMs = 30_000 }) {
  const sockets = state.sockets;
  const total = Math.min(Math.round(rate * seconds), sockets.length * questionIds.length);
  const pollTotal = sockets.length;
  const pollRate = pollTotal / seconds;
  const end = startAt + seconds * 1000;
  const out = { sent: 0, in_window: 0, created: 0, already: 0, errors: {}, ack: [], lags: [], poll_sent: 0, poll_ok: 0, poll_errors: {}, last_ack_at: 0 };
  const pending = [];
  let next = 0;
  let pollNext = 0;
  const ack = (p, sentAt, onOk, errors) =>
    pending.push(
      p.then(
        (a) => {
          const now = nowMs();
          out.ack.push(now - sentAt);
          out.last_ack_at = Math.max(out.last_ack_at, now);
          if (a?.ok) onOk(a.data);
          else addError(errors, a?.error?.code ?? 'bad_ack');
        },
        (err) => addError(errors, err.message),
      ),
    );
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      const now = nowMs();
      if (now < startAt) return;
      const due = Math.min(total, Math.floor(((now - startAt) * rate) / 1000) + 1);
      for (; next < due; next++) {
        // Socket i's k-th vote goes to question (k + i) % questions: consecutive votes land on different questions
        // (the load spread over all 50, as in a hall), and no (user, question) pair repeats.
        const i = next % sockets.length;
        const s = sockets[i];
        const q = questionIds[(Math.floor(next / sockets.length) + i) % questionIds.length];
        const sentAt = nowMs();
        out.lags.push(sentAt - (startAt + (next * 1000) / rate));
        if (sentAt <= end) out.in_window++;
        out.sent++;
        ack(s.timeout(ackTimeoutMs).emitWithAck('question:vote', { question_id: q }), sentAt, (d) => (d.created ? out.created++ : out.already++), out.errors);
      }
      const pollDue = Math.min(pollTotal, Math.floor(((now - startAt) * pollRate) / 1000) + 1);
      for (; pollNext < pollDue; pollNext++) {
        const s = sockets[pollNext];
        out.poll_sent++;
        ack(s.timeout(ackTimeoutMs).emitWithAck('poll:vote', { poll_id: pollId, options: [(s.index ?? pollNext) % pollOptions] }), nowMs(), () => out.poll_ok++, out.poll_errors);
      }
      if (next >= total && pollNext >= pollTotal) {
        clearInterval(timer);
        resolve();
      }
    }, 10);
  });
  await Promise.all(pending);
  const { ack: samples, lags, ...rest } = out;
  return { ...rest, ack_samples: samples, send_lag_ms: summarize(lags) };
}

/** Per socket: whether the last counts it saw equal the stored ones, its pushes, and when its last push arrived. */
function qaCollect({ expected, initial = {} }) {
  const keys = Object.keys(expected);
  let correct = 0;
  let maxPerSecond = 0;
  let maxTotal = 0;
  let pushes = 0;
  let lastAt = 0;
  const wrong = [];
  for (const [k, rec] of qa.pushes.entries()) {
    pushes += rec.count;
    maxPerSecond = Math.max(maxPerSecond, rec.maxPerSecond);
    maxTotal = Math.max(maxTotal, rec.maxTotal);
    lastAt = Math.max(lastAt, rec.lastAt);
    // An object never pushed to this socket still shows the count it had at join (`initial`).
    const shown = (key) => (rec.objects.has(key) ? rec.objects.get(key).value : initial[key]);
    const bad = keys.filter((key) => String(shown(key)) !== String(expected[key]));
    if (bad.length === 0) correct++;
    else if (wrong.length < 5) wrong.push({ socket: k, objects: bad.slice(0, 3).map((key) => [key, shown(key) ?? null, expected[key]]) });
  }
  return { sockets: qa.pushes.length, correct, pushes, max_pushes_of_one_object_in_a_second: maxPerSecond, max_pushes_of_one_object: maxTotal, last_push_at: lastAt, wrong, disconnects: state.disconnects };
}

serveRunner(async (msg) => {
  switch (msg.type) {
    case 'qa-join':
      return qaJoin(msg);
    case 'qa-vote':
      return qaVote(msg);
    case 'qa-collect':
      return qaCollect(msg);
    case 'connect':
      return connectAll(msg);
    case 'post':
      return postAll(msg);
    case 'chat':
      return chatAll(msg);
    case 'keynote':
      return keynote(msg);
    case 'keynote-count':
      return { feed_received: state.feed.seen, chat_received: state.chat?.receivedIds.size ?? 0 };
    case 'keynote-collect':
      return {
        sockets: state.sockets.length,
        connected: state.sockets.filter((s) => s.connected).length,
        disconnects: state.disconnects,
        feed_received: state.feed.seen,
        feed_counts: [...(state.feedCounts ?? new Map())],
        feed_samples: state.feed.values,
        chat_received_ids: [...(state.chat?.receivedIds ?? [])],
        chat_samples: state.chatLatency.values,
      };
    case 'reset':
      state.received = 0;
      state.feed = reservoir();
      state.chatLatency = reservoir();
      return { ok: true };
    case 'count':
      return { received: state.received };
    case 'collect': {
      const samples = allSamples();
      const out = { received: state.received, latency_ms: summarize(samples), samples: msg.raw ? samples : undefined };
      if (state.chat) out.chat_received_ids = [...state.chat.receivedIds];
      return out;
    }
    case 'close':
      for (const s of state.sockets) {
        if (state.kind === 'ws') s.terminate();
        else s.close();
      }
      state.sockets = [];
      return { ok: true };
    default:
      throw new Error(`unknown request ${msg.type}`);
  }
});
process.send({ type: 'ready' });
