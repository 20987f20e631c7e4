// Broadcasts to big rooms are written in slices per turn of the event loop (realtime/sliced-delivery.ts, issue 28).
// A real Socket.IO server and real clients over loopback: every socket gets every push once and in order, the
// writes of a big broadcast are spread over several turns, and small broadcasts still go out at once.
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type ServerOptions, type Socket as ServerSocket } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FanoutPacer } from '../../realtime/fanout-pacer.js';
import { broadcastTogether, corkEngineFlushes, slicedAdapter } from '../../realtime/sliced-delivery.js';

const SLICE = 10;
const CLIENTS = 35;

/** Counts, from now on, the writes each server socket hands to the kernel (a corked burst is one writev). */
function countKernelWrites(sockets: ServerSocket[]): Map<string, number> {
  const writes = new Map<string, number>();
  for (const s of sockets) {
    const raw = (s.conn as unknown as { transport: { socket: { _socket: Record<string, (...args: unknown[]) => unknown> } } }).transport.socket._socket;
    writes.set(s.id, 0);
    for (const name of ['_write', '_writev'] as const) {
      const original = raw[name]!.bind(raw);
      raw[name] = (...args: unknown[]) => {
        writes.set(s.id, (writes.get(s.id) ?? 0) + 1);
        return original(...args);
      };
    }
  }
  return writes;
}

/** A Socket.IO server on loopback whose `count` WebSocket clients are all in the room `hall`. */
interface Hall {
  io: Server;
  clients: Socket[];
  close(): Promise<void>;
}

/**
 * Opens a hall: `configure` runs on the new server, `setup` on each server socket before it joins the room; resolves
 * once every client is connected and in the room.
 */
async function openHall(adapter: ServerOptions['adapter'], count: number, setup: (socket: ServerSocket) => void, configure: (io: Server) => void = () => undefined): Promise<Hall> {
  const http: HttpServer = createServer();
  const io = new Server(http, { adapter });
  configure(io);
  io.on('connection', (socket: ServerSocket) => {
    setup(socket);
    void socket.join('hall');
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const clients = Array.from({ length: count }, () => connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], forceNew: true }));
  await Promise.all(clients.map((c) => new Promise<void>((resolve) => (c.connected ? resolve() : c.once('connect', () => resolve())))));
  while ((io.sockets.adapter.rooms.get('hall')?.size ?? 0) < count) await new Promise((resolve) => setTimeout(resolve, 10));
  return {
    io,
    clients,
    async close() {
      for (const c of clients) c.close();
      await new Promise<void>((resolve) => io.close(() => resolve()));
    },
  };
}

/** Makes every write to a socket take `ms` of CPU (a busy node). */
function slowWrites(socket: ServerSocket, ms: number, then: () => void = () => undefined): void {
  socket.onAnyOutgoing(() => {
    const until = performance.now() + ms;
    while (performance.now() < until);
    then();
  });
}

