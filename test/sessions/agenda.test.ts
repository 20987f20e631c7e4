import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { eventWorld } from '../helpers/networking.js';
import { mergeAgenda } from '../../server/sessions/agenda.js';

let server: TestServer;
let world: Awaited<ReturnType<typeof eventWorld>>;
let other: Awaited<ReturnType<typeof eventWorld>>;

beforeAll(async () => {
  server = await startTestServer();
  world = await eventWorld(server.ctx, 2);
  other = await eventWorld(server.ctx, 0);
});
afterAll(async () => {
  await server.stop();
});

const at = (event: { starts_at: Date }, minutes: number) => new Date(new Date(event.starts_at).getTime() + minutes * 60_000).toISOString();

async function session(w: typeof world, title: string, from: number, to: number): Promise<{ id: number }> {
  const res = await server.http.post(`/api/events/${w.event.slug}/sessions`, { title, starts_at: at(w.event, from), ends_at: at(w.event, to) }, { token: w.organizer.token });
  expect(res.status).toBe(201);
  return res.body;
}

describe('agenda', () => {
  it('PUT 201 then 204, DELETE 204, GET merges by time with conflicts, saved in the public listing and the session', async () => {
    const token = world.attendees[0]!.token;
    const a = await session(world, 'A', 0, 60);
    const b = await session(world, 'B', 30, 90);
    const c = await session(world, 'C', 90, 120);
    const d = await session(world, 'D', 150, 170);
    for (const s of [c, a, b]) expect((await server.http.put(`/connect/agenda/sessions/${s.id}`, undefined, { token })).status).toBe(201);
    expect((await server.http.put(`/connect/agenda/sessions/${a.id}`, undefined, { token })).status).toBe(204);

    const agenda = await server.http.get('/connect/agenda', { token });
    expect(agenda.status).toBe(200);
    expect(agenda.body.data.map((i: { session: { id: number } }) => i.session.id)).toEqual([a.id, b.id, c.id]);
    expect(agenda.body.data.map((i: { conflicts: unknown[] }) => i.conflicts)).toEqual([
      [{ type: 'session', id: b.id }],
      [{ type: 'session', id: a.id }],
      [], // C starts when B ends: touching is not overlapping
    ]);
    expect(agenda.body.data[0]).toMatchObject({ type: 'session', starts_at: at(world.event, 0), ends_at: at(world.event, 60) });

    // Another participant's agenda is their own.
    expect((await server.http.get('/connect/agenda', { token: world.attendees[1]!.token })).body.data).toEqual([]);

    // `saved` for an authenticated participant; absent for guests.
    const listed = await server.http.get(`/api/events/${world.event.slug}/sessions`, { token });
    const saved = Object.fromEntries(listed.body.data.map((s: { id: number; saved: boolean }) => [s.id, s.saved]));
    expect(saved).toMatchObject({ [a.id]: true, [b.id]: true, [c.id]: true, [d.id]: false });
    const guest = await server.http.get(`/api/events/${world.event.slug}/sessions`);
    expect(guest.body.data[0]).not.toHaveProperty('saved');
    // The same for one session.
    const one = (id: number, t?: string) => server.http.get(`/api/events/${world.event.slug}/sessions/${id}`, t ? { token: t } : undefined);
    expect((await one(a.id, token)).body).toMatchObject({ id: a.id, saved: true });
    expect((await one(d.id, token)).body).toMatchObject({ id: d.id, saved: false });
    expect((await one(a.id)).body).not.toHaveProperty('saved');
    expect((await one(a.id, world.outsider.token)).body).not.toHaveProperty('saved');

    expect((await server.http.delete(`/connect/agenda/sessions/${b.id}`, { token })).status).toBe(204);
    expect((await server.http.delete(`/connect/agenda/sessions/${b.id}`, { token })).status).toBe(204);
    const after = await server.http.get('/connect/agenda', { token });
    expect(after.body.data.map((i: { session: { id: number }; conflicts: unknown[] }) => [i.session.id, i.conflicts.length])).toEqual([
      [a.id, 0],
      [c.id, 0],
    ]);

    // A deleted session leaves the agenda.
    await server.http.delete(`/api/events/${world.event.slug}/sessions/${c.id}`, { token: world.organizer.token });
    expect((await server.http.get('/connect/agenda', { token })).body.data.map((i: { session: { id: number } }) => i.session.id)).toEqual([a.id]);
  });

  it('404 for a session of another event; 403 for an unbound token; 401 without; 422 for a bad id', async () => {
    const foreign = await session(other, 'Foreign', 0, 30);
    const token = world.attendees[0]!.token;
    expect((await server.http.put(`/connect/agenda/sessions/${foreign.id}`, undefined, { token })).status).toBe(404);
    expect((await server.http.delete(`/connect/agenda/sessions/${foreign.id}`, { token })).status).toBe(404);
    expect((await server.http.put(`/connect/agenda/sessions/999999999`, undefined, { token })).status).toBe(404);
    expect((await server.http.put(`/connect/agenda/sessions/${foreign.id}`, undefined, { token: world.outsider.token })).status).toBe(403);
    expect((await server.http.get('/connect/agenda', { token: world.outsider.token })).status).toBe(403);
    expect((await server.http.get('/connect/agenda')).status).toBe(401);
    expect((await server.http.put('/connect/agenda/sessions/abc', undefined, { token })).status).toBe(422);
  });

  it('mergeAgenda marks every overlapping pair, meetings included', () => {
    const e = (type: 'session' | 'meeting', id: number, s: number, t: number) => ({
      type,
      id,
      starts_at: new Date(Date.UTC(2026, 0, 1, 0, s)).toISOString(),
      ends_at: new Date(Date.UTC(2026, 0, 1, 0, t)).toISOString(),
    });
    const merged = mergeAgenda([e('session', 1, 0, 100), e('meeting', 7, 10, 20), e('session', 2, 50, 60), e('session', 3, 100, 110)]);
    expect(merged.map((m) => m.conflicts)).toEqual([
      [{ type: 'meeting', id: 7 }, { type: 'session', id: 2 }],
      [{ type: 'session', id: 1 }],
      [{ type: 'session', id: 1 }],
      [],
    ]);
  });
});
