import type { PollItem, QuestionItem } from './schemas.js';

/**
 * The node's shared `session:join` snapshot (issue 25: a keynote hall joins at once). Per session, one read of the
 * top questions and the polls serves every join on this node while it is current, and concurrent joins share one
 * read in flight (single flight); what differs per viewer (own votes, ballots, blocks, the organizer's view) is
 * applied on top of it in memory (`view`).
 *
 * Kept current by what the pushes carry: every Q&A push this node delivers (the coalesced counts of the dirty-set
 * flush, new, moderated and deleted questions) is applied here first, synchronously, just before it goes out
 * (`apply`, called by realtime/qa-pushes.ts on every node). An answer is built from the snapshot as it is at that
 * moment, so it is never older than a push this node already sent to the joiner. Changes that arrive while a read
 * is in flight are replayed on its result. A change the snapshot cannot place (a count for a question it does not
 * hold but should, a status it did not see change) marks it stale: the next join reads again. Without changes a
 * snapshot lives `ttlMs` at most.
 *
 * Each list (open/answered, hidden) holds the top `held` questions of the session. A list that has more rows than
 * it holds is a correct prefix only up to its last row at read time (the boundary): a question it does not hold
 * always sorts after the boundary (a change that would put one before it marks the snapshot stale), so the held
 * questions that sort before the boundary are exactly the session's top ones. A viewer whose blocks leave fewer
 * than `size` of those gets `undefined` (the caller reads their list from the database instead).
 */

/** A question as organizers see it (author shown, `voted` false), with its author's id for the block rule. */
export interface HeldQuestion {
  item: QuestionItem;
  userId: number;
}

export interface SnapshotRead {
  /** The top `held + 1` open or answered questions, and apart the top `held + 1` hidden ones, in the list's order. */
  visible: HeldQuestion[];
  hidden: HeldQuestion[];
  /** Every poll of the session, drafts included, without a viewer's choice. */
  polls: PollItem[];
}

/** What a push carries, applied to the session's snapshot before it goes out. */
export type SnapshotChange =
  | { kind: 'counts'; questions: ReadonlyArray<{ id: number; session_id: number; votes: number; status: string }>; polls: readonly PollItem[] }
  | { kind: 'question_new'; sessionId: number; authorId: number; item: QuestionItem }
  | { kind: 'question_moderated'; sessionId: number; authorId: number; item: QuestionItem }
  | { kind: 'question_deleted'; sessionId: number; id: number };

export interface JoinViewer {
  organizer: boolean;
  voted: ReadonlySet<number>;
  blocked: ReadonlySet<number>;
  ballots: ReadonlyMap<number, number[]>;
}

type Key = { votes: number; id: number };
/** The list's order: votes desc, then id asc. */
const before = (a: Key, b: Key) => a.votes > b.votes || (a.votes === b.votes && a.id < b.id);
const atOrBefore = (a: Key, b: Key) => !before(b, a);
const keyOf = (q: HeldQuestion): Key => ({ votes: q.item.votes, id: q.item.id });

class Ranked {
  readonly byId = new Map<number, HeldQuestion>();
  /** Null: the list holds every question of its kind. Otherwise its last row's key at read time. */
  readonly boundary: Key | null;
  private sorted: HeldQuestion[] | null = null;

  constructor(rows: HeldQuestion[], held: number) {
    for (const row of rows.slice(0, held)) this.byId.set(row.item.id, row);
    const last = rows[held - 1];
    this.boundary = rows.length > held && last ? keyOf(last) : null;
  }

  /** Whether the list's order up to here is known (every question that sorts before `key` is held). */
  covers(key: Key): boolean {
    return this.boundary === null || atOrBefore(key, this.boundary);
  }

  /** The held questions that are a correct prefix of the session's list, in order. */
  prefix(): HeldQuestion[] {
    if (!this.sorted) this.sorted = [...this.byId.values()].filter((q) => this.covers(keyOf(q))).sort((a, b) => (before(keyOf(a), keyOf(b)) ? -1 : 1));
    return this.sorted;
  }

  get(id: number): HeldQuestion | undefined {
    return this.byId.get(id);
  }

  /** Holds the question when it belongs to the known part of the list (else it sorts after the boundary: leave it out). */
  put(q: HeldQuestion): void {
    this.sorted = null;
    if (this.covers(keyOf(q))) this.byId.set(q.item.id, q);
    else this.byId.delete(q.item.id);
  }

  remove(id: number): HeldQuestion | undefined {
    const q = this.byId.get(id);
    if (q) {
      this.byId.delete(id);
      this.sorted = null;
    }
    return q;
  }
}

export class SessionSnapshot {
  readonly visible: Ranked;
  readonly hidden: Ranked;
  readonly polls = new Map<number, PollItem>();
  /** A change it could not place: not served any more. */
  stale = false;

  constructor(read: SnapshotRead, held: number) {
    this.visible = new Ranked(read.visible, held);
    this.hidden = new Ranked(read.hidden, held);
    for (const poll of read.polls) this.polls.set(poll.id, poll);
  }

  private listFor(status: string): Ranked {
    return status === 'hidden' ? this.hidden : this.visible;
  }

