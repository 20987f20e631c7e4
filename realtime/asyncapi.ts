import { z } from 'zod';
import { CLIENT_EVENTS, COMMANDS, MAX_PACKET_BYTES, SERVER_EVENTS, SOCKET_CONNECT_TIMEOUT_MS, SOCKET_PATH, ackCodesOf, ackErrorSchema, type EventDoc } from './catalog.js';
import type { CommandDeclaration } from '../server/realtime.js';
import { SOCKET_LIMITS } from './handlers/index.js';

/**
 * JSON Schema (draft 7, the AsyncAPI schema format's base) of a zod schema. Schemas with a `meta({id})` (the
 * domain's named shapes, declared once) go to `components` and are referenced, so generators emit one type each.
 */
function jsonSchema(schema: z.ZodType, components: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _drop, $defs, definitions, ...out } = z.toJSONSchema(schema, { target: 'draft-7', io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  for (const [name, def] of Object.entries({ ...(definitions as object | undefined), ...($defs as object | undefined) })) {
    components[name] = refsToComponents(withoutSafeIntegerBounds(def));
  }
  return refsToComponents(withoutSafeIntegerBounds(out)) as Record<string, unknown>;
}

/** zod writes references to its local definitions; the document keeps them in `components.schemas`. */
function refsToComponents(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(refsToComponents);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    out[k] = k === '$ref' && typeof v === 'string' ? v.replace(/^#\/(\$defs|definitions)\//, '#/components/schemas/') : refsToComponents(v);
  }
  return out;
}

/** zod's `.int()` adds ±2^53-1 bounds; ids and counts carry no such limit worth showing (generators turn it into noise). */
function withoutSafeIntegerBounds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutSafeIntegerBounds);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === 'minimum' && v === Number.MIN_SAFE_INTEGER) continue;
    if (k === 'maximum' && v === Number.MAX_SAFE_INTEGER) continue;
    out[k] = withoutSafeIntegerBounds(v);
  }
  return out;
}

/**
 * A command's acknowledgement: `{ok: true, data}` or `{ok: false, error}`, the error the `AckError` component
 * (declared once) narrowed to the codes this command can answer (realtime/catalog.ts `ackCodesOf`).
 */
function ackEnvelope(data: z.ZodType, codes: readonly string[], components: Record<string, unknown>): Record<string, unknown> {
  // Wrapped, so zod writes the named AckError as a reference to its component rather than inline at the root.
  const ackError = (jsonSchema(z.object({ error: ackErrorSchema }), components).properties as Record<string, unknown>).error;
  return {
    anyOf: [
      { type: 'object', properties: { ok: { type: 'boolean', const: true }, data: jsonSchema(data, components) }, required: ['ok', 'data'], additionalProperties: false },
      {
        type: 'object',
        properties: {
          ok: { type: 'boolean', const: false },
          error: { allOf: [ackError, { type: 'object', properties: { code: { type: 'string', enum: codes } }, required: ['code'] }] },
        },
        required: ['ok', 'error'],
        additionalProperties: false,
      },
    ],
  };
}

const key = (event: string) => event.replace(/[^\w.-]/g, '_');

/**
 * AsyncAPI 3.0 of the Socket.IO events, from the catalogue (realtime/catalog.ts). From the server's side: client
 * events are operations it `receive`s (their acknowledgement is the reply), server events ones it `send`s.
 */
export function buildAsyncApi(host: string, secure: boolean) {
  const base = `${secure ? 'https' : 'http'}://${host}`;
  return render(buildDocument(host, secure), { '{connect_url}': `${base}/connect`, '{api_url}': `${base}/api` });
}

/** The document with `{connect_url}` / `{api_url}` in catalogue texts replaced by the addresses they stand for. */
function render<T>(document: T, addresses: Record<string, string>): T {
  let text = JSON.stringify(document);
  for (const [placeholder, address] of Object.entries(addresses)) text = text.split(placeholder).join(address);
  return JSON.parse(text) as T;
}

