// A lean Socket.IO client for load generators that receive far more than they send (the qa scenario: 5,000 sockets
// getting up to 250,000 pushes a second on one CPU). It speaks the same protocol as socket.io-client over one
// WebSocket (Engine.IO v4: `0` open, `2` ping → `3` pong, `4` message; Socket.IO v5 in the message: `0` connect with
// the auth object, `2` event, `3` ack, `4` connect error) without the client library's per-packet machinery, so the
// generator measures the server and not itself. Only what the bench uses: string packets on the main namespace,
// `on(event)`, `timeout(ms).emitWithAck(event, data)`, `close()`. No reconnection, no binary, no long-polling.
import WebSocket from 'ws';

export class LeanSocket {
  /** @param {WebSocket} ws */
  constructor(ws) {
    this.ws = ws;
    this.listeners = new Map();
    this.acks = new Map();
    this.nextAck = 0;
    this.connected = false;
  }

  on(event, fn) {
    const list = this.listeners.get(event);
    if (list) list.push(fn);
    else this.listeners.set(event, [fn]);
    return this;
  }

  timeout(ms) {
    return { emitWithAck: (event, data) => this.emitWithAck(event, data, ms) };
  }

  emitWithAck(event, data, ms) {
    return new Promise((resolve, reject) => {
      const id = this.nextAck++;
      const timer = setTimeout(() => {
        this.acks.delete(id);
        reject(new Error('operation has timed out'));
      }, ms);
      this.acks.set(id, (value) => {
        clearTimeout(timer);
        resolve(value);
      });
      this.ws.send(`42${id}${JSON.stringify([event, data])}`);
    });
  }

  close() {
    this.ws.terminate();
  }

  /** One Engine.IO packet (a WebSocket text frame). */
  onFrame(text) {
    const type = text.charCodeAt(0);
    if (type === 50 /* '2' ping */) {
      this.ws.send('3');
      return;
    }
    if (type !== 52 /* '4' message */) return;
    const kind = text.charCodeAt(1);
    if (kind === 50 /* '2' event */) {
      const [event, data] = JSON.parse(text.slice(2));
      const list = this.listeners.get(event);
      if (list) for (const fn of list) fn(data);
    } else if (kind === 51 /* '3' ack */) {
      const open = text.indexOf('[');
      const id = Number(text.slice(2, open));
      const done = this.acks.get(id);
      if (done) {
        this.acks.delete(id);
        done(JSON.parse(text.slice(open))[0]);
      }
    } else if (kind === 48 /* '0' connected */) {
      this.connected = true;
      this.emitLocal('connect');
    } else if (kind === 52 /* '4' connect error */) {
      this.emitLocal('connect_error', JSON.parse(text.slice(2)));
    }
  }

  emitLocal(event, data) {
    const list = this.listeners.get(event);
    if (list) for (const fn of list) fn(data);
  }
}

/**
 * Opens a lean socket to `url` (the origin with Socket.IO's path, e.g. http://127.0.0.1:3000/connect/socket.io) and
 * connects to the main namespace with `auth`; resolves once the server admitted it.
 */
export function openLean(url, auth, timeoutMs = 30_000) {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws').replace(/\/$/, '')}/?EIO=4&transport=websocket`, { perMessageDeflate: false });
  const socket = new LeanSocket(ws);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error('connect timeout'));
    }, timeoutMs);
    const fail = (err) => {
      clearTimeout(timer);
      ws.terminate();
      reject(err);
    };
    ws.on('message', (data, isBinary) => {
      if (isBinary) return;
      const text = data.toString();
      // The Engine.IO handshake (`0{...}`): ask for the main namespace with the auth object.
      if (text.charCodeAt(0) === 48) ws.send(`40${JSON.stringify(auth)}`);
      else socket.onFrame(text);
    });
    ws.once('error', fail);
    ws.on('close', () => {
      socket.connected = false;
      socket.emitLocal('disconnect', 'transport close');
    });
    socket.on('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.on('connect_error', (data) => fail(Object.assign(new Error(data?.message ?? 'connect_error'), { data: data?.data })));
  });
}
