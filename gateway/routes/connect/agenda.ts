import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { errorBody, idParam } from '../../schemas.js';
import { agendaItem } from '../../../server/sessions/schemas.js';

const params = z.object({ id: idParam });

export function agendaRoutes(routes: Routes): void {
  const { ctx } = routes;
  routes.add({
    method: 'put',
    path: '/agenda/sessions/:id',
    summary: 'Save a session in your agenda (CONTRACT 12)',
    description: 'Event-bound token. 201 when new, 204 when already saved; 404 for a session of another event.',
    operationId: 'addAgendaSession',
    tags: ['Agenda'],
    auth: 'required',
    params,
    responses: {
      201: { description: 'Saved' },
      204: { description: 'Already saved' },
      403: { description: 'Not an event-bound token, or no longer a participant', schema: errorBody },
      404: { description: 'No such session in the token’s event', schema: errorBody },
    },
    async handler({ auth, params }) {
      return { status: (await ctx.agenda.save(auth, params.id)) ? 201 : 204 };
    },
  });
  routes.add({
    method: 'delete',
    path: '/agenda/sessions/:id',
    summary: 'Remove a session from your agenda',
    description: 'Event-bound token. 204 whether or not it was saved; 404 for a session of another event.',
    operationId: 'removeAgendaSession',
    tags: ['Agenda'],
    auth: 'required',
    params,
    responses: {
      204: { description: 'Not in the agenda (any more)' },
      403: { description: 'Not an event-bound token, or no longer a participant', schema: errorBody },
      404: { description: 'No such session in the token’s event', schema: errorBody },
    },
    async handler({ auth, params }) {
      await ctx.agenda.remove(auth, params.id);
      return { status: 204 };
    },
  });
  routes.add({
    method: 'get',
    path: '/agenda',
    summary: 'Your agenda: saved sessions (and accepted meetings) by time, overlaps marked',
    description: 'Event-bound token. `conflicts` lists the other items each item overlaps.',
    operationId: 'getAgenda',
    tags: ['Agenda'],
    auth: 'required',
    responses: {
      200: { description: 'The agenda', schema: z.object({ data: z.array(agendaItem) }) },
      403: { description: 'Not an event-bound token, or no longer a participant', schema: errorBody },
    },
    async handler({ auth }) {
      return { body: { data: await ctx.agenda.list(auth) } };
    },
  });
}
