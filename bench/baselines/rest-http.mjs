// Baseline (b): node:http + pg, the floor of this stack: the SQL Convene ran (captured), JSON out, nothing else.
import { createServer } from 'node:http';
import { createPool, loadCaptured, replayer } from './replay.mjs';

const captured = loadCaptured();
const pool = createPool();
const run = Object.fromEntries(Object.entries(captured).map(([k, v]) => [k, replayer(pool, v)]));
const server = createServer(async (req, res) => {
  const path = req.url.split('?')[0];
  let fn;
  if (path === '/api/events') fn = run.list;
  else if (path.startsWith('/api/events/')) fn = req.headers.authorization ? run.auth : run.guest;
  if (!fn) {
    res.writeHead(404).end();
    return;
  }
  try {
    const body = JSON.stringify({ data: await fn() });
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }).end(body);
  } catch {
    res.writeHead(500).end();
  }
});
server.keepAliveTimeout = 5000;
server.listen(Number(process.env.PORT ?? 0), '0.0.0.0', () => process.send?.({ type: 'ready', port: server.address().port }));
process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
