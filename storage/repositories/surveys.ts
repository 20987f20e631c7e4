import { sql, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../database.js';
import type { Database, SurveyQuestionsTable, SurveyQuestionType, SurveysTable } from '../schema.js';
import { inSequence } from '../sequence.js';

export type SurveyRow = Selectable<SurveysTable>;
export type SurveyQuestionRow = Selectable<SurveyQuestionsTable>;
type Executor = DB | Transaction<Database>;

export interface NewQuestion {
  title: string;
  type: SurveyQuestionType;
  options: string[] | null;
  required: boolean;
}

/** Inserts a survey and its questions (call inside a transaction); questions keep the given order. */
export async function insertSurvey(
  trx: Executor,
  survey: { event_id: number; title: string; created_by: number },
  questions: NewQuestion[],
): Promise<{ survey: SurveyRow; questions: SurveyQuestionRow[] }> {
  const row = await trx.insertInto('surveys').values(survey).returningAll().executeTakeFirstOrThrow();
  const inserted = await trx
    .insertInto('survey_questions')
    .values(
      questions.map((q, i) => ({
        survey_id: row.id,
        position: i + 1,
        title: q.title,
        type: q.type,
        options: q.options ? JSON.stringify(q.options) : null,
        required: q.required,
      })),
    )
    .returningAll()
    .execute();
  inserted.sort((a, b) => a.position - b.position);
  return { survey: row, questions: inserted };
}

export function findSurvey(db: Executor, id: number): Promise<SurveyRow | undefined> {
  return db.selectFrom('surveys').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The questions of these surveys, in each survey's order (one query for a whole page of surveys). */
export function questionsOf(db: Executor, surveyIds: number[]): Promise<SurveyQuestionRow[]> {
  if (surveyIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('survey_questions').selectAll().where('survey_id', 'in', surveyIds).orderBy('survey_id').orderBy('position').execute();
}

export async function listEventSurveys(db: DB, eventId: number, page: { limit: number; offset: number }): Promise<{ rows: SurveyRow[]; total: number }> {
  const [rows, count] = await inSequence(
    () => db.selectFrom('surveys').selectAll().where('event_id', '=', eventId).orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    () => db.selectFrom('surveys').select(sql<number>`count(*)::int`.as('n')).where('event_id', '=', eventId).executeTakeFirstOrThrow(),
  );
  return { rows, total: count.n };
}

/** The ticket with this code (the seed's attendee_id). */
export function findTicketByCode(db: Executor, code: string): Promise<{ id: number; event_id: number; status: string } | undefined> {
  return db.selectFrom('attendee_tickets').select(['id', 'event_id', 'status']).where('code', '=', code).executeTakeFirst();
}

/** Stores one submission and its answer values; a second one for the same ticket violates the unique key. */
export async function insertSubmission(
  trx: Executor,
  submission: { survey_id: number; ticket_id: number },
  values: Array<{ question_id: number; value: string }>,
): Promise<{ id: number; created_at: Date }> {
  const row = await trx.insertInto('survey_submissions').values(submission).returning(['id', 'created_at']).executeTakeFirstOrThrow();
  if (values.length) {
    await trx
      .insertInto('survey_answers')
      .values(values.map((v) => ({ submission_id: row.id, question_id: v.question_id, value: v.value })))
      .execute();
  }
  return row;
}

export interface SurveyAggregates {
  submissions: number;
  /** Per question: how many submissions answered it. */
  answered: Map<number, number>;
  /** Per choice question: option value → count. */
  optionCounts: Map<number, Map<string, number>>;
  /** Per text question: the texts, oldest first. */
  texts: Map<number, string[]>;
}

/** Results of a survey, aggregated in SQL: three grouped queries, whatever the number of questions. */
export async function aggregateSurvey(db: DB, surveyId: number): Promise<SurveyAggregates> {
  const [submissions, perQuestion, options, texts] = await Promise.all([
    db.selectFrom('survey_submissions').select(sql<number>`count(*)::int`.as('n')).where('survey_id', '=', surveyId).executeTakeFirstOrThrow(),
    db
      .selectFrom('survey_answers as a')
      .innerJoin('survey_questions as q', 'q.id', 'a.question_id')
      .select(['a.question_id', sql<number>`count(distinct a.submission_id)::int`.as('n')])
      .where('q.survey_id', '=', surveyId)
      .groupBy('a.question_id')
      .execute(),
    db
      .selectFrom('survey_answers as a')
      .innerJoin('survey_questions as q', 'q.id', 'a.question_id')
      .select(['a.question_id', 'a.value', sql<number>`count(*)::int`.as('n')])
      .where('q.survey_id', '=', surveyId)
      .where('q.type', '<>', 'text')
      .groupBy(['a.question_id', 'a.value'])
      .execute(),
    db
      .selectFrom('survey_answers as a')
      .innerJoin('survey_questions as q', 'q.id', 'a.question_id')
      .select(['a.question_id', sql<string[]>`array_agg(a.value order by a.id)`.as('texts')])
      .where('q.survey_id', '=', surveyId)
      .where('q.type', '=', 'text')
      .groupBy('a.question_id')
      .execute(),
  ]);
  const optionCounts = new Map<number, Map<string, number>>();
  for (const row of options) {
    let counts = optionCounts.get(row.question_id);
    if (!counts) optionCounts.set(row.question_id, (counts = new Map()));
    counts.set(row.value, row.n);
  }
  return {
    submissions: submissions.n,
    answered: new Map(perQuestion.map((r) => [r.question_id, r.n])),
    optionCounts,
    texts: new Map(texts.map((r) => [r.question_id, r.texts])),
  };
}
