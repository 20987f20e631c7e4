import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.js';
import type { RefundMailData } from '../../server/mail/templates/refund.js';

/** Mail metrics (docs/operations.md): sent, failed (to be retried) and given up, by template, on `GET /metrics`. */
let server: TestServer;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ env: { OUTBOX_POLL_MS: '50', DEFAULT_LOCALE: 'en', MAIL_URL: smtp.url } });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** The value of one sample of the Prometheus text (0 when the series does not exist yet). */
async function metric(name: string, labels: Record<string, string>): Promise<number> {
  const res = await server.http.get('/metrics');
  expect(res.status).toBe(200);
  for (const line of res.text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) return Number(line.split(' ').at(-1));
  }
  return 0;
}

let n = 0;
async function queueRefundMail(address: string): Promise<string> {
  const key = `metrics-test:${Date.now()}:${++n}`;
  const data: RefundMailData = {
    sender: { name: 'Org', logo: null },
    event_name: 'Metrics Expo',
    event_url: 'https://convene.test/app/events/metrics-expo',
    order_code: `M${n}`,
    refund_id: n,
    amount: 10_000,
    currency: 'IRR',
    status: 'done',
    credit_note: null,
    locale: 'en',
  };
  await server.ctx.db.transaction().execute((trx) => server.ctx.mail.queue(trx, { key, template: 'refund', address, data }));
  server.ctx.mail.wake();
  return key;
}

const sent = () => metric('convene_mails_sent_total', { template: 'refund', driver: 'smtp' });
const failed = () => metric('convene_mails_failed_total', { template: 'refund', driver: 'smtp' });
const givenUp = () => metric('convene_mails_given_up_total', { template: 'refund', driver: 'smtp' });

describe('mail metrics', () => {
  it('counts a mail sent, a failed try that is retried and a mail given up after its last try, by template', async () => {
    const before = { sent: await sent(), failed: await failed(), givenUp: await givenUp() };

    const address = `metrics-${Date.now()}@example.test`;
    await queueRefundMail(address);
    await smtp.waitFor(1, (m) => m.envelope.to.includes(address));
    await expect.poll(sent, { timeout: 5_000 }).toBe(before.sent + 1);
    expect(await failed()).toBe(before.failed);
    expect(await metric('convene_mails_sent_total', { template: 'order_confirmation' })).toBe(0);

    // The SMTP server refuses: each try is counted as failed, and the mail is kept for the next one.
    smtp.refuse = true;
    const refused = `metrics-refused-${Date.now()}@example.test`;
    const key = await queueRefundMail(refused);
    await expect.poll(failed, { timeout: 10_000 }).toBeGreaterThanOrEqual(before.failed + 1);
    expect(await givenUp()).toBe(before.givenUp);

    // Its next try is its last (12 claims): failing again, the outbox gives up and it is counted as given up.
    const jobs = await server.ctx.db.selectFrom('jobs').select(['id', 'payload']).where('kind', '=', 'mail').where('status', '=', 'pending').execute();
    const job = jobs.find((j) => (typeof j.payload === 'string' ? JSON.parse(j.payload) : j.payload)?.key === key);
    expect(job).toBeDefined();
    await server.ctx.db.updateTable('jobs').set({ attempts: 11, run_at: new Date() }).where('id', '=', job!.id).execute();
    await expect.poll(givenUp, { timeout: 15_000 }).toBe(before.givenUp + 1);
    expect((await server.ctx.db.selectFrom('jobs').select('status').where('id', '=', job!.id).executeTakeFirstOrThrow()).status).toBe('failed');
    expect((await server.ctx.db.selectFrom('mails').select('status').where('key', '=', key).executeTakeFirstOrThrow()).status).toBe('queued');
    expect(await sent()).toBe(before.sent + 1);
    smtp.refuse = false;
  });
});
