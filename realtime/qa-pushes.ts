import { randomUUID } from 'node:crypto';
import type { AppContext } from '../server/app/context.js';
import type { QaLiveEvent } from '../server/ports.js';
import type { PollItem, QuestionItem } from '../server/qa/schemas.js';
import type { ClusterLink } from './adapter.js';
import type { RealtimeServer } from './events.js';
import { rooms } from './rooms.js';
import { broadcastTogether } from './sliced-delivery.js';

/** At most this many objects per flush (the rest wait for the next one). */
const FLUSH_MAX = 1000;
/** How long a flush may hold the lock beyond the interval, should its node die mid-flush. */
const LOCK_MAX_MS = 10_000;
/** Shortens the lock to what is left of the interval, if this node still holds it. */
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end";

export interface QaPushes {
  /** What the Q&A service announced after commit (the notifier's `qa`). */
  handle(event: QaLiveEvent): void;
  close(): void;
}

/** The item an attendee may see: the author of an anonymous question hidden. */
const forAttendees = (item: QuestionItem): QuestionItem => (item.anonymous ? { ...item, author: null } : item);

/**
 * One Q&A change as every node delivers it (`qa:push` between nodes): the counts a flush read, or a question
 * created, moderated or deleted (items are the organizer's view).
 */
export type QaPush =
  | { kind: 'counts'; questions: Array<{ id: number; session_id: number; user_id: number; votes: number; status: QuestionItem['status'] }>; polls: PollItem[] }
  | { kind: 'question_new'; sessionId: number; authorId: number; item: QuestionItem }
  | { kind: 'question_moderated'; sessionId: number; authorId: number; previous: string; item: QuestionItem }
  | { kind: 'question_deleted'; sessionId: number; id: number };

function toPush(event: Exclude<QaLiveEvent, { kind: 'question_votes' | 'poll_changed' }>): QaPush {
  switch (event.kind) {
    case 'question_new':
      return { kind: 'question_new', sessionId: event.sessionId, authorId: event.authorId, item: event.item as unknown as QuestionItem };
    case 'question_moderated':
      return { kind: 'question_moderated', sessionId: event.sessionId, authorId: event.authorId, previous: event.previous, item: event.item as unknown as QuestionItem };
    case 'question_deleted':
      return event;
  }
}

/**
 * Live Q&A pushes (CONTRACT 12). New, moderated and deleted questions go out at once. Vote counts are coalesced
 * and never computed in memory: a vote only marks its object dirty (`q:<id>`, `p:<id>`), and a flush reads the
 * current counts of every dirty object from the database in one query per kind, then pushes them to the session's
 * room on every node. Each node delivers every change to its own sockets (`qa:push` carries it to the others) and
 * applies it to its shared `session:join` snapshot just before (server/qa/join-snapshot.ts): a join answered on a
 * node is never older than what that node already pushed. With Redis the dirty set is shared (`{prefix}qa:dirty`) and a flush needs the lock
 * `{prefix}qa:flush`, taken with `SET NX` for the whole flush and then left to expire at the end of the interval
 * (never two flushes at once, never two starts less than an interval apart): cluster-wide, one flush per interval,
 * so each socket gets at most one `question:updated` per question (one `poll:updated` per poll) per interval,
 * whichever node took the votes. A vote is marked after its commit, and the flush that takes the mark reads the
 * database after that, so the last push after a burst carries the final count. Every node tries every interval/4:
 * the final count goes out within about 1.25 intervals of the last vote. Without Redis (or while it is away) the
 * node keeps the set in memory and pushes to its own sockets.
 */