describe('sliced broadcasts', () => {
  let io: Server;
  let clients: Socket[] = [];
  let hall: Hall;
  /** Per server socket, the pushes written to it (recorded as they are written). */
  const written = new Map<string, unknown[]>();

  beforeAll(async () => {
    hall = await openHall(
      slicedAdapter(undefined, { slice: SLICE, mergeMax: 16 }),
      CLIENTS,
      (socket) => {
        written.set(socket.id, []);
        socket.onAnyOutgoing((_event, value: unknown) => written.get(socket.id)!.push(value));
      },
      (server) => corkEngineFlushes(server.engine),
    );
    ({ io, clients } = hall);
  });
  afterAll(() => hall.close());

  it('spreads a big broadcast over turns of the event loop, the first slice at once', async () => {
    for (const list of written.values()) list.length = 0;
    io.to('hall').emit('push', 1);
    const count = () => [...written.values()].filter((list) => list.length > 0).length;
    expect(count()).toBe(SLICE);
    await new Promise((resolve) => setImmediate(resolve));
    expect(count()).toBe(2 * SLICE);
    await expect.poll(count).toBe(CLIENTS);
  });

  it('delivers every push of a stream once and in order, and does not hold another stream behind it', async () => {
    const received = clients.map(() => [] as number[]);
    clients.forEach((c, i) => c.on('seq', (n: number) => received[i]!.push(n)));
    for (const list of written.values()) list.length = 0;
    // The last socket of the room is in the last slice of each hall broadcast.
    const last = [...io.sockets.sockets.values()].at(-1)!;
    io.to('hall').emit('seq', 1);
    io.to('hall').emit('seq', 2);
    io.to(last.id).emit('direct', 'x');
    io.to('hall').emit('seq', 3);
    // Another stream (one socket's own room) goes out at once, before the hall's pushes reach that socket.
    expect(written.get(last.id)).toEqual(['x']);
    await expect.poll(() => received.reduce((n, r) => n + r.length, 0)).toBe(3 * CLIENTS);
    for (const list of received) expect(list).toEqual([1, 2, 3]);
    expect(written.get(last.id)).toEqual(['x', 1, 2, 3]);
  });

  it('sends a broadcast within one slice at once when nothing waits', () => {
    for (const list of written.values()) list.length = 0;
    const few = [...io.sockets.sockets.keys()].slice(0, SLICE);
    io.to(few).emit('push', 'now');
    expect([...written.values()].filter((list) => list.length > 0).length).toBe(SLICE);
  });

  it('broadcasts made together reach each socket in order, each with its own recipients, in one kernel write', async () => {
    const sockets = [...io.sockets.sockets.values()];
    const excluded = sockets.slice(0, 3);
    for (const s of excluded) await s.join('muted');
    const writes = countKernelWrites(sockets);
    const received = clients.map(() => [] as Array<[string, number]>);
    clients.forEach((c, i) => {
      c.on('a', (n: number) => received[i]!.push(['a', n]));
      c.on('b', (n: number) => received[i]!.push(['b', n]));
    });
    broadcastTogether(io.sockets, () => {
      io.to('hall').emit('a', 1);
      io.to('hall').except('muted').emit('b', 2);
      io.to('hall').emit('a', 3);
    });
    await expect.poll(() => received.reduce((n, r) => n + r.length, 0)).toBe(3 * CLIENTS - excluded.length);
    const byId = new Map(clients.map((c, i) => [c.id, received[i]!]));
    for (const s of sockets) {
      expect(byId.get(s.id)).toEqual(excluded.includes(s) ? [['a', 1], ['a', 3]] : [['a', 1], ['b', 2], ['a', 3]]);
      expect(writes.get(s.id)).toBe(1);
    }
    for (const s of excluded) await s.leave('muted');
  });

  it('merges the waiting broadcasts of a stream that fell behind: each socket gets them in order, in one write', async () => {
    const sockets = [...io.sockets.sockets.values()];
    const excluded = sockets.at(-2)!;
    await excluded.join('muted');
    const writes = countKernelWrites(sockets);
    const received = clients.map(() => [] as number[]);
    clients.forEach((c, i) => c.on('behind', (n: number) => received[i]!.push(n)));
    // The first is under way (its first slice went at once); three more wait behind it, one not to `muted`.
    io.to('hall').emit('behind', 1);
    io.to('hall').emit('behind', 2);
    io.to('hall').except('muted').emit('behind', 3);
    io.to('hall').emit('behind', 4);
    await expect.poll(() => received.reduce((n, r) => n + r.length, 0)).toBe(4 * CLIENTS - 1);
    const byId = new Map(clients.map((c, i) => [c.id, received[i]!]));
    for (const s of sockets) {
      expect(byId.get(s.id)).toEqual(s === excluded ? [1, 2, 4] : [1, 2, 3, 4]);
      // The first push in its own write, the three that waited in one more (four without merging).
      expect(writes.get(s.id)).toBeLessThanOrEqual(2);
    }
    await excluded.leave('muted');
  });

  it('writes a broadcast to each WebSocket as one plain kernel write of its whole frame, which the clients read intact (issue 44)', async () => {
    const sockets = [...io.sockets.sockets.values()];
    // Per server socket, the buffers its TCP socket was handed (by _write, or as the chunks of a corked _writev).
    const chunks = new Map<string, Buffer[]>();
    const restore: Array<() => void> = [];
    for (const s of sockets) {
      const raw = (s.conn as unknown as { transport: { socket: { _socket: Record<string, (...args: unknown[]) => unknown> } } }).transport.socket._socket;
      chunks.set(s.id, []);
      for (const method of ['_write', '_writev'] as const) {
        const original = raw[method]!;
        raw[method] = function (this: unknown, ...args: unknown[]) {
          chunks.get(s.id)!.push(...(method === '_write' ? [args[0] as Buffer] : (args[0] as Array<{ chunk: Buffer }>).map((c) => c.chunk)));
          return original.apply(this, args);
        };
        restore.push(() => (raw[method] = original));
      }
    }
    // Three frame sizes: a 7-bit, a 16-bit and a 64-bit payload length in the WebSocket header.
    const payloads = [{ text: 'short' }, { text: 'x'.repeat(300) }, { text: 'y'.repeat(70_000) }];
    const received = clients.map(() => [] as unknown[]);
    clients.forEach((c, i) => c.on('frame', (value: unknown) => received[i]!.push(value)));
    try {
      for (const payload of payloads) io.to('hall').emit('frame', payload);
      await expect.poll(() => received.reduce((n, r) => n + r.length, 0), { timeout: 5000 }).toBe(payloads.length * CLIENTS);
    } finally {
      for (const undo of restore) undo();
      for (const c of clients) c.off('frame');
    }
    for (const list of received) expect(list).toEqual(payloads);
    for (const s of sockets) {
      // Each frame is one buffer (its header and its payload together), not a header and a payload written apart:
      // FIN + text opcode, the payload's length, and the Engine.IO/Socket.IO packet as the payload.
      const own = chunks.get(s.id)!;
      expect(own.length).toBe(payloads.length);
      own.forEach((bytes, k) => {
        expect(bytes[0]).toBe(0x81);
        const start = bytes[1]! === 126 ? 4 : bytes[1]! === 127 ? 10 : 2;
        const length = start === 4 ? bytes.readUInt16BE(2) : start === 10 ? Number(bytes.readBigUInt64BE(2)) : bytes[1]!;
        expect(length).toBe(bytes.length - start);
        expect(bytes.subarray(start).toString()).toBe(`42${JSON.stringify(['frame', payloads[k]])}`);
      });
    }
  });

  it('writes around Engine.IO only where it has nothing to do: its send callbacks still run in order, and long-polling clients still get every push (issue 44)', async () => {
    const { port } = (io.httpServer.address() as AddressInfo);
    const polling = connect(`http://127.0.0.1:${port}`, { transports: ['polling'], forceNew: true });
    await new Promise<void>((resolve) => polling.once('connect', () => resolve()));
    const pollingSocket = io.sockets.sockets.get(polling.id!)!;
    await pollingSocket.join('hall');
    const got: number[] = [];
    polling.on('bookkeeping', (n: number) => got.push(n));
    const sockets = [...io.sockets.sockets.values()].filter((s) => s.conn.transport.name === 'websocket');
    const received = clients.map(() => [] as number[]);
    clients.forEach((c, i) => c.on('bookkeeping', (n: number) => received[i]!.push(n)));
    try {
      for (let n = 1; n <= 5; n++) io.to('hall').emit('bookkeeping', n);
      // An Engine.IO write with a send callback right after: the callback runs once that write has gone out.
      const sent = await Promise.all(sockets.map((s) => new Promise<boolean>((resolve) => s.conn.send('2["after"]', {}, () => resolve(true)))));
      expect(sent.every(Boolean)).toBe(true);
      await expect.poll(() => received.reduce((n, r) => n + r.length, 0) + got.length).toBe(5 * CLIENTS + 5);
      for (const list of received) expect(list).toEqual([1, 2, 3, 4, 5]);
      expect(got).toEqual([1, 2, 3, 4, 5]);
      // Nothing is left waiting in Engine.IO's per-write bookkeeping once the writes are done.
      await expect.poll(() => sockets.every((s) => (s.conn as unknown as { sentCallbackFn: unknown[] }).sentCallbackFn.length === 0)).toBe(true);
    } finally {
      for (const c of clients) c.off('bookkeeping');
      polling.close();
      await expect.poll(() => io.sockets.sockets.size).toBe(CLIENTS);
    }
  });

  it('skips a socket that left before its slice', async () => {
    for (const list of written.values()) list.length = 0;
    const last = [...io.sockets.sockets.values()].at(-1)!;
    io.to('hall').emit('push', 'late');
    last.disconnect(true);
    await expect.poll(() => [...written.values()].filter((list) => list.length > 0).length).toBe(CLIENTS - 1);
    expect(written.get(last.id)).toEqual([]);
  });
});

