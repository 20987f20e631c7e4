import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { qrTextOfImage } from '../helpers/qr.js';
import { pdfText } from '../helpers/pdf.js';
import { createEvent, createOrganization, createUser, tokenFor } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../helpers/smtp.js';


let server: TestServer;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ env: { OUTBOX_POLL_MS: '50', DEFAULT_LOCALE: 'fa', MAIL_URL: smtp.url } });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

let keys = 0;
const key = () => `om-${Date.now()}-${++keys}`;

async function shop(locale: 'fa' | 'en' | null, attrs: { event?: { name?: string; city_name?: string; online?: boolean }; buyer?: { name: string; surname: string } } = {}) {
  const ctx = server.ctx;
  const organizer = await createUser(ctx);
  const org = await createOrganization(ctx, organizer);
  const event = await createEvent(ctx, org.id, attrs.event ?? {});
  const buyer = await createUser(ctx, attrs.buyer ?? { name: 'Sara', surname: 'Ahmadi' });
  if (locale) await ctx.db.updateTable('users').set({ locale }).where('id', '=', buyer.id).execute();
  const token = await tokenFor(ctx, organizer);
  const type = async (name: string, price: number) => {
    const res = await server.http.post(`/api/events/${event.slug}/tickets`, { name, price }, { token });
    expect(res.status, res.text).toBe(201);
    return res.body.data as { id: number };
  };
  return { event, slug: event.slug, organizerToken: token, buyerToken: await tokenFor(ctx, buyer), type };
}

function order(slug: string, token: string, email: string, items: Array<{ ticket_id: number; quantity: number }>) {
  return server.http.post(`/api/events/${slug}/orders`, { email, items }, { token, headers: { 'idempotency-key': key() } });
}

