import { ERROR_CATALOGUE, rateLimited } from '../../server/errors.js';
import type { AppContext } from '../../context/context.js';
import { createLimiterFactory, type Limiter } from '../../infra/rate-limits.js';
import { payloadObject, splitArgs, toAckError } from '../acks.js';
import type { Ack, AckData, AckError, ClientToServerEvents, CommandInput, RealtimeSocket } from '../events.js';
import { COMMANDS, type CommandEvents } from '../catalog.js';
import { parseInput } from '../../server/input.js';
import { localizeDetails, requestLocale, type Locale } from '../../server/locale.js';
import type { CommandDeclaration } from '../../server/realtime.js';
import { chatRead, chatSend } from './chat.js';
import { livefeedPost } from './livefeed.js';
import { sync } from './sync.js';
import { chatTyping } from './live-chat.js';
import { pollVote, questionUnvote, questionVote, sessionJoin, sessionLeave } from './qa.js';
import { seatsUnwatch, seatsWatch } from './seats.js';
import { checkinsUnwatch, checkinsWatch } from './checkins.js';

/** What a command's handler is given: its payload parsed by the declared schema, or the raw object when its service parses it (`parsedBy: 'service'`). */
type HandlerInput<E extends keyof CommandEvents> = CommandEvents[E] extends { parsedBy: 'service' } ? Record<string, unknown> : CommandInput<E>;
export type Handler<E extends keyof CommandEvents> = (ctx: AppContext, socket: RealtimeSocket, input: HandlerInput<E>) => Promise<AckData<E>>;

/**
 * Budget of each event per socket (a socket lives on one node, so these counters stay in memory), from each
 * command's declaration. The domain services add their own per-user limits (shared through Redis) on top, as they do for REST.
 */
export const SOCKET_LIMITS = Object.fromEntries(Object.entries(COMMANDS).map(([event, c]) => [event, c.rate])) as Record<keyof ClientToServerEvents, { points: number; duration: number }>;

/** One handler per declared command: a command declared without one (or the reverse) does not compile. */
const HANDLERS: { [E in keyof CommandEvents]: Handler<E> } = {
  'livefeed:post': livefeedPost,
  'chat:send': chatSend,
  'chat:read': chatRead,
  sync,
  'chat:typing': chatTyping,
  'session:join': sessionJoin,
  'session:leave': sessionLeave,
  'question:vote': questionVote,
  'question:unvote': questionUnvote,
  'poll:vote': pollVote,
  'seats:watch': seatsWatch,
  'seats:unwatch': seatsUnwatch,
  'checkins:watch': checkinsWatch,
  'checkins:unwatch': checkinsUnwatch,
};

/**
 * The payload as the command's handler takes it: parsed by the shared input parser (server/input.ts), the 422 REST
 * would answer; a problem with the payload as a whole (an unknown field) names `body`, as REST does for the same input.
 */
function inputOf(event: keyof CommandEvents, payload: Record<string, unknown>): unknown {
  const command: CommandDeclaration = COMMANDS[event];
  return command.parsedBy === 'service' ? payload : parseInput(command.input, payload, 'body');
}

/** Per-node limiters, one per event, keyed by socket id. */
export function createSocketLimiters(): Record<keyof ClientToServerEvents, Limiter> {
  const memory = createLimiterFactory(undefined, 'socket:', rateLimited);
  const out = {} as Record<keyof ClientToServerEvents, Limiter>;
  for (const [event, limit] of Object.entries(SOCKET_LIMITS)) {
    out[event as keyof ClientToServerEvents] = memory(event, { ...limit, message: `Too many ${event} events; slow down.` });
  }
  return out;
}

/** Each socket's language, read once (its first refused command) and kept for its life: a flood of refusals reads nothing more. */
const socketLocales = new WeakMap<RealtimeSocket, Promise<Locale>>();

/**
 * An acknowledgement's message in the socket's language, as REST answers (CONTRACT 17): the user's saved locale,
 * else the Accept-Language of the handshake (browsers send it), else DEFAULT_LOCALE. Codes and fields stay as they
 * are. When the saved locale cannot be read (an outage), the handshake decides, for that answer only.
 */
