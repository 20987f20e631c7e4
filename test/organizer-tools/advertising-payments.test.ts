import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganization, createUser, tokenFor } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { StripeSimulator, ZarinpalSimulator } from '../helpers/payment-simulators.js';

// CONTRACT 15, last bullet: the retargeting order (seed 4.1) is paid through the same providers as ticket orders.

const STRIPE_KEY = 'sk_test_convene_simulated_key_51Hx';
const STRIPE_WHSEC = 'whsec_convene_simulated_secret_9f3';
const MERCHANT = 'convene-merchant-0000-1111-2222-333344445555';

let server: TestServer;
let stripe: StripeSimulator;
let zarinpal: ZarinpalSimulator;
let organizerToken: string;
let otherToken: string;
let adminToken: string;
let slug: string;

beforeAll(async () => {
  stripe = await new StripeSimulator(STRIPE_KEY, STRIPE_WHSEC).start();
  zarinpal = await new ZarinpalSimulator(MERCHANT).start();
  server = await startTestServer({
    env: {
      PAYMENT_PROVIDERS: 'test,stripe,zarinpal,manual',
      STRIPE_SECRET_KEY: STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: STRIPE_WHSEC,
      STRIPE_API_BASE: stripe.url,
      ZARINPAL_MERCHANT_ID: MERCHANT,
      ZARINPAL_API_BASE: zarinpal.url,
      PAYMENT_TIMEOUT_MS: '400',
    },
  });
  const { ctx } = server;
  const organizer = await createUser(ctx);
  organizerToken = await tokenFor(ctx, organizer);
  otherToken = await tokenFor(ctx, await createUser(ctx));
  adminToken = await tokenFor(ctx, await createUser(ctx, { role: 'admin' }));
  slug = (await createEvent(ctx, (await createOrganization(ctx, organizer)).id)).slug;
});
afterAll(async () => {
  await server?.stop();
  await stripe?.stop();
  await zarinpal?.stop();
});

const advertise = (body: unknown, token = organizerToken) => server.http.post(`/api/events/${slug}/advertise`, body, { token });
const read = async (id: number, token = organizerToken) => server.http.get(`/api/events/${slug}/advertise/${id}`, { token });
const webhook = (e: { payload: string; signature: string }) =>
  server.http.post('/api/payments/stripe/webhook', undefined, { raw: e.payload, headers: { 'content-type': 'application/json', 'stripe-signature': e.signature } });

