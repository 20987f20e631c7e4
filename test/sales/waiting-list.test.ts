import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { attachRealtime } from '../../realtime/server.js';
import { createEvent, createOrganization, createUser, tokenFor } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { closeAllSockets, collect, connectSocket, eventually } from '../helpers/sockets.js';

// Reserving vouchers and the waiting list (CONTRACT 15), on whichever database the run uses.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ attachments: [attachRealtime], env: { OUTBOX_POLL_MS: '50', WEBHOOK_ALLOW_PRIVATE: '1' } });
});
afterAll(async () => {
  closeAllSockets();
  await server?.stop();
});

let keys = 0;
const key = () => `wl-${Date.now()}-${++keys}`;

async function shop(capacity: number, waitingList = true) {
  const ctx = server.ctx;
  const organizer = await createUser(ctx);
  const org = await createOrganization(ctx, organizer);
  const event = await createEvent(ctx, org.id, { capacity });
  const token = await tokenFor(ctx, organizer);
  const type = await server.http.post(`/api/events/${event.slug}/tickets`, { name: 'Standard', price: 1_000_000, capacity }, { token });
  expect(type.status, type.text).toBe(201);
  if (waitingList) {
    const open = await server.http.patch(`/api/events/${event.slug}`, { waiting_list_enabled: true }, { token });
    expect(open.status, open.text).toBe(200);
  }
  const hook = await server.http.post(`/api/organizations/${org.slug}/webhooks`, { url: 'http://127.0.0.1:9/hook', events: ['waiting_list.offered'] }, { token });
  expect(hook.status, hook.text).toBe(201);
  return { org, event, slug: event.slug, token, ticketId: (type.body.data as { id: number }).id };
}

async function buyer() {
  const user = await createUser(server.ctx);
  return { user, token: await tokenFor(server.ctx, user) };
}

function order(slug: string, token: string, ticketId: number, quantity = 1, voucher?: string) {
  return server.http.post(`/api/events/${slug}/orders`, { email: 'buyer@example.com', items: [{ ticket_id: ticketId, quantity }], ...(voucher ? { voucher } : {}) }, { token, headers: { 'idempotency-key': key() } });
}

async function counters(eventId: number, ticketId: number) {
  const e = await sql<{ held: number; sales_count: number }>`select held, sales_count from events where id = ${eventId}`.execute(server.ctx.db);
  const t = await sql<{ held: number; sold: number }>`select held, sold from ticket_types where id = ${ticketId}`.execute(server.ctx.db);
  return { event: e.rows[0]!, type: t.rows[0]! };
}

async function remaining(slug: string, ticketId: number): Promise<number | null> {
  const res = await server.http.get(`/api/events/${slug}/tickets`);
  return (res.body.data as Array<{ id: number; remaining: number | null }>).find((t) => t.id === ticketId)!.remaining;
}

