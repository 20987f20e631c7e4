import type { EventEmitter } from 'node:events';
import { Adapter } from 'socket.io-adapter';
import type { Namespace, ServerOptions, Socket } from 'socket.io';
import { FanoutPacer } from './fanout-pacer.js';

type Apply = (opts: unknown, callback: (socket: Socket) => void) => void;
interface AdapterInternals {
  apply: Apply;
  _encode(packet: { id?: number }, packetOpts: unknown): unknown;
  /** Set by slice_: the broadcasts `fn` makes go out together (broadcastTogether). */
  together?: (fn: () => void) => void;
  /** Set by slice_: socket writes of started and waiting broadcasts not made yet (the node's fan-out backlog). */
  waitingWrites?: () => number;
}
type AdapterFactory = (nsp: Namespace) => unknown;

/**
 * Fairness under load (issue 28): a broadcast to a big room (the keynote hall's feed) writes to its sockets in
 * slices of `slice` per turn of the event loop instead of all at once, so REST requests and acknowledgements are
 * served between slices rather than behind thousands of socket writes. The recipients are fixed when the
 * broadcast is made (who was in the room, minus those a block excludes), as before.
 *
 * Order is kept per stream: broadcasts to the same rooms (a stream: the event's feed, a pair's chat and meetings, a
 * session's questions) wait behind an unfinished one to those rooms, so each socket receives a stream's pushes in
 * the order they were made; another stream (a chat message while the hall's feed is still going out) is not held
 * behind it. Slices of waiting streams take turns. Broadcasts that wait for acknowledgements (none in Convene) and
 * everything that is not a broadcast (joins, fetches, disconnections: a ban acts at once) are not sliced.
 *
 * It wraps whichever adapter the node uses (in-memory, Redis, sharded Redis): their broadcasts, local or received
 * from another node, all end in the in-memory adapter's `broadcast`, which encodes the packet once and then calls
 * `apply`; that call is the one delivered in slices.
 */
/** How a node writes its broadcasts (realtime/server.ts takes them from the BROADCAST_* settings). */
export interface SlicedOptions {
  /** Socket writes per turn of the event loop at most. */
  slice: number;
  /** A turn also ends after this many milliseconds (checked every 32 writes). */
  sliceMs?: number;
  /** Waiting broadcasts of one stream that go out as one write per socket (1: never merged). */
  mergeMax?: number;
  /**
   * Lateness a slice may start with before the backlog's share of the clock is cut (realtime/fanout-pacer.ts), or a
   * pacer of one's own (tests); 0: never paced.
   */
  pace?: number | FanoutPacer;
  /**
   * While the node has a backlog (writes of earlier broadcasts still to make, or its slices found late by the pacer),
   * a broadcast to at least `holdMinSockets` sockets of this node, on a stream with nothing waiting, waits this many
   * milliseconds before its first write; the stream's broadcasts made meanwhile go out with it, one write per socket
   * (mergeMax at most per write). Without a backlog it is written at once. 0: never held.
   */
  holdMs?: number;
  holdMinSockets?: number;
}

export function slicedAdapter(base: ServerOptions['adapter'] | undefined, options: SlicedOptions): ServerOptions['adapter'] {
  const make: AdapterFactory = base ? (nsp) => new (base as unknown as new (nsp: Namespace) => unknown)(nsp) : (nsp) => new Adapter(nsp);
  const pace = options.pace ?? 0;
  // A plain function: Socket.IO calls it with `new`, and an object returned from a constructor is the result.
  return function (nsp: Namespace) {
    const adapter = make(nsp) as AdapterInternals;
    const pacer = typeof pace === 'number' ? (pace > 0 ? new FanoutPacer({ targetMs: pace }) : undefined) : pace;
    slice_(adapter, { sliceMs: Infinity, mergeMax: 1, holdMs: 0, holdMinSockets: Infinity, ...options }, pacer);
    return adapter;
  } as unknown as ServerOptions['adapter'];
}

interface Job {
  sockets: Socket[];
  next: number;
  write: (socket: Socket) => void;
  /** Packets each socket gets from this job (more than one when broadcasts were merged): the time is checked sooner. */
  packets?: number;
}

