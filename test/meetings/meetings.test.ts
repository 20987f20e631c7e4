import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createEvent, createUser, issueTicket, tokenFor } from '../helpers/factories.js';
import { eventWorld, type Participant } from '../helpers/networking.js';
import { noopNotifier } from '../../server/ports.js';
import { encodeCursor, MAX_PAGE_OFFSET } from '../../server/paging.js';
import { sql } from 'kysely';

let server: TestServer;
const PENDING_LIMIT = 3;
beforeAll(async () => {
  server = await startTestServer({ env: { MEETING_PENDING_LIMIT: String(PENDING_LIMIT) } });
});
afterAll(async () => {
  await server.stop();
});

const HOUR = 3600_000;

/** An event (starts in 7 days, 3 hours long) with meetings on: one window of 2 hours, 30-minute slots, `tables` tables. */
async function world(attendees = 4, tables = 2) {
  const w = await eventWorld(server.ctx, attendees);
  const start = new Date(w.event.starts_at);
  const settings = {
    enabled: true,
    slot_minutes: 30,
    windows: [{ starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 2 * HOUR).toISOString() }],
    locations: Array.from({ length: tables }, (_, i) => ({ name: `Table ${i + 1}` })),
  };
  const organizerToken = await tokenFor(server.ctx, w.organizer.user);
  const res = await server.http.put(`/api/events/${w.event.slug}/meetings/settings`, settings, { token: organizerToken });
  expect(res.status).toBe(200);
  const slot = (i: number) => new Date(start.getTime() + i * 30 * 60_000).toISOString();
  return { ...w, organizerToken, settings, saved: res.body.data, slot, people: w.attendees as Participant[] };
}

const request = (p: Participant, body: object) => server.http.post('/connect/meetings', body, { token: p.token });
const act = (p: Participant, id: number, action: string) => server.http.post(`/connect/meetings/${id}/${action}`, undefined, { token: p.token });

