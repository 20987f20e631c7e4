// The other node of bench/delivery-probe.mjs --remote=1: a Socket.IO server with no sockets of its own, on the
// same Redis adapter as the measured one (plain @socket.io/redis-adapter, as Convene's link creates it), that makes
// each broadcast the parent asks for over IPC. The measured server only receives them through Redis.
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';

const [redisUrl, key] = process.argv.slice(2);
const pub = createClient({ url: redisUrl });
const sub = pub.duplicate();
await Promise.all([pub.connect(), sub.connect()]);
const io = new Server(createServer(), { serveClient: false, adapter: createAdapter(pub, sub, { key }) });
const user = { id: 1, name: 'Bench', surname: 'User', avatar: null, biography: null, jobTitle: 'Tester', organization: null, website: null, telegram: null, linkedin: null };
let id = 0;
process.on('message', (m) => {
  // As Convene's feed posts: to the event's room except the author's `hides:` room.
  if (m.type === 'post') io.to('event:1').except('hides:1').emit('livefeed:message', { id: ++id, message: `hello from the hall, post number ${id}`, created_at: new Date().toISOString(), user });
  if (m.type === 'close') {
    void Promise.all([pub.quit(), sub.quit()]).finally(() => process.exit(0));
  }
});
process.send({ type: 'ready' });
