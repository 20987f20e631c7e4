import { sql, type Selectable } from 'kysely';
import type { DB } from '../database.js';
import type { SessionQuestionsTable } from '../schema.js';
import { blockedBetweenSql, organizerSql, participantSql, participantUserSql } from './access.js';
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

/** Where a keyset page starts: after the question with these (votes,) id in the list's order. */
export type QuestionCursor = { votes?: number; id: number };

/**
 * A session's questions as the viewer may see them: hidden ones only for organizers, none across a block. With
 * `after`, the page starts after that question in the list's order, read from the index (session_questions_top_idx,
 * session_questions_new_idx) instead of skipping `offset` rows, so deep pages in a busy hall stay cheap.
 */
export async function listQuestions(
  db: DB,
  input: { sessionId: number; viewerId: number; organizer: boolean; sort: 'top' | 'new'; limit: number; offset: number; after?: QuestionCursor },
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
  const after = input.after;
  if (after && input.sort === 'top') {
    const votes = after.votes ?? 0;
    // `votes <=` bounds the index range (session_id, votes desc, id); the rest skips the cursor's own ties.
    q = q.where('q.votes', '<=', votes).where(sql<boolean>`(q.votes < ${votes} or q.id > ${after.id})`);
  } else if (after) {
    q = q.where('q.id', '<', after.id);
  }
  q = input.sort === 'top' ? q.orderBy('q.votes', 'desc').orderBy('q.id', 'asc') : q.orderBy('q.id', 'desc');
  const [rows, count] = await inSequence(
    () => q.limit(input.limit).offset(after ? 0 : input.offset).execute(),
    () => base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  );
  return { rows: rows as QuestionListRow[], total: Number(count.n) };
}

/** A question of a session of this event (and of `sessionId` when given). */
export async function findEventQuestion(db: DB, eventId: number, questionId: number, sessionId?: number): Promise<QuestionRow | undefined> {
  let q = db
    .selectFrom('session_questions as q')
    .innerJoin('event_sessions as s', 's.id', 'q.session_id')
    .selectAll('q')
    .where('q.id', '=', questionId)
    .where('s.event_id', '=', eventId);
  if (sessionId !== undefined) q = q.where('q.session_id', '=', sessionId);
  return q.executeTakeFirst();
}

/** Deletes the question (its votes go with it, cascade); the row as it was, or undefined when there was none. */
export async function deleteQuestion(db: DB, sessionId: number, id: number): Promise<QuestionRow | undefined> {
  return db.deleteFrom('session_questions').where('id', '=', id).where('session_id', '=', sessionId).returningAll().executeTakeFirst();
}

/** What the live pushes carry, for these questions, in one query (primary key). */
export async function questionCounts(db: DB, ids: readonly number[]): Promise<Array<Pick<QuestionRow, 'id' | 'session_id' | 'user_id' | 'votes' | 'status'>>> {
  if (ids.length === 0) return [];
  return db.selectFrom('session_questions').select(['id', 'session_id', 'user_id', 'votes', 'status']).where('id', 'in', ids).execute();
}

/**
 * The hot path of a hall voting (REST and `question:vote`): the access rules (participantSql, the event's bans), the
 * question's place (a session of the token's event, and of `sessionId` when the path names one; not hidden), the vote
 * row and the counter, all in ONE statement (one round trip). Nothing is written unless every check holds.
 * One vote per user per question: the question_votes pk refuses a second, and the counter moves only with an
 * inserted row, so `votes` always equals the stored votes under any concurrency (a concurrent duplicate waits on the
 * pk, then inserts nothing and counts nothing). Own and hidden questions are never voted here.
 */
export async function voteQuestionAs(db: DB, input: { eventId: number; sessionId?: number; questionId: number; userId: number }) {
  const { eventId, questionId, userId } = input;
  const sessionId = input.sessionId ?? null;
  const res = await sql<{ participant: boolean; banned: boolean; known: boolean; own: boolean; inserted: boolean }>`
    with ev as (select ${participantSql('e', userId)} as participant,
                       exists (select 1 from event_bans b where b.event_id = e.id and b.user_id = ${userId}) as banned
                from events e where e.id = ${eventId}),
         q as (select q.id, q.user_id from session_questions q join event_sessions s on s.id = q.session_id
               where q.id = ${questionId} and s.event_id = ${eventId} and (${sessionId}::int is null or q.session_id = ${sessionId}::int)
                 and q.status <> 'hidden'),
         ins as (insert into question_votes (question_id, user_id)
                 select q.id, ${userId} from q where q.user_id <> ${userId} and exists (select 1 from ev where ev.participant and not ev.banned)
                 on conflict do nothing returning question_id),
         upd as (update session_questions set votes = votes + 1 where id in (select question_id from ins) returning votes)
    select coalesce((select participant from ev), false) as participant, coalesce((select banned from ev), false) as banned,
           exists (select 1 from q) as known, exists (select 1 from q where user_id = ${userId}) as own,
           exists (select 1 from upd) as inserted`.execute(db);
  return res.rows[0]!;
}

