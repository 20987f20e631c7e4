import { Server } from 'socket.io';
import type { Server as HttpServer } from 'node:http';
import type { AppContext } from '../context/context.js';
import { createClusterLink } from './adapter.js';
import { FanoutPacer } from './fanout-pacer.js';
import { corkEngineFlushes, slicedAdapter, waitingWrites } from './sliced-delivery.js';
import { createDelivery } from './delivery.js';
import type { RealtimeServer, RealtimeSocket } from './events.js';
import { createSocketLimiters, createSocketListeners } from './handlers/index.js';
import { noopNotifier } from '../server/ports.js';
import { rooms } from './rooms.js';
import { createAdmissionGate, createSocketCaps } from './caps.js';
import { asOutage } from '../server/outages.js';
import { AppError } from '../server/errors.js';

import { MAX_PACKET_BYTES, SOCKET_CONNECT_TIMEOUT_MS, SOCKET_PATH } from './catalog.js';
import { createQaPushes } from './qa-pushes.js';
import { createSeatPushes } from './seat-pushes.js';
import { createCheckinPushes } from './checkin-pushes.js';

export { SOCKET_PATH };
/** setTimeout's ceiling (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

function unauthorizedError(message: string): Error {
  const err = new Error('unauthorized') as Error & { data: { code: string; message: string } };
  err.data = { code: 'unauthorized', message };
  return err;
}

/**
 * The same token rules as REST: `auth: {token}` in the handshake; a token past its `exp` is refused outright. The
 * token and every fact the connection needs (revocation, the event's room, block partners, chat peers) are one
 * statement (`ctx.socketAdmission`), run through the node's admission gate: in arrival order, a few at a time, and
 * skipped for a connection whose client left while it waited.
 */
function authenticate(ctx: AppContext, gate: ReturnType<typeof createAdmissionGate>) {
  return (socket: RealtimeSocket, next: (err?: Error) => void) => {
    const token: unknown = (socket.handshake.auth as Record<string, unknown> | undefined)?.token;
    if (typeof token !== 'string' || token === '') {
      next(unauthorizedError('Connect with auth: {token: "<access token>"}.'));
      return;
    }
    gate.run(() => socket.conn.readyState === 'open', () => ctx.socketAdmission.admit(token.replace(/^Bearer\s+/i, ''))).then(
      (outcome) => {
        if (!outcome.ran) return next(new Error('gone'));
        const { claims, inEvent, blockPartners, chatPeers } = outcome.value;
        if (claims.exp * 1000 <= Date.now()) return next(unauthorizedError('The access token is expired.'));
        socket.data.claims = claims;
        // The claims are all the socket needs from now on: the token's text is not kept for its lifetime.
        delete (socket.handshake.auth as Record<string, unknown>).token;
        socket.data.inEvent = inEvent;
        socket.data.hides = blockPartners;
        socket.data.chatPeers = chatPeers;
        next();
      },
      (err: unknown) => {
        // Only a refused token is `unauthorized`; the database (or anything else) failing during the check is an
        // outage, so a client never throws its tokens away because the service is away.
        if (err instanceof AppError && err.kind === 'unauthenticated') return next(unauthorizedError(err.message));
        const outage = asOutage(err);
        if (outage) {
          // The database is away (logged once by the context) or the node is saturated: the client retries after `retry_after` seconds.
          const e = new Error(outage.code) as Error & { data: Record<string, unknown> };
          e.data = { code: outage.code, message: outage.message, retry_after: outage.retryAfter };
          next(e);
          return;
        }
        ctx.logger.error({ err }, 'realtime.auth_failed');
        next(new Error('unavailable'));
      },
    ).catch((err: unknown) => ctx.logger.error({ err }, 'realtime.auth_failed'));
  };
}

/**
 * Socket.IO on the HTTP server at `/connect/socket.io` (CONTRACT 6): token auth in `io.use`, the user's and the
 * event's rooms, the client events in `handlers/`, and delivery of what the services store (any node, through the
 * Redis adapter when `REDIS_URL` is set). Returns the closer `startHttpServer` calls on shutdown.
 */
/** Attaches Socket.IO to the HTTP server (an `Attachment` of app/http-server.ts); returns its closer. */
/** The token-expiry timer's action (see the connection handler). */
function expire(socket: RealtimeSocket): void {
  socket.disconnect(true);
}

