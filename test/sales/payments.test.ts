import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { pdfText } from '../helpers/pdf.js';
import { createEvent, createOrganization, createUser, tokenFor } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { StripeSimulator, ZarinpalSimulator } from '../helpers/payment-simulators.js';
import { issueInvoice } from '../../server/sales/invoices.js';
import { transaction } from '../../server/service.js';
import { loadConfig } from '../../infra/config.js';

const STRIPE_KEY = 'sk_test_convene_simulated_key_51Hx';
const STRIPE_WHSEC = 'whsec_convene_simulated_secret_9f3';
const MERCHANT = 'convene-merchant-0000-1111-2222-333344445555';
const postgres = Boolean(process.env.TEST_DATABASE_URL);

let server: TestServer;
let stripe: StripeSimulator;
let zarinpal: ZarinpalSimulator;
beforeAll(async () => {
  stripe = await new StripeSimulator(STRIPE_KEY, STRIPE_WHSEC).start();
  zarinpal = await new ZarinpalSimulator(MERCHANT).start();
  server = await startTestServer({
    env: {
      WEBHOOK_ALLOW_PRIVATE: '1',
      OUTBOX_POLL_MS: '50',
      PAYMENT_PROVIDERS: 'stripe,zarinpal,manual,test',
      STRIPE_SECRET_KEY: STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: STRIPE_WHSEC,
      STRIPE_API_BASE: stripe.url,
      ZARINPAL_MERCHANT_ID: MERCHANT,
      ZARINPAL_API_BASE: zarinpal.url,
      PAYMENT_TIMEOUT_MS: '400',
    },
  });
});
afterAll(async () => {
  await server?.stop();
  await stripe?.stop();
  await zarinpal?.stop();
});

let keys = 0;
const key = () => `key-${Date.now()}-${++keys}`;

async function shop(attrs: { capacity?: number | null; typeCapacity?: number; price?: number } = {}) {
  const ctx = server.ctx;
  const organizer = await createUser(ctx);
  const org = await createOrganization(ctx, organizer);
  const event = await createEvent(ctx, org.id, { capacity: attrs.capacity ?? null });
  const buyer = await createUser(ctx, { name: 'Sara', surname: 'Ahmadi' });
  const token = await tokenFor(ctx, organizer);
  const hook = await server.http.post(`/api/organizations/${org.slug}/webhooks`, { url: 'http://127.0.0.1:9/hook', events: ['order.paid', 'order.canceled', 'refund.created', 'ticket.voided'] }, { token });
  expect(hook.status, hook.text).toBe(201);
  const type = await server.http.post(`/api/events/${event.slug}/tickets`, { name: 'Standard', price: attrs.price ?? 1_090_000, capacity: attrs.typeCapacity ?? 20, tax_rate: 9 }, { token });
  expect(type.status, type.text).toBe(201);
  return {
    org,
    event,
    slug: event.slug,
    token,
    typeId: type.body.data.id as number,
    buyer,
    buyerToken: await tokenFor(ctx, buyer),
    otherToken: await tokenFor(ctx, await createUser(ctx)),
    newBuyer: async () => tokenFor(ctx, await createUser(ctx)),
  };
}

type Shop = Awaited<ReturnType<typeof shop>>;

function order(s: Shop, token: string, provider: string, quantity = 1) {
  return server.http.post(`/api/events/${s.slug}/orders`, { email: 'buyer@example.com', items: [{ ticket_id: s.typeId, quantity }], provider }, { token, headers: { 'idempotency-key': key() } });
}

const getOrder = async (code: string, token: string) => (await server.http.get(`/api/orders/${code}`, { token })).body.data;

function webhook(e: { payload: string; signature: string }) {
  return server.http.post('/api/payments/stripe/webhook', undefined, { raw: e.payload, headers: { 'content-type': 'application/json', 'stripe-signature': e.signature } });
}

