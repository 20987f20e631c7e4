// node bench/delivery-probe.mjs [--mode=sliced|bare] [--sockets=2000] [--posts=100] [--dist=<dir>] [--merge=1]
//                               [--remote=1 [--redis=redis://127.0.0.1:6379]] [--convene=1] [--interval=50] [--burst=1]
//
// Server CPU per delivery of one Socket.IO node's broadcast path alone (issue 44): no database, no auth, no Redis.
// The server runs in this process, pinned to CPU 0 (taskset), with Socket.IO's in-memory adapter (`bare`) or
// Convene's sliced adapter and corked flushes from `<dist>/realtime/sliced-delivery.js` (`sliced`; `--dist`
// defaults to this checkout's dist/, built by `npm run build`; point it at another build to compare two commits);
// the clients run in a child pinned to CPU 1. After 30 warm-up broadcasts, `posts` broadcasts of a feed item at 20/s
// to every socket; the CPU this process spent until every client has every push, over the deliveries, is printed as
// one JSON line. Take turns between modes in one session and compare within it: the figures move with the machine.
//
// `--remote=1`: the remote path alone (a broadcast that reaches this node from another one). The measured server
// gets the Redis adapter (`bare`: plain @socket.io/redis-adapter; `sliced`: Convene's sliced adapter around it), and
// the broadcasts are made by a second Socket.IO server in a child process (bench/load/delivery-probe-emitter.mjs,
// pinned to CPU 1 with the clients) on the same Redis: this process only receives them, decodes them and delivers
// them to its sockets. `--convene=1`: the sliced adapter with Convene's default BROADCAST_* settings (pacing,
// holding and merging on) instead of slicing alone.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Server } from 'socket.io';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const here = dirname(fileURLToPath(import.meta.url));
const mode = arg('mode', 'sliced');
const sockets = Number(arg('sockets', '2000'));
const posts = Number(arg('posts', '100'));
const dist = resolve(arg('dist', join(here, '..', 'dist')));
const remote = arg('remote', '0') === '1';
const redisUrl = arg('redis', process.env.REDIS_URL || 'redis://127.0.0.1:6379');
const conveneDefaults = arg('convene', '0') === '1';
/** Milliseconds between two broadcasts (50: 20/s). */
const interval = Number(arg('interval', '50'));
/** Broadcasts made back to back at each tick (more than 1: those behind the first wait for it and are merged). */
const burst = Number(arg('burst', '1'));

if (process.env.DELIVERY_PROBE_PINNED !== '1') {
  // Re-run this script pinned to the server core.
  const child = spawn('taskset', ['-c', '0', process.execPath, fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, DELIVERY_PROBE_PINNED: '1' } });
  child.on('exit', (code) => process.exit(code ?? 1));
} else {
  const options = { path: '/connect/socket.io', serveClient: false, perMessageDeflate: false, maxHttpBufferSize: 32 * 1024 };
  let io;
  let redis;
  let emitter;
  const key = `probe${process.pid}:socket.io`;
  let base;
  if (remote) {
    const [{ createAdapter }, { createClient }] = await Promise.all([import('@socket.io/redis-adapter'), import('redis')]);
    const pub = createClient({ url: redisUrl });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    redis = [pub, sub];
    // As realtime/adapter.ts creates it (a classic PUBLISH/PSUBSCRIBE adapter, requestsTimeout at REDIS_COMMAND_MS).
    base = createAdapter(pub, sub, { key, requestsTimeout: 2000 });
  }
  if (mode === 'bare') io = new Server(createServer(), { ...options, ...(base ? { adapter: base } : {}) });
  else {
    const { slicedAdapter, corkEngineFlushes } = await import(pathToFileURL(join(dist, 'realtime', 'sliced-delivery.js')).href);
    // Convene's default slices (BROADCAST_SLICE, BROADCAST_SLICE_MS); no pacing, holding or merging unless asked
    // (`--convene=1`: BROADCAST_MERGE_MAX, BROADCAST_PACE_MS, BROADCAST_HOLD_MS and BROADCAST_HOLD_MIN_SOCKETS too).
    const sliced = conveneDefaults ? { slice: 500, sliceMs: 1, mergeMax: 16, pace: 5, holdMs: 100, holdMinSockets: 500 } : { slice: 500, sliceMs: 1, mergeMax: Number(arg('merge', '1')), pace: 0, holdMs: 0 };
    io = new Server(createServer(), { ...options, adapter: slicedAdapter(base, sliced) });
    corkEngineFlushes(io.engine);
  }
  const http = io.httpServer;
  io.on('connection', (socket) => void socket.join('event:1'));
  await new Promise((ready) => http.listen(0, '127.0.0.1', ready));
  const url = `http://127.0.0.1:${http.address().port}/connect/socket.io`;
  const clients = spawn('taskset', ['-c', '1', process.execPath, join(here, 'load', 'delivery-probe-clients.mjs'), url, String(sockets)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = (type) =>
    new Promise((answer) => {
      const listen = (m) => {
        if (m.type !== type) return;
        clients.off('message', listen);
        answer(m);
      };
      clients.on('message', listen);
      if (type !== 'connected') clients.send({ type });
    });
  const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
  await next('connected');
  if (remote) {
    emitter = spawn('taskset', ['-c', '1', process.execPath, join(here, 'load', 'delivery-probe-emitter.mjs'), redisUrl, key], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    await new Promise((ready) => emitter.once('message', ready));
  }
  const user = { id: 1, name: 'Bench', surname: 'User', avatar: null, biography: null, jobTitle: 'Tester', organization: null, website: null, telegram: null, linkedin: null };
  let id = 0;
  // As Convene's feed posts: to the event's room except the author's `hides:` room.
  const post = () => {
    for (let k = 0; k < burst; k++) {
      if (emitter) emitter.send({ type: 'post' });
      else io.to('event:1').except('hides:1').emit('livefeed:message', { id: ++id, message: `hello from the hall, post number ${id}`, created_at: new Date().toISOString(), user });
    }
  };
  const until = async (total) => {
    const deadline = Date.now() + 60_000;
    while ((await next('count')).received < total) {
      if (Date.now() > deadline) throw new Error('deliveries missing after 60 s');
      await sleep(20);
    }
  };
  for (let i = 0; i < 30; i++) {
    post();
    await sleep(50);
  }
  await until(30 * burst * sockets);
  await sleep(300);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < posts; i++) {
    post();
    await sleep(interval);
  }
  await until((30 + posts) * burst * sockets);
  const cpu = process.cpuUsage(cpu0);
  const round = (n) => Math.round(n * 1000) / 1000;
  console.log(JSON.stringify({ mode, remote, interval_ms: interval, convene: conveneDefaults || undefined, load: (await import('node:os')).loadavg().map((l) => Math.round(l * 100) / 100), dist: mode === 'bare' ? undefined : dist, sockets, posts, burst, cpu_us_per_delivery: round((cpu.user + cpu.system) / (posts * burst * sockets)), user_s: round(cpu.user / 1e6), system_s: round(cpu.system / 1e6), wall_s: round((performance.now() - t0) / 1000) }));
  clients.send({ type: 'close' });
  emitter?.send({ type: 'close' });
  if (redis) await Promise.all(redis.map((client) => client.quit().catch(() => undefined)));
  http.closeAllConnections();
  process.exit(0);
}