  apply(change: SnapshotChange): void {
    switch (change.kind) {
      case 'counts':
        for (const u of change.questions) {
          const list = this.listFor(u.status);
          const other = list === this.visible ? this.hidden : this.visible;
          const held = list.get(u.id);
          if (other.get(u.id) || (held && held.item.status !== u.status)) {
            // A status this snapshot did not see change (its moderation push is still on its way, or older than this
            // read): read again rather than guess; a hidden question must never be shown by mistake.
            this.stale = true;
          } else if (held) {
            list.put({ ...held, item: { ...held.item, votes: u.votes } });
          } else if (list.covers({ votes: u.votes, id: u.id })) {
            // A question this snapshot does not hold now sorts among the ones it serves.
            this.stale = true;
          }
        }
        for (const poll of change.polls) this.polls.set(poll.id, poll);
        return;
      case 'question_new':
      case 'question_moderated': {
        this.visible.remove(change.item.id);
        this.hidden.remove(change.item.id);
        this.listFor(change.item.status).put({ item: change.item, userId: change.authorId });
        return;
      }
      case 'question_deleted':
        this.visible.remove(change.id);
        this.hidden.remove(change.id);
        return;
    }
  }

  /**
   * The top `size` questions and the polls as this viewer may see them: hidden questions and drafts only for
   * organizers, anonymous authors only for organizers, no question of someone on either side of a block, the
   * viewer's own votes and ballots. Undefined when the snapshot does not hold enough of the list for this viewer.
   */
  view(viewer: JoinViewer, size: number): { questions: QuestionItem[]; polls: PollItem[] } | undefined {
    const lists = viewer.organizer ? [this.visible, this.hidden] : [this.visible];
    let candidates = lists[0]!.prefix();
    if (viewer.organizer) {
      // The organizer's list is both merged, known up to the earlier of the two boundaries.
      candidates = [...candidates, ...this.hidden.prefix()]
        .filter((q) => lists.every((l) => l.covers(keyOf(q))))
        .sort((a, b) => (before(keyOf(a), keyOf(b)) ? -1 : 1));
    }
    const questions: QuestionItem[] = [];
    for (const q of candidates) {
      if (questions.length === size) break;
      if (viewer.blocked.has(q.userId)) continue;
      const item = q.item;
      questions.push({ ...item, author: item.anonymous && !viewer.organizer ? null : item.author, voted: viewer.voted.has(item.id) });
    }
    if (questions.length < size && lists.some((l) => l.boundary !== null)) return undefined;
    const polls: PollItem[] = [];
    for (const poll of [...this.polls.values()].sort((a, b) => a.id - b.id)) {
      if (poll.status === 'draft' && !viewer.organizer) continue;
      polls.push({ ...poll, my_options: viewer.ballots.get(poll.id) ?? [] });
    }
    return { questions, polls };
  }
}

interface Entry {
  snapshot?: SessionSnapshot;
  expiresAt: number;
  /** The read in flight, and the changes that arrived meanwhile (replayed on its result). */
  loading?: Promise<SessionSnapshot>;
  pending?: SnapshotChange[];
}

export interface JoinSnapshots {
  /** The session's current snapshot: the cached one, the read in flight, or a new read. */
  get(sessionId: number): Promise<SessionSnapshot>;
  /** A push about to go out on this node. */
  apply(change: SnapshotChange): void;
  /** Forgets every snapshot (the link to the other nodes was down: their changes may be missing). */
  clear(): void;
  /** How many reads were started (tests and metrics). */
  readonly reads: number;
}

export function createJoinSnapshots(options: { ttlMs: number; held: number; read: (sessionId: number) => Promise<SnapshotRead>; now?: () => number }): JoinSnapshots {
  const { ttlMs, held, read } = options;
  const now = options.now ?? Date.now;
  const entries = new Map<number, Entry>();
  let reads = 0;

  const sessionOf = (change: SnapshotChange): number[] => {
    if (change.kind !== 'counts') return [change.sessionId];
    return [...new Set([...change.questions.map((q) => q.session_id), ...change.polls.map((p) => p.session_id)])];
  };

  function sweep(): void {
    if (entries.size < 256) return;
    const t = now();
    for (const [id, e] of entries) if (!e.loading && (e.expiresAt <= t || e.snapshot?.stale)) entries.delete(id);
  }

  function load(sessionId: number, entry: Entry): Promise<SessionSnapshot> {
    reads++;
    entry.pending = [];
    const loading = read(sessionId).then(
      (rows) => {
        const snapshot = new SessionSnapshot(rows, held);
        for (const change of entry.pending ?? []) snapshot.apply(change);
        // Only the newest read replaces the entry (clear() may have dropped it meanwhile).
        if (entries.get(sessionId) === entry && entry.loading === loading) {
          entry.snapshot = snapshot;
          entry.expiresAt = now() + ttlMs;
          entry.loading = undefined;
          entry.pending = undefined;
        }
        return snapshot;
      },
      (err: unknown) => {
        if (entries.get(sessionId) === entry && entry.loading === loading) entries.delete(sessionId);
        throw err;
      },
    );
    entry.loading = loading;
    return loading;
  }

  return {
    get(sessionId) {
      let entry = entries.get(sessionId);
      if (entry?.loading) return entry.loading;
      if (entry?.snapshot && !entry.snapshot.stale && entry.expiresAt > now()) return Promise.resolve(entry.snapshot);
      sweep();
      entry = { expiresAt: 0 };
      entries.set(sessionId, entry);
      return load(sessionId, entry);
    },
    apply(change) {
      for (const sessionId of sessionOf(change)) {
        const entry = entries.get(sessionId);
        if (!entry) continue;
        entry.snapshot?.apply(change);
        entry.pending?.push(change);
      }
    },
    clear() {
      entries.clear();
    },
    get reads() {
      return reads;
    },
  };
}
