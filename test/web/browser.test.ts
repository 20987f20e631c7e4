import { mkdir, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { parse as parseCsv } from 'csv-parse/sync';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { buildWebApp, chromiumPath, expectAccessible, launchChromium } from '../helpers/browser.js';
import { createEvent, createOrganization, createUser, issueTicket, localMobile, tokenFor } from '../helpers/factories.js';
import type { UserRow } from '../../storage/repositories/users.js';
import { ATTENDEE_CSV_COLUMNS } from '../../server/organizer-ops/csv.js';
import { MEETING_CSV_COLUMNS } from '../../server/meetings/csv.js';

const shots = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));
// One pass is enough (the browser sees HTTP and sockets, not the database): the embedded run.
const embedded = !process.env.TEST_DATABASE_URL;
const run = embedded && existsSync(chromiumPath);

// Skipped on a developer's machine without Chromium; in CI (.ci/run sets CI=1) a missing browser is a failure.
describe.runIf(embedded && !run && Boolean(process.env.CI))('web app in Chromium (CI)', () => {
  it('finds Chromium', () => {
    expect.fail(`no Chromium at ${chromiumPath}: install it (apt-get install -y chromium) or set CHROMIUM_PATH`);
  });
});

describe.skipIf(!run)('web app in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let webDir: string;
  let eventId: number;
  let eventSlug: string;
  let eventStart: number;
  let ana: UserRow;
  let ben: UserRow;
  let organizer: UserRow;
  const codes: string[] = [];

  beforeAll(async () => {
    webDir = await buildWebApp('web');
    server = await startTestServer({ attachments: [attachRealtime], env: { WEB_DIR: webDir } });
    organizer = await createUser(server.ctx, { name: 'Olga', surname: 'Organizer' });
    const org = await createOrganization(server.ctx, organizer);
    const event = await createEvent(server.ctx, org.id);
    eventId = event.id;
    eventSlug = event.slug;
    eventStart = new Date(event.starts_at).getTime();
    ana = await createUser(server.ctx, { name: 'Ana', surname: 'Attendee' });
    ben = await createUser(server.ctx, { name: 'Ben', surname: 'Guest' });
    await issueTicket(server.ctx, event.id, ana.id);
    await issueTicket(server.ctx, event.id, ben.id);
    for (let i = 0; i < 3; i++) {
      const guest = await createUser(server.ctx);
      codes.push((await issueTicket(server.ctx, event.id, guest.id)).code);
    }
    await mkdir(shots, { recursive: true });
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (webDir) await rm(webDir, { recursive: true, force: true });
  });

  async function loggedIn(user: UserRow, withEvent: boolean): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/app/${withEvent ? `#/login?event=${eventId}` : '#/login'}`);
    await page.getByLabel('Mobile number').fill(localMobile(user.mobile));
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Code').waitFor();
    // The field shows once the code request was answered, and the code was sent before that answer.
    await page.getByLabel('Code').waitFor();
    await page.getByLabel('Code').fill(server.sms.lastCode(user.mobile)!);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor({ timeout: 10_000 }).catch(async (err: Error) => {
      throw new Error(`${err.message}\n${await page.locator('main').innerText()}`);
    });
    return { context, page };
  }

  /** A link of the main navigation (screens may link to the same place by the same name). */
  const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

  const accessible = (page: Page, name: string) => expectAccessible(page, shots, name);

  /** Clicks what starts a download and answers the saved file's name and text (the browser really saved it). */
  async function downloaded(page: Page, button: ReturnType<Page['getByRole']>): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 10_000 }), button.click()]);
    expect(await download.failure()).toBeNull();
    const saved = join(webDir, `download-${Date.now()}-${download.suggestedFilename()}`);
    await download.saveAs(saved);
    return { name: download.suggestedFilename(), text: await readFile(saved, 'utf8') };
  }

  /** A CSV's rows as objects by its header (which must be `columns`, in order). */
  function csvRows(text: string, columns: readonly string[]): Array<Record<string, string>> {
    const rows = parseCsv(text, { bom: true }) as string[][];
    expect(rows[0]).toEqual([...columns]);
    return rows.slice(1).map((r) => Object.fromEntries(columns.map((c, i) => [c, r[i]!])));
  }

  it('serves the app under the Content-Security-Policy, installable (manifest, service worker)', async () => {
    const page = await server.http.get('/app/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const manifest = await server.http.get('/app/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect((await server.http.get('/app/sw.js')).status).toBe(200);
    const context = await browser.newContext();
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await tab.goto(`${server.url}/app/`);
    await tab.getByRole('heading', { name: 'Log in' }).waitFor();
    await accessible(tab, 'login');
    await expect.poll(() => tab.evaluate("navigator.serviceWorker.getRegistration('/app/').then((r) => Boolean(r))")).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads the first screen with under 100 KB of JavaScript gzipped', async () => {
    const html = await readFile(join(webDir, 'index.html'), 'utf8');
    const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
    const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
    // What index.html makes the browser fetch before the first screen: module scripts and module preloads.
    const files = tags
      .filter((tag) => (tag.startsWith('<script') && attr(tag, 'type') === 'module') || (tag.startsWith('<link') && attr(tag, 'rel') === 'modulepreload'))
      .map((tag) => attr(tag, 'src') ?? attr(tag, 'href'))
      .filter((url): url is string => Boolean(url));
    expect(files.length).toBeGreaterThan(0);
    let total = 0;
    for (const url of files) {
      expect(url.startsWith('/app/'), url).toBe(true);
      total += gzipSync(await readFile(join(webDir, url.slice('/app/'.length)))).length;
    }
    console.log(`first screen JavaScript: ${files.length} file(s), ${total} bytes gzipped`);
    expect(total).toBeLessThan(100_000);
  });

  it('lets two attendees chat live, with presence, typing and seen shown, and keep bookmarks', async () => {
    const a = await loggedIn(ana, true);
    const b = await loggedIn(ben, true);
    await a.page.getByRole('heading', { name: 'Live feed' }).waitFor();
    await accessible(a.page, 'feed');
    // Ben's socket is connected (his feed is live): his profile says so.
    await expect.poll(() => b.page.getByTestId('connection').textContent()).toBe('Live');
    await a.page.getByRole('link', { name: 'People' }).click();
    await a.page.getByRole('link', { name: 'Ben Guest' }).click();
    await expect.poll(() => a.page.getByTestId('presence').textContent()).toBe('Online');
    await accessible(a.page, 'profile');
    expect(await a.page.getByRole('link', { name: 'Request a meeting' }).count()).toBe(1);

    // Bookmarked from the profile, listed under People → Your bookmarks, removed there (and in the server).
    await a.page.getByRole('button', { name: 'Bookmark' }).click();
    await a.page.getByText('Bookmarked', { exact: false }).waitFor();
    await nav(a.page, 'People').click();
    await a.page.getByRole('link', { name: 'Your bookmarks' }).click();
    const bookmarks = a.page.getByTestId('bookmark-list');
    await expect.poll(() => bookmarks.textContent()).toContain('Ben Guest');
    await accessible(a.page, 'bookmarks');
    const anaToken = await tokenFor(server.ctx, ana, { eventId });
    expect((await server.http.get('/connect/bookmarks/users', { token: anaToken })).body._embedded.public_user.map((u: { id: number }) => u.id)).toEqual([ben.id]);
    await a.page.getByRole('button', { name: 'Remove bookmark: Ben Guest' }).click();
    await a.page.getByText('Ben Guest removed from your bookmarks.').waitFor();
    expect(await bookmarks.textContent()).not.toContain('Ben Guest');
    expect((await server.http.get('/connect/bookmarks/users', { token: anaToken })).body._embedded.public_user).toEqual([]);
    await a.page.goto(`${server.url}/app/#/people/${ben.id}`);
    await a.page.getByRole('link', { name: 'Request a meeting' }).waitFor();
    // Her own profile offers no message, meeting or bookmark with herself.
    await a.page.goto(`${server.url}/app/#/people/${ana.id}`);
    await a.page.getByRole('link', { name: 'Edit my networking profile' }).waitFor();
    expect(await a.page.getByRole('link', { name: 'Request a meeting' }).count()).toBe(0);
    await a.page.goBack();
    await a.page.getByRole('link', { name: 'Message' }).click();
    await a.page.getByLabel('Message').fill('Hello Ben, coffee at the break?');
    await a.page.getByRole('button', { name: 'Send' }).click();

    await b.page.getByRole('link', { name: 'Chats' }).click();
    await b.page.getByRole('link', { name: 'Ana Attendee' }).click();
    await b.page.getByText('Hello Ben, coffee at the break?').waitFor();
    await accessible(b.page, 'chat');
    // Ben has the chat open: Ana sees it read, then Ben typing.
    await expect.poll(() => a.page.getByTestId('chat-status').textContent()).toBe('Seen');
    await b.page.getByLabel('Message').pressSequentially('Sure', { delay: 50 });
    await expect.poll(() => a.page.getByTestId('chat-status').textContent()).toBe('typing…');
    await b.page.getByRole('button', { name: 'Send' }).click();
    await a.page.getByText('Sure').waitFor();
    // Presence in the chat's header, live: Ben closes his browser and Ana's open chat says he is offline.
    expect(await a.page.getByTestId('presence').textContent()).toBe('Online');
    await b.context.close();
    await expect.poll(() => a.page.getByTestId('presence').textContent(), { timeout: 10_000 }).toBe('Offline');
    await a.context.close();
  }, 60_000);

  it('offers notifications: reads the VAPID key, subscribes the browser and sends the subscription to the server', async () => {
    const gil = await createUser(server.ctx, { name: 'Gil', surname: 'Gadget' });
    await issueTicket(server.ctx, eventId, gil.id);
    // The app starts from an event-bound access token where it keeps its login (codes per number are rate limited).
    const access = await tokenFor(server.ctx, gil, { eventId });
    const stored = JSON.stringify({ access_token: access, refresh_token: 'unused-in-this-test', expires_at: Date.now() + 600_000 });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript({ content: `localStorage.setItem('convene.tokens', ${JSON.stringify(stored)})` });
    await context.grantPermissions(['notifications'], { origin: server.url });
    const vapid = (await server.http.get('/connect/push/vapid-public-key', { token: access })).body.key as string;
    const endpoints = async () => (await server.http.get('/connect/push/subscriptions', { token: access })).body._embedded.push_subscription.map((s: { endpoint: string }) => s.endpoint);

    // Chromium as it is: the control is shown, the key read and pushManager.subscribe called. Headless Chromium has no
    // push service and refuses ("Registration failed"): the page says so and sends the server nothing.
    const page = await context.newPage();
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/connect/push/')) calls.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });
    await page.goto(`${server.url}/app/#/chats`);
    const enable = page.getByRole('button', { name: 'Enable notifications' });
    await enable.waitFor({ timeout: 10_000 });
    await accessible(page, 'chats');
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await enable.click();
    const refused = page.getByRole('alert');
    await refused.or(page.getByText('Notifications are on.')).waitFor({ timeout: 10_000 });
    if (await refused.count()) {
      console.log(`pushManager.subscribe in this Chromium: ${await refused.textContent()}`);
      expect(await refused.textContent()).toContain('could not subscribe');
      expect(calls).toEqual(['GET /connect/push/vapid-public-key']);
      expect(await endpoints()).toEqual([]);
    } else {
      // A Chromium with a push service: the real subscription reached the server.
      expect(calls).toContain('POST /connect/push/subscriptions');
      expect(await endpoints()).toHaveLength(1);
    }
    await page.close();

    // The push service stood in for (the one part headless Chromium lacks): subscribe answers what a browser's
    // PushSubscription gives. The page must pass the server's VAPID key and send toJSON() to the real server, which
    // checks its shape (https endpoint, 65-byte p256dh, 16-byte auth); Turn off deletes it there.
    const stand = await context.newPage();
    await stand.addInitScript({
      content: `(() => {
        const keys = { p256dh: 'BAcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc', auth: 'CQkJCQkJCQkJCQkJCQkJCQ' };
        const endpoint = 'https://push.example.com/send/web-test';
        let current = null;
        window.pushKeys = [];
        PushManager.prototype.subscribe = async function (options) {
          window.pushKeys.push(Array.from(new Uint8Array(options.applicationServerKey)));
          current = { endpoint, toJSON: () => ({ endpoint, expirationTime: null, keys }), unsubscribe: async () => ((current = null), true) };
          return current;
        };
        PushManager.prototype.getSubscription = async function () { return current; };
      })()`,
    });
    await stand.goto(`${server.url}/app/#/chats`);
    await stand.getByRole('button', { name: 'Enable notifications' }).click({ timeout: 10_000 });
    await stand.getByText('Notifications are on.').waitFor();
    expect(await stand.evaluate('window.pushKeys')).toEqual([Array.from(Buffer.from(vapid, 'base64url'))]);
    expect(await endpoints()).toEqual(['https://push.example.com/send/web-test']);
    await stand.getByRole('button', { name: 'Turn off notifications' }).click();
    await stand.getByText('Notifications are off.').waitFor();
    expect(await endpoints()).toEqual([]);
    await stand.close();

    // A browser without the Push API gets no control.
    const without = await context.newPage();
    await without.addInitScript({ content: 'delete window.PushManager' });
    await without.goto(`${server.url}/app/#/chats`);
    await without.getByText('No chats yet', { exact: false }).waitFor();
    expect(await without.getByRole('button', { name: 'Enable notifications' }).count()).toBe(0);
    await context.close();
  }, 60_000);

  it('keeps door scans while offline and shows what the server decided once online', async () => {
    const { context, page } = await loggedIn(organizer, false);
    await page.getByRole('heading', { name: 'Door' }).waitFor();
    await page.getByLabel('Event', { exact: true }).selectOption(eventSlug);
    await accessible(page, 'door');
    await context.setOffline(true);
    await expect.poll(() => page.getByTestId('door-network').textContent()).toContain('Offline');
    for (const code of [codes[0]!, codes[1]!, 'NO-SUCH-CODE']) {
      await page.getByLabel('Ticket code').fill(code);
      await page.getByRole('button', { name: 'Check in' }).click();
    }
    await expect.poll(() => page.getByTestId('door-network').textContent()).toContain('3 waiting to upload');
    await context.setOffline(false);
    const results = page.getByTestId('door-results');
    await expect.poll(() => results.textContent()).toContain(`${codes[0]} Checked in`);
    expect(await results.textContent()).toContain(`${codes[1]} Checked in`);
    expect(await results.textContent()).toContain('NO-SUCH-CODE Unknown code');
    expect(await page.getByTestId('door-network').textContent()).not.toContain('waiting');
    const stats = await server.http.get(`/api/events/${eventSlug}/checkins/stats`, { token: await tokenFor(server.ctx, organizer) });
    expect(stats.body.data.checked_in).toBe(2);
    await page.screenshot({ path: join(shots, 'door-after-sync.png'), fullPage: true });
    // The attendee list shows the organizer's own attendees with their contact details, and who is in.
    await page.getByRole('link', { name: 'Attendees' }).click();
    const list = page.getByTestId('attendee-list');
    await expect.poll(() => list.textContent()).toContain('Ana Attendee');
    expect(await list.textContent()).toContain(localMobile(ana.mobile).slice(1));
    await accessible(page, 'attendees');
    // Download CSV saves the file: its header, and one row per ticket of the event as the server lists them.
    const file = await downloaded(page, page.getByRole('button', { name: 'Download CSV' }));
    expect(file.name).toBe(`${eventSlug}-attendees.csv`);
    const listed = (await server.http.get(`/api/events/${eventSlug}/attendees?per_page=100`, { token: await tokenFor(server.ctx, organizer) })).body.data as Array<{ ticket_code: string; checked_in_at: string | null; user: { name: string } }>;
    const rows = csvRows(file.text, ATTENDEE_CSV_COLUMNS);
    expect(rows.map((r) => r.ticket_code).sort()).toEqual(listed.map((a) => a.ticket_code).sort());
    const anaRow = rows.find((r) => r.user_id === String(ana.id))!;
    expect([anaRow.name, anaRow.surname, anaRow.status]).toEqual(['Ana', 'Attendee', 'valid']);
    expect(rows.filter((r) => r.checked_in_at !== '').map((r) => r.ticket_code).sort()).toEqual([codes[0], codes[1]].sort());
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.getByRole('link', { name: 'Reports' }).click();
    await page.getByText('No open reports.').waitFor();
    await accessible(page, 'reports');
    await context.close();
  });
  it('books a meeting: requested from a profile, accepted in the other browser, live in both, in both agendas', async () => {
    const orgToken = await tokenFor(server.ctx, organizer);
    const at = (minutes: number) => new Date(eventStart + minutes * 60_000).toISOString();
    const settings = await server.http.put(
      `/api/events/${eventSlug}/meetings/settings`,
      { enabled: true, slot_minutes: 30, windows: [{ starts_at: at(0), ends_at: at(120) }], locations: [{ name: 'Table 1' }, { name: 'Table 2' }] },
      { token: orgToken },
    );
    expect(settings.status).toBe(200);
    // Fresh attendees: codes per number are rate limited.
    const eve = await createUser(server.ctx, { name: 'Eve', surname: 'Early' });
    const finn = await createUser(server.ctx, { name: 'Finn', surname: 'Fellow' });
    await issueTicket(server.ctx, eventId, eve.id);
    await issueTicket(server.ctx, eventId, finn.id);
    const a = await loggedIn(eve, true);
    const b = await loggedIn(finn, true);

    // Finn has his meetings open: Eve's request arrives there live.
    await nav(b.page, 'Meetings').click();
    await b.page.getByText('No requests waiting for you.').waitFor();

    await nav(a.page, 'People').click();
    await a.page.getByRole('link', { name: 'Finn Fellow' }).click();
    await a.page.getByRole('link', { name: 'Request a meeting' }).click();
    await a.page.getByRole('heading', { name: 'Meet Finn Fellow' }).waitFor();
    const slots = a.page.getByRole('radio');
    await expect.poll(() => slots.count()).toBe(4);
    await accessible(a.page, 'request-meeting');
    await slots.nth(1).check();
    await a.page.getByLabel('Message (optional)').fill('Coffee after the keynote?');
    await a.page.getByRole('button', { name: 'Request meeting' }).click();
    await a.page.getByTestId('meeting-requested').waitFor();

    const incoming = b.page.getByTestId('meetings-incoming');
    await expect.poll(() => incoming.textContent(), { timeout: 5_000 }).toContain('Eve Early');
    expect(await incoming.textContent()).toContain('Coffee after the keynote?');
    await accessible(b.page, 'meetings');

    // Eve watches her list while Finn accepts: the change comes over the socket, not by asking again.
    await nav(a.page, 'Meetings').click();
    await expect.poll(() => a.page.getByTestId('meetings-outgoing').textContent()).toContain('Waiting for an answer');
    const meetingLoads: string[] = [];
    a.page.on('request', (r) => {
      if (r.method() === 'GET' && r.url().includes('/connect/meetings')) meetingLoads.push(r.url());
    });
    await b.page.getByRole('button', { name: 'Accept meeting with Eve Early' }).click();
    const aBooked = a.page.getByTestId('meetings-booked');
    await expect.poll(() => aBooked.textContent(), { timeout: 5_000 }).toContain('Finn Fellow');
    expect(await aBooked.textContent()).toContain('Booked');
    expect(await aBooked.textContent()).toContain('Table 1');
    expect(meetingLoads).toEqual([]);
    await expect.poll(() => b.page.getByTestId('meetings-booked').textContent()).toContain('Eve Early');
    await accessible(a.page, 'meetings-booked');

    // Both agendas hold it.
    for (const [page, other] of [[a.page, 'Finn Fellow'], [b.page, 'Eve Early']] as const) {
      await nav(page, 'Agenda').click();
      const agenda = page.getByTestId('agenda-list');
      await expect.poll(() => agenda.textContent()).toContain(`Meeting with ${other}`);
      expect(await agenda.textContent()).toContain('Table 1');
    }
    await accessible(a.page, 'agenda-meeting');
    const stored = await server.http.get('/connect/agenda', { token: await tokenFor(server.ctx, finn, { eventId }) });
    expect(stored.body.data.map((i: { type: string; meeting?: { status: string } }) => [i.type, i.meeting?.status])).toEqual([['meeting', 'accepted']]);

    // The organizer's list of the event's meetings, with the figures.
    const o = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const tokens = JSON.stringify({ access_token: orgToken, refresh_token: 'unused-in-this-test', expires_at: Date.now() + 600_000 });
    await o.addInitScript({ content: `localStorage.setItem('convene.tokens', ${JSON.stringify(tokens)}); localStorage.setItem('convene.door.slug', ${JSON.stringify(eventSlug)})` });
    const op = await o.newPage();
    await op.goto(`${server.url}/app/#/meetings`);
    await expect.poll(() => op.getByTestId('event-meeting-list').textContent(), { timeout: 10_000 }).toContain('Eve Early asked Finn Fellow');
    expect(await op.getByTestId('meeting-stats').textContent()).toContain('1 accepted');
    await accessible(op, 'event-meetings');
    // The figures' CSV is saved: its header and the one meeting.
    const file = await downloaded(op, op.getByRole('button', { name: 'Download CSV' }));
    expect(file.name).toBe(`${eventSlug}-meetings.csv`);
    const rows = csvRows(file.text, MEETING_CSV_COLUMNS);
    expect(rows.map((r) => [r.status, r.from_id, r.from_name, r.to_id, r.to_name, r.location])).toEqual([['accepted', String(eve.id), 'Eve', String(finn.id), 'Finn', 'Table 1']]);
    await o.close();
    await a.context.close();
    await b.context.close();
  }, 120_000);

  it('runs the programme: filters, agenda, networking, recommendations and live Q&A moderated by the organizer', async () => {
    const orgToken = await tokenFor(server.ctx, organizer);
    const tags = await server.http.put(`/api/events/${eventSlug}/networking/tags`, { tags: [{ slug: 'ai', title: 'AI' }, { slug: 'ux', title: 'UX' }] }, { token: orgToken });
    expect(tags.status).toBe(200);
    const at = (minutes: number) => new Date(eventStart + minutes * 60_000).toISOString();
    const keynote = await server.http.post(`/api/events/${eventSlug}/sessions`, { title: 'Keynote on AI', starts_at: at(0), ends_at: at(60), room: 'Hall A', tags: ['ai'], speakers: [{ name: 'Ada' }] }, { token: orgToken });
    expect(keynote.status).toBe(201);
    const workshop = await server.http.post(`/api/events/${eventSlug}/sessions`, { title: 'UX workshop', starts_at: at(30), ends_at: at(90), room: 'Room 2', tags: ['ux'] }, { token: orgToken });
    expect(workshop.status).toBe(201);

    // Fresh attendees: the earlier tests used Ana's and Ben's numbers, and codes per number are rate limited.
    const cara = await createUser(server.ctx, { name: 'Cara', surname: 'Curious' });
    const dan = await createUser(server.ctx, { name: 'Dan', surname: 'Delegate' });
    await issueTicket(server.ctx, eventId, cara.id);
    await issueTicket(server.ctx, eventId, dan.id);
    const a = await loggedIn(cara, true);
    const b = await loggedIn(dan, true);
    // Ana offers AI, Ben looks for it: Ben is recommended Ana.
    await a.page.goto(`${server.url}/app/#/networking`);
    await a.page.getByRole('group', { name: 'I can offer' }).getByLabel('AI').check();
    await a.page.getByRole('button', { name: 'Save' }).click();
    await a.page.getByText('Saved.').waitFor();
    await accessible(a.page, 'networking-profile');
    await b.page.goto(`${server.url}/app/#/networking`);
    await b.page.getByRole('group', { name: 'I am looking for' }).getByLabel('AI').check();
    await b.page.getByRole('button', { name: 'Save' }).click();
    await b.page.getByText('Saved.').waitFor();
    await b.page.getByRole('link', { name: 'For you' }).click();
    const recos = b.page.getByTestId('recommendation-list');
    await expect.poll(() => recos.textContent()).toContain('Cara Curious');
    expect(await recos.textContent()).toContain('Offers AI');
    await accessible(b.page, 'recommendations');
    await b.page.getByRole('button', { name: 'Dismiss Cara Curious' }).click();
    await b.page.getByText('Cara Curious dismissed.').waitFor();
    expect(await recos.textContent()).not.toContain('Cara Curious');

    // Ana filters the programme by tag, saves the keynote and finds it in her agenda.
    await a.page.getByRole('link', { name: 'Sessions' }).click();
    const list = a.page.getByTestId('session-list');
    await expect.poll(() => list.textContent()).toContain('UX workshop');
    await a.page.getByLabel('Tag').fill('ai');
    await a.page.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => list.textContent()).not.toContain('UX workshop');
    expect(await a.page.locator('main').innerText()).toContain('Keynote on AI');
    await a.page.getByRole('button', { name: 'Save to agenda: Keynote on AI' }).click();
    await a.page.getByRole('button', { name: 'Remove from agenda: Keynote on AI' }).waitFor();
    await accessible(a.page, 'sessions');
    await a.page.getByRole('link', { name: 'Agenda' }).click();
    await expect.poll(() => a.page.getByTestId('agenda-list').textContent()).toContain('Keynote on AI');
    await accessible(a.page, 'agenda');
    // Download .ics saves her calendar: the keynote, at its time and room.
    const ics = await downloaded(a.page, a.page.getByRole('button', { name: 'Download .ics' }));
    // iCalendar times are to the second.
    const toSecond = (iso: string) => new Date(Math.floor(Date.parse(iso) / 1000) * 1000).toISOString();
    expect(ics.name).toBe('convene.ics');
    const vevents = new ICAL.Component(ICAL.parse(ics.text)).getAllSubcomponents('vevent');
    expect(
      vevents.map((v) => [v.getFirstPropertyValue('summary'), (v.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(), (v.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString()]),
    ).toEqual([['Keynote on AI', toSecond(at(0)), toSecond(at(60))]]);
    expect(String(vevents[0]!.getFirstPropertyValue('location'))).toContain('Hall A');
    const agenda = await server.http.get('/connect/agenda', { token: await tokenFor(server.ctx, cara, { eventId }) });
    expect(agenda.body.data.map((i: { session?: { title: string } }) => i.session?.title)).toEqual(['Keynote on AI']);

    // Ana asks; Ben votes and Ana sees the count; the organizer marks it answered and Ana sees that. Everything after
    // the screen's one REST load comes over the socket (session:join, question:new/updated, poll:updated): Ana's
    // browser asks for the question list once.
    const questionLoads: string[] = [];
    a.page.on('request', (r) => {
      if (r.method() === 'GET' && /\/connect\/sessions\/\d+\/questions/.test(r.url())) questionLoads.push(r.url());
    });
    await a.page.getByRole('link', { name: 'Sessions' }).click();
    await a.page.getByRole('link', { name: 'Q&A: Keynote on AI' }).click();
    await a.page.getByLabel('Your question').fill('Will the slides be shared?');
    await a.page.getByRole('button', { name: 'Ask' }).click();
    const aQuestions = a.page.getByTestId('question-list');
    await expect.poll(() => aQuestions.textContent()).toContain('Will the slides be shared?');
    expect(await a.page.getByRole('heading', { name: 'Moderate questions' }).count()).toBe(0);
    await b.page.goto(`${server.url}/app/#/session/${keynote.body.id}`);
    await b.page.getByRole('button', { name: 'Vote: Will the slides be shared?' }).click();
    await b.page.getByRole('button', { name: 'Unvote: Will the slides be shared?' }).waitFor();
    // The count is pushed (coalesced every QA_PUSH_INTERVAL_MS): well within 5 s, and without Ana's browser asking.
    await expect.poll(() => aQuestions.textContent(), { timeout: 5_000 }).toContain('1 vote · Open');
    expect(questionLoads).toHaveLength(1);

    // The organizer moderates with their own login (no event, no ticket: issue 44). They logged in by code in the door
    // test (codes per number are rate limited): here the app starts from such an access token put where it keeps its
    // login.
    const o = { context: await browser.newContext({ viewport: { width: 390, height: 844 } }) } as { context: BrowserContext; page: Page };
    const stored = JSON.stringify({ access_token: orgToken, refresh_token: 'unused-in-this-test', expires_at: Date.now() + 600_000 });
    await o.context.addInitScript({ content: `localStorage.setItem('convene.tokens', ${JSON.stringify(stored)})` });
    o.page = await o.context.newPage();
    // From the event's programme, as an organizer would: the session's Q&A opens with moderation.
    await o.page.goto(`${server.url}/app/#/programme/${encodeURIComponent(eventSlug)}`);
    await o.page.getByRole('link', { name: 'Moderate Q&A: Keynote on AI' }).click({ timeout: 10_000 });
    await o.page.getByRole('heading', { name: 'Moderate questions' }).waitFor({ timeout: 10_000 });
    await o.page.getByRole('button', { name: 'Mark answered: Will the slides be shared?' }).click({ timeout: 10_000 }).catch(async (err: Error) => {
      throw new Error(`${err.message}\n${await o.page.locator('main').innerText()}`);
    });
    await expect.poll(() => o.page.getByTestId('question-list').textContent()).toContain('Answered');
    await accessible(o.page, 'moderation');
    await expect.poll(() => aQuestions.textContent(), { timeout: 10_000 }).toContain('1 vote · Answered');

    // A poll opened by the organizer reaches both attendees' open screens (poll:updated); Ana's answer moves the
    // count in Dan's browser.
    const poll = await server.http.post(`/api/events/${eventSlug}/sessions/${keynote.body.id}/polls`, { question: 'Was it useful?', options: ['Yes', 'No'], multiple: false }, { token: orgToken });
    expect(poll.status).toBe(201);
    expect((await server.http.patch(`/api/events/${eventSlug}/sessions/${keynote.body.id}/polls/${poll.body.id}`, { status: 'open' }, { token: orgToken })).status).toBe(200);
    await a.page.getByRole('radio', { name: 'Yes' }).check({ timeout: 10_000 });
    await a.page.getByRole('button', { name: 'Answer: Was it useful?' }).click();
    await a.page.getByText('Your answer to “Was it useful?” is in.').waitFor();
    const bPolls = b.page.getByTestId('poll-list');
    await expect.poll(() => bPolls.textContent(), { timeout: 5_000 }).toContain('Yes · 1 vote');
    expect(questionLoads).toHaveLength(1);
    await accessible(a.page, 'questions');
    await a.context.close();
    await b.context.close();
    await o.context.close();
  }, 120_000);
});
