import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../infra/config.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.js';
import { createUser, tokenFor } from '../helpers/factories.js';
import { invitation } from '../../server/mail/templates/invitation.js';
import { formatDateTime } from '../../server/mail/format.js';

describe('mail configuration', () => {
  it('defaults to the log driver outside production and refuses it in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).mail.driver).toBe('log');
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDERS: 'manual', SMS_HTTP_URL: 'http://sms.example', MAIL_DRIVER: 'log' })).toThrow(/MAIL_DRIVER/);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDERS: 'manual', SMS_HTTP_URL: 'http://sms.example' })).toThrow(/MAIL_URL/);
    expect(loadConfig({ MAIL_URL: 'smtps://u:p@mail.example:465' }).mail.driver).toBe('smtp');
    expect(() => loadConfig({ MAIL_URL: 'http://mail.example' })).toThrow(/MAIL_URL/);
    expect(() => loadConfig({ MAIL_FROM: 'a@b.c\r\nBcc: x@y.z' })).toThrow(/MAIL_FROM/);
    expect(loadConfig({}).defaultLocale).toBe('fa');
  });
});

describe('templates', () => {
  const data = { sender: { name: 'Org <b>&', logo: 'https://cdn.example/logo.png' }, event_name: '<script>x</script>', event_url: 'https://x.example/e', starts_at: '2026-12-20T10:00:00Z' };
  it('escape user content and write fa right to left with Persian digits and a Solar Hijri date', async () => {
    const fa = await invitation.render(data, { locale: 'fa' });
    expect(fa.html).toContain('dir="rtl"');
    expect(fa.html).not.toContain('<script>');
    expect(fa.html).toContain('&lt;script&gt;');
    expect(fa.html).toContain('Org &lt;b&gt;&amp;');
    expect(fa.html).toContain('https://cdn.example/logo.png');
    const date = formatDateTime(data.starts_at, 'fa');
    expect(date).toMatch(/۱۴۰۵/); // 20 Dec 2026 is in the Solar Hijri year 1405
    expect(date).not.toMatch(/[0-9]/);
    expect(fa.text).toContain(date);
    const en = await invitation.render(data, { locale: 'en' });
    expect(en.html).toContain('dir="ltr"');
    expect(en.text).toContain('2026');
  });
});

