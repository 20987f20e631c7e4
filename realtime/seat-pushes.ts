import { createPacer } from './pacer.js';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context/context.js';
import type { ClusterLink } from './adapter.js';
import type { RealtimeServer } from './events.js';
import { rooms } from './rooms.js';

/** At most this many seats per flush (the rest wait for the next one). */
const FLUSH_MAX = 5000;
/** How long a flush may hold the lock beyond the interval, should its node die mid-flush. */
const LOCK_MAX_MS = 10_000;
/** Hands the lock on, if this node still holds it: kept ARGV[2] ms more, or deleted (ARGV[2] = 0). */
const RELEASE =
  "if redis.call('get', KEYS[1]) == ARGV[1] then if ARGV[2] == '0' then return redis.call('del', KEYS[1]) end return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end";
const ACTIVE_AFTER_MARK_MS = 10_000;
const IDLE_POLL_MS = 5_000;

/** What a flush read: the states of the marked seats, per event (`seats:push` between nodes). */
export type SeatsPush = Array<{ event_id: number; seats: Array<{ id: string; status: 'free' | 'held' | 'sold' | 'blocked' }> }>;

export interface SeatPushes {
  /** Seats of an event changed state (the notifier's `seats`, after commit). */
  handle(eventId: number, seatIds: readonly string[]): void;
  close(): void;
}

/**
 * Live seat states (CONTRACT 19), coalesced like the Q&A counts (realtime/qa-pushes.ts, CONTRACT 12): a change only
 * marks its seats dirty (`<event id>:<seat id>`), never carries a state; a flush reads the current states of every
 * dirty seat from the database (one query per event) and pushes one `seats:changed {event_id, seats}` per event to
 * the watchers' room (`seats:<event id>`) on every node. With Redis the dirty set is shared (`{prefix}seats:dirty`)
 * and a flush needs the lock `{prefix}seats:flush` (SET NX for the whole flush, then kept one interval after a
 * delivery): flushes never overlap and are at least QA_PUSH_INTERVAL_MS apart cluster-wide, and a mark taken after
 * a commit is read after it, so the last push after a burst carries the final states. Without Redis (or while it is
 * away) the node keeps the set in memory and pushes to its own sockets.
 */
