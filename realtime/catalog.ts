import { z } from 'zod';
import { ERROR_CATALOGUE, type ErrorCode } from '../server/errors.js';
import { DOMAIN_COMMANDS, DOMAIN_PUSHES, type DomainCommands, type DomainPushes } from '../server/realtime-surface.js';
import type { CommandDeclaration, PushDeclaration } from '../server/realtime.js';

/**
 * The ONE catalogue of Socket.IO events: every area's declarations (their `schemas.ts`, side by side in
 * server/realtime-surface.ts) plus the transport's own (`sync:required`). From it come the event maps of
 * events.ts (`z.infer`), the AsyncAPI document (`GET {connect_url}/asyncapi.json`, asyncapi.ts), the socket input
 * parsing and rate budgets (handlers/index.ts) and, through the document, the client library's types
 * (client/generated/asyncapi.ts). Nothing here lists an event by hand but the transport's own.
 */

/** How long a connection may take from its Engine.IO handshake to being admitted (Socket.IO's `connectTimeout`). */
export const SOCKET_CONNECT_TIMEOUT_MS = 45_000;
/** Where Socket.IO listens (the seed's `{connect_url}` plus `/socket.io`). */
export const SOCKET_PATH = '/connect/socket.io';

/** A feed or chat message is at most 2,000 characters; nothing a client sends needs more than this. */
export const MAX_PACKET_BYTES = 32 * 1024;

export const ackErrorSchema = z
  .object({
    code: z.enum(Object.keys(ERROR_CATALOGUE) as [ErrorCode, ...ErrorCode[]]).meta({
      description: `A code of the error catalogue, as in the REST error body:\n\n${(Object.keys(ERROR_CATALOGUE) as ErrorCode[]).map((c) => `- \`${c}\`: ${ERROR_CATALOGUE[c].description}`).join('\n')}`,
    }),
    message: z.string().meta({ description: 'For people; switch on `code`.' }),
    field: z.string().optional().meta({ description: 'The input field at fault, when one is.' }),
    retry_after: z.number().int().min(1).optional().meta({ description: '`service_unavailable` (the database cannot be reached), `overloaded` or `rate_limited` (over a budget): seconds to wait before trying again.' }),
  })
  .meta({ id: 'AckError', description: 'The codes and messages of the REST error body.' });

/**
 * Codes any command's acknowledgement can carry, whatever it does: its payload is not an object
 * (`malformed_payload`) or breaks the input schema (`invalid`), the socket's budget is spent (`rate_limited`), the
 * node cannot reach or wait for its database (`service_unavailable`, `overloaded`, with `retry_after`), a fault (`internal_error`).
 */
export const COMMON_ACK_CODES = ['malformed_payload', 'invalid', 'rate_limited', 'service_unavailable', 'outcome_unknown', 'overloaded', 'internal_error'] as const satisfies readonly ErrorCode[];

/** The codes one command's acknowledgement can answer: the common ones and its declared ones, in catalogue order. */
export function ackCodesOf(command: CommandDeclaration): ErrorCode[] {
  const codes = new Set<ErrorCode>([...COMMON_ACK_CODES, ...command.errors]);
  return (Object.keys(ERROR_CATALOGUE) as ErrorCode[]).filter((code) => codes.has(code));
}

/** `{ok: true, data}` or `{ok: false, error}`: every acknowledgement (the types; the document names the envelopes as components). */
export function ackOf(data: z.ZodType) {
  return z.union([z.object({ ok: z.literal(true), data }), z.object({ ok: z.literal(false), error: ackErrorSchema })]);
}

/** What the AsyncAPI document says of one event (asyncapi.ts). */
export interface EventDoc {
  summary: string;
  description?: string;
  /** The payload (client events: the first argument; server events: the only one; absent: none). */
  payload?: z.ZodType;
  /** What the acknowledgement's `data` holds (client events; every client event is acknowledged). */
  ack?: z.ZodType;
}

/** Pushes the transport sends itself, not a service (no Notifier call reaches them). */
const TRANSPORT_PUSHES = {
  'sync:required': {
    audience: 'user',
    summary: 'Pushes from other nodes may have been missed (the cluster link was down and is back): call `sync` from the last ids received',
    description: 'Sent by a node whose Redis link was restored: pushes from other nodes during the gap may be lost, nothing stored is. No payload.',
  },
} as const satisfies Record<string, PushDeclaration>;

/** Every server → client event: the areas' pushes and the transport's own. */
export const PUSHES = { ...DOMAIN_PUSHES, ...TRANSPORT_PUSHES } as DomainPushes & typeof TRANSPORT_PUSHES;
/** Every client → server event (each answered through its acknowledgement). */
export const COMMANDS: DomainCommands & Record<string, CommandDeclaration> = DOMAIN_COMMANDS;

export type PushEvents = typeof PUSHES;
export type CommandEvents = DomainCommands;

/** The client events as the AsyncAPI document shows them. */
export const CLIENT_EVENTS = Object.fromEntries(
  Object.entries(COMMANDS as Record<string, CommandDeclaration>).map(([event, c]) => [event, { summary: c.summary, ...(c.description ? { description: c.description } : {}), payload: c.input, ack: c.ack }]),
) as { [K in keyof CommandEvents]: EventDoc };

/** The server events as the AsyncAPI document shows them. */
export const SERVER_EVENTS = Object.fromEntries(
  Object.entries(PUSHES as Record<string, PushDeclaration>).map(([event, p]) => [event, { summary: p.summary, ...(p.description ? { description: p.description } : {}), ...(p.payload ? { payload: p.payload } : {}) }]),
) as { [K in keyof PushEvents]: EventDoc };
