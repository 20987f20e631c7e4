import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { dataPage, publicBase } from '../../envelopes.js';
import { dataOf, errorBody, idParam, paginationMeta, perPageOf, perPageQuery, slugPath, organizerEventErrors } from '../../schemas.js';
import { advertisingOrder, discount, discountInput, retargetingOrderInput, retargetingQuote, retargetingSelection } from '../../../server/organizer-tools/schemas.js';
import { payment, paymentCreate } from '../../../server/sales/schemas.js';

const adOrderPath = slugPath.extend({ id: idParam });

/** How the retargeting order is paid (CONTRACT 15, last bullet), said once for the three routes. */
const PAYMENT_DOC =
  'Paid through the same providers as ticket orders (PAYMENT_PROVIDERS; `provider` picks one, else the first): `payment.action` is what the buyer follows — ' +
  '`{type: "redirect", url}` to the `test` sandbox page (Pay / Fail) or to ZarinPal’s StartPay, `{type: "client_secret", value}` for Stripe.js, null for `manual` (a bank transfer an administrator confirms). ' +
  'The order becomes `paid` (with `paid_at`) when the provider confirms: the `test` page’s Pay button, Stripe’s `payment_intent.succeeded` webhook (`POST /api/payments/stripe/webhook`), ZarinPal’s verified callback (`GET /api/payments/zarinpal/callback`). ' +
  'Duplicated, replayed or out-of-order messages change it once; a second attempt confirmed after the order is paid is refunded at its provider. ' +
  'Towards the providers the order is named `AD-<id>`.';

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
      'Organizers of the event only; same selection and checks as the calculator, plus `provider?`. The order is created `pending` at the current prices (an order of 0 is `paid` at once, with no payment). ' +
      'A discount code is used once per order, atomically: when its last use is taken by a concurrent order the request is 422 and nothing is stored. ' +
      PAYMENT_DOC +
      ' A provider that fails or times out leaves the order pending with a `failed` payment and answers 502 `payment_provider_unavailable`; retry with `POST /events/{slug}/advertise/{id}/payments`.',
    operationId: 'orderAdvertising',
    tags: ['Advertising'],
    auth: 'required',
    params: slugPath,
    body: retargetingOrderInput,
    responses: {
      201: { description: 'The order, with its payment', schema: dataOf(advertisingOrder) },
      ...organizerEventErrors,
      502: { description: 'The provider failed or timed out (`payment_provider_unavailable`)', schema: errorBody },
    },
    async handler({ params, body, auth, req }) {
      return { status: 201, body: { data: await ctx.advertising.orderRetargeting(auth.userId, params.slug, body, publicBase(ctx.config, req)) } };
    },
  });

  routes.add({
    method: 'get',
    path: '/events/:slug/advertise/:id',
    summary: 'A retargeting order and its payment',
    description: 'Organizers of the event only; 404 for an order of another event. `payment` is the newest attempt. ' + PAYMENT_DOC,
    operationId: 'getAdvertisingOrder',
    tags: ['Advertising'],
    auth: 'required',
    params: adOrderPath,
    responses: { 200: { description: 'The order', schema: dataOf(advertisingOrder) }, ...organizerEventErrors },
    async handler({ params, auth }) {
      return { body: { data: await ctx.advertising.getRetargetingOrder(auth.userId, params.slug, params.id) } };
    },
  });

  routes.add({
    method: 'post',
    path: '/events/:slug/advertise/:id/payments',
    summary: 'A new payment attempt on a pending retargeting order',
    description: 'Organizers of the event only. Open attempts of the order are canceled and a new one is created at `provider` (else the first enabled). ' + PAYMENT_DOC,
    operationId: 'payAdvertisingOrder',
    tags: ['Advertising'],
    auth: 'required',
    params: adOrderPath,
    body: paymentCreate,
    responses: {
      201: { description: 'The attempt, with its `action`', schema: dataOf(payment) },
      ...organizerEventErrors,
      409: { description: '`order_not_pending` (already paid)', schema: errorBody },
      502: { description: '`payment_provider_unavailable`', schema: errorBody },
    },
    async handler({ params, body, auth, req }) {
      return { status: 201, body: { data: await ctx.advertising.payRetargetingOrder(auth.userId, params.slug, params.id, body.provider, publicBase(ctx.config, req)) } };
    },
  });

  routes.add({
    method: 'post',
    path: '/advertise/:id/confirm-payment',
    summary: 'Confirm a manual payment of a retargeting order (administrators)',
    description:
      'The platform sells the package, so its administrators (not the event’s organizers, who are the buyers) confirm a `manual` attempt (a bank transfer received): the order becomes `paid` once; a repeat changes nothing.',
    operationId: 'confirmAdvertisingPayment',
    tags: ['Advertising'],
    auth: 'admin',
    params: z.object({ id: idParam }),
    responses: {
      200: { description: 'The order', schema: dataOf(advertisingOrder) },
      404: { description: 'No such order', schema: errorBody },
      409: { description: '`order_not_pending` (already paid) or `payment_not_manual`', schema: errorBody },
    },
    async handler({ params }) {
      return { body: { data: await ctx.advertising.confirmManualPayment(params.id) } };
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
