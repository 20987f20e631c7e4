import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { errorBody, halPageOf, idParam } from '../../schemas.js';
import { halPage } from '../../envelopes.js';
import { pageOf, pageQuery } from './networking-schemas.js';
import { pollItem, pollVote, questionCreate, questionItem, questionListQuery } from '../../../server/qa/schemas.js';

// The area's items as declared in server/qa/schemas.ts: their `meta({id})` names the OpenAPI components.
const item = questionItem;
const poll = pollItem;
const sessionParams = z.object({ id: idParam });
const voteParams = z.object({ id: idParam, qid: idParam });
const refusals = {
  403: { description: 'Not an event-bound token, no longer a participant, or `banned`', schema: errorBody },
  404: { description: 'No such session (or question) in the token’s event', schema: errorBody },
};
/** Reading and moderating a session's Q&A: an organizer of its event may also use a token without an event. */
const moderationRefusals = {
  403: { description: 'Not an event-bound token (unless an organizer of the session’s event), no longer a participant', schema: errorBody },
  404: refusals[404],
};
const ownLogin = ' Organizers of the session’s event may call this with their own login (a token not bound to an event), as they moderate.';

export function questionRoutes(routes: Routes): void {
  const { ctx } = routes;
  routes.add({
    method: 'post',
    path: '/sessions/:id/questions',
    summary: 'Ask a question in a session (CONTRACT 12)',
    description:
      '`text` 1–500 characters. 409 `qa_closed` when Q&A is off; 429 `rate_limited` past `QA_QUESTION_LIMIT` questions per session per 10 minutes ' +
      '(exact under concurrency, on any node: the count and the insert run under one lock per user and session); 403 `banned`.',
    operationId: 'askQuestion',
    tags: ['Questions'],
    auth: 'required',
    params: sessionParams,
    body: questionCreate,
    responses: {
      201: { description: 'The question', schema: item },
      ...refusals,
      409: { description: '`qa_closed`', schema: errorBody },
      429: { description: '`rate_limited`: `QA_QUESTION_LIMIT` questions in this session in the last 10 minutes (`Retry-After`)', schema: errorBody },
    },
    async handler({ auth, params, body }) {
      return { status: 201, body: await ctx.qa.ask(auth, params.id, body) };
    },
  });
  routes.add({
    method: 'get',
    path: '/sessions/:id/questions',
    summary: 'The questions of a session',
    description:
      '`top`: votes desc, then id; `new`: newest first. Hidden ones only for organizers; none across a block. Anonymous authors are null but for organizers. ' +
      '`_links.next` carries `page` and a keyset cursor `after`: following it reads the next page from the index after the last question shown (no OFFSET), ' +
      'so deep pages of a busy hall stay cheap; `page` alone (no `after`) still works up to 10,000 questions deep (422 naming `page` beyond: follow the next link).' +
      ownLogin,
    operationId: 'listQuestions',
    tags: ['Questions'],
    auth: 'required',
    params: sessionParams,
    query: pageQuery.extend(questionListQuery.shape),
    responses: { 200: { description: 'A page of questions (`_embedded.question`)', schema: halPageOf('question', item).openapi('QuestionPage') }, ...moderationRefusals },
    async handler({ auth, params, query, req }) {
      const page = pageOf(query);
      const { items, total, next } = await ctx.qa.list(auth, params.id, query.sort ?? 'top', page, query.after);
      const body = halPage(ctx.config, req, 'question', items, total, page);
      if (next !== undefined && body._links.next) {
        // The next page starts after the last question shown (keyset), whatever its number says.
        const url = new URL(body._links.next.href);
        url.searchParams.set('after', next);
        body._links.next = { href: url.toString() };
      } else {
        delete body._links.next;
      }
      // `last` is a numbered page: never the cursor this request came with.
      if (body._links.last) {
        const last = new URL(body._links.last.href);
        last.searchParams.delete('after');
        body._links.last = { href: last.toString() };
      }
      return { body };
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
  routes.add({
    method: 'delete',
    path: '/sessions/:id/questions/:qid',
    operationId: 'deleteQuestion',
    summary: 'Delete a question (its author, or an organizer of the event)',
    description: 'Its votes go with it. Pushes `question:deleted {id}` to the session’s room. 403 `not_author` for anyone else.' + ownLogin,
    tags: ['Questions'],
    auth: 'required',
    params: voteParams,
    responses: { 204: { description: 'Deleted' }, ...moderationRefusals, 403: { description: moderationRefusals[403].description + ', or `not_author`', schema: errorBody } },
    async handler({ auth, params }) {
      await ctx.qa.remove(auth, params.id, params.qid);
      return { status: 204 };
    },
  });
  routes.add({
    method: 'get',
    path: '/sessions/:id/polls',
    operationId: 'listPolls',
    summary: 'The polls of a session (CONTRACT 12)',
    description: 'Open and closed ones (drafts too for organizers), by id, with their counts and `my_options`, the caller’s current choice.' + ownLogin,
    tags: ['Polls'],
    auth: 'required',
    params: sessionParams,
    responses: { 200: { description: 'The polls', schema: z.object({ data: z.array(poll) }) }, ...moderationRefusals },
    async handler({ auth, params }) {
      return { body: { data: await ctx.qa.polls(auth, params.id) } };
    },
  });
  routes.add({
    method: 'put',
    path: '/polls/:pid/vote',
    operationId: 'votePoll',
    summary: 'Vote in a poll (CONTRACT 12)',
    description:
      '`options`: option indexes (from 0). Replaces the caller’s earlier choice while the poll is open; several indexes only when `multiple` ' +
      '(422 `single_choice`), each once, each an index of the poll (422 `bad_option`). 409 `poll_closed`, or `poll_not_open` for a draft (not listed to attendees); 403 `banned`. ' +
      'Counts move in the same statement as the ballot, so they always equal the stored ballots.',
    tags: ['Polls'],
    auth: 'required',
    params: z.object({ pid: idParam }),
    body: pollVote,
    responses: {
      200: { description: 'The poll with its counts', schema: poll },
      ...refusals,
      409: { description: '`poll_closed` or `poll_not_open`', schema: errorBody },
    },
    async handler({ auth, params, body }) {
      return { body: await ctx.qa.votePoll(auth, params.pid, body.options) };
    },
  });
}
