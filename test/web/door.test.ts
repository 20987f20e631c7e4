import { rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import QRCode from 'qrcode';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createEvent, createOrganization, createUser, localMobile, tokenFor } from '../helpers/factories.js';
import type { UserRow } from '../../storage/repositories/users.js';
import { axeViolations, buildWebApp, chromiumPath, launchChromium } from '../helpers/browser.js';

const run = !process.env.TEST_DATABASE_URL && existsSync(chromiumPath);

/**
 * A .y4m video of `text`'s QR code for Chromium's fake camera: the YUV4MPEG2 header, then frames of 4:2:0 YUV
 * (a luma plane of dark and light modules, both chroma planes grey).
 */
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

describe.skipIf(!run)('the door in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let webDir: string;
  let video: string;
  let slug: string;
  let organizer: UserRow;
  let ticketCode: string;

  beforeAll(async () => {
    webDir = await buildWebApp('door');
    server = await startTestServer({ attachments: [attachRealtime], env: { WEB_DIR: webDir } });
    organizer = await createUser(server.ctx, { name: 'Olga', surname: 'Organizer' });
    const org = await createOrganization(server.ctx, organizer);
    slug = (await createEvent(server.ctx, org.id)).slug;
    const type = await server.http.post(`/api/events/${slug}/tickets`, { name: 'Door pass', price: 0, capacity: 10 }, { token: await tokenFor(server.ctx, organizer) });
    expect(type.status, type.text).toBe(201);
    const holder = await createUser(server.ctx, { name: 'Dana', surname: 'Holder' });
    const order = await server.http.post(
      `/api/events/${slug}/orders`,
      { email: 'dana@example.com', items: [{ ticket_id: type.body.data.id, quantity: 1 }] },
      { token: await tokenFor(server.ctx, holder), headers: { 'idempotency-key': 'door-test' } },
    );
    expect(order.body.data.status, order.text).toBe('paid');
    ticketCode = order.body.data.tickets[0].code;
    video = join(webDir, 'ticket.y4m');
    await writeFile(video, qrVideo(order.body.data.tickets[0].qr));
    browser = await launchChromium(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`]);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (webDir) await rm(webDir, { recursive: true, force: true });
  });

  it('scans a ticket QR code from the camera and shows the holder and ticket type; the server has it checked in', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, permissions: ['camera'] });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${server.url}/app/#/login`);
    await page.getByLabel('Mobile number').fill(localMobile(organizer.mobile));
    await page.getByRole('button', { name: 'Send code' }).click();
    // The field shows once the code request was answered, and the code was sent before that answer.
    await page.getByLabel('Code').waitFor();
    await page.getByLabel('Code').fill(server.sms.lastCode(organizer.mobile)!);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Door' }).waitFor();
    // The organizer's events are listed (GET /api/me/organizations): picked, not typed.
    await page.getByLabel('Event', { exact: true }).selectOption(slug);
    await page.getByRole('button', { name: 'Scan with the camera' }).click();
    await page.getByTestId('door-ticket-type').first().waitFor({ timeout: 30_000 });
    const result = await page.getByTestId('door-results').locator('li').first().innerText();
    expect(result).toContain(ticketCode);
    expect(result).toContain('Checked in');
    expect(result).toContain('Dana Holder');
    expect(result).toContain('Door pass');
    expect(await axeViolations(page)).toEqual([]);
    const stats = await server.http.get(`/api/events/${slug}/checkins/stats`, { token: await tokenFor(server.ctx, organizer) });
    expect(stats.body.data).toMatchObject({ tickets: 1, checked_in: 1 });
    // The ticket stays in front of the camera: still one scan.
    await page.waitForTimeout(4000);
    await page.getByRole('button', { name: 'Close the camera' }).click();
    expect(await page.getByTestId('door-results').locator('li').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