function buildDocument(host: string, secure: boolean) {
  const messages: Record<string, unknown> = {};
  const schemas: Record<string, unknown> = {};
  const operations: Record<string, unknown> = {};
  const channelRef = { $ref: '#/channels/socket' };
  const messageRef = (name: string) => ({ $ref: `#/channels/socket/messages/${name}` });
  const add = (event: string, doc: EventDoc, action: 'send' | 'receive') => {
    // Client and server messages are kept apart: `chat:typing` and `chat:read` exist in both directions with
    // different payloads (client `{to}`, server `{chat_id, from}`).
    const name = `${action === 'receive' ? 'client' : 'server'}.${key(event)}`;
    messages[name] = {
      name: event,
      title: event,
      summary: doc.summary,
      ...(doc.description ? { description: doc.description } : {}),
      ...(doc.payload ? { payload: jsonSchema(doc.payload, schemas) } : {}),
    };
    const limit = action === 'receive' ? SOCKET_LIMITS[event as keyof typeof SOCKET_LIMITS] : undefined;
    const operation: Record<string, unknown> = {
      action,
      channel: channelRef,
      summary: doc.summary,
      ...(limit
        ? { description: `Limit: ${limit.points} per ${limit.duration} s per socket (beyond it the acknowledgement is \`rate_limited\`), on top of the per-user limits REST applies to the same action.` }
        : doc.description
          ? { description: doc.description }
          : {}),
      messages: [messageRef(name)],
    };
    if (doc.ack) {
      const ackName = `${name}.ack`;
      messages[ackName] = {
        name: `${event} acknowledgement`,
        summary: `The acknowledgement of ${event}: {ok: true, data} or {ok: false, error}`,
        payload: ackEnvelope(doc.ack, ackCodesOf((COMMANDS as Record<string, CommandDeclaration>)[event]!), schemas),
      };
      operation.reply = { channel: channelRef, messages: [messageRef(ackName)] };
    }
    operations[`${action === 'receive' ? 'on' : 'emit'}_${key(event)}`] = operation;
  };
  for (const [event, doc] of Object.entries(CLIENT_EVENTS)) add(event, doc, 'receive');
  for (const [event, doc] of Object.entries(SERVER_EVENTS)) add(event, doc, 'send');
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Convene realtime',
      version: '1.0.0',
      description:
        `Socket.IO at path \`${SOCKET_PATH}\`; connect with \`auth: {token: "<access token>"}\`. Every client event takes a payload ` +
        'object and an acknowledgement callback answered with `{ok: true, data}` or `{ok: false, error: {code, message, field?}}`. ' +
        'The server disconnects a socket when its token expires, when its login is revoked (logout) and when the account is deleted; ' +
        'refresh or log in again, reconnect, then `sync`.\n\n' +
        `Limits: a packet is at most ${MAX_PACKET_BYTES / 1024} KiB (larger ones close the socket); each client event has a budget per socket (its operation says it); ` +
        'connection attempts per address per minute are capped by `SOCKET_CONNECT_LIMIT`, connections per address waiting for admission (token not yet checked) by `SOCKETS_PER_ADDRESS`, ' +
        'and open sockets by `SOCKETS_PER_USER` per user ' +
        '(a refused connection gets `connect_error` with `data: {code, message, retry_after?}`, code `unauthorized`, `rate_limited` or `too_many_sockets`; ' +
        '`service_unavailable` or `overloaded` with `retry_after` when the node cannot admit it now). ' +
        'Connections are admitted in arrival order, a few at a time per node (a hall reconnecting at once waits its turn instead of being refused); ' +
        `one not admitted within ${SOCKET_CONNECT_TIMEOUT_MS / 1000} s of its handshake is closed, and the client reconnects.`,
    },
    defaultContentType: 'application/json',
    servers: {
      convene: { host, protocol: secure ? 'wss' : 'ws', pathname: SOCKET_PATH, description: 'Socket.IO (Engine.IO v4) endpoint' },
    },
    channels: {
      socket: { address: '/', title: 'The default namespace', messages },
    },
    operations,
    components: { schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))) },
  };
}