describe('sliced broadcasts with a time budget', () => {
  let io: Server;
  let clients: Socket[] = [];
  let hall: Hall;
  const written: string[] = [];
  const SLOW_WRITE_MS = 0.5;

  beforeAll(async () => {
    // No count limit to speak of, 2 ms of writes per turn; each write made slow on purpose (a busy node).
    hall = await openHall(slicedAdapter(undefined, { slice: 10_000, sliceMs: 2 }), 100, (socket) => slowWrites(socket, SLOW_WRITE_MS, () => written.push(socket.id)));
    ({ io, clients } = hall);
  });
  afterAll(() => hall.close());

  it('ends a turn when its time is up, and still delivers every push in order', async () => {
    const received = clients.map(() => [] as number[]);
    clients.forEach((c, i) => c.on('t', (n: number) => received[i]!.push(n)));
    written.length = 0;
    io.to('hall').emit('t', 1);
    io.to('hall').emit('t', 2);
    // 100 writes of 0.5 ms do not fit in 2 ms: the rest waits for later turns.
    expect(written.length).toBeGreaterThan(0);
    expect(written.length).toBeLessThan(clients.length);
    await expect.poll(() => received.reduce((n, r) => n + r.length, 0)).toBe(2 * clients.length);
    for (const list of received) expect(list).toEqual([1, 2]);
  });
});

