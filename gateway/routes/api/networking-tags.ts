import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { errorBody, slugParam, organizerEventErrors } from '../../schemas.js';
import { tagList, tagsInput } from '../../../server/matchmaking/schemas.js';

/** The event's networking tags (CONTRACT 11), managed by its organizers. */
export function networkingTagRoutes(routes: Routes): void {
  const { ctx } = routes;
  const params = z.object({ slug: slugParam });
  const errors = organizerEventErrors;
  routes.add({
    method: 'get',
    path: '/events/:slug/networking/tags',
    summary: 'The event’s networking tags',
    description: 'Organizers of the event only; in the organizer’s order.',
    operationId: 'getEventNetworkingTags',
    tags: ['Matchmaking'],
    auth: 'required',
    params,
    responses: { 200: { description: 'The tags', schema: tagList }, ...errors },
    async handler({ params, auth }) {
      return { body: { data: await ctx.matchmaking.tagsForOrganizer(auth.userId, params.slug) } };
    },
  });
  routes.add({
    method: 'put',
    path: '/events/:slug/networking/tags',
    summary: 'Replace the event’s networking tags',
    description:
      'The whole list (at most 200, slugs unique, `^[a-z0-9][a-z0-9-]{0,39}$`, titles 1–80 characters) in display order. ' +
      'A tag left out is removed from every attendee’s networking profile.',
    operationId: 'replaceEventNetworkingTags',
    tags: ['Matchmaking'],
    auth: 'required',
    params,
    body: tagsInput,
    responses: { 200: { description: 'The stored list', schema: tagList }, ...errors, 422: { description: 'A bad slug or title, a duplicate slug, more than 200', schema: errorBody } },
    async handler({ params, auth, body }) {
      return { body: { data: await ctx.matchmaking.replaceTags(auth.userId, params.slug, body.tags) } };
    },
  });
}
