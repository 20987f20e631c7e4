// The SMS gateway Convene talks to during the bench (SMS_DRIVER=http): keeps the last code per number and hands
// it to load generators at GET /codes/<E.164 mobile>. The login path measured is the real one, end to end.
import { createServer } from 'node:http';

const codes = new Map();
let received = 0;

const server = createServer((req, res) => {
  if (req.method === 'POST' && req.url === '/sms') {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      try {
        const { to, code } = JSON.parse(body);
        codes.set(to, code);
        received++;
        res.writeHead(204).end();
      } catch {
        res.writeHead(400).end();
      }
    });
    return;
  }
  if (req.method === 'GET' && req.url.startsWith('/codes/')) {
    const code = codes.get(decodeURIComponent(req.url.slice(7)));
    if (!code) return res.writeHead(404).end();
    return res.writeHead(200, { 'content-type': 'text/plain' }).end(code);
  }
  if (req.method === 'GET' && req.url === '/stats') return res.writeHead(200).end(JSON.stringify({ received }));
  res.writeHead(404).end();
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => process.send({ type: 'ready', port: server.address().port }));
process.on('disconnect', () => process.exit(0));
