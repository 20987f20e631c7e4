import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import { createEvent, createOrganization, createUser, issueTicket, tokenFor, uniqueMobile } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { closeAllSockets, collect, connectSocket, eventually, request, settle } from '../helpers/sockets.js';

// Live check-in progress: `checkins:watch` / `checkins:unwatch` for the event's organizers and the coalesced
// `checkins:progress` push, on whichever database the run uses (the two-node run: checkins-cluster.test.ts).
const INTERVAL = 150;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ attachments: [attachRealtime], env: { QA_PUSH_INTERVAL_MS: String(INTERVAL) } });
});
afterAll(async () => {
  closeAllSockets();
  await server?.stop();
});

/** An event with a ticket type and `n` tickets of it (their holders), and its organizer's token. */
async function door(n: number) {
  const ctx = server.ctx;
  const organizer = await createUser(ctx);
  const org = await createOrganization(ctx, organizer);
  const event = await createEvent(ctx, org.id);
  const token = await tokenFor(ctx, organizer);
  const type = await server.http.post(`/api/events/${event.slug}/tickets`, { name: 'Standard', price: 0 }, { token });
  expect(type.status, type.text).toBe(201);
  const ticketId = (type.body.data as { id: number }).id;
  const codes: string[] = [];
  const holders = [];
  for (let i = 0; i < n; i++) {
    const holder = await createUser(ctx);
    const ticket = await issueTicket(ctx, event.id, holder.id);
    await ctx.db.updateTable('attendee_tickets').set({ ticket_type_id: ticketId }).where('code', '=', ticket.code).execute();
    codes.push(ticket.code);
    holders.push(holder);
  }
  return { event, token, ticketId, codes, holders };
}