async function webhookTypes(orgId: number): Promise<string[]> {
  const rows = await sql<{ type: string }>`select d.type from webhook_deliveries d join webhooks w on w.id = d.webhook_id where w.organization_id = ${orgId} order by d.id`.execute(server.ctx.db);
  return rows.rows.map((r) => r.type);
}

/** A Stripe order paid through the simulator and its signed webhook. */
async function paidStripeOrder(s: Shop, quantity = 2) {
  const placed = await order(s, s.buyerToken, 'stripe', quantity);
  expect(placed.status, placed.text).toBe(201);
  const intentId = placed.body.data.payment.provider_reference as string;
  const intent = stripe.pay(intentId);
  expect((await webhook(stripe.event('payment_intent.succeeded', { ...intent }))).status).toBe(200);
  const paid = await getOrder(placed.body.data.code, s.buyerToken);
  expect(paid.status).toBe('paid');
  return paid;
}

describe('stripe', () => {
  it('a PaymentIntent with the idempotency key, a signed webhook pays once; replays, out-of-order and other types change nothing', async () => {
    const s = await shop();
    const placed = await order(s, s.buyerToken, 'stripe', 2);
    expect(placed.status, placed.text).toBe(201);
    const o = placed.body.data;
    expect(o.payment).toMatchObject({ provider: 'stripe', status: 'pending', amount: 2_180_000, action: { type: 'client_secret' } });
    const intent = stripe.intents.get(o.payment.provider_reference)!;
    expect(o.payment.action.value).toBe(intent.client_secret);
    expect(intent).toMatchObject({ amount: 2_180_000, currency: 'irr', metadata: { order_code: o.code } });
    const created = stripe.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
    expect(String(created.headers['idempotency-key'])).toMatch(/^key-.+:\d+$/);

    // A bad signature (another secret, or a tampered body): 400, nothing changes.
    stripe.pay(intent.id);
    const forged = stripe.event('payment_intent.succeeded', { ...intent }, 'whsec_wrong');
    const bad = await webhook(forged);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].code).toBe('bad_request');
    const good = stripe.event('payment_intent.succeeded', { ...intent });
    expect((await webhook({ payload: good.payload.replace('2180000', '1'), signature: good.signature })).status).toBe(400);
    expect((await server.http.post('/api/payments/stripe/webhook', undefined, { raw: good.payload, headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await getOrder(o.code, s.buyerToken)).status).toBe('pending');

    // Another amount than the attempt's: refused, nothing changes.
    const short = await webhook(stripe.event('payment_intent.succeeded', { ...intent, amount_received: 1000 }));
    expect(short.status).toBe(400);
    expect((await getOrder(o.code, s.buyerToken)).status).toBe('pending');
    // An intent Convene never created: 404.
    expect((await webhook(stripe.event('payment_intent.succeeded', { ...intent, id: 'pi_unknown' }))).status).toBe(404);
    // Another event type: acknowledged, ignored.
    expect((await webhook(stripe.event('charge.succeeded', { object: 'charge', id: 'ch_1' }))).status).toBe(200);

    // The real one, duplicated concurrently and replayed later: paid once, two tickets.
    const answers = await Promise.all([webhook(good), webhook(good), webhook(good)]);
    for (const a of answers) expect(a.status, a.text).toBe(200);
    expect((await webhook(good)).status).toBe(200);
    // A failure arriving after the success (out of order) changes nothing.
    expect((await webhook(stripe.event('payment_intent.payment_failed', { ...intent }))).status).toBe(200);
    const paid = await getOrder(o.code, s.buyerToken);
    expect(paid).toMatchObject({ status: 'paid', payment: { status: 'confirmed' } });
    expect(paid.tickets).toHaveLength(2);
    expect((await webhookTypes(s.org.id)).filter((t) => t === 'order.paid')).toHaveLength(1);
  });

  it('5xx and timeouts at creation: 502 payment_provider_unavailable, the order pending with a failed payment; the retry succeeds', async () => {
    const s = await shop();
    stripe.fault('/v1/payment_intents', 'status', 2, 503); // the package retries once
    const failed = await order(s, s.buyerToken, 'stripe');
    expect(failed.status, failed.text).toBe(502);
    expect(failed.body.errors[0].code).toBe('payment_provider_unavailable');
    const mine = await server.http.get('/connect/orders', { token: s.buyerToken });
    const pending = mine.body._embedded.order[0];
    expect(pending).toMatchObject({ status: 'pending', payment: { provider: 'stripe', status: 'failed', action: null } });

    stripe.fault('/v1/payment_intents', 'hang', 2);
    const t0 = Date.now();
    const timedOut = await server.http.post(`/api/orders/${pending.code}/payments`, { provider: 'stripe' }, { token: s.buyerToken });
    expect(timedOut.status, timedOut.text).toBe(502);
    expect(Date.now() - t0).toBeLessThan(8000);
    expect((await getOrder(pending.code, s.buyerToken)).payment.status).toBe('failed');

    const retried = await server.http.post(`/api/orders/${pending.code}/payments`, { provider: 'stripe' }, { token: s.buyerToken });
    expect(retried.status, retried.text).toBe(201);
    expect(retried.body.data).toMatchObject({ status: 'pending', action: { type: 'client_secret' } });
    // Another buyer cannot start one.
    expect((await server.http.post(`/api/orders/${pending.code}/payments`, { provider: 'stripe' }, { token: s.otherToken })).status).toBe(404);
  });

  it('a payment confirmed after the hold: paid when places remain, else refunded at once (expired_before_payment)', async () => {
    const s = await shop({ typeCapacity: 1 });
    const late = await order(s, s.buyerToken, 'stripe');
    expect(late.status, late.text).toBe(201);
    await sql`update orders set expires_at = now() - interval '1 minute' where code = ${late.body.data.code}`.execute(server.ctx.db);
    await server.ctx.sales.expireDue(10);
    expect((await getOrder(late.body.data.code, s.buyerToken)).status).toBe('expired');
    const intent = stripe.pay(late.body.data.payment.provider_reference);
    expect((await webhook(stripe.event('payment_intent.succeeded', { ...intent }))).status).toBe(200);
    expect((await getOrder(late.body.data.code, s.buyerToken))).toMatchObject({ status: 'paid' });

    // The only place is sold: a second late payment is refunded at once.
    const s2 = await shop({ typeCapacity: 1 });
    const first = await order(s2, s2.buyerToken, 'stripe');
    await sql`update orders set expires_at = now() - interval '1 minute' where code = ${first.body.data.code}`.execute(server.ctx.db);
    await server.ctx.sales.expireDue(10);
    const winner = await order(s2, await s2.newBuyer(), 'manual');
    expect(winner.status, winner.text).toBe(201);
    const refundsBefore = stripe.refunds.length;
    const intent2 = stripe.pay(first.body.data.payment.provider_reference);
    expect((await webhook(stripe.event('payment_intent.succeeded', { ...intent2 }))).status).toBe(200);
    expect(await getOrder(first.body.data.code, s2.buyerToken)).toMatchObject({ status: 'canceled', cancel_reason: 'expired_before_payment', tickets: [] });
    expect(stripe.refunds.slice(refundsBefore)).toEqual([expect.objectContaining({ payment_intent: intent2.id, amount: intent2.amount })]);
  });
});

