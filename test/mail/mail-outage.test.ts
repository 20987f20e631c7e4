import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.js';
import type { RefundMailData } from '../../server/mail/templates/refund.js';

/**
 * The SMTP server stops in the middle of a batch and comes back on the same port (issue 46): the mails wait in the
 * outbox and all arrive, `/readyz` says the mail server fails meanwhile (degraded, still ready), then ok again.
 */
let server: TestServer;
let smtp: TestSmtpServer;
let port: number;
beforeAll(async () => {
  smtp = await startSmtpServer();
  port = smtp.port;
  server = await startTestServer({ env: { OUTBOX_POLL_MS: '50', DEFAULT_LOCALE: 'en', MAIL_URL: smtp.url } });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

async function queue(address: string, n: number): Promise<void> {
  const data: RefundMailData = {
    sender: { name: 'Org', logo: null },
    event_name: 'Outage Expo',
    event_url: 'https://convene.test/app/events/outage-expo',
    order_code: `O${n}`,
    refund_id: n,
    amount: 10_000,
    currency: 'IRR',
    status: 'done',
    credit_note: null,
    locale: 'en',
  };
  await server.ctx.db.transaction().execute((trx) => server.ctx.mail.queue(trx, { key: `outage:${address}`, template: 'refund', address, data }));
}

describe('an SMTP server restarted mid-batch', () => {
  it('delays mail and loses none; /readyz names the failing mail server without going unready', async () => {
    const run = Date.now();
    const addresses = Array.from({ length: 30 }, (_, i) => `outage-${run}-${i}@example.test`);
    const received = new Set<string>();
    const first = smtp;
    for (const [i, address] of addresses.entries()) await queue(address, i);
    server.ctx.mail.wake();
    await first.waitFor(3, (m) => m.envelope.to.some((t) => t.startsWith(`outage-${run}-`)), 15_000);
    await first.stop();
    for (const m of first.mails) for (const t of m.envelope.to) received.add(t);

    // While it is away: sends fail, the node stays ready and says why.
    await expect
      .poll(async () => (await server.http.get('/readyz')).body.checks?.mail, { timeout: 15_000 })
      .toBe('down');
    const away = await server.http.get('/readyz');
    expect(away.status).toBe(200);
    expect(away.body.status).toBe('degraded');
    expect(away.body.degraded.join(' ')).toMatch(/^mail: failing since/m);
    expect(JSON.stringify(away.body)).not.toContain('@example.test');

    smtp = await startSmtpServer({ port });
    server.ctx.mail.wake();
    const rest = addresses.filter((a) => !received.has(a));
    // The stop came in the middle of the batch.
    expect(rest.length).toBeGreaterThan(0);
    await smtp.waitFor(rest.length, (m) => m.envelope.to.some((t) => rest.includes(t)), 60_000);
    for (const m of smtp.mails) for (const t of m.envelope.to) received.add(t);
    expect(addresses.filter((a) => !received.has(a))).toEqual([]);
    await expect.poll(async () => (await server.http.get('/readyz')).body.checks?.mail, { timeout: 10_000 }).toBe('ok');
    // Every row ends `sent`. A mail the first server took as it stopped may have lost its answer: the node counts that
    // send as failed and sends it again after its backoff (at least once; seen once in a PostgreSQL run), so the
    // last rows may turn `sent` a little after every address has had its mail.
    const statuses = async () => (await server.ctx.db.selectFrom('mails').select('status').where('key', 'like', `outage:outage-${run}-%`).execute()).map((r) => r.status);
    await expect.poll(statuses, { timeout: 60_000, interval: 250 }).toEqual(addresses.map(() => 'sent'));
  }, 180_000);
});
