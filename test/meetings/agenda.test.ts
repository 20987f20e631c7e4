import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { tokenFor } from '../helpers/factories.js';
import { eventWorld, type Participant } from '../helpers/networking.js';

/** Accepted meetings in the personal agenda (CONTRACT 11 and 12), conflicts with saved sessions marked. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

describe('agenda with meetings', () => {
  it('lists accepted meetings of both members beside saved sessions, overlaps marked; pending and cancelled ones are not in it', async () => {
    const w = await eventWorld(server.ctx, 3);
    const [a, b, c] = w.attendees as [Participant, Participant, Participant];
    const start = new Date(w.event.starts_at).getTime();
    const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
    const organizerToken = await tokenFor(server.ctx, w.organizer.user);
    await server.http.put(
      `/api/events/${w.event.slug}/meetings/settings`,
      { enabled: true, slot_minutes: 30, windows: [{ starts_at: at(0), ends_at: at(120) }], locations: [{ name: 'T1' }] },
      { token: organizerToken },
    );
    const session = await server.http.post(`/api/events/${w.event.slug}/sessions`, { title: 'Keynote', starts_at: at(0), ends_at: at(45) }, { token: organizerToken });
    expect((await server.http.put(`/connect/agenda/sessions/${session.body.id}`, undefined, { token: a.token })).status).toBe(201);

    const accepted = await server.http.post('/connect/meetings', { with: b.user.id, starts_at: at(30) }, { token: a.token });
    await server.http.post(`/connect/meetings/${accepted.body.id}/accept`, undefined, { token: b.token });
    const pending = await server.http.post('/connect/meetings', { with: c.user.id, starts_at: at(60) }, { token: a.token });
    expect(pending.status).toBe(201);

    const mine = await server.http.get('/connect/agenda', { token: a.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((i: { type: string }) => i.type)).toEqual(['session', 'meeting']);
    const [keynote, meeting] = mine.body.data;
    expect(meeting).toMatchObject({ starts_at: at(30), ends_at: at(60), meeting: { id: accepted.body.id, status: 'accepted', location: { name: 'T1' } } });
    expect(meeting.conflicts).toEqual([{ type: 'session', id: session.body.id }]);
    expect(keynote.conflicts).toEqual([{ type: 'meeting', id: accepted.body.id }]);

    // The other member sees it too (no session saved: no conflict); a third participant does not.
    const theirs = await server.http.get('/connect/agenda', { token: b.token });
    expect(theirs.body.data).toEqual([{ ...meeting, conflicts: [] }]);
    expect((await server.http.get('/connect/agenda', { token: c.token })).body.data).toEqual([]);

    // Cancelled: gone from both agendas.
    await server.http.post(`/connect/meetings/${accepted.body.id}/cancel`, undefined, { token: b.token });
    expect((await server.http.get('/connect/agenda', { token: b.token })).body.data).toEqual([]);
    expect((await server.http.get('/connect/agenda', { token: a.token })).body.data.map((i: { type: string }) => i.type)).toEqual(['session']);
  });
});