describe('refunds', () => {
  it('partial, by ticket, over the paid amount, a provider 5xx, the full cancel; credit notes and refund.created', async () => {
    const s = await shop();
    const paid = await paidStripeOrder(s, 2);
    const base = `/api/events/${s.slug}/orders/${paid.code}`;
    // Access and bad input.
    expect((await server.http.post(`${base}/refunds`, { amount: 1000 }, { token: s.buyerToken })).status).toBe(403);
    expect((await server.http.post(`${base}/refunds`, { amount: 1000 })).status).toBe(401);
    expect((await server.http.post(`${base}/refunds`, { amount: -5 }, { token: s.token })).status).toBe(422);
    expect((await server.http.post(`${base}/refunds`, { amount: 1.5 }, { token: s.token })).status).toBe(422);
    expect((await server.http.post(`${base}/refunds`, { ticket_codes: ['NOPE'] }, { token: s.token })).status).toBe(422);
    expect((await server.http.post(`/api/events/${s.slug}/orders/NOSUCH/refunds`, { amount: 1 }, { token: s.token })).status).toBe(404);
    expect((await server.http.post(`${base}/refunds`, { amount: paid.total + 1 }, { token: s.token })).body.errors[0].code).toBe('refund_exceeds_paid');

    const part = await server.http.post(`${base}/refunds`, { amount: 100_000 }, { token: s.token });
    expect(part.status, part.text).toBe(201);
    expect(part.body.data).toMatchObject({ amount: 100_000, status: 'done', provider: 'stripe', credit_note: expect.stringMatching(/^INV-\d{4}-\d{6}$/) });
    expect(stripe.refunds.at(-1)).toMatchObject({ payment_intent: paid.payment.provider_reference, amount: 100_000 });

    // A provider 5xx: failed, nothing counted, no ticket voided.
    stripe.fault('/v1/refunds', 'status', 2, 500);
    const ticket = paid.tickets[0].code;
    const broken = await server.http.post(`${base}/refunds`, { ticket_codes: [ticket] }, { token: s.token });
    expect(broken.status, broken.text).toBe(201);
    expect(broken.body.data).toMatchObject({ status: 'failed', credit_note: null });
    expect(await getOrder(paid.code, s.buyerToken)).toMatchObject({ refunded_total: 100_000, tickets: [{ status: 'valid' }, { status: 'valid' }] });

    // By ticket: its share, and it is voided.
    const byTicket = await server.http.post(`${base}/refunds`, { ticket_codes: [ticket] }, { token: s.token });
    expect(byTicket.status, byTicket.text).toBe(201);
    expect(byTicket.body.data).toMatchObject({ amount: 1_090_000, status: 'done', ticket_codes: [ticket] });
    const after = await getOrder(paid.code, s.buyerToken);
    expect(after.refunded_total).toBe(1_190_000);
    expect(after.tickets.find((t: any) => t.code === ticket).status).toBe('void');
    expect((await server.http.post(`${base}/refunds`, { ticket_codes: [ticket] }, { token: s.token })).body.errors[0].code).toBe('already_void');

    // The organizers' cancel: the rest refunded, every ticket void, canceled.
    expect((await server.http.post(`${base}/cancel`, undefined, { token: s.otherToken })).status).toBe(403);
    const canceled = await server.http.post(`${base}/cancel`, undefined, { token: s.token });
    expect(canceled.status, canceled.text).toBe(200);
    expect(canceled.body.data).toMatchObject({ status: 'canceled', cancel_reason: 'organizer', refunded_total: paid.total });
    expect(canceled.body.data.tickets.every((t: any) => t.status === 'void')).toBe(true);
    expect((await server.http.post(`${base}/refunds`, { amount: 1 }, { token: s.token })).body.errors[0].code).toBe('order_not_paid');

    const invoice = await server.http.get(`/api/orders/${paid.code}/invoice`, { token: s.buyerToken });
    expect(invoice.status).toBe(200);
    expect(invoice.body.data.total).toBe(paid.total);
    expect(invoice.body.data.credit_notes.map((n: any) => n.total)).toEqual([100_000, 1_090_000, paid.total - 1_190_000]);
    const types = await webhookTypes(s.org.id);
    expect(types.filter((t) => t === 'refund.created')).toHaveLength(4);
    expect(types.filter((t) => t === 'ticket.voided')).toHaveLength(2);
    expect(types.at(-1)).toBe('order.canceled');
  });

  it.skipIf(!postgres)('concurrent refunds never add up to more than was paid (PostgreSQL)', async () => {
    const s = await shop();
    const paid = await paidStripeOrder(s, 2);
    const share = Math.floor(paid.total / 3) + 1; // two fit, a third does not
    const answers = await Promise.all(Array.from({ length: 8 }, () => server.http.post(`/api/events/${s.slug}/orders/${paid.code}/refunds`, { amount: share }, { token: s.token })));
    const ok = answers.filter((a) => a.status === 201);
    expect(ok).toHaveLength(2);
    for (const a of answers.filter((x) => x.status !== 201)) expect(a.body.errors[0].code).toBe('refund_exceeds_paid');
    expect((await getOrder(paid.code, s.buyerToken)).refunded_total).toBe(2 * share);
    const sum = await sql<{ n: number }>`select coalesce(sum(amount), 0)::int as n from refunds r join orders o on o.id = r.order_id where o.code = ${paid.code} and r.status <> 'failed'`.execute(server.ctx.db);
    expect(sum.rows[0]!.n).toBe(2 * share);
  });
});