describe('sliced broadcasts paced while the node has other work', () => {
  let io: Server;
  let clients: Socket[] = [];
  let hall: Hall;
  const pacer = new FanoutPacer({ targetMs: 3, windowMs: 20 });

  beforeAll(async () => {
    // 2 ms of writes per turn, each write 0.3 ms (a busy node); the pacer of the test's own.
    hall = await openHall(slicedAdapter(undefined, { slice: 10_000, sliceMs: 2, pace: pacer }), 60, (socket) => slowWrites(socket, 0.3));
    ({ io, clients } = hall);
  });
  afterAll(() => hall.close());

  it('cuts the backlog\'s share when slices start late, rests between them, and still delivers every push in order', async () => {
    const received = clients.map(() => [] as number[]);
    clients.forEach((c, i) => c.on('t', (n: number) => received[i]!.push(n)));
    // Other work of the node: 5 ms of it on every pass of the event loop, so each next slice starts late.
    const other = setInterval(() => {
      const until = performance.now() + 5;
      while (performance.now() < until);
    }, 0);
    try {
      for (let n = 1; n <= 6; n++) io.to('hall').emit('t', n);
      await expect.poll(() => received.reduce((sum, r) => sum + r.length, 0), { timeout: 15_000 }).toBe(6 * clients.length);
    } finally {
      clearInterval(other);
    }
    for (const list of received) expect(list).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pacer.share).toBeLessThan(1);
  });
});

/** A pacer that has just found the node's slices late (its share cut below 1): the node is behind. */
function behindPacer(): FanoutPacer {
  const pacer = new FanoutPacer({ targetMs: 5, windowMs: 100 });
  const now = performance.now();
  pacer.started(now, 50);
  pacer.started(now + 150, 50);
  expect(pacer.share).toBeLessThan(1);
  return pacer;
}

