import { mkdir, rm } from 'node:fs/promises';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { buildWebApp, chromiumPath, expectAccessible, launchChromium } from '../helpers/browser.js';
import { createEvent, createOrganization, createUser, issueTicket, localMobile } from '../helpers/factories.js';
import type { UserRow } from '../../storage/repositories/users.js';

// CONTRACT 17 in the browser: each language with its <html lang dir>, axe clean, and mixed-direction text (a Persian
// name beside a Latin ticket code, a Latin name in the Persian UI, times) in the right order on screen.
const docsShots = fileURLToPath(new URL('../../docs/web/', import.meta.url));
const embedded = !process.env.TEST_DATABASE_URL;
const run = embedded && existsSync(chromiumPath);

const UI = {
  fa: { lang: 'fa', dir: 'rtl', browser: 'fa-IR', mobile: 'شمارهٔ موبایل', send: 'فرستادن کد', code: 'کد', logIn: 'ورود', logOut: 'خروج', door: 'ورودی', ticket: 'کد بلیت', checkIn: 'ثبت ورود', feed: 'تازه‌های زنده', post: 'فرستادن', yourPost: 'نوشتهٔ شما' },
  en: { lang: 'en', dir: 'ltr', browser: 'en-US', mobile: 'Mobile number', send: 'Send code', code: 'Code', logIn: 'Log in', logOut: 'Log out', door: 'Door', ticket: 'Ticket code', checkIn: 'Check in', feed: 'Live feed', post: 'Post', yourPost: 'Your post' },
} as const;
type Lang = keyof typeof UI;

/** A catalog key shown as text (`people:title`): a missing translation or a key typed wrong. */
const namespaces = readdirSync(fileURLToPath(new URL('../../web/src/i18n/locales/en/', import.meta.url))).map((f) => f.replace(/\.json$/, ''));
const rawKey = new RegExp(`\\b(${namespaces.join('|')}):[a-z0-9_]+\\b`);

/** The main screens of each kind of login, walked in both languages. */
const ATTENDEE_SCREENS = ['people', 'chats', 'meetings', 'sessions', 'agenda', 'recommendations', 'networking', 'exhibitors', 'badge', 'tickets'];
const ORGANIZER_SCREENS = ['attendees', 'reports', 'programme', 'meetings', 'shop', 'console'];

