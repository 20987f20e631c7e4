import type { Server, Socket } from 'socket.io';
import type { ErrorCode } from '../server/errors.js';
import type { AccessClaims } from '../server/identity/tokens.js';
import type { z } from 'zod';
import type { CommandEvents, PushEvents } from './catalog.js';
import type { QaPush } from './qa-pushes.js';
import type { SeatsPush } from './seat-pushes.js';
import type { CheckinsPush } from './checkin-pushes.js';

/** What every acknowledgement looks like: the same error codes as the REST error body. */
export type Ack<T> = { ok: true; data: T } | { ok: false; error: AckError };
export interface AckError {
  /** A code of the error catalogue (server/errors.ts). */
  code: ErrorCode;
  message: string;
  /** The input field at fault, when one is. */
  field?: string;
  /** `service_unavailable` (the database cannot be reached) or `overloaded` (every connection busy): seconds to wait before trying again. */
  retry_after?: number;
}
export type AckFn<T> = (response: Ack<T>) => void;

/** The `sync` acknowledgement's data (declared in server/networking/schemas.ts). */
export type SyncData = AckData<'sync'>;

/** A command's input, as its declared schema parses it. */
export type CommandInput<E extends keyof CommandEvents> = z.output<CommandEvents[E]['input']>;
/** What a command's acknowledgement `data` holds, from its declared schema. */
export type AckData<E extends keyof CommandEvents> = z.output<CommandEvents[E]['ack']>;

/** Server → client, from the catalogue (realtime/catalog.ts): each push's declared payload, or none. */
export type ServerToClientEvents = {
  [E in keyof PushEvents]: PushEvents[E] extends { payload: z.ZodType } ? (payload: z.output<PushEvents[E]['payload']>) => void : () => void;
};

/**
 * Client → server, from the catalogue. Payloads are typed for clients (`z.input`); the server parses them anyway
 * (they are untrusted JSON), and an event sent without an acknowledgement callback is processed and its answer dropped.
 */
export type ClientToServerEvents = {
  [E in keyof CommandEvents]: (payload: z.input<CommandEvents[E]['input']>, ack: AckFn<AckData<E>>) => void;
};

/** Node → node (through the adapter). */
export interface InterServerEvents {
  /** A user's account was deleted or a login revoked: forget cached token state for the user. */
  'user:revoked': (userId: number, done: (ok: boolean) => void) => void;
  /** A live Q&A change every node delivers to its own sockets, after applying it to its join snapshots (realtime/qa-pushes.ts). */
  'qa:push': (change: QaPush) => void;
  /** Seat states a flush read, which every node delivers to its own watchers, paced (realtime/seat-pushes.ts). */
  'seats:push': (change: SeatsPush) => void;
  /** Check-in figures a flush read, which every node delivers to its own watchers, paced (realtime/checkin-pushes.ts). */
  'checkins:push': (change: CheckinsPush) => void;
}

/** What the auth middleware leaves on `socket.data`. */
export interface SocketData {
  claims: AccessClaims;
  /** The token is bound to an event and its user still takes part in it (checked at connect): in the event's room. */
  inEvent: boolean;
  /** Users this user blocked or was blocked by, at connect: the socket joins their `hides:` rooms (then dropped). */
  hides: number[];
  /** Users who share a chat with this user, at connect (the presence push); dropped once the connection used it. */
  chatPeers?: number[] | undefined;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