describe.each(['log', 'smtp'] as const)('e-mail confirmation (%s driver)', (driver) => {
  let server: TestServer;
  let smtp: TestSmtpServer | undefined;
  beforeAll(async () => {
    if (driver === 'smtp') smtp = await startSmtpServer();
    server = await startTestServer({ env: { OUTBOX_POLL_MS: '50', DEFAULT_LOCALE: 'fa', ...(smtp ? { MAIL_URL: smtp.url, MAIL_FROM: 'Convene <no-reply@convene.test>' } : {}) } });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  const logged = (to: string) => server.log.lines.filter((l) => l.msg === 'mail.sent' && (driver === 'smtp' || l.to === to));
  async function waitLogged(to: string, n: number) {
    for (let i = 0; i < 200 && logged(to).length < n; i++) await new Promise((r) => setTimeout(r, 50));
    return logged(to);
  }
  function linkOf(text: string): string {
    const match = /https?:\/\/\S+\/connect\/email\/confirm\?token=[^\s"<]+/.exec(text);
    expect(match).not.toBeNull();
    return match![0].replace(/&amp;/g, '&');
  }

  it('sends a single-use link to a new address, and nothing else until it is confirmed', async () => {
    const user = await createUser(server.ctx);
    const other = await createUser(server.ctx);
    const token = await tokenFor(server.ctx, user);
    const address = `u${user.id}@example.test`;
    const res = await server.http.patch('/connect/users/me', { email: address }, { token });
    expect(res.status).toBe(200);
    expect(res.body.email ?? res.body.data?.email).toBe(address);
    let link: string;
    if (smtp) {
      const [mail] = await smtp.waitFor(1, (m) => m.envelope.to.includes(address));
      expect(mail!.envelope.to).toEqual([address]);
      expect(mail!.envelope.from).toBe('no-reply@convene.test');
      expect(mail!.parsed.html).toBeTruthy();
      expect(mail!.parsed.text).toBeTruthy();
      expect(mail!.parsed.html as string).toContain('dir="rtl"');
      link = linkOf(mail!.parsed.text!);
    } else {
      const lines = await waitLogged(address, 1);
      expect(lines[0]).toMatchObject({ to: address, template: 'email_confirmation' });
      const row = await server.ctx.db.selectFrom('mails').select('data').where('address', '=', address).executeTakeFirstOrThrow();
      link = (row.data as { confirm_url: string }).confirm_url;
    }
    // Until confirmed, a mail to the user is dropped, not sent.
    await server.ctx.db.transaction().execute((trx) =>
      server.ctx.mail.queue(trx, { key: `test-before:${user.id}`, template: 'meeting_accepted', userId: user.id, data: meetingData() }),
    );
    server.ctx.mail.wake();
    await expect.poll(async () => (await server.ctx.db.selectFrom('mails').select('status').where('key', '=', `test-before:${user.id}`).executeTakeFirst())?.status).toBe('dropped');

    const path = link.slice(link.indexOf('/connect/'));
    // Another user's token changes nothing: the link alone confirms, and a forged token does not.
    const forged = await server.http.get(`${path.slice(0, -4)}AAAA`, { token: await tokenFor(server.ctx, other) });
    expect(forged.status).toBe(422);
    expect(forged.body.errors[0].code).toBe('link_invalid');
    const ok = await server.http.get(path);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ email: address, confirmed: true });
    const again = await server.http.get(path);
    expect(again.status).toBe(422);
    expect(again.body.errors[0].code).toBe('link_invalid');
    expect((await server.http.get('/connect/email/confirm')).status).toBe(422);

    // Confirmed: the next mail goes, once per key even when queued twice.
    for (let i = 0; i < 2; i++) {
      await server.ctx.db.transaction().execute((trx) =>
        server.ctx.mail.queue(trx, { key: `test-after:${user.id}`, template: 'meeting_accepted', userId: user.id, data: meetingData() }),
      );
    }
    server.ctx.mail.wake();
    await expect.poll(async () => (await server.ctx.db.selectFrom('mails').select('status').where('key', '=', `test-after:${user.id}`).executeTakeFirst())?.status, { timeout: 10_000 }).toBe('sent');
    if (smtp) {
      const got = await smtp.waitFor(2, (m) => m.envelope.to.includes(address));
      expect(got).toHaveLength(2);
      expect(got[1]!.parsed.subject).toContain('A <b>name</b>');
      expect(got[1]!.parsed.html as string).not.toContain('<b>name</b>');
      expect(got[1]!.parsed.headers.get('bcc')).toBeUndefined();
    } else {
      expect(await waitLogged(address, 2)).toHaveLength(2);
    }
  });

  it('refuses a bad address and another field with 422, storing nothing', async () => {
    const user = await createUser(server.ctx);
    const token = await tokenFor(server.ctx, user);
    const bad = await server.http.patch('/connect/users/me', { email: 'a@b.c\r\nBcc: x@y.z' }, { token });
    expect(bad.status).toBe(422);
    const unknown = await server.http.patch('/connect/users/me', { notifications: { everything: true } }, { token });
    expect(unknown.status).toBe(422);
    expect(await server.ctx.db.selectFrom('mails').select('key').where('user_id', '=', user.id).execute()).toEqual([]);
    expect((await server.http.patch('/connect/users/me', { email: 'x@example.test' })).status).toBe(401);
  });
});

function meetingData() {
  return {
    sender: { name: 'Org', logo: null },
    event_name: 'Event',
    event_url: 'https://x.example/e',
    meeting_id: 1,
    // A header injection attempt in a user's name: it must stay in the subject line.
    other_name: 'A <b>name</b>\r\nBcc: victim@example.test',
    starts_at: '2026-12-20T10:00:00Z',
    location: 'Table 3',
  };
}
