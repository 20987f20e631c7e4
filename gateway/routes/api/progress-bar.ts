import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { errorBody, slugParam } from '../../schemas.js';
import { progressBarItem as item } from '../../../server/organizer-tools/schemas.js';

export function progressBarRoutes(routes: Routes): void {
  const { ctx } = routes;
  routes.add({
    method: 'get',
    path: '/events/:slug/progress-bar',
    summary: 'The organizer checklist (seed 2.14)',
    description:
      'Organizers of the event only. Six items in display order: `description` (a description widget with text), `invitation_email` and ' +
      '`sales_collaboration` (enabled in the event settings), `advertising` (the event has an advertising order, whatever its status), ' +
      "`logo_and_cover` (the organization has both), `survey` (the event has a survey). Texts and links are the client's.",
    operationId: 'getEventProgressBar',
    tags: ['Organizer tools'],
    auth: 'required',
    params: z.object({ slug: slugParam }),
    responses: {
      200: { description: 'The checklist', schema: z.object({ data: z.array(item) }) },
      403: { description: 'Not an organizer of the event', schema: errorBody },
      404: { description: 'Unknown event (`not_found`; `slug_changed` with `new_slug` for an old slug)', schema: errorBody },
    },
    async handler({ params, auth }) {
      return { body: { data: await ctx.progressBar.progressBar(auth.userId, params.slug) } };
    },
  });
}
