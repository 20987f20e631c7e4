import type { z } from 'zod';
import type { ErrorCode } from './errors.js';

/**
 * How an area declares its realtime surface, in its `schemas.ts`: the pushes it sends (server → client) and the
 * socket commands it answers (client → server). realtime/catalog.ts merges every area's declarations into the one
 * catalogue the event types, the AsyncAPI document, the socket input parsing and the client library's types come
 * from; the Notifier's `push` is typed by it (server/ports.ts). See CONTRIBUTING.md, "Adding a push or a socket command".
 */

/**
 * Who a push reaches. Each names the rooms it maps to in ONE place (realtime/delivery.ts `roomsOf`):
 * - `user`: every socket of the given users (all devices, every node);
 * - `chat`: every socket of a chat's two members;
 * - `event`: every socket bound to the event (`except` an author: sockets on either side of a block with them);
 * - `session`: every socket that joined a session's live Q&A;
 * - `organizers`: the organizers' sockets among them;
 * - `seats`: every socket that watches an event's seats (`seats:watch`, CONTRACT 19);
 * - `checkins`: every organizer socket that watches an event's check-in progress (`checkins:watch`).
 */
export type Audience = 'user' | 'chat' | 'event' | 'session' | 'organizers' | 'seats' | 'checkins';

/** What a `push` names for each audience. */
export interface AudienceTargets {
  user: { user: number | readonly number[] };
  chat: { chat: readonly number[] };
  event: { event: number; except?: number };
  session: { session: number };
  organizers: { organizers: number };
  seats: { seats: number };
  checkins: { checkins: number };
}

export interface PushDeclaration {
  audience: Audience;
  /** One line for the AsyncAPI message and operation. */
  summary: string;
  description?: string;
  /** The payload (absent: the push carries none). Named shapes (`meta({id})`) become AsyncAPI components. */
  payload?: z.ZodType;
}

export interface CommandDeclaration {
  summary: string;
  description?: string;
  /** The payload object; the socket layer parses it with the shared input parser (server/input.ts) before the handler runs. */
  input: z.ZodType;
  /**
   * `service`: the payload is passed through unparsed and the area's service applies these rules itself, because
   * REST hands it the same raw body (`rawBody` routes) and the seed fixes codes zod cannot express (a feed post
   * without `message` is 500 `message_required`). The schema still documents the payload.
   */
  parsedBy?: 'socket' | 'service';
  /** What the acknowledgement's `data` holds. */
  ack: z.ZodType;
  /** The codes an `{ok: false}` acknowledgement of this command can carry, beyond those every command can (realtime/catalog.ts `COMMON_ACK_CODES`). */
  errors: readonly ErrorCode[];
  /** Budget per socket (a socket lives on one node: counted in memory); the services add their per-user limits on top. */
  rate: { points: number; duration: number };
}

/** Declares an area's pushes (the identity function, for the types). */
export function definePushes<const T extends Record<string, PushDeclaration>>(pushes: T): T {
  return pushes;
}

/** Declares an area's socket commands (the identity function, for the types). */
export function defineCommands<const T extends Record<string, CommandDeclaration>>(commands: T): T {
  return commands;
}

/** The payload type of a push declaration (`undefined` when it carries none). */
export type PayloadOf<D extends PushDeclaration> = D['payload'] extends z.ZodType ? z.output<D['payload']> : undefined;
