import type { IncomingMessage } from 'node:http';
import type { AppContext } from '../server/app/context.js';
import { AppError, unavailable, type ErrorCode } from '../server/errors.js';
import { networkMatcher } from '../server/infra/networks.js';
import type { Limiter } from '../server/infra/rate-limits.js';
import type { RealtimeSocket } from './events.js';
import { addressBehind, trustedProxies } from '../server/infra/trusted-proxies.js';

/**
 * The client's address as the REST gateway sees it: with TRUST_PROXY=n, the address n hops back in
 * X-Forwarded-For (the same rule as Express's numeric `trust proxy`), else the peer address.
 */
export function clientAddress(req: IncomingMessage, trustProxy: number): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (trustProxy <= 0) return peer;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .reverse();
  const chain = [peer, ...forwarded];
  return chain[Math.min(trustProxy, chain.length - 1)] ?? peer;
}

/** How long a handshake over the per-address ceiling may wait for the window to turn before it is refused. */
export const ADMISSION_WAIT_MAX_MS = 10_000;
/** Handshakes waiting at once on a node; past this they are refused at once (memory stays bounded). */
export const ADMISSION_QUEUE_MAX = 5_000;

/**
 * Admission that queues rather than refuses (issue 21, reconnect storms): a handshake that finds the per-address
 * budget spent waits until the window turns (when that is at most `maxWaitMs` away and fewer than `maxQueued` wait
 * already), then tries once more; otherwise, or if still over, it is refused. Clients back off anyway; the wait
 * turns a momentary peak into a short delay instead of a refusal and a retry loop.
 */
export function createAdmission(limiter: Limiter, options: { maxWaitMs?: number; maxQueued?: number } = {}) {
  const maxWaitMs = options.maxWaitMs ?? ADMISSION_WAIT_MAX_MS;
  const maxQueued = options.maxQueued ?? ADMISSION_QUEUE_MAX;
  let queued = 0;
  return {
    get queued() {
      return queued;
    },
    /** Resolves when admitted; rejects with the limiter's rate_limited AppError when refused. */
    async admit(key: string): Promise<void> {
      let waitMs: number;
      try {
        await limiter.consume(key);
        return;
      } catch (err) {
        if (!(err instanceof AppError && err.kind === 'rate_limited')) throw err;
        waitMs = Math.max(50, Math.ceil((err.retryAfter ?? 1) * 1000));
        if (waitMs > maxWaitMs || queued >= maxQueued) throw err;
      }
      queued++;
      try {
        await new Promise((resolve) => setTimeout(resolve, waitMs));
      } finally {
        queued--;
      }
      await limiter.consume(key);
    },
  };
}

function connectError(message: ErrorCode, detail: string, retryAfter?: number): Error {
  const err = new Error(message) as Error & { data: Record<string, unknown> };
  err.data = { code: message, message: detail, ...(retryAfter === undefined ? {} : { retry_after: retryAfter }) };
  return err;
}

/**
 * Caps on sockets, shared by every node through Redis (memory on a single node): Engine.IO handshakes and
 * Socket.IO connection attempts per address per minute (CONTRACT 7: beyond `SOCKET_CONNECT_LIMIT` →
 * `connect_error` `rate_limited`), and concurrent sockets per user and per address (`too_many_sockets`). A
 * concurrency point is taken at connect and given back at disconnect; counts left by a node that died expire
 * with the longest a socket can live (ACCESS_TOKEN_TTL).
 */
