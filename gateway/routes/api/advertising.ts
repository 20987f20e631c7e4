import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { dataPage } from '../../envelopes.js';
import { dataOf, errorBody, paginationMeta, perPageOf, perPageQuery, slugPath, organizerEventErrors } from '../../schemas.js';
import { advertisingOrder, discount, discountInput, retargetingQuote, retargetingSelection } from '../../../server/organizer-tools/schemas.js';

export function advertisingRoutes(routes: Routes): void {
  const { ctx } = routes;

  routes.add({
    method: 'post',
    path: '/events/:slug/advertise_calculator',
    summary: 'Price a retargeting selection',
    description:
      "Organizers of the event only. Prices come from the package's items in the database; a percent discount is rounded down, an amount discount is capped at the subtotal. " +
      'Unknown item codes (`field` `retargeting.list.N`), unknown, expired or used-up discount codes (`retargeting.discount_id`) are 422. Nothing is stored.',
    operationId: 'priceAdvertising',
    tags: ['Advertising'],
    auth: 'required',
    params: slugPath,
    body: retargetingSelection,
    responses: { 200: { description: 'The price', schema: dataOf(retargetingQuote) }, ...organizerEventErrors },
    async handler({ params, body, auth }) {
      return { body: { data: await ctx.advertising.calculateRetargeting(auth.userId, params.slug, body.retargeting) } };
    },
  });

  routes.add({
    method: 'post',
    path: '/events/:slug/advertise',
    summary: 'Order a retargeting package',
    description:
      'Organizers of the event only; same body and checks as the calculator. The order is created `pending` at the current prices. ' +
      'A discount code is used once per order, atomically: when its last use is taken by a concurrent order the request is 422 and nothing is stored.',
    operationId: 'orderAdvertising',
    tags: ['Advertising'],
    auth: 'required',
    params: slugPath,
    body: retargetingSelection,
    responses: { 201: { description: 'The order', schema: dataOf(advertisingOrder) }, ...organizerEventErrors },
    async handler({ params, body, auth }) {
      return { status: 201, body: { data: await ctx.advertising.orderRetargeting(auth.userId, params.slug, body.retargeting) } };
    },
  });

  routes.add({
    method: 'post',
    path: '/discounts',
    summary: 'Create a discount code',
    description: 'Administrators only. Exactly one of `percent` (1–100) or `amount`; optional `expires_at` (future) and `max_uses`.',
    operationId: 'createDiscount',
    tags: ['Advertising'],
    auth: 'admin',
    body: discountInput,
    responses: {
      201: { description: 'The discount', schema: dataOf(discount) },
      409: { description: 'The code exists already', schema: errorBody },
    },
    async handler({ body }) {
      return { status: 201, body: { data: await ctx.advertising.createDiscount(body) } };
    },
  });

  routes.add({
    method: 'get',
    path: '/discounts',
    summary: 'List discount codes',
    description: 'Administrators only; newest first, with how often each was used.',
    operationId: 'listDiscounts',
    tags: ['Advertising'],
    auth: 'admin',
    query: perPageQuery,
    responses: { 200: { description: 'A page of discounts', schema: z.object({ data: z.array(discount), meta: paginationMeta }) } },
    async handler({ query, req }) {
      const page = perPageOf(query);
      const { items, total } = await ctx.advertising.discountsPage(page);
      return { body: dataPage(ctx.config, req, items, total, page) };
    },
  });
}
