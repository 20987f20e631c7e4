import { mkdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { attachRealtime } from '../../realtime/server.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createEvent, createOrganization, createUser, localMobile, tokenFor } from '../helpers/factories.js';
import type { UserRow } from '../../storage/repositories/users.js';
import { pdfText } from '../helpers/pdf.js';
import { buildWebApp, chromiumPath, decodeQr, expectAccessible, launchChromium } from '../helpers/browser.js';

const shots = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));
const run = !process.env.TEST_DATABASE_URL && existsSync(chromiumPath);

interface Canvas {
  width: number;
  height: number;
  getContext(kind: '2d'): { getImageData(x: number, y: number, w: number, h: number): { width: number; height: number; data: ArrayLike<number> } };
}

/** The text of the QR code drawn on `canvas`, read back from its pixels with jsQR (what a phone's camera would see). */
async function readQr(page: Page, selector: string): Promise<string | null> {
  const pixels = await page.locator(selector).first().evaluate((element) => {
    const canvas = element as unknown as Canvas;
    const image = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    return { width: image.width, height: image.height, data: Array.from(image.data) };
  });
  return decodeQr(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
}

describe.skipIf(!run)('the shop in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let webDir: string;
  let slug: string;
  let buyer: UserRow;
  let typeId: number;

  beforeAll(async () => {
    webDir = await buildWebApp('shop');
    server = await startTestServer({ attachments: [attachRealtime], env: { WEB_DIR: webDir } });
    const organizer = await createUser(server.ctx, { name: 'Olga', surname: 'Organizer' });
    const org = await createOrganization(server.ctx, organizer);
    const event = await createEvent(server.ctx, org.id, { name: 'Shop Conf' });
    slug = event.slug;
    const orgToken = await tokenFor(server.ctx, organizer);
    const type = await server.http.post(`/api/events/${slug}/tickets`, { name: 'Supporter', price: 1_090_000, capacity: 20, max_per_order: 4, tax_rate: 9 }, { token: orgToken });
    expect(type.status, type.text).toBe(201);
    typeId = type.body.data.id;
    const gone = await server.http.post(`/api/events/${slug}/tickets`, { name: 'Early bird', price: 500_000, capacity: 0 }, { token: orgToken });
    expect(gone.status, gone.text).toBe(201);
    const voucher = await server.http.post(`/api/events/${slug}/vouchers`, { code: 'HALF', discount: { percent: 50 }, ticket_ids: [typeId] }, { token: orgToken });
    expect(voucher.status, voucher.text).toBe(201);
    buyer = await createUser(server.ctx, { name: 'Bita', surname: 'Buyer' });
    await mkdir(shots, { recursive: true });
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (webDir) await rm(webDir, { recursive: true, force: true });
  });

  const accessible = (page: Page, name: string) => expectAccessible(page, shots, name);

  it('a guest buys from the event page (inline login, attendee name, voucher, the test provider) and gets a QR code that reads back as the ticket', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors: string[] = [];
    // The sandbox page (not the app) has no favicon: the browser's own request for one is not the app's error.
    page.on('console', (m) => m.type() === 'error' && !m.location().url.endsWith('/favicon.ico') && errors.push(`${m.text()} ${m.location().url}`));
    page.on('response', (r) => r.status() >= 400 && errors.push(`${r.status()} ${new URL(r.url()).pathname}`));

    await page.goto(`${server.url}/app/#/shop`);
    await page.getByRole('link', { name: 'Shop Conf' }).click();
    await page.getByRole('heading', { name: 'Shop Conf' }).waitFor();
    const types = page.getByTestId('ticket-type');
    await expect.poll(() => types.count()).toBe(2);
    await expect.poll(() => types.filter({ hasText: 'Early bird' }).innerText()).toContain('Sold out');
    expect(await types.filter({ hasText: 'Supporter' }).innerText()).toContain('On sale');
    await accessible(page, 'shop-event');

    await page.getByLabel('How many Supporter').selectOption('1');
    await page.getByRole('button', { name: 'Check out 1 ticket' }).click();
    // Not logged in: the checkout asks for the mobile number and the code in place.
    await page.getByLabel('Mobile number').fill(localMobile(buyer.mobile));
    await page.getByRole('button', { name: 'Send code' }).click();
    // The field shows once the code request was answered, and the code was sent before that answer.
    await page.getByLabel('Code').waitFor();
    await page.getByLabel('Code').fill(server.sms.lastCode(buyer.mobile)!);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByLabel('E-mail for the receipt').fill('bita@example.com');
    await page.getByLabel('Ticket 1 (Supporter): name').fill('Sara');
    await page.getByLabel('Ticket 1 (Supporter): surname').fill('Ahmadi');
    await page.getByLabel('Voucher code').fill('half');
    await accessible(page, 'shop-checkout');
    await page.getByRole('button', { name: 'Place order' }).click();

    // The test provider's sandbox: half of 1,090,000 after the voucher.
    await page.getByRole('heading', { name: 'Test payment' }).waitFor();
    expect(await page.locator('body').innerText()).toContain('545000 IRR');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByText('This attempt is settled.').waitFor();
    await page.getByRole('link', { name: 'Back to the order' }).click();

    await page.getByTestId('order-status').filter({ hasText: 'Paid' }).waitFor({ timeout: 10_000 });
    const ticket = page.getByTestId('order-ticket');
    await expect.poll(() => ticket.count()).toBe(1);
    // The holder is the user the ticket went to (CONTRACT 15: an attendee named without a known e-mail → the buyer).
    expect(await ticket.innerText()).toContain('Bita Buyer');
    await page.getByRole('link', { name: 'Add to calendar' }).waitFor();

    const code = decodeURIComponent(new URL(page.url()).hash.split('/')[2]!);
    const order = await server.http.get(`/api/orders/${code}`, { token: await tokenFor(server.ctx, buyer) });
    expect(order.body.data).toMatchObject({ status: 'paid', total: 545_000 });
    const qr = order.body.data.tickets[0].qr as string;
    expect(qr.length).toBeGreaterThan(0);
    await expect.poll(() => readQr(page, 'canvas[role="img"]'), { timeout: 10_000 }).toBe(qr);
    await accessible(page, 'shop-order');

    // The calendar file names the event and its start.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Add to calendar' }).click();
    const file = await (await download).path();
    const ics = await (await import('node:fs/promises')).readFile(file!, 'utf8');
    expect(ics).toContain('SUMMARY:Shop Conf');
    expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);

    // The invoice, saved by the browser as a PDF, reads back with the order's lines and total.
    const invoiceDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the invoice (PDF)' }).click();
    const saved = await invoiceDownload;
    expect(saved.suggestedFilename()).toBe(`invoice-${code}.pdf`);
    const pdf = await (await import('node:fs/promises')).readFile((await saved.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const invoiceText = await pdfText(pdf);
    const invoiceRecord = (await server.http.get(`/api/orders/${code}/invoice`, { token: await tokenFor(server.ctx, buyer) })).body.data;
    expect(invoiceText).toContain(invoiceRecord.number);
    expect(invoiceText).toContain('Supporter');

    // "My tickets" lists the order and links back to it.
    await page.goto(`${server.url}/app/#/tickets`);
    await page.getByRole('heading', { name: 'My tickets' }).waitFor();
    await page.getByRole('link', { name: new RegExp(code) }).waitFor();
    await accessible(page, 'shop-my-tickets');
    // The remaining count went down by the ticket sold.
    expect((await server.http.get(`/api/events/${slug}/tickets`)).body.data.find((k: { id: number }) => k.id === typeId).remaining).toBe(19);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('refuses a voucher the event does not have, with the reason on screen and no order placed', async () => {
    const other = await createUser(server.ctx, { name: 'Omid', surname: 'Other' });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/app/#/e/${slug}`);
    await page.getByLabel('How many Supporter').selectOption('2');
    await page.getByRole('button', { name: 'Check out 2 tickets' }).click();
    await page.getByLabel('Mobile number').fill(localMobile(other.mobile));
    await page.getByRole('button', { name: 'Send code' }).click();
    // The field shows once the code request was answered, and the code was sent before that answer.
    await page.getByLabel('Code').waitFor();
    await page.getByLabel('Code').fill(server.sms.lastCode(other.mobile)!);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByLabel('E-mail for the receipt').fill('omid@example.com');
    await page.getByLabel('Voucher code').fill('NOPE');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').innerText()).not.toBe('');
    const mine = await server.http.get('/connect/orders', { token: await tokenFor(server.ctx, other) });
    expect(mine.status).toBe(200);
    expect(mine.body._embedded.order).toEqual([]);
    await context.close();
  }, 120_000);

  it('a sold-out event: joins the waiting list, sees the offer once a place frees up, and buys with it', async () => {
    const organizer = await createUser(server.ctx);
    const org = await createOrganization(server.ctx, organizer);
    const event = await createEvent(server.ctx, org.id, { name: 'Full Conf', capacity: 1 });
    const orgToken = await tokenFor(server.ctx, organizer);
    const type = await server.http.post(`/api/events/${event.slug}/tickets`, { name: 'Seat', price: 200_000, capacity: 1 }, { token: orgToken });
    expect(type.status, type.text).toBe(201);
    expect((await server.http.patch(`/api/events/${event.slug}`, { waiting_list_enabled: true }, { token: orgToken })).status).toBe(200);
    const holder = await createUser(server.ctx);
    const holderToken = await tokenFor(server.ctx, holder);
    const held = await server.http.post(`/api/events/${event.slug}/orders`, { email: 'h@example.com', items: [{ ticket_id: type.body.data.id, quantity: 1 }] }, { token: holderToken, headers: { 'idempotency-key': 'full-1' } });
    expect(held.status, held.text).toBe(201);

    const waiter = await createUser(server.ctx, { name: 'Wanda', surname: 'Waiting' });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/app/#/e/${event.slug}`);
    await page.getByRole('heading', { name: 'Waiting list' }).waitFor();
    await page.getByLabel('Mobile number').fill(localMobile(waiter.mobile));
    await page.getByRole('button', { name: 'Send code' }).click();
    // The field shows once the code request was answered, and the code was sent before that answer.
    await page.getByLabel('Code').waitFor();
    await page.getByLabel('Code').fill(server.sms.lastCode(waiter.mobile)!);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('button', { name: 'Join the waiting list' }).click();
    await page.getByText('You are number 1 in line.').waitFor();
    await accessible(page, 'shop-waiting-list');

    // The holder cancels: the place is offered to the first in line, who sees it on asking again.
    expect((await server.http.post(`/api/orders/${held.body.data.code as string}/cancel`, undefined, { token: holderToken })).status).toBe(200);
    await expect
      .poll(async () => (await sql<{ state: string }>`select state from waiting_list where user_id = ${waiter.id}`.execute(server.ctx.db)).rows[0]?.state, { timeout: 30_000 })
      .toBe('offered');
    const failures: string[] = [];
    page.on('pageerror', (e) => failures.push(e.message));
    await page.getByRole('button', { name: 'Check my place' }).click();
    await page.getByRole('button', { name: 'Buy with my offer' }).waitFor();
    expect(await page.getByRole('status').first().innerText()).toMatch(/A place is held for you until .+ Your personal voucher: \S+/);
    await page.getByRole('button', { name: 'Buy with my offer' }).click();
    const voucher = await page.getByLabel('Voucher code').inputValue();
    expect(voucher.length).toBe(16);
    await page.getByLabel('E-mail for the receipt').fill('wanda@example.com');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('heading', { name: 'Test payment' }).waitFor();
    const mine = await server.http.get('/connect/orders', { token: await tokenFor(server.ctx, waiter) });
    expect(mine.body._embedded.order).toHaveLength(1);
    expect(mine.body._embedded.order[0]).toMatchObject({ status: 'pending', total: 200_000 });
    expect(failures).toEqual([]);
    await context.close();
  }, 120_000);
});
