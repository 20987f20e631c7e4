import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { errorBody, halPageOf, idParam } from '../../schemas.js';
import { halPage } from '../../envelopes.js';
import { pageOf, pageQuery } from './networking-schemas.js';
import { questionCreate, questionItem, questionListQuery } from '../../../server/qa/schemas.js';

const item = questionItem.openapi('Question');
const sessionParams = z.object({ id: idParam });
const voteParams = z.object({ id: idParam, qid: idParam });
const refusals = {
  403: { description: 'Not an event-bound token, no longer a participant, or `banned`', schema: errorBody },
  404: { description: 'No such session (or question) in the token’s event', schema: errorBody },
};

export function questionRoutes(routes: Routes): void {
  const { ctx } = routes;
  routes.add({
    method: 'post',
    path: '/sessions/:id/questions',
    summary: 'Ask a question in a session (CONTRACT 12)',
    description: '`text` 1–500 characters. 409 `qa_closed` when Q&A is off; 429 past `QA_QUESTION_LIMIT` questions per session per 10 minutes; 403 `banned`.',
    operationId: 'askQuestion',
    tags: ['Questions'],
    auth: 'required',
    params: sessionParams,
    body: questionCreate,
    responses: { 201: { description: 'The question', schema: item }, ...refusals, 409: { description: '`qa_closed`', schema: errorBody } },
    async handler({ auth, params, body }) {
      return { status: 201, body: await ctx.qa.ask(auth, params.id, body) };
    },
  });
  routes.add({
    method: 'get',
    path: '/sessions/:id/questions',
    summary: 'The questions of a session',
    description: '`top`: votes desc, then id; `new`: newest first. Hidden ones only for organizers; none across a block. Anonymous authors are null but for organizers.',
    operationId: 'listQuestions',
    tags: ['Questions'],
    auth: 'required',
    params: sessionParams,
    query: pageQuery.extend(questionListQuery.shape),
    responses: { 200: { description: 'A page of questions (`_embedded.question`)', schema: halPageOf('question', item).openapi('QuestionPage') }, ...refusals },
    async handler({ auth, params, query, req }) {
      const page = pageOf(query);
      const { items, total } = await ctx.qa.list(auth, params.id, query.sort ?? 'top', page);
      return { body: halPage(ctx.config, req, 'question', items, total, page) };
    },
  });
  routes.add({
    method: 'put',
    path: '/sessions/:id/questions/:qid/vote',
    summary: 'Vote for a question',
    description: '201 new, 204 already. One vote per user per question whatever the concurrency; 422 `own_question`.',
    operationId: 'voteForQuestion',
    tags: ['Questions'],
    auth: 'required',
    params: voteParams,
    responses: { 201: { description: 'Voted' }, 204: { description: 'Already voted' }, ...refusals },
    async handler({ auth, params }) {
      return { status: (await ctx.qa.vote(auth, params.id, params.qid)) ? 201 : 204 };
    },
  });
  routes.add({
    method: 'delete',
    path: '/sessions/:id/questions/:qid/vote',
    summary: 'Take back a vote',
    description: '204 whether or not there was one.',
    operationId: 'withdrawQuestionVote',
    tags: ['Questions'],
    auth: 'required',
    params: voteParams,
    responses: { 204: { description: 'No vote (any more)' }, ...refusals },
    async handler({ auth, params }) {
      await ctx.qa.unvote(auth, params.id, params.qid);
      return { status: 204 };
    },
  });
}
