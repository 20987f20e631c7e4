import { createPacer } from './pacer.js';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context/context.js';
import type { QaLiveEvent } from '../server/ports.js';
import type { PollItem, QuestionItem, QuestionStatus } from '../server/qa/schemas.js';
import type { ClusterLink } from './adapter.js';
import type { RealtimeServer } from './events.js';
import { rooms } from './rooms.js';
import { broadcastTogether } from './sliced-delivery.js';

/** At most this many objects per flush (the rest wait for the next one). */
const FLUSH_MAX = 1000;
/** How long a flush may hold the lock beyond the interval, should its node die mid-flush. */
const LOCK_MAX_MS = 10_000;
/**
 * Hands the lock on, if this node still holds it: kept for ARGV[2] ms more (a full interval after a delivery), or
 * deleted (ARGV[2] = 0: this flush delivered nothing, so the last delivery is already an interval old).
 */
const RELEASE =
  "if redis.call('get', KEYS[1]) == ARGV[1] then if ARGV[2] == '0' then return redis.call('del', KEYS[1]) end return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end";
/**
 * A node that marked nothing for this long checks the shared dirty set only every IDLE_POLL_MS (for marks a node
 * left behind, should it stop before flushing them): an idle node then costs Redis no command per tick.
 */
const ACTIVE_AFTER_MARK_MS = 10_000;
const IDLE_POLL_MS = 5_000;
/** How long a node remembers the last moderation of a question (longer than any flush can take). */
const MODERATION_MEMORY_MS = 2 * LOCK_MAX_MS;

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
type CountsPush = Extract<QaPush, { kind: 'counts' }>;
export type QaPush =
  | { kind: 'counts'; questions: Array<{ id: number; session_id: number; user_id: number; votes: number; status: QuestionItem['status'] }>; polls: PollItem[] }
  | Exclude<QaLiveEvent, { kind: 'question_votes' | 'poll_changed' }>;

/**
 * Live Q&A pushes (CONTRACT 12). New, moderated and deleted questions go out at once. Vote counts are coalesced
 * and never computed in memory: a vote only marks its object dirty (`q:<id>`, `p:<id>`), and a flush reads the
 * current counts of every dirty object from the database in one query per kind, then pushes them to the session's
 * room on every node. Each node delivers every change to its own sockets (`qa:push` carries it to the others) and
 * applies it to its shared `session:join` snapshot just before (server/qa/join-snapshot.ts): a join answered on a
 * node is never older than what that node already pushed. With Redis the dirty set is shared (`{prefix}qa:dirty`) and a flush needs the lock
 * `{prefix}qa:flush`, taken with `SET NX` for the whole flush and then left to expire at the end of the interval
 * (never two flushes at once), then kept for one full interval after the flush delivered (deleted at once when it
 * delivered nothing): the next flush reads and delivers at least an interval after the last delivery, cluster-wide,
 * whichever node took the votes. Each node also paces what reaches its own sockets: a counts push arriving less than
 * an interval after the node's last one (the adapter's latency varies) waits out the rest, merged with any that
 * arrive meanwhile (the later read wins), so each socket gets at most one `question:updated` per question (one
 * `poll:updated` per poll) per interval. A vote is marked after its commit, and the flush that takes the mark reads
 * the database after that, so the last push after a burst carries the final count. Every node that marked a vote in
 * the last ACTIVE_AFTER_MARK_MS tries every interval/4: the final count goes out within about 1.25 intervals (plus a
 * read) of the last vote; the other nodes try every IDLE_POLL_MS only (an idle node sends Redis nothing per tick). Without Redis (or
 * while it is away) the node keeps the set in memory and pushes to its own sockets.
 *
 * Hidden questions never reach attendees: a flush's read may predate a moderation (or a deletion) that the node
 * delivered since, so at delivery the node's last known moderation of each question wins over the read's status
 * (`moderated`, kept MODERATION_MEMORY_MS): a question hidden after the read goes to the staff room only, and a
 * deleted one not at all.
 */
