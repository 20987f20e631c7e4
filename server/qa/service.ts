import type { DB } from '../../storage/database.js';
import type { AccessPolicy } from '../access/policy.js';
import type { AccessClaims } from '../identity/tokens.js';
import type { PageRequest } from '../paging.js';
import { safetyErrors } from '../access/rules.js';
import { conflict, invalid, notFound, rateLimited } from '../errors.js';
import { presentPrefixedUser, presentPublicUser } from '../networking/public-user.js';
import { findSession, type SessionRow } from '../../storage/repositories/sessions.js';
import {
  insertQuestion,
  isBannedIn,
  listQuestions,
  recentQuestionCount,
  setQuestionStatus,
  unvoteQuestion,
  voteQuestion,
  type QuestionListRow,
  type QuestionRow,
} from '../../storage/repositories/qa.js';
import { findUserById } from '../../storage/repositories/users.js';
import type { QuestionCreate, QuestionItem, QuestionStatus } from './schemas.js';

export interface QaService {
  ask(actor: AccessClaims, sessionId: number, input: QuestionCreate): Promise<QuestionItem>;
  list(actor: AccessClaims, sessionId: number, sort: 'top' | 'new', page: PageRequest): Promise<{ items: QuestionItem[]; total: number }>;
  /** true when the vote is new (201), false when already stored (204). */
  vote(actor: AccessClaims, sessionId: number, questionId: number): Promise<boolean>;
  unvote(actor: AccessClaims, sessionId: number, questionId: number): Promise<void>;
  /** Organizers (`{api_url}`). */
  setStatus(userId: number, slug: string, sessionId: number, questionId: number, status: QuestionStatus): Promise<QuestionItem>;
}

export interface QaServiceDeps {
  db: DB;
  access: AccessPolicy;
  config: { caps: { qaQuestionsPer10Minutes: number } };
}

const WINDOW_MS = 10 * 60_000;

/** The item as this viewer may see it: the author of an anonymous question only for organizers. */
export function presentQuestion(row: QuestionRow, author: ReturnType<typeof presentPublicUser> | null, viewer: { organizer: boolean; voted: boolean }): QuestionItem {
  return {
    id: row.id,
    session_id: row.session_id,
    text: row.text,
    author: row.anonymous && !viewer.organizer ? null : (author as unknown as Record<string, unknown> | null),
    anonymous: row.anonymous,
    votes: row.votes,
    voted: viewer.voted,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export function createQaService({ db, access, config }: QaServiceDeps): QaService {
  /** The session of the token's event (404 otherwise), after the participation check. */
  async function sessionOf(actor: AccessClaims, sessionId: number): Promise<{ eventId: number; session: SessionRow }> {
    const eventId = await access.requireParticipation(actor);
    const session = await findSession(db, eventId, sessionId);
    if (!session) throw notFound('Session');
    return { eventId, session };
  }

  async function requireNotBanned(eventId: number, userId: number): Promise<void> {
    if (await isBannedIn(db, eventId, userId)) throw safetyErrors.banned();
  }

  return {
    async ask(actor, sessionId, input) {
      const { eventId, session } = await sessionOf(actor, sessionId);
      await requireNotBanned(eventId, actor.userId);
      if (!session.qa_enabled) throw conflict('qa_closed', 'Questions are closed for this session.');
      const limit = config.caps.qaQuestionsPer10Minutes;
      if ((await recentQuestionCount(db, actor.userId, sessionId, new Date(Date.now() - WINDOW_MS))) >= limit) {
        throw rateLimited(60, `At most ${limit} questions per session every 10 minutes; try again later.`);
      }
      const row = await insertQuestion(db, { sessionId, userId: actor.userId, text: input.text, anonymous: input.anonymous ?? false });
      const user = await findUserById(db, actor.userId);
      const organizer = await access.isOrganizer(actor.userId, eventId);
      return presentQuestion(row, user ? presentPublicUser(user) : null, { organizer, voted: false });
    },
    async list(actor, sessionId, sort, page) {
      const { eventId } = await sessionOf(actor, sessionId);
      const organizer = await access.isOrganizer(actor.userId, eventId);
      const { rows, total } = await listQuestions(db, { sessionId, viewerId: actor.userId, organizer, sort, limit: page.size, offset: (page.page - 1) * page.size });
      return { items: rows.map((r: QuestionListRow) => presentQuestion(r, presentPrefixedUser(r, 'u_'), { organizer, voted: r.voted })), total };
    },
    async vote(actor, sessionId, questionId) {
      const { eventId } = await sessionOf(actor, sessionId);
      await requireNotBanned(eventId, actor.userId);
      const out = await voteQuestion(db, sessionId, questionId, actor.userId);
      if (!out.known) throw notFound('Question');
      if (out.own) throw invalid('question_id', 'You cannot vote for your own question.', 'own_question');
      return out.inserted;
    },
    async unvote(actor, sessionId, questionId) {
      const { eventId } = await sessionOf(actor, sessionId);
      await requireNotBanned(eventId, actor.userId);
      const out = await unvoteQuestion(db, sessionId, questionId, actor.userId);
      if (!out.known) throw notFound('Question');
    },
    async setStatus(userId, slug, sessionId, questionId, status) {
      const event = await access.requireOrganizerEvent(userId, slug);
      if (!(await findSession(db, event.id, sessionId))) throw notFound('Session');
      const row = await setQuestionStatus(db, sessionId, questionId, status);
      if (!row) throw notFound('Question');
      const user = await findUserById(db, row.user_id);
      return presentQuestion(row, user ? presentPublicUser(user) : null, { organizer: true, voted: false });
    },
  };
}
