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
});
