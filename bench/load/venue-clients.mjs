// Forked load generator of the venue scenario (bench/scenarios/venue.mjs). Its attendees all connect from one
// address, 127.0.0.1, and behave as the attendee app does:
// - `login`: each arrives on schedule, asks for a code (POST /connect/mobile/verification-codes with the event), reads
//   it from the bench's SMS sink, and exchanges it at the token endpoint (event_mobile_verification). A typist sends a
//   wrong code first, then the right one. A refusal is retried after its Retry-After, as an app would, and counted.
// - then holds a socket with Convene's own client library (dist/client/realtime.js: `sync` after every (re)connect,
//   each feed item passed on once) and records every feed item it is given, pushed or synced.
// - `drop`: at one instant, destroys the TCP connection under every socket (the Wi-Fi blip); socket.io-client
//   reconnects with its own backoff, and the library catches up with `sync`.
// - `poster-start` / `poster-stop` (a separate process): a few other attendees post to the feed at a modest rate the
//   whole time, through the same library.
// Every wait is bounded.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveRunner } from '../lib/infra.mjs';
import { CLIENT } from '../lib/login.mjs';
import { nowMs, round, sleep } from '../lib/util.mjs';

/** Convene's client library, from the build under test (`distRoot`/dist/client). */
let lib;
async function loadLib(distRoot) {
  if (lib) return lib;
  const at = (file) => pathToFileURL(join(distRoot, 'dist', 'client', file)).href;
  const [realtime, auth] = await Promise.all([import(at('realtime.js')), import(at('auth.js'))]);
  lib = { ...realtime, ...auth };
  return lib;
}

/** What a kind of request got back: how many were made, and each answer (`201`, `429 slow_down`, `connect_error rate_limited`, …). */
const counter = () => ({ made: 0, answers: {} });
const answered = (c, key) => {
  c.made++;
  c.answers[key] = (c.answers[key] ?? 0) + 1;
};
/**
 * Requests by who made them: `correct` ones a person made correctly (the code request, the grant with the right
 * code, socket connections, `sync`), `typos` the grants with a mistyped code.
 */
const requests = {
  correct: { code_request: counter(), token_grant: counter(), socket_connect: counter(), socket_reconnect: counter(), sync: counter() },
  typos: { token_grant_wrong_code: counter() },
};

const attendees = [];
const addError = (errors, key) => (errors[key] = (errors[key] ?? 0) + 1);
const flowErrors = {};
let config;

const retryAfterOf = (res) => {
  const v = Number(res.headers.get('retry-after'));
  return Number.isFinite(v) && v > 0 ? v : 1;
};

