import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { tokenFor } from '../helpers/factories.js';
import { eventWorld, type Participant } from '../helpers/networking.js';

/** The calendar (CONTRACT 11): RFC 5545 read back with ical.js; the secret address, replaced and revoked. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL: 'https://events.example.com' } });
});
afterAll(async () => {
  await server.stop();
});

function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((v) => ({
    description: v.getFirstPropertyValue('description') as string | null,
    url: v.getFirstPropertyValue('url') as string | null,
    uid: v.getFirstPropertyValue('uid'),
    summary: v.getFirstPropertyValue('summary'),
    location: v.getFirstPropertyValue('location'),
    status: v.getFirstPropertyValue('status'),
    sequence: Number(v.getFirstPropertyValue('sequence')),
    start: (v.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    end: (v.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString(),
    stamp: v.getFirstPropertyValue('dtstamp') !== null,
  }));
}

describe('calendar', () => {
  it('holds accepted meetings and saved sessions; a cancelled acceptance stays as CANCELLED with a higher SEQUENCE', async () => {
    const w = await eventWorld(server.ctx, 3);
    const [a, b, c] = w.attendees as [Participant, Participant, Participant];
    // Calendars keep whole seconds: the event starts on a whole minute.
    const start = Math.ceil(new Date(w.event.starts_at).getTime() / 60_000) * 60_000;
    await server.ctx.db.updateTable('events').set({ starts_at: new Date(start) }).where('id', '=', w.event.id).execute();
    const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
    const organizerToken = await tokenFor(server.ctx, w.organizer.user);
    await server.http.put(
      `/api/events/${w.event.slug}/meetings/settings`,
      { enabled: true, slot_minutes: 30, windows: [{ starts_at: at(0), ends_at: at(120) }], locations: [{ name: 'Table 7' }] },
      { token: organizerToken },
    );
    const session = await server.http.post(`/api/events/${w.event.slug}/sessions`, { title: 'Keynote', starts_at: at(0), ends_at: at(45), room: 'Hall A' }, { token: organizerToken });
    await server.http.put(`/connect/agenda/sessions/${session.body.id}`, undefined, { token: a.token });
    const m = await server.http.post('/connect/meetings', { with: b.user.id, starts_at: at(30) }, { token: a.token });
    await server.http.post(`/connect/meetings/${m.body.id}/accept`, undefined, { token: b.token });
    const pending = await server.http.post('/connect/meetings', { with: c.user.id, starts_at: at(60) }, { token: a.token });
    expect(pending.status).toBe(201);

    const res = await server.http.get('/connect/calendar.ics', { token: a.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const first = events(res.text);
    expect(first).toHaveLength(2);
    const meeting = first.find((e) => e.uid === `meeting-${m.body.id}@events.example.com`)!;
    expect(meeting).toMatchObject({ summary: `Meeting with ${b.user.name} ${b.user.surname}`, location: 'Table 7', status: 'CONFIRMED', start: at(30), end: at(60), stamp: true });
    expect(first.find((e) => e.uid === `session-${session.body.id}@events.example.com`)).toMatchObject({ summary: 'Keynote', location: 'Hall A', start: at(0), end: at(45) });
    // The other member's calendar names the caller.
    expect(events((await server.http.get('/connect/calendar.ics', { token: b.token })).text)[0]!.summary).toBe(`Meeting with ${a.user.name} ${a.user.surname}`);

    await server.http.post(`/connect/meetings/${m.body.id}/cancel`, undefined, { token: b.token });
    const after = events((await server.http.get('/connect/calendar.ics', { token: a.token })).text).find((e) => e.uid === meeting.uid)!;
    expect(after.status).toBe('CANCELLED');
    expect(after.sequence).toBeGreaterThan(meeting.sequence);
  });

  it('the secret address serves the calendar without a token; a new one replaces it; others and outsiders are refused', async () => {
    const w = await eventWorld(server.ctx, 2);
    const [a, b] = w.attendees as [Participant, Participant];
    const link = await server.http.post('/connect/calendar/link', undefined, { token: a.token });
    expect(link.status).toBe(201);
    const url = new URL(link.body.url);
    expect(url.origin).toBe('https://events.example.com');
    const secret = url.pathname.match(/^\/connect\/calendar\/([A-Za-z0-9_-]+)\.ics$/)![1]!;
    expect(Buffer.from(secret, 'base64url').length).toBeGreaterThanOrEqual(16);
    const served = await server.http.get(url.pathname);
    expect(served.status).toBe(200);
    expect(served.text).toContain('BEGIN:VCALENDAR');
    // B's own link is another secret.
    const other = await server.http.post('/connect/calendar/link', undefined, { token: b.token });
    expect(other.body.url).not.toBe(link.body.url);
    // A new POST replaces A's: the old address is gone.
    const again = await server.http.post('/connect/calendar/link', undefined, { token: a.token });
    expect(again.body.url).not.toBe(link.body.url);
    expect((await server.http.get(url.pathname)).status).toBe(404);
    expect((await server.http.get(new URL(again.body.url).pathname)).status).toBe(200);
    // Guesses and junk.
    expect((await server.http.get(`/connect/calendar/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await server.http.get('/connect/calendar/nope')).status).toBe(404);
    // Without a token, or with an unbound one: refused.
    expect((await server.http.get('/connect/calendar.ics')).status).toBe(401);
    expect((await server.http.post('/connect/calendar/link', undefined, { token: w.outsider.token })).status).toBe(403);
    // A voided ticket ends the subscription too.
    await server.ctx.db.updateTable('attendee_tickets').set({ status: 'void' }).where('user_id', '=', a.user.id).where('event_id', '=', w.event.id).execute();
    expect((await server.http.get(new URL(again.body.url).pathname)).status).toBe(404);
  });

  it('a moved session grows its SEQUENCE by one per change; one taken off the agenda comes back CANCELLED; named after the event', async () => {
    const w = await eventWorld(server.ctx, 2);
    const [a, b] = w.attendees as [Participant, Participant];
    const start = Math.ceil(new Date(w.event.starts_at).getTime() / 60_000) * 60_000;
    await server.ctx.db.updateTable('events').set({ starts_at: new Date(start) }).where('id', '=', w.event.id).execute();
    const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
    const organizerToken = await tokenFor(server.ctx, w.organizer.user);
    const sessions = `/api/events/${w.event.slug}/sessions`;
    const made = [];
    for (const [title, minutes] of [['Opening', 0], ['Panel', 60], ['Workshop', 120]] as const) {
      const res = await server.http.post(
        sessions,
        { title, starts_at: at(minutes), ends_at: at(minutes + 45), room: 'Hall A', description: `<p>About <b>${title}</b> &amp; more</p>`, speakers: [{ name: 'Sara Ahmadi', title: 'CTO' }] },
        { token: organizerToken },
      );
      expect(res.status).toBe(201);
      made.push(res.body.id as number);
    }
    const [opening, panel, workshop] = made as [number, number, number];
    for (const id of made) expect((await server.http.put(`/connect/agenda/sessions/${id}`, undefined, { token: a.token })).status).toBe(201);
    const uid = (id: number) => `session-${id}@events.example.com`;
    const read = async (token: string) => {
      const res = await server.http.get('/connect/calendar.ics', { token });
      expect(res.status).toBe(200);
      const calendar = new ICAL.Component(ICAL.parse(res.text));
      return { name: calendar.getFirstPropertyValue('x-wr-calname'), list: events(res.text), byUid: (id: number) => events(res.text).find((e) => e.uid === uid(id)) };
    };
    const first = await read(a.token);
    expect(first.name).toBe(w.event.name);
    expect(first.list).toHaveLength(3);
    for (const e of first.list) {
      expect(e).toMatchObject({ status: 'CONFIRMED', sequence: 0 });
      expect(e.description).toContain('Speakers: Sara Ahmadi (CTO)');
      expect(e.description).toContain(w.event.name);
      expect(e.url).toBe('https://events.example.com/app/#/sessions');
    }
    expect(first.byUid(opening)!.description).toMatch(/^About Opening & more/);

    // Each move is one more SEQUENCE, whatever the time between them.
    for (let change = 1; change <= 3; change++) {
      const patched = await server.http.patch(`${sessions}/${opening}`, { starts_at: at(change * 5), ends_at: at(change * 5 + 45) }, { token: organizerToken });
      expect(patched.status).toBe(200);
      const now = (await read(a.token)).byUid(opening)!;
      expect(now).toMatchObject({ sequence: change, start: at(change * 5), status: 'CONFIRMED' });
    }
    expect((await read(a.token)).byUid(panel)!.sequence).toBe(0);

    // The organizer deletes a saved session: it stays, CANCELLED, one more SEQUENCE; B never saved it: nothing there.
    expect((await server.http.patch(`${sessions}/${panel}`, { room: 'Hall B' }, { token: organizerToken })).status).toBe(200);
    expect((await server.http.delete(`${sessions}/${panel}`, { token: organizerToken })).status).toBe(204);
    const deleted = (await read(a.token)).byUid(panel)!;
    expect(deleted).toMatchObject({ status: 'CANCELLED', sequence: 2, summary: 'Panel', location: 'Hall B', start: at(60), end: at(105) });
    expect(deleted.description).toContain(w.event.name);
    expect((await read(b.token)).list).toEqual([]);

    // The participant takes one off their agenda: CANCELLED in their calendar; saved again: CONFIRMED, higher still.
    expect((await server.http.delete(`/connect/agenda/sessions/${workshop}`, { token: a.token })).status).toBe(204);
    const unsaved = (await read(a.token)).byUid(workshop)!;
    expect(unsaved).toMatchObject({ status: 'CANCELLED', sequence: 1 });
    expect((await server.http.put(`/connect/agenda/sessions/${workshop}`, undefined, { token: a.token })).status).toBe(201);
    const resaved = await read(a.token);
    expect(resaved.list.filter((e) => e.uid === uid(workshop))).toHaveLength(1);
    expect(resaved.byUid(workshop)).toMatchObject({ status: 'CONFIRMED', sequence: 2 });
    // Changes after that keep counting from there.
    expect((await server.http.patch(`${sessions}/${workshop}`, { title: 'Workshop II' }, { token: organizerToken })).status).toBe(200);
    expect((await read(a.token)).byUid(workshop)).toMatchObject({ summary: 'Workshop II', sequence: 3, status: 'CONFIRMED' });
    // The moved session is unaffected by the others, and every event in the calendar carries DESCRIPTION and URL.
    const last = await read(a.token);
    expect(last.byUid(opening)).toMatchObject({ sequence: 3, status: 'CONFIRMED' });
    expect(last.list).toHaveLength(3);
    for (const e of last.list) {
      expect(e.description).toBeTruthy();
      expect(e.url).toMatch(/^https:\/\/events\.example\.com\/app\/#\//);
    }
    // B saving the opening now starts at its current SEQUENCE.
    expect((await server.http.put(`/connect/agenda/sessions/${opening}`, undefined, { token: b.token })).status).toBe(201);
    expect((await read(b.token)).byUid(opening)).toMatchObject({ sequence: 3, status: 'CONFIRMED' });
  });

  it('meetings carry DESCRIPTION and URL as well', async () => {
    const w = await eventWorld(server.ctx, 2);
    const [a, b] = w.attendees as [Participant, Participant];
    const start = Math.ceil(new Date(w.event.starts_at).getTime() / 60_000) * 60_000;
    await server.ctx.db.updateTable('events').set({ starts_at: new Date(start) }).where('id', '=', w.event.id).execute();
    const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
    const organizerToken = await tokenFor(server.ctx, w.organizer.user);
    await server.http.put(
      `/api/events/${w.event.slug}/meetings/settings`,
      { enabled: true, slot_minutes: 30, windows: [{ starts_at: at(0), ends_at: at(120) }], locations: [{ name: 'Table 7' }] },
      { token: organizerToken },
    );
    const m = await server.http.post('/connect/meetings', { with: b.user.id, starts_at: at(30) }, { token: a.token });
    expect(m.status).toBe(201);
    await server.http.post(`/connect/meetings/${m.body.id}/accept`, undefined, { token: b.token });
    const [meeting] = events((await server.http.get('/connect/calendar.ics', { token: a.token })).text);
    expect(meeting!.description).toContain(w.event.name);
    expect(meeting!.url).toBe('https://events.example.com/app/#/meetings');
  });
});
