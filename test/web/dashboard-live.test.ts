import { mkdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import { buildWebApp, chromiumPath, expectAccessible, launchChromium } from '../helpers/browser.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createEvent, createOrganization, createUser, issueTicket, tokenFor } from '../helpers/factories.js';
import type { UserRow } from '../../storage/repositories/users.js';

const shots = fileURLToPath(new URL('../../docs/web/', import.meta.url));
const run = !process.env.TEST_DATABASE_URL && existsSync(chromiumPath);

// The console's dashboard during the event (issue 48): the organizer picks the event from their list (no slug typed)
// and the check-in figures move live through `checkins:progress` as tickets are checked in through the API.
describe.skipIf(!run)('live check-in progress on the dashboard in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let webDir: string;
  let organizer: UserRow;
  let slug: string;
  const codes: string[] = [];

  beforeAll(async () => {
    webDir = await buildWebApp('dashboard-live');
    server = await startTestServer({ attachments: [attachRealtime], env: { WEB_DIR: webDir, QA_PUSH_INTERVAL_MS: '200' } });
    organizer = await createUser(server.ctx, { name: 'Omid', surname: 'Organizer' });
    const org = await createOrganization(server.ctx, organizer, { name: 'Door Org' });
    const event = await createEvent(server.ctx, org.id, { name: 'Live Door Conf' });
    slug = event.slug;
    const token = await tokenFor(server.ctx, organizer);
    const type = await server.http.post(`/api/events/${slug}/tickets`, { name: 'Standard', price: 0 }, { token });
    expect(type.status, type.text).toBe(201);
    for (let i = 0; i < 3; i++) {
      const ticket = await issueTicket(server.ctx, event.id, (await createUser(server.ctx)).id);
      await server.ctx.db.updateTable('attendee_tickets').set({ ticket_type_id: type.body.data.id as number }).where('code', '=', ticket.code).execute();
      codes.push(ticket.code);
    }
    await mkdir(shots, { recursive: true });
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (webDir) await rm(webDir, { recursive: true, force: true });
  });

  it('moves the figures without a reload when tickets are checked in, singly and from an offline batch', async () => {
    const token = await tokenFor(server.ctx, organizer);
    const stored = JSON.stringify({ access_token: token, refresh_token: 'unused-in-this-test', expires_at: Date.now() + 600_000 });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript({ content: `localStorage.setItem('convene.tokens', ${JSON.stringify(stored)})` });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(`${m.text()} ${m.location().url}`));

    await page.goto(`${server.url}/app/#/console`);
    await page.getByRole('button', { name: 'Manage Live Door Conf' }).click();
    await page.getByRole('heading', { name: 'Sales and check-in' }).waitFor();
    const all = page.getByTestId('checkin-all');
    await all.filter({ hasText: '0 of 3 checked in (0%)' }).waitFor();
    // A marker on the window: gone if the page reloaded.
    await page.evaluate('window.__sameDocument = true');

    const checkIn = await server.http.post(`/api/events/${slug}/checkins`, { code: codes[0] }, { token });
    expect(checkIn.status).toBe(201);
    await all.filter({ hasText: '1 of 3 checked in (33%)' }).waitFor({ timeout: 10_000 });
    const batch = await server.http.post(`/api/events/${slug}/checkins/batch`, { checkins: codes.slice(1).map((code) => ({ code, checked_in_at: new Date().toISOString() })) }, { token });
    expect(batch.status).toBe(200);
    await all.filter({ hasText: '3 of 3 checked in (100%)' }).waitFor({ timeout: 10_000 });
    expect(await page.evaluate('window.__sameDocument')).toBe(true);

    // The bars carry the same figures (readable without colour: the text says it, the bar is labelled).
    const stats = page.getByTestId('checkin-stats');
    expect(await stats.locator('progress').first().getAttribute('aria-label')).toBe('All tickets: 3 of 3 checked in');
    expect(await stats.innerText()).toContain('Standard 3 of 3 checked in (100%)');
    await expectAccessible(page, shots, 'console-dashboard-live');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
