// The clients of bench/delivery-probe.mjs: `count` lean WebSocket clients (bench/load/lean-socketio.mjs) of one
// server, counting the `livefeed:message` pushes they receive; the parent asks for the count over IPC.
import { openLean } from './lean-socketio.mjs';

const [url, countArg] = process.argv.slice(2);
const count = Number(countArg);
let received = 0;
const sockets = [];
for (let i = 0; i < count; i += 100) {
  const batch = await Promise.all(Array.from({ length: Math.min(100, count - i) }, () => openLean(url, {})));
  for (const socket of batch) {
    socket.on('livefeed:message', () => received++);
    sockets.push(socket);
  }
}
process.send({ type: 'connected' });
process.on('message', (m) => {
  if (m.type === 'count') process.send({ type: 'count', received });
  if (m.type === 'close') {
    for (const socket of sockets) socket.close();
    process.exit(0);
  }
});
