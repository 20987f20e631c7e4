import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import QRCode from 'qrcode';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { buildWebApp, expectAccessible, readQrOnScreen } from '../helpers/browser.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createEvent, createOrganization, createUser, issueTicket, tokenFor } from '../helpers/factories.js';
import type { UserRow } from '../../storage/repositories/users.js';

// The web app's exhibitors and leads (CONTRACT 20, issue 51): the exhibitor list and a booth page for attendees
// (leaving one's details there), the attendee's badge QR, and the booth staff screen scanning that badge from a fake
// camera, rating and noting the lead.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const docsShots = fileURLToPath(new URL('../../docs/web/', import.meta.url));
const run = !process.env.TEST_DATABASE_URL && existsSync(chromiumPath);

const readQr = readQrOnScreen;

/** A .y4m video of `text`'s QR code for Chromium's fake camera (as in test/web/door.test.ts). */
function qrVideo(text: string, width = 640, height = 480, frames = 10): Buffer {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const scale = Math.floor(Math.min(width, height) / (size + 8));
  const left = Math.floor((width - size * scale) / 2);
  const top = Math.floor((height - size * scale) / 2);
  const y = Buffer.alloc(width * height, 235);
  for (let r = 0; r < size; r++)
    for (let c = 0; c < size; c++)
      if (qr.modules.get(r, c)) for (let dy = 0; dy < scale; dy++) y.fill(16, (top + r * scale + dy) * width + left + c * scale, (top + r * scale + dy) * width + left + (c + 1) * scale);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: frames }, () => frame)]);
}

