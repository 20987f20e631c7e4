import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.js';
import { createEvent, createOrganization, createUser, tokenFor } from '../helpers/factories.js';

let server: TestServer;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ env: { OUTBOX_POLL_MS: '50', DEFAULT_LOCALE: 'fa', MAIL_URL: smtp.url, INVITATIONS_PER_DAY: '6' } });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

describe('organizer invitations (CONTRACT 16)', () => {
  it('queues one mail per new address with one-click unsubscribe, honours it, and marks the progress bar', async () => {
    const owner = await createUser(server.ctx);
    const stranger = await createUser(server.ctx);
    const org = await createOrganization(server.ctx, owner, { name: 'Org <i>' });
    const event = await createEvent(server.ctx, org.id);
    const token = await tokenFor(server.ctx, owner);
    const path = `/api/events/${event.slug}/invitations`;
    const a = `a-${event.id}@example.test`;
    const b = `b-${event.id}@example.test`;

    expect((await server.http.post(path, { emails: [a] }, { token: await tokenFor(server.ctx, stranger) })).status).toBe(403);
    expect((await server.http.post(path, { emails: [a] })).status).toBe(401);
    const bad = await server.http.post(path, { emails: [a, 'not an address'] }, { token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('emails.1');
    expect((await server.http.post(path, { emails: Array.from({ length: 5001 }, (_, i) => `x${i}@example.test`) }, { token })).status).toBe(413);
    expect(await server.ctx.db.selectFrom('mails').select('key').where('template', '=', 'invitation').execute()).toEqual([]);

    const res = await server.http.post(path, { emails: [a, a.toUpperCase(), b] }, { token });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ queued: 2 });
    const csv = await server.http.post(path, undefined, { token, raw: `email\n${a}\n`, headers: { 'content-type': 'text/csv' } });
    expect(csv.status).toBe(202);
    expect(csv.body).toEqual({ queued: 0 });

    const mails = await smtp.waitFor(2, (m) => m.envelope.to.includes(a) || m.envelope.to.includes(b));
    const mailA = mails.find((m) => m.envelope.to.includes(a))!;
    const unfolded = mailA.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, '');
    expect(unfolded).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    const url = /List-Unsubscribe:\s*<([^>]+)>/i.exec(unfolded)?.[1] ?? (mailA.parsed.headers.get('list') as { unsubscribe?: { url?: string } } | undefined)?.unsubscribe?.url ?? '';
    expect(mailA.parsed.html as string).toContain('Org &lt;i&gt;');

    const progress = await server.http.get(`/api/events/${event.slug}/progress-bar`, { token });
    expect(progress.body.data.find((i: { key?: string; name?: string }) => (i.key ?? i.name) === 'invitation_email')).toMatchObject({ done: true });

    const forged = await server.http.post(`/connect/email/unsubscribe?token=abc.def`, undefined, { raw: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(forged.status).toBe(422);
    const one = await server.http.post(url.slice(url.indexOf('/connect/')), undefined, { raw: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(one.status).toBe(200);

    const second = await createEvent(server.ctx, org.id);
    expect((await server.http.post(`/api/events/${second.slug}/invitations`, { emails: [a, b] }, { token })).body).toEqual({ queued: 2 });
    await smtp.waitFor(2, (m) => m.envelope.to.includes(b));
    await expect.poll(async () => (await server.ctx.db.selectFrom('mails').select('status').where('key', '=', `invitation:${second.id}:${a}`).executeTakeFirst())?.status).toBe('dropped');
    expect(smtp.mails.filter((m) => m.envelope.to.includes(a))).toHaveLength(1);

    // The daily cap (6 here; 4 counted): 3 more is over it, nothing queued.
    const third = await createEvent(server.ctx, org.id);
    const over = await server.http.post(`/api/events/${third.slug}/invitations`, { emails: ['p@example.test', 'q@example.test', 'r@example.test'] }, { token });
    expect(over.status).toBe(429);
    expect(over.body.errors[0].code).toBe('too_many_invitations');
    expect(await server.ctx.db.selectFrom('mails').select('key').where('key', 'like', `invitation:${third.id}:%`).execute()).toEqual([]);
  });
});
