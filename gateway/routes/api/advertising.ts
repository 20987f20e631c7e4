import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { dataPage } from '../../envelopes.js';
import { dataOf, errorBody, paginationMeta, perPageOf, perPageQuery, slugPath, organizerEventErrors } from '../../schemas.js';

const itemCode = z.string().min(1).max(50).openapi({ example: '150C_45KV' });

const retargetingBody = z
  .object({
    retargeting: z
      .object({
        list: z
          .array(itemCode)
          .min(1)
          .max(20)
          .superRefine((list, ctx) => {
            list.forEach((code, i) => {
              if (list.indexOf(code) !== i) ctx.addIssue({ code: 'custom', path: [i], message: `"${code}" is listed twice; each item can be chosen once` });
            });
          })
          .openapi({ description: 'Item codes of the retargeting package: 150C_45KV, 250C_75KV, 350C_100KV, 500C_150KV.' }),
        discount_id: z.string().min(1).max(64).nullable().optional().openapi({ description: 'A discount code (case-insensitive).' }),
      })
      .strict()
      .openapi({ description: 'The package has no start-time and no tag options: unknown fields are refused with 422.' }),
  })
  .strict()
  .openapi('RetargetingSelection');

const pricedItem = z.object({ code: z.string(), price: z.number().int() });
const quote = z
  .object({
    package: z.literal('retargeting'),
    items: z.array(pricedItem),
    subtotal: z.number().int(),
    discount: z.number().int(),
    total: z.number().int(),
    discount_id: z.string().nullable(),
  })
  .openapi('RetargetingQuote');

const order = quote
  .extend({
    id: z.number().int(),
    event_id: z.number().int(),
    status: z.enum(['pending', 'paid', 'canceled']),
    created_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('AdvertisingOrder');

const discountInput = z
  .object({
    code: z
      .string()
      .regex(/^[A-Za-z0-9_-]{3,64}$/, 'must be 3 to 64 letters, digits, - or _')
      .openapi({ example: 'LAUNCH20', description: 'Stored in upper case; matched case-insensitively.' }),
    percent: z.number().int().min(1).max(100).optional(),
    amount: z.number().int().min(1).max(1_000_000_000).optional(),
    expires_at: z.iso
      .datetime({ offset: true })
      .transform((s) => new Date(s))
      .refine((d) => d.getTime() > Date.now(), 'must be in the future')
      .optional()
      .openapi({ type: 'string', format: 'date-time' }),
    max_uses: z.number().int().min(1).max(1_000_000_000).optional(),
  })
  .strict()
  .superRefine((d, ctx) => {
    if ((d.percent === undefined) === (d.amount === undefined)) ctx.addIssue({ code: 'custom', path: ['percent'], message: 'give exactly one of percent or amount' });
  })
  .openapi('DiscountInput');

const discount = z
  .object({
    id: z.number().int(),
    code: z.string(),
    percent: z.number().int().nullable(),
    amount: z.number().int().nullable(),
    expires_at: z.string().nullable(),
    max_uses: z.number().int().nullable(),
    uses: z.number().int(),
    created_at: z.string(),
  })
  .openapi('Discount');

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
    body: retargetingBody,
    responses: { 200: { description: 'The price', schema: dataOf(quote) }, ...organizerEventErrors },
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
    body: retargetingBody,
    responses: { 201: { description: 'The order', schema: dataOf(order) }, ...organizerEventErrors },
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
