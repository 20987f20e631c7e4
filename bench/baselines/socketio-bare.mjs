// Baseline: a bare Socket.IO server with Convene's transport settings and, with REDIS_URL, the same Redis adapter
// (@socket.io/redis-adapter over node-redis), but no auth and no storage: `livefeed:post` becomes an item of the
// same shape as Convene's, broadcast to one room, acknowledged like Convene's.
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';

const port = Number(process.env.PORT ?? 0);
const redisUrl = process.env.REDIS_URL;
let adapter;
if (redisUrl) {
  const pub = createClient({ url: redisUrl });
  const sub = pub.duplicate();
  pub.on('error', () => undefined);
  sub.on('error', () => undefined);
  await Promise.all([pub.connect(), sub.connect()]);
  adapter = createAdapter(pub, sub, { key: `${process.env.REDIS_KEY_PREFIX ?? 'bare:'}socket.io` });
}

const http = createServer();
const io = new Server(http, { path: '/connect/socket.io', serveClient: false, perMessageDeflate: false, maxHttpBufferSize: 32 * 1024, ...(adapter ? { adapter } : {}) });
let nextId = 0;
const user = { id: 1, name: 'Bench', surname: 'User', avatar: null, biography: null, jobTitle: 'Tester', organization: null, website: null, telegram: null, linkedin: null };
io.on('connection', (socket) => {
  void socket.join('event:1');
  socket.on('livefeed:post', (payload, ack) => {
    const item = { id: ++nextId, message: String(payload?.message ?? ''), created_at: new Date().toISOString(), user };
    io.to('event:1').emit('livefeed:message', item);
    if (typeof ack === 'function') ack({ ok: true, data: item });
  });
});
http.listen(port, '0.0.0.0', () => process.send?.({ type: 'ready', port: http.address().port }));
process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
