// Baseline: the floor for fan-out, a raw `ws` server (no Socket.IO framing, rooms or acks) that broadcasts the same
// item shape to every connected client, serialised once per post.
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const http = createServer();
const wss = new WebSocketServer({ server: http, perMessageDeflate: false, maxPayload: 32 * 1024 });
let nextId = 0;
const user = { id: 1, name: 'Bench', surname: 'User', avatar: null, biography: null, jobTitle: 'Tester', organization: null, website: null, telegram: null, linkedin: null };
wss.on('connection', (ws) => {
  ws.on('message', (data) => {
    const msg = JSON.parse(data.toString());
    if (msg.type !== 'livefeed:post') return;
    const item = { id: ++nextId, message: String(msg.message ?? ''), created_at: new Date().toISOString(), user };
    const frame = JSON.stringify({ type: 'livefeed:message', data: item });
    for (const client of wss.clients) if (client.readyState === 1) client.send(frame);
  });
});
http.listen(Number(process.env.PORT ?? 0), '0.0.0.0', () => process.send?.({ type: 'ready', port: http.address().port }));
process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
