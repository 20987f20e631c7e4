import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { dataPage, publicBase } from '../../envelopes.js';
import { dataOf, errorBody, idParam, paginationMeta, perPageOf, perPageQuery } from '../../schemas.js';
import { slugPath, text } from './event-schemas.js';
import {
  ORDER_STATUSES,
  order,
  payment,
  paymentCreate,
  quota,
  quotaCreate,
  quotaPatch,
  salesSummary,
  salesTicketType,
  salesTicketTypeCreate,
  salesTicketTypePatch,
  ticketForSale,
  voucher,
  voucherCreate,
  orderCreate,
  VOUCHER_COUNT_MAX,
} from '../../../server/sales/schemas.js';
import { orderCsv, voucherCsv } from '../../../server/sales/csv.js';
import { testPaymentPage } from '../../../server/sales/test-page.js';

/** Ticket sales (CONTRACT 15) on {api_url}: ticket types, quotas, vouchers, orders, payments, the organizer's figures. */

const typePath = slugPath.extend({ id: idParam });
const codePath = z.object({ code: text(64).refine((v) => v.length > 0, 'must not be empty') });
const referencePath = z.object({ reference: text(100).refine((v) => /^[A-Za-z0-9_]+$/.test(v), 'must be a payment reference') });
const outcomePath = referencePath.extend({ outcome: z.enum(['pay', 'fail']) });
const formatQuery = z.object({ format: z.enum(['json', 'csv'], { error: () => 'must be json or csv' }).optional() });
const orderQuery = perPageQuery.extend({
  status: z.enum(ORDER_STATUSES, { error: () => `must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
  q: text(200).optional(),
  format: z.enum(['json', 'csv'], { error: () => 'must be json or csv' }).optional(),
});

const forbiddenDoc = { description: 'Not an organizer of the event (`not_organizer`)', schema: errorBody };
const notFoundDoc = { description: 'Unknown event (or `slug_changed`), or no such item of this event', schema: errorBody };
const orderNotFoundDoc = { description: 'No such order, or not yours (the same answer: codes are not confirmed to strangers)', schema: errorBody };
const tags = ['Sales'];

const safeName = (slug: string) => slug.replace(/[^A-Za-z0-9._-]/g, '_');

export function salesRoutes(routes: Routes): void {
  const { ctx } = routes;
  const base = (req: Parameters<typeof publicBase>[1]) => publicBase(ctx.config, req);

  // ---- ticket types ----------------------------------------------------------------------------------------

  routes.add({
    method: 'get',
    path: '/events/:slug/tickets',
    summary: 'Ticket types on sale',
    description:
      'Anyone: the event’s ticket types without hidden ones (those are reached through a voucher), each with `status` ' +
      '(`on_sale`, `sold_out`, `not_yet`, `ended`) and `remaining`: the smallest of what the type, its quotas and the event have left ' +
      'after issued tickets and held places (null when nothing limits it). Read from the primary. `waiting_list_enabled`: whether buyers may ' +
      'queue (`PUT /events/{slug}/waiting-list`) once it is sold out.',
    operationId: 'listTicketTypes',
    tags,
    auth: 'none',
    params: slugPath,
    responses: { 200: { description: 'Ticket types', schema: z.object({ data: z.array(ticketForSale), waiting_list_enabled: z.boolean() }) }, 404: notFoundDoc },
    async handler({ params }) {
      const [data, open] = await Promise.all([ctx.sales.listTicketsForSale(params.slug), ctx.sales.isWaitingListOpen(params.slug)]);
      return { body: { data, waiting_list_enabled: open } };
    },
  });

  routes.add({
    method: 'get',
    path: '/events/:slug/ticket-types',
    summary: 'Every ticket type with its counters (organizers)',
    description: 'Hidden types included, with `sold` and `held`.',
    operationId: 'listTicketTypesForOrganizer',
    tags,
    auth: 'required',
    params: slugPath,
    responses: { 200: { description: 'Ticket types', schema: dataOf(z.array(salesTicketType)) }, 403: forbiddenDoc, 404: notFoundDoc },
    async handler({ params, auth }) {
      return { body: { data: await ctx.sales.listTicketTypesForOrganizer(auth.userId, params.slug) } };
    },
  });

  routes.add({
    method: 'post',
    path: '/events/:slug/tickets',
    summary: 'Add a ticket type (organizers)',
    description:
      'Members of the event’s organization add a ticket type; others get 403 `not_organizer`. Optional: `description`, `sales_start`, ' +
      '`sales_end` (default: the event’s `sales_deadline`), `min_per_order` (1), `max_per_order` (10), `hidden` (false), `tax_rate` ' +
      '(percent included in the price, 0). `price` is in the smallest unit of the currency.',
    operationId: 'createTicketType',
    tags,
    auth: 'required',
    params: slugPath,
    body: salesTicketTypeCreate,
    responses: { 201: { description: 'Created', schema: dataOf(salesTicketType) }, 403: forbiddenDoc, 404: notFoundDoc },
    async handler({ params, body, auth }) {
      return { status: 201, body: { data: await ctx.sales.createTicketType(auth.userId, params.slug, body) } };
    },
  });

  routes.add({
    method: 'patch',
    path: '/events/:slug/tickets/:id',
    summary: 'Change a ticket type (organizers)',
    description: 'Only the fields sent change. A `capacity` below what is sold and held → 409 `capacity_below_sold` (checked in the same statement).',
    operationId: 'updateTicketType',
    tags,
    auth: 'required',
    params: typePath,
    body: salesTicketTypePatch,
    responses: {
      200: { description: 'Updated', schema: dataOf(salesTicketType) },
      403: forbiddenDoc,
      404: notFoundDoc,
      409: { description: '`capacity_below_sold`', schema: errorBody },
    },
    async handler({ params, body, auth }) {
      return { body: { data: await ctx.sales.updateTicketType(auth.userId, params.slug, params.id, body) } };
    },
  });

  // ---- quotas ----------------------------------------------------------------------------------------------

  routes.add({
    method: 'post',
    path: '/events/:slug/quotas',
    summary: 'Create a quota shared by ticket types (organizers)',
    description: 'A place of a type counts against the type, every quota it is in and the event. A size below what its types already sold and hold → 409 `capacity_below_sold`.',
    operationId: 'createQuota',
    tags,
    auth: 'required',
    params: slugPath,
    body: quotaCreate,
    responses: { 201: { description: 'Created', schema: dataOf(quota) }, 403: forbiddenDoc, 404: notFoundDoc, 409: { description: '`capacity_below_sold`', schema: errorBody } },
    async handler({ params, body, auth }) {
      return { status: 201, body: { data: await ctx.sales.createQuota(auth.userId, params.slug, body) } };
    },
  });

  routes.add({
    method: 'get',
    path: '/events/:slug/quotas',
    summary: 'The event’s quotas (organizers)',
    operationId: 'listQuotas',
    tags,
    auth: 'required',
    params: slugPath,
    responses: { 200: { description: 'Quotas', schema: dataOf(z.array(quota)) }, 403: forbiddenDoc, 404: notFoundDoc },
    async handler({ params, auth }) {
      return { body: { data: await ctx.sales.listEventQuotas(auth.userId, params.slug) } };
    },
  });

  routes.add({
    method: 'get',
    path: '/events/:slug/quotas/:id',
    summary: 'A quota (organizers)',
    operationId: 'getQuota',
    tags,
    auth: 'required',
    params: typePath,
    responses: { 200: { description: 'The quota', schema: dataOf(quota) }, 403: forbiddenDoc, 404: notFoundDoc },
    async handler({ params, auth }) {
      return { body: { data: await ctx.sales.getQuota(auth.userId, params.slug, params.id) } };
    },
  });

  routes.add({
    method: 'patch',
    path: '/events/:slug/quotas/:id',
    summary: 'Change a quota (organizers)',
    description: 'Only the fields sent change; `ticket_ids` replaces the list. Below what is sold and held → 409 `capacity_below_sold`.',
    operationId: 'updateQuota',
    tags,
    auth: 'required',
    params: typePath,
    body: quotaPatch,
    responses: { 200: { description: 'Updated', schema: dataOf(quota) }, 403: forbiddenDoc, 404: notFoundDoc, 409: { description: '`capacity_below_sold`', schema: errorBody } },
    async handler({ params, body, auth }) {
      return { body: { data: await ctx.sales.updateQuota(auth.userId, params.slug, params.id, body) } };
    },
  });

  routes.add({
    method: 'delete',
    path: '/events/:slug/quotas/:id',
    summary: 'Delete a quota (organizers)',
    operationId: 'deleteQuota',
    tags,
    auth: 'required',
    params: typePath,
    responses: { 204: { description: 'Deleted' }, 403: forbiddenDoc, 404: notFoundDoc },
    async handler({ params, auth }) {
      await ctx.sales.removeQuota(auth.userId, params.slug, params.id);
      return { status: 204 };
    },
  });

  // ---- vouchers --------------------------------------------------------------------------------------------

  routes.add({
    method: 'post',
    path: '/events/:slug/vouchers',
    summary: 'Create vouchers (organizers)',
    description:
      `\`code\` (3-64 letters, digits, - or _; case-insensitive) or \`count\` (up to ${VOUCHER_COUNT_MAX.toLocaleString('en-US')} generated codes of 16 characters, 80 random bits each). ` +
      '`discount`: `{percent}`, `{amount}` off each ticket or a fixed `{price}`; `max_uses` (default 1) counts tickets; `ticket_ids` limits it to those types; ' +
      '`unlocks_hidden` opens hidden types. A code the event has → 409 `voucher_code_taken`. `reserve` is not available yet (422).',
    operationId: 'createVouchers',
    tags,
    auth: 'required',
    params: slugPath,
    body: voucherCreate,
    responses: { 201: { description: 'Created', schema: dataOf(z.array(voucher)) }, 403: forbiddenDoc, 404: notFoundDoc, 409: { description: '`voucher_code_taken`', schema: errorBody } },
    async handler({ params, body, auth }) {
      return { status: 201, body: { data: await ctx.sales.createVouchers(auth.userId, params.slug, body) } };
    },
  });

  routes.add({
    method: 'get',
    path: '/events/:slug/vouchers',
    summary: 'The event’s vouchers with their uses (organizers)',
    description: '`?format=csv` answers a CSV attachment (UTF-8, header row; cells that would start a formula are prefixed with `\'`, as the attendee export does).',
    operationId: 'listVouchers',
    tags,
    auth: 'required',
    params: slugPath,
    query: formatQuery,
    responses: { 200: { description: 'Vouchers (or the CSV)', schema: dataOf(z.array(voucher)) }, 403: forbiddenDoc, 404: notFoundDoc },
    async handler({ params, query, auth, res }) {
      const { event, items } = await ctx.sales.listEventVouchers(auth.userId, params.slug);
      if (query.format === 'csv') {
        res.status(200).set({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${safeName(event.slug)}-vouchers.csv"`,
          'cache-control': 'no-store',
        });
        res.end(await voucherCsv(items));
        return;
      }
      return { body: { data: items } };
    },
  });

  routes.add({
    method: 'delete',
    path: '/events/:slug/vouchers/:id',
    summary: 'Delete a voucher (organizers)',
    description: 'Orders already placed with it keep their prices.',
    operationId: 'deleteVoucher',
    tags,
    auth: 'required',
    params: typePath,
    responses: { 204: { description: 'Deleted' }, 403: forbiddenDoc, 404: notFoundDoc },
    async handler({ params, auth }) {
      await ctx.sales.removeVoucher(auth.userId, params.slug, params.id);
      return { status: 204 };
    },
  });

  // ---- orders ----------------------------------------------------------------------------------------------

  routes.add({
    method: 'post',
    path: '/events/:slug/orders',
    summary: 'Place an order',
    description:
      'Header `Idempotency-Key` (required, 1-200 characters): the same key and body again → 200 with the first order; the same key with another body → 422 ' +
      '`idempotency_key_reused`. Prices, discounts, tax and the total are computed by the server (anything the client sends of them is ignored). ' +
      'A pending order holds its places for `ORDER_HOLD_MINUTES`; a total of 0 is paid at once and its tickets issued. Refusals: 409 `sold_out` ' +
      '(`field` names the item, `ticket_id`, `waiting_list`), 422 `not_on_sale`, 422 `invalid` (quantity outside the type’s min/max, unknown or hidden type), ' +
      '422 `voucher_invalid`, 409 `order_pending` (with `order_code`), 409 `event_canceled`, 502 `payment_provider_unavailable` (the order stays pending with a failed payment). ' +
      'Seated ticket types (CONTRACT 19, `PUT /events/{slug}/seat-plan`): an item names its seats (`{ticket_id, seats: [ids]}`), or sends `quantity` alone ' +
      'and gets the best free seats (plan order, side by side in one row when possible); a seat held or sold to another order, or blocked → 409 `seat_taken` ' +
      '(`seats` names them; the database decides, whatever the concurrency), a seat not of that type in the plan → 422. The seats are held with the order and ' +
      'sold when it is paid; the order’s items carry `seats` and its tickets `seat`.',
    operationId: 'placeOrder',
    tags,
    auth: 'required',
    idempotency: 'own',
    params: slugPath,
    body: orderCreate,
    responses: {
      200: { description: 'The order placed before with this key and body', schema: dataOf(order) },
      201: { description: 'Placed', schema: dataOf(order) },
      404: notFoundDoc,
      409: { description: '`sold_out`, `order_pending`, `event_canceled`', schema: errorBody },
      422: { description: '`not_on_sale`, `voucher_invalid`, `idempotency_key_required`, `idempotency_key_reused`, `invalid`', schema: errorBody },
      502: { description: '`payment_provider_unavailable`', schema: errorBody },
    },
    async handler({ params, body, auth, req }) {
      const placed = await ctx.sales.placeOrder(auth.userId, params.slug, req.get('idempotency-key'), body, base(req));
      return { status: placed.created ? 201 : 200, body: { data: placed.order } };
    },
  });

  routes.add({
    method: 'get',
    path: '/orders/:code',
    summary: 'An order (its buyer or the event’s organizers)',
    description: 'With its tickets (`qr`: the text the ticket’s QR code encodes, accepted by check-in) and its latest payment. Anyone else gets 404.',
    operationId: 'getOrder',
    tags,
    auth: 'required',
    params: codePath,
    responses: { 200: { description: 'The order', schema: dataOf(order) }, 404: orderNotFoundDoc },
    async handler({ params, auth }) {
      return { body: { data: await ctx.sales.getOrder(auth.userId, params.code) } };
    },
  });

  routes.add({
    method: 'post',
    path: '/orders/:code/cancel',
    summary: 'Cancel a pending order (its buyer)',
    description: 'Its places and voucher uses are free again at once. Not pending → 409 `order_not_pending`.',
    operationId: 'cancelOrder',
    tags,
    auth: 'required',
    params: codePath,
    responses: { 200: { description: 'Canceled', schema: dataOf(order) }, 404: orderNotFoundDoc, 409: { description: '`order_not_pending`', schema: errorBody } },
    async handler({ params, auth }) {
      return { body: { data: await ctx.sales.cancelOrder(auth.userId, params.code) } };
    },
  });

  routes.add({
    method: 'post',
    path: '/orders/:code/payments',
    summary: 'Start a new payment attempt (its buyer)',
    description: 'On a pending order: earlier open attempts are canceled, a new one is created at `provider` (default: the first of PAYMENT_PROVIDERS).',
    operationId: 'startPayment',
    tags,
    auth: 'required',
    params: codePath,
    body: paymentCreate,
    responses: {
      201: { description: 'The attempt, with its `action`', schema: dataOf(payment) },
      404: orderNotFoundDoc,
      409: { description: '`order_not_pending`', schema: errorBody },
      502: { description: '`payment_provider_unavailable`', schema: errorBody },
    },
    async handler({ params, body, auth, req }) {
      return { status: 201, body: { data: await ctx.sales.startPayment(auth.userId, params.code, body.provider, base(req)) } };
    },
  });

  // ---- the test provider's sandbox page ---------------------------------------------------------------------

  routes.add({
    method: 'get',
    path: '/payments/test/:reference',
    summary: 'The `test` provider’s sandbox page',
    description: 'An HTML page with Pay and Fail buttons for one attempt (its reference is the key). Only when `test` is enabled (never with NODE_ENV=production).',
    operationId: 'testPaymentPage',
    tags,
    auth: 'none',
    params: referencePath,
    responses: { 200: { description: 'The page', contentType: 'text/html' }, 404: { description: 'No such attempt, or `test` disabled', schema: errorBody } },
    async handler({ params, res }) {
      const view = await ctx.sales.testPaymentView(params.reference);
      res.status(200).set({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(testPaymentPage(view));
    },
  });

  routes.add({
    method: 'post',
    path: '/payments/test/:reference/:outcome',
    summary: 'The sandbox’s Pay or Fail button',
    description: 'Applies the outcome once (a repeat changes nothing) and answers 303 back to the page.',
    operationId: 'testPaymentOutcome',
    tags,
    auth: 'none',
    params: outcomePath,
    rawBody: true,
    bodyContentTypes: ['application/x-www-form-urlencoded'],
    responses: { 303: { description: 'Back to the page' }, 404: { description: 'No such attempt, or `test` disabled', schema: errorBody } },
    async handler({ params, req, res }) {
      req.resume();
      await ctx.sales.applyProviderMessage('test', { headers: req.headers, params: { reference: params.reference, outcome: params.outcome } });
      res.status(303).set('location', `${base(req)}/api/payments/test/${params.reference}`).end();
    },
  });

  // ---- organizer views -------------------------------------------------------------------------------------

  routes.add({
    method: 'get',
    path: '/events/:slug/orders',
    summary: 'The event’s orders (organizers)',
    description: 'Newest first. `status`, `q` (order code, buyer name, mobile or e-mail contains); `?format=csv` answers every matching order as a CSV attachment (formula cells prefixed with `\'`).',
    operationId: 'listEventOrders',
    tags,
    auth: 'required',
    params: slugPath,
    query: orderQuery,
    responses: { 200: { description: 'A page of orders (or the CSV)', schema: z.object({ data: z.array(order), meta: paginationMeta }) }, 403: forbiddenDoc, 404: notFoundDoc },
    async handler({ params, query, auth, req, res }) {
      const filters = { status: query.status, q: query.q || undefined };
      if (query.format === 'csv') {
        const { event, rows, items } = await ctx.sales.exportOrdersOfEvent(auth.userId, params.slug, filters);
        res.status(200).set({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${safeName(event.slug)}-orders.csv"`,
          'cache-control': 'no-store',
        });
        res.end(await orderCsv(rows, items));
        return;
      }
      const page = perPageOf(query);
      const { items, total } = await ctx.sales.listOrdersOfEvent(auth.userId, params.slug, filters, page);
      return { body: dataPage(ctx.config, req, items, total, page) };
    },
  });

  routes.add({
    method: 'get',
    path: '/events/:slug/sales',
    summary: 'The sales summary (organizers)',
    description: 'Paid orders, tickets sold (organizer-issued included), gross, refunded and net; per ticket type and per day in the event’s time zone (Asia/Tehran when the event names none).',
    operationId: 'getSalesSummary',
    tags,
    auth: 'required',
    params: slugPath,
    responses: { 200: { description: 'The summary', schema: dataOf(salesSummary) }, 403: forbiddenDoc, 404: notFoundDoc },
    async handler({ params, auth }) {
      return { body: { data: await ctx.sales.salesSummary(auth.userId, params.slug) } };
    },
  });
}
