import { sql, type Selectable } from 'kysely';
import type { DB } from '../database.js';
import type { SessionQuestionsTable } from '../schema.js';
import { blockedBetweenSql } from './access.js';
import { prefixedUserColumns } from './user-columns.js';
import { inSequence } from '../sequence.js';

export type QuestionRow = Selectable<SessionQuestionsTable>;
export type QuestionListRow = QuestionRow & { voted: boolean } & Record<string, unknown>;

/** Whether the user is banned (muted) in the event (event_bans pk). */
export async function isBannedIn(db: DB, eventId: number, userId: number): Promise<boolean> {
  const row = await db.selectFrom('event_bans').select('user_id').where('event_id', '=', eventId).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** The user's questions in the session since `since` (the QA_QUESTION_LIMIT window; session_questions_user_idx). */
export async function recentQuestionCount(db: DB, userId: number, sessionId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('session_questions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('session_id', '=', sessionId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertQuestion(db: DB, input: { sessionId: number; userId: number; text: string; anonymous: boolean }): Promise<QuestionRow> {
  return db
    .insertInto('session_questions')
    .values({ session_id: input.sessionId, user_id: input.userId, text: input.text, anonymous: input.anonymous })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findQuestion(db: DB, sessionId: number, id: number): Promise<QuestionRow | undefined> {
  return db.selectFrom('session_questions').selectAll().where('id', '=', id).where('session_id', '=', sessionId).executeTakeFirst();
}

/** A session's questions as the viewer may see them: hidden ones only for organizers, none across a block. */
export async function listQuestions(
  db: DB,
  input: { sessionId: number; viewerId: number; organizer: boolean; sort: 'top' | 'new'; limit: number; offset: number },
): Promise<{ rows: QuestionListRow[]; total: number }> {
  let base = db
    .selectFrom('session_questions as q')
    .innerJoin('users as u', 'u.id', 'q.user_id')
    .where('q.session_id', '=', input.sessionId)
    .where(sql<boolean>`not ${blockedBetweenSql(input.viewerId, sql.ref('q.user_id'))}`);
  if (!input.organizer) base = base.where('q.status', '<>', 'hidden');
  let q = base
    .selectAll('q')
    .select(prefixedUserColumns('u', 'u_'))
    .select(sql<boolean>`exists (select 1 from question_votes v where v.question_id = q.id and v.user_id = ${input.viewerId})`.as('voted'));
  q = input.sort === 'top' ? q.orderBy('q.votes', 'desc').orderBy('q.id', 'asc') : q.orderBy('q.id', 'desc');
  const [rows, count] = await inSequence(
    () => q.limit(input.limit).offset(input.offset).execute(),
    () => base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  );
  return { rows: rows as QuestionListRow[], total: Number(count.n) };
}

/**
 * One vote per user per question, in ONE statement: the vote row (question_votes pk refuses a second) and the
 * counter move together, so `votes` always equals the stored votes under any concurrency (a concurrent duplicate
 * waits on the pk, then inserts nothing and counts nothing). Own and hidden questions are never voted here.
 */
export async function voteQuestion(db: DB, sessionId: number, questionId: number, userId: number) {
  const res = await sql<{ known: boolean; own: boolean; inserted: boolean; votes: number | null }>`
    with q as (select id, user_id from session_questions where id = ${questionId} and session_id = ${sessionId} and status <> 'hidden'),
         ins as (insert into question_votes (question_id, user_id) select id, ${userId} from q where q.user_id <> ${userId}
                 on conflict do nothing returning question_id),
         upd as (update session_questions set votes = votes + 1 where id in (select question_id from ins) returning votes)
    select exists (select 1 from q) as known, exists (select 1 from q where user_id = ${userId}) as own,
           exists (select 1 from ins) as inserted, (select votes from upd) as votes`.execute(db);
  return res.rows[0]!;
}

/** Removes the vote and decrements the counter in one statement (nothing when there was no vote). */
export async function unvoteQuestion(db: DB, sessionId: number, questionId: number, userId: number) {
  const res = await sql<{ known: boolean; deleted: boolean }>`
    with q as (select id from session_questions where id = ${questionId} and session_id = ${sessionId}),
         del as (delete from question_votes where question_id in (select id from q) and user_id = ${userId} returning question_id),
         upd as (update session_questions set votes = votes - 1 where id in (select question_id from del) returning votes)
    select exists (select 1 from q) as known, exists (select 1 from upd) as deleted`.execute(db);
  return res.rows[0]!;
}

export async function setQuestionStatus(db: DB, sessionId: number, id: number, status: 'open' | 'answered' | 'hidden'): Promise<QuestionRow | undefined> {
  return db.updateTable('session_questions').set({ status }).where('id', '=', id).where('session_id', '=', sessionId).returningAll().executeTakeFirst();
}
