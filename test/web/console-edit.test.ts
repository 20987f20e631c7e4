import { mkdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWebApp, chromiumPath, expectAccessible, launchChromium } from '../helpers/browser.js';
import { attachRealtime } from '../../realtime/server.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createEvent, createOrganization, createUser, issueTicket, localMobile, tokenFor, uniqueMobile } from '../helpers/factories.js';
import type { UserRow } from '../../storage/repositories/users.js';
import fa from '../../web/src/i18n/locales/fa/console_edit.json' with { type: 'json' };

// Screenshots of the screens for docs/web.md.
const shots = fileURLToPath(new URL('../../docs/web/', import.meta.url));
const run = !process.env.TEST_DATABASE_URL && existsSync(chromiumPath);

// Issue 48: the organizer console edits the programme, networking, quotas, imports attendees from a CSV file and
// sends invitations; an attendee reports a chat message. Every change is read back through the API.
describe.skipIf(!run)('the console edits things, and a chat message is reported, in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let webDir: string;
  let organizer: UserRow;
  let orgToken: string;
  let slug: string;
  let eventId: number;
  let typeId: number;

  beforeAll(async () => {
    webDir = await buildWebApp('console-edit');
    server = await startTestServer({ attachments: [attachRealtime], env: { WEB_DIR: webDir } });
    organizer = await createUser(server.ctx, { name: 'Omid', surname: 'Organizer' });
    const org = await createOrganization(server.ctx, organizer, { name: 'Edit Org' });
    // 10:00–18:00 in Tehran (UTC+3:30).
    const event = await createEvent(server.ctx, org.id, { name: 'Edit Conf', starts_at: new Date('2027-03-01T06:30:00Z'), ends_at: new Date('2027-03-01T14:30:00Z'), capacity: 50 });
    slug = event.slug;
    eventId = event.id;
    orgToken = await tokenFor(server.ctx, organizer);
    const type = await server.http.post(`/api/events/${slug}/tickets`, { name: 'Standard', price: 0, capacity: 20 }, { token: orgToken });
    expect(type.status, type.text).toBe(201);
    typeId = type.body.data.id;
    await mkdir(shots, { recursive: true });
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (webDir) await rm(webDir, { recursive: true, force: true });
  });

  /** A browser logged in with `token`, in English, with the console's event already picked. */
  async function open(token: string, viewport: { width: number; height: number }, locale: 'en' | 'fa' = 'en'): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const stored = JSON.stringify({ access_token: token, refresh_token: 'unused-in-this-test', expires_at: Date.now() + 600_000 });
    const context = await browser.newContext({ viewport });
    await context.addInitScript({
      content: `localStorage.setItem('convene.tokens', ${JSON.stringify(stored)}); localStorage.setItem('convene.locale', '${locale}'); localStorage.setItem('convene.door.slug', ${JSON.stringify(slug)})`,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`${e.message} ${e.stack ?? ''}`));
    page.on('console', (m) => m.type() === 'error' && errors.push(`${m.text()} ${m.location().url}`));
    return { context, page, errors };
  }

  const accessible = (page: Page, name: string) => expectAccessible(page, shots, name);
  const section = (page: Page, name: string) => page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name, exact: true }).click();

  it('an organizer creates and edits a session, a tag, meeting settings and a quota, imports a CSV file and sends invitations', async () => {
    const { context, page, errors } = await open(orgToken, { width: 1280, height: 900 });
    await page.goto(`${server.url}/app/#/console/sessions`);
    await page.getByTestId('console-event').filter({ hasText: 'Edit Conf' }).waitFor();

    // A session, created in the event's time zone, then edited.
    await page.getByRole('heading', { name: 'New session' }).waitFor();
    await page.getByLabel('Session title').fill('Opening keynote');
    await page.getByLabel('Session starts (in the event\'s time zone)').fill('2027-03-01T11:00');
    await page.getByLabel('Session ends (in the event\'s time zone)').fill('2027-03-01T12:00');
    await page.getByLabel('Room').fill('Hall A');
    await page.getByLabel('Description').fill('Where the year is going.');
    await page.getByLabel('Speakers').fill('Sara Ahmadi, CTO\nReza Karimi');
    await page.getByRole('button', { name: 'Create session' }).click();
    await page.getByRole('status').filter({ hasText: 'Session Opening keynote created.' }).waitFor();
    await page.getByTestId('console-sessions').filter({ hasText: 'Opening keynote' }).waitFor();
    const sessions = async () => (await server.http.get(`/api/events/${slug}/sessions`)).body.data as Array<Record<string, unknown>>;
    expect(await sessions()).toEqual([
      expect.objectContaining({
        title: 'Opening keynote',
        starts_at: '2027-03-01T07:30:00.000Z',
        ends_at: '2027-03-01T08:30:00.000Z',
        room: 'Hall A',
        description: 'Where the year is going.',
        speakers: [{ name: 'Sara Ahmadi', title: 'CTO' }, { name: 'Reza Karimi' }],
      }),
    ]);
    await page.getByRole('button', { name: 'Edit Opening keynote' }).click();
    await page.getByRole('heading', { name: 'Edit Opening keynote' }).waitFor();
    expect(await page.getByLabel('Session starts (in the event\'s time zone)').inputValue()).toBe('2027-03-01T11:00');
    await page.getByLabel('Room').fill('Hall B');
    await page.getByLabel('Questions and answers open').uncheck();
    await accessible(page, 'console-sessions');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Session Opening keynote saved.' }).waitFor();
    expect((await sessions())[0]).toMatchObject({ room: 'Hall B', qa_enabled: false, starts_at: '2027-03-01T07:30:00.000Z' });

    // A networking tag (its slug filled from the title) and the meeting settings.
    await section(page, 'Networking');
    await page.getByRole('heading', { name: 'New tag' }).waitFor();
    await page.getByLabel('Tag title').fill('Artificial intelligence');
    expect(await page.getByLabel('Tag slug').inputValue()).toBe('artificial-intelligence');
    await page.getByRole('button', { name: 'Add tag' }).click();
    await page.getByRole('status').filter({ hasText: 'Tag Artificial intelligence added.' }).waitFor();
    const tags = await server.http.get(`/api/events/${slug}/networking/tags`, { token: orgToken });
    expect(tags.body.data).toEqual([{ slug: 'artificial-intelligence', title: 'Artificial intelligence' }]);

    await page.getByLabel('Attendees may request meetings').check();
    await page.getByLabel('Meeting length in minutes (5–120)').fill('20');
    await page.getByRole('button', { name: 'Add a window' }).click();
    await page.getByLabel('Window 1 starts').fill('2027-03-01T13:00');
    await page.getByLabel('Window 1 ends').fill('2027-03-01T15:00');
    await page.getByLabel('Place 1').fill('Table 1');
    await page.getByRole('button', { name: 'Add a place' }).click();
    await page.getByLabel('Place 2').fill('Table 2');
    await accessible(page, 'console-networking');
    await page.getByRole('button', { name: 'Save meeting settings' }).click();
    await page.getByRole('status').filter({ hasText: 'Meeting settings saved.' }).waitFor();
    const settings = await server.http.get(`/api/events/${slug}/meetings/settings`, { token: orgToken });
    expect(settings.body.data).toMatchObject({
      enabled: true,
      slot_minutes: 20,
      windows: [{ starts_at: '2027-03-01T09:30:00.000Z', ends_at: '2027-03-01T11:30:00.000Z' }],
      locations: [{ name: 'Table 1' }, { name: 'Table 2' }],
    });
    // A window outside the event is refused in the server's own words.
    await page.getByLabel('Window 1 ends').fill('2027-03-02T15:00');
    await page.getByRole('button', { name: 'Save meeting settings' }).click();
    await page.getByRole('alert').filter({ hasText: 'within the event' }).waitFor();

    // A quota over the ticket type.
    await section(page, 'Quotas');
    await page.getByRole('heading', { name: 'New quota' }).waitFor();
    await page.getByLabel('Quota name').fill('Early birds');
    await page.getByLabel('Places in the quota').fill('5');
    await page.getByRole('group', { name: 'Ticket types in the quota' }).getByLabel('Standard').check();
    await page.getByRole('button', { name: 'Create quota' }).click();
    await page.getByRole('status').filter({ hasText: 'Quota Early birds created.' }).waitFor();
    await page.getByTestId('console-quota-list').filter({ hasText: 'Early birds' }).waitFor();
    await accessible(page, 'console-quotas');
    const quotas = await server.http.get(`/api/events/${slug}/quotas`, { token: orgToken });
    expect(quotas.body.data).toEqual([expect.objectContaining({ name: 'Early birds', size: 5, ticket_ids: [typeId], sold: 0 })]);

    // The CSV import: two good rows and one bad mobile, each with its result.
    await section(page, 'Import attendees');
    await page.getByRole('heading', { name: 'Upload a file' }).waitFor();
    const sara = uniqueMobile();
    const csv = `mobile,name,surname,ticket_name\n${localMobile(sara)},Sara,Ahmadi,Standard\n${uniqueMobile()},Reza,Karimi,Standard\n12345,Bad,Number,Standard\n`;
    await page.getByLabel('CSV file').setInputFiles({ name: 'attendees.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByTestId('import-summary').filter({ hasText: '2 tickets issued, 0 already there, 1 refused.' }).waitFor();
    const rows = page.getByTestId('import-rows').locator('tbody tr');
    expect(await rows.count()).toBe(3);
    const refused = page.getByTestId('import-rows').locator('tr[data-status="refused"]');
    expect(await refused.innerText()).toMatch(/4\s+Refused\s+—\s+The mobile number is not valid\./);
    expect(await page.getByTestId('import-rows').locator('tr[data-status="created"]').count()).toBe(2);
    await accessible(page, 'console-import');
    await page.getByLabel('Show only the refused rows').check();
    await expect.poll(() => rows.count()).toBe(1);
    const attendees = await server.http.get(`/api/events/${slug}/attendees`, { token: orgToken });
    expect(attendees.body.data.map((a: { user: { name: string } }) => a.user.name).sort()).toEqual(['Reza', 'Sara']);
    expect(attendees.body.data.find((a: { user: { mobile: string } }) => a.user.mobile === sara)).toMatchObject({ ticket_name: 'Standard', status: 'valid' });
    // They count against the quota.
    expect((await server.http.get(`/api/events/${slug}/quotas`, { token: orgToken })).body.data[0].sold).toBe(2);

    // Deleting a quota asks first; "keep" keeps it.
    await section(page, 'Quotas');
    await page.getByRole('button', { name: 'Delete Early birds' }).click();
    await page.getByRole('group', { name: /^Delete quota Early birds\?/ }).getByRole('button', { name: 'No, keep it' }).click();
    expect((await server.http.get(`/api/events/${slug}/quotas`, { token: orgToken })).body.data).toHaveLength(1);
    await page.getByRole('button', { name: 'Delete Early birds' }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await page.getByRole('status').filter({ hasText: 'Quota Early birds deleted.' }).waitFor();
    expect((await server.http.get(`/api/events/${slug}/quotas`, { token: orgToken })).body.data).toEqual([]);

    // Invitations from a typed list and from a CSV file; an address invited before gets no second mail.
    await section(page, 'Invitations');
    await page.getByRole('heading', { name: 'Invite a list of addresses' }).waitFor();
    await page.getByLabel('E-mail addresses').fill('guest1@example.com\nguest2@example.com, guest1@example.com');
    await page.getByRole('button', { name: 'Send invitations', exact: true }).click();
    await page.getByTestId('invitations-done').filter({ hasText: '2 new invitations queued.' }).waitFor();
    await page.getByLabel('CSV file of addresses').setInputFiles({ name: 'guests.csv', mimeType: 'text/csv', buffer: Buffer.from('email\nguest2@example.com\nguest3@example.com\n') });
    await page.getByRole('button', { name: 'Send invitations from the file' }).click();
    await page.getByTestId('invitations-done').filter({ hasText: '1 new invitation queued.' }).waitFor();
    await accessible(page, 'console-invitations');
    const again = await server.http.post(`/api/events/${slug}/invitations`, { emails: ['guest1@example.com', 'guest2@example.com', 'guest3@example.com'] }, { token: orgToken });
    expect(again.status, again.text).toBe(202);
    expect(again.body.queued).toBe(0);
    expect(errors.filter((e) => !e.includes('422'))).toEqual([]);
    await context.close();

    // The same sections at phone size, in Persian (right to left).
    const phone = await open(orgToken, { width: 390, height: 844 }, 'fa');
    for (const [tab, heading] of [
      ['sessions', fa.new_session],
      ['networking', fa.meetings_title],
      ['quotas', fa.new_quota],
      ['import', fa.import_upload],
      ['invitations', fa.invite_from_file],
    ] as const) {
      await phone.page.goto(`${server.url}/app/#/console/${tab}`);
      await phone.page.getByRole('heading', { name: heading }).waitFor();
      // The sections' row scrolls sideways on a phone, with the open one in view.
      const box = await phone.page.locator('.console-tabs [aria-current=page]').boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      await accessible(phone.page, `console-${tab}-phone`);
    }
    expect(await phone.page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  }, 240_000);

  it('an attendee reports a message of another attendee from the chat', async () => {
    const ana = await createUser(server.ctx, { name: 'Ana', surname: 'Attendee' });
    const ben = await createUser(server.ctx, { name: 'Ben', surname: 'Guest' });
    await issueTicket(server.ctx, eventId, ana.id);
    await issueTicket(server.ctx, eventId, ben.id);
    const anaToken = await tokenFor(server.ctx, ana, { eventId });
    const benToken = await tokenFor(server.ctx, ben, { eventId });
    const sent = await server.http.post(`/connect/users/${ana.id}/messages`, { message: 'Buy my crypto course now!!!' }, { token: benToken });
    expect(sent.status, sent.text).toBe(201);

    for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 900 }]) {
      const { context, page, errors } = await open(anaToken, viewport);
      await page.goto(`${server.url}/app/#/chat/${ben.id}`);
      await page.getByRole('heading', { name: 'Ben Guest' }).waitFor();
      await page.getByText('Buy my crypto course now!!!').waitFor();
      if (viewport.width < 1000) {
        // Her own messages carry no report action; the other's do.
        await page.getByLabel('Message', { exact: true }).fill('No thanks.');
        await page.getByRole('button', { name: 'Send' }).click();
        await page.locator('.messages li.mine').filter({ hasText: 'No thanks.' }).waitFor();
        expect(await page.locator('.messages li.mine').getByRole('button', { name: 'Report message' }).count()).toBe(0);
        await page.locator('.messages li.theirs').getByRole('button', { name: 'Report message' }).click();
        await page.getByRole('heading', { name: 'Report this message from Ben Guest' }).waitFor();
        await page.getByRole('button', { name: 'Send report' }).click();
        expect(await page.getByRole('alert').innerText()).toBe('Choose a reason.');
        await page.getByLabel('Spam').check();
        await page.getByLabel('What happened (optional)').fill('Selling things in private messages');
        await accessible(page, 'chat-report-phone');
        await page.getByRole('button', { name: 'Send report' }).click();
        await page.getByTestId('report-done').filter({ hasText: 'your report on this message from Ben Guest' }).waitFor();
      } else {
        // Reported already: a second report answers with the first one.
        await page.getByRole('button', { name: 'Report message' }).click();
        await page.getByLabel('Spam').check();
        await accessible(page, 'chat-report');
        await page.getByRole('button', { name: 'Send report' }).click();
        await page.getByTestId('report-done').filter({ hasText: 'You reported this message already' }).waitFor();
      }
      expect(errors).toEqual([]);
      await context.close();
    }

    const reports = await server.http.get(`/api/events/${slug}/reports`, { token: orgToken });
    expect(reports.status, reports.text).toBe(200);
    const mine = reports.body.data.filter((r: { type: string }) => r.type === 'chat_message');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ target_id: sent.body.id, reason: 'spam', note: 'Selling things in private messages', target: { text: 'Buy my crypto course now!!!' } });
  }, 180_000);
});
