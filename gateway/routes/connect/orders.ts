import type { Routes } from '../../route.js';
import { halPage } from '../../envelopes.js';
import { halPageOf } from '../../schemas.js';
import { order } from '../../../server/sales/schemas.js';
import { pageOf, pageQuery } from './networking-schemas.js';

/** The caller's orders (CONTRACT 15) on {connect_url}. */
export function orderRoutes(routes: Routes): void {
  const { ctx } = routes;
  routes.add({
    method: 'get',
    path: '/orders',
    summary: 'The caller’s orders',
    description: 'Every order the caller placed, newest first, with its tickets and latest payment.',
    operationId: 'listMyOrders',
    tags: ['Sales'],
    auth: 'required',
    query: pageQuery,
    responses: { 200: { description: 'A page of order', schema: halPageOf('order', order) } },
    async handler({ auth, query, req }) {
      const page = pageOf(query);
      const { items, total } = await ctx.sales.listMyOrders(auth.userId, page);
      return { body: halPage(ctx.config, req, 'order', items, total, page) };
    },
  });
}