describe('zarinpal', () => {
  it('request → StartPay → callback → verify with the amount: paid once; a replay (101), a forged OK and a NOK', async () => {
    const s = await shop();
    const placed = await order(s, s.buyerToken, 'zarinpal');
    expect(placed.status, placed.text).toBe(201);
    const o = placed.body.data;
    const authority = o.payment.provider_reference as string;
    expect(o.payment.action).toEqual({ type: 'redirect', url: `${zarinpal.url}/pg/StartPay/${authority}` });
    expect(zarinpal.payments.get(authority)).toMatchObject({ amount: 1_090_000, callback_url: expect.stringContaining('/api/payments/zarinpal/callback') });

    // A forged Status=OK before paying: verify says -51, the attempt fails; the order stays pending.
    const forged = await server.http.get(`/api/payments/zarinpal/callback?Authority=${authority}&Status=OK`);
    expect(forged.status).toBe(200);
    expect(await getOrder(o.code, s.buyerToken)).toMatchObject({ status: 'pending', payment: { status: 'failed' } });
    // Paid on StartPay after all (a late success): verified, paid once.
    const back = zarinpal.pay(authority);
    const cb = await server.http.get(back);
    expect(cb.status).toBe(200);
    expect(cb.text).toContain('is paid');
    const again = await server.http.get(back);
    expect(again.status).toBe(200);
    const paid = await getOrder(o.code, s.buyerToken);
    expect(paid).toMatchObject({ status: 'paid', payment: { status: 'confirmed' } });
    expect(paid.tickets).toHaveLength(1);
    const verifies = zarinpal.requests.filter((r) => r.path === '/pg/v4/payment/verify.json').map((r) => JSON.parse(r.body));
    expect(verifies.every((v) => v.amount === 1_090_000 && v.merchant_id === MERCHANT)).toBe(true);

    // Bad input: no or a malformed authority → 400; an unknown one → 404.
    expect((await server.http.get('/api/payments/zarinpal/callback?Status=OK')).status).toBe(400);
    expect((await server.http.get('/api/payments/zarinpal/callback?Authority=<script>&Status=OK')).status).toBe(400);
    expect((await server.http.get('/api/payments/zarinpal/callback?Authority=A00000000000000000000000000000000001&Status=OK')).status).toBe(404);

    // NOK: the attempt fails; the buyer retries.
    const s2 = await shop();
    const p2 = (await order(s2, s2.buyerToken, 'zarinpal')).body.data;
    expect((await server.http.get(zarinpal.pay(p2.payment.provider_reference, 'NOK'))).text).toContain('did not go through');
    expect(await getOrder(p2.code, s2.buyerToken)).toMatchObject({ status: 'pending', payment: { status: 'failed' } });
    // ZarinPal down while verifying: 502, the callback can be retried.
    const p2b = await server.http.post(`/api/orders/${p2.code}/payments`, { provider: 'zarinpal' }, { token: s2.buyerToken });
    expect(p2b.status, p2b.text).toBe(201);
    const back2 = zarinpal.pay(p2b.body.data.provider_reference);
    zarinpal.fault('/pg/v4/payment/verify.json', 'status', 1, 502);
    expect((await server.http.get(back2)).status).toBe(502);
    expect((await server.http.get(back2)).status).toBe(200);
    expect((await getOrder(p2.code, s2.buyerToken)).status).toBe('paid');

    // Creation refused or timing out: 502, pending with a failed attempt.
    const s3 = await shop();
    zarinpal.fault('/pg/v4/payment/request.json', 'hang', 1);
    const down = await order(s3, s3.buyerToken, 'zarinpal');
    expect(down.status, down.text).toBe(502);
    expect(down.body.errors[0].code).toBe('payment_provider_unavailable');

    // A zarinpal refund is recorded pending (no refund call in the v4 REST protocol).
    const r = await server.http.post(`/api/events/${s.slug}/orders/${o.code}/refunds`, { amount: 90_000 }, { token: s.token });
    expect(r.status, r.text).toBe(201);
    expect(r.body.data).toMatchObject({ status: 'pending', provider: 'zarinpal' });
  });
});