/** Socket writes the namespace's broadcasts still have to make (0 outside the sliced adapter). */
export function waitingWrites(nsp: Namespace): number {
  return (nsp.adapter as unknown as AdapterInternals).waitingWrites?.() ?? 0;
}

/**
 * Several broadcasts made at once (a Q&A flush: one `question:updated` per question and one `poll:updated` per poll
 * to the same session room) go out together: per stream ONE job over the union of their recipients, which writes
 * each socket all of its packets at once, in the order they were made, and hands them to the kernel in one write
 * (writeTogether). Fifty updates to 2,500 sockets then cost 2,500 writes instead of 125,000, and the client reads
 * them in one go. Each broadcast keeps its own recipients (a block's `except`). Outside the sliced adapter (a plain
 * adapter in a test) `fn` just runs.
 */
export function broadcastTogether(nsp: Namespace, fn: () => void): void {
  const adapter = nsp.adapter as unknown as AdapterInternals;
  if (adapter.together) adapter.together(fn);
  else fn();
}

/** The parts of Engine.IO's socket and WebSocket transport used here (not in their public types). */
interface EngineConn {
  transport: { name: string; writable: boolean; socket?: { _socket?: RawSocket } };
  flush(): void;
}
interface RawSocket {
  cork(): void;
  uncork(): void;
}
/** The TCP socket under a WebSocket transport, if that is what the connection uses now. */
const rawOf = (conn: EngineConn): RawSocket | undefined => (conn.transport.name === 'websocket' ? conn.transport.socket?._socket : undefined);

/**
 * Engine.IO writes each packet of a flush as its own WebSocket frame, and each frame is its own kernel write (and,
 * with Nagle off, its own TCP segment and wake-up of the reader). Whenever a flush carries several packets (what
 * queued while the previous write was under way, or what writeTogether gathered), the TCP socket is corked for the
 * flush and uncorked right after it (Engine.IO's `flush` and `drain` events, both emitted synchronously around the
 * transport's send): all the frames leave in one writev.
 */
export function corkEngineFlushes(engine: Pick<EventEmitter, 'on'>): void {
  let corked: RawSocket | undefined;
  const uncork = () => {
    const raw = corked;
    corked = undefined;
    raw?.uncork();
  };
  engine.on('flush', (conn: EngineConn, buffer: unknown[]) => {
    // A flush whose drain never came (its send threw) must not leave its socket corked.
    uncork();
    if (buffer.length < 2) return;
    const raw = rawOf(conn);
    if (!raw) return;
    raw.cork();
    corked = raw;
  });
  engine.on('drain', uncork);
}

/**
 * Runs `writes` on one socket so that its packets leave in one flush: on a WebSocket that can write now, they are
 * gathered in Engine.IO's buffer (the transport briefly marked busy) and flushed at once (one writev with
 * corkEngineFlushes); otherwise (long-polling, or a write still under way) they queue in that buffer, which goes out
 * as one flush when the transport drains.
 */
function writeTogether(socket: Socket, writes: ReadonlyArray<(socket: Socket) => void>): void {
  const conn = socket.conn as unknown as EngineConn;
  const transport = conn.transport;
  if (writes.length < 2 || !rawOf(conn) || !transport.writable) {
    for (const write of writes) write(socket);
    return;
  }
  transport.writable = false;
  try {
    for (const write of writes) write(socket);
  } finally {
    transport.writable = true;
  }
  conn.flush();
}

/**
 * Socket.IO encodes a broadcast's WebSocket frame once for all of its recipients (`wsPreEncodedFrame`), as two buffers:
 * the frame's header and its payload. ws writes a two-buffer frame by corking the TCP socket, writing both and
 * uncorking (Node's writev path: a buffered request per part, then one chunk array and write request per socket); a
 * one-buffer frame is a single `write` (issue 44: most of a delivery's cost past the kernel write itself). So the
 * header and the payload are joined here, once per broadcast, into one buffer: the same bytes on the wire, one
 * plain write per socket. Long-polling never uses the frame (it sends the encoded packet).
 */
function joinPreEncodedFrame(packetOpts: unknown): void {
  const opts = packetOpts as { wsPreEncodedFrame?: unknown } | undefined;
  const frame = opts?.wsPreEncodedFrame;
  if (!Array.isArray(frame) || frame.length !== 2 || !frame.every((part) => Buffer.isBuffer(part))) return;
  opts!.wsPreEncodedFrame = [Buffer.concat(frame as Buffer[])];
}

