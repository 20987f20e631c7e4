import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.js';
import { tokenFor } from '../helpers/factories.js';
import { eventWorld, type Participant } from '../helpers/networking.js';

let server: TestServer;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ env: { OUTBOX_POLL_MS: '50', DEFAULT_LOCALE: 'fa', MAIL_URL: smtp.url } });
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
});