/** Takes the vote back: the same checks as voteQuestionAs (hidden questions too), the row and the counter, in ONE statement. */
export async function unvoteQuestionAs(db: DB, input: { eventId: number; sessionId?: number; questionId: number; userId: number }) {
  const { eventId, questionId, userId } = input;
  const sessionId = input.sessionId ?? null;
  const res = await sql<{ participant: boolean; banned: boolean; known: boolean; deleted: boolean }>`
    with ev as (select ${participantSql('e', userId)} as participant,
                       exists (select 1 from event_bans b where b.event_id = e.id and b.user_id = ${userId}) as banned
                from events e where e.id = ${eventId}),
         q as (select q.id from session_questions q join event_sessions s on s.id = q.session_id
               where q.id = ${questionId} and s.event_id = ${eventId} and (${sessionId}::int is null or q.session_id = ${sessionId}::int)),
         del as (delete from question_votes where question_id in (select id from q) and user_id = ${userId}
                   and exists (select 1 from ev where ev.participant and not ev.banned) returning question_id),
         upd as (update session_questions set votes = votes - 1 where id in (select question_id from del) returning votes)
    select coalesce((select participant from ev), false) as participant, coalesce((select banned from ev), false) as banned,
           exists (select 1 from q) as known, exists (select 1 from upd) as deleted`.execute(db);
  return res.rows[0]!;
}

export async function setQuestionStatus(db: DB, sessionId: number, id: number, status: 'open' | 'answered' | 'hidden'): Promise<QuestionRow | undefined> {
  return db.updateTable('session_questions').set({ status }).where('id', '=', id).where('session_id', '=', sessionId).returningAll().executeTakeFirst();
}

/**
 * What a node's shared `session:join` snapshot holds (server/qa/join-snapshot.ts), in ONE statement: the session's
 * top `limit` open or answered questions and, apart, its top `limit` hidden ones (organizers only ever get those), each
 * in the list's order (votes desc, id) read from session_questions_top_idx, with the author's public columns. Read
 * `limit + 1` to know whether a list has more rows than it holds.
 */
export async function sessionTopQuestions(db: DB, sessionId: number, limit: number): Promise<{ visible: QuestionListRow[]; hidden: QuestionListRow[] }> {
  const cols = sql.raw(['q.*', ...prefixedUserColumns('u', 'u_')].join(', '));
  const part = (hidden: boolean) => sql`(select ${cols}, false as voted from session_questions q join users u on u.id = q.user_id
    where q.session_id = ${sessionId} and ${hidden ? sql`q.status = 'hidden'` : sql`q.status <> 'hidden'`}
    order by q.votes desc, q.id limit ${limit})`;
  const res = await sql<QuestionListRow>`${part(false)} union all ${part(true)}`.execute(db);
  const visible: QuestionListRow[] = [];
  const hidden: QuestionListRow[] = [];
  for (const row of res.rows) (row.status === 'hidden' ? hidden : visible).push(row);
  return { visible, hidden };
}

export interface JoinViewerFacts {
  participant: boolean;
  organizer: boolean;
  /** The session belongs to the token's event. */
  known: boolean;
  /** The viewer's votes among the session's questions. */
  voted: number[];
  /** Users on either side of a block with the viewer. */
  blocked: number[];
  /** The viewer's ballots in the session's polls. */
  ballots: Array<{ poll_id: number; options: number[] }>;
}

/**
 * What `session:join` needs about its callers beside the shared snapshot, for a batch of callers joining the same
 * session at once, in ONE statement (one round trip, one pooled connection, whatever the batch's size): per user the
 * access facts (participantUserSql, organizerSql), whether the session is of the token's event (event_sessions pk),
 * the user's own votes in it (question_votes_user_idx, then the questions' pk), their blocks either way (user_blocks pk
 * and user_blocks_blocked_idx) and their ballots (poll_ballots_user_idx). Every part is keyed by the user: nothing
 * in it grows with the session.
 */
export async function joinViewersFacts(db: DB, input: { eventId: number; sessionId: number; userIds: readonly number[] }): Promise<Map<number, JoinViewerFacts>> {
  const { eventId, sessionId } = input;
  const ids = [...new Set(input.userIds)];
  const out = new Map<number, JoinViewerFacts>();
  if (ids.length === 0) return out;
  const user = sql.ref('v.user_id');
  const res = await sql<JoinViewerFacts & { user_id: number }>`select v.user_id,
      coalesce(${participantUserSql('e', user)}, false) as participant, coalesce(${organizerSql('e', user)}, false) as organizer,
      exists (select 1 from event_sessions s where s.id = ${sessionId}::int and s.event_id = e.id) as known,
      coalesce((select json_agg(qv.question_id) from question_votes qv join session_questions q on q.id = qv.question_id
                where qv.user_id = v.user_id and q.session_id = ${sessionId}::int), '[]'::json) as voted,
      coalesce((select json_agg(case when bl.user_id = v.user_id then bl.blocked_user_id else bl.user_id end)
                from user_blocks bl where bl.user_id = v.user_id or bl.blocked_user_id = v.user_id), '[]'::json) as blocked,
      coalesce((select json_agg(json_build_object('poll_id', b.poll_id, 'options', b.options)) from poll_ballots b join session_polls sp on sp.id = b.poll_id
                where b.user_id = v.user_id and sp.session_id = ${sessionId}::int), '[]'::json) as ballots
    from unnest(string_to_array(${ids.join(',')}, ',')::int[]) as v(user_id) left join events e on e.id = ${eventId}::int`.execute(db);
  for (const row of res.rows) {
    out.set(row.user_id, {
      participant: row.participant === true,
      organizer: row.organizer === true,
      known: row.known === true,
      voted: row.voted ?? [],
      blocked: row.blocked ?? [],
      ballots: row.ballots ?? [],
    });
  }
  return out;
}
