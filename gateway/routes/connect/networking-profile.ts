import type { Routes } from '../../route.js';
import { errorBody } from '../../schemas.js';
import { networkingProfileInput, ownNetworkingProfile, tagList } from '../../../server/matchmaking/schemas.js';

const forbidden = { description: 'event_token_required, or not_event_participant', schema: errorBody };

/** Tags and the caller's networking profile in the token's event (CONTRACT 11). */
export function networkingProfileRoutes(routes: Routes): void {
  const { ctx } = routes;
  routes.add({
    method: 'get',
    path: '/networking/tags',
    summary: 'The networking tags of the token’s event',
    description: 'In the organizer’s order.',
    operationId: 'listNetworkingTags',
    tags: ['Matchmaking'],
    auth: 'required',
    responses: { 200: { description: 'The tags', schema: tagList }, 403: forbidden },
    async handler({ auth }) {
      return { body: { data: await ctx.matchmaking.tags(auth) } };
    },
  });
  routes.add({
    method: 'get',
    path: '/event/networking-profile',
    summary: 'Your networking profile in the token’s event',
    description: 'Interests, what you look for and offer (tag slugs), whether you take meeting requests (default true), and whether exhibitors holding a lead of yours see your contact (`share_contact_with_exhibitors`, default false).',
    operationId: 'getNetworkingProfile',
    tags: ['Matchmaking'],
    auth: 'required',
    responses: { 200: { description: 'The profile', schema: ownNetworkingProfile }, 403: forbidden },
    async handler({ auth }) {
      return { body: await ctx.matchmaking.profile(auth) };
    },
  });
  routes.add({
    method: 'put',
    path: '/event/networking-profile',
    summary: 'Replace your networking profile in the token’s event',
    description: 'Each list at most 10 of the event’s tag slugs; an unknown slug → 422 naming it. `share_contact_with_exhibitors` is not part of it (PATCH changes it) and stays as it is.',
    operationId: 'replaceNetworkingProfile',
    tags: ['Matchmaking'],
    auth: 'required',
    body: networkingProfileInput,
    responses: { 200: { description: 'The stored profile', schema: ownNetworkingProfile }, 403: forbidden, 422: { description: 'An unknown tag (named), more than 10', schema: errorBody } },
    async handler({ auth, body }) {
      return { body: await ctx.matchmaking.saveProfile(auth, body) };
    },
  });
}