async function press(actionUrl: string, outcome: 'pay' | 'fail') {
  const path = new URL(actionUrl).pathname;
  const page = await server.http.get(path);
  expect(page.status).toBe(200);
  expect(page.text).toContain('AD-');
  const res = await server.http.post(`${path}/${outcome}`, undefined, { raw: 'outcome=' + outcome, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(res.status, res.text).toBe(303);
}

describe('the retargeting order is paid through the payment providers', () => {
  it('test provider: the order carries its payment and redirect URL; Fail, then a new attempt and Pay make it paid once', async () => {
    const placed = await advertise({ retargeting: { list: ['150C_45KV'] } });
    expect(placed.status, placed.text).toBe(201);
    const o = placed.body.data;
    expect(o).toMatchObject({ status: 'pending', total: 170000, paid_at: null, payment: { provider: 'test', status: 'pending', amount: 170000, action: { type: 'redirect' } } });
    expect(o.payment.action.url).toMatch(/\/api\/payments\/test\/tp_[A-Za-z0-9]+$/);
    // Reading it answers the same payment.
    const seen = await read(o.id);
    expect(seen.status, seen.text).toBe(200);
    expect(seen.body.data).toMatchObject({ id: o.id, status: 'pending', items: [{ code: '150C_45KV', price: 170000 }], payment: { id: o.payment.id, action: o.payment.action } });

    await press(o.payment.action.url, 'fail');
    expect((await read(o.id)).body.data).toMatchObject({ status: 'pending', payment: { status: 'failed', action: null } });
    // A second user may neither read it nor pay it; bad input is 422.
    expect((await read(o.id, otherToken)).status).toBe(403);
    expect((await server.http.post(`/api/events/${slug}/advertise/${o.id}/payments`, {}, { token: otherToken })).status).toBe(403);
    expect((await server.http.get(`/api/events/${slug}/advertise/${o.id}`)).status).toBe(401);
    expect((await server.http.post(`/api/events/${slug}/advertise/${o.id}/payments`, { provider: 'paypal' }, { token: organizerToken })).status).toBe(422);
    expect((await server.http.post(`/api/events/${slug}/advertise/${o.id}/payments`, { provider: 'test', extra: 1 }, { token: organizerToken })).status).toBe(422);
    expect((await read(999_999_999)).status).toBe(404);

    const retry = await server.http.post(`/api/events/${slug}/advertise/${o.id}/payments`, { provider: 'test' }, { token: organizerToken });
    expect(retry.status, retry.text).toBe(201);
    expect(retry.body.data).toMatchObject({ provider: 'test', status: 'pending', amount: 170000, action: { type: 'redirect' } });
    await press(retry.body.data.action.url, 'pay');
    await press(retry.body.data.action.url, 'pay'); // a repeat changes nothing
    const paid = (await read(o.id)).body.data;
    expect(paid).toMatchObject({ status: 'paid', payment: { id: retry.body.data.id, status: 'confirmed' } });
    expect(Date.parse(paid.paid_at)).toBeGreaterThan(0);
    // The failed first attempt pressed Pay late: the order is paid already, that attempt is refunded, paid_at stays.
    await press(o.payment.action.url, 'pay');
    const after = (await read(o.id)).body.data;
    expect(after).toMatchObject({ status: 'paid', paid_at: paid.paid_at });
    const rows = await server.ctx.db.selectFrom('payments').select(['id', 'status']).where('advertising_order_id', '=', o.id).orderBy('id').execute();
    expect(rows.map((r) => r.status)).toEqual(['refunded', 'confirmed']);
    expect((await server.http.post(`/api/events/${slug}/advertise/${o.id}/payments`, {}, { token: organizerToken })).body.errors[0].code).toBe('order_not_pending');
  });

  it('stripe: a PaymentIntent per order; a duplicated, replayed and out-of-order webhook pays it once', async () => {
    const placed = await advertise({ retargeting: { list: ['250C_75KV', '350C_100KV'] }, provider: 'stripe' });
    expect(placed.status, placed.text).toBe(201);
    const o = placed.body.data;
    expect(o.payment).toMatchObject({ provider: 'stripe', status: 'pending', amount: 640000, action: { type: 'client_secret' } });
    const intent = stripe.intents.get(o.payment.provider_reference)!;
    expect(intent).toMatchObject({ amount: 640000, metadata: { order_code: `AD-${o.id}` } });
    expect(o.payment.action.value).toBe(intent.client_secret);
    const created = stripe.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
    expect(String(created.headers['idempotency-key'])).toBe(`advertising:${o.id}:${o.payment.id}`);

    stripe.pay(intent.id);
    // A forged signature: 400, nothing changes.
    expect((await webhook(stripe.event('payment_intent.succeeded', { ...intent }, 'whsec_wrong'))).status).toBe(400);
    expect((await read(o.id)).body.data.status).toBe('pending');
    // The real one three times at once and once more later; then a failure out of order.
    const good = stripe.event('payment_intent.succeeded', { ...intent });
    const answers = await Promise.all([webhook(good), webhook(good), webhook(good)]);
    for (const a of answers) expect(a.status, a.text).toBe(200);
    expect((await webhook(good)).status).toBe(200);
    expect((await webhook(stripe.event('payment_intent.payment_failed', { ...intent }))).status).toBe(200);
    expect((await read(o.id)).body.data).toMatchObject({ status: 'paid', payment: { status: 'confirmed' } });
    expect(server.log.lines.filter((l) => l.msg === 'advertising.order_paid' && l.advertising_order === o.id)).toHaveLength(1);
    expect(stripe.refunds.filter((r) => r.payment_intent === intent.id)).toHaveLength(0);
  });

  it('zarinpal: StartPay redirect, the verified callback pays once (a replay answers 101)', async () => {
    const placed = await advertise({ retargeting: { list: ['500C_150KV'] }, provider: 'zarinpal' });
    expect(placed.status, placed.text).toBe(201);
    const o = placed.body.data;
    const authority = o.payment.provider_reference as string;
    expect(o.payment.action).toEqual({ type: 'redirect', url: `${zarinpal.url}/pg/StartPay/${authority}` });
    expect(zarinpal.payments.get(authority)).toMatchObject({ amount: 520000 });
    const back = zarinpal.pay(authority);
    const cb = await server.http.get(back);
    expect(cb.status).toBe(200);
    expect(cb.text).toContain(`AD-${o.id} is paid`);
    expect((await server.http.get(back)).status).toBe(200);
    expect((await read(o.id)).body.data).toMatchObject({ status: 'paid', payment: { status: 'confirmed' } });
  });

  it('manual: an administrator confirms; organizers cannot; a provider that is down answers 502 with a failed attempt', async () => {
    const o = (await advertise({ retargeting: { list: ['150C_45KV'] }, provider: 'manual' })).body.data;
    expect(o.payment).toMatchObject({ provider: 'manual', status: 'pending', action: null });
    expect((await server.http.post(`/api/advertise/${o.id}/confirm-payment`, undefined, { token: organizerToken })).status).toBe(403);
    const ok = await server.http.post(`/api/advertise/${o.id}/confirm-payment`, undefined, { token: adminToken });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 'paid', payment: { status: 'confirmed' } });
    expect((await server.http.post(`/api/advertise/${o.id}/confirm-payment`, undefined, { token: adminToken })).body.errors[0].code).toBe('order_not_pending');
    expect((await server.http.post('/api/advertise/999999999/confirm-payment', undefined, { token: adminToken })).status).toBe(404);
    const t = (await advertise({ retargeting: { list: ['150C_45KV'] }, provider: 'test' })).body.data;
    expect((await server.http.post(`/api/advertise/${t.id}/confirm-payment`, undefined, { token: adminToken })).body.errors[0].code).toBe('payment_not_manual');

    stripe.fault('/v1/payment_intents', 'status', 2, 503);
    const down = await advertise({ retargeting: { list: ['150C_45KV'] }, provider: 'stripe' });
    expect(down.status, down.text).toBe(502);
    expect(down.body.errors[0].code).toBe('payment_provider_unavailable');
    const last = await server.ctx.db.selectFrom('ad_orders').select(['id', 'status']).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect((await read(last.id)).body.data).toMatchObject({ status: 'pending', payment: { provider: 'stripe', status: 'failed' } });
  });

  it('an order of 0 (a 100% discount) is paid at once, without a payment; an unknown provider stores nothing', async () => {
    const code = `FREE${randomBytes(4).toString('hex').toUpperCase()}`;
    expect((await server.http.post('/api/discounts', { code, percent: 100 }, { token: adminToken })).status).toBe(201);
    const free = await advertise({ retargeting: { list: ['150C_45KV'], discount_id: code } });
    expect(free.status, free.text).toBe(201);
    expect(free.body.data).toMatchObject({ total: 0, status: 'paid', payment: null });
    const before = await server.ctx.db.selectFrom('ad_orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const bad = await advertise({ retargeting: { list: ['150C_45KV'] }, provider: 'paypal' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('provider');
    const after = await server.ctx.db.selectFrom('ad_orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // The database holds one subject per attempt.
    await expect(server.ctx.db.insertInto('payments').values({ provider: 'test', status: 'created', amount: 1 }).execute()).rejects.toThrow();
  });
});
