import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kavenegarReceptor } from '../../server/identity/sms.js';
import { formatShortDateTime } from '../../server/mail/format.js';
import { createEvent, createOrganization, createUser, tokenFor } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { kavenegarEnv, startSmsSimulator, type SmsSimulator } from '../helpers/sms-simulators.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.js';
import { eventually } from '../helpers/sockets.js';

// Waiting-list offers (CONTRACT 15, 16): a confirmed address gets the mail (real SMTP server on loopback); someone
// whose address is not confirmed, or who has none, gets one SMS through the configured driver (Kavenegar's simple
// send, its simulator on loopback), in their language, with the code and the link, retried when the provider fails.
// On whichever database the run uses.

let server: TestServer;
let smtp: TestSmtpServer;
let sim: SmsSimulator;
beforeAll(async () => {
  smtp = await startSmtpServer();
  sim = await startSmsSimulator();
  server = await startTestServer({
    smsDriver: 'configured',
    env: { OUTBOX_POLL_MS: '50', MAIL_URL: smtp.url, ...kavenegarEnv, SMS_API_BASE: sim.base, SMS_HTTP_TIMEOUT_MS: '500' },
  });
});
afterAll(async () => {
  await server?.stop();
  await sim?.stop();
  await smtp?.stop();
});

let keys = 0;
const key = () => `wlo-${Date.now()}-${++keys}`;

async function soldOut(name: string) {
  const ctx = server.ctx;
  const organizer = await createUser(ctx);
  const org = await createOrganization(ctx, organizer);
  const event = await createEvent(ctx, org.id, { capacity: 1, name });
  const token = await tokenFor(ctx, organizer);
  const type = await server.http.post(`/api/events/${event.slug}/tickets`, { name: 'Standard', price: 500_000, capacity: 1 }, { token });
  expect(type.status, type.text).toBe(201);
  expect((await server.http.patch(`/api/events/${event.slug}`, { waiting_list_enabled: true }, { token })).status).toBe(200);
  const holder = await createUser(ctx);
  const holderToken = await tokenFor(ctx, holder);
  const placed = await server.http.post(
    `/api/events/${event.slug}/orders`,
    { email: 'holder@example.com', items: [{ ticket_id: type.body.data.id, quantity: 1 }] },
    { token: holderToken, headers: { 'idempotency-key': key() } },
  );
  expect(placed.status, placed.text).toBe(201);
  return {
    event,
    /** The holder cancels: the place is offered to the first in line. */
    free: async () => expect((await server.http.post(`/api/orders/${placed.body.data.code as string}/cancel`, undefined, { token: holderToken })).status).toBe(200),
  };
}

async function waiter(slug: string, attrs: { locale?: 'fa' | 'en'; email?: string; confirmed?: boolean }) {
  const user = await createUser(server.ctx, { ...(attrs.locale ? { locale: attrs.locale } : {}), ...(attrs.email ? { email: attrs.email } : {}) });
  if (attrs.email) {
    await server.ctx.db
      .insertInto('email_confirmations')
      .values({ user_id: user.id, email: attrs.email, nonce: attrs.confirmed ? null : 'pending-nonce', confirmed_at: attrs.confirmed ? new Date() : null })
      .execute();
  }
  const token = await tokenFor(server.ctx, user);
  expect((await server.http.put(`/api/events/${slug}/waiting-list`, {}, { token })).status).toBe(201);
  return { user, token };
}

/** What the simulator received for the number on Kavenegar's simple send (every try, failed ones too). */
const textsTo = (mobile: string) => sim.received.filter((r) => r.path.endsWith('/sms/send.json') && r.form.get('receptor') === kavenegarReceptor(mobile));
const offerOf = async (slug: string, token: string) =>
  (await server.http.put(`/api/events/${slug}/waiting-list`, {}, { token })).body.data.offer as { voucher: string; expires_at: string } | null;
/** The value of one sample of `GET /metrics` (0 when the series does not exist yet), as test/mail/mail-metrics.test.ts reads it. */
async function metric(name: string, labels: Record<string, string>): Promise<number> {
  const res = await server.http.get('/metrics');
  expect(res.status).toBe(200);
  for (const line of res.text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) return Number(line.split(' ').at(-1));
  }
  return 0;
}
const offers = (outcome: string) => metric('convene_sms_messages_total', { template: 'waiting_list_offer', driver: 'kavenegar', outcome });

const smsRows = async (userId: number) => (await sql<{ status: string }>`select status from sms_messages where user_id = ${userId}`.execute(server.ctx.db)).rows;

