import { Adapter } from 'socket.io-adapter';
import type { Namespace, ServerOptions, Socket } from 'socket.io';

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
export function slicedAdapter(base: ServerOptions['adapter'] | undefined, slice: number): ServerOptions['adapter'] {
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

/** The stream a broadcast belongs to: the rooms it goes to (every socket of the node when none). */
function streamOf(opts: unknown): string {
  const rooms = (opts as { rooms?: Set<string> }).rooms;
  return rooms && rooms.size > 0 ? [...rooms].sort().join('\0') : '';
}

function slice_(adapter: AdapterInternals, slice: number): void {
  const apply = adapter.apply.bind(adapter);
  const encode = adapter._encode.bind(adapter);
  let broadcasting = false;
  /** Waiting broadcasts per stream, in order; a stream is removed once its queue is empty. */
  const streams = new Map<string, Job[]>();
  let scheduled = false;

  const drain = () => {
    scheduled = false;
    let budget = slice;
    // Streams take turns: each gets a share of this turn's budget, the first ones whatever the others leave.
    for (const [stream, queue] of streams) {
      if (budget <= 0) break;
      let share = Math.max(1, Math.ceil(budget / streams.size));
      while (share > 0 && queue.length > 0) {
        const job = queue[0]!;
        const end = Math.min(job.sockets.length, job.next + share);
        for (let i = job.next; i < end; i++) {
          const socket = job.sockets[i]!;
          // A socket that left meanwhile is skipped (writing to a closed engine would be dropped anyway).
          if (socket.connected) job.write(socket);
        }
        share -= end - job.next;
        budget -= end - job.next;
        job.next = end;
        if (job.next >= job.sockets.length) queue.shift();
      }
      if (queue.length === 0) streams.delete(stream);
      else {
        // Round robin: a stream that still waits goes to the back.
        streams.delete(stream);
        streams.set(stream, queue);
      }
    }
    if (streams.size > 0) schedule();
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
    const sockets: Socket[] = [];
    apply(opts, (socket) => sockets.push(socket));
    if (sockets.length === 0) return;
    const stream = streamOf(opts);
    const queue = streams.get(stream);
    if (queue) {
      queue.push({ sockets, next: 0, write: callback });
      return;
    }
    // Nothing of this stream waits: the first slice goes now, like an unsliced broadcast's writes.
    const end = Math.min(sockets.length, slice);
    for (let i = 0; i < end; i++) callback(sockets[i]!);
    if (end < sockets.length) {
      streams.set(stream, [{ sockets, next: end, write: callback }]);
      schedule();
    }
  };
}