describe.skipIf(!run)('exhibitors, badges and leads in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let webDir: string;
  let eventId: number;
  let ana: UserRow;
  let ben: UserRow;
  let sam: UserRow;
  let exhibitorId: number;
  let badge: string;
  let anaTicket: string;
  let slug: string;
  let orgToken: string;
  let cleo: UserRow;
  let dora: UserRow;
  let tom: UserRow;

  beforeAll(async () => {
    webDir = await buildWebApp('booths');
    server = await startTestServer({ attachments: [attachRealtime], env: { WEB_DIR: webDir } });
    const organizer = await createUser(server.ctx, { name: 'Olga', surname: 'Organizer' });
    const org = await createOrganization(server.ctx, organizer);
    const event = await createEvent(server.ctx, org.id);
    eventId = event.id;
    ana = await createUser(server.ctx, { name: 'Ana', surname: 'Attendee' });
    ben = await createUser(server.ctx, { name: 'Ben', surname: 'Visitor' });
    sam = await createUser(server.ctx, { name: 'Sam', surname: 'Staff' });
    anaTicket = (await issueTicket(server.ctx, eventId, ana.id)).code;
    await issueTicket(server.ctx, eventId, ben.id);
    await issueTicket(server.ctx, eventId, sam.id);
    slug = event.slug;
    cleo = await createUser(server.ctx, { name: 'Cleo', surname: 'Consent' });
    dora = await createUser(server.ctx, { name: 'Dora', surname: 'Offline' });
    tom = await createUser(server.ctx, { name: 'Tom', surname: 'Temp' });
    for (const u of [cleo, dora, tom]) await issueTicket(server.ctx, eventId, u.id);

    // The organizer's exhibitor (its logo served by Convene: the Content-Security-Policy allows images from 'self'),
    // with Sam on its staff and one qualifying question.
    orgToken = await tokenFor(server.ctx, organizer);
    const made = await server.http.post(
      `/api/events/${event.slug}/exhibitors`,
      { name: 'Acme Audio', description: 'Studio monitors and هدفون for live sound.', booth: 'Hall B, 12', logo: `${server.url}/app/icon-192.png` },
      { token: orgToken },
    );
    expect(made.status, made.text).toBe(201);
    exhibitorId = made.body.data.id;
    for (const member of [sam, tom]) {
      const staff = await server.http.put(`/api/events/${event.slug}/exhibitors/${exhibitorId}/staff/${member.id}`, {}, { token: orgToken });
      expect(staff.status, staff.text).toBe(201);
    }
    const questions = await server.http.put(
      `/api/events/${event.slug}/exhibitors/${exhibitorId}/questions`,
      { questions: [{ title: 'Budget this year?', type: 'single', options: ['Under 10k', '10k or more'] }] },
      { token: orgToken },
    );
    expect(questions.status, questions.text).toBe(200);

    // Ana's badge, read through the API: the camera of Sam's browser is a video of its QR code.
    const read = await server.http.get('/connect/badge', { token: await tokenFor(server.ctx, ana, { eventId }) });
    expect(read.status, read.text).toBe(200);
    badge = read.body.code;
    expect(badge).toMatch(/^B-/);
    const video = join(webDir, 'badge.y4m');
    await writeFile(video, qrVideo(badge));
    await mkdir(docsShots, { recursive: true });
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
    });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (webDir) await rm(webDir, { recursive: true, force: true });
  });

  const badgeOf = async (user: UserRow) => (await server.http.get('/connect/badge', { token: await tokenFor(server.ctx, user, { eventId }) })).body.code as string;
  const leadsOf = async () => (await server.http.get(`/connect/exhibitors/${exhibitorId}/leads`, { token: await tokenFor(server.ctx, sam, { eventId }) })).body._embedded.leads as Array<Record<string, any>>;

  /** How many scans wait in every booth queue of idb-keyval's store (its default database), counted in the page. */
  const queuedOnDevice = (page: Page) =>
    page.evaluate(`new Promise((resolve, reject) => {
      const open = indexedDB.open('keyval-store');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const req = open.result.transaction('keyval').objectStore('keyval').openCursor();
        let count = 0;
        req.onsuccess = () => {
          const cursor = req.result;
          if (!cursor) return resolve(count);
          if (String(cursor.key).startsWith('booth-queue:')) count += cursor.value.length;
          cursor.continue();
        };
      };
    })`);

  /** Serves the app shell from the service worker's cache (so a reload without a network still shows the app). */
  async function underServiceWorker(page: Page) {
    // (Strings: this file is type-checked without the DOM library.)
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await page.reload();
    await expect.poll(() => page.evaluate('Boolean(navigator.serviceWorker.controller)')).toBe(true);
  }

  /** A browser logged in as `user` with an event-bound token put where the app keeps its login. */
  async function as(user: UserRow, options: { camera?: boolean } = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const access = await tokenFor(server.ctx, user, { eventId });
    const stored = JSON.stringify({ access_token: access, refresh_token: 'unused-in-this-test', expires_at: Date.now() + 600_000 });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, permissions: options.camera ? ['camera'] : [], acceptDownloads: true });
    await context.addInitScript({ content: `localStorage.setItem('convene.tokens', ${JSON.stringify(stored)}); localStorage.setItem('convene.locale', 'en')` });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    return { context, page, errors };
  }

  const accessible = (page: Page, name: string) => expectAccessible(page, docsShots, name);

  it('lists the exhibitors and shows a booth page where an attendee leaves their details, told what is shared', async () => {
    const { context, page, errors } = await as(ben);
    await page.goto(`${server.url}/app/#/feed`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Exhibitors', exact: true }).click();
    await page.getByRole('heading', { name: 'Exhibitors' }).waitFor();
    const list = page.getByTestId('exhibitor-list');
    await list.getByRole('link', { name: 'Acme Audio' }).waitFor();
    expect(await list.innerText()).toContain('Booth Hall B, 12');
    expect(await list.locator('p[dir="auto"]').innerText()).toContain('Studio monitors');
    await expect.poll(() => list.locator('img.logo').evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(192);
    // Ben is not staff: no way to the staff screen.
    expect(await page.getByRole('link', { name: 'Scan badges at my booth' }).count()).toBe(0);
    await accessible(page, 'exhibitors');

    await list.getByRole('link', { name: 'Acme Audio' }).click();
    await page.getByRole('heading', { name: 'Acme Audio' }).waitFor();
    expect(await page.getByTestId('booth-place').innerText()).toBe('Booth Hall B, 12');
    expect(await page.getByTestId('booth-description').getAttribute('dir')).toBe('auto');
    const note = page.getByTestId('visit-note');
    await expect.poll(() => note.innerText()).toContain('Your e-mail and mobile number stay private');
    expect(await note.innerText()).toContain('Acme Audio will see your public profile');
    // Allowing the contact is said at once, and stored on Ben's networking profile.
    await page.getByLabel('Share my e-mail and mobile number with exhibitors').check();
    await expect.poll(() => note.innerText()).toContain('so they see them too');
    const profile = await server.http.get('/connect/event/networking-profile', { token: await tokenFor(server.ctx, ben, { eventId }) });
    expect(profile.body.share_contact_with_exhibitors).toBe(true);
    await page.getByLabel('10k or more').check();
    await accessible(page, 'exhibitor-booth');
    await page.getByRole('button', { name: 'Leave my details' }).click();
    expect(await page.getByTestId('visit-done').innerText()).toBe('Your details are with Acme Audio.');
    const leads = await server.http.get(`/connect/exhibitors/${exhibitorId}/leads`, { token: await tokenFor(server.ctx, sam, { eventId }) });
    const visit = leads.body._embedded.leads.find((l: { person: { id: number } }) => l.person.id === ben.id);
    expect(visit).toMatchObject({ source: 'visit', captured_by: null, answers: [{ question_id: 1, answer: '10k or more' }] });
    expect(visit.person.email ?? visit.person.mobile).toBeTruthy();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('shows the attendee’s badge as a QR code that decodes to the badge code, apart from the ticket', async () => {
    const { context, page, errors } = await as(ana);
    await page.goto(`${server.url}/app/#/feed`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My badge', exact: true }).click();
    await page.getByRole('heading', { name: 'My badge' }).waitFor();
    await page.getByRole('img', { name: `QR code of badge ${badge}` }).waitFor();
    expect(await page.getByTestId('badge-code').innerText()).toBe(badge);
    expect(badge).not.toBe(anaTicket);
    await expect.poll(() => readQr(page, 'canvas[role="img"]'), { timeout: 10_000 }).toBe(badge);
    expect(await page.locator('main').innerText()).toContain('does not let you in at the door');
    await accessible(page, 'my-badge');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('lets booth staff scan the badge with the camera, rate it hot with a note, and refuse a ticket code', async () => {
    const { context, page, errors } = await as(sam, { camera: true });
    await page.goto(`${server.url}/app/#/exhibitors`);
    await page.getByRole('link', { name: 'Scan badges at my booth' }).click();
    await page.getByRole('heading', { name: 'Booth staff: Acme Audio' }).waitFor();
    await page.getByRole('heading', { name: '1 lead' }).waitFor();
    await accessible(page, 'booth-staff');

    await page.getByRole('button', { name: 'Scan badges with the camera' }).click();
    const lead = page.getByTestId('lead');
    await lead.getByRole('heading', { name: 'Ana Attendee' }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('lead-state').innerText()).toBe('New lead');
    expect(await lead.innerText()).toContain('does not share their e-mail or mobile');
    await page.getByRole('button', { name: 'Close the camera' }).click();
    await lead.getByLabel('Hot').check();
    await lead.getByLabel('Notes').fill('Wants 20 monitors for the spring tour');
    await lead.getByLabel('Under 10k').check();
    await accessible(page, 'booth-staff-lead');
    await lead.getByRole('button', { name: 'Save the lead' }).click();
    await lead.getByRole('status').filter({ hasText: 'Lead saved.' }).waitFor();
    await page.getByRole('heading', { name: '2 leads' }).waitFor();
    expect(await page.getByTestId('leads').locator('li').first().innerText()).toContain('Hot');

    const leads = await server.http.get(`/connect/exhibitors/${exhibitorId}/leads`, { token: await tokenFor(server.ctx, sam, { eventId }) });
    const scanned = leads.body._embedded.leads.find((l: { person: { id: number } }) => l.person.id === ana.id);
    expect(scanned).toMatchObject({ source: 'scan', rating: 'hot', notes: 'Wants 20 monitors for the spring tour', captured_by: sam.id, answers: [{ question_id: 1, answer: 'Under 10k' }] });
    expect(scanned.person.email ?? null).toBeNull();

    // The CSV download carries the lead (fetched with the bearer token, handed over as a file).
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the leads (CSV)' }).click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain('Ana');
    expect(csv).toContain('hot');
    const [cards] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the leads (vCard)' }).click()]);
    expect(await readFile((await cards.path())!, 'utf8')).toContain('BEGIN:VCARD');

    // A ticket code offered as a badge: the server's refusal, which does not say it is a ticket.
    await page.getByLabel('Badge code').fill(anaTicket);
    await page.getByRole('button', { name: 'Find' }).click();
    const refused = await page.getByTestId('scan-refused').innerText();
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.toLowerCase()).not.toContain('ticket');
    expect(refused).not.toContain(anaTicket);
    await accessible(page, 'booth-staff-refused');
    // The ticket code's 404 is the browser's logged load, by design.
    expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    await context.close();
  }, 180_000);
  it('keeps booth scans made offline on the device, across a reload, and uploads them in a batch when the network is back', async () => {
    const { context, page, errors } = await as(sam);
    await page.goto(`${server.url}/app/#/booth`);
    await page.getByRole('heading', { name: 'Booth staff: Acme Audio' }).waitFor();
    await underServiceWorker(page);
    await page.getByRole('heading', { name: 'Booth staff: Acme Audio' }).waitFor();
    const network = page.getByTestId('booth-network');
    await expect.poll(() => network.innerText()).toBe('Online');
    const before = Date.now();
    const doraBadge = await badgeOf(dora);

    await context.setOffline(true);
    await expect.poll(() => network.innerText()).toContain('Offline');
    // A scan without a network: kept, and its form still takes a rating, notes and answers (they go up with it).
    await page.getByLabel('Badge code').fill(doraBadge);
    await page.getByRole('button', { name: 'Find' }).click();
    const lead = page.getByTestId('lead');
    await lead.getByRole('heading', { name: `Badge ${doraBadge}` }).waitFor();
    await lead.getByLabel('Warm').check();
    await lead.getByLabel('Notes').fill('Call back after the show');
    await lead.getByLabel('10k or more').check();
    await lead.getByRole('button', { name: 'Save the lead' }).click();
    await lead.getByRole('status').filter({ hasText: 'Saved on this device' }).waitFor();
    await lead.getByRole('button', { name: 'Next badge' }).click();
    // A code that is no badge of the event: kept too (the server decides once online).
    await page.getByLabel('Badge code').fill('B-NOSUCHBADGEATTHISEVENT00');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect.poll(() => network.innerText()).toContain('2 scans waiting to upload');
    const queue = page.getByTestId('booth-queue');
    expect(await queue.innerText()).toContain(doraBadge);
    expect(await queue.innerText()).toContain('Warm');

    // The queue survives a reload without a network.
    await page.reload();
    await page.getByRole('heading', { name: 'Booth staff: Acme Audio' }).waitFor();
    await expect.poll(() => network.innerText()).toContain('2 scans waiting to upload');
    expect(await queue.locator('li').count()).toBe(2);
    expect(await queue.innerText()).toContain('B-NOSUCHBADGEATTHISEVENT00');
    // The leads cannot be read without a network: said so, not "0 leads".
    await page.getByText('The leads show when the network is back.').waitFor();
    expect(await page.getByRole('heading', { name: 'Leads', exact: true }).count()).toBe(1);
    await accessible(page, 'booth-staff-offline');
    await page.setViewportSize({ width: 1280, height: 900 });
    await accessible(page, 'booth-staff-offline-desktop');
    await page.setViewportSize({ width: 390, height: 844 });

    await context.setOffline(false);
    const uploaded = page.getByTestId('booth-uploaded');
    await expect.poll(() => uploaded.innerText(), { timeout: 20_000 }).toContain('Stored as a new lead');
    expect(await uploaded.innerText()).toContain('B-NOSUCHBADGEATTHISEVENT00 Not a badge of this event: removed from the queue');
    await expect.poll(() => network.innerText()).toBe('Online');
    expect(await page.getByTestId('booth-queue').count()).toBe(0);
    await accessible(page, 'booth-staff-uploaded');
    const stored = (await leadsOf()).find((l) => l.person.id === dora.id);
    expect(stored).toMatchObject({ source: 'scan', rating: 'warm', notes: 'Call back after the show', captured_by: sam.id, answers: [{ question_id: 1, answer: '10k or more' }] });
    // Captured when scanned offline, not when uploaded.
    expect(Date.parse(stored!.captured_at)).toBeGreaterThanOrEqual(before - 1000);
    await expect.poll(() => page.getByTestId('leads').innerText()).toContain('Dora Offline');

    // Nothing waits after another reload.
    await page.reload();
    await page.getByRole('heading', { name: 'Booth staff: Acme Audio' }).waitFor();
    await expect.poll(() => network.innerText()).toBe('Online');
    expect(await page.getByTestId('booth-queue').count()).toBe(0);
    expect(errors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    await context.close();
  }, 180_000);

  it('drops offline scans the server refuses for good (no longer staff), each with the reason', async () => {
    const { context, page } = await as(tom);
    await page.goto(`${server.url}/app/#/booth`);
    await page.getByRole('heading', { name: 'Booth staff: Acme Audio' }).waitFor();
    const network = page.getByTestId('booth-network');
    await context.setOffline(true);
    await expect.poll(() => network.innerText()).toContain('Offline');
    const anaBadge = await badgeOf(ana);
    await page.getByLabel('Badge code').fill(anaBadge);
    await page.getByRole('button', { name: 'Find' }).click();
    await expect.poll(() => network.innerText()).toContain('1 scan waiting to upload');
    expect(await queuedOnDevice(page)).toBe(1);
    // Meanwhile the organizer takes Tom off the booth's staff: the upload answers 403, which no retry changes.
    const removed = await server.http.delete(`/api/events/${slug}/exhibitors/${exhibitorId}/staff/${tom.id}`, { token: orgToken });
    expect(removed.status, removed.text).toBe(204);
    const leadsBefore = (await leadsOf()).length;
    await context.setOffline(false);
    const uploaded = page.getByTestId('booth-uploaded');
    await expect.poll(() => uploaded.innerText(), { timeout: 20_000 }).toContain('Refused, not retried');
    expect(await uploaded.innerText()).toContain(anaBadge);
    await expect.poll(() => network.innerText()).toBe('Online');
    expect(await page.getByTestId('booth-queue').count()).toBe(0);
    await accessible(page, 'booth-staff-refused-upload');
    expect((await leadsOf()).length).toBe(leadsBefore);
    // Gone from the device too: a reload sends nothing again.
    expect(await queuedOnDevice(page)).toBe(0);
    await context.close();
  }, 120_000);

  it('shows the attendee which exhibitors hold their details and withdraws their contact from one', async () => {
    // Sam's booth screen is open while Cleo leaves her details: the new lead shows there live (lead:captured).
    const staff = await as(sam);
    await staff.page.goto(`${server.url}/app/#/booth`);
    await staff.page.getByRole('heading', { name: 'Booth staff: Acme Audio' }).waitFor();
    await staff.page.getByText('Live', { exact: true }).waitFor();
    await staff.page.getByRole('heading', { name: /^\d+ leads?$/ }).waitFor();
    expect(await staff.page.getByTestId('leads').innerText()).not.toContain('Cleo Consent');
    const cleoToken = await tokenFor(server.ctx, cleo, { eventId });
    expect((await server.http.patch('/connect/event/networking-profile', { share_contact_with_exhibitors: true }, { token: cleoToken })).status).toBe(200);
    expect((await server.http.post(`/connect/exhibitors/${exhibitorId}/visit`, {}, { token: cleoToken })).status).toBe(201);
    await expect.poll(() => staff.page.getByTestId('leads').locator('li').first().innerText()).toContain('Cleo Consent');
    expect(staff.errors).toEqual([]);
    await staff.context.close();
    const held = (await leadsOf()).find((l) => l.person.id === cleo.id)!;
    expect(held.person.mobile).toBe(cleo.mobile);

    const { context, page, errors } = await as(cleo);
    await page.goto(`${server.url}/app/#/feed`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My badge', exact: true }).click();
    await page.getByRole('heading', { name: 'Who holds my details' }).waitFor();
    const holders = page.getByTestId('holders');
    await expect.poll(() => holders.innerText()).toContain('Acme Audio');
    expect(await holders.innerText()).toContain('Sees your e-mail and mobile number');
    await accessible(page, 'my-badge-holders');
    await page.setViewportSize({ width: 1280, height: 900 });
    await accessible(page, 'my-badge-holders-desktop');
    await holders.getByRole('button', { name: 'Withdraw my contact from Acme Audio' }).click();
    expect(await page.getByTestId('withdrawn').innerText()).toBe('Acme Audio no longer sees your e-mail and mobile number.');
    await expect.poll(() => holders.innerText()).toContain('Sees your public profile only');
    const after = (await leadsOf()).find((l) => l.person.id === cleo.id)!;
    expect(after.person.email ?? null).toBeNull();
    expect(after.person.mobile ?? null).toBeNull();
    const mine = await server.http.get('/connect/me/leads', { token: cleoToken });
    expect(mine.body._embedded.leads).toMatchObject([{ id: held.id, exhibitor: { id: exhibitorId, name: 'Acme Audio' }, holds_contact: false }]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
  it('shows an exhibitor logo served over https from another host, and never loads a plain http one', async () => {
    // Two more exhibitors whose logos live elsewhere; the browser's requests to those hosts are answered here.
    const png = await readFile(join(webDir, 'icon-192.png'));
    const secure = await server.http.post(`/api/events/${slug}/exhibitors`, { name: 'Secure Logos', logo: 'https://logos.example.test/secure.png' }, { token: orgToken });
    const plain = await server.http.post(`/api/events/${slug}/exhibitors`, { name: 'Plain Logos', logo: 'http://logos.example.test/plain.png' }, { token: orgToken });
    expect([secure.status, plain.status], secure.text + plain.text).toEqual([201, 201]);
    const { context, page, errors } = await as(ben);
    const asked: string[] = [];
    await context.route('*://logos.example.test/**', (route) => {
      asked.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'image/png', body: png });
    });
    await page.goto(`${server.url}/app/#/exhibitors/${secure.body.data.id}`);
    await page.getByRole('heading', { name: 'Secure Logos' }).waitFor();
    await expect.poll(() => page.locator('img.logo').evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(192);
    await page.goto(`${server.url}/app/#/exhibitors/${plain.body.data.id}`);
    await page.getByRole('heading', { name: 'Plain Logos' }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.locator('img.logo').evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(0);
    // The https logo was fetched; the http one was stopped by the Content-Security-Policy before any request.
    expect(asked).toEqual(['https://logos.example.test/secure.png']);
    expect(errors.some((e) => e.includes('Content Security Policy') && e.includes('http://logos.example.test/plain.png'))).toBe(true);
    await context.close();
  }, 120_000);
});
