import { sql, type Selectable } from 'kysely';
import type { DB } from '../database.js';
import { preparedStatement } from '../prepared.js';
import type { SessionQuestionsTable } from '../schema.js';
import { blockedBetweenSql, organizerSql, participantSql, participantUserSql } from './access.js';
import { prefixedUserColumns } from './user-columns.js';
import { inRounds, inSequence } from '../sequence.js';

export type QuestionRow = Selectable<SessionQuestionsTable>;
export type QuestionListRow = QuestionRow & { voted: boolean } & Record<string, unknown>;

/**
 * Stores the question unless the user already asked `limit` questions in the session in the last `windowMs`
 * (QA_QUESTION_LIMIT, session_questions_user_idx); undefined when over the limit. Exact under any concurrency, on
 * any node: a transaction-scoped advisory lock keyed on (user, session) is taken first, and the count is read after
 * it is won, in the next statement (READ COMMITTED: it sees every ask committed before), so parallel asks queue and
 * can never both see room for one. `trx` must be a transaction (the lock lasts until it ends).
 */
export async function insertQuestionWithinLimit(
  trx: DB,
  input: { sessionId: number; userId: number; text: string; anonymous: boolean; limit: number; windowMs: number },
): Promise<QuestionRow | undefined> {
  // One bigint key: the user id in the high bits, the session id (an int4) in the low 31.
  await sql`select pg_advisory_xact_lock((${input.userId}::bigint << 31) | ${input.sessionId}::bigint)`.execute(trx);
  const result = await sql<QuestionRow>`insert into session_questions (session_id, user_id, text, anonymous)
    select ${input.sessionId}, ${input.userId}, ${input.text}, ${input.anonymous}
    where (select count(*) from session_questions
           where user_id = ${input.userId} and session_id = ${input.sessionId}
             and created_at >= now() - make_interval(secs => ${input.windowMs / 1000}::float8)) < ${input.limit}
    returning *`.execute(trx);
  return result.rows[0];
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

/** One vote or unvote of a batch (`applyQuestionVotes`). */
export interface QuestionVoteInput {
  kind: 'vote' | 'unvote';
  eventId: number;
  /** The session the path names; null: any session of the event (sockets). */
  sessionId: number | null;
  questionId: number;
  userId: number;
}

/** What one vote or unvote of a batch found and did, in the batch's order. */
export interface QuestionVoteOutcome {
  participant: boolean;
  banned: boolean;
  /** The question is in a session of the event (and of `sessionId`); for a vote also not hidden. */
  known: boolean;
  /** A vote for the caller's own question (never set for an unvote). */
  own: boolean;
  /** A vote row was inserted (vote) or deleted (unvote): the counter moved by one. */
  changed: boolean;
}

/**
 * The hot path of a hall voting (REST and `question:vote`/`question:unvote`): votes and unvotes of many people in ONE
 * statement (one round trip, one commit, however many arrive together). Per item: the access rules (participantSql,
 * the event's bans), the question's place (a session of the event, and of the named session; a vote never reaches a
 * hidden question or one's own), then the vote row inserted or deleted and each question's counter moved by the
 * rows actually inserted minus those deleted. Nothing is written for an item whose checks fail.
 *
 * One vote per user per question under any concurrency: the question_votes pk refuses a second (a concurrent
 * duplicate waits on it, then inserts nothing and counts nothing), and the counter moves only with the rows, so
 * `votes` always equals the stored votes. The questions' rows are locked in id order before anything is written
 * (`locked`): two batches on two nodes touching the same questions queue instead of deadlocking.
 *
 * One statement cannot act twice on the same vote row, so a batch that names the same (user, question) more than
 * once (a vote and its unvote sent together) runs in rounds, one after the other, in the batch's order.
 */
export function applyQuestionVotes(db: DB, items: readonly QuestionVoteInput[]): Promise<QuestionVoteOutcome[]> {
  return inRounds(items, (i) => `${i.userId}:${i.questionId}`, (round) => voteRound(db, round));
}

/** The statement of one round of applyQuestionVotes, compiled once and prepared on the server (the hall's hot path). */
const voteStatement = preparedStatement(
  ['ords', 'ups', 'events', 'sessions', 'questions', 'users'],
  (p) => sql<QuestionVoteOutcome & { ord: number }>`
    with input as (
           select * from unnest(${p.ords}::int[], ${p.ups}::bool[], ${p.events}::int[],
                                ${p.sessions}::int[], ${p.questions}::int[], ${p.users}::int[])
             as i(ord, up, event_id, session_id, question_id, user_id)),
         facts as materialized (
           select i.ord, i.up, i.user_id, q.id as qid, q.user_id as author,
                  coalesce(${participantSql('e', sql.ref('i.user_id'))}, false) as participant,
                  exists (select 1 from event_bans b where b.event_id = i.event_id and b.user_id = i.user_id) as banned
           from input i
           left join events e on e.id = i.event_id
           left join lateral (select q.id, q.user_id from session_questions q join event_sessions s on s.id = q.session_id
                              where q.id = i.question_id and s.event_id = i.event_id
                                and (i.session_id is null or q.session_id = i.session_id)
                                and (not i.up or q.status <> 'hidden')) q on true),
         go as (select * from facts f where f.qid is not null and f.participant and not f.banned and not (f.up and f.author = f.user_id)),
         locked as (select id from session_questions where id in (select qid from go) order by id for update),
         ins as (insert into question_votes (question_id, user_id)
                 select g.qid, g.user_id from go g join locked l on l.id = g.qid where g.up order by g.qid, g.user_id
                 on conflict do nothing returning question_id, user_id),
         del as (delete from question_votes v using go g join locked l on l.id = g.qid
                 where not g.up and v.question_id = g.qid and v.user_id = g.user_id returning v.question_id, v.user_id),
         moved as (select question_id, sum(d)::int as d from (select question_id, 1 as d from ins union all select question_id, -1 from del) m
                   group by question_id),
         upd as (update session_questions q set votes = q.votes + m.d from moved m where q.id = m.question_id and m.d <> 0 returning q.id)
    select f.ord, f.participant, f.banned, f.qid is not null as known, coalesce(f.up and f.author = f.user_id, false) as own,
           (exists (select 1 from ins where ins.question_id = f.qid and ins.user_id = f.user_id)
            or exists (select 1 from del where del.question_id = f.qid and del.user_id = f.user_id)) as changed
    from facts f order by f.ord`,
  { serverName: 'question_votes_apply' },
);

async function voteRound(db: DB, items: readonly QuestionVoteInput[]): Promise<QuestionVoteOutcome[]> {
  const res = await voteStatement(db, {
    ords: items.map((_, i) => i),
    ups: items.map((i) => i.kind === 'vote'),
    events: items.map((i) => i.eventId),
    sessions: items.map((i) => i.sessionId),
    questions: items.map((i) => i.questionId),
    users: items.map((i) => i.userId),
  });
  return res.rows.map(({ ord: _ord, ...outcome }) => outcome);
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
