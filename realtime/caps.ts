import type { IncomingMessage } from 'node:http';
import type { AppContext } from '../context/context.js';
import { AppError, unavailable, type ErrorCode } from '../server/errors.js';
import { networkMatcher } from '../infra/networks.js';
import type { Limiter } from '../infra/rate-limits.js';
import { SOCKET_CONNECT_TIMEOUT_MS } from './catalog.js';
import type { RealtimeSocket } from './events.js';
import { addressBehind, trustedProxies } from '../infra/trusted-proxies.js';

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
    /**
     * Resolves when admitted; rejects with the limiter's rate_limited AppError when refused. `exempt` is asked only
     * when the budget is spent (it may cost a database read): true admits at once, past the ceiling.
     */
    async admit(key: string, exempt?: () => Promise<boolean>): Promise<void> {
      let waitMs: number;
      try {
        await limiter.consume(key);
        return;
      } catch (err) {
        if (!(err instanceof AppError && err.kind === 'rate_limited')) throw err;
        if (exempt && (await exempt())) return;
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

const rateLimited = (err: unknown): err is AppError => err instanceof AppError && err.kind === 'rate_limited';

/** An Engine.IO connection (what `socket.conn` is): one per client, carrying its namespaces' sockets. */
type EngineConn = RealtimeSocket['conn'];

/**
 * Caps on sockets, shared by every node through Redis (memory on a single node). Per address, only unauthenticated
 * work is capped (issue 21: a venue is one address): Engine.IO handshakes and Socket.IO connection attempts per
 * minute (CONTRACT 7: beyond `SOCKET_CONNECT_LIMIT` → `connect_error` `rate_limited`), and connections waiting for
 * admission at once (`SOCKETS_PER_ADDRESS`, `too_many_sockets`): a connection holds that point from its first
 * connection attempt until a socket on it is admitted (its token checked) or it closes, which an unadmitted one does
 * within SOCKET_CONNECT_TIMEOUT_MS. An admitted socket counts only against its user (`SOCKETS_PER_USER`,
 * `too_many_sockets`), from connect to disconnect. Counts left by a node that died expire: the user's with the longest
 * a socket can live (ACCESS_TOKEN_TTL), the address's a minute after the longest a connection may wait.
 *
 * Trusted networks skip every per-address ceiling. An event's venue networks lift them too, but are looked up only
 * when a ceiling would refuse (a lookup may cost a database read; the ceiling's count costs none).
 */
export function createSocketCaps(ctx: AppContext) {
  const caps = ctx.config.caps;
  const handshakes = createAdmission(ctx.limiter('eio-handshake', { points: caps.engineHandshakesPerMinute, duration: 60 }));
  const attempts = ctx.limiter('socket-connect', { points: caps.socketConnectsPerMinute, duration: 60 });
  const perUser = ctx.limiter('sockets-user', { points: caps.socketsPerUser, duration: ctx.config.tokens.accessTtl + 60 });
  const unadmitted = ctx.limiter('sockets-unadmitted', {
    points: caps.socketsPerAddress,
    duration: Math.ceil(SOCKET_CONNECT_TIMEOUT_MS / 1000) + 60,
  });
  /** Admitted sockets holding a point of their user's (given back by `release`). */
  const holding = new WeakSet<RealtimeSocket>();
  /** Connections holding a point of their address's unadmitted ceiling, with that address. */
  const waiting = new WeakMap<EngineConn, string>();
  const behind = ctx.config.trustedProxies.length ? trustedProxies(ctx.config.trustedProxies) : undefined;
  const addressOf = (req: IncomingMessage) =>
    behind ? addressBehind(req.socket.remoteAddress ?? 'unknown', req.headers['x-forwarded-for'], behind) : clientAddress(req, ctx.config.trustProxy);
  // TRUSTED_NETWORKS (a venue's own network) are exempt from every per-address ceiling; per-user caps still apply.
  const trusted = networkMatcher(caps.trustedNetworks);
  /**
   * An event's venue networks: before a token is seen, the event a socket is for is only what the client says
   * (`?event_id=` in the handshake URL, or `auth.event_id`); that is enough, because it exempts nobody outside the
   * ranges the event's organizers declared.
   */
  const claimedEvent = (value: unknown): number | undefined => {
    const text = Array.isArray(value) ? value[0] : value;
    return typeof text === 'string' && /^\d{1,9}$/.test(text) ? Number(text) : typeof text === 'number' ? text : undefined;
  };
  const eventOfUrl = (req: IncomingMessage) => {
    const query = req.url?.split('?')[1];
    return query ? claimedEvent(new URLSearchParams(query).get('event_id') ?? undefined) : undefined;
  };
  /** Whether the address is in the claimed event's venue networks: asked at most once, and only when needed. */
  const venueCheck = (address: string, eventId: number | undefined) => {
    let answer: Promise<boolean> | undefined;
    return () => (answer ??= eventId === undefined ? Promise.resolve(false) : ctx.venue.isVenueAddress(eventId, address));
  };
  /** The connection no longer waits for admission (a socket on it was admitted, or it closed): its point goes back. */
  const stopWaiting = (conn: EngineConn) => {
    const address = waiting.get(conn);
    if (address === undefined) return;
    waiting.delete(conn);
    conn.off('close', closedWaiting);
    void unadmitted.give(address);
  };
  // Shared by every waiting connection (called with it as `this`): no closure per connection.
  function closedWaiting(this: EngineConn): void {
    stopWaiting(this);
  }

  return {
    /** Engine.IO `allowRequest`: runs for each handshake (a request without a session id). */
    allowRequest(req: IncomingMessage, callback: (err: string | null | undefined, success: boolean) => void): void {
      const address = addressOf(req);
      if (trusted(address)) return callback(null, true);
      handshakes.admit(address, venueCheck(address, eventOfUrl(req))).then(
        () => callback(null, true),
        (err: unknown) => callback(rateLimited(err) ? 'rate_limited' : null, !(err instanceof AppError)),
      );
    },

    /**
     * First Socket.IO middleware, before the token is checked: connection attempts per address per minute, then the
     * connection's point of its address's unadmitted ceiling (taken once per connection).
     */
    attempts(socket: RealtimeSocket, next: (err?: Error) => void): void {
      const address = addressOf(socket.request);
      if (trusted(address)) return next();
      const auth = socket.handshake.auth as Record<string, unknown> | undefined;
      const venue = venueCheck(address, claimedEvent(socket.handshake.query.event_id) ?? claimedEvent(auth?.event_id));
      const conn = socket.conn;
      void (async () => {
        try {
          await attempts.consume(address);
        } catch (err) {
          if (!rateLimited(err)) return next();
          if (!(await venue())) {
            return next(connectError('rate_limited', 'Too many connection attempts from this address; try again later.', err.retryAfter));
          }
        }
        if (waiting.has(conn)) return next();
        try {
          await unadmitted.consume(address);
        } catch (err) {
          if (!rateLimited(err)) return next();
          // A refused consume still counted its point: give it back (only waiting connections hold points).
          await unadmitted.give(address);
          if (await venue()) return next();
          return next(
            connectError('too_many_sockets', `At most ${caps.socketsPerAddress} connections per address may wait for admission at once; try again later.`),
          );
        }
        waiting.set(conn, address);
        // Closed meanwhile (its client left): nothing waits.
        if (conn.readyState === 'closed') stopWaiting(conn);
        else conn.once('close', closedWaiting);
        next();
      })();
    },

    /** After authentication: the socket is admitted. One point of its user's while it is open; its connection no longer waits. */
    concurrency(socket: RealtimeSocket, next: (err?: Error) => void): void {
      const userKey = String(socket.data.claims.userId);
      void (async () => {
        try {
          await perUser.consume(userKey);
        } catch {
          // A refused consume still counted its point: give it back (only open sockets hold points).
          await perUser.give(userKey);
          next(connectError('too_many_sockets', `At most ${caps.socketsPerUser} sockets per user may be open at once.`));
          return;
        }
        stopWaiting(socket.conn);
        // Given back by `release` from the node's shared disconnect listener: no closure per socket (one here kept the
        // whole middleware chain's closures alive for the socket's life).
        holding.add(socket);
        next();
      })();
    },

    /** At disconnect: the user's point `concurrency` took for this socket goes back. */
    release(socket: RealtimeSocket): void {
      if (!holding.delete(socket)) return;
      void perUser.give(String(socket.data.claims.userId));
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
