import { pdfText } from '../helpers/pdf.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visualRuns } from '../../server/sales/pdf-text.js';
import { createEvent, createOrganization, createUser, tokenFor } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// The invoice PDF in Persian and English (CONTRACT 15, 17): Vazirmatn embedded, right-to-left lines in visual order,
// read back with pdfjs as the other invoice tests do. Runs on the embedded database and, with TEST_DATABASE_URL, on
// PostgreSQL.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { OUTBOX_POLL_MS: '50' } });
});
afterAll(async () => {
  await server?.stop();
});

/** The names of the fonts a PDF embeds (`/BaseFont /ABCDEF+Name`). */
const fontsOf = (pdf: Buffer) => [...pdf.toString('latin1').matchAll(/\/BaseFont\s*\/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((m) => m[1]);

let keys = 0;
const key = () => `ipdf-${Date.now()}-${++keys}`;

/** A Persian event, organization and buyer; a paid order of 2 × «بلیت ویژه» through the test provider. */
async function paidPersianOrder() {
  const ctx = server.ctx;
  const organizer = await createUser(ctx);
  const org = await createOrganization(ctx, organizer);
  const event = await createEvent(ctx, org.id, { name: 'جشنواره فیلم تهران', city_name: 'تهران' });
  const buyer = await createUser(ctx, { name: 'مریم', surname: 'احمدی' });
  const token = await tokenFor(ctx, organizer);
  const patched = await server.http.patch(`/api/organizations/${org.slug}`, { invoice: { legal_name: 'شرکت رویداد پارس', address: 'تهران، خیابان ولیعصر', tax_id: 'IR-4410' } }, { token });
  expect(patched.status, patched.text).toBe(200);
  const type = await server.http.post(`/api/events/${event.slug}/tickets`, { name: 'بلیت ویژه', price: 1_090_000, tax_rate: 9 }, { token });
  expect(type.status, type.text).toBe(201);
  const buyerToken = await tokenFor(ctx, buyer);
  const placed = await server.http.post(
    `/api/events/${event.slug}/orders`,
    { email: 'maryam@example.com', items: [{ ticket_id: type.body.data.id, quantity: 2 }], provider: 'test' },
    { token: buyerToken, headers: { 'idempotency-key': key() } },
  );
  expect(placed.status, placed.text).toBe(201);
  const path = new URL(placed.body.data.payment.action.url).pathname;
  const paid = await server.http.post(`${path}/pay`, undefined, { raw: 'outcome=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(paid.status, paid.text).toBe(303);
  const code = placed.body.data.code as string;
  expect((await server.http.get(`/api/orders/${code}`, { token: buyerToken })).body.data.status).toBe('paid');
  return { code, buyerId: buyer.id, buyerToken, organizerToken: token, otherToken: await tokenFor(ctx, await createUser(ctx)) };
}

const getPdf = (code: string, token: string | null, language?: string) =>
  fetch(`${server.url}/api/orders/${code}/invoice.pdf`, { headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(language ? { 'accept-language': language } : {}) } });

describe('bidirectional lines (server/sales/pdf-text.ts)', () => {
  it('puts the runs of a line in visual order, handing fontkit each run as it reverses it', () => {
    // A Persian sentence is one right-to-left run, in logical order (fontkit reverses it whole).
    expect(visualRuns('خریدار: مریم احمدی', 'rtl')).toEqual(['خریدار: مریم احمدی']);
    // A Latin code inside a Persian line is left of the Persian before it.
    expect(visualRuns('صورتحساب INV-2026-000001', 'rtl')).toEqual(['INV-2026-000001', 'صورتحساب ']);
    // Persian digits read left to right: handed over reversed, since fontkit takes them for Arabic script and reverses.
    expect(visualRuns('مبلغ کل: ریال ۲٬۱۸۰', 'rtl')).toEqual(['۰۸۱٬۲', 'مبلغ کل: ریال ']);
    // A Persian name in an English line keeps the English first.
    expect(visualRuns('Buyer: مریم احمدی', 'ltr')).toEqual(['Buyer: ', 'مریم احمدی']);
    // Brackets around Latin text in a Persian line belong to the Persian (level 1) and are mirrored: the closing one,
    // shown leftmost, is drawn as '('; the opening one ends the Persian run as ')', which fontkit puts left of it.
    expect(visualRuns('رویداد (VIP)', 'rtl')).toEqual(['(', 'VIP', 'رویداد )']);
    // Latin alone is untouched.
    expect(visualRuns('Total: 2,180,000 IRR', 'ltr')).toEqual(['Total: 2,180,000 IRR']);
  });
});

describe('invoice PDF in Persian and English', () => {
  it('a Persian buyer gets a Persian invoice with Vazirmatn embedded; the same invoice in English still reads; others 404, guests 401', async () => {
    const o = await paidPersianOrder();
    const invoice = (await server.http.get(`/api/orders/${o.code}/invoice`, { token: o.buyerToken })).body.data;

    const fa = await getPdf(o.code, o.buyerToken, 'fa-IR,fa;q=0.9');
    expect(fa.status).toBe(200);
    expect(fa.headers.get('content-type')).toBe('application/pdf');
    const faBytes = Buffer.from(await fa.arrayBuffer());
    expect(fontsOf(faBytes)).toContain('Vazirmatn-Regular');
    expect(fontsOf(faBytes)).not.toContain('Helvetica');
    const faText = await pdfText(faBytes.buffer.slice(faBytes.byteOffset, faBytes.byteOffset + faBytes.byteLength) as ArrayBuffer);
    // The labels in Persian, the people's and the event's words as typed, the number and the order's code in Latin.
    for (const word of ['صورتحساب', 'خریدار:', 'مریم', 'احمدی', 'جشنواره', 'فیلم', 'تهران', 'بلیت', 'ویژه', 'فروشنده:', 'شرکت', 'رویداد', 'پارس', 'مبلغ', 'کل:']) {
      expect(faText).toContain(word);
    }
    expect(faText).toContain(invoice.number);
    expect(faText).toContain(o.code);
    expect(faText).toContain('maryam@example.com');
    // The total with Persian digits (۲٬۱۸۰٬۰۰۰ rials).
    expect(faText).toContain('۲٬۱۸۰٬۰۰۰');
    expect(faText).not.toContain('Invoice');

    // The buyer's saved locale wins over Accept-Language.
    await server.ctx.db.updateTable('users').set({ locale: 'fa' }).where('id', '=', o.buyerId).execute();
    const saved = await pdfText(await (await getPdf(o.code, o.buyerToken, 'en')).arrayBuffer());
    expect(saved).toContain('صورتحساب');

    // The organizer asks in English: English labels, the Persian names still read, Latin digits.
    const en = await getPdf(o.code, o.organizerToken, 'en');
    expect(en.status).toBe(200);
    const enText = await pdfText(await en.arrayBuffer());
    expect(enText).toContain(`Invoice ${invoice.number}`);
    expect(enText).toContain('Buyer:');
    expect(enText).toContain('مریم');
    expect(enText).toContain('احمدی');
    expect(enText).toContain('Event:');
    expect(enText).toContain('جشنواره');
    expect(enText).toContain('Total: 2,180,000 IRR');
    expect(enText).toContain('Tax included: 180,000 IRR');

    expect((await getPdf(o.code, o.otherToken, 'en')).status).toBe(404);
    expect((await getPdf(o.code, null, 'en')).status).toBe(401);
    expect((await getPdf('NOSUCHCODE', o.buyerToken, 'en')).status).toBe(404);
  });
});
