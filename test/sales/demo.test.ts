import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_MOBILE, DEMO_ATTENDEE_MOBILE } from '../../context/demo-data.js';
import { findUserByMobile } from '../../storage/repositories/users.js';
import { tokenFor } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { qrTextOfImage } from '../helpers/qr.js';

let server: TestServer;
// The log driver writes each mail whole here (MAIL_LOG_DIR), as `npm start` does when asked to.
const mailDir = mkdtempSync(join(tmpdir(), 'convene-demo-mail-'));
beforeAll(async () => {
  server = await startTestServer({ env: { DEMO_DATA: '1', MAIL_LOG_DIR: mailDir } });
}, 300_000);
afterAll(async () => {
  await server?.stop();
  rmSync(mailDir, { recursive: true, force: true });
});

describe('the demo sells', () => {
  it('event 2: a free and a paid ticket type with a voucher; a purchase through the test provider works at once', async () => {
    const events = await server.ctx.db.selectFrom('events').select('slug').where('slug', 'like', 'demo-2-%').execute();
    expect(events).toHaveLength(1);
    const slug = events[0]!.slug;
    const tickets = await server.http.get(`/api/events/${slug}/tickets`);
    expect(tickets.body.data.map((t: any) => [t.name, t.price, t.status])).toEqual([
      ['Standard', 250000, 'on_sale'],
      ['VIP', 900000, 'on_sale'],
      ['Free entry', 0, 'on_sale'],
      ['Supporter', 1_090_000, 'on_sale'],
    ]);
    const free = tickets.body.data[2].id;
    const supporter = tickets.body.data[3].id;
    const buyer = (await findUserByMobile(server.ctx.db, DEMO_ATTENDEE_MOBILE))!;
    const token = await tokenFor(server.ctx, buyer);
    const place = (body: Record<string, unknown>, key: string) => server.http.post(`/api/events/${slug}/orders`, { email: 'demo@example.com', ...body }, { token, headers: { 'idempotency-key': key } });

    const gratis = await place({ items: [{ ticket_id: free, quantity: 1 }] }, 'demo-free');
    expect(gratis.status, gratis.text).toBe(201);
    expect(gratis.body.data).toMatchObject({ status: 'paid', total: 0 });

    const paid = await place({ items: [{ ticket_id: supporter, quantity: 1 }], voucher: 'demo50' }, 'demo-paid');
    expect(paid.status, paid.text).toBe(201);
    expect(paid.body.data).toMatchObject({ status: 'pending', total: 545_000, payment: { provider: 'test', action: { type: 'redirect' } } });
    const page = new URL(paid.body.data.payment.action.url).pathname;
    expect((await server.http.get(page)).text).toContain('545000 IRR');
    expect((await server.http.post(`${page}/pay`, undefined, { raw: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(303);
    const done = await server.http.get(`/api/orders/${paid.body.data.code}`, { token });
    expect(done.body.data.status).toBe('paid');
    expect(done.body.data.tickets).toHaveLength(1);
    expect((await server.http.get(`/api/events/${slug}/tickets`)).body.data[3].remaining).toBe(29);
    // Each paid order is confirmed by mail: the demo's `log` driver writes one line per mail (issue 46).
    const confirmations = () => server.log.lines.filter((l) => l.msg === 'mail.sent' && l.template === 'order_confirmation' && l.to === 'demo@example.com');
    await expect.poll(() => confirmations().length, { timeout: 20_000 }).toBe(2);
    expect(confirmations().every((l) => typeof l.subject === 'string' && (l.subject as string).length > 0)).toBe(true);

    // The paid order's mail, as the log driver wrote it: a message a mail program opens, whose inline QR code
    // decodes to the ticket and checks it in at the door.
    const files = confirmations().map((l) => l.file as string);
    expect(files.every((f) => typeof f === 'string' && f.startsWith(mailDir) && f.endsWith('.eml'))).toBe(true);
    const mails = await Promise.all(files.map(async (f) => simpleParser(await readFile(f))));
    const ticket = done.body.data.tickets[0] as { code: string; qr: string };
    const mail = mails.find((m) => (m.text ?? '').includes(paid.body.data.code));
    expect(mail, 'the paid order’s confirmation').toBeDefined();
    const images = mail!.attachments.filter((a) => a.contentType === 'image/png');
    expect(images.length).toBeGreaterThan(0);
    const decoded = await Promise.all(images.map((a) => qrTextOfImage(a.content)));
    expect(decoded).toContain(ticket.qr);
    expect(mail!.attachments.some((a) => a.contentType === 'text/calendar' || (a.filename ?? '').endsWith('.ics'))).toBe(true);
    // The documented demo login organizes event 2: its door takes the decoded code.
    const organizer = (await findUserByMobile(server.ctx.db, DEMO_ADMIN_MOBILE))!;
    const door = await server.http.post(`/api/events/${slug}/checkins`, { code: ticket.qr }, { token: await tokenFor(server.ctx, organizer), headers: { 'idempotency-key': `demo-door-${Date.now()}` } });
    expect(door.status, door.text).toBe(201);
  });
});
