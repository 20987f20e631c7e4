import type { Request } from 'express';
import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { dataOf, errorBody } from '../../schemas.js';
import { slugPath, text } from './event-schemas.js';
import { AppError } from '../../../server/errors.js';
import { order } from '../../../server/sales/schemas.js';
import { invoice, refund, refundCreate, zarinpalCallbackQuery } from '../../../server/sales/payment-schemas.js';

/** Payment providers' messages, the organizer's money actions and invoices (CONTRACT 15) on {api_url}. */

const WEBHOOK_MAX_BYTES = 512 * 1024;
const codePath = z.object({ code: text(64).refine((v) => v.length > 0, 'must not be empty') });
const orderPath = slugPath.extend({ code: text(64).refine((v) => v.length > 0, 'must not be empty') });
const tags = ['Sales'];
const forbiddenDoc = { description: 'Not an organizer of the event (`not_organizer`)', schema: errorBody };
const orderNotFoundDoc = { description: 'No such order of this event (or not yours)', schema: errorBody };

/** The exact bytes of a body (a signature is computed over them), at most `max`. */
function readRaw(req: Request, max: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > max) {
        req.pause();
        reject(new AppError('too_large', 'too_large', `The body is larger than ${max} bytes.`));
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', () => reject(new AppError('malformed', 'bad_request', 'The body could not be read.')));
  });
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function paymentRoutes(routes: Routes): void {
  const { ctx } = routes;

  routes.add({
    method: 'post',
    path: '/payments/stripe/webhook',
    summary: 'Stripe’s webhook',
    description:
      'Checked with `stripe.webhooks.constructEvent` on the raw body (`Stripe-Signature`, STRIPE_WEBHOOK_SECRET): a bad signature → 400 and nothing changes. ' +
      '`payment_intent.succeeded` confirms the attempt (its amount must be the attempt’s), `payment_intent.payment_failed` / `canceled` fail it, other types are acknowledged and ignored. ' +
      'The attempt may pay a ticket order or a retargeting order (`POST /events/{slug}/advertise`): either becomes `paid` once. ' +
      'A duplicated, replayed or out-of-order event changes the order once. 404 for an intent Convene did not create (or when `stripe` is not enabled).',
    operationId: 'stripeWebhook',
    tags,
    auth: 'none',
    // The body is Stripe's event JSON, read raw (the signature is over its bytes): never parsed before the check.
    responses: {
      200: { description: 'Received', schema: z.object({ received: z.literal(true) }) },
      400: { description: 'Bad signature or an amount that is not the attempt’s (`bad_request`)', schema: errorBody },
      404: { description: 'Unknown intent, or `stripe` not enabled', schema: errorBody },
      413: { description: 'Body too large', schema: errorBody },
    },
    async handler({ req }) {
      const rawBody = await readRaw(req, WEBHOOK_MAX_BYTES);
      await ctx.sales.applyProviderMessage('stripe', { headers: req.headers, rawBody });
      return { body: { received: true as const } };
    },
  });

  routes.add({
    method: 'get',
    path: '/payments/zarinpal/callback',
    summary: 'ZarinPal’s callback (the buyer’s browser after StartPay)',
    description:
      'ZarinPal sends the buyer back here with `Authority` and `Status` (for a ticket order or a retargeting order, `AD-<id>`). Convene verifies every callback with ZarinPal (`/pg/v4/payment/verify.json`, the attempt’s own amount in rials), whatever `Status` says: ' +
      '100 (paid) or 101 (already verified: a replay) confirm, an error code fails the attempt. Answers a small page for the buyer.',
    operationId: 'zarinpalCallback',
    tags,
    auth: 'none',
    query: zarinpalCallbackQuery,
    responses: {
      200: { description: 'A page saying whether the order is paid', contentType: 'text/html' },
      400: { description: 'Not a ZarinPal callback (`bad_request`)', schema: errorBody },
      404: { description: 'Unknown authority, or `zarinpal` not enabled', schema: errorBody },
      502: { description: 'ZarinPal failed or timed out while verifying (`payment_provider_unavailable`): the callback may be retried', schema: errorBody },
    },
    async handler({ query, req, res }) {
      let result;
      try {
        result = await ctx.sales.applyProviderMessage('zarinpal', { headers: req.headers, query });
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw new AppError('bad_gateway', 'payment_provider_unavailable', 'ZarinPal could not be reached to verify the payment; reload this page to try again.');
      }
      const paid = result?.status === 'paid';
      const what = result?.subject === 'advertising' ? 'Advertising order' : 'Order';
      const done = result?.subject === 'advertising' ? 'The retargeting campaign is paid.' : 'Your tickets are in the app.';
      const text = paid ? `${what} ${result!.order_code} is paid. ${done}` : `The payment for ${what.toLowerCase()} ${result?.order_code ?? ''} did not go through.`;
      res.status(200).set({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(`<!doctype html><meta charset="utf-8"><title>Payment</title><p>${escapeHtml(text)}</p>`);
    },
  });

  routes.add({
    method: 'post',
    path: '/events/:slug/orders/:code/confirm-payment',
    summary: 'Confirm a manual payment (organizers)',
    description: 'The order’s `manual` attempt is confirmed: the order becomes paid (tickets issued, invoice); after its hold it is paid when its places are still free, otherwise canceled (`expired_before_payment`).',
    operationId: 'confirmManualPayment',
    tags,
    auth: 'required',
    params: orderPath,
    responses: {
      200: { description: 'The order', schema: dataOf(order) },
      403: forbiddenDoc,
      404: orderNotFoundDoc,
      409: { description: '`order_not_pending` (already paid) or `payment_not_manual`', schema: errorBody },
    },
    async handler({ params, auth }) {
      return { body: { data: await ctx.payments.confirmManualPayment(auth.userId, params.slug, params.code) } };
    },
  });

  routes.add({
    method: 'post',
    path: '/events/:slug/orders/:code/refunds',
    summary: 'Refund an order, in part or by ticket (organizers)',
    description:
      'Through the provider that was paid (`manual`: recorded as done; `zarinpal`: recorded pending, to be carried out in ZarinPal’s panel). ' +
      '`ticket_codes` refunds those tickets (each its line’s share unless `amount` is sent) and voids them; without either the rest of the order is refunded and every ticket voided. ' +
      'Refunds never add up to more than was paid (409 `refund_exceeds_paid`). A credit note naming the invoice is issued. A provider that fails → 201 with `status: "failed"` (nothing counted, nothing voided).',
    operationId: 'createRefund',
    tags,
    auth: 'required',
    params: orderPath,
    body: refundCreate,
    responses: {
      201: { description: 'The refund', schema: dataOf(refund) },
      403: forbiddenDoc,
      404: orderNotFoundDoc,
      409: { description: '`refund_exceeds_paid`, `order_not_paid`, `already_void`', schema: errorBody },
    },
    async handler({ params, body, auth }) {
      return { status: 201, body: { data: await ctx.payments.refundOrder(auth.userId, params.slug, params.code, body) } };
    },
  });

  routes.add({
    method: 'post',
    path: '/events/:slug/orders/:code/cancel',
    summary: 'Cancel a paid order (organizers)',
    description: 'Refunds what is left of it in full, voids its tickets and cancels it (`cancel_reason: "organizer"`, `order.canceled`).',
    operationId: 'cancelOrderByOrganizer',
    tags,
    auth: 'required',
    params: orderPath,
    responses: {
      200: { description: 'The canceled order', schema: dataOf(order) },
      403: forbiddenDoc,
      404: orderNotFoundDoc,
      409: { description: '`order_not_paid`', schema: errorBody },
      502: { description: 'The provider failed to refund (`payment_provider_unavailable`): nothing changed', schema: errorBody },
    },
    async handler({ params, auth }) {
      return { body: { data: await ctx.payments.cancelByOrganizer(auth.userId, params.slug, params.code) } };
    },
  });

  routes.add({
    method: 'get',
    path: '/orders/:code/invoice',
    summary: 'An order’s invoice',
    description: 'The buyer or the event’s organizers (others 404). The invoice of a paid order with a total above 0, with its credit notes; it never changes.',
    operationId: 'getInvoice',
    tags,
    auth: 'required',
    params: codePath,
    responses: { 200: { description: 'The invoice', schema: dataOf(invoice) }, 404: { description: 'No such order (or not yours), or not invoiced', schema: errorBody } },
    async handler({ params, auth }) {
      return { body: { data: await ctx.payments.getInvoice(auth.userId, params.code) } };
    },
  });

  routes.add({
    method: 'get',
    path: '/orders/:code/invoice.pdf',
    summary: 'An order’s invoice as a PDF',
    description:
      'The same invoice as a PDF (its text carries the number, the event, the seller, the buyer, the lines and the total), labelled in the caller’s language (their saved `locale`, else `Accept-Language`, else DEFAULT_LOCALE): Persian right to left with an embedded Persian font, or English.',
    operationId: 'getInvoicePdf',
    tags,
    auth: 'required',
    params: codePath,
    responses: { 200: { description: 'The PDF', contentType: 'application/pdf' }, 404: { description: 'No such order (or not yours), or not invoiced', schema: errorBody } },
    async handler({ params, auth, req, res }) {
      const { number, pdf } = await ctx.payments.getInvoicePdf(auth.userId, params.code, req.headers['accept-language']);
      res.status(200).set({ 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${number}.pdf"`, 'cache-control': 'private, no-store' });
      res.end(pdf);
    },
  });
}
