import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../server/mail/format.js';
import { refund as refundTemplate } from '../../server/mail/templates/refund.js';
import { createEvent, createOrganization, createUser, tokenFor } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../helpers/smtp.js';

/** The refund mail (CONTRACT 16): one per refund, to the order's `email`, in the buyer's language. */
let server: TestServer;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  // DEFAULT_LOCALE en: a Persian mail can only come from the buyer's saved locale.
  server = await startTestServer({ env: { OUTBOX_POLL_MS: '50', DEFAULT_LOCALE: 'en', MAIL_URL: smtp.url } });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

let keys = 0;
const key = () => `rm-${Date.now()}-${++keys}`;
let addresses = 0;
const newAddress = (what: string) => `refund-${what}-${Date.now()}-${++addresses}@example.test`;

/** A paid order of `price` at a new event: the organizer's token, the order (code, total, currency) and its address. */
async function paidOrder(locale: 'fa' | 'en' | null, price: number, quantity = 1) {
  const ctx = server.ctx;
  const organizer = await createUser(ctx);
  const org = await createOrganization(ctx, organizer);
  const event = await createEvent(ctx, org.id, {});
  const buyer = await createUser(ctx, { name: 'Sara', surname: 'Ahmadi' });
  if (locale) await ctx.db.updateTable('users').set({ locale }).where('id', '=', buyer.id).execute();
  const token = await tokenFor(ctx, organizer);
  const buyerToken = await tokenFor(ctx, buyer);
  const type = await server.http.post(`/api/events/${event.slug}/tickets`, { name: 'Standard', price }, { token });
  expect(type.status, type.text).toBe(201);
  const address = newAddress(locale ?? 'default');
  const placed = await server.http.post(`/api/events/${event.slug}/orders`, { email: address, items: [{ ticket_id: type.body.data.id, quantity }] }, { token: buyerToken, headers: { 'idempotency-key': key() } });
  expect(placed.status, placed.text).toBe(201);
  const o = placed.body.data as { code: string; total: number; currency: string; payment: { action: { url: string } } };
  const path = new URL(o.payment.action.url).pathname;
  const paid = await server.http.post(`${path}/pay`, undefined, { raw: 'outcome=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(paid.status, paid.text).toBe(303);
  // The order confirmation arrives first: refund mails are counted apart from it.
  await smtp.waitFor(1, (m) => m.envelope.to.includes(address));
  return { event, slug: event.slug, token, buyerToken, address, order: o };
}

/** Every mail to the order's address but its confirmation (whatever its subject: a stray mail is counted too). */
const confirmationSubjects = (event: string) => [`Your tickets for ${event}`, `بلیت‌های شما برای ${event}`];
const refundsTo = (s: { address: string; event: { name: string } }) =>
  smtp.mails.filter((m) => m.envelope.to.includes(s.address) && !confirmationSubjects(s.event.name).includes(m.parsed.subject ?? ''));
const settle = () => new Promise((r) => setTimeout(r, 700));

function refund(slug: string, code: string, token: string, body: Record<string, unknown>) {
  return server.http.post(`/api/events/${slug}/orders/${code}/refunds`, body, { token });
}

async function waitRefunds(s: { address: string; event: { name: string } }, count: number): Promise<ReceivedMail[]> {
  await smtp.waitFor(count, (m) => refundsTo(s).includes(m));
  await settle();
  return refundsTo(s);
}

const html = (m: ReceivedMail) => m.parsed.html as string;

describe('refund mail (CONTRACT 16)', () => {
  it('a refund sends exactly one mail to the order\'s e-mail: the amount in the order\'s currency, the order code and the credit note', async () => {
    const s = await paidOrder('en', 250_000);
    const r = await refund(s.slug, s.order.code, s.token, { amount: 100_000 });
    expect(r.status, r.text).toBe(201);
    expect(r.body.data).toMatchObject({ status: 'done', amount: 100_000 });
    const creditNote = r.body.data.credit_note as string;
    expect(creditNote).toBeTruthy();
    const mails = await waitRefunds(s, 1);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.envelope.to).toEqual([s.address]);
    expect(mail.parsed.subject).toBe(`Refund for your order at ${s.event.name}`);
    const amount = formatMoney(100_000, s.order.currency, 'en');
    expect(amount).toMatch(/^IRR\s100,000$/);
    for (const part of [mail.parsed.text!, html(mail)]) {
      expect(part).toContain(`${amount} of order ${s.order.code} was refunded.`);
      expect(part).toContain(`Credit note: ${creditNote}`);
    }
    expect(html(mail)).toContain('dir="ltr"');
    const rows = await server.ctx.db.selectFrom('mails').select(['key', 'status']).where('template', '=', 'refund').where('address', '=', s.address).execute();
    expect(rows).toEqual([{ key: `refund:${r.body.data.id}`, status: 'sent' }]);
  });

  it('a partial refund and then a second one send two mails, each with its own amount', async () => {
    const s = await paidOrder('en', 50_000, 2);
    const first = await refund(s.slug, s.order.code, s.token, { amount: 30_000 });
    expect(first.status, first.text).toBe(201);
    await waitRefunds(s, 1);
    const second = await refund(s.slug, s.order.code, s.token, {});
    expect(second.status, second.text).toBe(201);
    expect(second.body.data.amount).toBe(70_000);
    const mails = await waitRefunds(s, 2);
    expect(mails).toHaveLength(2);
    const texts = mails.map((m) => m.parsed.text!);
    expect(texts.some((t) => t.includes(`${formatMoney(30_000, s.order.currency, 'en')} of order ${s.order.code}`))).toBe(true);
    expect(texts.some((t) => t.includes(`${formatMoney(70_000, s.order.currency, 'en')} of order ${s.order.code}`))).toBe(true);
    expect(texts.some((t) => t.includes(`Credit note: ${first.body.data.credit_note}`))).toBe(true);
    expect(texts.some((t) => t.includes(`Credit note: ${second.body.data.credit_note}`))).toBe(true);
  });

  it('a refund refused (409 refund_exceeds_paid) sends no mail', async () => {
    const s = await paidOrder('en', 40_000);
    const over = await refund(s.slug, s.order.code, s.token, { amount: s.order.total + 1 });
    expect(over.status).toBe(409);
    expect(over.body.errors[0].code).toBe('refund_exceeds_paid');
    await settle();
    expect(refundsTo(s)).toHaveLength(0);
    const rows = await server.ctx.db.selectFrom('mails').select('key').where('template', '=', 'refund').where('address', '=', s.address).execute();
    expect(rows).toHaveLength(0);
    // Refunded in full (one mail), a further refund is refused and mails nothing more.
    expect((await refund(s.slug, s.order.code, s.token, {})).status).toBe(201);
    await waitRefunds(s, 1);
    const again = await refund(s.slug, s.order.code, s.token, { amount: 1 });
    expect(again.status).toBe(409);
    expect(again.body.errors[0].code).toBe('refund_exceeds_paid');
    await settle();
    expect(refundsTo(s)).toHaveLength(1);
  });

  it('in Persian for a buyer whose saved locale is fa', async () => {
    const s = await paidOrder('fa', 120_000);
    const r = await refund(s.slug, s.order.code, s.token, { amount: 120_000 });
    expect(r.status, r.text).toBe(201);
    const [mail] = await waitRefunds(s, 1);
    expect(mail!.parsed.subject).toBe(`بازپرداخت سفارش ${s.event.name}`);
    const amount = formatMoney(120_000, s.order.currency, 'fa');
    expect(amount).toContain('۱۲۰٬۰۰۰');
    for (const part of [mail!.parsed.text!, html(mail!)]) {
      expect(part).toContain(`مبلغ ${amount} از سفارش ${s.order.code} بازپرداخت شد.`);
      expect(part).toContain(r.body.data.credit_note);
    }
    expect(html(mail!)).toContain('dir="rtl"');
    await settle();
    expect(refundsTo(s)).toHaveLength(1);
  });

  it('a refund pending with its provider says it is on its way; no credit note line without an invoice', async () => {
    const data = { sender: { name: 'Org', logo: null }, event_name: 'Expo', event_url: 'https://convene.test/app/events/expo', order_code: 'ABC123', refund_id: 1, amount: 5_000, currency: 'IRR', status: 'pending' as const, credit_note: null, locale: 'en' as const };
    const rendered = await refundTemplate.render(data, { locale: 'en' });
    expect(rendered.text).toContain(`${formatMoney(5_000, 'IRR', 'en')} of order ABC123 was refunded.`);
    expect(rendered.text).toContain('The payment provider returns it to your account shortly');
    expect(rendered.text).not.toContain('Credit note');
    const done = await refundTemplate.render({ ...data, status: 'done' }, { locale: 'fa' });
    expect(done.text).not.toContain('درگاه پرداخت');
  });
});