describe('reserving vouchers', () => {
  it('hold their places from creation, sell them to their holders when nothing else is left, and give the rest back when deleted', async () => {
    const s = await shop(3, false);
    const res = await server.http.post(`/api/events/${s.slug}/vouchers`, { code: 'GUESTS', discount: { percent: 100 }, max_uses: 2, reserve: true, ticket_ids: [s.ticketId] }, { token: s.token });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data[0]).toMatchObject({ code: 'GUESTS', reserve: true, reserved: 2, personal: false });
    expect(await remaining(s.slug, s.ticketId)).toBe(1);
    // More than is left cannot be reserved (nothing is written).
    const tooMany = await server.http.post(`/api/events/${s.slug}/vouchers`, { code: 'MORE', discount: { percent: 100 }, max_uses: 2, reserve: true, ticket_ids: [s.ticketId] }, { token: s.token });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.errors[0].code).toBe('sold_out');
    expect((await server.http.get(`/api/events/${s.slug}/vouchers`, { token: s.token })).body.data).toHaveLength(1);

    const a = await buyer();
    const b = await buyer();
    expect((await order(s.slug, a.token, s.ticketId, 2)).body.errors[0].code).toBe('sold_out');
    expect((await order(s.slug, a.token, s.ticketId, 1)).status).toBe(201);
    expect(await remaining(s.slug, s.ticketId)).toBe(0);
    // The voucher's holder still gets the two reserved places (free: sold at once, held turned to sold).
    const reserved = await order(s.slug, b.token, s.ticketId, 2, 'guests');
    expect(reserved.status, reserved.text).toBe(201);
    expect(reserved.body.data).toMatchObject({ status: 'paid', total: 0 });
    expect(reserved.body.data.tickets).toHaveLength(2);
    expect(await counters(s.event.id, s.ticketId)).toEqual({ event: { held: 1, sales_count: 2 }, type: { held: 1, sold: 2 } });
    const vouchers = (await server.http.get(`/api/events/${s.slug}/vouchers`, { token: s.token })).body.data as Array<{ reserved: number; used: number }>;
    expect(vouchers[0]).toMatchObject({ reserved: 0, used: 2 });

    // A second reserving voucher on the event alone, deleted unused: its places come back.
    const c = await buyer();
    const mine = (await server.http.get('/connect/orders', { token: a.token })).body._embedded.order[0].code as string;
    expect((await server.http.post(`/api/orders/${mine}/cancel`, undefined, { token: a.token })).status).toBe(200);
    const held = await server.http.post(`/api/events/${s.slug}/vouchers`, { code: 'STAGE', discount: { percent: 50 }, max_uses: 1, reserve: true }, { token: s.token });
    expect(held.status, held.text).toBe(201);
    expect(held.body.data[0].reserved).toBe(1);
    expect((await order(s.slug, c.token, s.ticketId, 1)).body.errors[0].code).toBe('sold_out');
    expect((await server.http.delete(`/api/events/${s.slug}/vouchers/${held.body.data[0].id as number}`, { token: s.token })).status).toBe(204);
    expect(await remaining(s.slug, s.ticketId)).toBe(1);
    expect((await order(s.slug, c.token, s.ticketId, 1)).status).toBe(201);
    expect(await counters(s.event.id, s.ticketId)).toEqual({ event: { held: 1, sales_count: 2 }, type: { held: 1, sold: 2 } });
  });

  it('lapse at valid_until: what they still hold goes back to sale', async () => {
    const s = await shop(2, false);
    const res = await server.http.post(`/api/events/${s.slug}/vouchers`, { code: 'SOON', discount: { percent: 10 }, max_uses: 2, reserve: true, valid_until: new Date(Date.now() + 60_000).toISOString() }, { token: s.token });
    expect(res.status, res.text).toBe(201);
    expect(await remaining(s.slug, s.ticketId)).toBe(0);
    await server.ctx.sales.lapseVoucher(res.body.data[0].id as number);
    expect(await remaining(s.slug, s.ticketId)).toBe(2);
    expect(await counters(s.event.id, s.ticketId)).toEqual({ event: { held: 0, sales_count: 0 }, type: { held: 0, sold: 0 } });
  });
});

