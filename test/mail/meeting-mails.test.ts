import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.js';
import { tokenFor } from '../helpers/factories.js';
import { eventWorld, type Participant } from '../helpers/networking.js';

let server: TestServer;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ env: { OUTBOX_POLL_MS: '50', DEFAULT_LOCALE: 'fa', MAIL_URL: smtp.url, MEETING_REMINDER_MINUTES: '60' } });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const HOUR = 3600_000;

/** Gives the participant a confirmed address (as the mailed link would). */
async function confirmed(p: Participant, address: string) {
  await server.ctx.db.updateTable('users').set({ email: address }).where('id', '=', p.user.id).execute();
  await server.ctx.db.insertInto('email_confirmations').values({ user_id: p.user.id, email: address, nonce: null, confirmed_at: new Date() }).execute();
}

describe('meeting mails over SMTP (CONTRACT 16)', () => {
  it('mail the request, the acceptance and the cancellation once each, to confirmed addresses only', async () => {
    const w = await eventWorld(server.ctx, 3);
    const start = new Date(w.event.starts_at);
    const settings = { enabled: true, slot_minutes: 30, windows: [{ starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 2 * HOUR).toISOString() }], locations: [{ name: 'Table 1' }] };
    expect((await server.http.put(`/api/events/${w.event.slug}/meetings/settings`, settings, { token: await tokenFor(server.ctx, w.organizer.user) })).status).toBe(200);
    const [a, b, c] = w.attendees as Participant[];
    const aMail = `a${a!.user.id}@example.test`;
    const bMail = `b${b!.user.id}@example.test`;
    await confirmed(a!, aMail);
    await confirmed(b!, bMail);
    // c has an address that was never confirmed: nothing goes to it.
    await server.ctx.db.updateTable('users').set({ email: `c${c!.user.id}@example.test` }).where('id', '=', c!.user.id).execute();

    const req = await server.http.post('/connect/meetings', { with: b!.user.id, starts_at: start.toISOString(), message: '<img src=x onerror=alert(1)> hi' }, { token: a!.token });
    expect(req.status).toBe(201);
    const again = await server.http.post('/connect/meetings', { with: b!.user.id, starts_at: start.toISOString() }, { token: a!.token });
    expect(again.status).toBeLessThan(300);
    const [requestMail] = await smtp.waitFor(1, (m) => m.envelope.to.includes(bMail));
    expect(requestMail!.parsed.subject).toContain(a!.user.name);
    expect(requestMail!.parsed.html as string).not.toContain('<img src=x');
    expect(requestMail!.parsed.text).toContain('<img src=x onerror=alert(1)> hi');
    expect(requestMail!.parsed.html as string).toContain(w.event.name);

    const toC = await server.http.post('/connect/meetings', { with: c!.user.id, starts_at: new Date(start.getTime() + 30 * 60_000).toISOString() }, { token: a!.token });
    expect(toC.status).toBe(201);

    expect((await server.http.post(`/connect/meetings/${req.body.data?.id ?? req.body.id}/accept`, undefined, { token: b!.token })).status).toBe(200);
    const [accepted] = await smtp.waitFor(1, (m) => m.envelope.to.includes(aMail) && /accept|پذیرفت/.test(m.parsed.subject ?? ''));
    expect(accepted!.parsed.html as string).toContain('dir="rtl"');
    expect((await server.http.post(`/connect/meetings/${req.body.data?.id ?? req.body.id}/cancel`, undefined, { token: a!.token })).status).toBe(200);
    await smtp.waitFor(2, (m) => m.envelope.to.includes(bMail));

    await expect.poll(async () => (await server.ctx.db.selectFrom('mails').select('status').where('user_id', '=', c!.user.id).executeTakeFirst())?.status, { timeout: 10_000 }).toBe('dropped');
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.mails.filter((m) => m.envelope.to.includes(bMail))).toHaveLength(2);
    expect(smtp.mails.filter((m) => m.envelope.to.includes(aMail))).toHaveLength(1);
    expect(smtp.mails.some((m) => m.envelope.to.some((t) => t.startsWith('c')))).toBe(false);
  });

  it('mail the reminder once to each member, with one-click unsubscribe; an unsubscribed address and a reminder turned off get none', async () => {
    const w = await eventWorld(server.ctx, 4);
    // The event starts in 5 minutes, slots of 10: meetings 15 and 25 minutes away are within MEETING_REMINDER_MINUTES
    // (60), so their reminders are due as soon as they are accepted.
    const start = new Date(Math.ceil((Date.now() + 5 * 60_000) / 1000) * 1000);
    await server.ctx.db.updateTable('events').set({ starts_at: start, ends_at: new Date(start.getTime() + 3 * HOUR) }).where('id', '=', w.event.id).execute();
    const settings = { enabled: true, slot_minutes: 10, windows: [{ starts_at: start.toISOString(), ends_at: new Date(start.getTime() + HOUR).toISOString() }], locations: [{ name: 'T1' }, { name: 'T2' }] };
    expect((await server.http.put(`/api/events/${w.event.slug}/meetings/settings`, settings, { token: await tokenFor(server.ctx, w.organizer.user) })).status).toBe(200);
    const slot = (i: number) => new Date(start.getTime() + i * 10 * 60_000).toISOString();
    const [a, b, c, d] = w.attendees as Participant[];
    const address = (p: Participant, tag: string) => `${tag}${p.user.id}-${Date.now()}@example.test`;
    const [aMail, bMail, cMail, dMail] = [address(a!, 'ra'), address(b!, 'rb'), address(c!, 'rc'), address(d!, 'rd')];
    for (const [p, m] of [[a!, aMail], [b!, bMail], [c!, cMail], [d!, dMail]] as const) await confirmed(p, m);
    const reminderTo = (to: string) => smtp.mails.filter((m) => m.envelope.to.includes(to) && (m.parsed.subject ?? '').startsWith('یادآوری'));

    const meet = async (from: Participant, to: Participant, at: string) => {
      const req = await server.http.post('/connect/meetings', { with: to.user.id, starts_at: at }, { token: from.token });
      expect(req.status, req.text).toBe(201);
      const id = (req.body.data?.id ?? req.body.id) as number;
      expect((await server.http.post(`/connect/meetings/${id}/accept`, undefined, { token: to.token })).status).toBe(200);
      return id;
    };
    const first = await meet(a!, b!, slot(1));
    await new Promise((r) => setTimeout(r, 3000));
    const [toA] = await smtp.waitFor(1, (m) => m.envelope.to.includes(aMail) && (m.parsed.subject ?? '').startsWith('یادآوری'));
    await smtp.waitFor(1, (m) => m.envelope.to.includes(bMail) && (m.parsed.subject ?? '').startsWith('یادآوری'));
    expect(toA!.parsed.subject).toBe(`یادآوری: ملاقات با ${b!.user.name} ${b!.user.surname}`);
    expect(toA!.parsed.html as string).toContain('dir="rtl"');
    expect(toA!.parsed.text).toContain(w.event.name);
    const unfolded = toA!.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(unfolded).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    const url = /List-Unsubscribe:\s*<([^>]+)>/i.exec(unfolded)![1]!;
    await new Promise((r) => setTimeout(r, 500));
    expect(reminderTo(aMail)).toHaveLength(1);
    expect(reminderTo(bMail)).toHaveLength(1);
    const rows = await server.ctx.db.selectFrom('mails').select(['key', 'status']).where('template', '=', 'meeting_reminder').where('key', 'like', `meeting_reminder:${first}:%`).execute();
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);

    // a unsubscribes with one click; c turns the reminder mail off (the push stays on).
    const one = await server.http.post(url.slice(url.indexOf('/connect/')), undefined, { raw: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(one.status).toBeLessThan(300);
    expect((await server.http.patch('/connect/users/me', { notifications: { meeting_reminder_email: false } }, { token: c!.token })).status).toBe(200);
    const second = await meet(a!, c!, slot(2));
    const third = await meet(d!, b!, slot(2));
    // d and b still get theirs; a (unsubscribed) and c (turned off) none: their rows end dropped.
    await smtp.waitFor(1, (m) => m.envelope.to.includes(dMail) && (m.parsed.subject ?? '').startsWith('یادآوری'));
    await smtp.waitFor(2, (m) => m.envelope.to.includes(bMail) && (m.parsed.subject ?? '').startsWith('یادآوری'));
    await expect
      .poll(async () => (await server.ctx.db.selectFrom('mails').select('status').where('key', 'like', `meeting_reminder:${second}:%`).execute()).map((r) => r.status), { timeout: 10_000 })
      .toEqual(['dropped', 'dropped']);
    await new Promise((r) => setTimeout(r, 500));
    expect(reminderTo(aMail)).toHaveLength(1);
    expect(reminderTo(cMail)).toHaveLength(0);
    const thirdRows = await server.ctx.db.selectFrom('mails').select('status').where('key', 'like', `meeting_reminder:${third}:%`).execute();
    expect(thirdRows.map((r) => r.status)).toEqual(['sent', 'sent']);
  });
});
