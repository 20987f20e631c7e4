import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { dataOf, errorBody, halPageOf, idParam, organizerEventErrors, slugPath } from '../../schemas.js';
import { answerLeads, LEADS_FORMAT_DESCRIPTION, leadsFormatQuery } from '../shared/leads-export.js';
import { exhibitorInput, exhibitorItem, leadItem, exhibitorPatch, exhibitorWithCounts, questionsInput } from '../../../server/exhibitors/schemas.js';

/** Exhibitors of an event, for its organizers (CONTRACT 20): booth, staff, qualifying questions, lead counts. */

const exhibitorPath = slugPath.extend({ id: idParam });
const staffPath = exhibitorPath.extend({ user_id: idParam });
const notFoundDoc = { description: 'Unknown event, or no such exhibitor of it (`exhibitor_not_found`)', schema: errorBody };
const tags = ['Exhibitors'];

export function exhibitorRoutes(routes: Routes): void {
  const { ctx } = routes;

  routes.add({
    method: 'post',
    path: '/events/:slug/exhibitors',
    summary: 'Add an exhibitor (organizers)',
    description: '`name` (1–200 characters), optional `description`, `logo` (an http(s) URL) and `booth`. Staff and qualifying questions are set apart.',
    operationId: 'createExhibitor',
    tags,
    auth: 'required',
    params: slugPath,
    body: exhibitorInput,
    responses: { 201: { description: 'The exhibitor', schema: dataOf(exhibitorItem) }, ...organizerEventErrors, 422: { description: 'A bad field', schema: errorBody } },
    async handler({ auth, params, body }) {
      return { status: 201, body: { data: await ctx.exhibitors.create(auth.userId, params.slug, body) } };
    },
  });

  routes.add({
    method: 'get',
    path: '/events/:slug/exhibitors',
    summary: 'The event’s exhibitors with their lead counts (organizers)',
    description: 'Oldest first; `leads` is the number of leads each exhibitor holds (the leads themselves go to its staff only).',
    operationId: 'listEventExhibitors',
    tags,
    auth: 'required',
    params: slugPath,
    responses: { 200: { description: 'The exhibitors', schema: dataOf(z.array(exhibitorWithCounts)) }, ...organizerEventErrors },
    async handler({ auth, params }) {
      return { body: { data: await ctx.exhibitors.listForOrganizer(auth.userId, params.slug) } };
    },
  });

  routes.add({
    method: 'get',
    path: '/events/:slug/exhibitors/:id',
    summary: 'One exhibitor with its lead count (organizers)',
    operationId: 'getEventExhibitor',
    tags,
    auth: 'required',
    params: exhibitorPath,
    responses: { 200: { description: 'The exhibitor', schema: dataOf(exhibitorWithCounts) }, 403: organizerEventErrors[403], 404: notFoundDoc },
    async handler({ auth, params }) {
      return { body: { data: await ctx.exhibitors.getForOrganizer(auth.userId, params.slug, params.id) } };
    },
  });

  routes.add({
    method: 'get',
    path: '/events/:slug/exhibitors/:id/leads',
    summary: 'An exhibitor’s leads (organizers)',
    description: 'The same list its booth staff read (`GET {connect_url}/exhibitors/{id}/leads`), oldest capture first. ' + LEADS_FORMAT_DESCRIPTION,
    operationId: 'listEventExhibitorLeads',
    tags,
    auth: 'required',
    params: exhibitorPath,
    query: leadsFormatQuery,
    responses: { 200: { description: 'The leads (or the CSV, or the vCards)', schema: halPageOf('leads', leadItem) }, 403: organizerEventErrors[403], 404: notFoundDoc, 422: { description: 'A bad format', schema: errorBody } },
    async handler({ auth, params, query, req, res }) {
      return answerLeads(ctx.config, req, res, params.id, query.format, await ctx.exhibitors.leadsForOrganizer(auth.userId, params.slug, params.id));
    },
  });

  routes.add({
    method: 'patch',
    path: '/events/:slug/exhibitors/:id',
    summary: 'Change an exhibitor (organizers)',
    description: 'Any of `name`, `description`, `logo`, `booth`; `null` clears an optional field.',
    operationId: 'updateExhibitor',
    tags,
    auth: 'required',
    params: exhibitorPath,
    body: exhibitorPatch,
    responses: { 200: { description: 'The exhibitor', schema: dataOf(exhibitorItem) }, 403: organizerEventErrors[403], 404: notFoundDoc, 422: { description: 'A bad field', schema: errorBody } },
    async handler({ auth, params, body }) {
      return { body: { data: await ctx.exhibitors.update(auth.userId, params.slug, params.id, body) } };
    },
  });

  routes.add({
    method: 'delete',
    path: '/events/:slug/exhibitors/:id',
    summary: 'Remove an exhibitor (organizers)',
    description: 'Its staff and leads go with it.',
    operationId: 'deleteExhibitor',
    tags,
    auth: 'required',
    params: exhibitorPath,
    responses: { 204: { description: 'Removed' }, 403: organizerEventErrors[403], 404: notFoundDoc },
    async handler({ auth, params }) {
      await ctx.exhibitors.remove(auth.userId, params.slug, params.id);
      return { status: 204 };
    },
  });

  routes.add({
    method: 'put',
    path: '/events/:slug/exhibitors/:id/staff/:user_id',
    summary: 'Add booth staff (organizers)',
    description: 'No body. The user must take part in the event (a valid ticket, or a member of its organization): 422 `staff_not_participant` otherwise. 201 when added, 200 when already staff.',
    operationId: 'addExhibitorStaff',
    tags,
    auth: 'required',
    params: staffPath,
    responses: {
      200: { description: 'Already staff', schema: dataOf(exhibitorItem) },
      201: { description: 'Added', schema: dataOf(exhibitorItem) },
      403: organizerEventErrors[403],
      404: { description: 'Unknown event, exhibitor or user', schema: errorBody },
      422: { description: '`staff_not_participant`', schema: errorBody },
    },
    async handler({ auth, params }) {
      const { exhibitor, created } = await ctx.exhibitors.addStaff(auth.userId, params.slug, params.id, params.user_id);
      return { status: created ? 201 : 200, body: { data: exhibitor } };
    },
  });

  routes.add({
    method: 'delete',
    path: '/events/:slug/exhibitors/:id/staff/:user_id',
    summary: 'Remove booth staff (organizers)',
    description: 'Idempotent: 204 whether or not the user was staff.',
    operationId: 'removeExhibitorStaff',
    tags,
    auth: 'required',
    params: staffPath,
    responses: { 204: { description: 'Not staff (any more)' }, 403: organizerEventErrors[403], 404: notFoundDoc },
    async handler({ auth, params }) {
      await ctx.exhibitors.removeStaff(auth.userId, params.slug, params.id, params.user_id);
      return { status: 204 };
    },
  });

  routes.add({
    method: 'put',
    path: '/events/:slug/exhibitors/:id/questions',
    summary: 'Replace the exhibitor’s qualifying questions (organizers)',
    description:
      'At most 20 questions, each as a survey question: `title`, `type` (`text`, `single`, `multiple`), `options` (2–50 distinct, for single and multiple), `required`. ' +
      'Ids are given in order from 1; leads answer them by `question_id`.',
    operationId: 'replaceExhibitorQuestions',
    tags,
    auth: 'required',
    params: exhibitorPath,
    body: questionsInput,
    responses: { 200: { description: 'The exhibitor with its questions', schema: dataOf(exhibitorItem) }, 403: organizerEventErrors[403], 404: notFoundDoc, 422: { description: 'A bad question', schema: errorBody } },
    async handler({ auth, params, body }) {
      return { body: { data: await ctx.exhibitors.setQuestions(auth.userId, params.slug, params.id, body) } };
    },
  });
}
