import { mkdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildWebApp, expectAccessible } from '../helpers/browser.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createEvent, createOrganization, createUser, localMobile, tokenFor } from '../helpers/factories.js';
import type { UserRow } from '../../storage/repositories/users.js';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Screenshots of the console's screens for docs/web.md.
const shots = fileURLToPath(new URL('../../docs/web/', import.meta.url));
const run = !process.env.TEST_DATABASE_URL && existsSync(chromiumPath);

// The organizer console (CONTRACT 18, issue 48): an organizer picks their event, sells a ticket type with a voucher
// that a second browser buys, sees the order, reads the dashboard and refunds it.
describe.skipIf(!run)('the organizer console in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let webDir: string;
  let organizer: UserRow;
  let buyer: UserRow;
  let orgSlug: string;
  let slug: string;

  beforeAll(async () => {
    webDir = await buildWebApp('console');
    server = await startTestServer({ attachments: [attachRealtime], env: { WEB_DIR: webDir } });
    organizer = await createUser(server.ctx, { name: 'Omid', surname: 'Organizer' });
    const org = await createOrganization(server.ctx, organizer, { name: 'Console Org' });
    orgSlug = org.slug;
    const event = await createEvent(server.ctx, org.id, { name: 'Console Conf' });
    slug = event.slug;
    // Another organization's event, which the organizer must not see in the picker.
    const other = await createOrganization(server.ctx, await createUser(server.ctx));
    await createEvent(server.ctx, other.id, { name: 'Somebody Else Conf' });
    buyer = await createUser(server.ctx, { name: 'Bahar', surname: 'Buyer' });
    await mkdir(shots, { recursive: true });
    browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (webDir) await rm(webDir, { recursive: true, force: true });
  });

  const accessible = (page: Page, name: string) => expectAccessible(page, shots, name);

  it('an organizer picks the event, creates a ticket type and a voucher, a buyer buys with it, and the organizer sees, charts and refunds the order', async () => {
    const orgToken = await tokenFor(server.ctx, organizer);
    const stored = JSON.stringify({ access_token: orgToken, refresh_token: 'unused-in-this-test', expires_at: Date.now() + 600_000 });
    const o = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await o.addInitScript({ content: `localStorage.setItem('convene.tokens', ${JSON.stringify(stored)})` });
    const page = await o.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`${e.message} ${e.stack ?? ''}`));
    page.on('console', (m) => m.type() === 'error' && !m.text().includes('409') && errors.push(`${m.text()} ${m.location().url}`));

    // The picker: the organizer's organizations (GET /api/me/organizations) and their events, no slug typed.
    await page.goto(`${server.url}/app/#/`);
    await page.getByRole('link', { name: 'Console' }).click();
    await page.getByRole('heading', { name: 'Organizer console' }).waitFor();
    await page.getByRole('button', { name: 'Manage Console Conf' }).waitFor();
    expect(await page.getByText('Somebody Else Conf').count()).toBe(0);
    await accessible(page, 'console-events');
    await page.getByRole('button', { name: 'Manage Console Conf' }).click();
    await page.getByTestId('console-event').filter({ hasText: 'Console Conf' }).waitFor();
    await page.getByRole('heading', { name: 'Sales and check-in' }).waitFor();

    // Event settings: the waiting list turned on from the console.
    await page.getByRole('link', { name: 'Event settings' }).click();
    await page.getByRole('heading', { name: 'Edit the event' }).waitFor();
    expect(await page.getByLabel('Event name').inputValue()).toBe('Console Conf');
    await page.getByLabel('Waiting list once sold out').check();
    await accessible(page, 'console-event-settings');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Event saved.').waitFor();
    expect((await server.http.get(`/api/events/${slug}/tickets`)).body.waiting_list_enabled).toBe(true);

    // A ticket type and a voucher for it.
    await page.getByRole('link', { name: 'Tickets and vouchers' }).click();
    await page.getByRole('heading', { name: 'New ticket type' }).waitFor();
    await page.getByLabel('Ticket type name').fill('Standard');
    await page.getByLabel('Price in rials').fill('2000000');
    await page.getByLabel('Places of this type').fill('50');
    await page.getByLabel('At most per order').fill('4');
    await page.getByRole('button', { name: 'Create ticket type' }).click();
    await page.getByTestId('console-ticket-types').filter({ hasText: 'Standard' }).waitFor();
    expect(await page.getByTestId('console-ticket-types').innerText()).toContain('IRR');

    await page.getByLabel('Voucher code').fill('CONSOLE25');
    await page.getByLabel('Discount in percent (1–100)', { exact: true }).fill('25');
    await page.getByLabel('Maximum uses (tickets)').fill('5');
    await page.getByRole('group', { name: 'Only for these ticket types (none ticked: all)' }).getByLabel('Standard').check();
    await page.getByRole('button', { name: 'Create voucher' }).click();
    await page.getByTestId('console-vouchers').filter({ hasText: 'CONSOLE25' }).waitFor();
    expect(await page.getByTestId('console-vouchers').innerText()).toContain('25% off');
    await page.getByRole('heading', { name: 'Quotas' }).waitFor();
    await accessible(page, 'console-tickets');

    // The buyer, in a second browser context, buys the new type with the voucher in the shop.
    const b = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const shop = await b.newPage();
    await shop.goto(`${server.url}/app/#/e/${slug}`);
    await shop.getByLabel('How many Standard').selectOption('1');
    await shop.getByRole('button', { name: 'Check out 1 ticket' }).click();
    await shop.getByLabel('Mobile number').fill(localMobile(buyer.mobile));
    await shop.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => server.sms.lastCode(buyer.mobile)).toBeTruthy();
    // The field shows once the code request was answered, and the code was sent before that answer.
    await shop.getByLabel('Code').waitFor();
    await shop.getByLabel('Code').fill(server.sms.lastCode(buyer.mobile)!);
    await shop.getByRole('button', { name: 'Log in' }).click();
    await shop.getByLabel('E-mail for the receipt').fill('bahar@example.com');
    await shop.getByLabel('Ticket 1 (Standard): name').fill('Bahar');
    await shop.getByLabel('Ticket 1 (Standard): surname').fill('Buyer');
    await shop.getByLabel('Voucher code').fill('console25');
    await shop.getByRole('button', { name: 'Place order' }).click();
    await shop.getByRole('heading', { name: 'Test payment' }).waitFor();
    expect(await shop.locator('body').innerText()).toContain('1500000 IRR');
    await shop.getByRole('button', { name: 'Pay' }).click();
    await shop.getByText('This attempt is settled.').waitFor();
    await shop.getByRole('link', { name: 'Back to the order' }).click();
    await shop.getByTestId('order-status').filter({ hasText: 'Paid' }).waitFor({ timeout: 10_000 });
    const code = decodeURIComponent(new URL(shop.url()).hash.split('/')[2]!);
    await b.close();

    // The dashboard: both charts drawn, and the tables carry the figures.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByTestId('chart-by-ticket').waitFor();
    expect(await page.locator('canvas[data-testid="chart-by-day"]').count()).toBe(1);
    expect(await page.getByTestId('chart-by-ticket').getAttribute('aria-label')).toContain('1 ticket in all');
    const byTicket = page.getByTestId('table-by-ticket');
    const standard = byTicket.getByRole('row').filter({ hasText: 'Standard' });
    expect(await standard.getByRole('cell').first().innerText()).toBe('1');
    expect(await page.getByTestId('table-by-day').getByRole('row').count()).toBe(2);
    expect(await page.getByTestId('sales-figures').innerText()).toMatch(/Tickets sold\s+1/);
    await page.getByTestId('checkin-stats').filter({ hasText: '0 of 1 checked in' }).first().waitFor();
    await accessible(page, 'console-dashboard');

    // Orders: the buyer's order is listed, found by search and by status, and refunded after a confirmation.
    await page.getByRole('link', { name: 'Orders' }).click();
    const row = page.getByTestId('console-order').filter({ hasText: code });
    await row.waitFor();
    await page.getByLabel('Status').selectOption('expired');
    await expect.poll(() => page.getByTestId('console-order').count()).toBe(0);
    await page.getByLabel('Status').selectOption('paid');
    await page.getByLabel('Search orders').fill('bahar@');
    await page.getByRole('button', { name: 'Search' }).click();
    await row.waitFor();
    expect(await page.getByTestId('console-order').count()).toBe(1);
    expect(await row.innerText()).toContain('Bahar Buyer');

    await row.getByRole('button', { name: `Refund ${code}` }).click();
    await row.getByText(`Refund order ${code}?`).waitFor();
    await accessible(page, 'console-orders-refund');
    await row.getByRole('button', { name: 'Yes, refund' }).click();
    await page.getByText(`Order ${code} refunded.`).waitFor();
    const refunded = await server.http.get(`/api/orders/${code}`, { token: await tokenFor(server.ctx, buyer) });
    expect(refunded.body.data.refunded_total).toBe(1_500_000);
    expect(refunded.body.data.tickets.every((k: { status: string }) => k.status === 'void')).toBe(true);

    // Refunding again is refused, and the server's own words are on screen.
    const again = page.getByTestId('console-order').filter({ hasText: code });
    await again.getByRole('button', { name: `Refund ${code}` }).click();
    await again.getByRole('button', { name: 'Yes, refund' }).click();
    const alert = again.getByRole('alert');
    await alert.waitFor();
    const direct = await server.http.post(`/api/events/${slug}/orders/${code}/refunds`, {}, { token: orgToken, headers: { 'idempotency-key': 'console-again' } });
    expect(direct.status).toBe(409);
    expect(await alert.innerText()).toBe(direct.body.errors[0].message);

    // Creating an event from the console.
    await page.getByRole('link', { name: 'My events' }).click();
    await page.getByRole('link', { name: 'New event' }).click();
    await page.getByRole('heading', { name: 'New event' }).waitFor();
    await page.getByLabel('Event name').fill('Second Conf');
    await page.getByLabel('Time zone', { exact: true }).selectOption('Asia/Tehran');
    await page.getByLabel('Starts (in the event\'s time zone)').fill('2027-03-01T09:00');
    await page.getByLabel('Ends (in the event\'s time zone)').fill('2027-03-01T17:00');
    await page.getByLabel('City', { exact: true }).fill('Tehran');
    await page.getByLabel('Capacity', { exact: true }).fill('120');
    await accessible(page, 'console-new-event');
    await page.getByRole('button', { name: 'Create event' }).click();
    await page.getByRole('heading', { name: 'New ticket type' }).waitFor();
    await page.getByTestId('console-event').filter({ hasText: 'Second Conf' }).waitFor();
    const list = await server.http.get(`/api/organizations/${orgSlug}/events`);
    const created = list.body.data.find((e: { name: string }) => e.name === 'Second Conf');
    expect(created).toMatchObject({ city_name: 'Tehran', time_zone: 'Asia/Tehran', starts_at: '2027-03-01T05:30:00.000Z' });
    expect(errors).toEqual([]);
    await o.close();
  }, 180_000);
});