describe.skipIf(!run)('web app in Persian and English', () => {
  let server: TestServer;
  let browser: Browser;
  let webDir: string;
  let eventId: number;
  let eventSlug: string;
  // One login per language: a number that just asked for a code waits before it may ask again.
  const organizers = {} as Record<Lang, UserRow>;
  const rezas = {} as Record<Lang, UserRow>;
  const walkers = {} as Record<Lang, UserRow>;
  const organizerWalkers = {} as Record<Lang, UserRow>;
  let ali: UserRow;
  const aliCodes: string[] = [];

  beforeAll(async () => {
    webDir = await buildWebApp('web-i18n');
    server = await startTestServer({ attachments: [attachRealtime], env: { WEB_DIR: webDir } });
    organizers.fa = await createUser(server.ctx, { name: 'Olga', surname: 'Organizer' });
    organizers.en = await createUser(server.ctx, { name: 'Omid', surname: 'Organizer' });
    const org = await createOrganization(server.ctx, organizers.fa);
    await server.ctx.db.insertInto('organization_members').values({ organization_id: org.id, user_id: organizers.en.id, role: 'member' }).execute();
    const event = await createEvent(server.ctx, org.id, { name: 'همایش Node.js ۱۴۰۵' });
    eventId = event.id;
    eventSlug = event.slug;
    ali = await createUser(server.ctx, { name: 'علی', surname: 'کریمی' });
    for (const lang of ['fa', 'en'] as const) {
      rezas[lang] = await createUser(server.ctx, { name: 'رضا', surname: 'رضایی' });
      await issueTicket(server.ctx, event.id, rezas[lang].id);
    }
    for (const lang of ['fa', 'en'] as const) {
      walkers[lang] = await createUser(server.ctx, { name: 'Sara', surname: 'سارا' });
      await issueTicket(server.ctx, event.id, walkers[lang].id);
      organizerWalkers[lang] = await createUser(server.ctx, { name: 'مینا', surname: 'Organizer' });
      await server.ctx.db.insertInto('organization_members').values({ organization_id: org.id, user_id: organizerWalkers[lang].id, role: 'member' }).execute();
    }
    for (let i = 0; i < 2; i++) aliCodes.push((await issueTicket(server.ctx, event.id, ali.id)).code);
    await mkdir(docsShots, { recursive: true });
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (webDir) await rm(webDir, { recursive: true, force: true });
  });

  async function loggedIn(user: UserRow, lang: Lang, withEvent: boolean): Promise<Page> {
    const ui = UI[lang];
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: ui.browser, timezoneId: 'Europe/London' });
    const page = await context.newPage();
    await page.goto(`${server.url}/app/${withEvent ? `#/login?event=${eventId}` : '#/login'}`);
    await page.getByLabel(ui.mobile).fill(localMobile(user.mobile));
    await page.getByRole('button', { name: ui.send }).click();
    await page.getByLabel(ui.code, { exact: true }).waitFor();
    await page.getByLabel(ui.code, { exact: true }).fill(server.sms.lastCode(user.mobile)!);
    await page.getByRole('button', { name: ui.logIn, exact: true }).click();
    await page.getByRole('button', { name: ui.logOut }).waitFor({ timeout: 15_000 });
    return page;
  }

  const accessible = (page: Page, name: string) => expectAccessible(page, docsShots, name);

  /** The horizontal centres of two elements as laid out. */
  const centres = async (page: Page, a: string, b: string) => {
    const centre = async (selector: string) => {
      const box = (await page.locator(selector).first().boundingBox())!;
      return box.x + box.width / 2;
    };
    return [await centre(a), await centre(b)];
  };

  /** Visits each screen: its heading, <html dir>, no catalog key as text, axe clean; a screenshot per screen and language. */
  async function walk(page: Page, lang: Lang, screens: string[], prefix: string) {
    for (const screen of screens) {
      await page.goto(`${server.url}/app/#/${screen}`);
      await page.locator('main h2').first().waitFor({ timeout: 15_000 });
      await page.waitForTimeout(300);
      expect(await page.evaluate('[document.documentElement.lang, document.documentElement.dir]'), screen).toEqual([UI[lang].lang, UI[lang].dir]);
      expect((await page.locator('body').innerText()).match(rawKey)?.[0] ?? null, `${screen} (${lang})`).toBeNull();
      // On the phone each navigation (the app's, the console's sections) is one row (it scrolls sideways), never two or three.
      type Box = { getBoundingClientRect(): { top: number } };
      const rows = await page
        .locator('nav ul')
        .evaluateAll((lists: Array<{ children: ArrayLike<Box> }>) => Math.max(...lists.map((ul) => new Set(Array.from(ul.children, (li) => Math.round(li.getBoundingClientRect().top))).size)));
      expect(rows, `navigation rows on ${screen}`).toBe(1);
      await accessible(page, `${prefix}${screen.replace('/', '-')}-${lang}`);
    }
  }

  for (const lang of ['fa', 'en'] as const) {
    const ui = UI[lang];

    it(`${lang}: every main screen of an attendee and of an organizer reads in ${lang}, right to left or left to right, axe clean`, async () => {
      const attendee = await loggedIn(walkers[lang], lang, true);
      await walk(attendee, lang, ATTENDEE_SCREENS, 'lang-');
      await attendee.context().close();
      const organizer = await loggedIn(organizerWalkers[lang], lang, false);
      await walk(organizer, lang, ORGANIZER_SCREENS, 'lang-organizer-');
      // The console's dashboard: the event picked from the organizer's list (the console walked last, on My events).
      await organizer.locator('[data-testid="console-events"] button').first().click();
      await organizer.getByTestId('checkin-all').waitFor({ timeout: 15_000 });
      await walk(organizer, lang, ['console/dashboard'], 'lang-organizer-');
      await organizer.context().close();
    }, 180_000);

    it(`${lang}: the login screen follows the browser's language, sets <html lang dir>, and is accessible`, async () => {
      const context = await browser.newContext({ locale: ui.browser });
      const page = await context.newPage();
      await page.goto(`${server.url}/app/`);
      await page.getByRole('heading', { name: ui.logIn }).waitFor();
      expect(await page.evaluate('[document.documentElement.lang, document.documentElement.dir]')).toEqual([ui.lang, ui.dir]);
      await accessible(page, `login-${lang}`);
      // The switch changes the language at once and is remembered after a reload.
      const other = lang === 'fa' ? 'en' : 'fa';
      await page.getByRole('button', { name: other === 'fa' ? 'فارسی' : 'English' }).click();
      await page.getByRole('heading', { name: UI[other].logIn }).waitFor();
      expect(await page.evaluate('document.documentElement.dir')).toBe(UI[other].dir);
      await page.reload();
      await page.getByRole('heading', { name: UI[other].logIn }).waitFor();
      expect(await page.evaluate('document.documentElement.lang')).toBe(other);
      await context.close();
    }, 60_000);

    it(`${lang}: the door shows "ticket <code> held by علی کریمی" with the code and the name each in one piece, in order`, async () => {
      const page = await loggedIn(organizers[lang], lang, false);
      await page.getByRole('heading', { name: ui.door }).waitFor();
      expect(await page.evaluate('document.documentElement.dir')).toBe(ui.dir);
      await page.locator('select[name="slug"]').selectOption(eventSlug);
      const code = aliCodes[lang === 'fa' ? 0 : 1]!;
      await page.getByLabel(ui.ticket).fill(code);
      await page.getByRole('button', { name: ui.checkIn }).click();
      const item = page.getByTestId('door-results').locator('li').first();
      await item.locator('bdi').nth(1).waitFor();
      const bdis = await item.locator('bdi').allTextContents();
      expect(bdis.slice(0, 2)).toEqual([code, 'علی کریمی']);
      // Each isolated value is laid out as one run (a scrambled code would wrap around the name).
      const runs = await item.locator('bdi').evaluateAll((els: Array<{ getClientRects(): { length: number } }>) => els.slice(0, 2).map((e) => e.getClientRects().length));
      expect(runs).toEqual([1, 1]);
      const [codeX, nameX] = await centres(page, '[data-testid="door-results"] li bdi:nth-of-type(1)', '[data-testid="door-results"] li bdi:nth-of-type(2)');
      // Reading order: the code comes first, so it is left of the name in English and right of it in Persian.
      if (lang === 'en') expect(codeX!).toBeLessThan(nameX!);
      else expect(codeX!).toBeGreaterThan(nameX!);
      await accessible(page, `door-${lang}`);
      await page.context().close();
    }, 90_000);

    it(`${lang}: the feed shows "time · رضا رضایی" in order, Persian digits in Persian, and a Latin post in its own direction`, async () => {
      const page = await loggedIn(rezas[lang], lang, true);
      await page.getByRole('heading', { name: ui.feed }).waitFor();
      const message = lang === 'fa' ? 'سلام به همه' : 'Hello from the hall 12:50';
      await page.getByLabel(ui.yourPost).fill(message);
      await page.getByRole('button', { name: ui.post, exact: true }).click();
      const item = page.locator('ul.list li', { hasText: message }).first();
      await item.waitFor();
      const name = item.locator('.meta a bdi');
      const time = item.getByTestId('feed-time');
      expect(await name.textContent()).toBe('رضا رضایی');
      const shown = (await time.textContent())!;
      if (lang === 'fa') expect(shown).toMatch(/^[۰-۹]{2}:[۰-۹]{2}/);
      else expect(shown).toMatch(/^\d{2}:\d{2}/);
      const [nameX, timeX] = await centres(page, 'ul.list li .meta a bdi', 'ul.list li [data-testid="feed-time"]');
      if (lang === 'en') expect(nameX!).toBeLessThan(timeX!);
      else expect(nameX!).toBeGreaterThan(timeX!);
      expect(await item.locator('p[dir="auto"]').textContent()).toBe(message);
      // The header names the event of the login, the name in its own direction.
      expect(await page.getByTestId('current-event').locator('bdi').textContent()).toBe('همایش Node.js ۱۴۰۵');
      await accessible(page, `feed-${lang}`);
      await page.context().close();
    }, 90_000);
  }
});