describe('checkins:watch', () => {
  it('answers the organizer the current figures, then pushes the stored ones after a check-in, coalesced', async () => {
    const d = await door(12);
    const socket = await connectSocket(server, d.token);
    const ack = await request(socket, 'checkins:watch', { event: d.event.id });
    expect(ack.ok, JSON.stringify(ack)).toBe(true);
    expect(ack.ok && ack.data).toEqual({ event: d.event.id, checked_in: 0, total: 12, by_ticket_type: [{ ticket_id: d.ticketId, name: 'Standard', tickets: 12, checked_in: 0 }] });
    const pushes = collect(socket, 'checkins:progress');

    // Ten single check-ins at once, then a batch of the last two (an offline scanner).
    const started = Date.now();
    const singles = await Promise.all(d.codes.slice(0, 10).map((code) => server.http.post(`/api/events/${d.event.slug}/checkins`, { code }, { token: d.token })));
    expect(singles.map((r) => r.status)).toEqual(Array(10).fill(201));
    const batch = await server.http.post(
      `/api/events/${d.event.slug}/checkins/batch`,
      { checkins: d.codes.slice(10).map((code) => ({ code, checked_in_at: new Date(Date.now() - 60_000).toISOString() })) },
      { token: d.token },
    );
    expect(batch.status, batch.text).toBe(200);
    await eventually(() => expect(pushes.at(-1)).toEqual({ event: d.event.id, checked_in: 12, total: 12, by_ticket_type: [{ ticket_id: d.ticketId, name: 'Standard', tickets: 12, checked_in: 12 }] }));
    // Coalesced: 11 changes in fewer pushes, at most one per interval while they came in (plus the one after them),
    // each carrying what the database held. (On a loaded machine the check-ins themselves spread over more intervals.)
    const elapsed = Date.now() - started;
    expect(pushes.length).toBeLessThan(11);
    expect(pushes.length).toBeLessThanOrEqual(Math.ceil(elapsed / INTERVAL) + 2);
    for (let i = 1; i < pushes.length; i++) expect(pushes[i]!.checked_in).toBeGreaterThanOrEqual(pushes[i - 1]!.checked_in);

    // A void takes the ticket out of the figures.
    expect((await server.http.post(`/api/events/${d.event.slug}/tickets/${d.codes[0]}/void`, {}, { token: d.token })).status).toBe(200);
    await eventually(() => expect(pushes.at(-1)).toMatchObject({ checked_in: 11, total: 11 }));

    // After unwatch nothing more comes.
    const count = pushes.length;
    expect(await request(socket, 'checkins:unwatch', { event: d.event.id })).toEqual({ ok: true, data: { event: d.event.id } });
    const extra = await issueTicket(server.ctx, d.event.id, (await createUser(server.ctx)).id);
    expect((await server.http.post(`/api/events/${d.event.slug}/checkins`, { code: extra.code }, { token: d.token })).status).toBe(201);
    await settle(INTERVAL * 4);
    expect(pushes.length).toBe(count);
  });

  it('pushes the new total when tickets are issued while the organizer watches: by the organizer, by an import, by a free order', async () => {
    const d = await door(2);
    const socket = await connectSocket(server, d.token);
    expect((await request(socket, 'checkins:watch', { event: d.event.id })).ok).toBe(true);
    const pushes = collect(socket, 'checkins:progress');
    const issued = await server.http.post(`/api/events/${d.event.slug}/attendees`, { mobile: uniqueMobile(), name: 'Nima', ticket_id: d.ticketId }, { token: d.token });
    expect(issued.status, issued.text).toBe(201);
    await eventually(() => expect(pushes.at(-1)).toMatchObject({ checked_in: 0, total: 3 }));
    const csv = `mobile,name,ticket_id\n${uniqueMobile()},Sara,${d.ticketId}\n`;
    const imported = await server.http.post(`/api/events/${d.event.slug}/attendees/import`, undefined, { token: d.token, raw: csv, headers: { 'content-type': 'text/csv' } });
    expect(imported.status, imported.text).toBe(200);
    await eventually(() => expect(pushes.at(-1)).toMatchObject({ total: 4 }));
    const buyer = await createUser(server.ctx);
    const order = await server.http.post(`/api/events/${d.event.slug}/orders`, { email: 'b@example.com', items: [{ ticket_id: d.ticketId, quantity: 1 }] }, { token: await tokenFor(server.ctx, buyer), headers: { 'idempotency-key': `live-${Date.now()}` } });
    expect(order.status, order.text).toBe(201);
    await eventually(() => expect(pushes.at(-1)).toMatchObject({ total: 5, by_ticket_type: [{ ticket_id: d.ticketId, tickets: 5, checked_in: 0 }] }));
  });

  it('refuses a stranger and an attendee of the event (403 not_organizer), an unknown event (404) and bad input (`invalid`, the 422 of REST)', async () => {
    const d = await door(1);
    const stranger = await connectSocket(server, await tokenFor(server.ctx, await createUser(server.ctx)));
    const attendee = await connectSocket(server, await tokenFor(server.ctx, d.holders[0]!, { eventId: d.event.id }));
    for (const socket of [stranger, attendee]) {
      const ack = await request(socket, 'checkins:watch', { event: d.event.id });
      expect(ack.ok).toBe(false);
      expect(!ack.ok && ack.error.code).toBe('not_organizer');
    }
    // Refused sockets are in no room: a check-in reaches neither.
    const strangerPushes = collect(stranger, 'checkins:progress');
    const attendeePushes = collect(attendee, 'checkins:progress');
    expect((await server.http.post(`/api/events/${d.event.slug}/checkins`, { code: d.codes[0] }, { token: d.token })).status).toBe(201);
    await settle(INTERVAL * 4);
    expect([...strangerPushes, ...attendeePushes]).toEqual([]);

    const organizer = await connectSocket(server, d.token);
    const unknown = await request(organizer, 'checkins:watch', { event: 2_000_000_000 });
    expect(!unknown.ok && unknown.error.code).toBe('not_found');
    for (const payload of [{ event: 'x' }, {}, { event: d.event.id, extra: 1 }, { event: 0 }]) {
      const ack = await request(organizer, 'checkins:watch', payload);
      expect(ack.ok, JSON.stringify(payload)).toBe(false);
      expect(!ack.ok && ack.error.code).toBe('invalid');
    }
  });

  it('caps the events one socket watches', async () => {
    const ctx = server.ctx;
    const organizer = await createUser(ctx);
    const org = await createOrganization(ctx, organizer);
    const socket = await connectSocket(server, await tokenFor(ctx, organizer));
    for (let i = 0; i < 10; i++) {
      const event = await createEvent(ctx, org.id);
      expect((await request(socket, 'checkins:watch', { event: event.id })).ok).toBe(true);
    }
    const eleventh = await request(socket, 'checkins:watch', { event: (await createEvent(ctx, org.id)).id });
    expect(!eleventh.ok && eleventh.error.code).toBe('too_many_sessions');
  });
});