describe('waiting-list offers by mail or SMS', () => {
  it('an unconfirmed address: one SMS in Persian with the code and the link, never a mail, never twice', async () => {
    sim.reset('ok');
    const s = await soldOut('جشنواره موسیقی فجر');
    const address = `unconfirmed-${Date.now()}@example.test`;
    const w = await waiter(s.event.slug, { locale: 'fa', email: address, confirmed: false });
    await s.free();
    await eventually(() => expect(textsTo(w.user.mobile)).toHaveLength(1), 10_000);
    const offer = (await offerOf(s.event.slug, w.token))!;
    const text = textsTo(w.user.mobile)[0]!.form.get('message')!;
    expect(text).toContain('جشنواره موسیقی فجر');
    expect(text).toContain('نگه داشته شده');
    expect(text).toContain(formatShortDateTime(offer.expires_at, 'fa', s.event.time_zone));
    expect(text).toContain(offer.voucher);
    expect(text).toMatch(new RegExp(`https?://[^ ]+/app/events/${s.event.slug}$`));
    expect(text.length).toBeLessThanOrEqual(200);
    await eventually(async () => expect(await smsRows(w.user.id)).toEqual([{ status: 'sent' }]));
    // Another look at the queue and more runs of the outbox send nothing more.
    await server.ctx.sales.offerFreedPlaces(s.event.id);
    await new Promise((r) => setTimeout(r, 500));
    expect(textsTo(w.user.mobile)).toHaveLength(1);
    expect(smtp.mails.filter((m) => m.envelope.to.includes(address))).toHaveLength(0);
    expect((await sql<{ n: number }>`select count(*)::int as n from mails where user_id = ${w.user.id}`.execute(server.ctx.db)).rows[0]!.n).toBe(0);
    // Neither the voucher nor the number is logged.
    const logged = JSON.stringify(server.log.lines);
    expect(logged).not.toContain(offer.voucher);
    expect(logged).not.toContain(w.user.mobile);
  });

  it('a confirmed address gets the mail and no SMS', async () => {
    sim.reset('ok');
    const s = await soldOut('Spring Summit');
    const address = `confirmed-${Date.now()}@example.test`;
    const w = await waiter(s.event.slug, { locale: 'en', email: address, confirmed: true });
    await s.free();
    const [mail] = await smtp.waitFor(1, (m) => m.envelope.to.includes(address));
    const offer = (await offerOf(s.event.slug, w.token))!;
    expect(mail!.parsed.subject).toBe('A place at Spring Summit is open for you');
    expect(mail!.parsed.text).toContain(offer.voucher);
    await new Promise((r) => setTimeout(r, 300));
    expect(textsTo(w.user.mobile)).toHaveLength(0);
    expect(await smsRows(w.user.id)).toEqual([]);
  });

  it('no address, a failing provider: the SMS is retried until it goes, in English for an English user, then nothing more', async () => {
    sim.reset('5xx');
    const before = { sent: await offers('sent'), failed: await offers('failed') };
    const s = await soldOut('Autumn Expo');
    const w = await waiter(s.event.slug, { locale: 'en' });
    await s.free();
    // The provider answers 502: the row stays queued, /readyz names the SMS provider, the outbox tries again.
    await eventually(() => expect(textsTo(w.user.mobile).length).toBeGreaterThan(0), 10_000);
    expect(await smsRows(w.user.id)).toEqual([{ status: 'queued' }]);
    await eventually(async () => expect((await server.http.get('/readyz')).body.checks?.sms).toBe('down'));
    sim.mode = 'ok';
    await eventually(async () => expect(await smsRows(w.user.id)).toEqual([{ status: 'sent' }]), 20_000);
    const tries = textsTo(w.user.mobile);
    expect(tries.length).toBeGreaterThanOrEqual(2);
    const offer = (await offerOf(s.event.slug, w.token))!;
    // Every try carried the same message, written in English.
    expect(new Set(tries.map((r) => r.form.get('message'))).size).toBe(1);
    const text = tries.at(-1)!.form.get('message')!;
    const link = text.split(' ').at(-1)!;
    expect(link).toMatch(new RegExp(`^https?://[^/]+/app/events/${s.event.slug}$`));
    expect(text).toBe(`Convene: a place at “Autumn Expo” is held for you until ${formatShortDateTime(offer.expires_at, 'en', s.event.time_zone)}. Code: ${offer.voucher} ${link}`);
    await new Promise((r) => setTimeout(r, 500));
    expect(textsTo(w.user.mobile)).toHaveLength(tries.length);
    // Counted by template, driver and outcome: every failed try, and the one that went.
    expect(await offers('sent')).toBe(before.sent + 1);
    expect(await offers('failed')).toBe(before.failed + tries.length - 1);
  });
});
