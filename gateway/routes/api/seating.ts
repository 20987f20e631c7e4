import { isDeepStrictEqual } from 'node:util';
import type { Request, Response } from 'express';
import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { dataPage } from '../../envelopes.js';
import { rawJsonBody, SEATING_TEMPLATE_BODY_LIMIT } from '../../middleware/large-json.js';
import { RawJson, rawMember, stringifyWithRaw } from '../../raw-json.js';
import { dataOf, errorBody, idParam, paginationMeta, perPageOf, perPageQuery } from '../../schemas.js';
import type { SeatingTemplateRow } from '../../../server/organizer-tools/seating.js';
import { seatingTemplate as template, seatingTemplateInput, seatingTemplatePatch } from '../../../server/organizer-tools/schemas.js';

const idPath = z.object({ id: idParam });

/** The client's own text of `data` when it can be recovered from the body bytes; else the parsed value re-serialised. */
function dataText(req: Request, parsed: unknown): string {
  const raw = rawJsonBody(req);
  if (raw) {
    try {
      const span = rawMember(raw.toString('utf8'), 'data');
      if (span !== undefined && isDeepStrictEqual(JSON.parse(span), parsed)) return span;
    } catch {
      // fall through to the re-serialised value
    }
  }
  return JSON.stringify(parsed);
}

const view = (row: SeatingTemplateRow) => ({ id: row.id, title: row.title, data: new RawJson(row.data), published: row.published });

function send(res: Response, status: number, body: unknown): void {
  res.status(status).type('application/json').send(stringifyWithRaw(body));
}

export function seatingRoutes(routes: Routes): void {
  const { ctx } = routes;

  routes.add({
    method: 'post',
    path: '/seating/templates',
    summary: 'Create a seating template',
    description: 'Administrators only (the body is read only after that check: a guest gets 401 and anyone else 403 without the server reading it). `data` is any JSON (at most 1 MiB, 413 beyond), stored in a json column and returned deep-equal with its key order kept. `published` defaults to false.',
    operationId: 'createSeatingTemplate',
    tags: ['Seating'],
    auth: 'admin',
    body: seatingTemplateInput,
    // Up to 1 MiB of `data`, read only once the caller is known to be an administrator.
    largeBody: { limit: SEATING_TEMPLATE_BODY_LIMIT },
    responses: {
      201: { description: 'The template', schema: dataOf(template) },
      413: { description: '`data` is larger than 1 MiB', schema: errorBody },
    },
    async handler({ body, req, res }) {
      const row = await ctx.seating.createSeatingTemplate({ title: body.title, data: dataText(req, body.data), published: body.published });
      send(res, 201, { data: view(row) });
    },
  });

  routes.add({
    method: 'get',
    path: '/seating/templates',
    summary: 'List seating templates',
    description: 'Administrators see every template; everyone else only published ones. Newest first.',
    operationId: 'listSeatingTemplates',
    tags: ['Seating'],
    auth: 'required',
    query: perPageQuery,
    responses: { 200: { description: 'A page of templates', schema: z.object({ data: z.array(template), meta: paginationMeta }) } },
    async handler({ query, auth, req, res }) {
      const page = perPageOf(query);
      const { rows, total } = await ctx.seating.listVisibleSeatingTemplates(auth, page);
      send(res, 200, dataPage(ctx.config, req, rows.map(view), total, page));
    },
  });

  routes.add({
    method: 'get',
    path: '/seating/templates/:id',
    summary: 'A seating template',
    description: 'An unpublished template is 404 to everyone but administrators.',
    operationId: 'getSeatingTemplate',
    tags: ['Seating'],
    auth: 'required',
    params: idPath,
    responses: {
      200: { description: 'The template', schema: dataOf(template) },
      404: { description: 'Unknown, or unpublished and the caller is not an administrator', schema: errorBody },
    },
    async handler({ params, auth, res }) {
      const row = await ctx.seating.getSeatingTemplate(params.id, auth);
      send(res, 200, { data: view(row) });
    },
  });

  routes.add({
    method: 'patch',
    path: '/seating/templates/:id',
    summary: 'Edit, publish or unpublish a seating template',
    description: 'Administrators only. Any of `title`, `data` (replaced whole), `published`.',
    operationId: 'updateSeatingTemplate',
    tags: ['Seating'],
    auth: 'admin',
    params: idPath,
    body: seatingTemplatePatch,
    largeBody: { limit: SEATING_TEMPLATE_BODY_LIMIT },
    responses: {
      200: { description: 'The updated template', schema: dataOf(template) },
      404: { description: 'Unknown template', schema: errorBody },
      413: { description: '`data` is larger than 1 MiB', schema: errorBody },
    },
    async handler({ params, body, req, res }) {
      const row = await ctx.seating.editSeatingTemplate(params.id, {
        title: body.title,
        data: body.data === undefined ? undefined : dataText(req, body.data),
        published: body.published,
      });
      send(res, 200, { data: view(row) });
    },
  });

  routes.add({
    method: 'delete',
    path: '/seating/templates/:id',
    summary: 'Delete a seating template',
    description: 'Administrators only.',
    operationId: 'deleteSeatingTemplate',
    tags: ['Seating'],
    auth: 'admin',
    params: idPath,
    responses: {
      204: { description: 'Deleted' },
      404: { description: 'Unknown template', schema: errorBody },
    },
    async handler({ params }) {
      await ctx.seating.removeSeatingTemplate(params.id);
      return { status: 204 };
    },
  });
}
