import {
  aggregateSurvey,
  findSurvey,
  findTicketByCode,
  insertSubmission,
  insertSurvey,
  listEventSurveys,
  questionsOf,
  type NewQuestion,
  type SurveyQuestionRow,
  type SurveyRow,
} from '../../storage/repositories/surveys.js';
import { isUniqueViolation } from '../../storage/pg-errors.js';
import { AppError, conflict, invalid, notFound, type ErrorCode, type ErrorDetail } from '../errors.js';
import { ticketTakesPart } from '../access/rules.js';
import { transaction, type ServiceDeps } from '../service.js';
import { pageWindow, type PageRequest } from '../paging.js';
import type {
  SurveyAnswerInput,
  SurveyInput,
  SurveyItem,
  SurveyQuestionItem,
  SurveyQuestionResult,
  SurveyResultsItem,
  SurveySubmissionItem,
} from './schemas.js';

const questionView = (q: SurveyQuestionRow): SurveyQuestionItem => ({ id: q.id, title: q.title, type: q.type, options: q.options, required: q.required });

const surveyView = (s: SurveyRow, questions: SurveyQuestionRow[]): SurveyItem => ({
  id: s.id,
  event_id: s.event_id,
  title: s.title,
  questions: questions.map(questionView),
  created_at: s.created_at.toISOString(),
});

export function checkAnswer(question: SurveyQuestionRow, answer: string | string[]): { code: ErrorCode; message: string } | null {
  const options = question.options ?? [];
  switch (question.type) {
    case 'text':
      if (typeof answer !== 'string') return { code: 'wrong_type', message: `Question ${question.id} takes a text answer (a string).` };
      if (question.required && answer.trim() === '') return { code: 'required', message: `Question ${question.id} is required; the answer is empty.` };
      return null;
    case 'single':
      if (typeof answer !== 'string') return { code: 'wrong_type', message: `Question ${question.id} takes one option (a string).` };
      if (answer === '') return question.required ? { code: 'required', message: `Question ${question.id} is required; choose an option.` } : null;
      if (!options.includes(answer)) return { code: 'unknown_option', message: `"${answer}" is not an option of question ${question.id}.` };
      return null;
    case 'multiple': {
      if (!Array.isArray(answer)) return { code: 'wrong_type', message: `Question ${question.id} takes an array of options.` };
      const bad = answer.find((a) => !options.includes(a));
      if (bad !== undefined) return { code: 'unknown_option', message: `"${bad}" is not an option of question ${question.id}.` };
      if (new Set(answer).size !== answer.length) return { code: 'duplicate_option', message: `An option of question ${question.id} is chosen twice.` };
      if (question.required && answer.length === 0) return { code: 'required', message: `Question ${question.id} is required; choose at least one option.` };
      return null;
    }
  }
}

export interface SurveyService {
  createSurvey(userId: number, slug: string, input: SurveyInput): Promise<SurveyItem>;
  getSurvey(id: number): Promise<SurveyItem>;
  listSurveys(userId: number, slug: string, page: PageRequest): Promise<{ items: SurveyItem[]; total: number }>;
  answerSurvey(surveyId: number, input: SurveyAnswerInput): Promise<SurveySubmissionItem>;
  surveyResults(userId: number, surveyId: number): Promise<SurveyResultsItem>;
}