export function createSeatPushes(io: RealtimeServer, link: ClusterLink, ctx: AppContext): SeatPushes {
  const { redis, logger, metrics } = ctx;
  const interval = ctx.config.caps.qaPushIntervalMs;
  const dirtyKey = `${ctx.config.redisKeyPrefix}seats:dirty`;
  const lockKey = `${ctx.config.redisKeyPrefix}seats:flush`;
  const node = randomUUID();
  const local = new Set<string>();
  let lastLocalFlush = 0;
  let running: Promise<void> | undefined;
  let lastWarned = 0;
  let activeUntil = 0;
  let lastTry = 0;

  const warn = (err: unknown, what: string) => {
    const now = Date.now();
    if (now - lastWarned < 5000) return;
    lastWarned = now;
    logger.warn({ err: err instanceof Error ? err.message : String(err) }, what);
  };
  const clustered = () => redis !== undefined && link.connected();

  function mark(keys: string[]): void {
    activeUntil = Date.now() + Math.max(ACTIVE_AFTER_MARK_MS, 10 * interval);
    if (redis && clustered()) {
      redis.sAdd(dirtyKey, keys).catch((err: unknown) => {
        warn(err, 'seats.mark_failed');
        for (const k of keys) local.add(k);
      });
    } else {
      for (const k of keys) local.add(k);
    }
  }

  async function release(delivered: boolean): Promise<void> {
    if (!redis) return;
    await redis.eval(RELEASE, { keys: [lockKey], arguments: [node, delivered ? String(interval) : '0'] });
  }

  async function take(): Promise<{ keys: string[]; clustered: boolean } | null> {
    if (redis && clustered()) {
      const won = (await redis.set(lockKey, node, { condition: 'NX', expiration: { type: 'PX', value: interval + LOCK_MAX_MS } })) === 'OK';
      if (!won) return null;
      let keys: string[];
      try {
        keys = await redis.sPopCount(dirtyKey, FLUSH_MAX);
      } catch (err) {
        await release(false).catch(() => undefined);
        throw err;
      }
      const out = [...keys, ...local];
      local.clear();
      return { keys: out, clustered: true };
    }
    if (local.size === 0 || Date.now() - lastLocalFlush < interval) return null;
    const keys = [...local].slice(0, FLUSH_MAX);
    for (const k of keys) local.delete(k);
    return { keys, clustered: false };
  }

  /** Reads the dirty seats' states and pushes them; whether anything was delivered. */
  async function push(taken: { keys: string[]; clustered: boolean }): Promise<boolean> {
    const byEvent = new Map<number, Set<string>>();
    for (const key of taken.keys) {
      const at = key.indexOf(':');
      const eventId = Number(key.slice(0, at));
      if (at < 1 || !Number.isSafeInteger(eventId)) continue;
      let set = byEvent.get(eventId);
      if (!set) byEvent.set(eventId, (set = new Set()));
      set.add(key.slice(at + 1));
    }
    const change: SeatsPush = [];
    for (const [eventId, ids] of byEvent) {
      let seats;
      try {
        seats = await ctx.sales.seatStatesOf(eventId, [...ids]);
      } catch (err) {
        // The database is away: the marks are put back for the next flush.
        for (const id of ids) local.add(`${eventId}:${id}`);
        throw err;
      }
      if (seats.length) change.push({ event_id: eventId, seats });
    }
    if (!change.length) return false;
    paced.deliver(change);
    if (taken.clustered && link.kind !== 'memory') {
      try {
        io.serverSideEmit('seats:push', change);
      } catch (err) {
        warn(err, 'seats.broadcast_failed');
      }
    }
    return true;
  }

  /** Two reads as one: the later wins for each seat. */
  function merged(older: SeatsPush, newer: SeatsPush): SeatsPush {
    const byEvent = new Map<number, Map<string, SeatsPush[number]['seats'][number]>>();
    for (const part of [...older, ...newer]) {
      let seats = byEvent.get(part.event_id);
      if (!seats) byEvent.set(part.event_id, (seats = new Map()));
      for (const seat of part.seats) seats.set(seat.id, seat);
    }
    return [...byEvent].map(([event_id, seats]) => ({ event_id, seats: [...seats.values()] }));
  }

  /** This node's watchers get reads at least an interval apart: one arriving sooner waits out the rest. */
  const paced = createPacer<SeatsPush>({
    intervalMs: interval,
    merge: (older, newer) => merged(older, newer),
    emit(change) {
      for (const part of change) {
        io.local.to(rooms.seats(part.event_id)).emit('seats:changed', part);
        metrics.pushes.inc({ event: 'seats:changed' });
      }
    },
    logger,
  });

  io.on('seats:push', (change: SeatsPush) => {
    try {
      paced.deliver(change);
    } catch (err) {
      logger.error({ err }, 'realtime.delivery_failed');
    }
  });

  async function flush(): Promise<void> {
    const taken = await take();
    if (!taken) return;
    let delivered = false;
    try {
      delivered = taken.keys.length > 0 && (await push(taken));
    } finally {
      if (taken.clustered) await release(delivered).catch((err: unknown) => warn(err, 'seats.release_failed'));
      else if (delivered) lastLocalFlush = Date.now();
    }
  }

  function flushOnce(): Promise<void> {
    if (running) return running;
    running = ctx.inflight
      .run(flush)
      .catch((err: unknown) => warn(err, 'seats.flush_failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const timer = setInterval(() => {
    const now = Date.now();
    if (clustered() && now >= activeUntil && now - lastTry < IDLE_POLL_MS) return;
    lastTry = now;
    void flushOnce();
  }, Math.max(10, Math.floor(interval / 4)));
  timer.unref();

  return {
    handle(eventId, seatIds) {
      try {
        if (seatIds.length) mark(seatIds.map((id) => `${eventId}:${id}`));
      } catch (err) {
        logger.error({ err }, 'realtime.delivery_failed');
      }
    },
    close() {
      clearInterval(timer);
      paced.close();
    },
  };
}
