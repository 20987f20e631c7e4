import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { errorBody, halPageOf, idParam, pageParam, pageSizeParam } from '../../schemas.js';
import { halPage } from '../../envelopes.js';
import { readyJsonNow } from '../../ready-json.js';
import { pageOf } from './networking-schemas.js';
import { recommendation } from '../../../server/matchmaking/schemas.js';
import { RECOMMENDATION_EXACT_COUNT } from '../../../server/matchmaking/service.js';

const recommendationPage = halPageOf('public_user', recommendation).openapi('RecommendationPage');
const forbidden = { description: 'event_token_required, or not_event_participant', schema: errorBody };

/** Whom to meet and why (CONTRACT 11). */
export function recommendationRoutes(routes: Routes): void {
  const { ctx } = routes;
  routes.add({
    method: 'get',
    path: '/event/recommendations',
    summary: 'People to meet in the token’s event',
    description:
      'Participants whose tags match yours: score = 3·|they_offer| + 3·|they_look_for| + |shared_interests|, only score > 0, by score then id. ' +
      'Never yourself, blocks either way, people out of the directory, non-participants, banned people, or people you dismissed. ' +
      'Every page is exact (the same people in the same order as the full list). ' +
      `\`_total_items\` is exact when at most ${RECOMMENDATION_EXACT_COUNT.toLocaleString('en-US')} people share a tag with you (all of them are checked), ` +
      'and on a page that reaches the end of the list. Otherwise it is an estimate from above: the people who share a tag with you, less those ' +
      'found left out among the ones checked for this page (people further down who are out of the directory, not participants, banned, blocked ' +
      'or dismissed are still counted), so the last pages may hold fewer items than `_total_items` promises and a page past the real end is empty; ' +
      'it is never below the real number, so `_links.next` is present whenever more follow.',
    operationId: 'listRecommendations',
    tags: ['Matchmaking'],
    auth: 'required',
    query: z.object({ page: pageParam, page_size: pageSizeParam('page_size') }).strict(),
    responses: { 200: { description: 'A page of recommendations', schema: recommendationPage }, 403: forbidden },
    async handler({ auth, query, req }) {
      const page = pageOf(query);
      const { items, total } = await ctx.matchmaking.recommendations(auth, page);
      // Sent as bytes compressed in one call, not streamed through the compression middleware (issue 24).
      return { ready: readyJsonNow(halPage(ctx.config, req, 'public_user', items, total, page)) };
    },
  });
  const params = z.object({ user_id: idParam });
  routes.add({
    method: 'post',
    path: '/event/recommendations/:user_id/dismiss',
    summary: 'Stop recommending a user',
    description: 'The user leaves the caller’s recommendations for this event (idempotent); the directory and chat are unaffected.',
    operationId: 'dismissRecommendation',
    tags: ['Matchmaking'],
    auth: 'required',
    params,
    responses: { 204: { description: 'Dismissed' }, 403: forbidden, 404: { description: 'user_not_found', schema: errorBody } },
    async handler({ auth, params }) {
      await ctx.matchmaking.dismiss(auth, params.user_id);
      return { status: 204 };
    },
  });
  routes.add({
    method: 'delete',
    path: '/event/recommendations/:user_id/dismiss',
    summary: 'Undo a dismissal',
    description: 'The user may be recommended to the caller again (idempotent).',
    operationId: 'undismissRecommendation',
    tags: ['Matchmaking'],
    auth: 'required',
    params,
    responses: { 204: { description: 'Recommended again when the tags match' }, 403: forbidden },
    async handler({ auth, params }) {
      await ctx.matchmaking.undismiss(auth, params.user_id);
      return { status: 204 };
    },
  });
}