describe('meeting settings (organizers, CONTRACT 11)', () => {
  it('stores windows, slot length and tables; participants read them; a location keeps its id', async () => {
    const w = await world(2, 3);
    expect(w.saved).toMatchObject({ enabled: true, slot_minutes: 30, windows: w.settings.windows });
    expect(w.saved.locations.map((l: { name: string }) => l.name)).toEqual(['Table 1', 'Table 2', 'Table 3']);
    const got = await server.http.get(`/api/events/${w.event.slug}/meetings/settings`, { token: w.organizerToken });
    expect(got.body.data).toEqual(w.saved);
    const mine = await server.http.get('/connect/meetings/settings', { token: w.people[0]!.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual(w.saved);
    // Rename one, drop one, add one.
    const [t1, , t3] = w.saved.locations;
    const next = await server.http.put(
      `/api/events/${w.event.slug}/meetings/settings`,
      { ...w.settings, locations: [{ id: t3.id, name: 'Booth C' }, { id: t1.id, name: 'Table 1' }, { name: 'New' }] },
      { token: w.organizerToken },
    );
    expect(next.status).toBe(200);
    expect(next.body.data.locations.slice(0, 2)).toEqual([
      { id: t3.id, name: 'Booth C' },
      { id: t1.id, name: 'Table 1' },
    ]);
    expect(next.body.data.locations[2].id).toBeGreaterThan(t3.id);
  });

  it('refuses non-organizers, and every call of participants while meetings are off', async () => {
    const w = await world(2);
    const body = w.settings;
    // A participant (second user) and an outsider are not organizers; no token is 401.
    expect((await server.http.put(`/api/events/${w.event.slug}/meetings/settings`, body, { token: w.people[0]!.token })).status).toBe(403);
    expect((await server.http.get(`/api/events/${w.event.slug}/meetings/settings`, { token: w.outsider.token })).status).toBe(403);
    expect((await server.http.get(`/api/events/${w.event.slug}/meetings/settings`)).status).toBe(401);
    expect((await server.http.get('/api/events/no-such-event-xyz/meetings/settings', { token: w.organizerToken })).status).toBe(404);
    // Outsider and unbound tokens on {connect_url}.
    expect((await server.http.get('/connect/meetings/settings', { token: w.outsider.token })).body.errors[0].code).toBe('event_token_required');
    const other = await eventWorld(server.ctx, 1);
    expect((await server.http.get('/connect/meetings', { token: w.people[0]!.token })).status).toBe(200);
    // Off: 404 meetings_disabled for every meetings call.
    await server.http.put(`/api/events/${w.event.slug}/meetings/settings`, { ...body, enabled: false, locations: w.saved.locations }, { token: w.organizerToken });
    for (const res of [
      await server.http.get('/connect/meetings/settings', { token: w.people[0]!.token }),
      await server.http.get('/connect/meetings', { token: w.people[0]!.token }),
      await request(w.people[0]!, { with: w.people[1]!.user.id, starts_at: w.slot(0) }),
      await server.http.get('/connect/meetings/settings', { token: other.attendees[0]!.token }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.errors[0].code).toBe('meetings_disabled');
    }
  });

  it('refuses bad settings with 422 naming the field', async () => {
    const w = await world(1);
    const put = (body: object) => server.http.put(`/api/events/${w.event.slug}/meetings/settings`, { ...w.settings, ...body }, { token: w.organizerToken });
    const start = new Date(w.event.starts_at).getTime();
    const win = (a: number, b: number) => ({ starts_at: new Date(start + a * HOUR).toISOString(), ends_at: new Date(start + b * HOUR).toISOString() });
    const cases: Array<[object, string]> = [
      [{ windows: [win(-1, 1)] }, 'windows.0'],
      [{ windows: [win(2, 4)] }, 'windows.0'],
      [{ windows: [win(0, 2), win(1, 3)] }, 'windows.1'],
      [{ windows: [win(1, 1)] }, 'windows.0'],
      [{ slot_minutes: 4 }, 'slot_minutes'],
      [{ slot_minutes: 121 }, 'slot_minutes'],
      [{ slot_minutes: '30' }, 'slot_minutes'],
      [{ locations: [] }, 'locations'],
      [{ locations: [{ id: 999999999, name: 'x' }] }, 'locations'],
      [{ locations: [{ name: '' }] }, 'locations.0.name'],
      [{ windows: Array.from({ length: 51 }, () => win(0, 1)) }, 'windows'],
      [{ extra: 1 }, ''],
    ];
    for (const [body, field] of cases) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      if (field) expect(res.body.errors.map((e: { field?: string }) => e.field)).toContain(field);
    }
    const [t1] = w.saved.locations;
    expect((await put({ locations: [{ id: t1.id, name: 'a' }, { id: t1.id, name: 'b' }] })).status).toBe(422);
    // A location of another event is unknown here.
    const other = await world(1);
    expect((await put({ locations: [{ id: other.saved.locations[0].id, name: 'x' }] })).status).toBe(422);
    // Nothing was changed by the refusals.
    expect((await server.http.get(`/api/events/${w.event.slug}/meetings/settings`, { token: w.organizerToken })).body.data).toEqual(w.saved);
  });
});

describe('meetings (CONTRACT 11)', () => {
  it('requests, lists, accepts with the lowest free table, and frees the slot on cancel', async () => {
    const w = await world(4, 2);
    const [a, b, c] = w.people as [Participant, Participant, Participant];
    const slots = await server.http.get(`/connect/meetings/slots?with=${b.user.id}`, { token: a.token });
    expect(slots.status).toBe(200);
    expect(slots.body.data).toHaveLength(4);
    expect(slots.body.data[0]).toEqual({ starts_at: w.slot(0), ends_at: w.slot(1), free_locations: 2 });

    const first = await request(a, { with: b.user.id, starts_at: w.slot(1), message: 'Coffee?' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'pending', from: { id: a.user.id }, to: { id: b.user.id }, starts_at: w.slot(1), ends_at: w.slot(2), location: null, message: 'Coffee?', cancelled_by: null });
    expect(first.body.from).not.toHaveProperty('mobile');
    const again = await request(a, { with: b.user.id, starts_at: w.slot(1), message: 'Coffee?' });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);

    const incoming = await server.http.get('/connect/meetings?role=incoming', { token: b.token });
    expect(incoming.body._embedded.meeting.map((m: { id: number }) => m.id)).toEqual([first.body.id]);
    expect(incoming.body._total_items).toBe(1);
    expect((await server.http.get('/connect/meetings?role=outgoing', { token: b.token })).body._total_items).toBe(0);
    expect((await server.http.get(`/connect/meetings/${first.body.id}`, { token: a.token })).body.id).toBe(first.body.id);
    // Someone else's meeting does not exist for them.
    expect((await server.http.get(`/connect/meetings/${first.body.id}`, { token: c.token })).status).toBe(404);
    expect((await act(c, first.body.id, 'accept')).status).toBe(404);
    expect((await act(c, first.body.id, 'cancel')).status).toBe(404);
    // The sender cannot accept their own request.
    expect((await act(a, first.body.id, 'accept')).body.errors[0].code).toBe('invalid_transition');

    const accepted = await act(b, first.body.id, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', location: w.saved.locations[0] });
    expect((await act(b, first.body.id, 'accept')).body.errors[0].code).toBe('invalid_transition');
    expect((await act(b, first.body.id, 'decline')).body.errors[0].code).toBe('invalid_transition');

    // The slot is gone for both of them (with anyone), and one table fewer for others.
    const aSlots = (await server.http.get(`/connect/meetings/slots?with=${c.user.id}`, { token: a.token })).body.data.map((s: { starts_at: string }) => s.starts_at);
    expect(aSlots).not.toContain(w.slot(1));
    const cSlots = (await server.http.get(`/connect/meetings/slots?with=${w.people[3]!.user.id}`, { token: c.token })).body.data;
    expect(cSlots.find((s: { starts_at: string }) => s.starts_at === w.slot(1)).free_locations).toBe(1);
    // Asking either of them for that slot now is slot_taken.
    const taken = await request(c, { with: a.user.id, starts_at: w.slot(1) });
    expect(taken.status).toBe(409);
    expect(taken.body.errors[0].code).toBe('slot_taken');

    const cancelled = await act(a, first.body.id, 'cancel');
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelled_by: a.user.id });
    expect((await act(b, first.body.id, 'cancel')).body.errors[0].code).toBe('invalid_transition');
    expect((await request(c, { with: a.user.id, starts_at: w.slot(1) })).status).toBe(201);
    expect((await server.http.get('/connect/meetings?status=cancelled', { token: b.token })).body._total_items).toBe(1);
  });

  it('declines; refuses bad input; 404 for people one may not meet; 409 not_available; 429 past the pending limit', async () => {
    const w = await world(PENDING_LIMIT + 4, 1);
    const [a, b, c, d] = w.people as [Participant, Participant, Participant, Participant];
    const declined = await request(a, { with: b.user.id, starts_at: w.slot(0) });
    expect((await act(b, declined.body.id, 'decline')).body).toMatchObject({ status: 'declined', cancelled_by: null });

    const bad: Array<[object, number, string?]> = [
      [{ with: a.user.id, starts_at: w.slot(0) }, 422, 'with'],
      [{ with: b.user.id, starts_at: new Date(Date.parse(w.slot(0)) + 60_000).toISOString() }, 422, 'starts_at'],
      [{ with: b.user.id, starts_at: w.slot(4) }, 422, 'starts_at'],
      [{ with: b.user.id, starts_at: 'soon' }, 422, 'starts_at'],
      [{ with: String(b.user.id), starts_at: w.slot(0) }, 422, 'with'],
      [{ with: b.user.id, starts_at: w.slot(0), message: 'x'.repeat(501) }, 422, 'message'],
      [{ with: b.user.id }, 422, 'starts_at'],
      [{ with: w.outsider.user.id, starts_at: w.slot(0) }, 404],
      [{ with: 999999999, starts_at: w.slot(0) }, 404],
    ];
    for (const [body, status, field] of bad) {
      const res = await request(a, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (field) expect(res.body.errors[0].field).toBe(field);
    }
    expect((await server.http.post('/connect/meetings', 'nope', { token: a.token })).status).toBeGreaterThanOrEqual(400);
    expect((await server.http.get('/connect/meetings/slots', { token: a.token })).status).toBe(422);
    expect((await server.http.get('/connect/meetings/slots?with=abc', { token: a.token })).status).toBe(422);
    expect((await server.http.get(`/connect/meetings/slots?with=${w.outsider.user.id}`, { token: a.token })).status).toBe(404);
    expect((await server.http.get('/connect/meetings?status=maybe', { token: a.token })).status).toBe(422);
    expect((await server.http.post('/connect/meetings/abc/accept', undefined, { token: a.token })).status).toBe(422);
    expect((await server.http.post('/connect/meetings', { with: b.user.id, starts_at: w.slot(0) })).status).toBe(401);

    await server.http.put('/connect/event/networking-profile', { available_for_meetings: false }, { token: c.token });
    const unavailable = await request(a, { with: c.user.id, starts_at: w.slot(0) });
    expect(unavailable.status).toBe(409);
    expect(unavailable.body.errors[0].code).toBe('not_available');

    // The pending limit counts outgoing pending requests of the caller in the event.
    const others = w.people.slice(4);
    for (const [i, p] of others.entries()) expect((await request(d, { with: p.user.id, starts_at: w.slot(i) })).status).toBe(201);
    const over = await request(d, { with: a.user.id, starts_at: w.slot(3) });
    expect(over.status).toBe(429);
    expect(over.body.errors[0].code).toBe('too_many_pending');
    expect(over.headers.get('retry-after')).toBe('60');
    // Someone else is not affected.
    expect((await request(a, { with: d.user.id, starts_at: w.slot(3) })).status).toBe(201);
  });

  it('rate-limits requests per user (429 rate_limited with Retry-After), retries of the same request included', async () => {
    const w = await world(3, 1);
    const [a, b, c] = w.people as [Participant, Participant, Participant];
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await request(a, { with: b.user.id, starts_at: w.slot(0) })).status);
    expect(statuses).toEqual([201, ...Array(29).fill(200)]);
    const limited = await request(a, { with: b.user.id, starts_at: w.slot(0) });
    expect(limited.status).toBe(429);
    expect(limited.body.errors[0].code).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Keyed on the user: someone else still asks.
    expect((await request(c, { with: b.user.id, starts_at: w.slot(0) })).status).toBe(201);
  });

  it('refuses across a block (403 blocked) and for a banned caller (403 banned); a voided ticket is 403', async () => {
    const w = await world(4, 1);
    const [a, b, c, d] = w.people as [Participant, Participant, Participant, Participant];
    await server.ctx.db.insertInto('user_blocks').values({ user_id: b.user.id, blocked_user_id: a.user.id }).execute();
    const blocked = await request(a, { with: b.user.id, starts_at: w.slot(0) });
    expect(blocked.status).toBe(403);
    expect(blocked.body.errors[0].code).toBe('blocked');
    expect((await server.http.get(`/connect/meetings/slots?with=${b.user.id}`, { token: a.token })).body.errors[0].code).toBe('blocked');
    await server.ctx.db.insertInto('event_bans').values({ event_id: w.event.id, user_id: c.user.id, reason: null, created_by: null }).execute();
    const banned = await request(c, { with: d.user.id, starts_at: w.slot(0) });
    expect(banned.status).toBe(403);
    expect(banned.body.errors[0].code).toBe('banned');
    // Nor look for a time to meet (GET /meetings/slots), as over a block.
    const bannedSlots = await server.http.get(`/connect/meetings/slots?with=${d.user.id}`, { token: c.token });
    expect(bannedSlots.status).toBe(403);
    expect(bannedSlots.body.errors[0].code).toBe('banned');
    // A banned person cannot be asked either (not someone one may meet).
    expect((await request(d, { with: c.user.id, starts_at: w.slot(0) })).status).toBe(404);
    await server.ctx.db.updateTable('attendee_tickets').set({ status: 'void' }).where('user_id', '=', d.user.id).where('event_id', '=', w.event.id).execute();
    const voided = await request(d, { with: a.user.id, starts_at: w.slot(0) });
    expect(voided.status).toBe(403);
    expect(voided.body.errors[0].code).toBe('not_event_participant');
  });

  it('a recipient blocked or banned after a request cannot accept or decline it (403), and it stays pending', async () => {
    const w = await world(4, 1);
    const [a, b, c, d] = w.people as [Participant, Participant, Participant, Participant];
    const blockedRequest = await request(a, { with: b.user.id, starts_at: w.slot(0) });
    const bannedRequest = await request(c, { with: d.user.id, starts_at: w.slot(1) });
    expect([blockedRequest.status, bannedRequest.status]).toEqual([201, 201]);
    // Stored directly (the block and ban services would cancel the requests): a block or ban that lands while the request is pending.
    await server.ctx.db.insertInto('user_blocks').values({ user_id: a.user.id, blocked_user_id: b.user.id }).execute();
    await server.ctx.db.insertInto('event_bans').values({ event_id: w.event.id, user_id: d.user.id, reason: null, created_by: null }).execute();
    for (const action of ['accept', 'decline']) {
      const blocked = await act(b, blockedRequest.body.id, action);
      expect(blocked.status).toBe(403);
      expect(blocked.body.errors[0].code).toBe('blocked');
      const banned = await act(d, bannedRequest.body.id, action);
      expect(banned.status).toBe(403);
      expect(banned.body.errors[0].code).toBe('banned');
    }
    const stored = await server.ctx.db.selectFrom('meetings').select(['id', 'status', 'location_id']).where('id', 'in', [blockedRequest.body.id, bannedRequest.body.id]).orderBy('id').execute();
    expect(stored).toEqual([
      { id: blockedRequest.body.id, status: 'pending', location_id: null },
      { id: bannedRequest.body.id, status: 'pending', location_id: null },
    ]);
    expect(await server.ctx.db.selectFrom('meeting_bookings').select('meeting_id').where('meeting_id', 'in', [blockedRequest.body.id, bannedRequest.body.id]).execute()).toEqual([]);
  });

  it('no_location_free when every table of the slot is taken', async () => {
    const w = await world(4, 1);
    const [a, b, c, d] = w.people as [Participant, Participant, Participant, Participant];
    const m1 = await request(a, { with: b.user.id, starts_at: w.slot(0) });
    const m2 = await request(c, { with: d.user.id, starts_at: w.slot(0) });
    expect((await act(b, m1.body.id, 'accept')).status).toBe(200);
    const refused = await act(d, m2.body.id, 'accept');
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].code).toBe('no_location_free');
    expect((await server.http.get(`/connect/meetings/${m2.body.id}`, { token: d.token })).body.status).toBe('pending');
    // No slot is offered where no table is free.
    const slots = (await server.http.get(`/connect/meetings/slots?with=${d.user.id}`, { token: c.token })).body.data.map((s: { starts_at: string }) => s.starts_at);
    expect(slots).not.toContain(w.slot(0));
  });

  it('a removed table leaves its future accepted meetings without a location, and both members are told', async () => {
    const w = await world(2, 2);
    const [a, b] = w.people as [Participant, Participant];
    const m = await request(a, { with: b.user.id, starts_at: w.slot(0) });
    const accepted = await act(b, m.body.id, 'accept');
    expect(accepted.body.location.id).toBe(w.saved.locations[0].id);
    const updates: Array<{ userIds: readonly number[]; item: any }> = [];
    server.ctx.notifier.use({ ...noopNotifier, push: (to, event, item) => void (event === 'meeting:updated' && 'user' in to && updates.push({ userIds: [to.user].flat(), item })) });
    try {
      const res = await server.http.put(`/api/events/${w.event.slug}/meetings/settings`, { ...w.settings, locations: [w.saved.locations[1]] }, { token: w.organizerToken });
      expect(res.status).toBe(200);
    } finally {
      server.ctx.notifier.use(noopNotifier);
    }
    const after = await server.http.get(`/connect/meetings/${m.body.id}`, { token: a.token });
    expect(after.body).toMatchObject({ status: 'accepted', location: null });
    expect(updates).toHaveLength(1);
    expect([...updates[0]!.userIds].sort()).toEqual([a.user.id, b.user.id].sort());
    expect(updates[0]!.item).toMatchObject({ id: m.body.id, location: null });
  });

  it('attendance after the end only; meetings that started cannot change', async () => {
    const user = await createUser(server.ctx);
    const w = await world(2, 1);
    const [a, b] = w.people as [Participant, Participant];
    await issueTicket(server.ctx, w.event.id, user.id);
    const future = await request(a, { with: b.user.id, starts_at: w.slot(0) });
    await act(b, future.body.id, 'accept');
    const early = await server.http.post(`/connect/meetings/${future.body.id}/attendance`, { met: true }, { token: a.token });
    expect(early.status).toBe(409);
    expect(early.body.errors[0].code).toBe('meeting_not_over');
    // Move it into the past (as time passing would).
    const past = { starts_at: new Date(Date.now() - 2 * HOUR), ends_at: new Date(Date.now() - HOUR) };
    await server.ctx.db.updateTable('meetings').set(past).where('id', '=', future.body.id).execute();
    expect((await act(a, future.body.id, 'cancel')).body.errors[0].code).toBe('meeting_past');
    const mine = await server.http.post(`/connect/meetings/${future.body.id}/attendance`, { met: true }, { token: a.token });
    expect(mine.status).toBe(200);
    expect(mine.body.attendance).toEqual({ [a.user.id]: true });
    const theirs = await server.http.post(`/connect/meetings/${future.body.id}/attendance`, { met: false }, { token: b.token });
    expect(theirs.body.attendance).toEqual({ [a.user.id]: true, [b.user.id]: false });
    expect((await server.http.post(`/connect/meetings/${future.body.id}/attendance`, { met: 'yes' }, { token: a.token })).status).toBe(422);
    // A participant who is not a member: 404.
    const stranger = await tokenFor(server.ctx, user, { eventId: w.event.id });
    expect((await server.http.post(`/connect/meetings/${future.body.id}/attendance`, { met: true }, { token: stranger })).status).toBe(404);
  });

  it('a slot in the past is refused', async () => {
    const w = await eventWorld(server.ctx, 2);
    // An event under way: its first window started an hour ago.
    const start = new Date(Date.now() - HOUR);
    await server.ctx.db.updateTable('events').set({ starts_at: start, ends_at: new Date(start.getTime() + 4 * HOUR) }).where('id', '=', w.event.id).execute();
    const organizerToken = await tokenFor(server.ctx, w.organizer.user);
    const body = { enabled: true, slot_minutes: 30, windows: [{ starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 3 * HOUR).toISOString() }], locations: [{ name: 'T' }] };
    expect((await server.http.put(`/api/events/${w.event.slug}/meetings/settings`, body, { token: organizerToken })).status).toBe(200);
    const [a, b] = w.attendees as [Participant, Participant];
    const res = await request(a, { with: b.user.id, starts_at: start.toISOString() });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].field).toBe('starts_at');
    const slots = (await server.http.get(`/connect/meetings/slots?with=${b.user.id}`, { token: a.token })).body.data;
    expect(slots.length).toBeGreaterThan(0);
    for (const s of slots) expect(Date.parse(s.starts_at)).toBeGreaterThan(Date.now());
    // Another event's slot is not this event's.
    const other = await createEvent(server.ctx, w.org.id);
    expect(other.id).not.toBe(w.event.id);
  });
});