describe('manual', () => {
  it('held for MANUAL_HOLD_HOURS, confirmed by an organizer; refunds recorded as done', async () => {
    const s = await shop();
    const placed = await order(s, s.buyerToken, 'manual');
    expect(placed.status, placed.text).toBe(201);
    const o = placed.body.data;
    expect(o.payment).toMatchObject({ provider: 'manual', status: 'pending', action: null });
    const hold = new Date(o.expires_at).getTime() - Date.now();
    expect(hold).toBeGreaterThan(71 * 3600_000);
    expect(hold).toBeLessThan(73 * 3600_000);
    const confirm = `/api/events/${s.slug}/orders/${o.code}/confirm-payment`;
    expect((await server.http.post(confirm, undefined, { token: s.buyerToken })).status).toBe(403);
    expect((await server.http.post(confirm, undefined, { token: s.otherToken })).status).toBe(403);
    expect((await server.http.post(`/api/events/${s.slug}/orders/NOSUCH/confirm-payment`, undefined, { token: s.token })).status).toBe(404);
    const ok = await server.http.post(confirm, undefined, { token: s.token });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 'paid', payment: { status: 'confirmed' } });
    expect(ok.body.data.tickets).toHaveLength(1);
    expect((await server.http.post(confirm, undefined, { token: s.token })).body.errors[0].code).toBe('order_not_pending');
    const refund = await server.http.post(`/api/events/${s.slug}/orders/${o.code}/refunds`, {}, { token: s.token });
    expect(refund.status, refund.text).toBe(201);
    expect(refund.body.data).toMatchObject({ status: 'done', provider: 'manual', amount: 1_090_000 });
    expect((await getOrder(o.code, s.buyerToken)).tickets[0].status).toBe('void');

    // A stripe order is not confirmed by hand.
    const s2 = await shop();
    const st = (await order(s2, s2.buyerToken, 'stripe')).body.data;
    expect((await server.http.post(`/api/events/${s2.slug}/orders/${st.code}/confirm-payment`, undefined, { token: s2.token })).body.errors[0].code).toBe('payment_not_manual');
  });
});