export const attachRealtime = async (server: HttpServer, ctx: AppContext): Promise<() => Promise<void>> => {
  const link = await createClusterLink(ctx);
  const caps = createSocketCaps(ctx);
  const origins = ctx.config.corsOrigins;
  const settings = ctx.config.caps;
  const pacer = ctx.config.caps.broadcastPaceMs > 0 ? new FanoutPacer({ targetMs: ctx.config.caps.broadcastPaceMs }) : undefined;
  const io: RealtimeServer = new Server(server, {
    path: SOCKET_PATH,
    serveClient: false,
    perMessageDeflate: false,
    maxHttpBufferSize: MAX_PACKET_BYTES,
    // A connection waits at most this long for its admission (the gate admits in arrival order); one still waiting is
    // closed and its place in the queue skipped. Past the 20-30 s a reconnecting hall of 5,000 needs on one node.
    connectTimeout: SOCKET_CONNECT_TIMEOUT_MS,
    allowRequest: caps.allowRequest,
    // SOCKET_IO_COOKIE: the `io` cookie a balancer keys long-polling stickiness on (deploy/haproxy.cfg); browsers of
    // the listed origins then send it cross-site (credentials), which a wildcard origin cannot allow.
    ...(ctx.config.socketCookie ? { cookie: { name: 'io', path: '/', httpOnly: true, sameSite: 'lax' as const } } : {}),
    ...(origins.length ? { cors: { origin: origins.includes('*') ? '*' : origins, credentials: ctx.config.socketCookie && !origins.includes('*') } } : {}),
    // Big rooms' broadcasts are written in slices, so a busy hall does not hold REST behind its fan-out; a backlog of
    // them is paced, so that it does not take the whole core either.
    adapter: slicedAdapter(link.adapter, {
      slice: settings.broadcastSlice,
      sliceMs: settings.broadcastSliceMs,
      mergeMax: settings.broadcastMergeMax,
      pace: pacer ?? 0,
      holdMs: settings.broadcastHoldMs,
      holdMinSockets: settings.broadcastHoldMinSockets,
    }),
  });
  ctx.metrics.watchBroadcasts(() => ({ waitingWrites: waitingWrites(io.of('/')), share: pacer?.share ?? 1 }));
  // Several packets flushed to one socket at once leave in one kernel write.
  corkEngineFlushes(io.engine);
  // Listeners shared by every socket of the node (called with the socket as `this`): no closures per socket.
  const listeners = createSocketListeners(ctx, createSocketLimiters());
  const presenceFailed = (userId: number) => (err: unknown) => ctx.logger.warn({ err, userId }, 'realtime.presence_failed');
  // Per socket: its token-expiry timer and its presence write. Kept here, not in `socket.data`, which Socket.IO
  // serializes when another node fetches sockets (fetchSockets over the adapter).
  const local = new WeakMap<RealtimeSocket, { expiry: NodeJS.Timeout; joined: Promise<unknown> }>();
  function onDisconnect(this: RealtimeSocket): void {
    const own = local.get(this);
    clearTimeout(own?.expiry);
    caps.release(this);
    ctx.metrics.socketsConnected.dec();
    listeners.onDisconnect.call(this);
    const { id } = this;
    const { userId } = this.data.claims;
    const joined = own?.joined;
    void ctx.inflight.run(async () => {
      await joined;
      await ctx.presence.disconnected(userId, id);
    }).catch(presenceFailed(userId));
  }
  const gate = createAdmissionGate();

  io.use(caps.attempts);
  io.use(authenticate(ctx, gate));
  io.use(caps.concurrency);
  io.on('connection', (socket) => {
    const { claims } = socket.data;
    void socket.join([
      rooms.user(claims.userId),
      ...(claims.eventId !== null && socket.data.inEvent ? [rooms.event(claims.eventId)] : []),
      ...socket.data.hides.map(rooms.hides),
      ...(claims.sid !== undefined ? [rooms.login(claims.sid)] : []),
    ]);
    // What admission read for the presence push goes with it; the rooms hold the block partners now (later blocks
    // join rooms through delivery.ts).
    const known = socket.data.chatPeers ? { chatPeers: socket.data.chatPeers, blockPartners: socket.data.hides } : undefined;
    socket.data.chatPeers = undefined;
    socket.data.hides = [];
    // The connection lives no longer than its token: the client refreshes and reconnects (then `sync`s).
    // A shared function with the socket as its argument: a closure here would keep this handler's scope (what
    // admission read for the presence push, `known`) alive for the socket's whole life.
    const expiry = setTimeout(expire, Math.min(Math.max(claims.exp * 1000 - Date.now(), 0), MAX_TIMER_MS), socket);
    ctx.metrics.socketsConnected.inc();
    socket.onAny(listeners.onEvent);
    socket.on('disconnect', onDisconnect);
    // Presence (CONTRACT 10): the user's first socket anywhere → online, their last → offline, pushed to chat peers.
    local.set(socket, { expiry, joined: ctx.inflight.run(() => ctx.presence.connected(claims.userId, socket.id, known)).catch(presenceFailed(claims.userId)) });
  });
  io.engine.on('connection_error', (err: { code: number; message: string }) => {
    ctx.logger.debug({ code: err.code, message: err.message }, 'realtime.connection_error');
  });

  const qaPushes = createQaPushes(io, link, ctx);
  const seatPushes = createSeatPushes(io, link, ctx);
  const checkinPushes = createCheckinPushes(io, link, ctx);
  ctx.notifier.use(createDelivery(io, link, ctx.logger, ctx.metrics, ctx.config.timeouts.redisCommandMs, qaPushes.handle, seatPushes.handle, checkinPushes.handle));
  // Another node stored an account deletion or a logout: forget what this node cached about the user's tokens,
  // then acknowledge (that node answers its client only after every node has).
  io.on('user:revoked', (userId: number, done?: (ok: boolean) => void) => {
    ctx.tokens.forgetUser(userId);
    if (typeof done === 'function') done(true);
  });
  // Sockets that stayed connected through a Redis outage may have missed other nodes' messages.
  link.onRestored(() => {
    ctx.metrics.pushes.inc({ event: 'sync:required' });
    io.local.emit('sync:required');
  });
  ctx.logger.info({ path: SOCKET_PATH, adapter: link.kind }, 'realtime.attached');

  return async () => {
    await drainSockets(io, ctx.config.shutdownTimeoutMs, ctx.config.shutdown.drainMs);
    // Work still running here (socket events and REST requests that arrived before the drain) stores messages that
    // must still reach the other nodes' sockets: delivery stays on until it is done (a fifth of the budget at most).
    await ctx.inflight.idle(ctx.config.shutdownTimeoutMs / 5);
    ctx.notifier.use(noopNotifier);
    qaPushes.close();
    seatPushes.close();
    checkinPushes.close();
    // Closes this node's sockets (clients reconnect elsewhere and `sync`), the adapter, then the Redis links.
    await new Promise<void>((resolve) => {
      void io.close(() => resolve());
    });
    await link.close();
  };
};