export function createSocketCaps(ctx: AppContext) {
  const caps = ctx.config.caps;
  const handshakes = createAdmission(ctx.limiter('eio-handshake', { points: caps.engineHandshakesPerMinute, duration: 60 }));
  const attempts = ctx.limiter('socket-connect', { points: caps.socketConnectsPerMinute, duration: 60 });
  const lifetime = ctx.config.tokens.accessTtl + 60;
  const perUser = ctx.limiter('sockets-user', { points: caps.socketsPerUser, duration: lifetime });
  const perAddress = ctx.limiter('sockets-address', { points: caps.socketsPerAddress, duration: lifetime });
  /** Sockets holding concurrency points: whether the address's was taken too (trusted and venue addresses are not counted). */
  const holding = new WeakMap<RealtimeSocket, boolean>();
  const behind = ctx.config.trustedProxies.length ? trustedProxies(ctx.config.trustedProxies) : undefined;
  const addressOf = (req: IncomingMessage) =>
    behind ? addressBehind(req.socket.remoteAddress ?? 'unknown', req.headers['x-forwarded-for'], behind) : clientAddress(req, ctx.config.trustProxy);
  // TRUSTED_NETWORKS (a venue's own network) are exempt from every per-address ceiling; per-user caps still apply.
  const trusted = networkMatcher(caps.trustedNetworks);
  /**
   * An event's venue networks: before a token is seen, the event a socket is for is only what the client says
   * (`?event_id=` in the handshake URL, or `auth.event_id`); that is enough, because it exempts nobody outside the
   * ranges the event's organizers declared. After authentication the token's verified `event_id` decides.
   */
  const claimedEvent = (value: unknown): number | undefined => {
    const text = Array.isArray(value) ? value[0] : value;
    return typeof text === 'string' && /^\d{1,9}$/.test(text) ? Number(text) : typeof text === 'number' ? text : undefined;
  };
  const eventOfUrl = (req: IncomingMessage) => {
    const query = req.url?.split('?')[1];
    return query ? claimedEvent(new URLSearchParams(query).get('event_id') ?? undefined) : undefined;
  };
  const exempt = async (address: string, eventId: number | undefined) =>
    trusted(address) || (eventId !== undefined && (await ctx.venue.isVenueAddress(eventId, address)));

  return {
    /** Engine.IO `allowRequest`: runs for each handshake (a request without a session id). */
    allowRequest(req: IncomingMessage, callback: (err: string | null | undefined, success: boolean) => void): void {
      const address = addressOf(req);
      if (trusted(address)) return callback(null, true);
      exempt(address, eventOfUrl(req)).then((free) => (free ? undefined : handshakes.admit(address))).then(
        () => callback(null, true),
        (err: unknown) => callback(err instanceof AppError && err.kind === 'rate_limited' ? 'rate_limited' : null, !(err instanceof AppError)),
      );
    },

    /** First Socket.IO middleware: connection attempts per address per minute. */
    attempts(socket: RealtimeSocket, next: (err?: Error) => void): void {
      const address = addressOf(socket.request);
      if (trusted(address)) return next();
      const auth = socket.handshake.auth as Record<string, unknown> | undefined;
      exempt(address, claimedEvent(socket.handshake.query.event_id) ?? claimedEvent(auth?.event_id))
        .then((free) => (free ? undefined : attempts.consume(address)))
        .then(
        () => next(),
        (err: unknown) => {
          if (err instanceof AppError && err.kind === 'rate_limited') {
            next(connectError('rate_limited', 'Too many connection attempts from this address; try again later.', err.retryAfter));
          } else next();
        },
      );
    },

    /** After authentication: one point per open socket of the user and of the address. */
    concurrency(socket: RealtimeSocket, next: (err?: Error) => void): void {
      const userKey = String(socket.data.claims.userId);
      const addressKey = addressOf(socket.request);
      void (async () => {
        try {
          await perUser.consume(userKey);
        } catch {
          // A refused consume still counted its point: give it back (only open sockets hold points).
          await perUser.give(userKey);
          next(connectError('too_many_sockets', `At most ${caps.socketsPerUser} sockets per user may be open at once.`));
          return;
        }
        const counted = !(await exempt(addressKey, socket.data.claims.eventId ?? undefined));
        try {
          if (counted) await perAddress.consume(addressKey);
        } catch {
          await Promise.all([perUser.give(userKey), perAddress.give(addressKey)]);
          next(connectError('too_many_sockets', `At most ${caps.socketsPerAddress} sockets per address may be open at once.`));
          return;
        }
        // Given back by `release` from the node's shared disconnect listener: no closure per socket (one here kept the
        // whole middleware chain's closures alive for the socket's life).
        holding.set(socket, counted);
        next();
      })();
    },

    /** At disconnect: the points `concurrency` took for this socket go back. */
    release(socket: RealtimeSocket): void {
      const counted = holding.get(socket);
      if (counted === undefined) return;
      holding.delete(socket);
      void perUser.give(String(socket.data.claims.userId));
      if (counted) void perAddress.give(addressOf(socket.request));
    },
  };
}

/** Socket admissions (token check and its facts) under way at once per node (they share statements, see server/identity/socket-admission.ts); the rest wait in arrival order. */
export const ADMISSION_CONCURRENCY = 256;
/** Sockets waiting for admission on a node; past this a connection is answered `overloaded` (retry after 1 s). */
export const ADMISSION_GATE_MAX_QUEUED = 20_000;

/**
 * Admission in arrival order with bounded concurrency (issue 21, reconnect storms). A hall reconnecting at once
 * would otherwise start thousands of token checks together: every one of them waits for the same pooled connections,
 * the pool's wait (DATABASE_CONNECT_TIMEOUT_MS) runs out for many (`overloaded`), and the clients retry, so the
 * node does the same work twice. Here at most `concurrency` run; the others wait their turn, first come first
 * served, so the first to arrive are the first back. When a waiting connection's turn comes after its client left
 * (it gave up, or the connect timeout closed it), its work is skipped instead of done for nobody.
 */
export function createAdmissionGate(options: { concurrency?: number; maxQueued?: number } = {}) {
  const concurrency = options.concurrency ?? ADMISSION_CONCURRENCY;
  const maxQueued = options.maxQueued ?? ADMISSION_GATE_MAX_QUEUED;
  let active = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    active--;
    const next = waiting.shift();
    if (next) {
      active++;
      next();
    }
  };
  return {
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
    /**
     * Runs `work` when a slot is free; `{ran: false}` when `alive()` said no at its turn (nothing was run). Refused
     * with `overloaded` at once when `maxQueued` wait already.
     */
    async run<T>(alive: () => boolean, work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
      if (active >= concurrency) {
        if (waiting.length >= maxQueued) throw unavailable('overloaded', 'Too many connections are waiting to be admitted; try again in a moment.', 1);
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else active++;
      try {
        if (!alive()) return { ran: false };
        return { ran: true, value: await work() };
      } finally {
        release();
      }
    },
  };
}