/** POST the code request; returns when the code is at the SMS sink. A refusal is retried after Retry-After (3 times at most). */
async function requestCode(a) {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(`${config.base}/connect/mobile/verification-codes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ mobile: a.mobile, event_id: config.eventId }),
    });
    const body = await res.json().catch(() => ({}));
    answered(requests.correct.code_request, `${res.status}${res.status === 201 ? '' : ` ${body?.errors?.[0]?.code ?? ''}`}`.trim());
    if (res.status === 201) break;
    if (attempt >= 3) throw new Error(`code request answered ${res.status}`);
    await sleep(retryAfterOf(res) * 1000);
  }
  const codeRes = await fetch(`${config.sinkUrl}/codes/${encodeURIComponent(a.e164)}`);
  if (!codeRes.ok) throw new Error('no code at the SMS sink');
  return codeRes.text();
}

/** One grant at the token endpoint through the client library's `requestTokens`; the answer is counted under `c`. */
async function grant(c, a, code) {
  const endpoint = { url: `${config.base}/connect/oauth2/token`, clientId: CLIENT.id, clientSecret: CLIENT.secret, fetch };
  try {
    const tokens = await lib.requestTokens(endpoint, { grant_type: 'event_mobile_verification', mobile: a.mobile, mobile_verification_code: code, event_id: String(config.eventId) });
    answered(c, '200');
    return { tokens };
  } catch (err) {
    if (!(err instanceof lib.TokenError)) {
      answered(c, `error ${err.message}`.slice(0, 80));
      return { error: err, retryAfter: 1 };
    }
    answered(c, `${err.status} ${err.error}`);
    return { error: err, retryAfter: err.retryAfter ?? 1 };
  }
}

/** Wraps the library socket's acknowledged calls so every `sync` answer is counted. */
function countSyncs(socket) {
  const emitWithAck = socket.emitWithAck.bind(socket);
  socket.emitWithAck = async (event, ...args) => {
    if (event !== 'sync') return emitWithAck(event, ...args);
    try {
      const ack = await emitWithAck(event, ...args);
      answered(requests.correct.sync, ack?.ok ? 'ok' : `ack ${ack?.error?.code ?? 'bad_ack'}`);
      return ack;
    } catch (err) {
      answered(requests.correct.sync, `error ${err.message}`.slice(0, 80));
      throw err;
    }
  };
}

/** The attendee's socket through Convene's client library; resolves once it is live (connected and synced). */
function openRealtime(a, tokens) {
  const session = new lib.Session({ url: `${config.base}/connect/oauth2/token`, clientId: CLIENT.id, clientSecret: CLIENT.secret, fetch }, lib.memoryTokenStore(tokens));
  // A new arrival: the library starts the feed at its newest item (read over REST), chat at 0.
  const rt = new lib.Realtime({ url: config.base, session });
  a.rt = rt;
  countSyncs(rt.socket);
  rt.on('livefeed:message', (item) => a.received.add(item.id));
  rt.socket.on('connect', () => {
    const now = nowMs();
    if (a.dropAt === undefined) {
      a.connectedAt ??= now;
      answered(requests.correct.socket_connect, 'connected');
    } else {
      a.backAt ??= now;
      answered(requests.correct.socket_reconnect, 'connected');
    }
  });
  rt.socket.on('connect_error', (err) => {
    const key = `connect_error ${err.message}${err.data?.code && err.data.code !== err.message ? ` (${err.data.code})` : ''}`.slice(0, 80);
    answered(a.dropAt === undefined ? requests.correct.socket_connect : requests.correct.socket_reconnect, key);
  });
  rt.socket.on('disconnect', (reason) => {
    if (a.dropAt === undefined) addError(flowErrors, `disconnect before the drop: ${reason}`);
    else if (a.backAt !== undefined) addError(flowErrors, `disconnect after coming back: ${reason}`);
    else a.dropReason ??= reason;
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('not live within 120 s')), 120_000);
    rt.on('state', (state) => {
      if (state !== 'live') return;
      const now = nowMs();
      if (a.dropAt === undefined) {
        if (a.liveAt === undefined) {
          a.liveAt = now;
          clearTimeout(timer);
          resolve();
        }
      } else if (a.backAt !== undefined) a.liveAgainAt ??= now;
    });
    rt.connect();
  });
}

/** One attendee from the door to a live socket. */
async function attend(a) {
  a.arrivedAt = nowMs();
  try {
    const code = await requestCode(a);
    a.codeAt = nowMs();
    if (a.typo) {
      // A wrong code (one digit off), then the right one.
      const wrong = String((Number(code) + 1) % 100_000).padStart(5, '0');
      await grant(requests.typos.token_grant_wrong_code, a, wrong);
    }
    let tokens;
    for (let attempt = 0; !tokens; attempt++) {
      const r = await grant(requests.correct.token_grant, a, code);
      tokens = r.tokens;
      if (tokens) break;
      if (attempt >= 3 || (r.error?.status === 400 && r.error.error === 'invalid_grant')) throw new Error(`token grant refused: ${r.error?.message}`);
      await sleep(r.retryAfter * 1000);
    }
    a.loggedInAt = nowMs();
    await openRealtime(a, tokens);
  } catch (err) {
    a.failed = err.message;
    addError(flowErrors, err.message.slice(0, 120));
  }
}

/** Starts each attendee at its arrival time (attendee i at `startAt + i / rate`); resolves when every one is live or failed. */
async function login(msg) {
  config = msg;
  await loadLib(msg.distRoot);
  for (const { i, mobile, e164, typo } of msg.attendees) attendees.push({ i, mobile, e164, typo, received: new Set() });
  const flows = [];
  let next = 0;
  // The runner cannot ask for `status` while this request is open (one answer per request): progress comes unasked.
  const progress = setInterval(() => process.send({ type: 'progress', at: nowMs(), ...status() }), 1000);
  await new Promise((resolve) => {
    const tick = () => {
      const now = nowMs();
      while (next < attendees.length && msg.startAt + (attendees[next].i * 1000) / msg.rate <= now) flows.push(attend(attendees[next++]));
      if (next >= attendees.length) {
        clearInterval(timer);
        resolve();
      }
    };
    const timer = setInterval(tick, 5);
  });
  await Promise.all(flows);
  clearInterval(progress);
  return { attendees: attendees.length, live: attendees.filter((a) => a.liveAt !== undefined).length, failed: attendees.filter((a) => a.failed).length, errors: flowErrors };
}

/** At `at` (epoch ms), destroys the TCP connection under every live socket: both ends see the connection die. */
async function drop({ at }) {
  const wait = at - nowMs();
  if (wait > 0) await sleep(wait);
  const started = nowMs();
  let websocket = 0;
  let other = 0;
  for (const a of attendees) {
    if (!a.rt?.socket.connected) continue;
    a.dropAt = nowMs();
    const engine = a.rt.socket.io.engine;
    const raw = engine?.transport?.ws?._socket;
    if (raw) {
      raw.destroy();
      websocket++;
    } else {
      engine.close();
      other++;
    }
  }
  return { dropped: websocket + other, websocket, other_transport: other, late_ms: round(started - at, 1), spread_ms: round(nowMs() - started, 1) };
}

function status() {
  let live = 0;
  let dropped = 0;
  let back = 0;
  let liveAgain = 0;
  for (const a of attendees) {
    if (a.liveAt !== undefined) live++;
    if (a.dropAt !== undefined) dropped++;
    if (a.backAt !== undefined) back++;
    if (a.liveAgainAt !== undefined) liveAgain++;
  }
  const received = attendees.reduce((n, a) => n + a.received.size, 0);
  return { attendees: attendees.length, live, dropped, back, live_again: liveAgain, received, failed: attendees.filter((a) => a.failed).length };
}

/** Everything the runner reports: per-attendee times (ms, epoch), requests by kind, and feed items missing per attendee. */
function collect({ posted }) {
  let missingDeliveries = 0;
  let attendeesMissing = 0;
  const examples = [];
  for (const a of attendees) {
    if (a.liveAt === undefined) continue;
    const missing = posted.filter((id) => !a.received.has(id));
    missingDeliveries += missing.length;
    if (missing.length) {
      attendeesMissing++;
      if (examples.length < 5) examples.push({ attendee: a.i, missing: missing.slice(0, 5), of: missing.length, dropped: a.dropAt !== undefined, back: a.backAt !== undefined, live_again: a.liveAgainAt !== undefined });
    }
  }
  const pick = (key) => attendees.map((a) => a[key] ?? null);
  return {
    attendees: attendees.length,
    times: { arrivedAt: pick('arrivedAt'), codeAt: pick('codeAt'), loggedInAt: pick('loggedInAt'), connectedAt: pick('connectedAt'), liveAt: pick('liveAt'), dropAt: pick('dropAt'), backAt: pick('backAt'), liveAgainAt: pick('liveAgainAt') },
    typo: attendees.map((a) => a.typo),
    drop_reasons: attendees.reduce((out, a) => (a.dropReason ? (addError(out, a.dropReason), out) : out), {}),
    requests,
    errors: flowErrors,
    feed: { posted: posted.length, missing_deliveries: missingDeliveries, attendees_missing_some: attendeesMissing, examples },
  };
}

// ---- Posters: other attendees posting to the feed the whole time ------------------------------------------------

const poster = { rts: [], sent: 0, ackedIds: [], errors: {}, pending: [], timer: null, ackLatencies: [] };

async function posterStart({ distRoot, base, tokens, rate }) {
  await loadLib(distRoot);
  config = { base };
  poster.rts = await Promise.all(
    tokens.map(async (token) => {
      const session = new lib.Session({ url: `${base}/connect/oauth2/token`, clientId: CLIENT.id, clientSecret: CLIENT.secret, fetch }, lib.memoryTokenStore({ access_token: token, refresh_token: '', expires_at: Date.now() + 3_000_000 }));
      const rt = new lib.Realtime({ url: base, session });
      await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('poster not live within 30 s')), 30_000);
        rt.on('state', (s) => s === 'live' && (clearTimeout(timer), resolve()));
        rt.connect();
      });
      return rt;
    }),
  );
  const startAt = nowMs();
  poster.timer = setInterval(() => {
    const due = Math.floor(((nowMs() - startAt) * rate) / 1000) + 1;
    for (; poster.sent < due; poster.sent++) {
      const n = poster.sent;
      const sentAt = nowMs();
      poster.pending.push(
        poster.rts[n % poster.rts.length].postToFeed(`venue|${Math.round(sentAt)}|${n}`).then(
          (item) => {
            poster.ackedIds.push(item.id);
            poster.ackLatencies.push(nowMs() - sentAt);
          },
          (err) => addError(poster.errors, `${err.code ?? ''} ${err.message}`.slice(0, 100)),
        ),
      );
    }
  }, 10);
  return { posters: poster.rts.length, started_at: startAt };
}

async function posterStop() {
  clearInterval(poster.timer);
  const settled = await Promise.race([Promise.all(poster.pending).then(() => true), sleep(30_000).then(() => false)]);
  for (const rt of poster.rts) rt.close();
  const lat = [...poster.ackLatencies].sort((x, y) => x - y);
  const at = (q) => (lat.length ? round(lat[Math.min(lat.length - 1, Math.ceil(q * lat.length) - 1)], 1) : null);
  return { sent: poster.sent, acked_ids: poster.ackedIds, errors: poster.errors, all_settled: settled, ack_latency_ms: { p50: at(0.5), p99: at(0.99), max: at(1) } };
}

serveRunner(async (msg) => {
  switch (msg.type) {
    case 'login':
      return login(msg);
    case 'drop':
      return drop(msg);
    case 'status':
      return status();
    case 'collect':
      return collect(msg);
    case 'poster-start':
      return posterStart(msg);
    case 'poster-stop':
      return posterStop();
    case 'close':
      for (const a of attendees) a.rt?.close();
      return { ok: true };
    default:
      throw new Error(`unknown request ${msg.type}`);
  }
});
process.send({ type: 'ready' });
