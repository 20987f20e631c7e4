import { Adapter } from 'socket.io-adapter';
import type { Namespace, ServerOptions, Socket } from 'socket.io';

/** Sockets written per turn of the event loop by a broadcast (about 6 ms of writes on this machine). */
export const DEFAULT_SLICE = 500;

type Apply = (opts: unknown, callback: (socket: Socket) => void) => void;
interface AdapterInternals {
  apply: Apply;
  _encode(packet: { id?: number }, packetOpts: unknown): unknown;
}
type AdapterFactory = (nsp: Namespace) => unknown;

/**
 * Fairness under load (issue 28): a broadcast to a big room (the keynote hall's feed) writes to its sockets in
 * slices of `slice` per turn of the event loop instead of all at once, so REST requests and acknowledgements are
 * served between slices rather than behind thousands of socket writes. The recipients are fixed when the
 * broadcast is made (who was in the room, minus those a block excludes), as before.
 *
 * Order is kept: while a sliced broadcast is still being written, every later broadcast of this node waits behind
 * it, so each socket receives pushes in the order they were made. Broadcasts that wait for acknowledgements
 * (none in Convene) and everything that is not a broadcast (joins, fetches, disconnections: a ban acts at once)
 * are not sliced.
 *
 * It wraps whichever adapter the node uses (in-memory, Redis, sharded Redis): their broadcasts, local or received
 * from another node, all end in the in-memory adapter's `broadcast`, which encodes the packet once and then calls
 * `apply`; that call is the one delivered in slices.
 */
export function slicedAdapter(base: ServerOptions['adapter'] | undefined, slice = DEFAULT_SLICE): ServerOptions['adapter'] {
  const make: AdapterFactory = base ? (nsp) => new (base as unknown as new (nsp: Namespace) => unknown)(nsp) : (nsp) => new Adapter(nsp);
  // A plain function: Socket.IO calls it with `new`, and an object returned from a constructor is the result.
  return function (nsp: Namespace) {
    const adapter = make(nsp) as AdapterInternals;
    slice_(adapter, slice);
    return adapter;
  } as unknown as ServerOptions['adapter'];
}

interface Job {
  sockets: Socket[];
  next: number;
  write: (socket: Socket) => void;
}

function slice_(adapter: AdapterInternals, slice: number): void {
  const apply = adapter.apply.bind(adapter);
  const encode = adapter._encode.bind(adapter);
  let broadcasting = false;
  const queue: Job[] = [];
  let scheduled = false;

  const drain = () => {
    scheduled = false;
    let budget = slice;
    while (budget > 0 && queue.length > 0) {
      const job = queue[0]!;
      const end = Math.min(job.sockets.length, job.next + budget);
      for (let i = job.next; i < end; i++) {
        const socket = job.sockets[i]!;
        // A socket that left meanwhile is skipped (writing to a closed engine would be dropped anyway).
        if (socket.connected) job.write(socket);
      }
      budget -= end - job.next;
      job.next = end;
      if (job.next >= job.sockets.length) queue.shift();
    }
    if (queue.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(drain);
  };

  adapter._encode = (packet, packetOpts) => {
    // Only a plain broadcast's apply is sliced: one waiting for acknowledgements counts its recipients right after.
    broadcasting = packet.id === undefined;
    return encode(packet, packetOpts);
  };
  adapter.apply = (opts, callback) => {
    if (!broadcasting) return apply(opts, callback);
    broadcasting = false;
    if (queue.length === 0) {
      const sockets: Socket[] = [];
      apply(opts, (socket) => sockets.push(socket));
      if (sockets.length <= slice) {
        for (const socket of sockets) callback(socket);
        return;
      }
      const job = { sockets, next: 0, write: callback };
      queue.push(job);
      // The first slice goes now, like an unsliced broadcast's writes.
      drain();
      return;
    }
    const sockets: Socket[] = [];
    apply(opts, (socket) => sockets.push(socket));
    if (sockets.length > 0) queue.push({ sockets, next: 0, write: callback });
    schedule();
  };
}