async function localizeAck(ctx: AppContext, socket: RealtimeSocket, error: AckError): Promise<AckError> {
  const header = socket.handshake.headers['accept-language'];
  const asked = typeof header === 'string' ? header : undefined;
  // An outage answers at once: waiting for the database to read the saved locale would hold the answer.
  const outage = ERROR_CATALOGUE[error.code].kind === 'unavailable';
  let locale = socketLocales.get(socket);
  if (!locale && outage) locale = Promise.resolve(requestLocale(null, asked, ctx.config.defaultLocale));
  else if (!locale) {
    locale = ctx.profiles.localeOf(socket.data.claims.userId).then((saved) => requestLocale(saved, asked, ctx.config.defaultLocale));
    socketLocales.set(socket, locale);
    locale.catch(() => socketLocales.delete(socket));
  }
  const language = await locale.catch(() => requestLocale(null, asked, ctx.config.defaultLocale));
  return language === 'en' ? error : ({ ...error, ...localizeDetails([{ ...error }], language)[0] });
}

/**
 * The listeners of every socket of a node, made once and shared (a socket holds references, not closures of its
 * own: less heap per socket, issue 28). `onEvent` takes every client → server event: rate limit, validate, call the
 * domain service (the same one REST calls), answer `{ok: true, data}` or `{ok: false, error}`; it never throws
 * into Socket.IO. Socket.IO calls both with the socket as `this`.
 */
export function createSocketListeners(ctx: AppContext, limiters: Record<keyof ClientToServerEvents, Limiter>) {
  const names = Object.keys(HANDLERS).join(', ');
  const run = (socket: RealtimeSocket, event: keyof ClientToServerEvents, args: unknown[]) =>
    ctx.inflight.run(async () => {
      const { payload, ack } = splitArgs<unknown>(args);
      const startedAt = performance.now();
      try {
        await limiters[event].consume(socket.id);
        // `emit('sync', ack)` with no payload at all means "no fields" (every field of `sync` is optional).
        const input = inputOf(event, payloadObject(payload === undefined ? {} : payload));
        const data = await (HANDLERS[event] as (ctx: AppContext, socket: RealtimeSocket, input: unknown) => Promise<unknown>)(ctx, socket, input);
        ctx.metrics.socketEvents.inc({ event, outcome: 'ok' });
        ack({ ok: true, data });
      } catch (err) {
        const error = toAckError(err, ctx.logger, { event, userId: socket.data.claims.userId });
        ctx.metrics.socketEvents.inc({ event, outcome: error.code });
        ack({ ok: false, error: await localizeAck(ctx, socket, error) });
      }
      ctx.metrics.socketEventDuration.observe({ event }, (performance.now() - startedAt) / 1000);
    });
  return {
    onEvent(this: RealtimeSocket, event: unknown, ...args: unknown[]): void {
      if (typeof event === 'string' && Object.hasOwn(HANDLERS, event)) {
        void run(this, event as keyof ClientToServerEvents, args);
        return;
      }
      // An event nobody handles would leave the client's acknowledgement waiting for its timeout: answer it at once.
      const ack = args.at(-1);
      if (typeof ack !== 'function') return;
      const name = typeof event === 'string' ? event.slice(0, 50) : String(event);
      // One label for every unknown name: a client must not be able to mint series.
      ctx.metrics.socketEvents.inc({ event: 'unknown', outcome: 'unknown_event' });
      // In the socket's language, as every refusal (CONTRACT 17).
      void localizeAck(ctx, this, { code: 'unknown_event', message: `Unknown event "${name}"; the events are ${names}.` }).then(
        (error) => (ack as (response: Ack<never>) => void)({ ok: false, error }),
        () => (ack as (response: Ack<never>) => void)({ ok: false, error: { code: 'unknown_event', message: `Unknown event "${name}".` } }),
      );
    },
    /** The socket's per-event budgets go with it. */
    onDisconnect(this: RealtimeSocket): void {
      for (const limiter of Object.values(limiters)) void limiter.reset(this.id);
    },
  };
}
