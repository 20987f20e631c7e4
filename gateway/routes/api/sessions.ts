import { createHash } from 'node:crypto';
import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { errorBody, idParam, slugParam, organizerEventErrors } from '../../schemas.js';
import { pollCreate, pollItem as pollSchema, pollStatusPatch, questionItem as questionSchema, questionStatusPatch } from '../../../server/qa/schemas.js';
import { sessionCreate, sessionItem, sessionListQuery, sessionPatch } from '../../../server/sessions/schemas.js';

const item = sessionItem;
const sessionPath = z.object({ slug: slugParam, id: idParam });

/** A strong validator of the body as sent: equal bodies, equal tags (RFC 9110 8.8.3). */
const etagOf = (body: unknown) => `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;

const matches = (header: string | undefined, etag: string) =>
  header !== undefined && (header.trim() === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag));

export function sessionRoutes(routes: Routes): void {
  const { ctx } = routes;
  routes.add({
    method: 'post',
    path: '/events/:slug/sessions',
    summary: 'Add a session to the programme (CONTRACT 12)',
    description:
      "Organizers of the event. `description` is HTML sanitized like widgets; `starts_at` < `ends_at`, both within the event's dates (422). " +
      "`tags` are slugs of the event's tags. Pushes `session:updated {id}` to the event's room.",
    operationId: 'createSession',
    tags: ['Sessions'],
    auth: 'required',
    params: z.object({ slug: slugParam }),
    body: sessionCreate,
    responses: {
      201: { description: 'The session', schema: item },
      ...organizerEventErrors,
    },
    async handler({ params, body, auth }) {
      return { status: 201, body: await ctx.sessions.create(auth.userId, params.slug, body) };
    },
  });
  routes.add({
    method: 'get',
    path: '/events/:slug/sessions',
    summary: "The event's sessions (CONTRACT 12)",
    description: 'Anyone, guests too. By `starts_at`, then `id`; `date` (UTC day), `room` and `tag` filter. Items carry `saved` for an authenticated participant. Carries an `ETag`; `If-None-Match` → 304.',
    operationId: 'listSessions',
    tags: ['Sessions'],
    auth: 'optional',
    params: z.object({ slug: slugParam }),
    query: sessionListQuery,
    responses: {
      200: { description: 'The sessions', schema: z.object({ data: z.array(item) }) },
      304: { description: 'Unchanged since the `ETag` sent in `If-None-Match`' },
      404: { description: 'Unknown event', schema: errorBody },
    },
    async handler({ params, query, req, auth }) {
      const body = { data: await ctx.sessions.list(params.slug, query, auth?.userId) };
      const etag = etagOf(body);
      if (matches(req.get('if-none-match'), etag)) return { status: 304, headers: { ETag: etag, 'Cache-Control': 'no-cache', Vary: 'Authorization' } };
      return { body, headers: { ETag: etag, 'Cache-Control': 'no-cache', Vary: 'Authorization' } };
    },
  });
  routes.add({
    method: 'get',
    path: '/events/:slug/sessions/:id',
    summary: 'One session (CONTRACT 12)',
    description: 'Anyone, guests too. A session of another event is 404. Carries `saved` for an authenticated participant, as the list does.',
    operationId: 'getSession',
    tags: ['Sessions'],
    auth: 'optional',
    params: sessionPath,
    responses: {
      200: { description: 'The session', schema: item },
      404: { description: 'Unknown event or session', schema: errorBody },
    },
    async handler({ params, auth }) {
      return { body: await ctx.sessions.get(params.slug, params.id, auth?.userId), headers: { Vary: 'Authorization' } };
    },
  });
  routes.add({
    method: 'patch',
    path: '/events/:slug/sessions/:id',
    summary: 'Change a session (CONTRACT 12)',
    description: 'Organizers of the event; the same rules as creating, `qa_enabled` too. Pushes `session:updated {id}`.',
    operationId: 'updateSession',
    tags: ['Sessions'],
    auth: 'required',
    params: sessionPath,
    body: sessionPatch,
    responses: {
      200: { description: 'The session', schema: item },
      403: { description: 'Not an organizer of the event', schema: errorBody },
      404: { description: 'Unknown event or session', schema: errorBody },
    },
    async handler({ params, body, auth }) {
      return { body: await ctx.sessions.update(auth.userId, params.slug, params.id, body) };
    },
  });
  routes.add({
    method: 'delete',
    path: '/events/:slug/sessions/:id',
    summary: 'Delete a session (CONTRACT 12)',
    description: 'Organizers of the event. Pushes `session:deleted {id}`.',
    operationId: 'deleteSession',
    tags: ['Sessions'],
    auth: 'required',
    params: sessionPath,
    responses: {
      204: { description: 'Deleted' },
      403: { description: 'Not an organizer of the event', schema: errorBody },
      404: { description: 'Unknown event or session', schema: errorBody },
    },
    async handler({ params, auth }) {
      await ctx.sessions.remove(auth.userId, params.slug, params.id);
      return { status: 204 };
    },
  });
  routes.add({
    method: 'patch',
    path: '/events/:slug/sessions/:id/questions/:qid',
    summary: 'Moderate a question (CONTRACT 12)',
    description: 'Organizers of the event: `status` open, answered or hidden (hidden ones never reach attendees).',
    operationId: 'moderateQuestion',
    tags: ['Questions'],
    auth: 'required',
    params: z.object({ slug: slugParam, id: idParam, qid: idParam }),
    body: questionStatusPatch,
    responses: {
      200: { description: 'The question', schema: questionSchema },
      403: { description: 'Not an organizer of the event', schema: errorBody },
      404: { description: 'Unknown event, session or question', schema: errorBody },
    },
    async handler({ params, body, auth }) {
      return { body: await ctx.qa.setStatus(auth.userId, params.slug, params.id, params.qid, body.status) };
    },
  });
  routes.add({
    method: 'delete',
    path: '/events/:slug/sessions/:id/questions/:qid',
    operationId: 'deleteEventQuestion',
    summary: 'Delete a question (organizers)',
    description: 'Organizers of the event; its votes go with it. Pushes `question:deleted {id}` to the session’s room.',
    tags: ['Questions'],
    auth: 'required',
    params: z.object({ slug: slugParam, id: idParam, qid: idParam }),
    responses: {
      204: { description: 'Deleted' },
      403: { description: 'Not an organizer of the event', schema: errorBody },
      404: { description: 'Unknown event, session or question', schema: errorBody },
    },
    async handler({ params, auth }) {
      await ctx.qa.removeAsOrganizer(auth.userId, params.slug, params.id, params.qid);
      return { status: 204 };
    },
  });
  routes.add({
    method: 'post',
    path: '/events/:slug/sessions/:id/polls',
    operationId: 'createPoll',
    summary: 'Add a poll to a session (CONTRACT 12)',
    description: 'Organizers of the event. 2–10 `options` (indexes from 0, in the order given); `multiple` allows several per voter. Starts as a `draft`, seen only by organizers.',
    tags: ['Polls'],
    auth: 'required',
    params: sessionPath,
    body: pollCreate,
    responses: {
      201: { description: 'The poll', schema: pollSchema },
      403: { description: 'Not an organizer of the event', schema: errorBody },
      404: { description: 'Unknown event or session', schema: errorBody },
    },
    async handler({ params, body, auth }) {
      return { status: 201, body: await ctx.qa.createPoll(auth.userId, params.slug, params.id, body) };
    },
  });
  routes.add({
    method: 'patch',
    path: '/events/:slug/sessions/:id/polls/:pid',
    operationId: 'updatePoll',
    summary: 'Open or close a poll (CONTRACT 12)',
    description: 'Organizers of the event: `open` (a draft, or a closed poll again) or `closed`; closing a draft is 409 `poll_not_open`. Pushes `poll:updated` to the session’s room.',
    tags: ['Polls'],
    auth: 'required',
    params: z.object({ slug: slugParam, id: idParam, pid: idParam }),
    body: pollStatusPatch,
    responses: {
      200: { description: 'The poll', schema: pollSchema },
      403: { description: 'Not an organizer of the event', schema: errorBody },
      404: { description: 'Unknown event, session or poll', schema: errorBody },
      409: { description: '`poll_not_open`', schema: errorBody },
    },
    async handler({ params, body, auth }) {
      return { body: await ctx.qa.setPollStatus(auth.userId, params.slug, params.id, params.pid, body.status) };
    },
  });
}
