// A loopback proxy in front of PostgreSQL that records the SQL a client sends (PostgreSQL wire protocol:
// Parse/Bind/Execute and simple Query messages), so the REST baselines can run exactly the statements Convene ran
// for one request, with the same parameters, instead of a hand-written imitation.
import { createConnection, createServer } from 'node:net';

export async function startPgCapture({ upstreamHost = '127.0.0.1', upstreamPort = 5432 } = {}) {
  const log = [];
  let nextConn = 0;
  const sockets = new Set();
  const server = createServer((client) => {
    const conn = ++nextConn;
    const upstream = createConnection({ host: upstreamHost, port: upstreamPort });
    sockets.add(client);
    sockets.add(upstream);
    let buf = Buffer.alloc(0);
    let started = false;
    // Statements by name on this connection: a named (server-prepared) statement is parsed once and later only bound
    // by name, so its SQL is remembered from its Parse; '' is the unnamed statement of the last unnamed Parse.
    const statements = new Map();
    let bound = null; // the last Bind: {statement, params}
    client.on('data', (chunk) => {
      upstream.write(chunk);
      buf = Buffer.concat([buf, chunk]);
      for (;;) {
        if (!started) {
          // Startup (or SSLRequest) message: int32 length, no type byte.
          if (buf.length < 4) break;
          const len = buf.readInt32BE(0);
          if (buf.length < len) break;
          const code = buf.readInt32BE(4);
          buf = buf.subarray(len);
          if (code !== 80877103) started = true; // SSLRequest is followed by the real startup message
          continue;
        }
        if (buf.length < 5) break;
        const type = String.fromCharCode(buf[0]);
        const len = buf.readInt32BE(1);
        if (buf.length < 1 + len) break;
        const body = buf.subarray(5, 1 + len);
        buf = buf.subarray(1 + len);
        if (type === 'Q') log.push({ conn, at: performance.now(), sql: cstring(body, 0).value, params: [] });
        else if (type === 'P') {
          const name = cstring(body, 0);
          statements.set(name.value, cstring(body, name.next).value);
        } else if (type === 'B') bound = readBind(body);
        else if (type === 'E' && bound && statements.has(bound.statement)) {
          log.push({ conn, at: performance.now(), sql: statements.get(bound.statement), params: bound.params, name: bound.statement || undefined });
        }
      }
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', close);
    upstream.on('error', close);
    client.on('close', close);
    upstream.on('close', close);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    mark: () => log.length,
    since: (mark) => log.slice(mark).map(({ conn, sql, params, name }) => ({ conn, sql, params, ...(name ? { name } : {}) })),
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(resolve);
      }),
  };
}

function cstring(buf, offset) {
  const end = buf.indexOf(0, offset);
  return { value: buf.toString('utf8', offset, end), next: end + 1 };
}

function readBind(body) {
  let o = cstring(body, 0).next; // portal
  const statement = cstring(body, o);
  o = statement.next;
  const nFormats = body.readInt16BE(o);
  o += 2;
  const formats = [];
  for (let i = 0; i < nFormats; i++, o += 2) formats.push(body.readInt16BE(o));
  const nParams = body.readInt16BE(o);
  o += 2;
  const params = [];
  for (let i = 0; i < nParams; i++) {
    const len = body.readInt32BE(o);
    o += 4;
    if (len < 0) {
      params.push(null);
      continue;
    }
    const format = formats.length === 1 ? formats[0] : (formats[i] ?? 0);
    params.push(format === 0 ? body.toString('utf8', o, o + len) : { binary: body.subarray(o, o + len).toString('base64') });
    o += len;
  }
  return { statement: statement.value, params };
}
