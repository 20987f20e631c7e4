import type { AccessClaims } from '../identity/tokens.js';
import { boundedPageWindow, type PageRequest } from '../paging.js';
import type { Notifier } from '../ports.js';
import { errors as accessErrors, requireEvent } from '../access/rules.js';
import { conflict, invalid, notFound, rateLimited } from '../errors.js';
import { presentPrefixedUser, presentPublicUser } from '../networking/public-user.js';
import { findSession, type SessionRow } from '../../storage/repositories/sessions.js';
import {
  deleteQuestion,
  findEventQuestion,
  insertQuestionWithinLimit,
  listQuestions,
  questionCounts,
  joinViewersFacts,
  type JoinViewerFacts,
  sessionTopQuestions,
  setQuestionStatus,
  applyQuestionVotes,
  type QuestionVoteInput,
  type QuestionCursor,
  type QuestionListRow,
  type QuestionRow,
} from '../../storage/repositories/qa.js';
import { castPollBallots, findEventPoll, insertPoll, listPolls, pollsByIds, pollVoteFacts, sessionPolls, setPollStatus, type PollRow } from '../../storage/repositories/polls.js';
import { createJoinSnapshots, type HeldQuestion, type SnapshotChange } from './join-snapshot.js';
import { createBatchLoader, createKeyedBatchLoader } from '../../infra/batch.js';
import { findUserById } from '../../storage/repositories/users.js';
import type { PollCreate, PollItem, QuestionCreate, QuestionItem, QuestionStatus } from './schemas.js';
import { transaction, type ServiceDeps } from '../service.js';

/** How many questions `session:join` answers with (the top of the list). */
export const JOIN_QUESTIONS = 50;
/**
 * How many questions of each list (open/answered, hidden) a node's join snapshot holds: the top 50 plus room for
 * the questions a viewer's blocks leave out.
 */
export const JOIN_SNAPSHOT_HELD = 200;
/** At most this many callers' facts per statement when a hall joins at once. */
const JOIN_FACTS_BATCH = 500;
/**
 * Votes and unvotes that arrive together share one statement (storage applyQuestionVotes; poll ballots likewise,
 * castPollBallots), at most this many each;
 * one such statement runs at a time per node and the votes arriving meanwhile go in the next: a hall voting at
 * 1,000 a second costs tens of commits a second and one pooled connection, not a thousand of each.
 */
const VOTE_BATCH = 500;

export interface QuestionPage {
  items: QuestionItem[];
  total: number;
  /** The keyset cursor of the next page (`after`), when there is one. */
  next?: string;
}

export interface QaService {
  ask(actor: AccessClaims, sessionId: number, input: QuestionCreate): Promise<QuestionItem>;
  list(actor: AccessClaims, sessionId: number, sort: 'top' | 'new', page: PageRequest, after?: string): Promise<QuestionPage>;
  /** true when the vote is new (201), false when already stored (204). Without `sessionId`: any session of the token's event (sockets). */
  vote(actor: AccessClaims, sessionId: number | undefined, questionId: number): Promise<boolean>;
  unvote(actor: AccessClaims, sessionId: number | undefined, questionId: number): Promise<void>;
  /** The author (or an organizer of the event) deletes a question. */
  remove(actor: AccessClaims, sessionId: number, questionId: number): Promise<void>;
  /** Organizers (`{api_url}`). */
  setStatus(userId: number, slug: string, sessionId: number, questionId: number, status: QuestionStatus): Promise<QuestionItem>;
  removeAsOrganizer(userId: number, slug: string, sessionId: number, questionId: number): Promise<void>;
  createPoll(userId: number, slug: string, sessionId: number, input: PollCreate): Promise<PollItem>;
  setPollStatus(userId: number, slug: string, sessionId: number, pollId: number, status: 'open' | 'closed'): Promise<PollItem>;
  /** Participants: open and closed polls (drafts too for organizers), with counts and the caller's choice. */
  polls(actor: AccessClaims, sessionId: number): Promise<PollItem[]>;
  /** Replaces the caller's ballot while the poll is open. Without `sessionId`: any session of the token's event. */
  votePoll(actor: AccessClaims, pollId: number, options: number[]): Promise<PollItem>;
  /**
   * `session:join`: after the access checks, `enter(organizer)` (the transport subscribes the caller), then the
   * session's top questions and its polls as the caller may see them: read after subscribing, so nothing stored in
   * between is missed.
   */
  join(actor: AccessClaims, sessionId: number, enter: (organizer: boolean) => Promise<void>): Promise<{ questions: QuestionItem[]; polls: PollItem[]; moderator: boolean }>;
  /**
   * A Q&A push about to go out on this node (realtime/qa-pushes.ts, on every node): applied first to this node's
   * shared join snapshot, so a join answered after it is never older than what was pushed.
   */
  applyLive(change: SnapshotChange): void;
  /** Forgets this node's join snapshots (the link to the other nodes was away: their pushes may be missing here). */
  forgetJoinSnapshots(): void;
  /** How many join snapshot reads this node started (tests, bench). */
  joinSnapshotReads(): number;
  /** What the coalesced pushes carry, read from the database in one query per kind. */
  liveState(questionIds: readonly number[], pollIds: readonly number[]): Promise<{ questions: Array<Pick<QuestionRow, 'id' | 'session_id' | 'user_id' | 'votes' | 'status'>>; polls: PollItem[] }>;
}

