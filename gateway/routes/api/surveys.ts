import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { dataPage } from '../../envelopes.js';
import { dataOf, errorBody, idParam, paginationMeta, perPageOf, perPageQuery, slugPath, organizerEventErrors } from '../../schemas.js';
import { survey, surveyAnswerInput, surveyInput, surveyResults, surveySubmission } from '../../../server/organizer-tools/schemas.js';

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
      return { status: 201, body: { data: await ctx.surveys.createSurvey(auth.userId, params.slug, body) } };
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
    body: surveyAnswerInput,
    responses: {
      201: { description: 'Stored', schema: dataOf(surveySubmission) },
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
      200: { description: 'Aggregated results', schema: dataOf(surveyResults) },
      403: { description: 'Not an organizer of the event', schema: errorBody },
      404: { description: 'Unknown survey', schema: errorBody },
    },
    async handler({ params, auth }) {
      return { body: { data: await ctx.surveys.surveyResults(auth.userId, params.id) } };
    },
  });
}
