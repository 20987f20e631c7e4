import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { dataPage } from '../../envelopes.js';
import { dataOf, errorBody, idParam, paginationMeta, perPageOf, perPageQuery, slugPath, text as sharedText, organizerEventErrors } from '../../schemas.js';
import { bodyId } from './event-schemas.js';

// NUL characters (PostgreSQL text cannot hold them) are 422 for every string by the route builder (gateway/route.ts).
const text = (max: number, min = 0) => sharedText(max, { min, trim: true });
const answerText = (max: number) => z.string().max(max);

const questionType = z.enum(['text', 'single', 'multiple']);

const questionInput = z
  .object({
    title: text(500, 1),
    type: questionType,
    options: z.array(text(200, 1)).min(2).max(50).optional().openapi({ description: 'Required for single and multiple; not allowed for text.' }),
    required: z.boolean().optional().default(false),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (q.type === 'text' && q.options !== undefined) ctx.addIssue({ code: 'custom', path: ['options'], message: 'a text question has no options' });
    if (q.type !== 'text' && q.options === undefined) ctx.addIssue({ code: 'custom', path: ['options'], message: `a ${q.type} question needs at least 2 options` });
    if (q.options && new Set(q.options).size !== q.options.length) ctx.addIssue({ code: 'custom', path: ['options'], message: 'options must be distinct' });
  });

const surveyInput = z
  .object({
    title: text(200, 1),
    questions: z.array(questionInput).min(1).max(100),
  })
  .strict()
  .openapi('SurveyInput');

const question = z
  .object({
    id: z.number().int(),
    title: z.string(),
    type: questionType,
    options: z.array(z.string()).nullable(),
    required: z.boolean(),
  })
  .openapi('SurveyQuestion');

const survey = z
  .object({
    id: z.number().int(),
    event_id: z.number().int(),
    title: z.string(),
    questions: z.array(question),
    created_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Survey');

const answerInput = z
  .object({
    attendee_id: answerText(100).min(1).openapi({ description: "The attendee's ticket code.", example: 'T-4F2A9C' }),
    questions: z
      .array(
        z
          .object({
            id: bodyId,
            answer: z.union([answerText(5000), z.array(answerText(200)).max(50)], {
              error: (iss) => (Array.isArray(iss.input) ? 'must be an array of at most 50 strings of at most 200 characters' : 'must be a string or an array of strings'),
            }).openapi({
              description: 'A string for text and single questions, an array of options for multiple questions.',
            }),
          })
          .strict(),
      )
      .max(100),
  })
  .strict()
  .openapi('SurveyAnswerSubmission');

const submission = z
  .object({
    id: z.number().int(),
    survey_id: z.number().int(),
    attendee_id: z.string(),
    submitted_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('SurveySubmission');

const results = z
  .object({
    survey_id: z.number().int(),
    title: z.string(),
    submissions: z.number().int(),
    questions: z.array(
      question.extend({
        answered: z.number().int().openapi({ description: 'Submissions that answered this question.' }),
        counts: z.array(z.object({ option: z.string(), count: z.number().int() })).optional().openapi({ description: 'Choice questions: every option, in order.' }),
        texts: z.array(z.string()).optional().openapi({ description: 'Text questions: the answers, oldest first.' }),
      }),
    ),
  })
  .openapi('SurveyResults');

const idPath = z.object({ id: idParam });

export function surveyRoutes(routes: Routes): void {
  const { ctx } = routes;

  routes.add({
    method: 'post',
    path: '/events/:slug/surveys',
    summary: 'Create a survey for an event',
    description: 'Organizers of the event only. Questions are `text`, `single` (one option) or `multiple` (several options); the answer gives the ids.',
    operationId: 'createSurvey',
    tags: ['Surveys'],
    auth: 'required',
    params: slugPath,
    body: surveyInput,
    responses: {
      201: { description: 'The survey with its question ids', schema: dataOf(survey) },
      ...organizerEventErrors,
    },
    async handler({ params, body, auth }) {
      const created = await ctx.surveys.createSurvey(auth.userId, params.slug, {
        title: body.title,
        questions: body.questions.map((q) => ({ title: q.title, type: q.type, options: q.options ?? null, required: q.required })),
      });
      return { status: 201, body: { data: created } };
    },
  });

  routes.add({
    method: 'get',
    path: '/events/:slug/surveys',
    summary: "List an event's surveys",
    description: 'Organizers of the event only; newest first.',
    operationId: 'listSurveys',
    tags: ['Surveys'],
    auth: 'required',
    params: slugPath,
    query: perPageQuery,
    responses: {
      200: { description: 'A page of surveys', schema: z.object({ data: z.array(survey), meta: paginationMeta }) },
      ...organizerEventErrors,
    },
    async handler({ params, query, auth, req }) {
      const page = perPageOf(query);
      const { items, total } = await ctx.surveys.listSurveys(auth.userId, params.slug, page);
      return { body: dataPage(ctx.config, req, items, total, page) };
    },
  });

  routes.add({
    method: 'get',
    path: '/surveys/:id',
    summary: 'A survey and its questions',
    description: 'Public: attendees read the questions before answering.',
    operationId: 'getSurvey',
    tags: ['Surveys'],
    auth: 'none',
    params: idPath,
    responses: {
      200: { description: 'The survey', schema: dataOf(survey) },
      404: { description: 'Unknown survey', schema: errorBody },
    },
    async handler({ params }) {
      return { body: { data: await ctx.surveys.getSurvey(params.id) } };
    },
  });

  routes.add({
    method: 'post',
    path: '/surveys/:id/answers',
    summary: 'Answer a survey (seed 2.11)',
    description:
      '`attendee_id` is a ticket code of the survey\'s event (422 otherwise). Each answer must fit its question: a string for `text` and `single` ' +
      '(one of the options), an array of distinct options for `multiple`. Required questions must be answered. One submission per ticket: a second one is 409 `already_answered`; a voided ticket is 409 `ticket_void`.',
    operationId: 'answerSurvey',
    tags: ['Surveys'],
    auth: 'none',
    params: idPath,
    body: answerInput,
    responses: {
      201: { description: 'Stored', schema: dataOf(submission) },
      404: { description: 'Unknown survey', schema: errorBody },
      409: { description: 'This ticket has already answered the survey (`already_answered`), or was voided (`ticket_void`)', schema: errorBody },
    },
    async handler({ params, body }) {
      return { status: 201, body: { data: await ctx.surveys.answerSurvey(params.id, body) } };
    },
  });

  routes.add({
    method: 'get',
    path: '/surveys/:id/results',
    summary: 'Results of a survey',
    description: 'Organizers of the survey\'s event only. Per question: how many answered it, the count of every option (choice questions) or the texts (text questions).',
    operationId: 'getSurveyResults',
    tags: ['Surveys'],
    auth: 'required',
    params: idPath,
    responses: {
      200: { description: 'Aggregated results', schema: dataOf(results) },
      403: { description: 'Not an organizer of the event', schema: errorBody },
      404: { description: 'Unknown survey', schema: errorBody },
    },
    async handler({ params, auth }) {
      return { body: { data: await ctx.surveys.surveyResults(auth.userId, params.id) } };
    },
  });
}