export function createQaPushes(io: RealtimeServer, link: ClusterLink, ctx: AppContext): QaPushes {
  const { redis, logger, metrics } = ctx;
  const interval = ctx.config.caps.qaPushIntervalMs;
  const dirtyKey = `${ctx.config.redisKeyPrefix}qa:dirty`;
  const lockKey = `${ctx.config.redisKeyPrefix}qa:flush`;
  const node = randomUUID();
  const local = new Set<string>();
  let lastLocalFlush = 0;
  /** The last moderation (or deletion) of each question this node delivered, oldest first, and when. */
  const moderated = new Map<number, { status: QuestionStatus | 'deleted'; at: number }>();
  /** Counts reach this node's sockets at least an interval apart: one arriving sooner waits out the rest. */
  const counts = createPacer<CountsPush>({ intervalMs: interval, merge: (older, newer) => merged(older, newer), emit: (read) => emitCounts(read), logger });
  let running: Promise<void> | undefined;
  let lastWarned = 0;
  /** Until when this node tries every tick (it marked a vote lately), and when it last tried. */
  let activeUntil = 0;
  let lastTry = 0;

  const warn = (err: unknown, what: string) => {
    const now = Date.now();
    if (now - lastWarned < 5000) return;
    lastWarned = now;
    logger.warn({ err: err instanceof Error ? err.message : String(err) }, what);
  };
  const clustered = () => redis !== undefined && link.connected();

  function mark(key: string): void {
    activeUntil = Date.now() + Math.max(ACTIVE_AFTER_MARK_MS, 10 * interval);
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
        await release(false).catch(() => undefined);
        throw err;
      }
      const out = [...keys, ...local];
      local.clear();
      return { keys: out, clustered: true };
    }
    if (local.size === 0 || Date.now() - lastLocalFlush < interval) return null;
    const keys = [...local];
    local.clear();
    return { keys, clustered: false };
  }

  /**
   * Hands the lock on (only while it is still this node's): after a delivery it is kept one full interval from now,
   * so the next flush delivers at least an interval later; a flush that delivered nothing gives it up at once.
   */
  async function release(delivered: boolean): Promise<void> {
    if (!redis) return;
    await redis.eval(RELEASE, { keys: [lockKey], arguments: [node, delivered ? String(interval) : '0'] });
  }

  async function flush(): Promise<void> {
    const taken = await take();
    if (!taken) return;
    let delivered = false;
    try {
      delivered = await push(taken);
    } finally {
      if (taken.clustered) await release(delivered).catch((err: unknown) => warn(err, 'qa.release_failed'));
      else if (delivered) lastLocalFlush = Date.now();
    }
  }

  /** Reads the current counts of the taken objects and delivers them; whether anything was delivered. */
  async function push(taken: { keys: string[]; clustered: boolean }): Promise<boolean> {
    if (taken.keys.length === 0) return false;
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
    if (state.questions.length === 0 && state.polls.length === 0) return false;
    deliver({ kind: 'counts', questions: state.questions, polls: state.polls }, taken.clustered);
    return true;
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
    // With Redis, a node that marked nothing lately leaves the flushes to the nodes that did (each of which pushes
    // to every node) and only looks now and then for marks a stopped node left in the shared set.
    const now = Date.now();
    if (clustered() && now >= activeUntil && now - lastTry < IDLE_POLL_MS) return;
    lastTry = now;
    void flushOnce();
  }, Math.max(10, Math.floor(interval / 4)));
  timer.unref();

  /** Remembers the last moderation (or deletion) of a question delivered here, and forgets the old ones. */
  function remember(id: number, status: QuestionStatus | 'deleted'): void {
    const now = Date.now();
    moderated.delete(id);
    moderated.set(id, { status, at: now });
    for (const [key, entry] of moderated) {
      if (now - entry.at <= MODERATION_MEMORY_MS) break;
      moderated.delete(key);
    }
  }

  /**
   * Counts as they may go out now: a question's status as this node last delivered its moderation, when that differs
   * from what the flush read (the read may predate it; should the read be the newer one, its moderation push is
   * already on its way here and corrects it), and deleted questions left out.
   */
  function current(change: CountsPush): CountsPush {
    if (moderated.size === 0) return change;
    const now = Date.now();
    const questions: CountsPush['questions'] = [];
    for (const q of change.questions) {
      const known = moderated.get(q.id);
      if (!known || now - known.at > MODERATION_MEMORY_MS || known.status === q.status) questions.push(q);
      else if (known.status !== 'deleted') questions.push({ ...q, status: known.status });
    }
    return { ...change, questions };
  }

  /** Two counts pushes as one: the later read wins for each object. */
  function merged(older: CountsPush, newer: CountsPush): CountsPush {
    const questions = new Map(older.questions.map((q) => [q.id, q]));
    for (const q of newer.questions) questions.set(q.id, q);
    const polls = new Map(older.polls.map((p) => [p.id, p]));
    for (const p of newer.polls) polls.set(p.id, p);
    return { kind: 'counts', questions: [...questions.values()], polls: [...polls.values()] };
  }

  function emitCounts(read: CountsPush): void {
    // Checked at delivery, not at the read: what was hidden or deleted since never reaches attendees.
    const change = current(read);
    ctx.qa.applyLive(change);
    const to = io.local;
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
  }

  /**
   * What this node's sockets get for one Q&A change: applied first to the node's shared join snapshot (a join
   * answered after this is never older than the push), then emitted to the sockets of this node only: counts paced
   * (the pacer), the rest at once.
   */
  function deliverHere(change: QaPush): void {
    if (change.kind === 'counts') {
      counts.deliver(change);
      return;
    }
    if (change.kind === 'question_moderated') remember(change.item.id, change.item.status);
    else if (change.kind === 'question_deleted') remember(change.id, 'deleted');
    ctx.qa.applyLive(change);
    const to = io.local;
    switch (change.kind) {
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
        else deliver(event, link.connected());
      } catch (err) {
        logger.error({ err }, 'realtime.delivery_failed');
      }
    },
    close() {
      clearInterval(timer);
      counts.close();
    },
  };
}