/**
 * Sends this node's clients elsewhere gradually (in the spirit of overleaf's DrainManager): the HTTP server no
 * longer accepts (and the balancer has marked this node down), so closing a socket's transport makes the client
 * reconnect (its own backoff) to another node and `sync`. SHUTDOWN_DRAIN_MS spreads the batches over that window,
 * one every 100 ms or so; unset, up to 10 batches at most 200 ms apart within a fifth of SHUTDOWN_TIMEOUT_MS. Either
 * way the other nodes are not hit by every client at once.
 */
async function drainSockets(io: RealtimeServer, shutdownTimeoutMs: number, drainMs: number): Promise<void> {
  const sockets = [...io.of('/').sockets.values()];
  if (sockets.length === 0) return;
  const batches = drainMs > 0 ? Math.min(sockets.length, Math.max(1, Math.round(drainMs / 100))) : Math.min(10, sockets.length);
  const size = Math.ceil(sockets.length / batches);
  const pause = drainMs > 0 ? drainMs / batches : Math.min(200, shutdownTimeoutMs / 5 / batches);
  for (let i = 0; i < sockets.length; i += size) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    // Closing the transport (not `disconnect(true)`, after which clients stay away) makes them reconnect.
    for (const socket of sockets.slice(i, i + size)) socket.conn.close();
  }
}