export function createSurveyService(deps: ServiceDeps): SurveyService {
  const { db, access } = deps;

  async function createSurvey(userId: number, slug: string, input: SurveyInput): Promise<SurveyItem> {
    const event = await access.requireOrganizerEvent(userId, slug);
    const questions: NewQuestion[] = input.questions.map((q) => ({ title: q.title, type: q.type, options: q.options ?? null, required: q.required }));
    const created = await transaction(db, (trx) => insertSurvey(trx, { event_id: event.id, title: input.title, created_by: userId }, questions));
    return surveyView(created.survey, created.questions);
  }

  async function getSurvey(id: number): Promise<SurveyItem> {
    const survey = await findSurvey(db, id);
    if (!survey) throw notFound('Survey', 'survey_not_found');
    return surveyView(survey, await questionsOf(db, [survey.id]));
  }

  async function listSurveys(userId: number, slug: string, page: PageRequest) {
    const event = await access.requireOrganizerEvent(userId, slug);
    const { rows, total } = await listEventSurveys(db, event.id, { ...pageWindow(page) });
    const questions = await questionsOf(
      db,
      rows.map((r) => r.id),
    );
    const bySurvey = new Map<number, SurveyQuestionRow[]>();
    for (const q of questions) bySurvey.set(q.survey_id, [...(bySurvey.get(q.survey_id) ?? []), q]);
    return { items: rows.map((r) => surveyView(r, bySurvey.get(r.id) ?? [])), total };
  }

  /**
   * Checks every answer against its question (type, offered options), that required questions are answered and
   * that the ticket belongs to the survey's event, then stores the submission: one per ticket (409 after that).
   */
  async function answerSurvey(surveyId: number, input: SurveyAnswerInput): Promise<SurveySubmissionItem> {
    const survey = await findSurvey(db, surveyId);
    if (!survey) throw notFound('Survey', 'survey_not_found');
    const [ticket, questions] = await Promise.all([findTicketByCode(db, input.attendee_id), questionsOf(db, [survey.id])]);
    if (!ticket || ticket.event_id !== survey.event_id) {
      throw invalid('attendee_id', 'attendee_id must be a ticket code of this survey\'s event.', 'unknown_ticket');
    }
    // A voided ticket no longer takes part in the event (CONTRACT 8): it answers no survey.
    if (!ticketTakesPart(ticket)) throw conflict('ticket_void', 'This ticket was voided; it cannot answer the survey.', 'attendee_id');

    const byId = new Map(questions.map((q) => [q.id, q]));
    const errors: ErrorDetail[] = [];
    const values: Array<{ question_id: number; value: string }> = [];
    const answered = new Set<number>();
    input.questions.forEach((item, i) => {
      const field = `questions.${i}`;
      const question = byId.get(item.id);
      if (!question) {
        errors.push({ code: 'unknown_question', message: `Question ${item.id} is not part of this survey.`, field: `${field}.id` });
        return;
      }
      if (answered.has(question.id)) {
        errors.push({ code: 'duplicate_question', message: `Question ${item.id} is answered twice.`, field: `${field}.id` });
        return;
      }
      answered.add(question.id);
      const problem = checkAnswer(question, item.answer);
      if (problem) {
        errors.push({ code: problem.code, message: problem.message, field: `${field}.answer` });
        return;
      }
      const given = Array.isArray(item.answer) ? item.answer : [item.answer];
      for (const value of given) if (value.trim() !== '') values.push({ question_id: question.id, value });
    });
    // An answered but empty required question is reported by checkAnswer; here the ones left out entirely.
    for (const q of questions) {
      if (q.required && !answered.has(q.id)) {
        errors.push({ code: 'required', message: `Question ${q.id} ("${q.title}") is required.`, field: 'questions', question_id: q.id });
      }
    }
    if (errors.length) throw AppError.many('invalid', errors);

    try {
      const row = await transaction(db, (trx) => insertSubmission(trx, { survey_id: survey.id, ticket_id: ticket.id }, values));
      return { id: row.id, survey_id: survey.id, attendee_id: input.attendee_id, submitted_at: row.created_at.toISOString() };
    } catch (err) {
      if (isUniqueViolation(err, 'survey_submissions_survey_ticket_key')) {
        throw conflict('already_answered', 'This ticket has already answered this survey.', 'attendee_id');
      }
      throw err;
    }
  }

  async function surveyResults(userId: number, surveyId: number): Promise<SurveyResultsItem> {
    const survey = await findSurvey(db, surveyId);
    if (!survey) throw notFound('Survey', 'survey_not_found');
    await access.requireOrganizer(userId, survey.event_id, 'Only the organizers of this survey\'s event may read its results.');
    const [questions, agg] = await Promise.all([questionsOf(db, [survey.id]), aggregateSurvey(db, survey.id)]);
    return {
      survey_id: survey.id,
      title: survey.title,
      submissions: agg.submissions,
      questions: questions.map((q) => {
        const base: SurveyQuestionResult = { ...questionView(q), answered: agg.answered.get(q.id) ?? 0 };
        if (q.type === 'text') base.texts = agg.texts.get(q.id) ?? [];
        else {
          const counts = agg.optionCounts.get(q.id);
          base.counts = (q.options ?? []).map((option) => ({ option, count: counts?.get(option) ?? 0 }));
        }
        return base;
      }),
    };
  }

  return { createSurvey, getSurvey, listSurveys, answerSurvey, surveyResults };
}
