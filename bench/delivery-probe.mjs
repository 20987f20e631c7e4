// node bench/delivery-probe.mjs [--mode=sliced|bare] [--sockets=2000] [--posts=100] [--dist=<dir>] [--merge=1]
//
// Server CPU per delivery of one Socket.IO node's broadcast path alone (issue 44): no database, no auth, no Redis.
// The server runs in this process, pinned to CPU 0 (taskset), with Socket.IO's in-memory adapter (`bare`) or
// Convene's sliced adapter and corked flushes from `<dist>/realtime/sliced-delivery.js` (`sliced`; `--dist`
// defaults to this checkout's dist/, built by `npm run build`; point it at another build to compare two commits);
// the clients run in a child pinned to CPU 1. After 30 warm-up broadcasts, `posts` broadcasts of a feed item at 20/s
// to every socket; the CPU this process spent until every client has every push, over the deliveries, is printed as
// one JSON line. Take turns between modes in one session and compare within it: the figures move with the machine.
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

if (process.env.DELIVERY_PROBE_PINNED !== '1') {
  // Re-run this script pinned to the server core.
  const child = spawn('taskset', ['-c', '0', process.execPath, fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, DELIVERY_PROBE_PINNED: '1' } });
  child.on('exit', (code) => process.exit(code ?? 1));
} else {
  const options = { path: '/connect/socket.io', serveClient: false, perMessageDeflate: false, maxHttpBufferSize: 32 * 1024 };
  let io;
  if (mode === 'bare') io = new Server(createServer(), options);
  else {
    const { slicedAdapter, corkEngineFlushes } = await import(pathToFileURL(join(dist, 'realtime', 'sliced-delivery.js')).href);
    // Convene's default slices (BROADCAST_SLICE, BROADCAST_SLICE_MS); no pacing, holding or merging unless asked.
    io = new Server(createServer(), { ...options, adapter: slicedAdapter(undefined, { slice: 500, sliceMs: 1, mergeMax: Number(arg('merge', '1')), pace: 0, holdMs: 0 }) });
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
  const user = { id: 1, name: 'Bench', surname: 'User', avatar: null, biography: null, jobTitle: 'Tester', organization: null, website: null, telegram: null, linkedin: null };
  let id = 0;
  // As Convene's feed posts: to the event's room except the author's `hides:` room.
  const post = () => io.to('event:1').except('hides:1').emit('livefeed:message', { id: ++id, message: `hello from the hall, post number ${id}`, created_at: new Date().toISOString(), user });
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
  await until(30 * sockets);
  await sleep(300);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < posts; i++) {
    post();
    await sleep(50);
  }
  await until((30 + posts) * sockets);
  const cpu = process.cpuUsage(cpu0);
  const round = (n) => Math.round(n * 1000) / 1000;
  console.log(JSON.stringify({ mode, dist: mode === 'bare' ? undefined : dist, sockets, posts, cpu_us_per_delivery: round((cpu.user + cpu.system) / (posts * sockets)), user_s: round(cpu.user / 1e6), system_s: round(cpu.system / 1e6), wall_s: round((performance.now() - t0) / 1000) }));
  clients.send({ type: 'close' });
  http.closeAllConnections();
  process.exit(0);
}