describe('broadcasts to a big room held for the ones that follow, on a node that is behind', () => {
  let io: Server;
  let clients: Socket[] = [];
  let hall: Hall;
  const HOLD_MS = 80;

  beforeAll(async () => {
    // Rooms of 20 sockets or more are held; the hall has 30. Holding applies only to a node with a backlog (issue 44):
    // this one's pacer has found its slices late.
    const pace = behindPacer();
    hall = await openHall(slicedAdapter(undefined, { slice: SLICE, mergeMax: 16, holdMs: HOLD_MS, holdMinSockets: 20, pace }), 30, () => undefined, (server) => corkEngineFlushes(server.engine));
    ({ io, clients } = hall);
  });
  afterAll(() => hall.close());

  it('sends the broadcasts made while one is held with it, in order, one write per socket', async () => {
    const sockets = [...io.sockets.sockets.values()];
    const writes = countKernelWrites(sockets);
    const received = clients.map(() => [] as Array<{ n: number; at: number }>);
    clients.forEach((c, i) => c.on('held', (n: number) => received[i]!.push({ n, at: performance.now() })));
    const start = performance.now();
    io.to('hall').emit('held', 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    io.to('hall').emit('held', 2);
    io.to('hall').emit('held', 3);
    await expect.poll(() => received.reduce((n, r) => n + r.length, 0)).toBe(3 * clients.length);
    for (const list of received) {
      expect(list.map((r) => r.n)).toEqual([1, 2, 3]);
      // Nothing left before the hold was over (timers may fire a millisecond early).
      expect(list[0]!.at - start).toBeGreaterThanOrEqual(HOLD_MS - 2);
    }
    for (const s of sockets) expect(writes.get(s.id)).toBe(1);
  });

  it('does not hold a broadcast to a small room', async () => {
    const few = clients.slice(0, 5).map((c) => c.id!);
    const got: number[] = [];
    const start = performance.now();
    clients[0]!.once('small', () => got.push(performance.now() - start));
    io.to(few).emit('small', 1);
    await expect.poll(() => got.length).toBe(1);
    expect(got[0]!).toBeLessThan(HOLD_MS / 2);
  });
});

describe('broadcasts to a big room on a node without a backlog (issue 44)', () => {
  let io: Server;
  let clients: Socket[] = [];
  let hall: Hall;
  // Long enough that a held broadcast cannot pass for one written at once on a loaded machine.
  const HOLD_MS = 400;

  beforeAll(async () => {
    hall = await openHall(slicedAdapter(undefined, { slice: SLICE, mergeMax: 16, holdMs: HOLD_MS, holdMinSockets: 20, pace: new FanoutPacer({ targetMs: 5 }) }), 30, () => undefined, (server) => corkEngineFlushes(server.engine));
    ({ io, clients } = hall);
  });
  afterAll(() => hall.close());

  it('writes a single post at once: its first slice before emit returns, every socket long before the hold', async () => {
    const sockets = [...io.sockets.sockets.values()];
    const writes = countKernelWrites(sockets);
    const received = clients.map(() => [] as number[]);
    clients.forEach((c, i) => c.on('single', () => received[i]!.push(performance.now())));
    const start = performance.now();
    io.to('hall').emit('single', 1);
    // The first slice (SLICE sockets) is handed to the kernel within the emit, as an unsliced broadcast's writes.
    expect([...writes.values()].reduce((a, b) => a + b, 0)).toBe(SLICE);
    await expect.poll(() => received.every((r) => r.length === 1)).toBe(true);
    for (const [at] of received) expect(at! - start).toBeLessThan(HOLD_MS / 2);
  });

  it('holds a big room broadcast while another stream still has writes to make, and sends both in order', async () => {
    io.in('hall').socketsJoin('stage');
    await expect.poll(() => io.sockets.adapter.rooms.get('stage')?.size ?? 0).toBe(clients.length);
    const received = clients.map(() => [] as Array<{ name: string; at: number }>);
    clients.forEach((c, i) => {
      c.on('first', () => received[i]!.push({ name: 'first', at: performance.now() }));
      c.on('second', () => received[i]!.push({ name: 'second', at: performance.now() }));
    });
    const start = performance.now();
    // 30 sockets in slices of 10: the hall's broadcast leaves writes to make, so the node has a backlog when the
    // stage's broadcast (another stream) is made, and that one is held.
    io.to('hall').emit('first', 1);
    io.to('stage').emit('second', 2);
    await expect.poll(() => received.every((r) => r.length === 2)).toBe(true);
    for (const list of received) {
      expect(list.map((r) => r.name)).toEqual(['first', 'second']);
      expect(list[0]!.at - start).toBeLessThan(HOLD_MS / 2);
      expect(list[1]!.at - start).toBeGreaterThanOrEqual(HOLD_MS - 2);
    }
  });
});