describe('invoices', () => {
  it('the seller from PATCH /organizations, the buyer, the lines and tax; JSON and PDF; others 404; free orders none', async () => {
    const s = await shop();
    const patch = await server.http.patch(`/api/organizations/${s.org.slug}`, { invoice: { legal_name: 'Convene Events Ltd', address: '12 Valiasr St, Tehran', tax_id: 'IR-4410' } }, { token: s.token });
    expect(patch.status, patch.text).toBe(200);
    expect((await server.http.patch(`/api/organizations/${s.org.slug}`, { invoice: { legal_name: 'X', address: null, tax_id: null } }, { token: s.otherToken })).status).toBe(403);
    expect((await server.http.patch(`/api/organizations/${s.org.slug}`, { invoice: { legal_name: 5 } }, { token: s.token })).status).toBe(422);
    const paid = await paidStripeOrder(s, 2);
    const res = await server.http.get(`/api/orders/${paid.code}/invoice`, { token: s.buyerToken });
    expect(res.status, res.text).toBe(200);
    const inv = res.body.data;
    const year = new Date().getUTCFullYear();
    expect(inv).toMatchObject({
      number: `INV-${year}-000001`,
      kind: 'invoice',
      order_code: paid.code,
      seller: { legal_name: 'Convene Events Ltd', address: '12 Valiasr St, Tehran', tax_id: 'IR-4410' },
      buyer: { name: 'Sara', surname: 'Ahmadi', email: 'buyer@example.com' },
      lines: [{ name: 'Standard', quantity: 2, unit_price: 1_090_000, amount: 2_180_000, tax: 180_000 }],
      total: 2_180_000,
      tax: 180_000,
      currency: 'IRR',
      credit_notes: [],
    });
    expect((await server.http.get(`/api/orders/${paid.code}/invoice`, { token: s.token })).status).toBe(200);
    expect((await server.http.get(`/api/orders/${paid.code}/invoice`, { token: s.otherToken })).status).toBe(404);
    expect((await server.http.get(`/api/orders/${paid.code}/invoice`)).status).toBe(401);

    const pdf = await fetch(`${server.url}/api/orders/${paid.code}/invoice.pdf`, { headers: { authorization: `Bearer ${s.buyerToken}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(await pdf.arrayBuffer());
    expect(text).toContain(`INV-${year}-000001`);
    expect(text).toContain('2,180,000 IRR');
    expect(text).toContain('Convene Events Ltd');
    expect((await fetch(`${server.url}/api/orders/${paid.code}/invoice.pdf`, { headers: { authorization: `Bearer ${s.otherToken}` } })).status).toBe(404);

    // The invoice never changes: a refund adds a credit note naming it.
    await server.http.patch(`/api/organizations/${s.org.slug}`, { invoice: { legal_name: 'Renamed Ltd', address: null, tax_id: null } }, { token: s.token });
    await server.http.post(`/api/events/${s.slug}/orders/${paid.code}/refunds`, { amount: 500_000 }, { token: s.token });
    const later = (await server.http.get(`/api/orders/${paid.code}/invoice`, { token: s.buyerToken })).body.data;
    expect(later).toMatchObject({ number: inv.number, seller: inv.seller, total: inv.total, credit_notes: [{ number: `INV-${year}-000002`, total: 500_000 }] });

    // A free order gets none.
    const free = await server.http.post(`/api/events/${s.slug}/tickets`, { name: 'Free', price: 0, capacity: 5 }, { token: s.token });
    const freeOrder = await server.http.post(`/api/events/${s.slug}/orders`, { email: 'b@example.com', items: [{ ticket_id: free.body.data.id, quantity: 1 }] }, { token: await s.newBuyer(), headers: { 'idempotency-key': key() } });
    expect(freeOrder.status, freeOrder.text).toBe(201);
    expect((await server.http.get(`/api/orders/${freeOrder.body.data.code}/invoice`, { token: s.token })).status).toBe(404);
  });

  it.skipIf(!postgres)('numbers without gap or duplicate under concurrency, after rolled-back orders (PostgreSQL)', async () => {
    const s = await shop({ typeCapacity: 40 });
    const buyers = await Promise.all(Array.from({ length: 12 }, () => s.newBuyer()));
    const placed = await Promise.all(buyers.map((t) => order(s, t, 'manual')));
    for (const p of placed) expect(p.status, p.text).toBe(201);
    // Transactions that take a number and roll back, racing the payments.
    // An order that is never paid: its invoice is issued and rolled back again and again.
    const spare = await order(s, await s.newBuyer(), 'manual');
    expect(spare.status, spare.text).toBe(201);
    const victim = (await sql<{ id: number }>`select id from orders where code = ${spare.body.data.code}`.execute(server.ctx.db)).rows[0]!.id;
    const rollbacks = Array.from({ length: 6 }, async () => {
      await transaction(server.ctx.db, async (trx) => {
        const row = await trx.selectFrom('orders').selectAll().where('id', '=', victim).executeTakeFirstOrThrow();
        await issueInvoice(trx, row, s.org.id, 'INV');
        throw new Error('rolled back');
      }).catch((e: Error) => expect(e.message).toBe('rolled back'));
    });
    const confirms = placed.map((p) => server.http.post(`/api/events/${s.slug}/orders/${p.body.data.code}/confirm-payment`, undefined, { token: s.token }));
    const answers = await Promise.all([...confirms, ...rollbacks]);
    const errors = () => JSON.stringify(server.log.lines.filter((l) => l.level === 'error' || Number(l.level) >= 50)).slice(0, 3000);
    for (const a of answers.slice(0, placed.length) as Array<{ status: number; text: string }>) expect(a.status, `${a.text} ${errors()}`).toBe(200);
    const rows = await sql<{ sequence: number; number: string }>`select sequence, number from invoices where organization_id = ${s.org.id} order by sequence`.execute(server.ctx.db);
    expect(rows.rows.map((r) => r.sequence)).toEqual(Array.from({ length: placed.length }, (_, i) => i + 1));
    expect(new Set(rows.rows.map((r) => r.number)).size).toBe(placed.length);
  }, 120_000);
});

describe('secrets', () => {
  it('no provider secret in a log line, a response or an error', async () => {
    const s = await shop();
    stripe.fault('/v1/payment_intents', 'status', 2, 500);
    const failed = await order(s, s.buyerToken, 'stripe');
    expect(failed.status).toBe(502);
    const docs = await server.http.get('/api/openapi.json');
    const seen = JSON.stringify(server.log.lines) + failed.text + docs.text;
    for (const secret of [STRIPE_KEY, STRIPE_WHSEC, MERCHANT]) expect(seen).not.toContain(secret);
  });
});

describe('configuration', () => {
  it('refuses a provider without its secrets and an unknown provider, naming the variables but never a value', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', PAYMENT_PROVIDERS: 'stripe', STRIPE_SECRET_KEY: STRIPE_KEY })).toThrow(/STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: required/);
    expect(() => loadConfig({ NODE_ENV: 'test', PAYMENT_PROVIDERS: 'zarinpal' })).toThrow(/ZARINPAL_MERCHANT_ID: required/);
    expect(() => loadConfig({ NODE_ENV: 'test', PAYMENT_PROVIDERS: 'paypal' })).toThrow(/"paypal" is not one of test, stripe, zarinpal, manual/);
    try {
      loadConfig({ NODE_ENV: 'test', PAYMENT_PROVIDERS: 'stripe', STRIPE_SECRET_KEY: STRIPE_KEY });
    } catch (err) {
      expect(String(err)).not.toContain(STRIPE_KEY);
    }
    const ok = loadConfig({ NODE_ENV: 'test', PAYMENT_PROVIDERS: 'manual', INVOICE_PREFIX: 'CNV' });
    expect(ok.payments).toMatchObject({ manualHoldHours: 72, invoicePrefix: 'CNV', zarinpal: { apiBase: 'https://payment.zarinpal.com' } });
  });
});