export function createQaPushes(io: RealtimeServer, link: ClusterLink, ctx: AppContext): QaPushes {
  const { redis, logger, metrics } = ctx;
  const interval = ctx.config.caps.qaPushIntervalMs;
  const dirtyKey = `${ctx.config.redisKeyPrefix}qa:dirty`;
  const lockKey = `${ctx.config.redisKeyPrefix}qa:flush`;
  const node = randomUUID();
  const local = new Set<string>();
  let lastLocalFlush = 0;
  let running: Promise<void> | undefined;
  let lastWarned = 0;

  const warn = (err: unknown, what: string) => {
    const now = Date.now();
    if (now - lastWarned < 5000) return;
    lastWarned = now;
    logger.warn({ err: err instanceof Error ? err.message : String(err) }, what);
  };
  const clustered = () => redis !== undefined && link.connected();

  function mark(key: string): void {
    if (redis && clustered()) {
      redis.sAdd(dirtyKey, key).catch((err: unknown) => {
        warn(err, 'qa.mark_failed');
        local.add(key);
      });
    } else {
      local.add(key);
    }
  }

  /** Which dirty objects this node pushes now, and whether to every node (`clustered`) or its own sockets only, or nothing. */
  async function take(): Promise<{ keys: string[]; clustered: boolean } | null> {
    if (redis && clustered()) {
      // Held for the whole flush (bounded by LOCK_MAX_MS should this node die mid-flush), then shortened to what is
      // left of the interval: flushes never overlap, so an older read can never be pushed after a newer one.
      const won = (await redis.set(lockKey, node, { condition: 'NX', expiration: { type: 'PX', value: interval + LOCK_MAX_MS } })) === 'OK';
      if (!won) return null;
      let keys: string[];
      try {
        keys = await redis.sPopCount(dirtyKey, FLUSH_MAX);
      } catch (err) {
        // The marks stay in Redis for the next flush; the lock must not outlive this failed one.
        await release(Date.now() - interval).catch(() => undefined);
        throw err;
      }
      const out = [...keys, ...local];
      local.clear();
      return { keys: out, clustered: true };
    }
    const now = Date.now();
    if (local.size === 0 || now - lastLocalFlush < interval) return null;
    lastLocalFlush = now;
    const keys = [...local];
    local.clear();
    return { keys, clustered: false };
  }

  /** Gives the lock back for the rest of the interval (only while it is still this node's). */
  async function release(startedAt: number): Promise<void> {
    if (!redis) return;
    const left = Math.max(1, interval - (Date.now() - startedAt));
    await redis.eval(RELEASE, { keys: [lockKey], arguments: [node, String(left)] });
  }

  async function flush(): Promise<void> {
    const startedAt = Date.now();
    const taken = await take();
    if (!taken) return;
    try {
      await push(taken);
    } finally {
      if (taken.clustered) await release(startedAt).catch((err: unknown) => warn(err, 'qa.release_failed'));
    }
  }

  async function push(taken: { keys: string[]; clustered: boolean }): Promise<void> {
    if (taken.keys.length === 0) return;
    const questionIds: number[] = [];
    const pollIds: number[] = [];
    for (const key of new Set(taken.keys)) {
      const id = Number(key.slice(2));
      if (!Number.isSafeInteger(id)) continue;
      if (key.startsWith('q:')) questionIds.push(id);
      else if (key.startsWith('p:')) pollIds.push(id);
    }
    let state: Awaited<ReturnType<AppContext['qa']['liveState']>>;
    try {
      state = await ctx.qa.liveState(questionIds, pollIds);
    } catch (err) {
      // The database is away: the marks are put back for the next flush (nothing is lost, nothing made up).
      for (const key of taken.keys) local.add(key);
      throw err;
    }
    deliver({ kind: 'counts', questions: state.questions, polls: state.polls }, taken.clustered);
  }

  function flushOnce(): Promise<void> {
    if (running) return running;
    running = ctx.inflight
      .run(flush)
      .catch((err: unknown) => warn(err, 'qa.flush_failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const timer = setInterval(() => {
    if (redis && !link.connected()) ctx.qa.forgetJoinSnapshots();
    void flushOnce();
  }, Math.max(10, Math.floor(interval / 4)));
  timer.unref();

  /**
   * What this node's sockets get for one Q&A change: applied first to the node's shared join snapshot (a join
   * answered after this is never older than the push), then emitted to the sockets of this node only, at once.
   */
  function deliverHere(change: QaPush): void {
    ctx.qa.applyLive(change);
    const to = io.local;
    switch (change.kind) {
      case 'counts':
        // One flush's updates reach each socket together (one write per socket, not one per question).
        broadcastTogether(io.sockets, () => {
          for (const q of change.questions) {
            const room = q.status === 'hidden' ? rooms.sessionStaff(q.session_id) : rooms.session(q.session_id);
            to.to(room).except(rooms.hides(q.user_id)).emit('question:updated', { id: q.id, votes: q.votes, status: q.status });
          }
          for (const poll of change.polls) {
            const room = poll.status === 'draft' ? rooms.sessionStaff(poll.session_id) : rooms.session(poll.session_id);
            to.to(room).emit('poll:updated', poll);
          }
        });
        metrics.pushes.inc({ event: 'question:updated' }, change.questions.length);
        metrics.pushes.inc({ event: 'poll:updated' }, change.polls.length);
        return;
      case 'question_new': {
        const { sessionId, authorId, item } = change;
        to.to(rooms.sessionStaff(sessionId)).except(rooms.hides(authorId)).emit('question:new', item);
        to.to(rooms.session(sessionId)).except([rooms.sessionStaff(sessionId), rooms.hides(authorId)]).emit('question:new', forAttendees(item));
        metrics.pushes.inc({ event: 'question:new' });
        return;
      }
      case 'question_moderated': {
        const { sessionId, authorId, item, previous } = change;
        const update = { id: item.id, votes: item.votes, status: item.status };
        to.to(rooms.sessionStaff(sessionId)).except(rooms.hides(authorId)).emit('question:updated', update);
        // Hidden questions never reach attendees: hiding one removes it from their view, showing it again re-adds it.
        const attendees = to.to(rooms.session(sessionId)).except([rooms.sessionStaff(sessionId), rooms.hides(authorId)]);
        if (item.status === 'hidden') attendees.emit('question:deleted', { id: item.id });
        else if (previous === 'hidden') attendees.emit('question:new', forAttendees(item));
        else attendees.emit('question:updated', update);
        metrics.pushes.inc({ event: 'question:updated' });
        return;
      }
      case 'question_deleted':
        to.to(rooms.session(change.sessionId)).emit('question:deleted', { id: change.id });
        metrics.pushes.inc({ event: 'question:deleted' });
        return;
    }
  }

  /**
   * Every node delivers each change to its own sockets (deliverHere): this node at once, the others when the change
   * reaches them through the adapter (`qa:push`, server-side), so each node updates its snapshot right before its
   * sockets get the push. `clustered` false (Redis away): this node's sockets only.
   */
  function deliver(change: QaPush, clustered: boolean): void {
    deliverHere(change);
    if (!clustered || link.kind === 'memory') return;
    try {
      io.serverSideEmit('qa:push', change);
    } catch (err) {
      warn(err, 'qa.broadcast_failed');
    }
  }

  io.on('qa:push', (change: QaPush) => {
    try {
      deliverHere(change);
    } catch (err) {
      logger.error({ err }, 'realtime.delivery_failed');
    }
  });
  // While the link is away other nodes' changes do not reach this node's snapshots; afterwards they may be missing.
  link.onRestored(() => ctx.qa.forgetJoinSnapshots());

  return {
    handle(event) {
      try {
        if (event.kind === 'question_votes') mark(`q:${event.questionId}`);
        else if (event.kind === 'poll_changed') mark(`p:${event.pollId}`);
        else deliver(toPush(event), link.connected());
      } catch (err) {
        logger.error({ err }, 'realtime.delivery_failed');
      }
    },
    close() {
      clearInterval(timer);
    },
  };
}