/** The parts of Engine.IO's socket a direct write touches (not in its public types). */
interface EngineSocket {
  readyState: string;
  upgrading: boolean;
  writeBuffer: unknown[];
  packetsFn: unknown[];
  sentCallbackFn: unknown[];
  transport: { name: string; writable: boolean; send(packets: unknown[]): void };
}

/**
 * A broadcast's write to one socket, without Engine.IO's per-packet machinery where it has nothing to do (issue 44).
 * Socket.IO's own write (`fallback`) goes through `writeToEngine` → `sendPacket` → `flush`: a packet object, a new
 * buffer array and five events (`packetCreate`, and `flush` and `drain` on the socket and on the server) per socket,
 * all to hand one frame to a WebSocket that could take it at once. When it can (open, not upgrading, its transport a
 * writable WebSocket, nothing buffered or waiting for a callback), this does what `flush` would do with that one
 * packet: note that the write has no callback and give the transport the packet, one object shared by every
 * recipient (its frame is encoded once). `onAnyOutgoing` listeners hear it as before. Anything else (long-polling, a
 * write under way, writeTogether gathering packets, a volatile or multi-part packet) takes Socket.IO's way.
 */
function directWriter(packet: unknown, encoded: unknown, packetOpts: unknown, fallback: (socket: Socket) => void): (socket: Socket) => void {
  const opts = packetOpts as { wsPreEncodedFrame?: unknown; volatile?: boolean; compress?: boolean } | undefined;
  if (!opts?.wsPreEncodedFrame || opts.volatile || !Array.isArray(encoded) || encoded.length !== 1 || typeof encoded[0] !== 'string') return fallback;
  // What sendPacket sets on the options of every packet it sends.
  opts.compress = opts.compress !== false;
  const enginePacket = { type: 'message', options: opts, data: encoded[0] };
  return (socket) => {
    const conn = socket.conn as unknown as EngineSocket;
    const transport = conn.transport;
    if (conn.readyState !== 'open' || conn.upgrading || transport.name !== 'websocket' || !transport.writable || conn.writeBuffer.length > 0 || conn.packetsFn.length > 0) {
      fallback(socket);
      return;
    }
    (socket as unknown as { notifyOutgoingListeners?: (packet: unknown) => void }).notifyOutgoingListeners?.(packet);
    conn.sentCallbackFn.push(null);
    transport.send([enginePacket]);
  };
}

/** The stream a broadcast belongs to: the rooms it goes to (every socket of the node when none). */
function streamOf(opts: unknown): string {
  const rooms = (opts as { rooms?: Set<string> }).rooms;
  return rooms && rooms.size > 0 ? [...rooms].sort().join('\0') : '';
}

/**
 * Writes `sockets[from..end)` until `deadline` (checked about every 32 packets: every 32 sockets for a job of one
 * packet each, every socket for one of 32 or more); returns where it stopped. A socket that left meanwhile is skipped
 * (writing to a closed engine would be dropped anyway).
 */
function writeSlice(sockets: Socket[], from: number, end: number, write: (socket: Socket) => void, deadline: number, packets = 1): number {
  const every = Math.max(1, Math.floor(32 / packets));
  for (let i = from; i < end; i++) {
    if ((i - from) % every === every - 1 && performance.now() > deadline) return i;
    const socket = sockets[i]!;
    if (socket.connected) write(socket);
  }
  return end;
}

/** One job over the union of several broadcasts' recipients: each socket gets its packets in order, in one write. */
function unionJob(broadcasts: ReadonlyArray<{ sockets: Socket[]; write: (socket: Socket) => void }>): Job {
  const first = broadcasts[0]!.sockets;
  // Mostly the same recipients (one room, nobody excluded by a block): one shared list of writes, no map.
  const same = broadcasts.every(({ sockets }) => sockets === first || (sockets.length === first.length && sockets.every((socket, i) => socket === first[i])));
  if (same) {
    const writes = broadcasts.map((b) => b.write);
    return { sockets: first, next: 0, write: (socket) => writeTogether(socket, writes), packets: writes.length };
  }
  const perSocket = new Map<Socket, Array<(socket: Socket) => void>>();
  for (const { sockets, write } of broadcasts) {
    for (const socket of sockets) {
      const writes = perSocket.get(socket);
      if (writes) writes.push(write);
      else perSocket.set(socket, [write]);
    }
  }
  return { sockets: [...perSocket.keys()], next: 0, write: (socket) => writeTogether(socket, perSocket.get(socket)!), packets: broadcasts.length };
}