describe('GET /meetings pages by a cursor (issue 22)', () => {
  it('follows _links.next through every meeting exactly once, soonest first; page alone reaches 10,000 (422 beyond); a bad cursor is 422', async () => {
    const w = await world(4, 1);
    const [a, b, c, d] = w.people as [Participant, Participant, Participant, Participant];
    // 40 meetings of a (asked by and of b and c, four per slot start: ties broken by id), 12 of c with d; written straight
    // to the table (requests are rate-limited and the pending ones limited).
    await sql`insert into meetings (event_id, from_user_id, to_user_id, starts_at, ends_at, status)
      select ${w.event.id}::int, case when i % 2 = 0 then ${a.user.id}::int else (case when i % 4 = 1 then ${b.user.id}::int else ${c.user.id}::int end) end,
        case when i % 2 = 0 then (case when i % 4 = 0 then ${b.user.id}::int else ${c.user.id}::int end) else ${a.user.id}::int end,
        ${w.slot(0)}::timestamptz + ((i * 7) % 10) * interval '30 minutes', ${w.slot(1)}::timestamptz + ((i * 7) % 10) * interval '30 minutes',
        case when i % 3 = 0 then 'declined' else 'cancelled' end
      from generate_series(0, 39) i
      union all
      select ${w.event.id}::int, ${c.user.id}::int, ${d.user.id}::int, ${w.slot(0)}::timestamptz + (i % 3) * interval '30 minutes', ${w.slot(1)}::timestamptz + (i % 3) * interval '30 minutes', 'declined'
      from generate_series(0, 11) i`.execute(server.ctx.db);
    const expected = async (userId: number, extra = sql`true`) =>
      (await sql<{ id: number }>`select id from meetings where event_id = ${w.event.id} and (from_user_id = ${userId} or to_user_id = ${userId}) and ${extra}
        order by starts_at, id`.execute(server.ctx.db)).rows.map((r) => r.id);
    const get = (p: Participant, path: string) => server.http.get(path.replace(server.url, ''), { token: p.token });
    const follow = async (p: Participant, path: string) => {
      const seen: number[] = [];
      let next: string | undefined = path;
      for (let pages = 0; next !== undefined; pages++) {
        expect(pages).toBeLessThan(50);
        const res = await get(p, next);
        expect(res.status, next).toBe(200);
        seen.push(...res.body._embedded.meeting.map((m: { id: number }) => m.id));
        next = res.body._links.next?.href;
        if (next) expect(new URL(next).searchParams.get('cursor')).toMatch(/^[A-Za-z0-9_-]+$/);
      }
      return seen;
    };
    const all = await expected(a.user.id);
    expect(all).toHaveLength(40);
    expect(await follow(a, '/connect/meetings?page_size=3')).toEqual(all);
    expect(await follow(a, '/connect/meetings?page_size=40')).toEqual(all);
    expect(await follow(a, `/connect/meetings?page_size=4&role=incoming&status=declined`)).toEqual(await expected(a.user.id, sql`to_user_id = ${a.user.id} and status = 'declined'`));
    expect(await follow(a, `/connect/meetings?page_size=5&role=outgoing`)).toEqual(await expected(a.user.id, sql`from_user_id = ${a.user.id}`));
    // Page 1's next link: page 2 with a cursor, the same meetings as the offset page 2; the total exact.
    const page1 = await get(a, '/connect/meetings?page_size=7');
    expect(page1.body).toMatchObject({ _total_items: 40, _page: 1, _page_count: 6 });
    const next = new URL(page1.body._links.next.href);
    expect(next.searchParams.get('page')).toBe('2');
    const viaCursor = (await get(a, page1.body._links.next.href)).body._embedded.meeting.map((m: { id: number }) => m.id);
    expect(viaCursor).toEqual((await get(a, '/connect/meetings?page_size=7&page=2')).body._embedded.meeting.map((m: { id: number }) => m.id));
    expect(viaCursor).toEqual(all.slice(7, 14));

    // Access is unchanged through a cursor: a's cursor in c's hands reads c's own meetings after that point, in d's
    // hands d's; never a meeting of a's that they are not in.
    const cursor = next.searchParams.get('cursor')!;
    for (const [p, mine] of [[c, await expected(c.user.id)], [d, await expected(d.user.id)]] as const) {
      const seen = await follow(p, `/connect/meetings?page_size=2&cursor=${cursor}`);
      expect(seen.length).toBeGreaterThan(0);
      for (const id of seen) expect(mine).toContain(id);
      expect(seen).toEqual(mine.slice(mine.length - seen.length));
    }
    const bOnly = await follow(b, `/connect/meetings?page_size=50&cursor=${cursor}`);
    for (const id of bOnly) expect(await expected(b.user.id)).toContain(id);

    // A cursor this list did not give: 422 naming cursor.
    for (const bad of ['not-a-cursor', '!!', encodeCursor([5, 5]), encodeCursor(['yesterday', 5]), encodeCursor([new Date().toISOString()])]) {
      const res = await get(a, `/connect/meetings?cursor=${bad}`);
      expect(res.status, bad).toBe(422);
      expect(res.body.errors[0]).toMatchObject({ code: 'invalid', field: 'cursor' });
    }
    // Offset 10,000: refused naming page; the page before is an (empty) answer.
    expect(MAX_PAGE_OFFSET).toBe(10_000);
    for (const q of ['page=501', 'page=101&page_size=100', 'page=5001&page_size=2&role=incoming']) {
      const deep = await get(a, `/connect/meetings?${q}`);
      expect(deep.status, q).toBe(422);
      expect(deep.body.errors[0]).toMatchObject({ code: 'invalid', field: 'page' });
      expect(deep.body.errors[0].message).toMatch(/10,000 items deep; follow the next link/);
    }
    const last = await get(a, '/connect/meetings?page=500');
    expect(last.status).toBe(200);
    expect(last.body._embedded.meeting).toEqual([]);
  });
});