describe('waiting list', () => {
  it('queues buyers of a sold-out event, offers a freed place to the first in line by push, SMS (no confirmed address) and webhook, and only they can use it', async () => {
    const s = await shop(1);
    const first = await buyer();
    const second = await buyer();
    const third = await buyer();
    const placed = await order(s.slug, first.token, s.ticketId);
    expect(placed.status, placed.text).toBe(201);
    const refused = await order(s.slug, second.token, s.ticketId);
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0]).toMatchObject({ code: 'sold_out', waiting_list: true });

    const joined = await server.http.put(`/api/events/${s.slug}/waiting-list`, {}, { token: second.token });
    expect(joined.status, joined.text).toBe(201);
    expect(joined.body.data).toEqual({ position: 1, state: 'waiting', ticket_id: null, offer: null });
    const again = await server.http.put(`/api/events/${s.slug}/waiting-list`, {}, { token: second.token });
    expect(again.status).toBe(200);
    expect(again.body.data.position).toBe(1);
    const behind = await server.http.put(`/api/events/${s.slug}/waiting-list`, { ticket_id: s.ticketId }, { token: third.token });
    expect(behind.status).toBe(201);
    expect(behind.body.data).toMatchObject({ position: 2, ticket_id: s.ticketId });

    const list = await server.http.get(`/api/events/${s.slug}/waiting-list`, { token: s.token });
    expect(list.status).toBe(200);
    expect(list.body.waiting_list_enabled).toBe(true);
    expect(list.body.data.map((e: { user: { id: number }; position: number }) => [e.user.id, e.position])).toEqual([
      [second.user.id, 1],
      [third.user.id, 2],
    ]);
    // Names only: no mobile, no e-mail.
    expect(JSON.stringify(list.body)).not.toContain(second.user.mobile);

    const socket = await connectSocket(server, second.token);
    const offers = collect(socket, 'waiting_list:offered');
    const code = placed.body.data.code as string;
    expect((await server.http.post(`/api/orders/${code}/cancel`, undefined, { token: first.token })).status).toBe(200);

    await eventually(() => expect(offers).toHaveLength(1), 10_000);
    const offer = offers[0]!;
    expect(offer).toMatchObject({ event: { id: s.event.id, slug: s.slug }, ticket_id: s.ticketId });
    const mine = await server.http.put(`/api/events/${s.slug}/waiting-list`, {}, { token: second.token });
    expect(mine.body.data).toMatchObject({ position: 0, state: 'offered', offer: { voucher: offer.voucher, ticket_id: s.ticketId, expires_at: offer.expires_at } });
    const hours = (new Date(offer.expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    // The freed place is held for the offer: nobody else can buy it, not even the third in line with the code.
    expect(await remaining(s.slug, s.ticketId)).toBe(0);
    expect((await order(s.slug, third.token, s.ticketId)).body.errors[0].code).toBe('sold_out');
    const stolen = await order(s.slug, third.token, s.ticketId, 1, offer.voucher);
    expect(stolen.status).toBe(422);
    expect(stolen.body.errors[0].code).toBe('voucher_invalid');
    // No confirmed e-mail address: the offer goes by SMS (here the captured driver), not by mail (test/mail/waiting-list-offers.test.ts
    // has both channels over a real SMTP server and the providers' simulators).
    const mail = await sql<{ key: string }>`select key from mails where key like ${'waiting_list_offer:%'} and user_id = ${second.user.id}`.execute(server.ctx.db);
    expect(mail.rows).toEqual([]);
    const sms = await sql<{ template: string; user_id: number }>`select template, user_id from sms_messages where key like ${'waiting_list_offer:%'} and user_id = ${second.user.id}`.execute(server.ctx.db);
    expect(sms.rows).toEqual([{ template: 'waiting_list_offer', user_id: second.user.id }]);
    await eventually(() => expect(server.sms.texts.filter((t) => t.mobile === second.user.mobile).map((t) => t.template)).toEqual(['waiting_list_offer']), 10_000);
    expect(server.sms.texts.find((t) => t.mobile === second.user.mobile)!.text).toContain(offer.voucher);
    const hooks = await sql<{ body: string }>`select d.body from webhook_deliveries d join webhooks w on w.id = d.webhook_id where w.organization_id = ${s.org.id} and d.type = 'waiting_list.offered'`.execute(server.ctx.db);
    expect(hooks.rows).toHaveLength(1);
    expect(JSON.parse(hooks.rows[0]!.body).data).toMatchObject({ user_id: second.user.id, ticket_id: s.ticketId });

    // The offer's holder buys the held place.
    const bought = await order(s.slug, second.token, s.ticketId, 1, offer.voucher);
    expect(bought.status, bought.text).toBe(201);
    expect(await counters(s.event.id, s.ticketId)).toEqual({ event: { held: 1, sales_count: 0 }, type: { held: 1, sold: 0 } });

    // Their order is canceled: the place passes to the next in line; that offer lapses unused and the place is free.
    const socket3 = await connectSocket(server, third.token);
    const offers3 = collect(socket3, 'waiting_list:offered');
    expect((await server.http.post(`/api/orders/${bought.body.data.code as string}/cancel`, undefined, { token: second.token })).status).toBe(200);
    await eventually(() => expect(offers3).toHaveLength(1), 10_000);
    const third3 = await server.http.put(`/api/events/${s.slug}/waiting-list`, {}, { token: third.token });
    expect(third3.body.data.state).toBe('offered');
    const voucherId = (await sql<{ id: number }>`select id from vouchers where code = ${offers3[0]!.voucher}`.execute(server.ctx.db)).rows[0]!.id;
    await server.ctx.sales.lapseVoucher(voucherId);
    expect(await remaining(s.slug, s.ticketId)).toBe(1);
    const states = (await server.http.get(`/api/events/${s.slug}/waiting-list`, { token: s.token })).body.data as Array<{ user: { id: number }; state: string; offer_used: boolean }>;
    expect(Object.fromEntries(states.map((e) => [e.user.id, [e.state, e.offer_used]]))).toEqual({ [second.user.id]: ['offered', false], [third.user.id]: ['lapsed', false] });
  });

  it('offers one place once, however many nodes look at the queue at the same time', async () => {
    const s = await shop(1);
    const holder = await buyer();
    const placed = await order(s.slug, holder.token, s.ticketId);
    expect(placed.status).toBe(201);
    const waiting = [await buyer(), await buyer(), await buyer()];
    for (const w of waiting) expect((await server.http.put(`/api/events/${s.slug}/waiting-list`, {}, { token: w.token })).status).toBe(201);
    // Free the place without the job (the order's row changes directly), then four lookers at once.
    await sql`update orders set expires_at = now() - interval '1 second' where code = ${placed.body.data.code as string}`.execute(server.ctx.db);
    await server.ctx.sales.expireDue(10, s.event.id);
    const made = await Promise.all([1, 2, 3, 4].map(() => server.ctx.sales.offerFreedPlaces(s.event.id)));
    await eventually(async () => {
      const rows = await sql<{ state: string; n: number }>`select state, count(*)::int as n from waiting_list where event_id = ${s.event.id} group by state order by state`.execute(server.ctx.db);
      expect(rows.rows).toEqual([
        { state: 'offered', n: 1 },
        { state: 'waiting', n: 2 },
      ]);
    });
    expect(made.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
    const offered = (await sql<{ user_id: number }>`select user_id from waiting_list where event_id = ${s.event.id} and state = 'offered'`.execute(server.ctx.db)).rows[0]!;
    expect(offered.user_id).toBe(waiting[0]!.user.id);
    expect(await counters(s.event.id, s.ticketId)).toEqual({ event: { held: 1, sales_count: 0 }, type: { held: 1, sold: 0 } });
  });

  it('does not pass over the first in line while another transaction holds their entry', async () => {
    const s = await shop(1);
    const holder = await buyer();
    const placed = await order(s.slug, holder.token, s.ticketId);
    expect(placed.status).toBe(201);
    const waiting = [await buyer(), await buyer()];
    for (const w of waiting) expect((await server.http.put(`/api/events/${s.slug}/waiting-list`, {}, { token: w.token })).status).toBe(201);
    await sql`update orders set expires_at = now() - interval '1 second' where code = ${placed.body.data.code as string}`.execute(server.ctx.db);
    await server.ctx.sales.expireDue(10, s.event.id);
    // Another node's look, mid-way: the first entry locked. A looker that skipped it offered the place to the second.
    // (The expiry also queued the outbox's own look, which may run meanwhile: it is one more looker.)
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const other = server.ctx.db.transaction().execute(async (trx) => {
      await sql`select id from waiting_list where event_id = ${s.event.id} and user_id = ${waiting[0]!.user.id} for update`.execute(trx);
      locked();
      await new Promise<void>((r) => (release = r));
    });
    await isLocked;
    const look = server.ctx.sales.offerFreedPlaces(s.event.id);
    await new Promise((r) => setTimeout(r, 300));
    release();
    await other;
    expect(await look).toBeLessThanOrEqual(1);
    const offered = async () => (await sql<{ user_id: number }>`select user_id from waiting_list where event_id = ${s.event.id} and state = 'offered'`.execute(server.ctx.db)).rows.map((r) => r.user_id);
    await eventually(async () => expect(await offered()).toEqual([waiting[0]!.user.id]));
  });

  it('refuses a closed list, a ticket_id of no visible type, strangers to the queue and callers without a token; leaving is idempotent', async () => {
    const closed = await shop(1, false);
    const s = await shop(1);
    const u = await buyer();
    const shut = await server.http.put(`/api/events/${closed.slug}/waiting-list`, {}, { token: u.token });
    expect(shut.status).toBe(409);
    expect(shut.body.errors[0].code).toBe('waiting_list_closed');
    expect((await server.http.put(`/api/events/${s.slug}/waiting-list`, {})).status).toBe(401);
    const bad = await server.http.put(`/api/events/${s.slug}/waiting-list`, { ticket_id: 999_999 }, { token: u.token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('ticket_id');
    const wrongType = await server.http.put(`/api/events/${s.slug}/waiting-list`, { ticket_id: 'one' }, { token: u.token });
    expect(wrongType.status).toBe(422);
    const extra = await server.http.put(`/api/events/${s.slug}/waiting-list`, { ticket_id: s.ticketId, seats: 3 }, { token: u.token });
    expect(extra.status).toBe(422);
    expect((await server.http.put(`/api/events/no-such-event-${Date.now()}/waiting-list`, {}, { token: u.token })).status).toBe(404);
    // A second user (an attendee, not an organizer) cannot read the queue; nor can the other event's organizer.
    expect((await server.http.put(`/api/events/${s.slug}/waiting-list`, {}, { token: u.token })).status).toBe(201);
    const list = await server.http.get(`/api/events/${s.slug}/waiting-list`, { token: u.token });
    expect(list.status).toBe(403);
    expect(list.body.errors[0].code).toBe('not_organizer');
    expect((await server.http.get(`/api/events/${s.slug}/waiting-list`, { token: closed.token })).status).toBe(403);
    expect((await server.http.get(`/api/events/${s.slug}/waiting-list`)).status).toBe(401);
    expect((await server.http.delete(`/api/events/${s.slug}/waiting-list`, { token: u.token })).status).toBe(204);
    expect((await server.http.delete(`/api/events/${s.slug}/waiting-list`, { token: u.token })).status).toBe(204);
    const after = (await server.http.get(`/api/events/${s.slug}/waiting-list`, { token: s.token })).body.data as Array<{ state: string }>;
    expect(after.map((e) => e.state)).toEqual(['left']);
    // Back in the list: a new place at the end.
    expect((await server.http.put(`/api/events/${s.slug}/waiting-list`, {}, { token: u.token })).status).toBe(201);
  });
});