/**
 * When a stream has fallen behind (several of its broadcasts wait and none of them has started), up to `mergeMax` of
 * them go out as one job (unionJob): each socket gets all of its waiting packets in one write instead of one write
 * each. A hall whose feed outruns the node thus costs fewer writes the further it falls behind, and catches up; the
 * order per socket is kept (a started job is never merged, and the merged ones keep their order). With the backlog
 * paced (fanout-pacer.ts), this is what keeps a hall's feed within seconds instead of a backlog that grows for as
 * long as the keynote lasts (`BROADCAST_MERGE_MAX`, 16 by default; docs/realtime.md "How a node delivers a big room's broadcasts").
 */
function mergeWaiting(queue: Job[], mergeMax: number): void {
  if (mergeMax < 2 || queue.length < 2 || queue[0]!.next > 0) return;
  const count = Math.min(queue.length, mergeMax);
  queue.splice(0, count, unionJob(queue.slice(0, count)));
}

function slice_(adapter: AdapterInternals, options: Required<Omit<SlicedOptions, 'pace'>>, pacer: FanoutPacer | undefined): void {
  const { slice, sliceMs, mergeMax, holdMs, holdMinSockets } = options;
  const apply = adapter.apply.bind(adapter);
  const encode = adapter._encode.bind(adapter);
  let broadcasting = false;
  /** The broadcast `_encode` just encoded, for its `apply` (directWriter). */
  let encoding: { packet: unknown; encoded: unknown; packetOpts: unknown } | undefined;
  /** Waiting broadcasts per stream, in order; a stream is removed once its queue is empty. */
  const streams = new Map<string, Job[]>();
  /** Streams held (holdMs) and when they are released (performance.now()). */
  const held = new Map<string, number>();
  let scheduled = false;
  let timer: NodeJS.Timeout | undefined;
  let immediate: NodeJS.Immediate | undefined;
  /** When the scheduled turn is due (performance.now()), to measure how late it starts. */
  let dueAt = 0;

  const drain = () => {
    scheduled = false;
    const startedAt = performance.now();
    pacer?.started(startedAt, startedAt - dueAt);
    let budget = slice;
    // A turn also ends when its time is up (checked every 32 writes): when the node is busy each write costs more,
    // and a fixed count of sockets would hold REST and acknowledgements longer; the hall's feed waits instead.
    const deadline = startedAt + sliceMs;
    let timeUp = false;
    // Streams take turns: each gets a share of this turn's budget, the first ones whatever the others leave.
    for (const [stream, queue] of streams) {
      if (budget <= 0 || timeUp) break;
      const until = held.get(stream);
      if (until !== undefined) {
        if (until > startedAt) continue;
        held.delete(stream);
      }
      let share = Math.max(1, Math.ceil(budget / streams.size));
      while (share > 0 && queue.length > 0 && !timeUp) {
        mergeWaiting(queue, mergeMax);
        const job = queue[0]!;
        const end = Math.min(job.sockets.length, job.next + share);
        const i = writeSlice(job.sockets, job.next, end, job.write, deadline, job.packets);
        if (i < end) timeUp = true;
        share -= i - job.next;
        budget -= i - job.next;
        job.next = i;
        if (job.next >= job.sockets.length) queue.shift();
      }
      if (queue.length === 0) streams.delete(stream);
      else {
        // Round robin: a stream that still waits goes to the back.
        streams.delete(stream);
        streams.set(stream, queue);
      }
    }
    // What waits now goes on after the pacer's rest; streams still held, when they are released.
    let ready = false;
    let release = Infinity;
    for (const stream of streams.keys()) {
      const until = held.get(stream);
      if (until === undefined) ready = true;
      else release = Math.min(release, until);
    }
    const now = performance.now();
    if (ready) schedule(pacer ? pacer.restAfter(now - startedAt) : 0);
    else {
      if (release < Infinity) schedule(release - now);
      pacer?.idle(now);
    }
  };
  /**
   * The next turn: on the loop's next pass, or after a rest that keeps the backlog to its share (fanout-pacer.ts), or
   * when a held stream is released. A turn needed sooner than the one scheduled replaces it.
   */
  const schedule = (restMs = 0) => {
    const due = performance.now() + Math.max(0, restMs);
    if (scheduled) {
      if (due >= dueAt) return;
      clearTimeout(timer);
      clearImmediate(immediate);
    }
    scheduled = true;
    dueAt = due;
    if (restMs > 0) timer = setTimeout(drain, restMs);
    else immediate = setImmediate(drain);
  };

  adapter._encode = (packet, packetOpts) => {
    // Only a plain broadcast's apply is sliced: one waiting for acknowledgements counts its recipients right after.
    broadcasting = packet.id === undefined;
    const encoded = encode(packet, packetOpts);
    joinPreEncodedFrame(packetOpts);
    encoding = broadcasting ? { packet, encoded, packetOpts } : undefined;
    return encoded;
  };
  const enqueue = (stream: string, sockets: Socket[], write: (socket: Socket) => void, packets = 1) => {
    const queue = streams.get(stream);
    if (queue) {
      queue.push({ sockets, next: 0, write, packets });
      return;
    }
    // On a node with a backlog, a big room's broadcast waits a moment for the ones that follow it (the hall's feed at
    // 20 posts a second): they leave together, one write per socket instead of one each, which is most of what a
    // delivery costs the node and the phone when it is behind. A node that keeps up writes at once (issue 44: holding
    // there only delayed every post, p99 ×3.8 of bare Socket.IO's). Small rooms (a chat, a user's own sockets) are
    // never held.
    if (holdMs > 0 && sockets.length >= holdMinSockets && backlog()) {
      streams.set(stream, [{ sockets, next: 0, write, packets }]);
      held.set(stream, performance.now() + holdMs);
      schedule(holdMs);
      return;
    }
    // Nothing of this stream waits: the first slice goes now, like an unsliced broadcast's writes (within the same
    // count and time as a turn's).
    const i = writeSlice(sockets, 0, Math.min(sockets.length, slice), write, performance.now() + sliceMs, packets);
    if (i < sockets.length) {
      streams.set(stream, [{ sockets, next: i, write, packets }]);
      schedule();
    }
  };
  /**
   * Whether the node is behind with its broadcasts: some stream still has writes to make (started or waiting), or the
   * pacer has cut the backlog's share of the clock (its slices started late) and not yet won it back.
   */
  const backlog = () => streams.size > 0 || (pacer !== undefined && pacer.share < 1);
  adapter.waitingWrites = () => {
    let waiting = 0;
    for (const queue of streams.values()) for (const job of queue) waiting += (job.sockets.length - job.next) * (job.packets ?? 1);
    return waiting;
  };
  /** While `together` runs: the broadcasts it made, per stream, in order. */
  let collecting: Map<string, Array<{ sockets: Socket[]; write: (socket: Socket) => void }>> | undefined;

  adapter.together = (fn) => {
    if (collecting) return fn();
    const made = new Map<string, Array<{ sockets: Socket[]; write: (socket: Socket) => void }>>();
    collecting = made;
    try {
      fn();
    } finally {
      collecting = undefined;
    }
    for (const [stream, broadcasts] of made) {
      if (broadcasts.length === 1) {
        enqueue(stream, broadcasts[0]!.sockets, broadcasts[0]!.write);
        continue;
      }
      const job = unionJob(broadcasts);
      enqueue(stream, job.sockets, job.write, job.packets);
    }
  };

  adapter.apply = (opts, callback) => {
    if (!broadcasting) return apply(opts, callback);
    broadcasting = false;
    const encoded = encoding;
    encoding = undefined;
    const write = encoded ? directWriter(encoded.packet, encoded.encoded, encoded.packetOpts, callback) : callback;
    const sockets: Socket[] = [];
    apply(opts, (socket) => sockets.push(socket));
    if (sockets.length === 0) return;
    const stream = streamOf(opts);
    if (collecting) {
      const list = collecting.get(stream);
      if (list) list.push({ sockets, write });
      else collecting.set(stream, [{ sockets, write }]);
      return;
    }
    enqueue(stream, sockets, write);
  };
}
