import { createPacer } from './pacer.js';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context/context.js';
import type { CheckinProgress } from '../server/organizer-ops/schemas.js';
import type { ClusterLink } from './adapter.js';
import type { RealtimeServer } from './events.js';
import { rooms } from './rooms.js';

/** At most this many events per flush (the rest wait for the next one). */
const FLUSH_MAX = 500;
/** How long a flush may hold the lock beyond the interval, should its node die mid-flush. */
const LOCK_MAX_MS = 10_000;
/** Hands the lock on, if this node still holds it: kept ARGV[2] ms more, or deleted (ARGV[2] = 0). */
const RELEASE =
  "if redis.call('get', KEYS[1]) == ARGV[1] then if ARGV[2] == '0' then return redis.call('del', KEYS[1]) end return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end";
const ACTIVE_AFTER_MARK_MS = 10_000;
const IDLE_POLL_MS = 5_000;

/** What a flush read: the figures of each marked event (`checkins:push` between nodes). */
export type CheckinsPush = CheckinProgress[];

export interface CheckinPushes {
  /** Check-ins of an event changed (the notifier's `checkins`, after commit). */
  handle(eventId: number): void;
  close(): void;
}

/**
 * Live check-in progress, coalesced like the seat states (realtime/seat-pushes.ts) and the Q&A counts (CONTRACT
 * 12): a check-in (single, batch, void) only marks its event dirty, never carries figures; a flush reads the current
 * figures of every dirty event from the database (one statement per event, over the event's counters) and pushes
 * one `checkins:progress` per event to the watchers' room (`checkins:<event id>`) on every node. With Redis the
 * dirty set is shared (`{prefix}checkins:dirty`) and a flush needs the lock `{prefix}checkins:flush` (SET NX for the
 * whole flush, then kept one interval after a delivery): flushes never overlap and are at least QA_PUSH_INTERVAL_MS
 * apart cluster-wide, and a mark taken after a commit is read after it, so the last push after a burst carries the
 * final figures. Without Redis (or while it is away) the node keeps the set in memory and pushes to its own sockets.
 */
export function createCheckinPushes(io: RealtimeServer, link: ClusterLink, ctx: AppContext): CheckinPushes {
  const { redis, logger, metrics } = ctx;
  const interval = ctx.config.caps.qaPushIntervalMs;
  const dirtyKey = `${ctx.config.redisKeyPrefix}checkins:dirty`;
  const lockKey = `${ctx.config.redisKeyPrefix}checkins:flush`;
  const node = randomUUID();
  const local = new Set<number>();
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

  function mark(eventId: number): void {
    activeUntil = Date.now() + Math.max(ACTIVE_AFTER_MARK_MS, 10 * interval);
    if (redis && clustered()) {
      redis.sAdd(dirtyKey, String(eventId)).catch((err: unknown) => {
        warn(err, 'checkins.mark_failed');
        local.add(eventId);
      });
    } else {
      local.add(eventId);
    }
  }

  async function release(delivered: boolean): Promise<void> {
    if (!redis) return;
    await redis.eval(RELEASE, { keys: [lockKey], arguments: [node, delivered ? String(interval) : '0'] });
  }

  async function take(): Promise<{ events: number[]; clustered: boolean } | null> {
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
      const events = new Set([...keys.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0), ...local]);
      local.clear();
      return { events: [...events], clustered: true };
    }
    if (local.size === 0 || Date.now() - lastLocalFlush < interval) return null;
    const events = [...local].slice(0, FLUSH_MAX);
    for (const id of events) local.delete(id);
    return { events, clustered: false };
  }

  /** Reads the dirty events' figures and pushes them; whether anything was delivered. */
  async function push(taken: { events: number[]; clustered: boolean }): Promise<boolean> {
    const change: CheckinsPush = [];
    for (const [i, eventId] of taken.events.entries()) {
      try {
        change.push(await ctx.organizerOps.progressOf(eventId));
      } catch (err) {
        // The database is away: the marks are put back for the next flush.
        for (const id of taken.events.slice(i)) local.add(id);
        throw err;
      }
    }
    if (!change.length) return false;
    paced.deliver(change);
    if (taken.clustered && link.kind !== 'memory') {
      try {
        io.serverSideEmit('checkins:push', change);
      } catch (err) {
        warn(err, 'checkins.broadcast_failed');
      }
    }
    return true;
  }

  /** Two reads as one: the later wins for each event. */
  function merged(older: CheckinsPush, newer: CheckinsPush): CheckinsPush {
    const byEvent = new Map<number, CheckinProgress>();
    for (const part of [...older, ...newer]) byEvent.set(part.event, part);
    return [...byEvent.values()];
  }

  /** This node's watchers get reads at least an interval apart: one arriving sooner waits out the rest. */
  const paced = createPacer<CheckinsPush>({
    intervalMs: interval,
    merge: merged,
    emit(change) {
      for (const part of change) {
        io.local.to(rooms.checkins(part.event)).emit('checkins:progress', part);
        metrics.pushes.inc({ event: 'checkins:progress' });
      }
    },
    logger,
  });

  io.on('checkins:push', (change: CheckinsPush) => {
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
      delivered = taken.events.length > 0 && (await push(taken));
    } finally {
      if (taken.clustered) await release(delivered).catch((err: unknown) => warn(err, 'checkins.release_failed'));
      else if (delivered) lastLocalFlush = Date.now();
    }
  }

  function flushOnce(): Promise<void> {
    if (running) return running;
    running = ctx.inflight
      .run(flush)
      .catch((err: unknown) => warn(err, 'checkins.flush_failed'))
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
    handle(eventId) {
      try {
        mark(eventId);
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