export interface QaServiceDeps extends ServiceDeps {
  notifier?: Notifier;
  /** Where `liveState` reads (storage/database.ts `live`: a connection that never queues behind a busy pool); `db` without one. */
  live?: ServiceDeps['db'];
  config: { caps: { qaQuestionsPer10Minutes: number; qaJoinSnapshotTtlMs?: number } };
}

const WINDOW_MS = 10 * 60_000;

/** The item as this viewer may see it: the author of an anonymous question only for organizers. */
export function presentQuestion(row: QuestionRow, author: ReturnType<typeof presentPublicUser> | null, viewer: { organizer: boolean; voted: boolean }): QuestionItem {
  return {
    id: row.id,
    session_id: row.session_id,
    text: row.text,
    author: row.anonymous && !viewer.organizer ? null : author,
    anonymous: row.anonymous,
    votes: row.votes,
    voted: viewer.voted,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export function presentPoll(row: PollRow, mine?: number[] | null): PollItem {
  const item: PollItem = {
    id: row.id,
    session_id: row.session_id,
    question: row.question,
    options: row.options.map((text, index) => ({ index, text, votes: Number(row.counts[index] ?? 0) })),
    multiple: row.multiple,
    status: row.status,
    total_voters: row.total_voters,
  };
  if (mine !== undefined) item.my_options = mine ?? [];
  return item;
}

/** `<votes>.<id>` (top) or `<id>` (new): the cursor after this row. */
const cursorAfter = (row: QuestionRow, sort: 'top' | 'new') => (sort === 'top' ? `${row.votes}.${row.id}` : String(row.id));
function readCursor(after: string, sort: 'top' | 'new'): QuestionCursor {
  const parts = after.split('.').map(Number);
  if (sort === 'top' && parts.length === 2) return { votes: parts[0]!, id: parts[1]! };
  if (sort === 'new' && parts.length === 1) return { id: parts[0]! };
  throw invalid('after', `This cursor does not belong to sort=${sort}; follow \`_links.next\`.`);
}

export function createQaService({ db, access, notifier, config, live = db }: QaServiceDeps): QaService {
  const announce: Notifier['qa'] = (event) => notifier?.qa(event);
  // The hot path of a hall voting: the votes of one turn (and those arriving while a batch runs) in one statement,
  // in arrival order (a vote and its unvote sent together stay in that order).
  const batched = { maxBatch: VOTE_BATCH, inFlight: 1, gatherTurn: true };
  const castVote = createBatchLoader((items: QuestionVoteInput[]) => applyQuestionVotes(db, items), batched);
  // Poll votes likewise: the access facts of the votes arriving together in one statement, their ballots in another.
  const pollFacts = createBatchLoader((items: Array<{ eventId: number; pollId: number; userId: number }>) => pollVoteFacts(db, items), batched);
  const castBallot = createBatchLoader((items: Array<{ pollId: number; userId: number; options: number[] }>) => castPollBallots(db, items), batched);

  /** The session of the token's event (404 otherwise), after the participation check. */
  async function sessionOf(actor: AccessClaims, sessionId: number): Promise<{ eventId: number; session: SessionRow }> {
    const eventId = await access.requireParticipation(actor);
    const session = await findSession(db, eventId, sessionId);
    if (!session) throw notFound('Session');
    return { eventId, session };
  }

  /**
   * The session for reading (and moderating) its Q&A: as sessionOf for an event-bound token; with a token not bound to
   * an event, the session's event when the caller organizes it (access requireQaModerationEvent).
   */
  async function qaSessionOf(actor: AccessClaims, sessionId: number): Promise<{ eventId: number; session: SessionRow }> {
    const eventId = await access.requireQaModerationEvent(actor, sessionId);
    const session = await findSession(db, eventId, sessionId);
    if (!session) throw notFound('Session');
    return { eventId, session };
  }

  /** A vote or unvote through the batch, its refusals as REST and sockets answer them; true when a row was written. */
  async function castVoteAs(actor: AccessClaims, kind: 'vote' | 'unvote', sessionId: number | undefined, questionId: number): Promise<boolean> {
    const eventId = requireEvent(actor);
    const out = await castVote({ kind, eventId, sessionId: sessionId ?? null, questionId, userId: actor.userId });
    access.requireInteractionFacts({ participant: out.participant, banned: out.banned });
    if (!out.known) throw notFound(sessionId === undefined || (await findSession(db, eventId, sessionId)) ? 'Question' : 'Session');
    // `own` is only ever set for a vote (storage applyQuestionVotes).
    if (out.own) throw invalid('question_id', 'You cannot vote for your own question.', 'own_question');
    if (out.changed) announce({ kind: 'question_votes', questionId });
    return out.changed;
  }

  /** The organizer's session (403 unless organizer, 404 for a session of another event). */
  async function organizerSession(userId: number, slug: string, sessionId: number) {
    const event = await access.requireOrganizerEvent(userId, slug);
    if (!(await findSession(db, event.id, sessionId))) throw notFound('Session');
    return event;
  }

  async function authorOf(row: QuestionRow) {
    const user = await findUserById(db, row.user_id);
    return user ? presentPublicUser(user) : null;
  }

  async function listFor(actor: AccessClaims, eventId: number, sessionId: number, sort: 'top' | 'new', page: PageRequest, after?: string): Promise<QuestionPage & { organizer: boolean }> {
    const organizer = await access.isOrganizer(actor.userId, eventId);
    const cursor = after === undefined ? undefined : readCursor(after, sort);
    const { rows, total } = await listQuestions(db, {
      sessionId,
      viewerId: actor.userId,
      organizer,
      sort,
      limit: page.size + 1,
      // `page` reaches MAX_PAGE_OFFSET deep (422 beyond); `after` (the next link's cursor) reads on from the index.
      offset: cursor ? 0 : boundedPageWindow(page).offset,
      ...(cursor ? { after: cursor } : {}),
    });
    const shown = rows.slice(0, page.size);
    const items = shown.map((r: QuestionListRow) => presentQuestion(r, presentPrefixedUser(r, 'u_'), { organizer, voted: r.voted }));
    const last = shown.at(-1);
    return { items, total, organizer, ...(rows.length > page.size && last ? { next: cursorAfter(last, sort) } : {}) };
  }

  /** The shared part of every join of a session (server/qa/join-snapshot.ts): two statements per read. */
  const snapshots = createJoinSnapshots({
    ttlMs: config.caps.qaJoinSnapshotTtlMs ?? 2000,
    held: JOIN_SNAPSHOT_HELD,
    async read(sessionId) {
      const { visible, hidden } = await sessionTopQuestions(db, sessionId, JOIN_SNAPSHOT_HELD + 1);
      const polls = await sessionPolls(db, sessionId);
      const held = (r: QuestionListRow): HeldQuestion => ({ item: presentQuestion(r, presentPrefixedUser(r, 'u_'), { organizer: true, voted: false }), userId: r.user_id });
      return { visible: visible.map(held), hidden: hidden.map(held), polls: polls.map((p) => presentPoll(p)) };
    },
  });

  /** Each caller's part of a join, batched per event and session (one statement for every caller of a batch). */
  const viewerFacts = createKeyedBatchLoader<number, JoinViewerFacts>(async (key, userIds) => {
    const [eventId, sessionId] = key.split(':').map(Number) as [number, number];
    const facts = await joinViewersFacts(db, { eventId, sessionId, userIds });
    return userIds.map((id) => facts.get(id)!);
  }, JOIN_FACTS_BATCH);

  async function pollsFor(actor: AccessClaims, sessionId: number, organizer: boolean): Promise<PollItem[]> {
    const rows = await listPolls(db, sessionId, { drafts: organizer, viewerId: actor.userId });
    return rows.map((r) => presentPoll(r, r.mine));
  }

  return {
    async ask(actor, sessionId, input) {
      const { eventId, session } = await sessionOf(actor, sessionId);
      // Asking is acting in the event: the interaction rule (a muted attendee reads, but does not ask).
      await access.requireInteraction(actor);
      if (!session.qa_enabled) throw conflict('qa_closed', 'Questions are closed for this session.');
      const limit = config.caps.qaQuestionsPer10Minutes;
      // The count and the insert under one lock per (user, session): exact however many asks arrive at once, on any node.
      const row = await transaction(db, (trx) =>
        insertQuestionWithinLimit(trx, { sessionId, userId: actor.userId, text: input.text, anonymous: input.anonymous ?? false, limit, windowMs: WINDOW_MS }),
      );
      if (!row) throw rateLimited(60, `At most ${limit} questions per session every 10 minutes; try again later.`);
      const author = await authorOf(row);
      const organizer = await access.isOrganizer(actor.userId, eventId);
      announce({ kind: 'question_new', sessionId, authorId: row.user_id, item: presentQuestion(row, author, { organizer: true, voted: false }) });
      return presentQuestion(row, author, { organizer, voted: false });
    },
    async list(actor, sessionId, sort, page, after) {
      const { eventId } = await qaSessionOf(actor, sessionId);
      const { organizer: _o, ...out } = await listFor(actor, eventId, sessionId, sort, page, after);
      return out;
    },
    async vote(actor, sessionId, questionId) {
      return castVoteAs(actor, 'vote', sessionId, questionId);
    },
    async unvote(actor, sessionId, questionId) {
      await castVoteAs(actor, 'unvote', sessionId, questionId);
    },
    async remove(actor, sessionId, questionId) {
      const { eventId } = await qaSessionOf(actor, sessionId);
      await access.requireQuestionAuthorOrOrganizer(actor.userId, eventId, sessionId, questionId);
      if (await deleteQuestion(db, sessionId, questionId)) announce({ kind: 'question_deleted', sessionId, id: questionId });
    },
    async setStatus(userId, slug, sessionId, questionId, status) {
      const event = await organizerSession(userId, slug, sessionId);
      const before = await findEventQuestion(db, event.id, questionId, sessionId);
      if (!before) throw notFound('Question');
      const row = await setQuestionStatus(db, sessionId, questionId, status);
      if (!row) throw notFound('Question');
      const item = presentQuestion(row, await authorOf(row), { organizer: true, voted: false });
      if (before.status !== row.status) announce({ kind: 'question_moderated', sessionId, authorId: row.user_id, previous: before.status, item });
      return item;
    },
    async removeAsOrganizer(userId, slug, sessionId, questionId) {
      await organizerSession(userId, slug, sessionId);
      if (!(await deleteQuestion(db, sessionId, questionId))) throw notFound('Question');
      announce({ kind: 'question_deleted', sessionId, id: questionId });
    },
    async createPoll(userId, slug, sessionId, input) {
      await organizerSession(userId, slug, sessionId);
      const row = await insertPoll(db, { sessionId, question: input.question, options: input.options, multiple: input.multiple });
      announce({ kind: 'poll_changed', pollId: row.id });
      return presentPoll(row);
    },
    async setPollStatus(userId, slug, sessionId, pollId, status) {
      const event = await organizerSession(userId, slug, sessionId);
      const poll = await findEventPoll(db, event.id, pollId, sessionId);
      if (!poll) throw notFound('Poll');
      if (status === 'closed' && poll.status === 'draft') throw conflict('poll_not_open', 'A draft poll cannot be closed; open it first.', 'status');
      if (poll.status === status) return presentPoll(poll);
      const row = await setPollStatus(db, pollId, status);
      if (!row) throw notFound('Poll');
      announce({ kind: 'poll_changed', pollId });
      return presentPoll(row);
    },
    async polls(actor, sessionId) {
      const { eventId } = await qaSessionOf(actor, sessionId);
      return pollsFor(actor, sessionId, await access.isOrganizer(actor.userId, eventId));
    },
    async votePoll(actor, pollId, options) {
      const eventId = requireEvent(actor);
      const facts = await pollFacts({ eventId, pollId, userId: actor.userId });
      access.requireInteractionFacts({ participant: facts.participant, banned: facts.banned });
      const poll = facts.poll;
      // A draft is not listed to attendees, but a vote in one is 409 `poll_not_open` for everyone (CONTRACT 12), after
      // the input checks (castPollBallots writes nothing for a poll that is not open).
      if (!poll) throw notFound('Poll');
      if (new Set(options).size !== options.length) throw invalid('options', 'Each option index at most once.');
      const bad = options.find((i) => i >= poll.options.length);
      if (bad !== undefined) throw invalid('options', `Option index ${bad} does not exist; this poll has indexes 0 to ${poll.options.length - 1}.`, 'bad_option');
      if (!poll.multiple && options.length > 1) throw invalid('options', 'This poll takes a single option.', 'single_choice');
      const mine = [...options].sort((a, b) => a - b);
      const out = await castBallot({ pollId, userId: actor.userId, options: mine });
      if (out.status === null) throw notFound('Poll');
      if (!out.voted || !out.counts) {
        throw out.status === 'closed' ? conflict('poll_closed', 'This poll is closed.') : conflict('poll_not_open', 'This poll is not open yet.');
      }
      announce({ kind: 'poll_changed', pollId });
      return presentPoll({ ...poll, status: 'open', counts: out.counts, total_voters: out.total_voters }, mine);
    },
    async join(actor, sessionId, enter) {
      // The caller's part, in one keyed statement shared with the callers joining the same session at the same
      // time: the access checks (as sessionOf), own votes, blocks, ballots. A token without an event joins as an
      // organizer of the session's event (access requireQaModerationEvent) or not at all.
      const eventId = actor.eventId ?? (await access.requireQaModerationEvent(actor, sessionId));
      const facts = await viewerFacts(`${eventId}:${sessionId}`, actor.userId);
      if (!facts.participant) throw accessErrors.notParticipant();
      if (!facts.known) throw notFound('Session');
      await enter(facts.organizer);
      const viewer = {
        organizer: facts.organizer,
        voted: new Set(facts.voted),
        blocked: new Set(facts.blocked.filter((id) => id !== actor.userId)),
        ballots: new Map(facts.ballots.map((b) => [b.poll_id, b.options])),
      };
      // The shared part: this node's snapshot of the session, built into the answer synchronously once it is there,
      // so every push this node sent before the answer is already in it.
      for (let attempt = 0; attempt < 3; attempt++) {
        const snapshot = await snapshots.get(sessionId);
        if (snapshot.stale) continue;
        const out = snapshot.view(viewer, JOIN_QUESTIONS);
        if (out) return { ...out, moderator: facts.organizer };
        break;
      }
      // Rare: the snapshot kept changing under the reads, or the viewer's blocks leave out more than it holds.
      const page = await listFor(actor, eventId, sessionId, 'top', { page: 1, size: JOIN_QUESTIONS });
      return { questions: page.items, polls: await pollsFor(actor, sessionId, facts.organizer), moderator: facts.organizer };
    },
    applyLive(change) {
      snapshots.apply(change);
    },
    forgetJoinSnapshots() {
      snapshots.clear();
    },
    joinSnapshotReads() {
      return snapshots.reads;
    },
    async liveState(questionIds, pollIds) {
      // On the live lane, one after the other (it has one connection): the pushes never wait for the votes'
      // queue in the pool, only for the database itself.
      const questions = await questionCounts(live, questionIds);
      const polls = await pollsByIds(live, pollIds);
      return { questions, polls: polls.map((p) => presentPoll(p)) };
    },
  };
}