/** Presses Pay on the test provider's sandbox page, as the buyer's browser does. */
async function pay(actionUrl: string) {
  const path = new URL(actionUrl).pathname;
  const res = await server.http.post(`${path}/pay`, undefined, { raw: 'outcome=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(res.status, res.text).toBe(303);
}

const mailsTo = (address: string) => smtp.mails.filter((m) => m.envelope.to.includes(address));
const settle = () => new Promise((r) => setTimeout(r, 600));

/** Checks the decoded QR codes against the order's tickets; returns what the codes decoded to. */
async function checkTickets(mail: ReceivedMail, codes: string[]): Promise<string[]> {
  const images = mail.parsed.attachments.filter((a) => a.contentType === 'image/png');
  expect(images).toHaveLength(codes.length);
  // mailparser turns `cid:` references into data URLs in `html`: the sent HTML is read from the raw message.
  const raw = mail.raw.replace(/=\r?\n/g, '');
  const decoded: string[] = [];
  for (const image of images) {
    expect(image.contentDisposition).toBe('inline');
    expect(image.cid).toBeTruthy();
    expect(raw).toContain(`src=3D"cid:${image.cid}"`);
    decoded.push((await qrTextOfImage(image.content))!);
  }
  expect(decoded.sort()).toEqual([...codes].sort());
  return decoded;
}

describe('order confirmation mail (CONTRACT 16)', () => {
  it('a paid order: one mail to its e-mail, in English for an English buyer, with ticket lines, decodable QR codes, the .ics and the invoice PDF', async () => {
    const s = await shop('en');
    const vip = await s.type('VIP', 150_000);
    const std = await s.type('Standard', 50_000);
    const address = `paid-${Date.now()}@example.test`;
    const placed = await order(s.slug, s.buyerToken, address, [{ ticket_id: vip.id, quantity: 1 }, { ticket_id: std.id, quantity: 2 }]);
    expect(placed.status, placed.text).toBe(201);
    const o = placed.body.data;
    await settle();
    expect(mailsTo(address)).toHaveLength(0); // pending: nothing yet
    await pay(o.payment.action.url);
    const [mail] = await smtp.waitFor(1, (m) => m.envelope.to.includes(address));
    const got = (await server.http.get(`/api/orders/${o.code}`, { token: s.buyerToken })).body.data;
    expect(got.status).toBe('paid');
    const parsed = mail!.parsed;
    expect(parsed.subject).toBe(`Your tickets for ${s.event.name}`);
    expect(parsed.html as string).toContain('dir="ltr"');
    expect(parsed.text).toContain(`Order ${o.code}`);
    expect(parsed.text).toContain('VIP — Sara Ahmadi');
    expect(parsed.text?.match(/Standard — Sara Ahmadi/g)).toHaveLength(2);
    expect(parsed.text).toMatch(/Total: IRR\s250,000/);
    const scanned = await checkTickets(mail!, (got.tickets as Array<{ qr: string }>).map((t) => t.qr));
    // What the mailed QR codes decode to checks in at the door, once each.
    for (const code of scanned) {
      const checkin = await server.http.post(`/api/events/${s.slug}/checkins`, { code }, { token: s.organizerToken, headers: { 'idempotency-key': key() } });
      expect(checkin.status, checkin.text).toBe(201);
    }
    const again = await server.http.post(`/api/events/${s.slug}/checkins`, { code: scanned[0] }, { token: s.organizerToken, headers: { 'idempotency-key': key() } });
    expect(again.status).toBe(409);
    expect(again.body.errors[0].code).toBe('already_checked_in');

    const ics = parsed.attachments.find((a) => a.filename === 'event.ics')!;
    expect(ics.contentType).toBe('text/calendar');
    const [vevent] = new ICAL.Component(ICAL.parse(ics.content.toString('utf8'))).getAllSubcomponents('vevent');
    expect(vevent!.getFirstPropertyValue('summary')).toBe(s.event.name);
    expect((vevent!.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(new Date(Math.floor(new Date(s.event.starts_at).getTime() / 1000) * 1000).toISOString());
    // Where it is (the event's city) and its page.
    expect(vevent!.getFirstPropertyValue('location')).toBe('Tehran');
    expect(String(vevent!.getFirstPropertyValue('url'))).toMatch(new RegExp(`^https?://[^/]+/app/events/${s.slug}$`));

    const invoice = (await server.http.get(`/api/orders/${o.code}/invoice`, { token: s.buyerToken })).body.data;
    const pdf = parsed.attachments.find((a) => a.contentType === 'application/pdf')!;
    expect(pdf.filename).toBe(`${invoice.number}.pdf`);
    const text = await pdfText(pdf.content);
    expect(text).toContain(invoice.number);
    expect(text).toContain('250,000');

    // A replayed confirmation changes nothing: still one mail.
    await pay(o.payment.action.url).catch(() => undefined);
    await settle();
    expect(mailsTo(address)).toHaveLength(1);
  });

  it('a free order is mailed at once in Persian (the default locale), without an invoice', async () => {
    const s = await shop(null);
    const free = await s.type('رایگان', 0);
    const address = `free-${Date.now()}@example.test`;
    const placed = await order(s.slug, s.buyerToken, address, [{ ticket_id: free.id, quantity: 1 }]);
    expect(placed.status, placed.text).toBe(201);
    expect(placed.body.data.status).toBe('paid');
    const [mail] = await smtp.waitFor(1, (m) => m.envelope.to.includes(address));
    const parsed = mail!.parsed;
    expect(parsed.subject).toBe(`بلیت‌های شما برای ${s.event.name}`);
    expect(parsed.html as string).toContain('dir="rtl"');
    expect(parsed.text).toContain('رایگان — Sara Ahmadi');
    expect(parsed.text).toContain('مبلغ کل:');
    expect(parsed.text).toContain('۰');
    expect(parsed.text).not.toContain('صورتحساب');
    await checkTickets(mail!, placed.body.data.tickets.map((t: { qr: string }) => t.qr));
    expect(parsed.attachments.some((a) => a.filename === 'event.ics')).toBe(true);
    expect(parsed.attachments.some((a) => a.contentType === 'application/pdf')).toBe(false);
    await settle();
    expect(mailsTo(address)).toHaveLength(1);
  });

  it('a Persian buyer of an online event: the invoice PDF in Persian with Vazirmatn embedded, the .ics locating the event at its page', async () => {
    const s = await shop('fa', { event: { name: 'همایش برنامه‌نویسان', online: true, city_name: 'تهران' }, buyer: { name: 'مریم', surname: 'احمدی' } });
    const t = await s.type('بلیت عادی', 120_000);
    const address = `fa-paid-${Date.now()}@example.test`;
    const placed = await order(s.slug, s.buyerToken, address, [{ ticket_id: t.id, quantity: 1 }]);
    expect(placed.status, placed.text).toBe(201);
    await pay(placed.body.data.payment.action.url);
    const [mail] = await smtp.waitFor(1, (m) => m.envelope.to.includes(address));
    const parsed = mail!.parsed;
    expect(parsed.html as string).toContain('dir="rtl"');
    const ics = parsed.attachments.find((a) => a.filename === 'event.ics')!;
    const [vevent] = new ICAL.Component(ICAL.parse(ics.content.toString('utf8'))).getAllSubcomponents('vevent');
    expect(vevent!.getFirstPropertyValue('summary')).toBe('همایش برنامه‌نویسان');
    const url = String(vevent!.getFirstPropertyValue('url'));
    expect(url).toMatch(new RegExp(`/app/events/${s.slug}$`));
    expect(vevent!.getFirstPropertyValue('location')).toBe(url);

    const pdf = parsed.attachments.find((a) => a.contentType === 'application/pdf')!;
    expect(pdf.content.toString('latin1')).toMatch(/\/BaseFont\s*\/[A-Z]{6}\+Vazirmatn-Regular/);
    const text = await pdfText(pdf.content);
    for (const word of ['صورتحساب', 'خریدار:', 'مریم', 'احمدی', 'همایش', 'بلیت', 'عادی', 'مبلغ']) expect(text).toContain(word);
    expect(text).toContain('۱۲۰٬۰۰۰');
    expect(text).toContain(placed.body.data.code);
  });

  it('a pending order that expires, and a canceled one, send nothing', async () => {
    const s = await shop('fa');
    const t = await s.type('T', 10_000);
    const expiredAddress = `expired-${Date.now()}@example.test`;
    const o = (await order(s.slug, s.buyerToken, expiredAddress, [{ ticket_id: t.id, quantity: 1 }])).body.data;
    await server.ctx.db.updateTable('orders').set({ expires_at: new Date(Date.now() - 1000) }).where('code', '=', o.code).execute();
    expect((await server.http.get(`/api/orders/${o.code}`, { token: s.buyerToken })).body.data.status).toBe('expired');
    const canceledAddress = `canceled-${Date.now()}@example.test`;
    const c = (await order(s.slug, s.buyerToken, canceledAddress, [{ ticket_id: t.id, quantity: 1 }])).body.data;
    expect((await server.http.post(`/api/orders/${c.code}/cancel`, undefined, { token: s.buyerToken })).status).toBe(200);
    await settle();
    expect(mailsTo(expiredAddress)).toHaveLength(0);
    expect(mailsTo(canceledAddress)).toHaveLength(0);
    const queued = await server.ctx.db.selectFrom('mails').select('key').where('template', '=', 'order_confirmation').where('address', 'in', [expiredAddress, canceledAddress]).execute();
    expect(queued).toHaveLength(0);
  });
});
